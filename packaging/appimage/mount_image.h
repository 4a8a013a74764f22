/* Mounts the squashfs image of an AppImage read-only through FUSE, served by
 * a thread of this process until it is unmounted. */
#ifndef APPIMAGE_MOUNT_IMAGE_H
#define APPIMAGE_MOUNT_IMAGE_H

#include <squashfuse/squashfuse.h>

#include <stddef.h>

struct mounted_image;

/* Mounts fs (opened by payload_open, and kept open while mounted) on the
 * empty folder mount_point; name is shown as the mount's source. Returns
 * NULL, with a reason in why, when FUSE is not available (no /dev/fuse, no
 * fusermount3, no permission): the caller then extracts instead. */
struct mounted_image *mount_image(sqfs *fs, const char *mount_point, const char *name, char *why,
                                  size_t why_size);

/* Unmounts and waits for the serving thread to end. */
void unmount_image(struct mounted_image *mounted);

#endif
