/* --bench-review SAVE: the Review screen on a saved game, as a player would
 * open it (any review the save holds is dropped first, so the analysis
 * runs), with the mouse moving over the chart and frames paced at 60 a
 * second while the worker thread analyses. Prints how long the review took
 * (wall clock and the process's CPU time, which a loaded machine does not
 * stretch) and the frame times meanwhile: the table must stay responsive.
 * --review SAVE opens a save on the same screen for a person. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "app/app.h"
#include "app/options.h"
#include "scenes/game/game.h"
#include "session/session.h"
#include "scenes/scene.h"
#include "platform/system.h"
#include "tools/tools.h"

enum { MAX_FRAMES = 200000 };

static double clock_ms(clockid_t which)
{
    struct timespec t;
    clock_gettime(which, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

static int compare_doubles(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static void hover_chart(app *a, int frame)
{
    int wx, wy;
    float t = (float)(frame % 300) / 300.0f;
    app_logical_to_window(a, 120 + t * 1200, 760 + (float)(frame % 41) * 5, &wx, &wy);
    SDL_Event e = {.type = SDL_MOUSEMOTION};
    e.motion.windowID = SDL_GetWindowID(a->window);
    e.motion.x = wx;
    e.motion.y = wy;
    SDL_PushEvent(&e);
}

static bool open_review(app *a, const char *path)
{
    char err[512];
    session *s = session_load(path, err, sizeof err);
    if (!s) {
        fprintf(stderr, "village bench: cannot load %s: %s\n", path, err);
        return false;
    }
    session_set_review(s, NULL); /* measure the analysis, not the save's copy of it */
    if (session_state(s)->phase != VILLAGE_PHASE_GAME_OVER) {
        fprintf(stderr, "village bench: %s is not a finished game\n", path);
        session_free(s);
        return false;
    }
    if (!game_open_session(game_opener_of(a), s))
        return false;
    app_switch(a, SCENE_REVIEW);
    return true;
}

static void report(app *a, double *ms, double *cpu, int frames, double wall_ms, double cpu_ms,
                   double main_ms)
{
    const village_stored_review *rv = session_review(game_session(a));
    qsort(ms, (size_t)frames, sizeof *ms, compare_doubles);
    qsort(cpu, (size_t)frames, sizeof *cpu, compare_doubles);
    int out_w, out_h;
    SDL_GetRendererOutputSize(a->gfx.renderer, &out_w, &out_h);
    printf("village bench: review of %zu decisions (%s) in %.1f s wall clock, %.1f s CPU "
           "(all threads)\n",
           rv ? rv->count : 0,
           rv && rv->seat >= 0 ? session_player_name(game_session(a), rv->seat) : "every player",
           wall_ms / 1000.0, cpu_ms / 1000.0);
    printf("the analysis thread: %.1f s CPU (all threads but the one drawing)\n",
           (cpu_ms - main_ms) / 1000.0);
    if (frames > 0) {
        int p99 = (int)((double)frames * 0.99);
        printf("%d frames at %dx%d meanwhile (software renderer): wall p50 %.2f ms, p99 %.2f ms, "
               "max %.2f ms\n",
               frames, out_w, out_h, ms[frames / 2], ms[p99], ms[frames - 1]);
        printf("main-thread CPU per frame p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", cpu[frames / 2],
               cpu[p99], cpu[frames - 1]);
    }
    double load;
    if (platform_load_average(&load)) /* Windows has none */
        printf("machine load average %.2f on %d cores\n", load, SDL_GetCPUCount());
}

int tools_bench_review(const char *save_path)
{
    app_prefer_headless_drivers();
    app a;
    app_options o = {.software = true,
                     .hidden = true,
                     .no_settings = true,
                     .width = 1600,
                     .height = 900,
                     .scenes = scenes_table()};
    if (!app_init(&a, &o) || !open_review(&a, save_path)) {
        app_shutdown(&a);
        return 1;
    }
    double *ms = malloc(sizeof *ms * MAX_FRAMES), *cpu = malloc(sizeof *cpu * MAX_FRAMES);
    if (!ms || !cpu)
        return 1;
    double wall0 = clock_ms(CLOCK_MONOTONIC), cpu0 = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
    double main0 = clock_ms(CLOCK_THREAD_CPUTIME_ID);
    double freq = (double)SDL_GetPerformanceFrequency();
    int frames = 0;
    app_step(&a, 1.0 / 60.0); /* enters the scene: the analysis starts */
    while (!session_review(game_session(&a)) && frames < MAX_FRAMES &&
           app_scene(&a) == scene_get(SCENE_REVIEW)) {
        hover_chart(&a, frames);
        Uint64 start = SDL_GetPerformanceCounter();
        double cpu_start = clock_ms(CLOCK_THREAD_CPUTIME_ID);
        app_step(&a, 1.0 / 60.0);
        double took = (double)(SDL_GetPerformanceCounter() - start) * 1000.0 / freq;
        cpu[frames] = clock_ms(CLOCK_THREAD_CPUTIME_ID) - cpu_start;
        ms[frames++] = took;
        if (took < 1000.0 / 60.0)
            SDL_Delay((Uint32)(1000.0 / 60.0 - took));
    }
    report(&a, ms, cpu, frames, clock_ms(CLOCK_MONOTONIC) - wall0,
           clock_ms(CLOCK_PROCESS_CPUTIME_ID) - cpu0, clock_ms(CLOCK_THREAD_CPUTIME_ID) - main0);
    int status = session_review(game_session(&a)) ? 0 : 1;
    free(ms);
    free(cpu);
    app_shutdown(&a);
    return status;
}

bool tools_open_review(app *a, const char *save_path)
{
    char err[700];
    if (!game_open_for_review(game_opener_of(a), save_path, err, sizeof err)) {
        fprintf(stderr, "village: cannot review %s: %s\n", save_path, err);
        return false;
    }
    app_switch(a, SCENE_REVIEW);
    return true;
}
