/* Text with SDL_ttf at the output resolution, and the cache of rendered
 * strings (text.h). */
#include "render/text.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool text_init(text_cache *t, const char *paths[FONT_ROLES], char *err, size_t size)
{
    memset(t, 0, sizeof *t);
    t->scale = 1.0f;
    t->smallest_drawn = t->smallest_last_frame = INT_MAX;
    if (!TTF_WasInit() && TTF_Init() != 0) {
        snprintf(err, size, "cannot start SDL_ttf: %s", TTF_GetError());
        return false;
    }
    for (int i = 0; i < FONT_ROLES; i++) {
        snprintf(t->paths[i], sizeof t->paths[i], "%s", paths[i]);
        TTF_Font *probe = TTF_OpenFont(paths[i], 12);
        if (!probe) {
            snprintf(err, size, "cannot open font %s: %s", paths[i], TTF_GetError());
            return false;
        }
        TTF_CloseFont(probe);
    }
    return true;
}

static void drop_entry(text_entry *e)
{
    if (e->texture)
        SDL_DestroyTexture(e->texture);
    free(e->string);
    memset(e, 0, sizeof *e);
}

void text_free(text_cache *t)
{
    for (int i = 0; i < TEXT_CACHE_SLOTS; i++)
        drop_entry(&t->entries[i]);
    for (int i = 0; i < t->font_count; i++)
        TTF_CloseFont(t->fonts[i].font);
    t->font_count = 0;
}

void text_set_scale(text_cache *t, float scale)
{
    if (fabsf(scale - t->scale) < 0.001f)
        return;
    t->scale = scale;
    for (int i = 0; i < TEXT_CACHE_SLOTS; i++)
        drop_entry(&t->entries[i]);
}

static TTF_Font *font_at(text_cache *t, font_role role, int pixels)
{
    for (int i = 0; i < t->font_count; i++)
        if (t->fonts[i].role == role && t->fonts[i].pixels == pixels)
            return t->fonts[i].font;
    if (t->font_count == TEXT_FONT_SIZES) {
        TTF_CloseFont(t->fonts[0].font);
        memmove(&t->fonts[0], &t->fonts[1], sizeof t->fonts[0] * (TEXT_FONT_SIZES - 1));
        t->font_count--;
    }
    TTF_Font *f = TTF_OpenFont(t->paths[role], pixels);
    if (!f)
        return NULL;
    t->fonts[t->font_count++] = (open_font){role, pixels, f};
    return f;
}

int text_pixels(const text_cache *t, float size)
{
    int pixels = (int)lroundf(size * t->scale);
    return pixels < TEXT_MIN_PIXELS ? TEXT_MIN_PIXELS : pixels;
}

TTF_Font *text_font(text_cache *t, font_role role, float size)
{
    return font_at(t, role, text_pixels(t, size));
}

float text_ascent(text_cache *t, font_role role, float size)
{
    TTF_Font *f = text_font(t, role, size);
    return f ? (float)TTF_FontAscent(f) / t->scale : size * 0.8f;
}

static uint64_t style_hash(const text_style *st, int pixels, int wrap, const char *s)
{
    uint64_t h = 1469598103934665603ull;
    uint32_t head[4] = {(uint32_t)st->role, (uint32_t)pixels, (uint32_t)wrap,
                        (uint32_t)st->colour.r << 24 | (uint32_t)st->colour.g << 16 |
                            (uint32_t)st->colour.b << 8 | st->colour.a};
    for (size_t i = 0; i < sizeof head; i++)
        h = (h ^ ((const unsigned char *)head)[i]) * 1099511628211ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

static text_entry *free_slot(text_cache *t)
{
    text_entry *oldest = &t->entries[0];
    for (int i = 0; i < TEXT_CACHE_SLOTS; i++) {
        if (!t->entries[i].string)
            return &t->entries[i];
        if (t->entries[i].last_used < oldest->last_used)
            oldest = &t->entries[i];
    }
    drop_entry(oldest);
    return oldest;
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static bool has_digit(const char *s)
{
    for (; *s; s++)
        if (is_digit(*s))
            return true;
    return false;
}

/* The title face's figures are old-style, so "Player 1" reads "Player I".
 * SDL_ttf cannot ask for lining figures, so a line of title text with
 * digits is drawn in runs, the digits in the body face, on one baseline. */
static SDL_Surface *render_lining_figures(text_cache *t, const char *s, int pixels, SDL_Color c)
{
    TTF_Font *serif = font_at(t, FONT_TITLE, pixels);
    /* Open Sans's figures stand taller than Garamond's capitals at one size. */
    TTF_Font *sans = font_at(t, FONT_BODY, (int)lroundf((float)pixels * 0.9f));
    serif = font_at(t, FONT_TITLE, pixels); /* opening the body face may have closed it */
    if (!serif || !sans)
        return NULL;
    int ascent =
        TTF_FontAscent(serif) > TTF_FontAscent(sans) ? TTF_FontAscent(serif) : TTF_FontAscent(sans);
    int descent = TTF_FontDescent(serif) < TTF_FontDescent(sans) ? TTF_FontDescent(serif)
                                                                 : TTF_FontDescent(sans);
    int w = 0;
    char run[512];
    for (const char *p = s; *p;) {
        size_t n = 0;
        bool digits = is_digit(*p);
        while (p[n] && is_digit(p[n]) == digits && n + 1 < sizeof run)
            n++;
        memcpy(run, p, n);
        run[n] = '\0';
        int run_w = 0;
        TTF_SizeUTF8(digits ? sans : serif, run, &run_w, NULL);
        w += run_w;
        p += n;
    }
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, w > 0 ? w : 1, ascent - descent, 32,
                                                      SDL_PIXELFORMAT_ARGB8888);
    if (!out)
        return NULL;
    SDL_FillRect(out, NULL, SDL_MapRGBA(out->format, c.r, c.g, c.b, 0));
    int x = 0;
    for (const char *p = s; *p;) {
        size_t n = 0;
        bool digits = is_digit(*p);
        while (p[n] && is_digit(p[n]) == digits && n + 1 < sizeof run)
            n++;
        memcpy(run, p, n);
        run[n] = '\0';
        p += n;
        TTF_Font *font = digits ? sans : serif;
        SDL_Surface *part = TTF_RenderUTF8_Blended(font, run, c);
        if (!part)
            continue;
        SDL_Rect at = {x, ascent - TTF_FontAscent(font), part->w, part->h};
        SDL_SetSurfaceBlendMode(part, SDL_BLENDMODE_BLEND);
        SDL_BlitSurface(part, NULL, out, &at);
        int run_w = 0;
        TTF_SizeUTF8(font, run, &run_w, NULL);
        x += run_w;
        SDL_FreeSurface(part);
    }
    return out;
}

static text_entry *render_entry(text_cache *t, SDL_Renderer *r, const text_style *st, const char *s,
                                uint64_t hash, int pixels, int wrap)
{
    TTF_Font *font = font_at(t, st->role, pixels);
    if (!font)
        return NULL;
    SDL_Color c = st->colour;
    SDL_Surface *surface = st->role == FONT_TITLE && wrap == 0 && has_digit(s)
                               ? render_lining_figures(t, s, pixels, c)
                           : wrap > 0 ? TTF_RenderUTF8_Blended_Wrapped(font, s, c, (Uint32)wrap)
                                      : TTF_RenderUTF8_Blended(font, s, c);
    if (!surface)
        return NULL;
    text_entry *e = free_slot(t);
    e->texture = SDL_CreateTextureFromSurface(r, surface);
    e->w = (float)surface->w / t->scale;
    e->h = (float)surface->h / t->scale;
    SDL_FreeSurface(surface);
    e->string = strdup(s);
    e->hash = hash;
    return e;
}

static text_entry *lookup(text_cache *t, SDL_Renderer *r, const text_style *st, const char *s)
{
    if (!s || !*s)
        return NULL;
    int pixels = text_pixels(t, st->size);
    int wrap = (int)lroundf(st->wrap * t->scale);
    uint64_t hash = style_hash(st, pixels, wrap, s);
    text_entry *e = NULL;
    for (int i = 0; i < TEXT_CACHE_SLOTS && !e; i++)
        if (t->entries[i].hash == hash && t->entries[i].string &&
            strcmp(t->entries[i].string, s) == 0)
            e = &t->entries[i];
    if (!e)
        e = render_entry(t, r, st, s, hash, pixels, wrap);
    if (e)
        e->last_used = t->frame + 1;
    return e;
}

void text_measure(text_cache *t, SDL_Renderer *r, const text_style *st, const char *s, float *w,
                  float *h)
{
    text_entry *e = lookup(t, r, st, s);
    *w = e ? e->w : 0.0f;
    *h = e ? e->h : st->size;
}

void text_draw(text_cache *t, SDL_Renderer *r, const text_style *st, float x, float y,
               text_align align, const char *s)
{
    text_entry *e = lookup(t, r, st, s);
    if (!e || !e->texture)
        return;
    /* The size it lands at: the rendered pixels, scaled by the target's
     * scale against the one they were rendered for (a cached layer drawn at
     * another output size than the text's would show it smaller or larger). */
    float sx, sy;
    SDL_RenderGetScale(r, &sx, &sy);
    int pixels = text_pixels(t, st->size);
    int landed = sy > 0 ? (int)lroundf((float)pixels * sy / t->scale) : pixels;
    if (landed < t->smallest_drawn)
        t->smallest_drawn = landed;
    if (st->role != FONT_TITLE && landed > t->largest_drawn)
        t->largest_drawn = landed;
    if (align == ALIGN_CENTER)
        x -= e->w / 2.0f;
    else if (align == ALIGN_RIGHT)
        x -= e->w;
    /* On whole output pixels: the texture is copied 1:1, never resampled. */
    if (sx > 0 && sy > 0) {
        x = roundf(x * sx) / sx;
        y = roundf(y * sy) / sy;
    }
    SDL_FRect dst = {x, y, e->w, e->h};
    SDL_RenderCopyF(r, e->texture, NULL, &dst);
    if (t->record && t->record->count < TEXT_RECORD_MAX) {
        text_drawn *d = &t->record->items[t->record->count++];
        snprintf(d->words, sizeof d->words, "%s", s);
        d->role = st->role;
        d->pixels = landed;
        d->box = dst;
    }
    int canvas_w = 0, canvas_h = 0; /* into a cached layer: the layer is the whole canvas */
    if (!SDL_GetRenderTarget(r))
        SDL_RenderGetLogicalSize(r, &canvas_w, &canvas_h);
    const float slack = 1.0f; /* rounding to output pixels */
    if (canvas_w > 0 && (x < -slack || y < -slack || x + e->w > (float)canvas_w + slack ||
                         y + e->h > (float)canvas_h + slack)) {
        if (t->cut_drawn++ == 0)
            snprintf(t->cut_example, sizeof t->cut_example, "%s at %.0f,%.0f", s, x, y);
    }
}

void text_end_frame(text_cache *t)
{
    t->smallest_last_frame = t->smallest_drawn;
    t->smallest_drawn = INT_MAX;
    t->largest_last_frame = t->largest_drawn;
    t->largest_drawn = 0;
    t->cut_last_frame = t->cut_drawn;
    memcpy(t->cut_example_last, t->cut_example, sizeof t->cut_example);
    t->cut_drawn = 0;
    t->cut_example[0] = '\0';
    t->frame++;
}
