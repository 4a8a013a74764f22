/* --bench-frames N: a busy game (four AI seats mid-game, animations, a moving
 * mouse with tooltips, the autosave after every move) drawn N times with the
 * software renderer; prints the frame-time percentiles and the peak memory.
 * The AI thinks on its worker thread, so the frames measure what the person
 * would feel. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "app/app.h"
#include "app/options.h"
#include "app/paths.h"
#include "scenes/game/game.h"
#include "session/session.h"
#include "scenes/scene.h"
#include "tools/bench_game.h"
#include "platform/system.h"
#include "tools/tools.h"

/* Milliseconds of CPU used by this (the main) thread: unlike the wall clock,
 * it does not count time the machine gave to other processes. */
static double thread_cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

static int compare_doubles(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* Every move of a game is autosaved, and a frame that waits for the disk is
 * a frame the person feels: the bench plays in a preferences folder of its
 * own, "bench" inside the person's (the same disk as their saves; their
 * files are left alone), which the app then takes as its folder. */
static bool use_bench_folder(char *folder, size_t size)
{
    char pref[1024], why[256];
    if (!paths_pref_dir(pref, sizeof pref, why, sizeof why)) {
        fprintf(stderr, "village bench: %s\n", why);
        return false;
    }
    snprintf(folder, size, "%sbench", pref);
    return SDL_setenv("VILLAGE_PREF_DIR", folder, 1) == 0;
}

int tools_bench(int frames, int width, int height, int text_size)
{
    app_prefer_headless_drivers();
    char folder[1100];
    if (!use_bench_folder(folder, sizeof folder))
        return 1;
    app a;
    /* A fresh folder has no settings: the defaults, in English, as before. */
    app_options o = {.software = true,
                     .hidden = true,
                     .width = width,
                     .height = height,
                     .language = "en",
                     .scenes = scenes_table()};
    if (!app_init(&a, &o)) {
        app_shutdown(&a);
        return 1;
    }
    /* Set on every run: the bench folder keeps the last run's settings. */
    if (!app_set_ui_scale(&a, text_size)) {
        fprintf(stderr, "village bench: a %dx%d window offers no %d %% text size\n", width, height,
                text_size);
        app_shutdown(&a);
        return 2;
    }
    if (!bench_open_game(&a, VILLAGE_AI_MEDIUM, 2024, 12345, true)) {
        app_shutdown(&a);
        return 1;
    }
    if (!app_may_write_prefs(&a))
        fprintf(stderr, "village bench: %s is not writable: the frames include no autosave\n",
                folder);
    size_t moves_before = game_session(&a) ? session_move_count(game_session(&a)) : 0;
    double *ms = malloc(sizeof *ms * (size_t)frames);
    double *cpu = malloc(sizeof *cpu * (size_t)frames);
    double *move_ms = malloc(sizeof *move_ms * (size_t)frames);
    if (!ms || !cpu || !move_ms)
        return 1;
    double freq = (double)SDL_GetPerformanceFrequency();
    int move_frames = 0;
    size_t moves = moves_before;
    for (int i = 0; i < frames; i++) {
        bench_move_mouse(&a, i);
        Uint64 start = SDL_GetPerformanceCounter();
        double cpu_start = thread_cpu_ms();
        app_step(&a, 1.0 / 60.0);
        ms[i] = (double)(SDL_GetPerformanceCounter() - start) * 1000.0 / freq;
        cpu[i] = thread_cpu_ms() - cpu_start;
        size_t now = game_session(&a) ? session_move_count(game_session(&a)) : 0;
        if (now != moves) /* this frame played a move, and so autosaved it */
            move_ms[move_frames++] = ms[i];
        moves = now;
    }
    /* The first frame fits the board's words to the text size and draws the
     * board's layer; the frames after copy the layer until a move lands. */
    double first_ms = ms[0], first_cpu = cpu[0];
    qsort(ms, (size_t)frames, sizeof *ms, compare_doubles);
    qsort(cpu, (size_t)frames, sizeof *cpu, compare_doubles);
    qsort(move_ms, (size_t)move_frames, sizeof *move_ms, compare_doubles);
    double peak_mb = platform_peak_memory_mb();
    int out_w, out_h;
    SDL_GetRendererOutputSize(a.gfx.renderer, &out_w, &out_h);
    printf("village bench: %d frames at %dx%d, text size %d %% (software renderer), moves in game "
           "%zu\n",
           frames, out_w, out_h, text_size, moves);
    printf("moves played during the frames %zu, each autosaved in %s\n", moves - moves_before,
           app_may_write_prefs(&a) ? folder : "(nothing: folder not writable)");
    if (move_frames > 0) /* the autosave's own cost, apart from the other frames */
        printf("frames that played a move: %d, wall p50 %.2f ms, max %.2f ms\n", move_frames,
               move_ms[move_frames / 2], move_ms[move_frames - 1]);
    int p99 = (int)((double)frames * 0.99);
    printf("frame time p50 %.2f ms, p99 %.2f ms, max %.2f ms (wall clock)\n", ms[frames / 2],
           ms[p99], ms[frames - 1]);
    printf("first frame (words fitted, board drawn) wall %.2f ms, CPU %.2f ms\n", first_ms,
           first_cpu);
    printf("main-thread CPU per frame p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", cpu[frames / 2],
           cpu[p99], cpu[frames - 1]);
    double load;
    if (platform_load_average(&load)) /* Windows has none */
        printf("machine load average %.2f on %d cores (other processes stretch the wall clock)\n",
               load, SDL_GetCPUCount());
    if (peak_mb >= 0.0)
        printf("peak memory %.1f MB\n", peak_mb);
    else
        printf("peak memory n/a\n");
    free(ms);
    free(cpu);
    free(move_ms);
    app_shutdown(&a);
    return 0;
}
