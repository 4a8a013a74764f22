/* The scene table the program gives the app: every scene by number, and the
 * question the app asks before the window closes. */
#include "app/app.h"
#include "scenes/common.h"
#include "scenes/game/game.h"

static const scene *const SCENES[SCENE_COUNT] = {
    &SCENE_TITLE_TABLE,       &SCENE_SETUP_TABLE,         &SCENE_GAME_TABLE,
    &SCENE_RESULTS_TABLE,     &SCENE_SETTINGS_TABLE,      &SCENE_RULES_TABLE,
    &SCENE_REVIEW_TABLE,      &SCENE_KEPT_TABLE,          &SCENE_ONLINE_TABLE,
    &SCENE_ONLINE_HOST_TABLE, &SCENE_ONLINE_JOIN_TABLE,   &SCENE_ONLINE_LOBBY_TABLE,
    &SCENE_TURNS_GAMES_TABLE, &SCENE_TURNS_ACCOUNT_TABLE, &SCENE_TURNS_NEW_TABLE};

/* Moves no save holds are not dropped by closing the window unasked. */
static bool hold_quit(app *a)
{
    return game_ask_before_leaving(a, GAME_LEAVE_QUIT);
}

static void start(app *a)
{
    learned_setup_start(&a->shared->learned, a->data_dir);
}

/* After every scene's close: no search reads the set any more. */
static void stop(app *a)
{
    learned_setup_stop(&a->shared->learned);
}

const scene_table *scenes_table(void)
{
    static const scene_table TABLE = {.scenes = SCENES,
                                      .count = SCENE_COUNT,
                                      .first = SCENE_TITLE,
                                      .shared_size = sizeof(scene_shared),
                                      .hold_quit = hold_quit,
                                      .start = start,
                                      .stop = stop,
                                      .entered = scene_say_name,
                                      .updated = scene_say_note};
    return &TABLE;
}

const scene *scene_get(scene_id id)
{
    return SCENES[id];
}
