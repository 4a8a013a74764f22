/* The board cache: the table, board, farmyards and panel frames drawn once
 * (background), and with every piece on it (layer), redrawn only when what
 * they show changed. The only file that writes the cache fields. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/board_cache.h"
#include "scenes/game/board_draw.h"

/* The frames of the panels around the board (banner, log, scores, choices). */
static void draw_frames(gfx *canvas)
{
    static const char *const names[] = {"ui.banner", "ui.log", "ui.scores", "ui.choices"};
    for (int i = 0; i < 4; i++) {
        const SDL_FRect *r = layout_find(&canvas->layout, names[i]);
        if (r)
            gfx_panel(canvas, r, i == 0);
    }
}

static void draw_background(const part_view *v, const session *game)
{
    SDL_FRect full = gfx_canvas_rect(v->canvas);
    gfx_image(v->canvas, "table", &full);
    board_keep_words_clear(v->canvas);
    gfx_image(v->canvas, "board", layout_find(&v->canvas->layout, "board"));
    farmyards_draw_boards(v, game);
    draw_frames(v->canvas);
}

/* Everything that changes only when an event lands. The big pictures come
 * from their own layer, scaled once. */
static void draw_static(const part_view *v, board_cache *cache, const session *game,
                        const anim_view *anim)
{
    gfx *canvas = v->canvas;
    if (gfx_layer_fits(canvas, &cache->background)) {
        gfx_layer_draw(canvas, &cache->background);
    } else {
        SDL_Texture *target = SDL_GetRenderTarget(canvas->renderer);
        if (target && gfx_layer_begin(canvas, &cache->background)) {
            draw_background(v, game);
            SDL_SetRenderTarget(canvas->renderer, target);
            SDL_RenderSetScale(canvas->renderer, (float)cache->layer.w / gfx_canvas_w(canvas),
                               (float)cache->layer.h / gfx_canvas_h(canvas));
            gfx_layer_draw(canvas, &cache->background);
        } else {
            draw_background(v, game);
        }
    }
    table_look look;
    view_look(anim, &look);
    farmyards_draw(v, game, &look); /* farmyard members are drawn with the board's pieces, on top */
    board_draw(v, game, &look);
}

static bool layer_current(const part_view *v, const board_cache *cache, const anim_view *anim)
{
    return cache->valid && gfx_layer_fits(v->canvas, &cache->layer) &&
           memcmp(&cache->view, &anim->shown, sizeof anim->shown) == 0 &&
           memcmp(cache->hidden, anim->member_hidden, sizeof anim->member_hidden) == 0 &&
           cache->bag_open == anim->black_bag_open && cache->symbols == v->settings->cube_symbols &&
           strcmp(cache->language, v->settings->language) == 0 &&
           cache->ui_scale == v->canvas->ui_scale;
}

/* The board changes only when an event lands: between, one copy per frame. */
void board_cache_draw(const part_view *v, board_cache *cache, const session *game,
                      const anim_view *anim)
{
    gfx *canvas = v->canvas;
    if (layer_current(v, cache, anim)) {
        gfx_layer_draw(canvas, &cache->layer);
        return;
    }
    if (!gfx_layer_begin(canvas, &cache->layer)) {
        draw_static(v, cache, game, anim);
        return;
    }
    draw_static(v, cache, game, anim);
    gfx_layer_end(canvas);
    memcpy(&cache->view, &anim->shown, sizeof anim->shown);
    memcpy(cache->hidden, anim->member_hidden, sizeof anim->member_hidden);
    cache->bag_open = anim->black_bag_open;
    cache->symbols = v->settings->cube_symbols;
    snprintf(cache->language, sizeof cache->language, "%s", v->settings->language);
    cache->ui_scale = canvas->ui_scale;
    cache->valid = true;
    gfx_layer_draw(canvas, &cache->layer);
}

void board_cache_forget(board_cache *cache)
{
    gfx_layer_free(&cache->layer);
    gfx_layer_free(&cache->background);
    cache->valid = false;
}
