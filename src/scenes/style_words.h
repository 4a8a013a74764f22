/* A computer's style as its button says it ("Style: Chronicler") and the
 * button's tip: the plan, and how to choose the next style by the device
 * in use ("Click" told a player on keys, and by ear, to reach for a mouse).
 * The table setup and the network host's screen show styles alike. */
#ifndef VILLAGE_SCENES_STYLE_WORDS_H
#define VILLAGE_SCENES_STYLE_WORDS_H

#include "scenes/common.h"

typedef struct style_words {
    char label[96];
    char tip[sizeof((menu_item *)0)->tip];
} style_words;

/* The words for village_ai_style 'style'. */
void style_words_of(app *a, int style, style_words *out);

#endif
