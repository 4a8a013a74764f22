/* Where the game reads its data and writes saves, settings and screenshots. */
#ifndef VILLAGE_APP_PATHS_H
#define VILLAGE_APP_PATHS_H

#include <stdbool.h>
#include <stddef.h>

/* The assets folder: $VILLAGE_DATA_DIR, <exe>/assets, <exe>/../share/games/village/assets,
 * or the source tree (development builds). False if none holds gfx/layout.txt. */
bool paths_find_data_dir(char *out, size_t size);
/* Whether 'dir' holds the game's assets (gfx/layout.txt). */
bool paths_holds_assets(const char *dir);
/* The user's data folder with a trailing separator: $VILLAGE_PREF_DIR or the
 * system's own (platform/pref_dir.h; on Linux an empty or relative
 * XDG_DATA_HOME counts as unset, as the XDG spec says). Not made here: see
 * paths_make_dirs. False with the reason in why when there is none. */
bool paths_pref_dir(char *out, size_t size, char *why, size_t why_size);
/* Creates 'dir' and any parents it lacks (mode 0700 where that means
 * something); 0 when it exists as a folder afterwards, else the errno. */
int paths_make_dirs(const char *dir);
/* Tells the person what went wrong: stderr always, and a dialog when there
 * is a screen and someone to read it. A headless run (the selftest, the
 * benchmarks, a script) passes headless: a modal box would wait for ever
 * for a click nobody makes, deaf to SIGTERM. */
void paths_report_error(const char *title, const char *message, bool headless);
bool paths_file_exists(const char *path);

#endif
