/* The learned evaluation for village-cli's expert seats (docs/ai.md,
 * "Learned evaluation"): read once at start from VILLAGE_LEARNED or the
 * shipped assets/ai/learned.txt. A damaged file is said on stderr and expert
 * searches with the hand-written evaluation; a missing default is not an
 * error (a build folder without the assets). */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "platform/files.h"
#include "village/save_learned.h"

static village_learned loaded;

void cli_learned_install(void)
{
    const char *chosen = getenv("VILLAGE_LEARNED");
    const char *path = chosen && chosen[0] ? chosen : "assets/ai/learned.txt";
    if (!chosen && !platform_file_present(path))
        return;
    char why[400], line[600];
    if (village_learned_read_file(path, &loaded, why, sizeof why)) {
        village_learned_install(&loaded);
        return;
    }
    village_learned_fallback_line("village-cli", why, line, sizeof line);
    fprintf(stderr, "%s\n", line);
}
