/* The table's words: the model's steps, moves, reasons and names put into
 * the player's language from a catalogue (src/catalogue), with no SDL, so
 * the game scene shows them and the tests read them without a window. A
 * colour may carry its cube's mark (catalogue/cube_mark.h), which the drawing
 * shows as the cube with its colour-blind symbol. */
#ifndef VILLAGE_TABLE_WORDS_H
#define VILLAGE_TABLE_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "catalogue/i18n.h"
#include "table/table.h"
#include "village/village.h"

/* The catalogue, and whether a colour is named with its cube's symbol
 * (colour-blind mode). The parts that only put things into words take this
 * and the state. */
typedef struct table_words {
    const i18n *cat;
    bool cube_symbols;
} table_words;

/* The seats at the table as the log and the summary name them: names[p] is
 * seat p's ("Ana", "Bruno"), human[p] whether a person plays it. */
typedef struct table_seats {
    int count;
    const char *names[VILLAGE_MAX_PLAYERS];
    bool human[VILLAGE_MAX_PLAYERS];
} table_seats;

/* An option's hover text; a move's description and each of its parts are
 * built in buffers of this size, so none is cut before the tooltip. */
enum { TABLE_DETAIL_MAX = 640 };

/* names.c: catalogue names shared by the log, the steps and the panels */
const char *table_name_colour(const table_words *w, int colour);
/* The colour's name, and in colour-blind mode its cube after it, drawn with
 * its symbol ("green" and the cube marked with a plus). For help, tooltips
 * and notes; the text is written in out when marked. */
const char *table_name_colour_marked(const table_words *w, int colour, char *out, size_t size);
const char *table_name_cube_a(const table_words *w, int colour); /* "an orange cube" */
const char *table_name_good_a(const table_words *w, int good);   /* "an ox" */
const char *table_name_space(const table_words *w, int space);
const char *table_name_good(const table_words *w, int good);
const char *table_name_building(const table_words *w, int building);
/* The word after a count of n, agreeing with it ("2 marrones", "1 brauner",
 * "2 oxen"): the catalogue's <colour|good>.<name>.one or .other. */
const char *table_name_colour_n(const table_words *w, int colour, long n);
const char *table_name_good_n(const table_words *w, int good, long n);
/* table_name_colour_marked of the counted word. */
const char *table_name_colour_marked_n(const table_words *w, int colour, long n, char *out,
                                       size_t size);
/* "2 pink cubes", "2 cubos marrones", "2 Pestwürfel": the counted phrase. */
char *table_count_cubes(const table_words *w, int colour, long n, char *out, size_t size);
const char *table_name_city(const table_words *w, int city);

/* step_words.c: a step of the model as a button's label ("Take a pink cube
 * from Crafts", "2 time"), made from the step's data alone */
void table_step_label(const table_words *w, const village_state *s, const table_step *step,
                      char *out, size_t size);

/* describe.c: what a move costs and gives, for hover text (the move is tried
 * on a copy; nothing hidden is revealed) */
void table_move_describe(const table_words *w, const village_state *s, const village_move *m,
                         char *out, size_t size);
/* What a council privilege does and costs, in one sentence (R-CNC-2); 'good'
 * for stage 3, or -1 for any good. */
void table_describe_privilege(const table_words *w, int stage, int good, char *out, size_t size);
/* What a move that happened did to one player, on one line: "−2 time, +1 pink";
 * empty when nothing of theirs changed. */
void table_move_outcome(const table_words *w, int player, const village_events *ev, char *out,
                        size_t size);

/* reasons.c: why the rules do not allow a step now (its option shown disabled) */
void table_step_unavailable_reason(const table_words *w, const village_state *s,
                                   const table_step *step, char *out, size_t size);

#endif
