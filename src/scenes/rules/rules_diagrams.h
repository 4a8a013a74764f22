/* The rules pages' diagrams (rules_diagrams.c), drawn with the pen into a
 * block's box. */
#ifndef VILLAGE_SCENES_RULES_DIAGRAMS_H
#define VILLAGE_SCENES_RULES_DIAGRAMS_H

#include "scenes/rules/rules_pages.h"
#include "scenes/rules/rules_pen.h"

void rules_draw_diagram(rules_pen *p, rules_diagram d, const SDL_FRect *r);

#endif
