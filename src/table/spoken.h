/* The table in words for the ear (issue 42): what a voice says of a
 * decision, of the focused option and its place on the board, and the
 * answers to the questions a player asks by key (resources, scores, the
 * spaces' cubes, the market, the council and church, the chronicle). Built from the model and the
 * catalogue alone, with no SDL, so tests hear exactly what the game says. Nothing hidden is told:
 * only what the table shows a seeing player. */
#ifndef VILLAGE_TABLE_SPOKEN_H
#define VILLAGE_TABLE_SPOKEN_H

#include <stddef.h>

#include "table/table.h"
#include "table/words.h"
#include "village/village.h"

enum { TABLE_SPOKEN_MAX = 1600 };

/* What the decision asks of the deciding seat ("Ana: harvest, or skip the
 * action"). */
void table_spoken_prompt(const table_words *w, const village_state *s, const table_seats *seats,
                         char *out, size_t size);
/* An option as a voice says it: its label, the cubes on its space, why it is
 * unavailable, or the warning before paying for it ("Take a pink cube from
 * Harvest. Harvest: 2 pink cubes, 1 plague cube"). */
void table_spoken_option(const table_words *w, const table_chooser *c, int option, char *out,
                         size_t size);
/* The warning an option carries ("Careful: …"), or "". */
void table_spoken_warning(const table_words *w, const table_chooser *c, int option, char *out,
                          size_t size);
/* The options the focus visits, in its order, numbered ("3 choices. 1: …"). */
void table_spoken_options(const table_words *w, const table_chooser *c, char *out, size_t size);
/* The cubes on one action space ("Harvest: 2 pink cubes, 1 plague cube"),
 * "Harvest: no cubes" when it is empty. */
void table_spoken_space(const table_words *w, const village_state *s, int space, char *out,
                        size_t size);
/* Every action space's cubes, one sentence each. */
void table_spoken_spaces(const table_words *w, const village_state *s, char *out, size_t size);
/* A seat's coins, grain, cubes, goods, prestige and lifetime. */
void table_spoken_resources(const table_words *w, const village_state *s, const table_seats *seats,
                            int player, char *out, size_t size);
/* Each seat's projected score and lifetime, the seat to act named. */
void table_spoken_scores(const table_words *w, const village_state *s, const table_seats *seats,
                         char *out, size_t size);
/* spoken_board.c: the market's stalls and waiting customers (what each
 * wants, its points) and the pile's count. */
void table_spoken_market(const table_words *w, const village_state *s, char *out, size_t size);
/* Each council stage and church window with whose members sit there, and
 * the black bag's monks and members. */
void table_spoken_council_church(const table_words *w, const village_state *s,
                                 const table_seats *seats, char *out, size_t size);
/* Each chronicle area with whose dead are written there, and the graves used. */
void table_spoken_chronicle(const table_words *w, const village_state *s, const table_seats *seats,
                            char *out, size_t size);
/* Makes the text's first letter a capital (ASCII and the accented letters
 * of Latin-1, as the catalogues' languages need): a hint's reason, written
 * to follow its move ("grows the family"), said as a sentence of its own. */
void table_spoken_capitalise(char *text);
/* The final ranking: winner first, each with their score. */
void table_spoken_results(const table_words *w, const village_state *s, const table_seats *seats,
                          char *out, size_t size);

#endif
