/* What the game's benchmarks share: a 4-player game of AI seats played on
 * to round 4 by random legal moves (fixed seeds, so builds compare), and a
 * mouse that keeps moving over the table so hover and tooltips cost too. */
#include <stdio.h>

#include "app/app.h"
#include "scenes/game/game.h"
#include "session/session.h"
#include "scenes/scene.h"
#include "testkit_rng.h"
#include "tools/bench_game.h"

static void advance(session *s, uint32_t move_seed, bool avoid_skips)
{
    const village_state *st = session_state(s);
    testkit_rng rng;
    testkit_rng_seed(&rng, move_seed);
    village_move moves[VILLAGE_MAX_MOVES];
    while (st->round < 4 && st->phase != VILLAGE_PHASE_GAME_OVER) {
        int n = village_legal_moves(st, moves);
        int pick = (int)testkit_rng_below(&rng, (uint32_t)n);
        if (avoid_skips && moves[pick].kind == VILLAGE_MOVE_SKIP && n > 1)
            pick = (pick + 1) % n; /* doing things fills the board */
        if (!session_apply(s, &moves[pick], NULL))
            break;
    }
}

bool bench_open_game(app *a, int level, uint64_t game_seed, uint32_t move_seed, bool avoid_skips)
{
    static const char *const names[4] = {"Adelheid", "Bertram", "Cunegonde", "Dietrich"};
    village_seat seats[VILLAGE_MAX_PLAYERS];
    for (int i = 0; i < 4; i++) {
        seats[i] = (village_seat){"", VILLAGE_SEAT_AI, (uint8_t)level, (uint8_t)i};
        snprintf(seats[i].name, sizeof seats[i].name, "%s", names[i]);
    }
    session *s = session_new(4, game_seed, 0, seats);
    if (!s) {
        fprintf(stderr, "village bench: cannot set up the game\n");
        return false;
    }
    advance(s, move_seed, avoid_skips);
    game_open_session(game_opener_of(a), s);
    app_switch(a, SCENE_GAME);
    return true;
}

void bench_move_mouse(app *a, int frame)
{
    int wx, wy;
    float t = (float)(frame % 600) / 600.0f;
    app_logical_to_window(a, 100 + t * 1700, 200 + (float)(frame % 97) * 7, &wx, &wy);
    SDL_Event e = {.type = SDL_MOUSEMOTION};
    e.motion.windowID = SDL_GetWindowID(a->window);
    e.motion.x = wx;
    e.motion.y = wy;
    SDL_PushEvent(&e);
}
