/* Housekeeping in the folder that holds a save: temporary files left by a
 * save that was interrupted (swept by the platform layer, whose writer
 * names them), and moving aside a save the loader refused so a new game
 * never overwrites it. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "platform/files.h"
#include "platform/system.h"
#include "save_internal.h"

int village_save_sweep_temporaries(const char *path)
{
    return platform_sweep_temporaries(path);
}

bool village_save_set_aside(const char *path, char *moved_to, size_t moved_size, char *err,
                            size_t err_size)
{
    char stem[2048];
    size_t n = strlen(path);
    if (n >= sizeof stem) {
        if (err && err_size)
            snprintf(err, err_size, "the path '%s' is too long", path);
        errno = ENAMETOOLONG;
        return false;
    }
    memcpy(stem, path, n + 1);
    if (n > 5 && strcmp(stem + n - 5, ".json") == 0)
        stem[n - 5] = '\0';
    struct tm when;
    char date[32] = "00000000-000000";
    if (platform_local_time(time(NULL), &when))
        strftime(date, sizeof date, "%Y%m%d-%H%M%S", &when);
    char dest[2200];
    int error = EEXIST;
    for (int attempt = 1; attempt < 100 && error == EEXIST; attempt++) {
        if (attempt == 1)
            snprintf(dest, sizeof dest, "%s.rejected-%s.json", stem, date);
        else
            snprintf(dest, sizeof dest, "%s.rejected-%s-%d.json", stem, date, attempt);
        error = platform_move_without_overwriting(path, dest);
        if (error == 0) {
            if (moved_to && moved_size)
                snprintf(moved_to, moved_size, "%s", dest);
            return true;
        }
    }
    if (err && err_size) {
        char folder[2048];
        platform_folder_of(path, folder, sizeof folder);
        snprintf(err, err_size, "could not keep the refused save '%s' in the folder '%s': %s", path,
                 folder, strerror(error));
    }
    errno = error;
    return false;
}
