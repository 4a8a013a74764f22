/* The squashfs image inside an AppImage of type 2: where it starts in the file
 * (right after the runtime's ELF, whose end is the end of its section header
 * table) and opening it with squashfuse's library. */
#ifndef APPIMAGE_PAYLOAD_H
#define APPIMAGE_PAYLOAD_H

#include <squashfuse/squashfuse.h>

#include <stddef.h>
#include <sys/stat.h>
#include <stdint.h>

/* The offset of the image in the file at path, or -1 with a reason in why. */
int64_t payload_offset(const char *path, char *why, size_t why_size);

/* Opens the image at offset; its file descriptor is closed on exec, so the
 * application never inherits it. Returns 0, or -1 with a reason in why. */
int payload_open(sqfs *fs, const char *path, int64_t offset, char *why, size_t why_size);

/* The attributes of an inode as stat() gives them. */
void payload_stat(sqfs *fs, const sqfs_inode *inode, struct stat *st);

#endif
