/* The actions' one table (input.h): each action's key, its controller button,
 * its prompt's words, and the glyph that shows it on the device in use. */
#include "app/input.h"

#include <stddef.h>

typedef struct action_row {
    app_action action;
    SDL_Keycode key;
    Uint16 mod;
    glyph_pad pad;
    const char *key_name; /* "keys.<name>" in the catalogue */
    const char *label;    /* "controls.<name>" in the catalogue */
} action_row;

/* In the enum's order (row_of checks it). B goes back as Esc does; the
 * shoulders move between the table's areas; Start is the Menu button; X is
 * Undo and Y the Hint; Back (View, Share, minus) opens the rules; the left
 * stick's click opens the log; the triggers turn pages (the log's, the rules'). */
static const action_row ROWS[ACTIONS] = {
    {ACTION_LEFT, SDLK_LEFT, KMOD_NONE, PAD_DPAD, "keys.arrows", "controls.move"},
    {ACTION_RIGHT, SDLK_RIGHT, KMOD_NONE, PAD_DPAD, "keys.arrows", "controls.move"},
    {ACTION_UP, SDLK_UP, KMOD_NONE, PAD_DPAD, "keys.arrows", "controls.move"},
    {ACTION_DOWN, SDLK_DOWN, KMOD_NONE, PAD_DPAD, "keys.arrows", "controls.move"},
    {ACTION_CHOOSE, SDLK_RETURN, KMOD_NONE, PAD_A, "keys.enter", "controls.choose"},
    {ACTION_BACK, SDLK_ESCAPE, KMOD_NONE, PAD_B, "keys.escape", "controls.back"},
    {ACTION_NEXT_AREA, SDLK_F6, KMOD_NONE, PAD_RIGHT_SHOULDER, "keys.f6", "controls.area"},
    {ACTION_PREVIOUS_AREA, SDLK_F6, KMOD_LSHIFT, PAD_LEFT_SHOULDER, "keys.shift_f6",
     "controls.area"},
    {ACTION_MENU, SDLK_F10, KMOD_NONE, PAD_START, "keys.f10", "controls.menu"},
    {ACTION_HINT, SDLK_h, KMOD_NONE, PAD_Y, "keys.h", "controls.hint"},
    {ACTION_UNDO, SDLK_z, KMOD_LCTRL, PAD_X, "keys.undo", "controls.undo"},
    {ACTION_RULES, SDLK_F1, KMOD_NONE, PAD_BACK, "keys.f1", "controls.rules"},
    {ACTION_LOG, SDLK_l, KMOD_NONE, PAD_LEFT_STICK, "keys.l", "controls.log"},
    {ACTION_PAGE_UP, SDLK_PAGEUP, KMOD_NONE, PAD_LEFT_TRIGGER, "keys.page_up", "controls.page"},
    {ACTION_PAGE_DOWN, SDLK_PAGEDOWN, KMOD_NONE, PAD_RIGHT_TRIGGER, "keys.page_down",
     "controls.page"},
    {ACTION_MOVE, SDLK_UNKNOWN, KMOD_NONE, PAD_DPAD, "keys.arrows", "controls.move"},
};

static const action_row *row_of(app_action action)
{
    if ((int)action < 0 || action >= ACTIONS)
        return NULL;
    SDL_assert(ROWS[action].action == action);
    return &ROWS[action];
}

bool input_action_key(app_action action, SDL_Keycode *key, Uint16 *mod)
{
    const action_row *r = row_of(action);
    if (!r || r->key == SDLK_UNKNOWN)
        return false;
    *key = r->key;
    *mod = r->mod;
    return true;
}

int input_pad_action(SDL_GameControllerButton button)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        return ACTION_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        return ACTION_RIGHT;
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
        return ACTION_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        return ACTION_DOWN;
    default:
        break;
    }
    /* Every other button by the table: the one row whose pad it is. */
    for (int i = 0; i < ACTIONS; i++)
        if (ROWS[i].pad != PAD_DPAD && (int)ROWS[i].pad == (int)button)
            return ROWS[i].action;
    return -1;
}

glyph input_action_glyph(const app_input *in, app_action action, const i18n *words)
{
    const action_row *r = row_of(action);
    if (in->device == INPUT_CONTROLLER && in->family != GLYPHS_KEYBOARD)
        return (glyph){.family = in->family, .pad = r ? r->pad : PAD_A, .key = ""};
    const char *name = r ? TR(words, r->key_name) : "";
    if (action == ACTION_MOVE || (r && r->pad == PAD_DPAD))
        name = ""; /* the four arrow keys, drawn */
    return (glyph){.family = GLYPHS_KEYBOARD, .pad = PAD_CONTROLS, .key = name};
}

const char *input_action_words(const app_input *in, app_action action, const i18n *words)
{
    glyph g = input_action_glyph(in, action, words);
    return glyph_words(&g, words);
}

const char *input_action_label(app_action action, const i18n *words)
{
    const action_row *r = row_of(action);
    return r ? TR(words, r->label) : "";
}

bool input_shows_prompts(const app_input *in)
{
    return in->device != INPUT_MOUSE;
}
