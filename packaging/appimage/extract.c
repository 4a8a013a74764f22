/* Extraction of the image, for --appimage-extract and for running without
 * FUSE: directories, regular files (with their permissions) and symbolic
 * links, which is what an AppDir holds. */
#define _GNU_SOURCE
#include "extract.h"
#include "payload.h"

#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { COPY_CHUNK = 1 << 16 };

/* A name of the image that could write outside target: refused. */
static bool is_unsafe_path(const char *path)
{
    if (path[0] == '/') {
        return true;
    }
    for (const char *part = path; *part != '\0';) {
        size_t length = strcspn(part, "/");
        if (length == 0 || (length == 1 && part[0] == '.') ||
            (length == 2 && part[0] == '.' && part[1] == '.')) {
            return true;
        }
        part += length;
        part += *part == '/';
    }
    return false;
}

/* mkdir -p of the folders above path (path itself excluded) that lie past
 * its first `from` characters (the target, which exists). */
static int make_parents(char *path, size_t from)
{
    for (char *slash = strchr(path + from, '/'); slash != NULL; slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        int rc = mkdir(path, 0755);
        *slash = '/';
        if (rc != 0 && errno != EEXIST) {
            return -1;
        }
    }
    return 0;
}

static int copy_file(sqfs *fs, sqfs_inode *inode, const char *out, mode_t mode)
{
    if (unlink(out) != 0 && errno != ENOENT) {
        return -1;
    }
    int fd = open(out, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        return -1;
    }
    static char chunk[COPY_CHUNK];
    uint64_t size = inode->xtra.reg.file_size;
    for (uint64_t done = 0; done < size;) {
        sqfs_off_t got = COPY_CHUNK;
        if (sqfs_read_range(fs, inode, (sqfs_off_t)done, &got, chunk) != SQFS_OK || got <= 0) {
            close(fd);
            errno = EIO;
            return -1;
        }
        for (sqfs_off_t written = 0; written < got;) {
            ssize_t n = write(fd, chunk + written, (size_t)(got - written));
            if (n < 0) {
                close(fd);
                return -1;
            }
            written += n;
        }
        done += (uint64_t)got;
    }
    if (fchmod(fd, mode & 07777) != 0) {
        close(fd);
        return -1;
    }
    return close(fd);
}

static int copy_link(sqfs *fs, sqfs_inode *inode, const char *out)
{
    char link[4096];
    size_t size = sizeof link;
    if (inode->xtra.symlink_size >= sizeof link || sqfs_readlink(fs, inode, link, &size)) {
        errno = ENAMETOOLONG;
        return -1;
    }
    if (unlink(out) != 0 && errno != ENOENT) {
        return -1;
    }
    return symlink(link, out);
}

static int extract_entry(sqfs *fs, const char *target, const char *path, bool verbose, char *why,
                         size_t why_size, sqfs_inode *inode)
{
    if (is_unsafe_path(path)) {
        snprintf(why, why_size, "refused the entry \"%s\": it would leave the folder", path);
        return -1;
    }
    size_t out_size = strlen(target) + strlen(path) + 2;
    char *out = malloc(out_size);
    if (out == NULL) {
        snprintf(why, why_size, "out of memory");
        return -1;
    }
    snprintf(out, out_size, "%s/%s", target, path);
    mode_t mode = inode->base.mode | sqfs_mode(inode->base.inode_type);
    int rc = make_parents(out, strlen(target) + 1);
    if (rc == 0) {
        if (S_ISDIR(mode)) {
            /* Owner-writable while extracting, whatever the image says. */
            rc = mkdir(out, (mode & 07777) | 0700);
            if (rc != 0 && errno == EEXIST) {
                struct stat st;
                rc = lstat(out, &st) == 0 && S_ISDIR(st.st_mode) ? 0 : -1;
            }
        } else if (S_ISREG(mode)) {
            rc = copy_file(fs, inode, out, mode);
        } else if (S_ISLNK(mode)) {
            rc = copy_link(fs, inode, out);
        } else {
            fprintf(stderr, "appimage: skipped %s: not a file, folder or link\n", path);
        }
    }
    if (rc != 0) {
        snprintf(why, why_size, "cannot write %s: %s", out, strerror(errno));
    } else if (verbose) {
        printf("%s\n", out);
    }
    free(out);
    return rc;
}

int extract_image(sqfs *fs, const char *target, const char *pattern, bool verbose, char *why,
                  size_t why_size)
{
    sqfs_traverse walk;
    if (sqfs_traverse_open(&walk, fs, sqfs_inode_root(fs)) != SQFS_OK) {
        snprintf(why, why_size, "cannot read the image's root folder");
        return -1;
    }
    int rc = 0;
    sqfs_err err = SQFS_OK;
    while (rc == 0 && sqfs_traverse_next(&walk, &err)) {
        if (walk.dir_end) {
            continue;
        }
        if (pattern != NULL && fnmatch(pattern, walk.path, 0) != 0) {
            continue;
        }
        sqfs_inode inode;
        if (sqfs_inode_get(fs, &inode, sqfs_dentry_inode(&walk.entry)) != SQFS_OK) {
            snprintf(why, why_size, "damaged image: cannot read the entry %s", walk.path);
            rc = -1;
            break;
        }
        rc = extract_entry(fs, target, walk.path, verbose, why, why_size, &inode);
    }
    if (rc == 0 && err != SQFS_OK) {
        snprintf(why, why_size, "damaged image: its folders cannot be read");
        rc = -1;
    }
    sqfs_traverse_close(&walk);
    return rc;
}

static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    (void)ftw;
    return type == FTW_DP ? rmdir(path) : unlink(path);
}

int remove_tree(const char *folder)
{
    return nftw(folder, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}
