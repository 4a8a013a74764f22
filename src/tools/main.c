/* village: the desktop game. Hands the scene table to the app, or runs a
 * tool (selftest, frame benchmark) when asked. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "app/app.h"
#include "app/options.h"
#include "app/desktop.h"
#include "app/memory.h"
#include "platform/system.h"
#include "scenes/scene.h"
#include "tools/tools.h"

int main(int argc, char **argv)
{
    struct timespec process_start;
    clock_gettime(CLOCK_MONOTONIC, &process_start);
    command_line o;
    char err[256];
    app_memory_install(); /* before SDL's first allocation */
    platform_attach_parent_console();
    desktop_prepare_sdl();
    if (!options_parse(argc, argv, &o, err, sizeof err)) {
        fprintf(stderr, "village: %s\n", err);
        return 2;
    }
    if (o.version) {
        printf("village %s\n", VILLAGE_VERSION);
        return 0;
    }
    if (o.help) {
        options_usage();
        return 0;
    }
    if (o.selftest)
        return tools_selftest();
    if (o.bench_start)
        return tools_bench_start(&process_start);
    if (o.screenshots_dir)
        return tools_screenshots(o.screenshots_dir);
    if (o.bench_frames > 0)
        return tools_bench(o.bench_frames, o.window_w, o.window_h,
                           o.text_size > 0 ? o.text_size : 100);
    if (o.bench_review)
        return tools_bench_review(o.bench_review);
    if (o.bench_ai > 0)
        return tools_bench_ai(o.bench_ai);
    if (o.bench_net > 0)
        return tools_bench_net(o.bench_net);
    app *a = calloc(1, sizeof *a);
    app_options ao = {.software = o.software,
                      .width = o.window_w,
                      .height = o.window_h,
                      .language = o.language,
                      .scenes = scenes_table()};
    int status = 1;
    if (a && app_init(a, &ao) && (!o.review || tools_open_review(a, o.review)))
        status = app_run(a);
    if (a)
        app_shutdown(a);
    free(a);
    return status;
}
