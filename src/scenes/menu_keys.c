/* The menu-like scenes' buttons by keyboard (issue 31): Tab, Shift+Tab and
 * the arrows move a ring over the buttons in the table model's focus order
 * (table/focus.h: Tab in the menu's order, the arrows to the nearest button
 * that way), Enter or Space presses the ringed one. The Menu action's key
 * (a controller's Start) confirms: it presses the ringed button, or rings
 * the first when none is, so that Start never does nothing; the shoulders
 * step as Tab and Shift+Tab. A cut note (menu_item.note) is a stop too,
 * never the first: ringed, it shows and says its whole words, and Enter
 * says them again. Enter on a grey button presses nothing, but is heard
 * as a press of it, so that the screen's note says why it waits
 * (note_voice.c). The ring is the
 * shared menu state's hover, so a mouse move takes it over again. */
#include "scenes/common.h"
#include "table/focus.h"

static bool focus_key_direction(SDL_Keycode key, table_focus_dir *d)
{
    switch (key) {
    case SDLK_LEFT:
        *d = TABLE_FOCUS_LEFT;
        return true;
    case SDLK_RIGHT:
        *d = TABLE_FOCUS_RIGHT;
        return true;
    case SDLK_UP:
        *d = TABLE_FOCUS_UP;
        return true;
    case SDLK_DOWN:
        *d = TABLE_FOCUS_DOWN;
        return true;
    default:
        return false;
    }
}

bool scene_focus_direction(SDL_Keycode key, table_focus_dir *d)
{
    return focus_key_direction(key, d);
}

bool scene_is_choose_key(SDL_Keycode key)
{
    return key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE;
}

bool scene_is_start_key(const SDL_KeyboardEvent *k)
{
    SDL_Keycode key;
    Uint16 mod;
    return input_action_key(ACTION_MENU, &key, &mod) && k->keysym.sym == key &&
           !(k->keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_SHIFT));
}

int scene_menu_key(app *a, const menu *m, const SDL_KeyboardEvent *k)
{
    menu_state *ms = &a->shared->menu;
    SDL_Keycode key = k->keysym.sym;
    if (ms->focus >= 0 || m->count == 0 || (k->keysym.mod & (KMOD_CTRL | KMOD_ALT)))
        return -1; /* a text field being typed in takes the keys */
    bool ringed = ms->keys && ms->hover >= 0 && ms->hover < m->count;
    bool start = scene_is_start_key(k);
    if (scene_is_choose_key(key) || (start && ringed)) {
        if (!ringed)
            return -1;
        const menu_item *it = &m->items[ms->hover];
        /* A note is read, not pressed: Enter says it again. */
        if (it->note) {
            scene_say_menu_item(a, it);
            return -1;
        }
        if (!it->enabled) { /* pressed in vain: why it waits is said (note_voice.c) */
            scene_menu_pressed(ms, it);
            return -1;
        }
        /* A choice already chosen changes nothing: said, never silence. */
        if (it->selected && !it->toggle && !it->field) {
            scene_say_already_chosen(a, it);
            return -1;
        }
        audio_play(&a->audio, SOUND_CLICK);
        scene_menu_pressed(ms, it);
        return it->id;
    }
    table_focus_dir d = TABLE_FOCUS_DOWN;
    bool arrow = focus_key_direction(key, &d);
    /* The shoulders' keys (F6, Shift+F6) step as Tab does: a controller's
     * way round the buttons where the arrows are the scene's own (the
     * review steps its replay by them). */
    SDL_Keycode area_key;
    Uint16 area_mod;
    bool tab = key == SDLK_TAB ||
               (input_action_key(ACTION_NEXT_AREA, &area_key, &area_mod) && key == area_key);
    if (!arrow && !tab && !start)
        return -1;
    table_focus_spot spots[MENU_MAX_ITEMS];
    for (int i = 0; i < m->count; i++) {
        const SDL_FRect *r = &m->items[i].rect;
        spots[i] = (table_focus_spot){.kind = TABLE_FOCUS_BUTTON,
                                      .id = m->items[i].id,
                                      .enabled = m->items[i].enabled,
                                      .box = {r->x, r->y, r->w, r->h}};
    }
    int delta = k->keysym.mod & KMOD_SHIFT ? -1 : 1, to;
    if (!ringed) { /* the first key rings the button under the mouse, else the first */
        to = ms->hover >= 0 && ms->hover < m->count ? ms->hover
                                                    : table_focus_next(m->count, -1, delta);
        /* ... but never a note (under the mouse, or last for Shift+Tab):
         * the screen's first stop is one of its choices. */
        for (int passed = 0; passed < m->count && to >= 0 && to < m->count && m->items[to].note;
             passed++)
            to = table_focus_next(m->count, to, delta);
    } else
        to = arrow ? table_focus_toward(spots, m->count, ms->hover, d)
                   : table_focus_next(m->count, ms->hover, delta);
    ms->hover = to;
    ms->pressed = -1;
    ms->keys = true;
    if (to >= 0 && to < m->count)
        scene_say_menu_item(a, &m->items[to]);
    return -1;
}
