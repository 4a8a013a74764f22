/* The test's game controller (virtual_pad.h). */
#include "virtual_pad.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "game_driver.h"
#include "ui/widgets.h"

pad pad_attach(app *a, Uint16 vendor, Uint16 product)
{
    SDL_VirtualJoystickDesc desc;
    memset(&desc, 0, sizeof desc);
    desc.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    desc.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    desc.naxes = SDL_CONTROLLER_AXIS_MAX;
    desc.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    desc.vendor_id = vendor;
    desc.product_id = product;
    desc.name = "Village test controller";
    pad p = {SDL_JoystickAttachVirtualEx(&desc), NULL};
    assert_true(p.device >= 0);
    p.joystick = SDL_JoystickOpen(p.device);
    assert_non_null(p.joystick);
    driver_frames(a, 2);
    return p;
}

void pad_detach(app *a, pad *p)
{
    SDL_JoystickID id = SDL_JoystickInstanceID(p->joystick);
    SDL_JoystickClose(p->joystick);
    for (int i = 0; i < SDL_NumJoysticks(); i++)
        if (SDL_JoystickGetDeviceInstanceID(i) == id)
            assert_int_equal(SDL_JoystickDetachVirtual(i), 0);
    driver_frames(a, 2);
}

void pad_press(app *a, const pad *p, SDL_GameControllerButton b)
{
    assert_int_equal(SDL_JoystickSetVirtualButton(p->joystick, b, SDL_PRESSED), 0);
    driver_frames(a, 1);
    assert_int_equal(SDL_JoystickSetVirtualButton(p->joystick, b, SDL_RELEASED), 0);
    driver_frames(a, 2);
}

void pad_tilt(app *a, const pad *p, SDL_GameControllerAxis axis, Sint16 value, int frames)
{
    assert_int_equal(SDL_JoystickSetVirtualAxis(p->joystick, axis, value), 0);
    driver_frames(a, frames);
}

SDL_GameControllerButton pad_toward(const SDL_FRect *from, const SDL_FRect *to, bool other)
{
    float dx = (to->x + to->w / 2) - (from->x + from->w / 2);
    float dy = (to->y + to->h / 2) - (from->y + from->h / 2);
    bool same_row = from->y < to->y + to->h && to->y < from->y + from->h;
    bool across = same_row || dy == 0;
    if (other && dx != 0 && dy != 0)
        across = !across;
    if (across)
        return dx > 0 ? SDL_CONTROLLER_BUTTON_DPAD_RIGHT : SDL_CONTROLLER_BUTTON_DPAD_LEFT;
    return dy > 0 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN : SDL_CONTROLLER_BUTTON_DPAD_UP;
}

void pad_ring(app *a, const pad *p, int want)
{
    menu m;
    app_scene(a)->build_menu(a, &m);
    assert_true(want >= 0 && want < m.count);
    bool stuck = false;
    for (int presses = 0; presses <= 3 * m.count; presses++) {
        if (a->shared->menu.keys && a->shared->menu.hover == want)
            break;
        int at = a->shared->menu.keys ? a->shared->menu.hover : -1;
        pad_press(a, p,
                  at < 0 ? SDL_CONTROLLER_BUTTON_DPAD_DOWN
                         : pad_toward(&m.items[at].rect, &m.items[want].rect, stuck));
        stuck = at >= 0 && a->shared->menu.hover == at && !stuck;
    }
    assert_true(a->shared->menu.keys);
    assert_int_equal(a->shared->menu.hover, want);
}
