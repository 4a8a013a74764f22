/* Scenes: title, table setup, game, results, settings, rules. Each is a table
 * of callbacks the application loop calls; events arrive in logical canvas
 * coordinates (1920x1080). */
#ifndef VILLAGE_SCENES_SCENE_H
#define VILLAGE_SCENES_SCENE_H

#include <SDL.h>

typedef struct app app;
struct menu;

typedef enum scene_id {
    SCENE_TITLE,
    SCENE_SETUP,
    SCENE_GAME,
    SCENE_RESULTS,
    SCENE_SETTINGS,
    SCENE_RULES,
    SCENE_COUNT
} scene_id;

typedef struct scene {
    void (*enter)(app *a);
    void (*handle_event)(app *a, const SDL_Event *e);
    void (*update)(app *a, double dt);
    void (*draw)(app *a);
    void (*leave)(app *a);
    /* The scene's buttons as drawn now (NULL if it has none): lets tests click them. */
    void (*build_menu)(app *a, struct menu *m);
} scene;

const scene *scene_get(scene_id id);

extern const scene SCENE_TITLE_TABLE, SCENE_SETUP_TABLE, SCENE_GAME_TABLE, SCENE_RESULTS_TABLE,
    SCENE_SETTINGS_TABLE, SCENE_RULES_TABLE;

#endif
