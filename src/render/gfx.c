/* The drawing helpers every scene uses: colours, sprites, panels, text and
 * cached layers on the logical canvas (gfx.h). */
#include "render/gfx.h"

#include <math.h>
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
/* The light end of each seat's name banner (palette.py "light"): the
 * banner runs from it to darker, and a name starts at that end. */
static const SDL_Color PLAYER_LIGHT[4] = {{0xd8, 0x64, 0x4f, 255},
                                          {0xf3, 0xd3, 0x6a, 255},
                                          {0x6b, 0x95, 0xc8, 255},
                                          {0xff, 0xfa, 0xf0, 255}};
static const char *const PLAYER_KEY[4] = {"red", "yellow", "blue", "white"};

SDL_Color gfx_player_colour(int seat_colour)
{
    return PLAYER_BASE[seat_colour & 3];
}

/* WCAG 2 relative luminance of an sRGB colour. */
static double luminance(SDL_Color c)
{
    const Uint8 channel[3] = {c.r, c.g, c.b};
    static const double weight[3] = {0.2126, 0.7152, 0.0722};
    double l = 0;
    for (int i = 0; i < 3; i++) {
        double v = channel[i] / 255.0;
        v = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
        l += weight[i] * v;
    }
    return l;
}

double gfx_contrast(SDL_Color a, SDL_Color b)
{
    double la = luminance(a), lb = luminance(b);
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

SDL_Color gfx_ink_on(const SDL_Color *backgrounds, int count)
{
    double dark = 1e9, light = 1e9; /* each ink's worst contrast over the backgrounds */
    for (int i = 0; i < count; i++) {
        double d = gfx_contrast(COLOUR_INK, backgrounds[i]);
        double l = gfx_contrast(COLOUR_LIGHT_TEXT, backgrounds[i]);
        dark = d < dark ? d : dark;
        light = l < light ? l : light;
    }
    return dark >= light ? COLOUR_INK : COLOUR_LIGHT_TEXT;
}

SDL_Color gfx_player_text_colour(int seat_colour)
{
    const SDL_Color banner[2] = {PLAYER_LIGHT[seat_colour & 3], PLAYER_BASE[seat_colour & 3]};
    return gfx_ink_on(banner, 2);
}

const char *gfx_player_colour_key(int seat_colour)
{
    return PLAYER_KEY[seat_colour & 3];
}

const sprite *gfx_sprite(gfx *canvas, const char *name)
{
    const sprite *s = atlas_find(&canvas->atlas, name);
    if (!s && canvas->atlas.count > 0) {
        static char reported[64];
        if (SDL_strcmp(reported, name) != 0) {
            fprintf(stderr, "village: sprite '%s' is not in the atlas\n", name);
            SDL_strlcpy(reported, name, sizeof reported);
        }
    }
    return s;
}

/* A sprite's words (labels.txt "piece" layers): set on top where they fit. */
static void piece_words(gfx *canvas, const char *name, const SDL_FRect *dst)
{
    int layer = labels_layer_for(&canvas->labels, name);
    if (layer >= 0 && canvas->labels.layers[layer].piece)
        gfx_labels(canvas, layer, dst);
}

void gfx_draw_centered(gfx *canvas, const char *name, float cx, float cy, float scale)
{
    const sprite *s = gfx_sprite(canvas, name);
    if (!s)
        return;
    SDL_FRect dst = {cx - s->w * scale / 2, cy - s->h * scale / 2, s->w * scale, s->h * scale};
    SDL_RenderCopyF(canvas->renderer, canvas->atlas.texture, &s->src, &dst);
    piece_words(canvas, name, &dst);
}

void gfx_draw_rotated(gfx *canvas, const char *name, float cx, float cy, float scale,
                      double degrees, Uint8 alpha)
{
    const sprite *s = gfx_sprite(canvas, name);
    if (!s)
        return;
    SDL_FRect dst = {cx - s->w * scale / 2, cy - s->h * scale / 2, s->w * scale, s->h * scale};
    SDL_SetTextureAlphaMod(canvas->atlas.texture, alpha);
    SDL_RenderCopyExF(canvas->renderer, canvas->atlas.texture, &s->src, &dst, degrees, NULL,
                      SDL_FLIP_NONE);
    SDL_SetTextureAlphaMod(canvas->atlas.texture, 255);
    if (degrees == 0 && alpha == 255) /* a turning or fading piece: its picture only */
        piece_words(canvas, name, &dst);
}

void gfx_image(gfx *canvas, const char *name, const SDL_FRect *dst)
{
    const image *img = NULL;
    if (canvas->language[0] && strcmp(canvas->language, "en") != 0) {
        char local[48];
        snprintf(local, sizeof local, "%s.%s", name, canvas->language);
        img = images_get_optional(&canvas->images, canvas->renderer, local);
    }
    if (!img)
        img = images_get(&canvas->images, canvas->renderer, name);
    if (img)
        SDL_RenderCopyF(canvas->renderer, img->texture, NULL, dst);
    if (dst)
        gfx_labels(canvas, labels_layer_for(&canvas->labels, name), dst);
}

const char *gfx_cube_sprite(const gfx *canvas, int colour)
{
    return gfx_cube_sprite_with(canvas->cube_symbols, colour);
}

const char *gfx_cube_sprite_with(bool symbols, int colour)
{
    static const char *const PLAIN[5] = {"cube.brown", "cube.pink", "cube.orange", "cube.green",
                                         "cube.black"};
    static const char *const SYMBOL[5] = {"cube.brown.symbol", "cube.pink.symbol",
                                          "cube.orange.symbol", "cube.green.symbol",
                                          "cube.black.symbol"};
    if (colour < 0 || colour > 4)
        colour = 4;
    return symbols ? SYMBOL[colour] : PLAIN[colour];
}

void gfx_label_place(const gfx *canvas, const art_label *lb, const SDL_FRect *dst, float *x,
                     float *baseline, float *size, float *box)
{
    const art_label_layer *layer = &canvas->labels.layers[lb->layer];
    float kx = dst->w / layer->w, ky = dst->h / layer->h;
    *x = dst->x + lb->x * kx;
    *baseline = dst->y + lb->baseline * ky;
    /* Grown with the text and panel size as far as gfx_labels_fit found
     * room (grown alike, they ran under the cubes printed beside them:
     * "Harvest", "Council" at 150 %), and never wider than the art's box:
     * an area's heading fills its ribbon and stops short of the space's
     * cubes, which the board draws beside it. */
    float grow = canvas->labels.fitted && lb->grow > 0 ? lb->grow : 1;
    *size = gfx_label_base(canvas, lb, ky) * grow * ky;
    *box = lb->box * kx;
}

float gfx_label_base(const gfx *canvas, const art_label *lb, float ky)
{
    float scale = canvas->text.scale > 0 ? canvas->text.scale : 1;
    float least = ky > 0 ? (float)TEXT_MIN_PIXELS / (scale * ky) : lb->size;
    return lb->size > least ? lb->size : least;
}

bool gfx_label_descends(const char *words)
{
    for (const unsigned char *p = (const unsigned char *)words; *p; p++)
        if (*p >= 0x80 || strchr("gjpqyQ,;()[]{}|/_@$", *p))
            return true;
    return false;
}

SDL_FRect gfx_label_ink(const art_label *lb, bool descends, float x, float baseline, float w,
                        float size)
{
    float left = lb->align == ALIGN_CENTER ? x - w / 2 : lb->align == ALIGN_RIGHT ? x - w : x;
    return (SDL_FRect){left, baseline - 0.7f * size, w, (descends ? 0.9f : 0.7f) * size};
}

static void draw_label(gfx *canvas, const art_label *lb, const SDL_FRect *dst)
{
    char words[256];
    label_words(lb, canvas->lookup, canvas->catalogue, words, sizeof words);
    float x, baseline, size, box;
    gfx_label_place(canvas, lb, dst, &x, &baseline, &size, &box);
    text_style st = {lb->role, size, lb->colour, 0};
    float w, h;
    text_measure(&canvas->text, canvas->renderer, &st, words, &w, &h);
    if (w > box && w > 0) { /* a longer language: smaller, down to the legible minimum */
        st.size = size * box / w;
        text_measure(&canvas->text, canvas->renderer, &st, words, &w, &h);
        /* A word's width does not shrink with its size at a few pixels: each
         * letter's advance is a whole pixel, so "Council" one pixel smaller
         * (20 for 21) kept its width and ran off its ribbon at 150 % on a
         * 1280-wide window, its "l" light on the parchment. A pixel less at
         * a time until it fits. */
        float pixel = canvas->text.scale > 0 ? 1 / canvas->text.scale : 1;
        while (w > box + 0.5f &&
               text_pixels(&canvas->text, st.size - pixel) < text_pixels(&canvas->text, st.size)) {
            st.size -= pixel;
            text_measure(&canvas->text, canvas->renderer, &st, words, &w, &h);
        }
        /* A piece too small for its word at a legible size shows its picture alone. */
        if (canvas->labels.layers[lb->layer].piece && w > box + 0.5f)
            return;
    }
    float top = baseline - text_ascent(&canvas->text, lb->role, st.size);
    if (lb->has_halo) {
        text_style halo = st;
        halo.colour = lb->halo;
        float d = 1.2f * size / 11.0f;
        for (int k = 0; k < 8; k++) {
            static const float DX[8] = {-1, 0, 1, -1, 1, -1, 0, 1},
                               DY[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
            text_draw(&canvas->text, canvas->renderer, &halo, x + DX[k] * d, top + DY[k] * d,
                      lb->align, words);
        }
    }
    text_draw(&canvas->text, canvas->renderer, &st, x, top, lb->align, words);
}

/* A printed cube that stands for the road's colour, whichever road: a third
 * of each road colour (brown, pink, orange) side by side, so the cost of a
 * trip does not read as orange (the printed cube under it). */
static void draw_road_cube(gfx *canvas, float cx, float cy, float size)
{
    for (int k = 0; k < 3; k++) {
        const sprite *s = gfx_sprite(canvas, gfx_cube_sprite(canvas, k));
        if (!s)
            return;
        float scale = size / (s->w * 22.0f / 26.0f); /* the cube fills 22 of its 26 pixels */
        float w = s->w * scale, h = s->h * scale;
        SDL_Rect src = {s->src.x + s->src.w * k / 3, s->src.y, s->src.w / 3, s->src.h};
        SDL_FRect to = {cx - w / 2 + w * (float)k / 3, cy - h / 2, w / 3, h};
        SDL_RenderCopyF(canvas->renderer, canvas->atlas.texture, &src, &to);
    }
}

/* Whether the labels were fitted for this size, output and language. */
static bool labels_fitted(const gfx *canvas)
{
    const art_labels *l = &canvas->labels;
    float ui = canvas->ui_scale > 0 ? canvas->ui_scale : 1;
    return l->fitted && l->fitted_ui_scale == ui && l->fitted_text_scale == canvas->text.scale &&
           l->fitted_catalogue == canvas->catalogue &&
           strcmp(l->fitted_language, canvas->language) == 0;
}

void gfx_labels(gfx *canvas, int layer, const SDL_FRect *dst)
{
    if (layer < 0 || layer >= canvas->labels.layer_count)
        return;
    if (!labels_fitted(canvas))
        gfx_labels_fit(canvas);
    for (int i = 0; i < canvas->labels.count; i++)
        if (canvas->labels.items[i].layer == layer)
            draw_label(canvas, &canvas->labels.items[i], dst);
    const art_label_layer *ly = &canvas->labels.layers[layer];
    float kx = dst->w / ly->w, ky = dst->h / ly->h;
    for (int i = 0; i < canvas->labels.cube_count; i++) {
        const art_label_cube *c = &canvas->labels.cubes[i];
        if (c->layer != layer)
            continue;
        if (c->colour == LABEL_CUBE_ROAD)
            draw_road_cube(canvas, dst->x + (c->x + c->size / 2) * kx,
                           dst->y + (c->y + c->size / 2) * ky, c->size * kx * 1.15f);
        if (!canvas->cube_symbols || c->colour == LABEL_CUBE_ROAD)
            continue;
        const sprite *s = gfx_sprite(canvas, gfx_cube_sprite(canvas, c->colour));
        if (!s)
            continue;
        /* the symbol sprite's cube fills about 22 of its 26 pixels */
        float scale = c->size * kx / (s->w * 22.0f / 26.0f);
        gfx_draw_centered(canvas, gfx_cube_sprite(canvas, c->colour),
                          dst->x + (c->x + c->size / 2) * kx, dst->y + (c->y + c->size / 2) * ky,
                          scale);
    }
}

static void render_scale(SDL_Renderer *r, float *sx, float *sy)
{
    SDL_RenderGetScale(r, sx, sy);
    if (*sx <= 0)
        *sx = 1;
    if (*sy <= 0)
        *sy = 1;
}

/* Renderers turn logical positions and sizes into pixels by truncating each
 * (the software one) or exactly (the GPU ones): a fiftieth of a pixel past a
 * whole pixel lands on it either way. */
static float to_logical(float pixel, float scale)
{
    return (pixel + 0.02f) / scale;
}

SDL_FRect gfx_snap(SDL_Renderer *r, const SDL_FRect *d)
{
    float sx, sy;
    render_scale(r, &sx, &sy);
    float x0 = roundf(d->x * sx), x1 = roundf((d->x + d->w) * sx);
    float y0 = roundf(d->y * sy), y1 = roundf((d->y + d->h) * sy);
    if (x1 <= x0)
        x1 = x0 + 1;
    if (y1 <= y0)
        y1 = y0 + 1;
    return (SDL_FRect){to_logical(x0, sx), to_logical(y0, sy), to_logical(x1 - x0, sx),
                       to_logical(y1 - y0, sy)};
}

static void copy_part(gfx *canvas, const sprite *s, int sx, int sy, int sw, int sh, float px0,
                      float py0, float px1, float py1, float scale_x, float scale_y)
{
    if (sw <= 0 || sh <= 0 || px1 <= px0 || py1 <= py0)
        return;
    SDL_Rect src = {s->src.x + sx, s->src.y + sy, sw, sh};
    SDL_FRect dst = {to_logical(px0, scale_x), to_logical(py0, scale_y),
                     to_logical(px1 - px0, scale_x), to_logical(py1 - py0, scale_y)};
    SDL_RenderCopyF(canvas->renderer, canvas->atlas.texture, &src, &dst);
}

void gfx_nine_slice(gfx *canvas, const char *name, const SDL_FRect *d, float corner)
{
    const sprite *s = gfx_sprite(canvas, name);
    if (!s)
        return;
    float le = corner;
    if (le * 2 > d->w)
        le = d->w / 2;
    if (le * 2 > d->h)
        le = d->h / 2;
    int e = (int)(corner * (float)canvas->atlas.density);
    int mw = s->src.w - 2 * e, mh = s->src.h - 2 * e;
    float kx, ky;
    render_scale(canvas->renderer, &kx, &ky);
    /* The four edges of each direction in whole output pixels: neighbouring
     * parts share an edge exactly, so nothing shows between them. */
    float px[4] = {roundf(d->x * kx), roundf((d->x + le) * kx), roundf((d->x + d->w - le) * kx),
                   roundf((d->x + d->w) * kx)};
    float py[4] = {roundf(d->y * ky), roundf((d->y + le) * ky), roundf((d->y + d->h - le) * ky),
                   roundf((d->y + d->h) * ky)};
    int sx[3] = {0, e, e + mw}, sw[3] = {e, mw, e};
    int sy[3] = {0, e, e + mh}, sh[3] = {e, mh, e};
    for (int row = 0; row < 3; row++)
        for (int col = 0; col < 3; col++)
            copy_part(canvas, s, sx[col], sy[row], sw[col], sh[row], px[col], py[row], px[col + 1],
                      py[row + 1], kx, ky);
}

void gfx_three_slice(gfx *canvas, const char *name, const SDL_FRect *d, float end)
{
    const sprite *s = gfx_sprite(canvas, name);
    if (!s)
        return;
    float le = d->h < 2 * end ? d->h / 2 : end;
    if (le * 2 > d->w)
        le = d->w / 2;
    int e = (int)(end * (float)canvas->atlas.density);
    int mw = s->src.w - 2 * e;
    float kx, ky;
    render_scale(canvas->renderer, &kx, &ky);
    float px[4] = {roundf(d->x * kx), roundf((d->x + le) * kx), roundf((d->x + d->w - le) * kx),
                   roundf((d->x + d->w) * kx)};
    float py0 = roundf(d->y * ky), py1 = roundf((d->y + d->h) * ky);
    int sx[3] = {0, e, e + mw}, sw[3] = {e, mw, e};
    for (int col = 0; col < 3; col++)
        copy_part(canvas, s, sx[col], 0, sw[col], s->src.h, px[col], py0, px[col + 1], py1, kx, ky);
}

void gfx_panel(gfx *canvas, const SDL_FRect *d, bool dark)
{
    gfx_nine_slice(canvas, dark ? "ui.panel.dark" : "ui.panel", d, 24);
}

void gfx_fill(gfx *canvas, const SDL_FRect *dst, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(canvas->renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(canvas->renderer, c.r, c.g, c.b, c.a);
    SDL_FRect snapped = gfx_snap(canvas->renderer, dst);
    SDL_RenderFillRectF(canvas->renderer, &snapped);
}

void gfx_outline(gfx *canvas, const SDL_FRect *d, SDL_Color c, float t)
{
    SDL_FRect sides[4] = {{d->x, d->y, d->w, t},
                          {d->x, d->y + d->h - t, d->w, t},
                          {d->x, d->y, t, d->h},
                          {d->x + d->w - t, d->y, t, d->h}};
    for (int i = 0; i < 4; i++)
        gfx_fill(canvas, &sides[i], c);
}

void gfx_cube_mark(int colour, char out[GFX_CUBE_MARK_BYTES + 1])
{
    i18n_cube_mark(colour, out);
}

int gfx_cube_mark_at(const char *s)
{
    return i18n_cube_mark_at(s);
}

static bool has_cube_mark(const char *s, size_t len)
{
    for (size_t i = 0; i + GFX_CUBE_MARK_BYTES <= len; i++)
        if (gfx_cube_mark_at(s + i) >= 0)
            return true;
    return false;
}

/* A cube in text is a little wider than a capital letter and as tall. */
static float cube_advance(float size)
{
    return size * 1.15f;
}

/* The width of a run without marks, measured by the font alone: wrapping
 * tries many prefixes, which must not each become a texture. */
static float run_width(gfx *canvas, font_role role, float size, const char *s, size_t len)
{
    char run[512];
    if (len >= sizeof run)
        len = sizeof run - 1;
    memcpy(run, s, len);
    run[len] = '\0';
    TTF_Font *font = text_font(&canvas->text, role, size);
    int w = 0, h = 0;
    if (!run[0] || !font || TTF_SizeUTF8(font, run, &w, &h) != 0)
        return 0;
    return (float)w / canvas->text.scale;
}

static float line_height(gfx *canvas, font_role role, float size)
{
    TTF_Font *font = text_font(&canvas->text, role, size);
    return font ? (float)TTF_FontLineSkip(font) / canvas->text.scale : size * 1.36f;
}

/* One line of text with cube marks, len bytes of s: its width, and drawn
 * from (x, y) when draw is set. */
static float marked_line(gfx *canvas, font_role role, float size, SDL_Color c, float x, float y,
                         const char *s, size_t len, bool draw)
{
    float w = 0;
    size_t start = 0;
    for (size_t i = 0; i <= len; i++) {
        int colour = i + GFX_CUBE_MARK_BYTES <= len ? gfx_cube_mark_at(s + i) : -1;
        if (colour < 0 && i < len)
            continue;
        if (i > start) {
            char run[512];
            size_t n = i - start < sizeof run ? i - start : sizeof run - 1;
            memcpy(run, s + start, n);
            run[n] = '\0';
            if (draw) {
                text_style st = {role, size, c, 0};
                text_draw(&canvas->text, canvas->renderer, &st, x + w, y, ALIGN_LEFT, run);
            }
            w += run_width(canvas, role, size, s + start, i - start);
        }
        if (colour < 0)
            break;
        const char *name = gfx_cube_sprite(canvas, colour);
        const sprite *sp = gfx_sprite(canvas, name);
        if (draw && sp) /* the sprite's cube fills about 22 of its 26 pixels */
            gfx_draw_centered(canvas, name, x + w + cube_advance(size) / 2,
                              y + line_height(canvas, role, size) / 2,
                              size * 0.95f / (sp->w * 22.0f / 26.0f));
        w += cube_advance(size);
        i += GFX_CUBE_MARK_BYTES - 1;
        start = i + 1;
    }
    return w;
}

/* Wrapped text with cube marks, broken at spaces as the font's own wrapping
 * does: its height, and drawn from (x, y) when draw is set. */
static float marked_wrapped(gfx *canvas, font_role role, float size, SDL_Color c, float x, float y,
                            float wrap, const char *s, bool draw)
{
    float skip = line_height(canvas, role, size), top = y;
    while (*s) {
        const char *end = strchr(s, '\n');
        size_t para = end ? (size_t)(end - s) : strlen(s);
        size_t line = 0; /* bytes of the paragraph on the line being filled */
        do {
            size_t fit = line;
            for (size_t i = line; i <= para; i++) {
                /* a cube stays on the line of the word it follows */
                if (i < para && (s[i] != ' ' || gfx_cube_mark_at(s + i + 1) >= 0))
                    continue;
                if (fit > line &&
                    marked_line(canvas, role, size, c, 0, 0, s + line, i - line, false) > wrap)
                    break;
                fit = i;
            }
            if (fit == line) { /* one word wider than the line: it stands alone */
                while (fit < para && s[fit] != ' ')
                    fit++;
            }
            if (draw)
                marked_line(canvas, role, size, c, x, top, s + line, fit - line, true);
            top += skip;
            line = fit;
            while (line < para && s[line] == ' ')
                line++;
        } while (line < para);
        s += para;
        if (*s == '\n')
            s++;
    }
    return top - y;
}

void gfx_text(gfx *canvas, font_role role, float size, SDL_Color c, float x, float y, text_align a,
              const char *s)
{
    if (s && has_cube_mark(s, strlen(s))) {
        size_t len = strlen(s);
        float w = marked_line(canvas, role, size, c, 0, 0, s, len, false);
        x -= a == ALIGN_CENTER ? w / 2 : a == ALIGN_RIGHT ? w : 0;
        marked_line(canvas, role, size, c, x, y, s, len, true);
        return;
    }
    text_style st = {role, size, c, 0};
    text_draw(&canvas->text, canvas->renderer, &st, x, y, a, s);
}

void gfx_text_wrapped(gfx *canvas, font_role role, float size, SDL_Color c, float x, float y,
                      float wrap, const char *s)
{
    if (s && has_cube_mark(s, strlen(s))) {
        marked_wrapped(canvas, role, size, c, x, y, wrap, s, true);
        return;
    }
    text_style st = {role, size, c, wrap};
    text_draw(&canvas->text, canvas->renderer, &st, x, y, ALIGN_LEFT, s);
}

float gfx_text_width(gfx *canvas, font_role role, float size, const char *s)
{
    if (s && has_cube_mark(s, strlen(s)))
        return marked_line(canvas, role, size, COLOUR_INK, 0, 0, s, strlen(s), false);
    text_style st = {role, size, COLOUR_INK, 0};
    float w, h;
    text_measure(&canvas->text, canvas->renderer, &st, s, &w, &h);
    return w;
}

float gfx_wrapped_height(gfx *canvas, font_role role, float size, float wrap, const char *s)
{
    if (s && has_cube_mark(s, strlen(s)))
        return marked_wrapped(canvas, role, size, COLOUR_INK, 0, 0, wrap, s, false);
    text_style st = {role, size, COLOUR_INK, wrap};
    float w, h;
    text_measure(&canvas->text, canvas->renderer, &st, s, &w, &h);
    return h;
}

float gfx_ui(const gfx *canvas, float size)
{
    return canvas->ui_scale > 0 ? size * canvas->ui_scale : size;
}

float gfx_ui_fit(gfx *canvas, font_role role, float size, float max_w, const char *s)
{
    float fit = gfx_ui(canvas, size);
    /* Whole logical pixels: each step is a font size the cache may keep. */
    while (fit > size && gfx_text_width(canvas, role, fit, s) > max_w)
        fit = fit - 1 > size ? fit - 1 : size;
    return fit;
}

float gfx_canvas_w(const gfx *canvas)
{
    return canvas->canvas_w > 0 ? (float)canvas->canvas_w : CANVAS_W;
}

float gfx_canvas_h(const gfx *canvas)
{
    return canvas->canvas_h > 0 ? (float)canvas->canvas_h : CANVAS_H;
}

SDL_FRect gfx_canvas_rect(const gfx *canvas)
{
    return (SDL_FRect){0, 0, gfx_canvas_w(canvas), gfx_canvas_h(canvas)};
}

void gfx_set_canvas(gfx *canvas, int w, int h)
{
    canvas->canvas_w = w;
    canvas->canvas_h = h;
    layout_fit_height(&canvas->layout, (float)h);
    if (canvas->renderer)
        SDL_RenderSetLogicalSize(canvas->renderer, w, h);
}

bool gfx_contains(const SDL_FRect *r, float x, float y)
{
    return r && x >= r->x && y >= r->y && x < r->x + r->w && y < r->y + r->h;
}

static void canvas_pixels(gfx *canvas, int *w, int *h)
{
    int out_w, out_h;
    SDL_GetRendererOutputSize(canvas->renderer, &out_w, &out_h);
    float cw = gfx_canvas_w(canvas), ch = gfx_canvas_h(canvas);
    float sx = (float)out_w / cw, sy = (float)out_h / ch;
    float s = sx < sy ? sx : sy;
    *w = (int)(cw * s + 0.5f);
    *h = (int)(ch * s + 0.5f);
}

/* What a layer's picture depends on besides its size: the words and the
 * symbols drawn into it, and the scale its text was rendered for (drawn
 * with text for another output size, it would keep text too small or too
 * large). */
static void layer_stamp(const gfx *canvas, char *out, size_t size)
{
    snprintf(out, size, "%s%s@%.4f*%.2f", canvas->language, canvas->cube_symbols ? "+symbols" : "",
             (double)canvas->text.scale, (double)gfx_ui(canvas, 1));
}

/* The canvas's pixels, no larger than the cap: a 32000-pixel window must
 * not ask for a 4 GB texture (nor the renderer for more than it can hold). */
static void layer_pixels(gfx *canvas, int *w, int *h)
{
    canvas_pixels(canvas, w, h);
    int cap = canvas->layer_max_side > 0 ? canvas->layer_max_side : GFX_LAYER_MAX_SIDE;
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(canvas->renderer, &info) == 0) {
        if (info.max_texture_width > 0 && info.max_texture_width < cap)
            cap = info.max_texture_width;
        if (info.max_texture_height > 0 && info.max_texture_height < cap)
            cap = info.max_texture_height;
    }
    if (*w <= cap && *h <= cap)
        return;
    float s = *w >= *h ? (float)cap / (float)*w : (float)cap / (float)*h;
    *w = (int)((float)*w * s);
    *h = (int)((float)*h * s);
}

bool gfx_layer_fits(gfx *canvas, const gfx_layer *layer)
{
    int w, h;
    layer_pixels(canvas, &w, &h);
    char stamp[sizeof layer->stamp];
    layer_stamp(canvas, stamp, sizeof stamp);
    return layer->texture && layer->w == w && layer->h == h && strcmp(stamp, layer->stamp) == 0;
}

/* Below a twelfth of the canvas (the window made 1x1 and back) a cached
 * picture is worth nothing and each size on the way would allocate one:
 * draw straight to the screen instead. */
enum { LAYER_MIN_W = CANVAS_W / 12, LAYER_MIN_H = CANVAS_H / 12 };

bool gfx_layer_begin(gfx *canvas, gfx_layer *layer)
{
    if (!SDL_RenderTargetSupported(canvas->renderer))
        return false;
    int w, h;
    canvas_pixels(canvas, &w, &h);
    if (w < LAYER_MIN_W || h < LAYER_MIN_H) {
        gfx_layer_free(layer);
        return false;
    }
    int want_w, want_h;
    layer_pixels(canvas, &want_w, &want_h);
    /* A new language, text size or set of symbols redraws the picture in the
     * texture it has: only a new size needs another. */
    if (!layer->texture || layer->w != want_w || layer->h != want_h) {
        gfx_layer_free(layer);
        layer->w = want_w;
        layer->h = want_h;
        layer->texture = SDL_CreateTexture(canvas->renderer, SDL_PIXELFORMAT_ARGB8888,
                                           SDL_TEXTUREACCESS_TARGET, layer->w, layer->h);
        if (!layer->texture)
            return false;
        SDL_SetTextureBlendMode(layer->texture, SDL_BLENDMODE_NONE);
    }
    if (SDL_SetRenderTarget(canvas->renderer, layer->texture) != 0)
        return false;
    layer_stamp(canvas, layer->stamp, sizeof layer->stamp);
    SDL_RenderSetScale(canvas->renderer, (float)layer->w / gfx_canvas_w(canvas),
                       (float)layer->h / gfx_canvas_h(canvas));
    SDL_SetRenderDrawColor(canvas->renderer, COLOUR_TABLE_DARK.r, COLOUR_TABLE_DARK.g,
                           COLOUR_TABLE_DARK.b, 255);
    SDL_RenderClear(canvas->renderer);
    return true;
}

void gfx_layer_end(gfx *canvas)
{
    SDL_SetRenderTarget(canvas->renderer, NULL);
    SDL_RenderSetLogicalSize(canvas->renderer, (int)gfx_canvas_w(canvas),
                             (int)gfx_canvas_h(canvas));
}

void gfx_layer_draw(gfx *canvas, const gfx_layer *layer)
{
    if (!layer->texture)
        return;
    SDL_FRect dst = gfx_canvas_rect(canvas);
    SDL_RenderCopyF(canvas->renderer, layer->texture, NULL, &dst);
}

void gfx_layer_draw_part(gfx *canvas, const gfx_layer *layer, const SDL_FRect *part,
                         const SDL_FRect *dst)
{
    if (!layer->texture)
        return;
    float sx = (float)layer->w / gfx_canvas_w(canvas), sy = (float)layer->h / gfx_canvas_h(canvas);
    SDL_Rect src = {(int)(part->x * sx), (int)(part->y * sy), (int)(part->w * sx + 0.5f),
                    (int)(part->h * sy + 0.5f)};
    SDL_RenderCopyF(canvas->renderer, layer->texture, &src, dst);
}

void gfx_layer_free(gfx_layer *layer)
{
    if (layer->texture)
        SDL_DestroyTexture(layer->texture);
    layer->texture = NULL;
    layer->w = layer->h = 0;
    layer->stamp[0] = '\0';
}
