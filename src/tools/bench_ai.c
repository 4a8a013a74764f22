/* --bench-ai N: the game's AI as a player meets it. Four hard seats play a
 * busy mid-game in real time (60 frames a second, animations and a moving
 * mouse with tooltips), the AI thinking by the game's time budget on every
 * core; prints each decision's wall time (p50/p99/max, from the job's start
 * to the frame that finds the answer) and the frame times meanwhile. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "app/app.h"
#include "app/options.h"
#include "scenes/game/game.h"
#include "scenes/game/session.h"
#include "scenes/scene.h"
#include "tools/bench_game.h"
#include "platform/system.h"
#include "tools/tools.h"

enum { FRAME_LIMIT = 60 * 60 * 30 }; /* half an hour of frames: a game that stalls ends the run */

/* Monotonic (as bench_start.c): mingw-w64's C runtime has no timespec_get. */
static double wall_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

static int compare_doubles(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static double percentile(const double *sorted, int n, double p)
{
    return n > 0 ? sorted[(int)((double)(n - 1) * p)] : 0.0;
}

static void report(const char *what, double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, compare_doubles);
    printf("%s: %d, p50 %.3f, p99 %.3f, max %.3f\n", what, n, percentile(v, n, 0.5),
           percentile(v, n, 0.99), n > 0 ? v[n - 1] : 0.0);
}

int tools_bench_ai(int decisions)
{
    app_prefer_headless_drivers();
    app a;
    app_options o = {
        .software = true, .hidden = true, .no_settings = true, .scenes = scenes_table()};
    if (!app_init(&a, &o) || !bench_open_game(&a, VILLAGE_AI_HARD, 1616, 4242, false)) {
        app_shutdown(&a);
        return 1;
    }
    double *think = malloc(sizeof *think * (size_t)decisions);
    double *frame = malloc(sizeof *frame * FRAME_LIMIT);
    if (!think || !frame) {
        free(think);
        free(frame);
        app_shutdown(&a);
        return 1;
    }
    int thought = 0, frames = 0;
    long seen = 0;
    double next = wall_ms();
    while (thought < decisions && frames < FRAME_LIMIT) {
        const session *s = game_session(&a);
        if (!s || session_state(s)->phase == VILLAGE_PHASE_GAME_OVER)
            break;
        bench_move_mouse(&a, frames);
        double start = wall_ms();
        app_step(&a, 1.0 / 60.0);
        frame[frames++] = wall_ms() - start;
        session_ai_timing t;
        session_ai_timing_get(s, &t);
        if (t.decisions != seen) {
            seen = t.decisions;
            if (t.legal_moves > 1)
                think[thought++] = t.seconds;
        }
        /* Real time, as with vsync: the AI's threads and the display share the cores. */
        next += 1000.0 / 60.0;
        double wait = next - wall_ms();
        if (wait > 0)
            SDL_Delay((Uint32)wait);
        else
            next = wall_ms();
    }
    printf("village bench: hard AI seats, time budget, %d cores, %d frames in real time\n",
           SDL_GetCPUCount(), frames);
    report("AI decisions with a choice, wall seconds", think, thought);
    report("frame time, ms", frame, frames);
    double load;
    if (platform_load_average(&load)) /* Windows has none */
        printf("machine load average %.2f (other processes stretch the wall clock)\n", load);
    free(think);
    free(frame);
    app_shutdown(&a);
    return 0;
}
