/* The model's steps as shown, labelled (table/words.h) and with their icons (move_steps.c). */
#ifndef VILLAGE_SCENES_GAME_MOVE_STEPS_H
#define VILLAGE_SCENES_GAME_MOVE_STEPS_H

#include "scenes/game/part_view.h"

/* A step of a move as the scene shows it: the model's step (src/table)
 * labelled in the player's language (table/words.h) with its icon (move_steps.c). */
typedef struct choice_step {
    char key[STEP_KEY_MAX]; /* table_step_key: the step's whole identity */
    char label[96];
    const char *icon; /* sprite, or NULL */
    int target;       /* board target, or TARGET_NONE */
} choice_step;

typedef struct move_path {
    choice_step steps[STEP_MAX];
    int count;
} move_path;

void steps_for_move(const table_words *w, const village_state *s, const village_move *m,
                    move_path *out);
const char *step_icon(const table_words *w, const table_step *step);

#endif
