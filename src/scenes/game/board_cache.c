/* The board cache: the table, board, farmyards and panel frames drawn once
 * (background), and with every piece on it (layer), redrawn only when what
 * they show changed. The only file that writes the cache fields. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"

static void draw_background(app *a)
{
    SDL_FRect full = {0, 0, CANVAS_W, CANVAS_H};
    gfx_image(&a->gfx, "table", &full);
    gfx_image(&a->gfx, "board", layout_find(&a->gfx.layout, "board"));
    farmyards_draw_boards(a);
    panels_draw_frames(&a->gfx);
}

/* Everything that changes only when an event lands. The big pictures come
 * from their own layer, scaled once. */
static void draw_static(app *a)
{
    game_ui *g = a->shared->game;
    if (gfx_layer_fits(&a->gfx, &g->cache.background)) {
        gfx_layer_draw(&a->gfx, &g->cache.background);
    } else {
        SDL_Texture *target = SDL_GetRenderTarget(a->gfx.renderer);
        if (target && gfx_layer_begin(&a->gfx, &g->cache.background)) {
            draw_background(a);
            SDL_SetRenderTarget(a->gfx.renderer, target);
            SDL_RenderSetScale(a->gfx.renderer, (float)g->cache.layer.w / CANVAS_W,
                               (float)g->cache.layer.h / CANVAS_H);
            gfx_layer_draw(&a->gfx, &g->cache.background);
        } else {
            draw_background(a);
        }
    }
    table_look look;
    view_look(g, &look);
    farmyards_draw(a, &look); /* farmyard members are drawn with the board's pieces, on top */
    board_draw(a, &look);
}

static bool layer_current(app *a)
{
    game_ui *g = a->shared->game;
    return g->cache.valid && gfx_layer_fits(&a->gfx, &g->cache.layer) &&
           memcmp(&g->cache.view, &g->anim.shown, sizeof g->anim.shown) == 0 &&
           memcmp(g->cache.hidden, g->anim.member_hidden, sizeof g->anim.member_hidden) == 0 &&
           g->cache.bag_open == g->anim.black_bag_open &&
           g->cache.symbols == a->settings.cube_symbols &&
           strcmp(g->cache.language, a->settings.language) == 0;
}

/* The board changes only when an event lands: between, one copy per frame. */
void board_cache_draw(app *a)
{
    game_ui *g = a->shared->game;
    if (layer_current(a)) {
        gfx_layer_draw(&a->gfx, &g->cache.layer);
        return;
    }
    if (!gfx_layer_begin(&a->gfx, &g->cache.layer)) {
        draw_static(a);
        return;
    }
    draw_static(a);
    gfx_layer_end(&a->gfx);
    memcpy(&g->cache.view, &g->anim.shown, sizeof g->anim.shown);
    memcpy(g->cache.hidden, g->anim.member_hidden, sizeof g->anim.member_hidden);
    g->cache.bag_open = g->anim.black_bag_open;
    g->cache.symbols = a->settings.cube_symbols;
    snprintf(g->cache.language, sizeof g->cache.language, "%s", a->settings.language);
    g->cache.valid = true;
    gfx_layer_draw(&a->gfx, &g->cache.layer);
}

void board_cache_forget(game_ui *g)
{
    gfx_layer_free(&g->cache.layer);
    gfx_layer_free(&g->cache.background);
    g->cache.valid = false;
}
