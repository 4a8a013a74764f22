/* A screen's note (what went wrong, or why its button waits) said when it
 * appears or changes, while speech is on: a player who cannot see the
 * screen would otherwise press Join and hear nothing of why nothing
 * happened. Whole, never as cut to its room. Queued, so that the screen's
 * name said on opening comes first. The same words again are not said
 * again, until the next button pressed (scene.c, menu_keys.c): Join
 * pressed twice and refused twice the same way is heard twice. */
#include <stdint.h>

#include "scenes/common.h"

static uint64_t fingerprint(const char *text)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        h = (h ^ *c) * 1099511628211ULL;
    return h;
}

void scene_say_note(app *a, const char *note)
{
    menu_state *ms = &a->shared->menu;
    uint64_t now = note[0] ? fingerprint(note) : 0;
    if (now != ms->note_heard && note[0] && app_speaking(a))
        app_say(a, note, false);
    ms->note_heard = now;
}
