/* The words and numbers of the board and farmyard pictures, and the words of
 * a few sprites. The art carries none (so every language and every window
 * size gets crisp text): the art
 * pipeline writes assets/gfx/labels.txt, where each label sits, and the game
 * sets them from the language catalogue at the output's real pixel size.
 * The same file marks the small cubes of printed costs, which get their
 * colour-blind symbols at run time. */
#ifndef VILLAGE_RENDER_LABELS_H
#define VILLAGE_RENDER_LABELS_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#include "render/text.h"

enum { LABEL_LAYERS_MAX = 8, LABEL_TEXT_MAX = 96 };

typedef struct art_label_layer {
    char name[16]; /* "board" for board@Nx.png, "farmyard" for farmyard.<colour>@Nx.png */
    float w, h;    /* the picture's logical size: label positions are in these units */
    /* A sprite's words ("start.next"): set only where the piece is drawn large
     * enough for them to fit at a legible size, left out on a smaller piece. */
    bool piece;
} art_label_layer;

typedef struct art_label {
    int layer;
    float x, baseline; /* x is the left, centre or right edge by align */
    float box;         /* the widest the text may be */
    float size;        /* logical pixels */
    text_align align;
    font_role role;
    SDL_Color colour, halo;
    bool has_halo;
    /* "@catalogue.key" (optionally "@key:argument" for {1}) or a language-free literal */
    char text[LABEL_TEXT_MAX];
    /* How far it grows with the text and panel size (label_fit.c): up to
     * the size's factor, less where it would run over a cube or a word; 0
     * until fitted, which is 1. */
    float grow;
} art_label;

enum { LABEL_CUBE_ROAD = 5, LABEL_KEEP_CLEAR_MAX = 8 };

typedef struct art_label_cube {
    int layer;
    float x, y, size;
    int colour; /* 0 brown, 1 pink, 2 orange, 3 green, 4 black (the rules' order),
                 * LABEL_CUBE_ROAD: the colour of whichever road is taken */
} art_label_cube;

/* An icon printed in the picture (a cost's grain, a score's laurel), the
 * box its drawing fills in the picture's units: no word grows over it
 * (label_fit.c). */
typedef struct art_label_icon {
    int layer;
    SDL_FRect box;
} art_label_icon;

typedef struct art_labels {
    art_label_layer layers[LABEL_LAYERS_MAX];
    int layer_count;
    art_label *items;
    int count;
    art_label_cube *cubes;
    int cube_count;
    art_label_icon *icons;
    int icon_count;
    /* What the labels' grow was fitted for (label_fit.c): the text and panel
     * size, the text's output scale and the language. */
    bool fitted;
    float fitted_ui_scale, fitted_text_scale;
    /* What a scene draws over a picture's words (a bag's count), in the
     * picture's units: no word grows into it (gfx_labels_keep_clear). */
    SDL_FRect keep_clear[LABEL_KEEP_CLEAR_MAX];
    int keep_clear_layer[LABEL_KEEP_CLEAR_MAX];
    int keep_clear_count;
    char fitted_language[8];
    const void *fitted_catalogue;
} art_labels;

/* Looks a catalogue key up; returns the key itself when it is missing. */
typedef const char *(*art_label_lookup)(const void *catalogue, const char *key);

/* The largest labels file read (the shipped one is about 20 kB), and its
 * longest line. */
enum { LABELS_MAX_BYTES = 1 << 20, LABELS_LINE_MAX = 511 };
/* Reads the file at path (a regular file only); false with why in err,
 * nothing kept. */
bool labels_load(art_labels *l, const char *path, char *err, size_t size);
/* The same from the file's text, without I/O (its fuzz target); name names
 * it in err. */
bool labels_from_text(art_labels *l, const char *text, const char *name, char *err, size_t size);
void labels_free(art_labels *l);
/* The layer whose labels belong to a picture ("farmyard.red" → "farmyard"), or -1. */
int labels_layer_for(const art_labels *l, const char *picture);
/* The label's words in the catalogue's language ({1} filled from "@key:argument"). */
const char *label_words(const art_label *lb, art_label_lookup lookup, const void *catalogue,
                        char *out, size_t size);

#endif
