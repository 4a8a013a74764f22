/* The rules pages as data: each page is a title, the rule ids it explains and
 * blocks placed on a 12 x 8 grid — a short paragraph, a strip of pictures
 * with its caption, or one of the drawn diagrams. Every word is a catalogue
 * key ("rules.<topic>.<name>"); only numerals and signs are written here. */
#ifndef VILLAGE_SCENES_RULES_PAGES_H
#define VILLAGE_SCENES_RULES_PAGES_H

#include "scenes/rules/rules_book.h"

enum { RULES_GRID_COLS = 12, RULES_GRID_ROWS = 8, RULES_STRIP_TOKENS = 16, RULES_PAGE_BLOCKS = 8 };

typedef enum rules_token_kind {
    TOKEN_END,
    TOKEN_SPRITE,     /* an atlas sprite */
    TOKEN_ARROW,      /* "becomes", "goes to" */
    TOKEN_BACK_ARROW, /* "moves left" */
    TOKEN_SIGN,       /* a numeral or sign: "2", "+", "=" */
    TOKEN_WORD,       /* a catalogue word in a small label: "or", "farmyard" */
    TOKEN_CUBE,       /* an influence cube, with its colour-blind symbol when that is on */
} rules_token_kind;

typedef struct rules_token {
    rules_token_kind kind;
    const char *text; /* sprite name, sign or catalogue key */
    float scale;      /* sprites: 1 is the size on the board */
    int cube;         /* TOKEN_CUBE: the colour, 0 brown … 4 black (gfx_cube_sprite) */
} rules_token;

typedef enum rules_block_kind {
    BLOCK_NONE,
    BLOCK_TEXT,    /* a paragraph */
    BLOCK_STRIP,   /* pictures on the left, a caption on the right */
    BLOCK_DIAGRAM, /* drawn by rules_diagrams.c */
} rules_block_kind;

typedef enum rules_diagram {
    DIAGRAM_SPACES,   /* the seven action spaces with their cubes */
    DIAGRAM_LIFETIME, /* a marker passing the bridge, a death, the chronicle */
    DIAGRAM_MARKET,   /* stalls, waiting customers moving up */
    DIAGRAM_TRAVEL,   /* a trip from the village to a city */
    DIAGRAM_COUNCIL,  /* the four stages with their time and privileges */
    DIAGRAM_CHURCH,   /* the bag, the four windows and the grain to move left */
    DIAGRAM_CHRONICLE /* the five chronicle areas and the graves */
} rules_diagram;

typedef struct rules_block {
    rules_block_kind kind;
    int col, row, cols, rows; /* on the page grid */
    const char *key;          /* paragraph, or a strip's caption */
    int picture_cols;         /* strip: columns of pictures, the caption gets the rest */
    rules_token tokens[RULES_STRIP_TOKENS];
    rules_diagram diagram;
} rules_block;

typedef struct rules_page {
    rules_topic topic;
    const char *id;       /* "market": keys are rules.market.* */
    const char *icon;     /* the topic's picture on the contents page */
    const char *rule_ids; /* the docs/rules.md ids it explains, for developers; not shown */
    rules_block blocks[RULES_PAGE_BLOCKS];
} rules_page;

const rules_page *rules_page_get(rules_topic t);

#endif
