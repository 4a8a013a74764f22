/* One writer per folder: a lock on a file in the folder, held while the
 * program runs and released by the operating system when it exits or dies,
 * so a second window on the same preferences folder knows it is second.
 * flock on POSIX, LockFileEx on Windows (files_posix.c, files_windows.c);
 * like every file operation it goes through the table in files.h, so the
 * in-memory files of the tests have locks too. */
#ifndef VILLAGE_PLATFORM_LOCK_H
#define VILLAGE_PLATFORM_LOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The lock file's name inside the folder it guards. */
#define PLATFORM_LOCK_NAME "village.lock"

typedef enum platform_lock_result {
    PLATFORM_LOCK_TAKEN,  /* this process is the folder's one writer */
    PLATFORM_LOCK_BUSY,   /* another process holds it */
    PLATFORM_LOCK_FAILED, /* the lock file cannot be made (read-only folder, no folder) */
} platform_lock_result;

typedef struct platform_lock {
    bool held;
    intptr_t handle; /* a descriptor, a Windows HANDLE or a test's entry: the implementation's */
} platform_lock;

/* Tries once, without waiting, to lock dir (a folder path ending in a
 * separator or not). On PLATFORM_LOCK_FAILED why says what the system said. */
platform_lock_result platform_lock_take(platform_lock *lock, const char *dir, char *why,
                                        size_t size);
/* Lets the folder go (the OS also does at exit). Safe on a lock not held.
 * A folder deleted while locked can be made again and locked anew: release
 * the old lock, then take (platform_pref_dir_keep in pref_dir.h does). */
void platform_lock_release(platform_lock *lock);
/* Whether a held lock still guards dir: the lock file at dir is the very
 * file locked, not deleted with its folder (or alone) nor replaced since.
 * A deleted lock file locks nothing: another process would make a new one
 * and lock that. False for a lock not held. */
bool platform_lock_guards(const platform_lock *lock, const char *dir);

#endif
