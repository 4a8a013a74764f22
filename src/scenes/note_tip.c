/* A cut note among the screen's buttons (note_tip.h). */
#include "scenes/note_tip.h"

#include <stdio.h>
#include <string.h>

void note_tip_add(app *a, menu *m, const char *whole, const char *shown, float size, float x,
                  float y, float wrap)
{
    if (!whole[0] || strcmp(whole, shown) == 0 || m->count >= MENU_MAX_ITEMS)
        return;
    /* Its last line may be short; the box of all its lines is the target. */
    float h = shown[0] ? gfx_wrapped_height(&a->gfx, FONT_BODY, size, wrap, shown) : size * 1.4f;
    char *kept = a->shared->menu.note_whole;
    if (whole != kept)
        snprintf(kept, sizeof a->shared->menu.note_whole, "%s", whole);
    menu_add(m, x, y, wrap, h, "", NOTE_TIP_ID)->note = kept;
}
