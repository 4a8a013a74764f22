/* One writer per preferences folder: a lock on a file in the folder, held
 * while the program runs and released by the operating system when it
 * exits or dies, so a second window on the same folder knows it is second.
 * Plain C without SDL, all of its OS differences in folder_lock.c: it is
 * meant to move as is into the platform layer below save and app. */
#ifndef VILLAGE_APP_FOLDER_LOCK_H
#define VILLAGE_APP_FOLDER_LOCK_H

#include <stdbool.h>
#include <stddef.h>

/* The lock file's name inside the folder it guards. */
#define FOLDER_LOCK_NAME "village.lock"

typedef enum folder_lock_result {
    FOLDER_LOCK_TAKEN,  /* this process is the folder's one writer */
    FOLDER_LOCK_BUSY,   /* another process holds it */
    FOLDER_LOCK_FAILED, /* the lock file cannot be made (read-only folder, no folder) */
} folder_lock_result;

typedef struct folder_lock {
    bool held;
#ifdef _WIN32
    void *handle;
#else
    int fd;
#endif
} folder_lock;

/* Tries once, without waiting, to lock 'dir' (a folder path ending in a
 * separator or not). On FOLDER_LOCK_FAILED why says what the system said. */
folder_lock_result folder_lock_take(folder_lock *lock, const char *dir, char *why, size_t size);
/* Lets the folder go (the OS also does at exit). Safe on a lock not held. */
void folder_lock_release(folder_lock *lock);

#endif
