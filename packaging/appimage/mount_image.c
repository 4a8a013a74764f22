/* A read-only FUSE file system over squashfuse's library: lookups, stat,
 * directory listings, reads and links, which is all an application started
 * from an AppImage does with its own files. The library is not thread-safe,
 * so one thread serves every request. */
#define _GNU_SOURCE
#include "mount_image.h"
#include "payload.h"

#include <squashfuse/squashfuse.h>

/* squashfuse's config.h names the FUSE API version it was built for. */
#ifndef FUSE_USE_VERSION
#define FUSE_USE_VERSION 31
#endif
#include <fuse3/fuse.h>
#include <fuse3/fuse_lowlevel.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct mounted_image {
    struct fuse *fuse;
    pthread_t server;
    int stop[2]; /* a pipe: written to when the server must end */
};

static sqfs *image_of_request(void)
{
    return fuse_get_context()->private_data;
}

/* The inode at path (FUSE paths start with '/'), or -ENOENT / -EIO. */
static int lookup(const char *path, sqfs_inode *inode)
{
    sqfs *fs = image_of_request();
    if (sqfs_inode_get(fs, inode, sqfs_inode_root(fs)) != SQFS_OK) {
        return -EIO;
    }
    bool found = false;
    if (sqfs_lookup_path(fs, inode, path, &found) != SQFS_OK) {
        return -EIO;
    }
    return found ? 0 : -ENOENT;
}

static void *image_init(struct fuse_conn_info *conn, struct fuse_config *cfg)
{
    (void)conn;
    /* The image never changes while mounted: the kernel may cache it all. */
    cfg->kernel_cache = 1;
    cfg->entry_timeout = 3600;
    cfg->attr_timeout = 3600;
    cfg->negative_timeout = 3600;
    return image_of_request();
}

static int image_getattr(const char *path, struct stat *st, struct fuse_file_info *fi)
{
    (void)fi;
    sqfs_inode inode;
    int rc = lookup(path, &inode);
    if (rc == 0) {
        payload_stat(image_of_request(), &inode, st);
    }
    return rc;
}

static int image_readlink(const char *path, char *buf, size_t size)
{
    sqfs_inode inode;
    int rc = lookup(path, &inode);
    if (rc != 0) {
        return rc;
    }
    if (!S_ISLNK(sqfs_mode(inode.base.inode_type))) {
        return -EINVAL;
    }
    return sqfs_readlink(image_of_request(), &inode, buf, &size) == SQFS_OK ? 0 : -EIO;
}

static int image_open(const char *path, struct fuse_file_info *fi)
{
    if ((fi->flags & O_ACCMODE) != O_RDONLY) {
        return -EROFS;
    }
    sqfs_inode *inode = malloc(sizeof *inode);
    if (inode == NULL) {
        return -ENOMEM;
    }
    int rc = lookup(path, inode);
    if (rc == 0 && !S_ISREG(sqfs_mode(inode->base.inode_type))) {
        rc = -EISDIR;
    }
    if (rc != 0) {
        free(inode);
        return rc;
    }
    fi->fh = (uint64_t)(uintptr_t)inode;
    fi->keep_cache = 1;
    return 0;
}

static int image_read(const char *path, char *buf, size_t size, off_t offset,
                      struct fuse_file_info *fi)
{
    (void)path;
    sqfs_inode *inode = (sqfs_inode *)(uintptr_t)fi->fh;
    sqfs_off_t got = (sqfs_off_t)size;
    if (sqfs_read_range(image_of_request(), inode, offset, &got, buf) != SQFS_OK) {
        return -EIO;
    }
    return (int)got;
}

static int image_release(const char *path, struct fuse_file_info *fi)
{
    (void)path;
    free((void *)(uintptr_t)fi->fh);
    return 0;
}

static int image_readdir(const char *path, void *buf, fuse_fill_dir_t fill, off_t offset,
                         struct fuse_file_info *fi, enum fuse_readdir_flags flags)
{
    (void)offset;
    (void)fi;
    (void)flags;
    sqfs *fs = image_of_request();
    sqfs_inode inode;
    int rc = lookup(path, &inode);
    if (rc != 0) {
        return rc;
    }
    sqfs_dir dir;
    if (sqfs_dir_open(fs, &inode, &dir, 0) != SQFS_OK) {
        return -ENOTDIR;
    }
    fill(buf, ".", NULL, 0, 0);
    fill(buf, "..", NULL, 0, 0);
    sqfs_name name;
    sqfs_dir_entry entry;
    sqfs_dentry_init(&entry, name);
    sqfs_err err = SQFS_OK;
    while (sqfs_dir_next(fs, &dir, &entry, &err)) {
        struct stat st;
        memset(&st, 0, sizeof st);
        st.st_mode = sqfs_dentry_mode(&entry);
        if (fill(buf, sqfs_dentry_name(&entry), &st, 0, 0) != 0) {
            break;
        }
    }
    return err == SQFS_OK ? 0 : -EIO;
}

static int image_statfs(const char *path, struct statvfs *st)
{
    (void)path;
    sqfs *fs = image_of_request();
    memset(st, 0, sizeof *st);
    st->f_bsize = fs->sb.block_size;
    st->f_frsize = fs->sb.block_size;
    st->f_blocks = (fs->sb.bytes_used + fs->sb.block_size - 1) / fs->sb.block_size;
    st->f_files = fs->sb.inodes;
    st->f_namemax = SQUASHFS_NAME_LEN;
    return 0;
}

static const struct fuse_operations image_operations = {
    .init = image_init,
    .getattr = image_getattr,
    .readlink = image_readlink,
    .open = image_open,
    .read = image_read,
    .release = image_release,
    .readdir = image_readdir,
    .statfs = image_statfs,
};

/* fuse_loop, but it also ends when the stop pipe is written to: then
 * unmount_image can unmount (which closes the FUSE device) once nothing reads
 * from the device any more. */
static void *serve(void *arg)
{
    struct mounted_image *mounted = arg;
    struct fuse_session *session = fuse_get_session(mounted->fuse);
    struct fuse_buf request = {0};
    for (;;) {
        struct pollfd ready[2] = {{.fd = fuse_session_fd(session), .events = POLLIN},
                                  {.fd = mounted->stop[0], .events = POLLIN}};
        if (poll(ready, 2, -1) < 0) {
            if (errno == EINTR) {
                continue;
            }
            break;
        }
        if (ready[1].revents != 0 || (ready[0].revents & (POLLERR | POLLHUP | POLLNVAL)) != 0) {
            break;
        }
        int got = fuse_session_receive_buf(session, &request);
        if (got == -EINTR || got == -EAGAIN) {
            continue;
        }
        if (got <= 0) {
            break;
        }
        fuse_session_process_buf(session, &request);
    }
    free(request.mem);
    return NULL;
}

struct mounted_image *mount_image(sqfs *fs, const char *mount_point, const char *name, char *why,
                                  size_t why_size)
{
    /* fsname: what mount(8) and df show as the source; only characters that
     * cannot end or split a mount option. */
    char source[128];
    size_t length = 0;
    for (; name[length] != '\0' && length < sizeof source - 1; length++) {
        char c = name[length];
        bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                     c == '.' || c == '-' || c == '_';
        source[length] = plain ? c : '_';
    }
    source[length] = '\0';
    char options[256];
    snprintf(options, sizeof options, "ro,nodev,nosuid,fsname=%s,subtype=appimage", source);
    char *argv[] = {"appimage", "-o", options, NULL};
    struct fuse_args args = FUSE_ARGS_INIT(3, argv);
    struct mounted_image *mounted = calloc(1, sizeof *mounted);
    if (mounted == NULL) {
        snprintf(why, why_size, "out of memory");
        return NULL;
    }
    mounted->fuse = fuse_new(&args, &image_operations, sizeof image_operations, fs);
    if (mounted->fuse == NULL) {
        snprintf(why, why_size, "FUSE refused the mount options");
        free(mounted);
        return NULL;
    }
    if (fuse_mount(mounted->fuse, mount_point) != 0) {
        snprintf(why, why_size, "FUSE could not mount on %s (no /dev/fuse or fusermount3?)",
                 mount_point);
        fuse_destroy(mounted->fuse);
        free(mounted);
        return NULL;
    }
    if (pipe2(mounted->stop, O_CLOEXEC) != 0) {
        snprintf(why, why_size, "cannot make a pipe: %s", strerror(errno));
        fuse_unmount(mounted->fuse);
        fuse_destroy(mounted->fuse);
        free(mounted);
        return NULL;
    }
    if (pthread_create(&mounted->server, NULL, serve, mounted) != 0) {
        snprintf(why, why_size, "cannot start the FUSE thread");
        close(mounted->stop[0]);
        close(mounted->stop[1]);
        fuse_unmount(mounted->fuse);
        fuse_destroy(mounted->fuse);
        free(mounted);
        return NULL;
    }
    return mounted;
}

void unmount_image(struct mounted_image *mounted)
{
    /* The server ends first: fuse_unmount closes the device it reads. */
    while (write(mounted->stop[1], "", 1) < 0 && errno == EINTR) {
    }
    pthread_join(mounted->server, NULL);
    close(mounted->stop[0]);
    close(mounted->stop[1]);
    fuse_unmount(mounted->fuse);
    fuse_destroy(mounted->fuse);
    free(mounted);
}
