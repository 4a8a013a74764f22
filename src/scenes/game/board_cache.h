/* The board, farmyards and panel frames as last drawn (board_cache.c). */
#ifndef VILLAGE_SCENES_GAME_BOARD_CACHE_H
#define VILLAGE_SCENES_GAME_BOARD_CACHE_H

#include "scenes/game/game_view.h"

/* The board, farmyards and panel frames as last drawn (board_cache.c). */
typedef struct board_cache {
    gfx_layer background; /* table, board, farmyards, panel frames: drawn once */
    gfx_layer layer;      /* the background with every piece on it */
    village_state view;
    bool hidden[VILLAGE_MAX_PLAYERS][VILLAGE_MEMBERS_PER_PLAYER];
    bool bag_open, symbols, valid;
    char language[8];
    float ui_scale; /* the board's printed words grow with it (gfx_labels_fit) */
} board_cache;

/* The board as last drawn, redrawn when what the animation shows changed
 * (anim: the position shown; game: the seats' colours and names); 'cache'
 * is the one part it writes. */
void board_cache_draw(const part_view *v, board_cache *cache, const session *game,
                      const anim_view *anim);
void board_cache_forget(board_cache *cache);

#endif
