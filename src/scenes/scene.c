/* The helpers the menu-like scenes share: backdrop, button hover and clicks. */
#include <string.h>

#include "app/app.h"
#include "scenes/common.h"

static void draw_backdrop(app *a, const SDL_FRect *panel)
{
    SDL_FRect full = gfx_canvas_rect(&a->gfx);
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
    if (e->type == SDL_KEYDOWN)
        return scene_menu_key(a, m, &e->key);
    if (e->type == SDL_MOUSEMOTION) {
        a->shared->menu.hover = menu_hit(m, (float)e->motion.x, (float)e->motion.y);
        a->shared->menu.keys = false; /* the mouse has the buttons again */
    } else if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        a->shared->menu.pressed = menu_hit(m, (float)e->button.x, (float)e->button.y);
    } else if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        int hit = menu_hit(m, (float)e->button.x, (float)e->button.y);
        int was = a->shared->menu.pressed;
        a->shared->menu.pressed = -1;
        if (hit < 0 || hit != was || m->items[hit].note)
            return -1;
        /* A grey button too: the player asks why it waits (note_voice.c). */
        scene_menu_pressed(&a->shared->menu, &m->items[hit]);
        if (m->items[hit].enabled) {
            audio_play(&a->audio, SOUND_CLICK);
            return m->items[hit].id;
        }
    }
    return -1;
}

void scene_menu_reset(app *a)
{
    a->shared->menu.hover = -1;
    a->shared->menu.pressed = -1;
    a->shared->menu.keys = false;
    a->shared->menu.focus = -1; /* no text field typed in: the keys ring the buttons */
    a->shared->menu.openings++; /* a note the screen opens with is said after its name */
}

int scene_menu_clicked(app *a, const SDL_Event *e, int escape_id)
{
    return scene_menu_clicked_start(a, e, escape_id, -1);
}

int scene_menu_clicked_start(app *a, const SDL_Event *e, int escape_id, int start_id)
{
    menu m;
    app_scene(a)->build_menu(a, &m);
    if (start_id >= 0 && e->type == SDL_KEYDOWN && scene_is_start_key(&e->key) &&
        a->shared->menu.focus < 0)
        for (int i = 0; i < m.count; i++)
            if (m.items[i].id == start_id && m.items[i].enabled) {
                scene_menu_pressed(&a->shared->menu, &m.items[i]);
                audio_play(&a->audio, SOUND_CLICK);
                return start_id;
            }
    int id = scene_menu_event(a, &m, e);
    if (escape_id >= 0 && e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE)
        id = escape_id;
    return id;
}

void scene_menu_draw_items(app *a, const menu *m)
{
    menu_draw(&a->gfx, m, a->shared->menu.hover, a->shared->menu.pressed);
    scene_menu_draw_ring(&a->gfx, m, &a->shared->menu);
}

void scene_menu_draw_ring(gfx *canvas, const menu *m, const menu_state *ms)
{
    if (ms->keys && ms->hover >= 0 && ms->hover < m->count)
        widget_focus_ring(canvas, &m->items[ms->hover].rect);
}

void scene_menu_draw_tip(app *a, const menu *m)
{
    int h = a->shared->menu.hover;
    if (h < 0 || h >= m->count)
        return;
    /* A cut note's tip is its whole words (menu_item.note). */
    const char *tip = m->items[h].note ? m->items[h].note : m->items[h].tip;
    if (!tip[0])
        return;
    const SDL_FRect *r = &m->items[h].rect;
    /* The ringed button's tip below its middle; a note's below its left
     * edge: a long one, pushed up by the canvas's foot, stood under the
     * key prompts on the right. */
    if (a->shared->menu.keys)
        tooltip_draw(&a->gfx, m->items[h].note ? r->x : r->x + r->w / 2, r->y + r->h, NULL, tip);
    else
        tooltip_draw(&a->gfx, a->mouse_x, a->mouse_y, NULL, tip);
}

void scene_menu_draw(app *a, const menu *m)
{
    scene_menu_draw_items(a, m);
    scene_menu_draw_tip(a, m);
}
