/* Drawing a rules page: its blocks laid out on the page grid
 * (rules_blocks.c), with the pen's helpers (rules_pen.h). */
#ifndef VILLAGE_SCENES_RULES_DRAW_H
#define VILLAGE_SCENES_RULES_DRAW_H

#include "scenes/rules/rules_pages.h"
#include "scenes/rules/rules_pen.h"

/* The page's content area on the canvas; the grid divides it. */
extern const SDL_FRect RULES_CONTENT;

SDL_FRect rules_block_rect(const rules_block *b);
void rules_draw_blocks(rules_pen *p, const rules_page *page);

#endif
