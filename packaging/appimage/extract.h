/* Copies the files of an AppImage's squashfs image into a folder, and removes
 * such a folder again. */
#ifndef APPIMAGE_EXTRACT_H
#define APPIMAGE_EXTRACT_H

#include <squashfuse/squashfuse.h>

#include <stdbool.h>
#include <stddef.h>

/* Extracts every entry of fs whose path (relative, e.g. "usr/lib/x.so")
 * matches the shell pattern, or all entries when pattern is NULL, under the
 * existing folder target; files already there are replaced. Prints each
 * path when verbose. Returns 0, or -1 with a reason in why. */
int extract_image(sqfs *fs, const char *target, const char *pattern, bool verbose, char *why,
                  size_t why_size);

/* Removes folder and everything in it without following links. */
int remove_tree(const char *folder);

#endif
