/* A computer's style in words (style_words.h). */
#include "scenes/style_words.h"

#include <stdio.h>

void style_words_of(app *a, int style, style_words *out)
{
    char key[32], change[120];
    snprintf(key, sizeof key, "setup.style.%d", style);
    TRF(&a->i18n, out->label, "setup.style", TR(&a->i18n, key));
    if (a->input.device == INPUT_MOUSE)
        snprintf(change, sizeof change, "%s", TR(&a->i18n, "setup.style.change.click"));
    else
        TRF(&a->i18n, change, "setup.style.change.press",
            input_action_words(&a->input, ACTION_CHOOSE, &a->i18n));
    snprintf(key, sizeof key, "setup.style.%d.tip", style);
    snprintf(out->tip, sizeof out->tip, "%s %s", TR(&a->i18n, key), change);
}
