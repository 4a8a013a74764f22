/* --bench-start: how long the game takes from main() to its first full title
 * frame on screen, and its peak memory then and after a board is shown, at
 * 1920x1080 with the renderer the player would get. Prints numbers; what is
 * fast enough is judged by a person reading them, not by a timed test. */
#include <stdio.h>
#include <time.h>

#include "app/app.h"
#include "app/options.h"
#include "scenes/game/game.h"
#include "session/session.h"
#include "scenes/scene.h"
#include "platform/clock.h"
#include "platform/system.h"
#include "tools/tools.h"
#include "village/ai.h"

static double ms_since(const struct timespec *start)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - start->tv_sec) * 1000.0 +
           (double)(now.tv_nsec - start->tv_nsec) / 1e6;
}

static bool show_a_board(app *a)
{
    village_seat seats[VILLAGE_MAX_PLAYERS];
    for (int i = 0; i < 4; i++) {
        seats[i] = (village_seat){"", VILLAGE_SEAT_AI, VILLAGE_AI_EASY, (uint8_t)i};
        snprintf(seats[i].name, sizeof seats[i].name, "AI %d", i + 1);
    }
    session *s = session_new(4, 2024, 0, seats);
    if (!s) {
        fprintf(stderr, "village bench: cannot set up the game\n");
        return false;
    }
    game_open_session(game_opener_of(a), s);
    app_switch(a, SCENE_GAME);
    for (int i = 0; i < 120; i++) /* two seconds of play: the AIs move, pieces fly */
        app_step(a, 1.0 / 60.0);
    return true;
}

int tools_bench_start(const struct timespec *process_start)
{
    app a;
    app_options o = {.hidden = true,
                     .no_settings = true,
                     .width = 1920,
                     .height = 1080,
                     .scenes = scenes_table()};
    if (!app_init(&a, &o)) {
        app_shutdown(&a);
        return 1;
    }
    app_step(&a, 1.0 / 60.0); /* the first title frame, presented */
    app_mark_start(&a, "the first title frame");
    double title_ms = ms_since(process_start);
    struct timespec cpu;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
    double title_cpu_ms = (double)cpu.tv_sec * 1000.0 + (double)cpu.tv_nsec / 1e6;
    double title_mb = platform_peak_memory_mb();
    int w, h;
    SDL_GetRendererOutputSize(a.gfx.renderer, &w, &h);
    SDL_RendererInfo info;
    SDL_GetRendererInfo(a.gfx.renderer, &info);
    printf("village bench-start: %dx%d, %s renderer\n", w, h, info.name);
    printf("start to first title frame: %.0f ms (wall clock), %.0f ms of CPU\n", title_ms,
           title_cpu_ms);
    printf("peak memory at the title: %.1f MB\n", title_mb);
    /* Where it went: each phase's wall clock and CPU (every thread). */
    double wall = (double)platform_monotonic_ms() - ms_since(process_start), used = 0;
    for (int i = 0; i < a.start_mark_count; i++) {
        const app_start_mark *m = &a.start_marks[i];
        printf("  %-38s %6.1f ms wall, %6.1f ms CPU\n", m->phase, m->wall_ms - wall,
               m->cpu_ms - used);
        wall = m->wall_ms;
        used = m->cpu_ms;
    }
    bool board = show_a_board(&a);
    if (board)
        printf("peak memory after 2 s of a 4-player board: %.1f MB\n", platform_peak_memory_mb());
    app_shutdown(&a);
    return board ? 0 : 1;
}
