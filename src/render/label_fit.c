/* How far the board's and farmyards' printed words grow with the text and
 * panel size (gfx.h, gfx_labels_fit). Each word starts at the size's
 * factor of the size it is drawn at at 100 % (gfx_label_base: the art's, or
 * the legible minimum on a small window, where a track's numbers and the
 * council's stages once stayed at that minimum at every text size); a word
 * that, grown, runs over a cube or an icon printed beside it or into another
 * word where it did not at 100 % gives way a step at a time until none does
 * (nor into the trays where the board draws the spaces' cubes). Widths are first
 * estimated from the size at 100 % (a word's width grows with its size),
 * then checked as they will be drawn, at the output's pixel size, where
 * rounding may widen a word a little. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/gfx.h"

enum { FIT_STEPS = 200 };
static const float STEP = 0.02f; /* of its size at 100 %, each time a word gives way */
static const float AIR = 1.0f;   /* logical pixels kept clear around an estimated word */

typedef struct fit_word {
    float base;    /* its size at 100 % (gfx_label_base) */
    float natural; /* its width at that size, shrunk into its box or not */
    bool worded;
    bool descends; /* gfx_label_descends */
} fit_word;

static bool meet(const SDL_FRect *p, const SDL_FRect *q, float air)
{
    return p->x - air < q->x + q->w && q->x - air < p->x + p->w && p->y - air < q->y + q->h &&
           q->y - air < p->y + p->h;
}

static float measured(gfx *canvas, const art_label *lb, const char *words, float size)
{
    text_style st = {lb->role, size, lb->colour, 0};
    float w, h;
    text_measure(&canvas->text, canvas->renderer, &st, words, &w, &h);
    return w;
}

/* What a word may not newly run over: a cube printed beside it, or the
 * tray where the board draws a space's cubes (the layout's "space.*", on
 * the board's picture), in its picture's units. */
typedef struct obstacle {
    int layer;
    SDL_FRect box;
} obstacle;

enum { TRAYS_MAX = 16 };

static int obstacles_of(const gfx *canvas, obstacle *out)
{
    const art_labels *l = &canvas->labels;
    int n = 0;
    for (int c = 0; c < l->cube_count; c++)
        out[n++] = (obstacle){l->cubes[c].layer,
                              {l->cubes[c].x, l->cubes[c].y, l->cubes[c].size, l->cubes[c].size}};
    for (int c = 0; c < l->icon_count; c++)
        out[n++] = (obstacle){l->icons[c].layer, l->icons[c].box};
    for (int k = 0; k < l->keep_clear_count; k++)
        out[n++] = (obstacle){l->keep_clear_layer[k], l->keep_clear[k]};
    int board = -1;
    for (int i = 0; i < l->layer_count; i++)
        if (strcmp(l->layers[i].name, "board") == 0)
            board = i;
    const SDL_FRect *on_canvas = NULL;
    for (int i = 0; i < canvas->layout.count; i++)
        if (strcmp(canvas->layout.items[i].name, "board") == 0)
            on_canvas = &canvas->layout.items[i].designed;
    if (board < 0 || !on_canvas || on_canvas->w <= 0 || on_canvas->h <= 0)
        return n;
    float kx = l->layers[board].w / on_canvas->w, ky = l->layers[board].h / on_canvas->h;
    for (int i = 0, trays = 0; i < canvas->layout.count && trays < TRAYS_MAX; i++) {
        const SDL_FRect *r = &canvas->layout.items[i].designed;
        if (strncmp(canvas->layout.items[i].name, "space.", 6) != 0)
            continue;
        out[n++] = (obstacle){
            board, {(r->x - on_canvas->x) * kx, (r->y - on_canvas->y) * ky, r->w * kx, r->h * ky}};
        trays++;
    }
    return n;
}

static bool fits_layer(const art_labels *l, const art_label *lb)
{
    return !l->layers[lb->layer].piece;
}

/* Logical pixels to a unit of the layer's picture where the scene draws it
 * (the layout's "board", "farmyard.0"); a piece's, drawn at many sizes, 1. */
static float layer_scale(const gfx *canvas, int layer)
{
    const art_label_layer *y = &canvas->labels.layers[layer];
    const SDL_FRect *r = layout_find(&canvas->layout, y->name);
    if (!r)
        r = layout_findf(&canvas->layout, "%s.0", y->name);
    return r && r->h > 0 && !y->piece ? r->h / y->h : 1;
}

typedef struct fit_ctx {
    gfx *canvas;
    fit_word *words;
    char (*texts)[256];
    float *width, *drawn; /* each word's width and font size at its growth now */
    bool as_drawn;        /* measured as drawn, else estimated from the size at 100 % */
    const obstacle *obstacles;
    int obstacle_count;
} fit_ctx;

/* Where a word stands drawn 'w' wide at font size 'drawn' (gfx_label_ink). */
static SDL_FRect word_box(const fit_ctx *f, int i, float w, float drawn)
{
    const art_label *lb = &f->canvas->labels.items[i];
    return gfx_label_ink(lb, f->words[i].descends, lb->x, lb->baseline, w, drawn);
}

/* A word's width and size at its growth: shrunk into the art's box where
 * it is wider, as gfx_labels draws it. */
static void measure_now(fit_ctx *f, int i)
{
    const art_label *lb = &f->canvas->labels.items[i];
    float grow = lb->grow > 0 ? lb->grow : 1, size = f->words[i].base * grow;
    if (!f->words[i].worded) {
        f->width[i] = f->drawn[i] = 0;
        return;
    }
    bool measure = f->as_drawn;
    float w = measure ? measured(f->canvas, lb, f->texts[i], size) : f->words[i].natural * grow;
    f->drawn[i] = size;
    if (w > lb->box && w > 0) {
        f->drawn[i] = size * lb->box / w;
        w = measure ? measured(f->canvas, lb, f->texts[i], f->drawn[i]) : lb->box;
    }
    f->width[i] = w;
}

/* One pass over every word: each that meets what it did not meet at
 * 100 % gives way a step. Returns whether any gave way. */
static bool give_way(fit_ctx *f, const SDL_FRect *designed, float air)
{
    art_labels *l = &f->canvas->labels;
    bool changed = false;
    for (int i = 0; i < l->count; i++) {
        art_label *lb = &l->items[i];
        if (!f->words[i].worded || lb->grow <= 1 || !fits_layer(l, lb))
            continue;
        SDL_FRect r = word_box(f, i, f->width[i], f->drawn[i]);
        bool crowded = false;
        for (int c = 0; c < f->obstacle_count && !crowded; c++) {
            const obstacle *o = &f->obstacles[c];
            crowded =
                o->layer == lb->layer && meet(&r, &o->box, air) && !meet(&designed[i], &o->box, 0);
        }
        for (int j = 0; j < l->count && !crowded; j++) {
            const art_label *other = &l->items[j];
            if (j == i || !f->words[j].worded || other->layer != lb->layer)
                continue;
            float grow_j = other->grow > 0 ? other->grow : 1;
            SDL_FRect q = word_box(f, j, f->width[j], f->drawn[j]);
            /* Of two that meet, the larger gives way (both, when alike). */
            crowded =
                meet(&r, &q, air) && !meet(&designed[i], &designed[j], 0) && lb->grow >= grow_j;
        }
        if (crowded) {
            lb->grow = lb->grow - STEP > 1 ? lb->grow - STEP : 1;
            measure_now(f, i);
            changed = true;
        }
    }
    return changed;
}

void gfx_labels_fit(gfx *canvas)
{
    art_labels *l = &canvas->labels;
    float k = canvas->ui_scale > 0 ? canvas->ui_scale : 1;
    l->fitted = true;
    l->fitted_ui_scale = k;
    l->fitted_text_scale = canvas->text.scale;
    l->fitted_catalogue = canvas->catalogue;
    snprintf(l->fitted_language, sizeof l->fitted_language, "%s", canvas->language);
    for (int i = 0; i < l->count; i++)
        l->items[i].grow = fits_layer(l, &l->items[i]) ? k : 1;
    if (k <= 1 || l->count == 0 || !canvas->lookup)
        return;
    fit_word *words = calloc((size_t)l->count, sizeof *words);
    SDL_FRect *designed = calloc((size_t)l->count, sizeof *designed);
    char(*texts)[256] = calloc((size_t)l->count, sizeof *texts);
    float *width = calloc((size_t)l->count, sizeof *width);
    float *drawn = calloc((size_t)l->count, sizeof *drawn);
    obstacle *obstacles =
        calloc((size_t)l->cube_count + (size_t)l->icon_count + TRAYS_MAX + LABEL_KEEP_CLEAR_MAX,
               sizeof *obstacles);
    if (words && designed && texts && width && drawn && obstacles) {
        fit_ctx f = {canvas, words, texts,     width,
                     drawn,  true,  obstacles, obstacles_of(canvas, obstacles)};
        for (int i = 0; i < l->count; i++) { /* at 100 %, as drawn */
            art_label *lb = &l->items[i];
            label_words(lb, canvas->lookup, canvas->catalogue, texts[i], sizeof texts[i]);
            words[i].worded = texts[i][0] != '\0';
            words[i].descends = gfx_label_descends(texts[i]);
            words[i].base = gfx_label_base(canvas, lb, layer_scale(canvas, lb->layer));
            words[i].natural = words[i].worded ? measured(canvas, lb, texts[i], words[i].base) : 0;
            float grow = lb->grow;
            lb->grow = 1;
            measure_now(&f, i);
            designed[i] = word_box(&f, i, width[i], drawn[i]);
            lb->grow = grow;
        }
        f.as_drawn = false;
        for (int i = 0; i < l->count; i++)
            measure_now(&f, i);
        for (int pass = 0; pass < FIT_STEPS && give_way(&f, designed, AIR); pass++)
            ;
        f.as_drawn = true;
        for (int i = 0; i < l->count; i++)
            measure_now(&f, i);
        for (int pass = 0; pass < FIT_STEPS && give_way(&f, designed, 0); pass++)
            ;
    } else {
        for (int i = 0; i < l->count; i++)
            l->items[i].grow = 1; /* no memory to think with: the size at 100 %, as before */
    }
    free(words);
    free(designed);
    free(texts);
    free(width);
    free(drawn);
    free(obstacles);
}

void gfx_labels_keep_clear(gfx *canvas, const char *layer, const SDL_FRect *boxes, int count)
{
    art_labels *l = &canvas->labels;
    int y = labels_layer_for(l, layer);
    if (y < 0)
        return;
    /* The other layers' boxes stay; this layer's are replaced. */
    SDL_FRect kept[LABEL_KEEP_CLEAR_MAX];
    int kept_layer[LABEL_KEEP_CLEAR_MAX], n = 0;
    for (int k = 0; k < l->keep_clear_count; k++)
        if (l->keep_clear_layer[k] != y) {
            kept[n] = l->keep_clear[k];
            kept_layer[n++] = l->keep_clear_layer[k];
        }
    for (int k = 0; k < count && n < LABEL_KEEP_CLEAR_MAX; k++) {
        kept[n] = boxes[k];
        kept_layer[n++] = y;
    }
    if (n == l->keep_clear_count && memcmp(kept, l->keep_clear, sizeof *kept * (size_t)n) == 0 &&
        memcmp(kept_layer, l->keep_clear_layer, sizeof *kept_layer * (size_t)n) == 0)
        return;
    memcpy(l->keep_clear, kept, sizeof *kept * (size_t)n);
    memcpy(l->keep_clear_layer, kept_layer, sizeof *kept_layer * (size_t)n);
    l->keep_clear_count = n;
    l->fitted = false;
}
