/* The program's tools: the selftest and the frame benchmark. They run the
 * real app with its scene table and play through the public game API
 * (scenes/game/game.h, session/session.h) like a player would. Each
 * returns the process exit status. */
#ifndef VILLAGE_TOOLS_TOOLS_H
#define VILLAGE_TOOLS_TOOLS_H

#include <stdbool.h>

/* --selftest: every asset loads, every scene draws once offscreen. */
int tools_selftest(void);
/* --bench-frames N: frame times of a busy game, in a window of width x
 * height (0: the bench's own) at a text and panel size in percent. */
int tools_bench(int frames, int width, int height, int text_size);
/* --bench-review SAVE: the Review screen's analysis of a saved game, its
 * time and the frame times while it runs. */
int tools_bench_review(const char *save_path);
/* --bench-ai N: wall time of N AI decisions in a game animating in real time. */
int tools_bench_ai(int decisions);
/* --bench-net N: N network moves each way, from leaving the other computer
 * to the frame that shows them, through the real scene and loop. */
int tools_bench_net(int moves);
struct timespec;
/* --bench-start: start-up time (from process_start) and peak memory. */
int tools_bench_start(const struct timespec *process_start);

struct app;
/* --review SAVE: opens the saved game on the Review screen of the app about
 * to run; false (said on stderr) when the save cannot be read. */
bool tools_open_review(struct app *a, const char *save_path);

/* --screenshots DIR: every scene at every common size and language as PNGs. */
int tools_screenshots(const char *dir);

#endif
