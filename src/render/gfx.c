#include "render/gfx.h"

#include <stdio.h>
#include <string.h>

const SDL_Color COLOUR_INK = {0x3a, 0x27, 0x17, 255};
const SDL_Color COLOUR_INK_SOFT = {0x6b, 0x4f, 0x33, 255};
const SDL_Color COLOUR_PARCHMENT = {0xea, 0xd9, 0xb0, 255};
const SDL_Color COLOUR_PARCHMENT_LIGHT = {0xf4, 0xe8, 0xc8, 255};
const SDL_Color COLOUR_GOLD = {0xc9, 0x9a, 0x2e, 255};
const SDL_Color COLOUR_GOLD_LIGHT = {0xec, 0xc9, 0x64, 255};
const SDL_Color COLOUR_WOOD_DARK = {0x55, 0x34, 0x18, 255};
const SDL_Color COLOUR_TABLE_DARK = {0x2e, 0x1d, 0x12, 255};
const SDL_Color COLOUR_DISABLED = {0x7d, 0x74, 0x64, 255};
const SDL_Color COLOUR_LIGHT_TEXT = {0xfb, 0xef, 0xe0, 255};
const SDL_Color COLOUR_WARNING = {0xa8, 0x32, 0x2a, 255};

static const SDL_Color PLAYER_BASE[4] = {{0xb2, 0x3a, 0x2c, 255},
                                         {0xdc, 0xae, 0x2e, 255},
                                         {0x3b, 0x68, 0xa3, 255},
                                         {0xe9, 0xe2, 0xd1, 255}};
static const SDL_Color PLAYER_TEXT[4] = {{0xfb, 0xef, 0xe0, 255},
                                         {0x3a, 0x27, 0x17, 255},
                                         {0xfb, 0xef, 0xe0, 255},
                                         {0x3a, 0x27, 0x17, 255}};
static const char *const PLAYER_KEY[4] = {"red", "yellow", "blue", "white"};

SDL_Color gfx_player_colour(int seat_colour)
{
    return PLAYER_BASE[seat_colour & 3];
}

SDL_Color gfx_player_text_colour(int seat_colour)
{
    return PLAYER_TEXT[seat_colour & 3];
}

const char *gfx_player_colour_key(int seat_colour)
{
    return PLAYER_KEY[seat_colour & 3];
}

const sprite *gfx_sprite(gfx *g, const char *name)
{
    const sprite *s = atlas_find(&g->atlas, name);
    if (!s && g->atlas.count > 0) {
        static char reported[64];
        if (SDL_strcmp(reported, name) != 0) {
            fprintf(stderr, "village: sprite '%s' is not in the atlas\n", name);
            SDL_strlcpy(reported, name, sizeof reported);
        }
    }
    return s;
}

void gfx_draw_centered(gfx *g, const char *name, float cx, float cy, float scale)
{
    const sprite *s = gfx_sprite(g, name);
    if (!s)
        return;
    SDL_FRect dst = {cx - s->w * scale / 2, cy - s->h * scale / 2, s->w * scale, s->h * scale};
    SDL_RenderCopyF(g->renderer, g->atlas.texture, &s->src, &dst);
}

void gfx_draw_rotated(gfx *g, const char *name, float cx, float cy, float scale, double degrees,
                      Uint8 alpha)
{
    const sprite *s = gfx_sprite(g, name);
    if (!s)
        return;
    SDL_FRect dst = {cx - s->w * scale / 2, cy - s->h * scale / 2, s->w * scale, s->h * scale};
    SDL_SetTextureAlphaMod(g->atlas.texture, alpha);
    SDL_RenderCopyExF(g->renderer, g->atlas.texture, &s->src, &dst, degrees, NULL, SDL_FLIP_NONE);
    SDL_SetTextureAlphaMod(g->atlas.texture, 255);
}

void gfx_image(gfx *g, const char *name, const SDL_FRect *dst)
{
    const image *img = NULL;
    if (g->language[0] && strcmp(g->language, "en") != 0) {
        char local[48];
        snprintf(local, sizeof local, "%s.%s", name, g->language);
        img = images_get_optional(&g->images, g->renderer, local);
    }
    if (!img)
        img = images_get(&g->images, g->renderer, name);
    if (img)
        SDL_RenderCopyF(g->renderer, img->texture, NULL, dst);
}

static void copy_part(gfx *g, const sprite *s, int sx, int sy, int sw, int sh, float dx, float dy,
                      float dw, float dh)
{
    if (sw <= 0 || sh <= 0 || dw <= 0 || dh <= 0)
        return;
    SDL_Rect src = {s->src.x + sx, s->src.y + sy, sw, sh};
    SDL_FRect dst = {dx, dy, dw, dh};
    SDL_RenderCopyF(g->renderer, g->atlas.texture, &src, &dst);
}

void gfx_nine_slice(gfx *g, const char *name, const SDL_FRect *d, float corner)
{
    const sprite *s = gfx_sprite(g, name);
    if (!s)
        return;
    float le = corner;
    if (le * 2 > d->w)
        le = d->w / 2;
    if (le * 2 > d->h)
        le = d->h / 2;
    int e = (int)(corner * (float)g->atlas.density);
    int mw = s->src.w - 2 * e, mh = s->src.h - 2 * e;
    float iw = d->w - 2 * le, ih = d->h - 2 * le;
    int sx[3] = {0, e, e + mw}, sw[3] = {e, mw, e};
    int sy[3] = {0, e, e + mh}, sh[3] = {e, mh, e};
    float dx[3] = {d->x, d->x + le, d->x + le + iw}, dw[3] = {le, iw, le};
    float dy[3] = {d->y, d->y + le, d->y + le + ih}, dh[3] = {le, ih, le};
    for (int row = 0; row < 3; row++)
        for (int col = 0; col < 3; col++)
            copy_part(g, s, sx[col], sy[row], sw[col], sh[row], dx[col], dy[row], dw[col], dh[row]);
}

void gfx_panel(gfx *g, const SDL_FRect *d, bool dark)
{
    gfx_nine_slice(g, dark ? "ui.panel.dark" : "ui.panel", d, 24);
}

void gfx_fill(gfx *g, const SDL_FRect *dst, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(g->renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(g->renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRectF(g->renderer, dst);
}

void gfx_outline(gfx *g, const SDL_FRect *d, SDL_Color c, float t)
{
    SDL_FRect sides[4] = {{d->x, d->y, d->w, t},
                          {d->x, d->y + d->h - t, d->w, t},
                          {d->x, d->y, t, d->h},
                          {d->x + d->w - t, d->y, t, d->h}};
    for (int i = 0; i < 4; i++)
        gfx_fill(g, &sides[i], c);
}

void gfx_text(gfx *g, font_role role, float size, SDL_Color c, float x, float y, text_align a,
              const char *s)
{
    text_style st = {role, size, c, 0};
    text_draw(&g->text, g->renderer, &st, x, y, a, s);
}

void gfx_text_wrapped(gfx *g, font_role role, float size, SDL_Color c, float x, float y, float wrap,
                      const char *s)
{
    text_style st = {role, size, c, wrap};
    text_draw(&g->text, g->renderer, &st, x, y, ALIGN_LEFT, s);
}

float gfx_text_width(gfx *g, font_role role, float size, const char *s)
{
    text_style st = {role, size, COLOUR_INK, 0};
    float w, h;
    text_measure(&g->text, g->renderer, &st, s, &w, &h);
    return w;
}

float gfx_wrapped_height(gfx *g, font_role role, float size, float wrap, const char *s)
{
    text_style st = {role, size, COLOUR_INK, wrap};
    float w, h;
    text_measure(&g->text, g->renderer, &st, s, &w, &h);
    return h;
}

bool gfx_contains(const SDL_FRect *r, float x, float y)
{
    return r && x >= r->x && y >= r->y && x < r->x + r->w && y < r->y + r->h;
}

static void canvas_pixels(gfx *g, int *w, int *h)
{
    int out_w, out_h;
    SDL_GetRendererOutputSize(g->renderer, &out_w, &out_h);
    float sx = (float)out_w / CANVAS_W, sy = (float)out_h / CANVAS_H;
    float s = sx < sy ? sx : sy;
    *w = (int)(CANVAS_W * s + 0.5f);
    *h = (int)(CANVAS_H * s + 0.5f);
}

bool gfx_layer_fits(gfx *g, const gfx_layer *layer)
{
    int w, h;
    canvas_pixels(g, &w, &h);
    return layer->texture && layer->w == w && layer->h == h;
}

bool gfx_layer_begin(gfx *g, gfx_layer *layer)
{
    if (!SDL_RenderTargetSupported(g->renderer))
        return false;
    if (!gfx_layer_fits(g, layer)) {
        gfx_layer_free(layer);
        canvas_pixels(g, &layer->w, &layer->h);
        layer->texture = SDL_CreateTexture(g->renderer, SDL_PIXELFORMAT_ARGB8888,
                                           SDL_TEXTUREACCESS_TARGET, layer->w, layer->h);
        if (!layer->texture)
            return false;
        SDL_SetTextureBlendMode(layer->texture, SDL_BLENDMODE_NONE);
    }
    if (SDL_SetRenderTarget(g->renderer, layer->texture) != 0)
        return false;
    SDL_RenderSetScale(g->renderer, (float)layer->w / CANVAS_W, (float)layer->h / CANVAS_H);
    SDL_SetRenderDrawColor(g->renderer, COLOUR_TABLE_DARK.r, COLOUR_TABLE_DARK.g,
                           COLOUR_TABLE_DARK.b, 255);
    SDL_RenderClear(g->renderer);
    return true;
}

void gfx_layer_end(gfx *g)
{
    SDL_SetRenderTarget(g->renderer, NULL);
    SDL_RenderSetLogicalSize(g->renderer, CANVAS_W, CANVAS_H);
}

void gfx_layer_draw(gfx *g, const gfx_layer *layer)
{
    if (!layer->texture)
        return;
    SDL_FRect dst = {0, 0, CANVAS_W, CANVAS_H};
    SDL_RenderCopyF(g->renderer, layer->texture, NULL, &dst);
}

void gfx_layer_free(gfx_layer *layer)
{
    if (layer->texture)
        SDL_DestroyTexture(layer->texture);
    layer->texture = NULL;
    layer->w = layer->h = 0;
}
