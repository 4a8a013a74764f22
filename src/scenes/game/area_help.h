/* The tooltip of what the mouse rests on (area_help.c). */
#ifndef VILLAGE_SCENES_GAME_AREA_HELP_H
#define VILLAGE_SCENES_GAME_AREA_HELP_H

#include "scenes/game/game_ui.h"
#include "scenes/rules/rules_book.h"

/* area_help.c: the tooltip of what the mouse rests on (hover.c): the option
 * under it, what it costs and gives or why it is not possible; else the rule
 * of the board area, with its live contents */
void area_help_draw(const part_view *v, const game_ui *g);
/* The rules page that explains what the mouse is on (an option, its board
 * target, or a board area), or RULES_TOPIC_CONTENTS when none does. */
rules_topic area_help_topic(const game_ui *g);
/* An option's tooltip and rules page, for the keyboard's ring (table_focus.c):
 * drawn at the view's mouse point, above the choices when 'in_panel'. */
void area_help_draw_option(const part_view *v, const game_ui *g, int option, bool in_panel);
rules_topic area_help_option_topic(const game_ui *g, int option);

#endif
