/* What every part of the game scene may read besides its own state (the
 * part view), the scene's sizes and button ids, and what the board drawing
 * shows (table_look). Made from the app by part_view.c; a part that takes
 * it cannot switch scenes, save settings or reach another part. */
#ifndef VILLAGE_SCENES_GAME_PART_VIEW_H
#define VILLAGE_SCENES_GAME_PART_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include "app/app.h"
#include "scenes/scene.h"
#include "session/session.h"
#include "table/table.h"
#include "table/words.h"
#include "village/board.h"
#include "village/village.h"

/* What a drawing or input part of the scene may use besides its own state:
 * the canvas it draws on and measures with (renderer, layout, fonts,
 * sprites), the words, the settings, and the mouse and clock of the moment.
 * game.c makes it from the app for each callback (game_part_view); a part
 * that takes it cannot switch scenes, save settings or reach another part. */
typedef struct part_view {
    gfx *canvas;
    table_words words;
    const settings *settings;
    float mouse_x, mouse_y; /* logical */
    double clock;           /* seconds of fixed updates so far */
    const app_input *input; /* the device in use: the prompts, the keys' or buttons' names */
} part_view;
part_view game_part_view(app *a);
/* The name of an action's key, or its button while a controller is in use,
 * for the sentences that name it (tips, the choice's "Esc to go back"). */
const char *game_action_words(const part_view *v, app_action action);

enum {
    STEP_MAX = TABLE_STEP_MAX,
    STEP_KEY_MAX = TABLE_KEY_MAX,
    FLIGHTS_MAX = 48,
    OPTIONS_MAX = 64,
    DETAIL_MAX = TABLE_DETAIL_MAX, /* an option's hover text (table/words.h) */
    NOTICES_MAX = 4,
    NOTICE_MAX = 240,
    HINT_LINE_MAX = 320,
    LESSON_LINE_MAX = 400,
};

/* game_ui.last_human when the table was left (hot seat: the next person claims it). */
enum { TABLE_LEFT = -2 };

/* What the board and farmyard drawing shows: a position, with the
 * animation's in-between details (game_view.c's view_look) or none (a
 * position drawn as it stands, game_draw_table). */
typedef struct table_look {
    const village_state *state;
    const bool (*member_hidden)[VILLAGE_MEMBERS_PER_PLAYER]; /* NULL: none hidden */
    bool black_bag_open;
    int time_player;  /* whose lifetime marker is between spaces, -1 none */
    float time_space; /* where it is then */
} table_look;

/* The table's buttons (game.c's menu; the panels place them). */
enum {
    GAME_BUTTON_UNDO,
    GAME_BUTTON_RULES,
    GAME_BUTTON_SETTINGS,
    GAME_BUTTON_MENU,
    GAME_BUTTON_RESULTS,
    GAME_BUTTON_HANDOFF,
    GAME_BUTTON_HINT,
    GAME_BUTTON_LESSON_NEXT,
    GAME_BUTTON_LESSON_FINISH,
    GAME_BUTTON_LESSON_AGAIN,
    GAME_BUTTON_LESSON_RULES,
    GAME_BUTTON_STAND_IN /* + chair: net_table_buttons */
};

#endif
