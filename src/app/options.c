/* Reading the game's command line into a command_line (options.h). */
#include "app/options.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "app/settings.h"

bool options_parse(int argc, char **argv, command_line *o, char *err, size_t size)
{
    memset(o, 0, sizeof *o);
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--version") == 0) {
            o->version = true;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            o->help = true;
        } else if (strcmp(arg, "--selftest") == 0) {
            o->selftest = true;
        } else if (strcmp(arg, "--bench-start") == 0) {
            o->bench_start = true;
        } else if (strcmp(arg, "--software") == 0) {
            o->software = true;
        } else if (strcmp(arg, "--window") == 0) {
            int w = 0, h = 0, used = 0;
            if (i + 1 >= argc || sscanf(argv[i + 1], "%dx%d%n", &w, &h, &used) != 2 ||
                argv[i + 1][used] || w < 640 || h < 360 || w > 16384 || h > 16384) {
                snprintf(err, size, "--window needs a size such as 1280x720 (at least 640x360)");
                return false;
            }
            o->window_w = w;
            o->window_h = h;
            i++;
        } else if (strcmp(arg, "--language") == 0) {
            const char *code = i + 1 < argc ? argv[i + 1] : "";
            size_t n = strspn(code, "abcdefghijklmnopqrstuvwxyz");
            if (n < 2 || n > 3 || code[n]) {
                snprintf(err, size, "--language needs a language code: en or es");
                return false;
            }
            o->language = argv[++i];
        } else if (strcmp(arg, "--bench-frames") == 0 && i + 1 < argc) {
            char *end;
            long n = strtol(argv[++i], &end, 10);
            if (*end || n <= 0 || n > 1000000) {
                snprintf(err, size, "--bench-frames needs a number of frames (1..1000000)");
                return false;
            }
            o->bench_frames = (int)n;
        } else if (strcmp(arg, "--text-size") == 0) {
            char *end = NULL;
            long n = i + 1 < argc ? strtol(argv[i + 1], &end, 10) : 0;
            bool offered = false;
            for (int k = 0; k < SETTINGS_UI_SCALE_COUNT; k++)
                offered = offered || n == SETTINGS_UI_SCALES[k];
            if (!end || *end || !offered) {
                snprintf(err, size,
                         "--text-size needs a size Settings offers: 100, 115, 130 or 150");
                return false;
            }
            o->text_size = (int)n;
            i++;
        } else if (strcmp(arg, "--bench-ai") == 0 && i + 1 < argc) {
            char *end;
            long n = strtol(argv[++i], &end, 10);
            if (*end || n <= 0 || n > 100000) {
                snprintf(err, size, "--bench-ai needs a number of AI decisions (1..100000)");
                return false;
            }
            o->bench_ai = (int)n;
        } else if (strcmp(arg, "--bench-net") == 0 && i + 1 < argc) {
            char *end;
            long n = strtol(argv[++i], &end, 10);
            if (*end || n <= 0 || n > 4000) {
                snprintf(err, size, "--bench-net needs a number of moves (1..4000)");
                return false;
            }
            o->bench_net = (int)n;
        } else if (strcmp(arg, "--screenshots") == 0) {
            if (i + 1 >= argc || !argv[i + 1][0]) {
                snprintf(err, size, "--screenshots needs a folder to write the pictures to");
                return false;
            }
            o->screenshots_dir = argv[++i];
        } else if (strcmp(arg, "--review") == 0) {
            if (i + 1 >= argc || !argv[i + 1][0]) {
                snprintf(err, size, "--review needs a saved game to review");
                return false;
            }
            o->review = argv[++i];
        } else if (strcmp(arg, "--bench-review") == 0) {
            if (i + 1 >= argc || !argv[i + 1][0]) {
                snprintf(err, size, "--bench-review needs a saved game to review");
                return false;
            }
            o->bench_review = argv[++i];
        } else if (strncmp(arg, "-psn_", 5) == 0) {
            continue; /* macOS Finder adds a process serial number */
        } else {
            snprintf(err, size, "unknown option '%s' (try --help)", arg);
            return false;
        }
    }
    return true;
}

void options_usage(void)
{
    puts(
        "Usage: village [options]\n"
        "  --version          print the version and exit\n"
        "  --window WxH       open the window at this size (e.g. 1280x720; at least 640x360)\n"
        "  --language CODE    en, es or de: this language for this run; the one chosen in\n"
        "                     Settings is kept and used again next time\n"
        "  --review SAVE      open the Review screen on a saved game (any save; the\n"
        "                     finished review is written into that file)\n"
        "  --selftest         load every asset, draw every scene offscreen, exit 0 if all is well\n"
        "  --bench-frames N   draw N frames of a busy game with the software renderer and\n"
        "                     print frame times (p50/p99) and peak memory; with --window\n"
        "                     at that size, with --text-size 100, 115, 130 or 150\n"
        "                     at that text and panel size\n"
        "  --bench-review SAVE  review the saved game as the Review screen does, and print\n"
        "                     how long it took and the frame times meanwhile\n"
        "  --bench-ai N       time N decisions of hard AI seats in a game animating in\n"
        "                     real time and print their wall time and the frame times\n"
        "  --bench-net N      time N moves each way from another computer (a thread\n"
        "                     here, over 127.0.0.1) to the game's window, and the frames\n"
        "  --bench-start      print the milliseconds from start to the first title frame\n"
        "                     and the peak memory (1920x1080, hidden window)\n"
        "  --screenshots DIR  draw every scene at 1280x720 … 2560x1440 in every language\n"
        "                     and write them as PNG files to DIR\n"
        "  --software         use the software renderer\n"
        "Environment: VILLAGE_DATA_DIR (assets folder), VILLAGE_PREF_DIR (saves and settings;\n"
        "made if missing).\n"
        "The game needs a display (a desktop session, or X11/Wayland). Without one,\n"
        "run it under a virtual X server: xvfb-run -s '-screen 0 1920x1080x24' village");
}

void app_prefer_headless_drivers(void)
{
    /* SDL would turn SIGINT and SIGTERM into a quit event that no tool
     * reads: a headless run stopped by its caller must stop. */
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    if (!getenv("SDL_VIDEODRIVER"))
        SDL_setenv("SDL_VIDEODRIVER", "offscreen", 1);
    if (!getenv("SDL_AUDIODRIVER"))
        SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
}
