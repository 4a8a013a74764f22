/* A screen's note (what went wrong, or why its button waits) said when it
 * appears or changes, while speech is on: a player who cannot see the
 * screen would otherwise press Join and hear nothing of why nothing
 * happened. Whole, never as cut to its room. Queued, so that the screen's
 * name said on opening comes first.
 *
 * It is said once a frame's events and updates are done (the scene table's
 * 'updated'), never while drawing: a frame drawn twice, or a screenshot,
 * must not speak. The same words are not said again, except: a note of
 * what went wrong after the next button pressed (Join pressed twice and
 * refused twice the same way is heard twice); a note of why a button
 * waits only when that button is pressed, grey as it is (on Host, choosing
 * the chairs one by one while Open waits would otherwise hear the same
 * sentence after every choice). Enter on a cut note says it too
 * (menu_keys.c). */
#include <stdint.h>
#include <stdio.h>

#include "scenes/common.h"

static uint64_t fingerprint(const char *text)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        h = (h ^ *c) * 1099511628211ULL;
    return h ? h : 1; /* 0 is "none said" */
}

void scene_note_set(scene_note *n, const char *words)
{
    snprintf(n->words, sizeof n->words, "%s", words);
    n->waits_for = NOTE_NOT_WAITING;
}

void scene_menu_pressed(menu_state *ms, const menu_item *it)
{
    ms->last_press = (menu_press){ms->last_press.count + 1, it->id, it->enabled};
}

bool note_voice_due(note_heard *heard, const scene_note *now, const menu_state *ms)
{
    const menu_press *press = &ms->last_press;
    uint64_t words = now->words[0] ? fingerprint(now->words) : 0;
    bool pressed = press->count != heard->presses;
    bool asked = now->waits_for == NOTE_NOT_WAITING ? pressed && press->enabled
                                                    : pressed && press->id == now->waits_for;
    bool fresh = words != heard->words || ms->openings != heard->openings;
    *heard = (note_heard){words, press->count, ms->openings};
    return words != 0 && (fresh || asked);
}

void scene_say_note(app *a)
{
    if (a->scene_change) /* the next screen's note, once it is open */
        return;
    scene_note n = {.waits_for = NOTE_NOT_WAITING};
    if (app_scene(a)->note)
        app_scene(a)->note(a, &n);
    if (note_voice_due(&a->shared->note, &n, &a->shared->menu) && app_speaking(a))
        app_say(a, n.words, false);
}
