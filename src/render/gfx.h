/* Everything a scene needs to draw: renderer, sprites, pictures, text and
 * the layout anchors, plus small helpers on logical canvas coordinates. */
#ifndef VILLAGE_RENDER_GFX_H
#define VILLAGE_RENDER_GFX_H

#include <SDL.h>
#include <stdbool.h>

#include "catalogue/cube_mark.h"
#include "render/atlas.h"
#include "render/images.h"
#include "render/labels.h"
#include "render/layout.h"
#include "render/text.h"

enum { CANVAS_W = 1920, CANVAS_H = 1080 };
/* The longest side of a cached layer, and the output size text is rendered
 * for at most (8K): a window made huge would otherwise allocate gigabytes
 * for pictures no screen shows. Larger outputs draw them scaled up. */
enum { GFX_LAYER_MAX_SIDE = 8192 };

typedef struct gfx {
    SDL_Renderer *renderer;
    atlas atlas;
    image_set images;
    layout layout;
    text_cache text;
    char language[8];  /* pictures with words: "<name>.<language>" is used when it exists */
    art_labels labels; /* the words of the board and farmyard pictures (labels.h) */
    art_label_lookup lookup;
    const void *catalogue; /* what lookup reads the labels' words from */
    bool cube_symbols;     /* colour-blind symbols on cubes, also on printed costs */
    float ui_scale;     /* text and panels of the interface (not the board): 1 as designed, 0 = 1 */
    int layer_max_side; /* pixels; 0 = GFX_LAYER_MAX_SIDE (a test sets it smaller) */
    /* The logical canvas in use: CANVAS_W x CANVAS_H as designed (0 too), or
     * taller to fill a 16:10 or 4:3 screen (gfx_set_canvas). */
    int canvas_w, canvas_h;
} gfx;

/* The logical canvas in use (CANVAS_W x CANVAS_H unless gfx_set_canvas
 * made it taller), and the whole of it as a rectangle. */
float gfx_canvas_w(const gfx *canvas);
float gfx_canvas_h(const gfx *canvas);
SDL_FRect gfx_canvas_rect(const gfx *canvas);
/* Lays the logical canvas out at w x h (the renderer's logical size and the
 * layout's anchors, layout_fit_height): CANVAS_W x CANVAS_H for a scene
 * drawn as designed, taller for one that fills a screen of another shape.
 * Cached layers sized for another canvas are drawn again (gfx_layer_fits). */
void gfx_set_canvas(gfx *canvas, int w, int h);

/* The palette of the art (assets/src/palette.py), for text and drawn UI. */
extern const SDL_Color COLOUR_INK, COLOUR_INK_SOFT, COLOUR_PARCHMENT, COLOUR_PARCHMENT_LIGHT,
    COLOUR_GOLD, COLOUR_GOLD_LIGHT, COLOUR_WOOD_DARK, COLOUR_TABLE_DARK, COLOUR_DISABLED,
    COLOUR_LIGHT_TEXT, COLOUR_WARNING;
/* Seat colours red, yellow, blue, white: base, and the ink (dark or light)
 * that reads best on the seat's name banner, computed from its colours. */
SDL_Color gfx_player_colour(int seat_colour);
SDL_Color gfx_player_text_colour(int seat_colour);
/* The WCAG 2 contrast ratio of two colours, 1 to 21. */
double gfx_contrast(SDL_Color a, SDL_Color b);
/* COLOUR_INK or COLOUR_LIGHT_TEXT, whichever keeps the higher contrast on
 * the worst of the backgrounds a text stands on. */
SDL_Color gfx_ink_on(const SDL_Color *backgrounds, int count);
const char *gfx_player_colour_key(int seat_colour); /* "red", "yellow", … */

const sprite *gfx_sprite(gfx *canvas, const char *name);
void gfx_draw_centered(gfx *canvas, const char *name, float cx, float cy, float scale);
void gfx_draw_rotated(gfx *canvas, const char *name, float cx, float cy, float scale,
                      double degrees, Uint8 alpha);
/* A large picture; in a language other than English its "<name>.<language>"
 * variant (board.es@1x.png) is drawn instead when the art provides one. The
 * picture's labels (its words and numbers, labels.h) are set on top. */
void gfx_image(gfx *canvas, const char *name, const SDL_FRect *dst);
/* The labels of a picture's layer ("board", "farmyard") drawn into dst. */
void gfx_labels(gfx *canvas, int layer, const SDL_FRect *dst);
/* Where a label's text lands on the canvas when its picture is drawn into dst,
 * and the logical size its text is drawn at: gfx_label_base's, grown with the
 * text and panel size as far as gfx_labels_fit found room. */
void gfx_label_place(const gfx *canvas, const art_label *lb, const SDL_FRect *dst, float *x,
                     float *baseline, float *size, float *box);
/* The size, in the picture's units, a label is drawn at before it grows when
 * its picture is drawn 'ky' logical pixels to its unit: the art's, or, where
 * the output would draw that under the legible minimum (TEXT_MIN_PIXELS: a
 * track's numbers at 1280x720), that minimum, so a word grows from the size
 * the player sees at 100 % and not from one the minimum hides. */
float gfx_label_base(const gfx *canvas, const art_label *lb, float ky);
/* Whether a label's words reach under the baseline (a descender, a comma,
 * a bracket, or any letter beyond ASCII, which may): "Harvest" does not,
 * "Supply" does; a track's numbers and the council's "IV" do not, so the
 * number under a stage may grow up to the stage's baseline. */
bool gfx_label_descends(const char *words);
/* Where a label's words stand when drawn 'w' wide at 'size' from x and
 * baseline (gfx_label_place): placed by its alignment, from a cap's height
 * above the baseline down to its descenders, or to the baseline where it
 * has none. label_fit.c keeps words apart by it; the text-fit test measures
 * by it. */
SDL_FRect gfx_label_ink(const art_label *lb, bool descends, float x, float baseline, float w,
                        float size);
/* label_fit.c: how far each board and farmyard word grows with the text
 * and panel size: up to its factor, each word less where, grown, it would
 * run over a cube or an icon printed beside it or into another word where
 * it did not at the art's size (a track's numbers stand a few pixels apart, "Harvest"
 * beside its cubes). Sprites' words keep the art's size. gfx_labels fits
 * them when the size, the output scale or the language changed. */
void gfx_labels_fit(gfx *canvas);
/* Boxes a scene draws over the words of the picture 'layer' ("board"), in
 * the picture's units (at most LABEL_KEEP_CLEAR_MAX): a word grown with the
 * text size stays out of each it did not reach at 100 % (the bags' counts:
 * "Supply" grown ran under its "16"). Other boxes than before fit the words
 * again. */
void gfx_labels_keep_clear(gfx *canvas, const char *layer, const SDL_FRect *boxes, int count);
/* The sprite of a cube colour (0 brown, 1 pink, 2 orange, 3 green, 4 black): with
 * colour-blind symbols on, the one that carries its symbol (brown ●, pink ◆,
 * orange ▲, green ✚, black ✖). For tooltips, log icons and results too. */
const char *gfx_cube_sprite(const gfx *canvas, int colour);
/* The same with the symbols' setting given rather than the one drawn with. */
const char *gfx_cube_sprite_with(bool symbols, int colour);
/* A framed panel stretched from the 9-slice sprite "ui.panel" (dark: "ui.panel.dark"). */
void gfx_panel(gfx *canvas, const SDL_FRect *dst, bool dark);
/* Any 9-slice sprite: corners of 'corner' logical pixels keep their size.
 * Every edge is put on a whole output pixel, so the nine parts meet without a
 * seam at any scale. */
void gfx_nine_slice(gfx *canvas, const char *name, const SDL_FRect *dst, float corner);
/* A sprite stretched in width only: both ends of 'end' logical pixels keep
 * their size (buttons); edges on whole output pixels like the 9-slice. */
void gfx_three_slice(gfx *canvas, const char *name, const SDL_FRect *dst, float end);
void gfx_fill(gfx *canvas, const SDL_FRect *dst, SDL_Color c);
void gfx_outline(gfx *canvas, const SDL_FRect *dst, SDL_Color c, float thickness);
/* A cube inside text (a tooltip's costs, a bag's contents, a note): the three
 * bytes gfx_cube_mark writes (a private-use character, U+E000 + colour) stand
 * for the cube of that colour. gfx_text, gfx_text_width, gfx_text_wrapped and
 * gfx_wrapped_height draw and measure one as the cube's sprite, through
 * gfx_cube_sprite, so it carries its colour-blind symbol; text without one is
 * drawn by the font alone, as before. */
enum { GFX_CUBE_MARK_BYTES = I18N_CUBE_MARK_BYTES }; /* catalogue/cube_mark.h */
void gfx_cube_mark(int colour, char out[GFX_CUBE_MARK_BYTES + 1]);
/* The colour of the cube mark 's' starts with, or -1. */
int gfx_cube_mark_at(const char *s);
void gfx_text(gfx *canvas, font_role role, float size, SDL_Color c, float x, float y, text_align a,
              const char *s);
void gfx_text_wrapped(gfx *canvas, font_role role, float size, SDL_Color c, float x, float y,
                      float wrap, const char *s);
float gfx_text_width(gfx *canvas, font_role role, float size, const char *s);
float gfx_wrapped_height(gfx *canvas, font_role role, float size, float wrap, const char *s);
/* A logical size of the interface at the person's text and panel size. */
float gfx_ui(const gfx *canvas, float size);
/* The size to draw one line of interface text at: 'size' enlarged by the text
 * and panel size, but no wider than max_w (never below 'size' itself). */
float gfx_ui_fit(gfx *canvas, font_role role, float size, float max_w, const char *s);
bool gfx_contains(const SDL_FRect *r, float x, float y);
/* A logical rectangle moved to whole output pixels (edges rounded, never empty). */
SDL_FRect gfx_snap(SDL_Renderer *r, const SDL_FRect *d);

/* A cached picture of the whole canvas at the output resolution: drawn once
 * when what it shows changes, then copied 1:1 every frame (the software
 * renderer scales slowly, copies fast). */
typedef struct gfx_layer {
    SDL_Texture *texture;
    int w, h;       /* pixels */
    char stamp[40]; /* language, symbols and text scale it was drawn with: a change redraws it */
} gfx_layer;

/* Makes the layer the render target, sized for the current output (at most
 * GFX_LAYER_MAX_SIDE or the renderer's largest texture on its longer side,
 * the canvas's shape kept: gfx_layer_draw scales it up); draw in
 * logical coordinates until gfx_layer_end. False (nothing to do) if the
 * renderer cannot draw into textures, or the output is degenerate (below a
 * twelfth of the canvas): then draw straight to the screen. */
bool gfx_layer_begin(gfx *canvas, gfx_layer *layer);
void gfx_layer_end(gfx *canvas);
/* True when the layer exists at the current output size, language and symbols. */
bool gfx_layer_fits(gfx *canvas, const gfx_layer *layer);
void gfx_layer_draw(gfx *canvas, const gfx_layer *layer);
/* Part of the layer (logical coordinates) scaled into dst: a smaller picture of it. */
void gfx_layer_draw_part(gfx *canvas, const gfx_layer *layer, const SDL_FRect *part,
                         const SDL_FRect *dst);
void gfx_layer_free(gfx_layer *layer);

#endif
