/* Scenes: title, table setup, game, results, settings, rules, review, the
 * games kept for review, and the state
 * they share. Each scene is a table of callbacks (app/scene_table.h). */
#ifndef VILLAGE_SCENES_SCENE_H
#define VILLAGE_SCENES_SCENE_H

#include "app/scene_table.h"
#include "scenes/score_history.h"
#include "scenes/table_config.h"

typedef enum scene_id {
    SCENE_TITLE,
    SCENE_SETUP,
    SCENE_GAME,
    SCENE_RESULTS,
    SCENE_SETTINGS,
    SCENE_RULES,
    SCENE_REVIEW,
    SCENE_KEPT, /* "Review a game": the finished games kept for review */
    SCENE_COUNT
} scene_id;

struct game_ui;
struct review_view;

/* Hover and press of the menu buttons, shared by the menu-like scenes. */
typedef struct menu_state {
    int hover;          /* button under the mouse, -1 none */
    int pressed;        /* button held down, -1 none */
    int focus;          /* text field being edited, -1 none */
    char message[1024]; /* long enough for a reason and a file path */
} menu_state;

/* What the scenes keep between frames and share, carried by the app as
 * a->shared without looking inside. */
typedef struct scene_shared {
    menu_state menu;
    table_config table;
    struct game_ui *game; /* the game in progress, or NULL */
    scene_id back;        /* where settings and rules return to */
    /* The results screen's chart and when it opened (results.c). */
    score_history history;
    double results_since;
    struct review_view *review; /* the review scene's state (scenes/review/), or NULL */
    bool replace_asking; /* setup: "your unfinished game…" is on screen (replace_question.c) */
} scene_shared;

/* The table the program hands to app_init. */
const scene_table *scenes_table(void);
const scene *scene_get(scene_id id);

extern const scene SCENE_TITLE_TABLE, SCENE_SETUP_TABLE, SCENE_GAME_TABLE, SCENE_RESULTS_TABLE,
    SCENE_SETTINGS_TABLE, SCENE_RULES_TABLE, SCENE_REVIEW_TABLE, SCENE_KEPT_TABLE;

#endif
