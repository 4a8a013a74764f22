/* Text drawn with SDL_ttf. Strings are rendered at the output resolution
 * (crisp at any window size) and kept in a small cache of textures, so a
 * frame re-renders only text it has not shown recently. */
#ifndef VILLAGE_RENDER_TEXT_H
#define VILLAGE_RENDER_TEXT_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdint.h>

typedef enum font_role { FONT_BODY, FONT_BOLD, FONT_TITLE, FONT_ITALIC, FONT_ROLES } font_role;

typedef enum text_align { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT } text_align;

typedef struct text_style {
    font_role role;
    float size; /* logical pixels */
    SDL_Color colour;
    float wrap; /* logical width to wrap at, 0 for one line */
} text_style;

/* No text is rendered smaller than TEXT_MIN_PIXELS output pixels: at small
 * windows (1280x720 scales the canvas by 2/3) small print stays legible. */
enum { TEXT_CACHE_SLOTS = 768, TEXT_FONT_SIZES = 48, TEXT_MIN_PIXELS = 11 };

typedef struct text_entry {
    uint64_t hash;
    char *string;
    SDL_Texture *texture;
    float w, h; /* logical */
    uint32_t last_used;
} text_entry;

typedef struct open_font {
    font_role role;
    int pixels;
    TTF_Font *font;
} open_font;

/* A word drawn, as a test reads it back (text_cache's record). */
enum { TEXT_RECORD_MAX = 1024 };
typedef struct text_drawn {
    char words[64]; /* its first bytes */
    font_role role;
    int pixels;    /* the output pixels it landed at, as smallest_drawn counts them */
    SDL_FRect box; /* where its line landed, logical: its width, the font's height */
} text_drawn;
typedef struct text_record {
    text_drawn items[TEXT_RECORD_MAX];
    int count;
} text_record;

typedef struct text_cache {
    char paths[FONT_ROLES][1024];
    open_font fonts[TEXT_FONT_SIZES];
    int font_count;
    text_entry entries[TEXT_CACHE_SLOTS];
    float scale; /* output pixels per logical pixel */
    uint32_t frame;
    /* Output pixel size of the smallest text drawn in this frame so far, and
     * in the last finished frame (INT_MAX: none), so a test can check that
     * small windows keep text legible. */
    int smallest_drawn, smallest_last_frame;
    /* The largest of the interface's words (every face but the titles'), in
     * the same pixels: with the smallest, how far apart a screen's sizes are. */
    int largest_drawn, largest_last_frame;
    /* Strings drawn partly off the canvas in this frame and the last finished
     * one, and one of them, so a test can check that nothing is cut at the edge. */
    int cut_drawn, cut_last_frame;
    char cut_example[96], cut_example_last[96];
    /* When set (a test), every word drawn is added to it, up to its size:
     * a screen's words, their sizes and places, as the player sees them. */
    text_record *record;
} text_cache;

bool text_init(text_cache *t, const char *paths[FONT_ROLES], char *err, size_t size);
void text_free(text_cache *t);
/* Call when the output size changes: cached textures are re-rendered. */
void text_set_scale(text_cache *t, float scale);
/* Logical size of the rendered string. */
void text_measure(text_cache *t, SDL_Renderer *r, const text_style *st, const char *s, float *w,
                  float *h);
/* The output pixel size a logical size is rendered at (never below TEXT_MIN_PIXELS). */
int text_pixels(const text_cache *t, float size);
/* The font's ascent in logical pixels: where a baseline lies below the top edge. */
float text_ascent(text_cache *t, font_role role, float size);
/* The open font of a role at a logical size (NULL if it cannot be opened). */
TTF_Font *text_font(text_cache *t, font_role role, float size);
/* Draws with the top edge at y; x is the left, centre or right edge by align. */
void text_draw(text_cache *t, SDL_Renderer *r, const text_style *st, float x, float y,
               text_align align, const char *s);
void text_end_frame(text_cache *t);

#endif
