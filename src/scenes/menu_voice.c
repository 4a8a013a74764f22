/* A menu's ringed button, said as a screen reader says it (issue 42): its
 * row ("Chair 2"), its label, whether it is chosen or unavailable, and its
 * tip. The ring is moved by keys (menu_keys.c), so a new ring interrupts. */
#include <stdio.h>

#include "scenes/common.h"

const char *scene_seat_colour_name(app *a, int colour)
{
    char key[40];
    snprintf(key, sizeof key, "seat_colour.%s", gfx_player_colour_key(colour));
    return TR(&a->i18n, key);
}

/* Its row and label: "Chair 3: Easy"; a button with no words (a chair's
 * colour) by its row alone; an empty field as "empty". */
static int item_name(const i18n *t, const menu_item *it, char *out, size_t size)
{
    bool worded = it->label[0] || it->field;
    return snprintf(out, size, "%s%s%s", it->group, it->group[0] && worded ? ": " : "",
                    it->field && !it->label[0] ? TR(t, "speech.field.empty") : it->label);
}

static void say_item(app *a, const menu_item *it, bool interrupt)
{
    if (!app_speaking(a))
        return;
    if (it->note) { /* a cut note: its whole words, never the "…" */
        app_say(a, it->note, interrupt);
        return;
    }
    const i18n *t = &a->i18n;
    char words[640];
    int n = item_name(t, it, words, sizeof words);
    if (n >= 0 && (size_t)n < sizeof words && it->field)
        n += snprintf(words + n, sizeof words - (size_t)n, ", %s", TR(t, "speech.field"));
    if (n >= 0 && (size_t)n < sizeof words && it->selected)
        n += snprintf(words + n, sizeof words - (size_t)n, ", %s", TR(t, "speech.selected"));
    if (n >= 0 && (size_t)n < sizeof words && !it->enabled)
        n += snprintf(words + n, sizeof words - (size_t)n, ", %s", TR(t, "speech.unavailable"));
    if (n >= 0 && (size_t)n < sizeof words && it->tip[0])
        snprintf(words + n, sizeof words - (size_t)n, ". %s", it->tip);
    app_say(a, words, interrupt);
}

void scene_say_menu_item(app *a, const menu_item *it)
{
    say_item(a, it, true);
}

void scene_say_menu_item_next(app *a, const menu_item *it)
{
    say_item(a, it, false);
}

void scene_say_already_chosen(app *a, const menu_item *it)
{
    if (!app_speaking(a))
        return;
    char name[320], words[400];
    item_name(&a->i18n, it, name, sizeof name);
    i18n_format(&a->i18n, words, sizeof words, "speech.already", (const char *const[]){name, NULL});
    app_say(a, words, true);
}

void scene_say_ringed(app *a)
{
    const menu_state *ms = &a->shared->menu;
    if (!app_speaking(a) || !ms->keys || ms->focus >= 0)
        return;
    menu m;
    app_scene(a)->build_menu(a, &m);
    if (ms->hover >= 0 && ms->hover < m.count)
        scene_say_menu_item(a, &m.items[ms->hover]);
}
