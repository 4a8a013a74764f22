/* Lays a rules page's blocks out on the grid: paragraphs, picture strips
 * with captions, and diagrams (rules_diagrams.c). */
#include <stdio.h>

#include "scenes/rules/rules_diagrams.h"
#include "scenes/rules/rules_draw.h"

const SDL_FRect RULES_CONTENT = {180, 140, 1560, 760};

enum { STRIP_GAP = 10, STRIP_PAD = 16 };
static const float STRIP_ZOOM = 1.4f, CAPTION_SIZE = 23, PARAGRAPH_SIZE = 24, WORD_SIZE = 18,
                   SIGN_SIZE = 26;

SDL_FRect rules_block_rect(const rules_block *b)
{
    float cw = RULES_CONTENT.w / RULES_GRID_COLS, rh = RULES_CONTENT.h / RULES_GRID_ROWS;
    return (SDL_FRect){RULES_CONTENT.x + b->col * cw, RULES_CONTENT.y + b->row * rh, b->cols * cw,
                       b->rows * rh};
}

/* Pictures in a strip are drawn larger than on the board, as large as the
 * strip's height allows. */
/* The sprite a picture token shows: a cube's goes through gfx_cube_sprite. */
static const char *token_sprite(rules_pen *p, const rules_token *t)
{
    return t->kind == TOKEN_CUBE ? gfx_cube_sprite(&p->a->gfx, t->cube) : t->text;
}

static float sprite_scale(rules_pen *p, const rules_token *t, float max_h)
{
    const sprite *s = gfx_sprite(&p->a->gfx, token_sprite(p, t));
    float scale = t->scale * STRIP_ZOOM;
    return s && s->h * scale > max_h ? max_h / s->h : scale;
}

/* The width a token takes in a strip. */
static float token_width(rules_pen *p, const rules_token *t, float max_h)
{
    gfx *canvas = &p->a->gfx;
    switch (t->kind) {
    case TOKEN_SPRITE:
    case TOKEN_CUBE: {
        const sprite *s = gfx_sprite(canvas, token_sprite(p, t));
        return s ? s->w * sprite_scale(p, t, max_h) : 0;
    }
    case TOKEN_ARROW:
    case TOKEN_BACK_ARROW:
        return 36;
    case TOKEN_SIGN:
        return gfx_text_width(canvas, FONT_BOLD, SIGN_SIZE, t->text) + 10;
    case TOKEN_WORD:
        return gfx_text_width(canvas, FONT_BOLD, WORD_SIZE, TR(&p->a->i18n, t->text)) + 30;
    case TOKEN_END:
        break;
    }
    return 0;
}

static void draw_token(rules_pen *p, const rules_token *t, float x, float w, float cy, float max_h)
{
    gfx *canvas = &p->a->gfx;
    SDL_FRect cell = {x, cy - 22, w, 44};
    switch (t->kind) {
    case TOKEN_SPRITE:
    case TOKEN_CUBE:
        gfx_draw_centered(canvas, token_sprite(p, t), x + w / 2, cy, sprite_scale(p, t, max_h));
        break;
    case TOKEN_ARROW:
        rules_arrow(p, x + 2, cy, x + w - 2, cy);
        break;
    case TOKEN_BACK_ARROW:
        rules_arrow(p, x + w - 2, cy, x + 2, cy);
        break;
    case TOKEN_SIGN:
        rules_sign(p, t->text, &cell, SIGN_SIZE, COLOUR_INK);
        break;
    case TOKEN_WORD: {
        SDL_FRect tag = {x, cy - 19, w, 38};
        rules_box(p, &tag, COLOUR_PARCHMENT);
        SDL_FRect inner = {x + 10, tag.y, w - 20, tag.h};
        rules_label(p, t->text, &inner, FONT_BOLD, WORD_SIZE, COLOUR_INK, ALIGN_CENTER);
        break;
    }
    case TOKEN_END:
        break;
    }
}

static void draw_strip(rules_pen *p, const rules_block *b, const SDL_FRect *r)
{
    float cw = RULES_CONTENT.w / RULES_GRID_COLS;
    SDL_FRect pictures = {r->x, r->y + 4, b->picture_cols * cw - 20, r->h - 8};
    rules_box(p, &pictures, COLOUR_PARCHMENT_LIGHT);
    float widths[RULES_STRIP_TOKENS], total = 0;
    int n = 0;
    while (n < RULES_STRIP_TOKENS && b->tokens[n].kind != TOKEN_END) {
        widths[n] = token_width(p, &b->tokens[n], pictures.h - 12);
        total += widths[n] + (n > 0 ? STRIP_GAP : 0);
        n++;
    }
    if (total > pictures.w - 2 * STRIP_PAD && p->log->too_wide++ == 0)
        snprintf(p->log->first_too_wide, sizeof p->log->first_too_wide, "%s", b->key);
    float x = pictures.x + STRIP_PAD, cy = pictures.y + pictures.h / 2;
    for (int i = 0; i < n; i++) {
        draw_token(p, &b->tokens[i], x, widths[i], cy, pictures.h - 12);
        x += widths[i] + STRIP_GAP;
    }
    SDL_FRect caption = {pictures.x + pictures.w + 24, pictures.y,
                         r->x + r->w - (pictures.x + pictures.w + 24), pictures.h};
    rules_paragraph(p, b->key, &caption, CAPTION_SIZE, true);
}

void rules_draw_blocks(rules_pen *p, const rules_page *page)
{
    for (int i = 0; i < RULES_PAGE_BLOCKS && page->blocks[i].kind != BLOCK_NONE; i++) {
        const rules_block *b = &page->blocks[i];
        SDL_FRect r = rules_block_rect(b);
        if (b->kind == BLOCK_TEXT) {
            SDL_FRect inner = {r.x, r.y + 6, r.w, r.h - 12};
            rules_paragraph(p, b->key, &inner, PARAGRAPH_SIZE, true);
        } else if (b->kind == BLOCK_STRIP) {
            draw_strip(p, b, &r);
        } else {
            rules_draw_diagram(p, b->diagram, &r);
        }
    }
}
