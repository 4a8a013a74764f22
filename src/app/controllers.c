/* Game controllers (controllers.h): their lifetime, their input turned into
 * actions, and the Steam Deck's detection. */
#include "app/controllers.h"

#include <stdlib.h>
#include <string.h>

#include "app/app.h"

/* The left stick's dead zone (of 32767) and the give before a pushed stick
 * counts as let go; the triggers' press and release; a held direction's
 * first repeat and the ones after, in seconds. */
enum { STICK_PRESS = 16000, STICK_RELEASE = 11000, TRIGGER_PRESS = 16000, TRIGGER_RELEASE = 8000 };
static const double REPEAT_FIRST = 0.42, REPEAT_NEXT = 0.13;

/* Valve's vendor id; the Deck's built-in controller; Steam Input's virtual gamepad. */
enum { VALVE_VENDOR = 0x28de, STEAM_DECK_PRODUCT = 0x1205, STEAM_VIRTUAL_PRODUCT = 0x11ff };

glyph_family controllers_family(SDL_GameController *pad, bool on_steam_deck)
{
    Uint16 vendor = SDL_GameControllerGetVendor(pad), product = SDL_GameControllerGetProduct(pad);
    if (vendor == VALVE_VENDOR &&
        (product == STEAM_DECK_PRODUCT || (on_steam_deck && product == STEAM_VIRTUAL_PRODUCT)))
        return GLYPHS_STEAM_DECK;
    switch (SDL_GameControllerGetType(pad)) {
    case SDL_CONTROLLER_TYPE_PS3:
    case SDL_CONTROLLER_TYPE_PS4:
    case SDL_CONTROLLER_TYPE_PS5:
        return GLYPHS_PLAYSTATION;
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO:
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR:
        return GLYPHS_SWITCH;
    default:
        return on_steam_deck ? GLYPHS_STEAM_DECK : GLYPHS_XBOX;
    }
}

bool app_detect_steam_deck(void)
{
    const char *said = getenv("SteamDeck");
    if (said && strcmp(said, "1") == 0)
        return true;
    SDL_DisplayMode mode;
    if (SDL_GetDesktopDisplayMode(0, &mode) != 0 ||
        !((mode.w == 1280 && mode.h == 800) || (mode.w == 800 && mode.h == 1280)))
        return false;
    for (int i = 0; i < SDL_NumJoysticks(); i++)
        if (SDL_JoystickGetDeviceVendor(i) == VALVE_VENDOR &&
            SDL_JoystickGetDeviceProduct(i) == STEAM_DECK_PRODUCT)
            return true;
    return false;
}

static open_controller *find(app_input *in, SDL_JoystickID id)
{
    for (int i = 0; i < in->open_count; i++)
        if (in->open[i].id == id)
            return &in->open[i];
    return NULL;
}

static void added(app *a, int device_index)
{
    app_input *in = &a->input;
    if (!SDL_IsGameController(device_index) || in->open_count >= INPUT_CONTROLLERS_MAX)
        return;
    SDL_GameController *pad = SDL_GameControllerOpen(device_index);
    if (!pad)
        return;
    SDL_JoystickID id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pad));
    if (find(in, id)) { /* told twice (at start SDL may): opened once */
        SDL_GameControllerClose(pad);
        return;
    }
    in->open[in->open_count++] = (open_controller){
        .pad = pad, .id = id, .family = controllers_family(pad, in->on_steam_deck)};
}

static void removed(app *a, SDL_JoystickID id)
{
    app_input *in = &a->input;
    open_controller *c = find(in, id);
    if (!c)
        return;
    SDL_GameControllerClose(c->pad);
    *c = in->open[--in->open_count];
    if (in->held >= 0 && in->held_by == id)
        in->held = -1;
    if (in->device == INPUT_CONTROLLER && in->open_count == 0)
        in->device = INPUT_KEYBOARD; /* its glyphs would name a controller no longer there */
}

void app_deliver_action(app *a, app_action action, bool repeat)
{
    SDL_Keycode key;
    Uint16 mod;
    if (!input_action_key(action, &key, &mod))
        return;
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.timestamp = SDL_GetTicks();
    e.key.windowID = a->window ? SDL_GetWindowID(a->window) : 0;
    e.key.state = SDL_PRESSED;
    e.key.repeat = repeat;
    e.key.keysym.sym = key;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    e.key.keysym.mod = mod;
    if (app_scene(a)->handle_event)
        app_scene(a)->handle_event(a, &e);
}

/* The controller was used: its glyphs show from now on. */
static void used(app *a, SDL_JoystickID id)
{
    open_controller *c = find(&a->input, id);
    a->input.device = INPUT_CONTROLLER;
    if (c)
        a->input.family = c->family;
}

static void press_direction(app *a, SDL_JoystickID id, int action, bool on_stick)
{
    app_input *in = &a->input;
    in->held = action;
    in->held_by = id;
    in->held_on_stick = on_stick;
    in->repeat_at = a->clock + REPEAT_FIRST;
    app_deliver_action(a, (app_action)action, false);
}

static void release_direction(app_input *in, SDL_JoystickID id, int action, bool on_stick)
{
    if (in->held == action && in->held_by == id && in->held_on_stick == on_stick)
        in->held = -1;
}

static void button(app *a, const SDL_ControllerButtonEvent *b)
{
    int action = input_pad_action((SDL_GameControllerButton)b->button);
    if (action < 0)
        return;
    bool direction = action <= ACTION_DOWN;
    if (b->state != SDL_PRESSED) {
        if (direction)
            release_direction(&a->input, b->which, action, false);
        return;
    }
    used(a, b->which);
    if (direction)
        press_direction(a, b->which, action, false);
    else
        app_deliver_action(a, (app_action)action, false);
}

/* The left stick's direction: the stronger axis past the dead zone, with
 * some give before it counts as let go. */
static int stick_direction(SDL_GameController *pad, int before)
{
    int x = SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_LEFTX);
    int y = SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_LEFTY);
    int ax = abs(x), ay = abs(y), reach = before >= 0 ? STICK_RELEASE : STICK_PRESS;
    if (ax < reach && ay < reach)
        return -1;
    if (ax >= ay)
        return x < 0 ? ACTION_LEFT : ACTION_RIGHT;
    return y < 0 ? ACTION_UP : ACTION_DOWN;
}

static void axis(app *a, const SDL_ControllerAxisEvent *m)
{
    app_input *in = &a->input;
    open_controller *c = find(in, m->which);
    if (!c)
        return;
    if (m->axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT || m->axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT) {
        int side = m->axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT;
        if (!in->trigger_down[side] && m->value >= TRIGGER_PRESS) {
            in->trigger_down[side] = true;
            used(a, m->which);
            app_deliver_action(a, side ? ACTION_PAGE_DOWN : ACTION_PAGE_UP, false);
        } else if (in->trigger_down[side] && m->value < TRIGGER_RELEASE) {
            in->trigger_down[side] = false;
        }
        return;
    }
    if (m->axis != SDL_CONTROLLER_AXIS_LEFTX && m->axis != SDL_CONTROLLER_AXIS_LEFTY)
        return;
    int now = stick_direction(c->pad, in->stick_direction);
    if (now == in->stick_direction)
        return;
    if (in->stick_direction >= 0)
        release_direction(in, m->which, in->stick_direction, true);
    in->stick_direction = now;
    if (now >= 0) {
        used(a, m->which);
        press_direction(a, m->which, now, true);
    }
}

bool controllers_event(app *a, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_CONTROLLERDEVICEADDED:
        added(a, e->cdevice.which);
        return true;
    case SDL_CONTROLLERDEVICEREMOVED:
        removed(a, e->cdevice.which);
        return true;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
        button(a, &e->cbutton);
        return true;
    case SDL_CONTROLLERAXISMOTION:
        axis(a, &e->caxis);
        return true;
    default:
        return false;
    }
}

void controllers_repeat(app *a)
{
    app_input *in = &a->input;
    if (in->held < 0 || a->clock < in->repeat_at)
        return;
    in->repeat_at = a->clock + REPEAT_NEXT;
    app_deliver_action(a, (app_action)in->held, true);
}

double controllers_next_repeat_in(const app *a)
{
    const app_input *in = &a->input;
    if (in->held < 0)
        return 3600;
    double wait = in->repeat_at - a->clock;
    return wait > 0 ? wait : 0;
}

void controllers_close_all(app *a)
{
    for (int i = 0; i < a->input.open_count; i++)
        SDL_GameControllerClose(a->input.open[i].pad);
    a->input.open_count = 0;
    a->input.held = -1;
}
