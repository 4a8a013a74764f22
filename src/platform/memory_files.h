/* The headless platform for tests: files and folders held in memory,
 * installed in place of the operating system's (platform_files_install),
 * so a test of the save layer or the app drives their own logic (naming,
 * sweeping, setting aside, wording failures) without a disk, and can make
 * the disk full or plant a pipe where a file should be. Its own library,
 * village_platform_memory, which only tests link. Not for threads. */
#ifndef VILLAGE_PLATFORM_MEMORY_FILES_H
#define VILLAGE_PLATFORM_MEMORY_FILES_H

#include <stdbool.h>
#include <stddef.h>

#include "platform/files.h"

/* An empty file system whose files may hold capacity bytes in all (a
 * write that would pass it fails as a full disk does). Only the root "/"
 * and "." exist; make the rest with platform_make_folders. */
platform_files *platform_memory_files_new(size_t capacity);
void platform_memory_files_free(platform_files *files);

/* Puts an entry at path as is, without the write's checks: a file with
 * bytes (NUL bytes too), or a pipe or device (PLATFORM_ENTRY_OTHER) that a
 * reader must refuse. Its folder must exist. False when it does not. */
bool platform_memory_files_plant(platform_files *files, const char *path, platform_entry_kind kind,
                                 const char *bytes, size_t len);
/* Removes a folder and everything in it (a player deleting the
 * preferences folder while the game runs). False when there is none. */
bool platform_memory_files_remove_folder(platform_files *files, const char *path);

#endif
