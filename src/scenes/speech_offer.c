/* The first start's offer of speech (issue 42): before anything else is
 * read, the title says and shows "Press S to hear the game spoken" in the
 * system's language. S turns speech on; any other key or a click answers
 * no, and the offer is not made again (the settings keep the answer). */
#include <stdio.h>

#include "scenes/common.h"

static bool offering(const app *a)
{
    return !a->settings.speech_offered && !a->read_only;
}

void speech_offer_enter(app *a)
{
    if (offering(a))
        app_say_offer(a, TR(&a->i18n, "speech.offer"));
}

static void answered(app *a, bool speak)
{
    a->settings.speech_offered = true;
    a->settings.speech = speak;
    app_voice_apply(a);
    app_save_settings(a);
}

bool speech_offer_event(app *a, const SDL_Event *e)
{
    if (!offering(a))
        return false;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_s &&
        !(e->key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))) {
        answered(a, true);
        app_say(a, TR(&a->i18n, "speech.on"), true);
        return true;
    }
    if (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN)
        answered(a, false);
    return false;
}

void speech_offer_draw(app *a)
{
    if (!offering(a))
        return;
    SDL_FRect band = {560, 140, 800, 44};
    gfx_panel(&a->gfx, &band, false);
    const char *text = TR(&a->i18n, "speech.offer");
    float size = gfx_ui_fit(&a->gfx, FONT_BOLD, 22, band.w - 24, text);
    gfx_text(&a->gfx, FONT_BOLD, size, COLOUR_INK, band.x + band.w / 2,
             band.y + band.h / 2 - size * 0.7f, ALIGN_CENTER, text);
}
