/* The expert level's learned evaluation in the game (docs/ai.md, "Learned
 * evaluation"): read once at start from the assets folder's ai/learned.txt
 * with the AI's own reader and installed for the search. A missing or
 * damaged file is said on stderr, and the setup tells a player who chooses
 * expert that it plays with the hand-written evaluation alone. */
#ifndef VILLAGE_SCENES_LEARNED_SETUP_H
#define VILLAGE_SCENES_LEARNED_SETUP_H

#include <stdbool.h>
#include <stddef.h>

struct village_learned;

typedef struct learned_setup {
    struct village_learned *set; /* installed for the expert level; NULL: none */
    char trouble[1600];          /* why none is (English: stderr, bug reports); "" when one is */
} learned_setup;

/* The path of the file in the assets folder data_dir. */
void learned_setup_path(const char *data_dir, char *out, size_t size);
/* Reads and installs the set; on trouble, says why on stderr. */
void learned_setup_start(learned_setup *l, const char *data_dir);
/* Uninstalls and frees it: only once no search runs any more. */
void learned_setup_stop(learned_setup *l);
/* Whether the expert level searches without its learned evaluation. */
bool learned_setup_missing(const learned_setup *l);

#endif
