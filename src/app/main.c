/* village: the desktop game. */
#include <stdio.h>
#include <stdlib.h>

#include "app/app.h"
#include "app/options.h"

int main(int argc, char **argv)
{
    cli_options o;
    char err[256];
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
        return app_selftest();
    if (o.bench_frames > 0)
        return app_bench(o.bench_frames);
    app *a = calloc(1, sizeof *a);
    app_options ao = {.software = o.software};
    int status = 1;
    if (a && app_init(a, &ao))
        status = app_run(a);
    if (a)
        app_shutdown(a);
    free(a);
    return status;
}
