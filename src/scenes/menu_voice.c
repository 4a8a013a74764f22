/* A menu's ringed button, said as a screen reader says it (issue 42): its
 * row ("Chair 2"), its label, whether it is chosen or unavailable, and its
 * tip. The ring is moved by keys (menu_keys.c), so a new ring interrupts. */
#include <stdio.h>

#include "scenes/common.h"

void scene_say_menu_item(app *a, const menu_item *it)
{
    if (!app_speaking(a))
        return;
    const i18n *t = &a->i18n;
    char words[640];
    /* A button with no words (a chair's colour) is said by its row alone. */
    bool worded = it->label[0] || it->field;
    int n = snprintf(words, sizeof words, "%s%s%s", it->group, it->group[0] && worded ? ": " : "",
                     it->field && !it->label[0] ? TR(t, "speech.field.empty") : it->label);
    if (n >= 0 && (size_t)n < sizeof words && it->field)
        n += snprintf(words + n, sizeof words - (size_t)n, ", %s", TR(t, "speech.field"));
    if (n >= 0 && (size_t)n < sizeof words && it->selected)
        n += snprintf(words + n, sizeof words - (size_t)n, ", %s", TR(t, "speech.selected"));
    if (n >= 0 && (size_t)n < sizeof words && !it->enabled)
        n += snprintf(words + n, sizeof words - (size_t)n, ", %s", TR(t, "speech.unavailable"));
    if (n >= 0 && (size_t)n < sizeof words && it->tip[0])
        snprintf(words + n, sizeof words - (size_t)n, ". %s", it->tip);
    app_say(a, words, true);
}
