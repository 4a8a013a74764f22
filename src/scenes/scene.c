#include "scenes/scene.h"

const scene *scene_get(scene_id id)
{
    static const scene *const TABLE[SCENE_COUNT] = {&SCENE_TITLE_TABLE,    &SCENE_SETUP_TABLE,
                                                    &SCENE_GAME_TABLE,     &SCENE_RESULTS_TABLE,
                                                    &SCENE_SETTINGS_TABLE, &SCENE_RULES_TABLE};
    return TABLE[id];
}

#include <string.h>

#include "app/app.h"
#include "scenes/common.h"

static void draw_backdrop(app *a, const SDL_FRect *panel)
{
    SDL_FRect full = {0, 0, CANVAS_W, CANVAS_H};
    gfx_image(&a->gfx, "table", &full);
    if (panel)
        gfx_panel(&a->gfx, panel, false);
}

void scene_backdrop(app *a, const SDL_FRect *panel)
{
    SDL_FRect none = {0, 0, 0, 0};
    const SDL_FRect *want = panel ? panel : &none;
    bool same = gfx_layer_fits(&a->gfx, &a->backdrop) &&
                memcmp(want, &a->backdrop_panel, sizeof *want) == 0;
    if (!same) {
        if (!gfx_layer_begin(&a->gfx, &a->backdrop)) {
            draw_backdrop(a, panel);
            return;
        }
        draw_backdrop(a, panel);
        gfx_layer_end(&a->gfx);
        a->backdrop_panel = *want;
    }
    gfx_layer_draw(&a->gfx, &a->backdrop);
}

int scene_menu_event(app *a, const menu *m, const SDL_Event *e)
{
    if (e->type == SDL_MOUSEMOTION) {
        a->menu.hover = menu_hit(m, (float)e->motion.x, (float)e->motion.y);
    } else if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        a->menu.pressed = menu_hit(m, (float)e->button.x, (float)e->button.y);
    } else if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        int hit = menu_hit(m, (float)e->button.x, (float)e->button.y);
        int was = a->menu.pressed;
        a->menu.pressed = -1;
        if (hit >= 0 && hit == was && m->items[hit].enabled) {
            audio_play(&a->audio, SOUND_CLICK);
            return m->items[hit].id;
        }
    }
    return -1;
}

void scene_menu_draw(app *a, const menu *m)
{
    menu_draw(&a->gfx, m, a->menu.hover, a->menu.pressed);
    int h = a->menu.hover;
    if (h >= 0 && h < m->count && m->items[h].tip[0])
        tooltip_draw(&a->gfx, a->mouse_x, a->mouse_y, NULL, m->items[h].tip);
}
