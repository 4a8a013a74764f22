/* Command line: village [--version] [--window WxH] [--language CODE] [--review SAVE]
 * [--selftest] [--bench-frames N [--text-size PERCENT]] [--bench-review SAVE]
 * [--screenshots DIR] [--software] [--help] */
#ifndef VILLAGE_APP_OPTIONS_H
#define VILLAGE_APP_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

typedef struct command_line {
    bool version, help, selftest, software;
    int window_w, window_h; /* --window WxH; 0: the screen decides */
    const char *language;   /* --language: this run's language, not saved; NULL: the settings' */
    int bench_frames;       /* 0: no benchmark */
    int text_size;          /* --text-size: the frame bench's text and panel size; 0: 100 */
    int bench_ai;           /* AI decisions to time; 0: none */
    int bench_net;          /* network moves to time each way; 0: none */
    bool bench_start;
    const char *screenshots_dir; /* NULL: no screenshots */
    const char *review;          /* a save to open on the Review screen; NULL: the title */
    const char *bench_review;    /* a save to review, timing the frames meanwhile; NULL: none */
} command_line;

bool options_parse(int argc, char **argv, command_line *o, char *err, size_t size);
void options_usage(void);

/* Headless runs (selftest, bench, tests) draw offscreen, play no sound and
 * leave SIGTERM and SIGINT to end the process. */
void app_prefer_headless_drivers(void);

#endif
