/* The board and farmyards drawn (board_draw.c, farmyard_draw.c). */
#ifndef VILLAGE_SCENES_GAME_BOARD_DRAW_H
#define VILLAGE_SCENES_GAME_BOARD_DRAW_H

#include "scenes/game/choices.h"
#include "scenes/game/game_view.h"

/* board_draw.c, farmyard_draw.c: the table as 'look' shows it; 'game' gives
 * the seats' colours and names */
void board_draw(const part_view *v, const session *game, const table_look *look);
/* Tells the board's words where board_draw puts the bags' counts, so that
 * none grows under one (gfx_labels_keep_clear); before the board is drawn. */
void board_keep_words_clear(gfx *canvas);
/* Where the pile's count box is drawn, clear of the word on the tile's back. */
bool board_pile_count_box(const gfx *canvas, SDL_FRect *box);
/* The rings around the board targets of the chooser's enabled options on
 * the position the animation shows; 'hovered' is the target under the mouse. */
void board_draw_highlights(const part_view *v, const chooser *choice, const anim_view *anim,
                           int hovered);
void farmyards_draw(const part_view *v, const session *game, const table_look *look);
void farmyards_draw_markers(const part_view *v, const session *game, const table_look *look);
void farmyards_draw_boards(const part_view *v, const session *game);

#endif
