/* What the mouse rests on (hover.c). */
#ifndef VILLAGE_SCENES_GAME_HOVER_H
#define VILLAGE_SCENES_GAME_HOVER_H

#include "scenes/game/choices.h"
#include "scenes/game/game_view.h"

/* What the mouse rests on (hover.c): a board target, a help area and since when. */
typedef struct hover_state {
    int target;
    char area[48];
    int area_player;
    double since;
    float mouse_x, mouse_y; /* where the mouse was at the last update */
    bool tip_closed;        /* an animation closed the area help */
} hover_state;

/* h is written only here. */
void hover_reset(hover_state *h);
/* What the hover reads: the choice and the position shown, whether the
 * person may act now, and the panels standing over the board (NULL when not
 * shown): the lesson's guide over the lower farmyards, whose help and clicks
 * it hides, and the "since your last turn" summary over the scores. */
typedef struct hover_ground {
    const chooser *choice;
    const anim_view *anim;
    bool can_act;
    const SDL_FRect *guide;
    const SDL_FRect *summary;
} hover_ground;
void hover_update(const part_view *v, hover_state *h, const hover_ground *under);

#endif
