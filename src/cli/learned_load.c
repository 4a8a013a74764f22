/* The learned evaluation for village-cli's expert seats (docs/ai.md,
 * "Learned evaluation"): read once at start from VILLAGE_LEARNED or the
 * shipped assets/ai/learned.txt. A damaged file is said on stderr and expert
 * searches with the hand-written evaluation; a missing default is not an
 * error (a build folder without the assets). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "platform/files.h"
#include "village/ai_learned.h"

static village_learned loaded;

bool cli_learned_read(const char *path, village_learned *out, char *err, size_t err_size)
{
    platform_read_trouble trouble;
    char *text = platform_read_text(path, VILLAGE_LEARNED_TEXT_MAX, &trouble, err, err_size);
    if (!text)
        return false;
    char why[240];
    bool ok = village_learned_parse(text, strlen(text), out, why, sizeof why);
    free(text);
    if (!ok)
        snprintf(err, err_size, "'%s' is not a usable learned evaluation: %s", path, why);
    return ok;
}

void cli_learned_install(void)
{
    const char *chosen = getenv("VILLAGE_LEARNED");
    const char *path = chosen && chosen[0] ? chosen : "assets/ai/learned.txt";
    if (!chosen && !platform_file_present(path))
        return;
    char err[400];
    if (cli_learned_read(path, &loaded, err, sizeof err))
        village_learned_install(&loaded);
    else
        fprintf(stderr,
                "village-cli: %s; the expert level searches with the hand-written evaluation\n",
                err);
}
