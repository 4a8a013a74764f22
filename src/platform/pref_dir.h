/* Where a program keeps the user's own files (saves, settings), as the
 * desktop expects: ~/.local/share/ORG/APP/ on Linux (or $XDG_DATA_HOME/…),
 * ~/Library/Application Support/ORG/APP/ on macOS, %APPDATA%\ORG\APP\ on
 * Windows: the folders SDL_GetPrefPath names, found here without SDL and
 * without creating anything (platform_make_folders does, in files.h). */
#ifndef VILLAGE_PLATFORM_PREF_DIR_H
#define VILLAGE_PLATFORM_PREF_DIR_H

#include <stdbool.h>
#include <stddef.h>

#include "platform/lock.h"

/* The folder with a trailing separator in out. On Linux an empty or
 * relative XDG_DATA_HOME counts as unset, as the XDG base directory spec
 * says. False, with the reason in why, when the system names no home. */
bool platform_pref_dir(const char *org, const char *app, char *out, size_t size, char *why,
                       size_t why_size);

/* What became of the folder a program writes in under its lock. */
typedef enum platform_pref_dir_state {
    PLATFORM_PREF_DIR_KEPT,       /* there, and still guarded by the lock */
    PLATFORM_PREF_DIR_MADE_AGAIN, /* it was deleted: made again, and locked anew */
    PLATFORM_PREF_DIR_TAKEN,      /* it was deleted, and another process locked it first */
    PLATFORM_PREF_DIR_LOST,       /* it was deleted and cannot be made again (*error) */
} platform_pref_dir_state;

/* For a program that holds dir's lock (lock.h) and is about to write there:
 * when the folder, or only its lock file, was deleted meanwhile (a player
 * tidying up, a cleaning tool), makes it again (private, as at the start)
 * and takes its lock anew, so the next write lands and the folder still has
 * one writer. TAKEN leaves the lock not held: the program must not write
 * there any more. LOST: the folder cannot be made again (the lock stays
 * held and the next call tries again), or it was made but its lock file
 * cannot be (the lock is let go; the writes' own troubles say why, as for
 * a read-only folder at the start). A lock not held
 * (another window's folder, a read-only one) is left alone: KEPT. */
platform_pref_dir_state platform_pref_dir_keep(const char *dir, platform_lock *lock, int *error);

#endif
