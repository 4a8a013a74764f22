/* Finds and opens the squashfs image appended to the AppImage runtime. */
#define _GNU_SOURCE
#include "payload.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int64_t payload_offset(const char *path, char *why, size_t why_size)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(why, why_size, "cannot open %s: %s", path, strerror(errno));
        return -1;
    }
    Elf64_Ehdr header;
    ssize_t got = pread(fd, &header, sizeof header, 0);
    struct stat st;
    int stat_rc = fstat(fd, &st);
    close(fd);
    if (got != (ssize_t)sizeof header || memcmp(header.e_ident, ELFMAG, SELFMAG) != 0) {
        snprintf(why, why_size, "%s is not an ELF file", path);
        return -1;
    }
    /* The runtime is built for x86_64 only; a 32-bit or big-endian header
     * here means a foreign file, not an AppImage of ours. */
    if (header.e_ident[EI_CLASS] != ELFCLASS64 || header.e_ident[EI_DATA] != ELFDATA2LSB) {
        snprintf(why, why_size, "%s is not a 64-bit little-endian ELF file", path);
        return -1;
    }
    uint64_t end = header.e_shoff + (uint64_t)header.e_shentsize * header.e_shnum;
    if (stat_rc != 0 || header.e_shoff == 0 || end >= (uint64_t)st.st_size) {
        snprintf(why, why_size, "%s holds no image after its ELF part", path);
        return -1;
    }
    return (int64_t)end;
}

int payload_open(sqfs *fs, const char *path, int64_t offset, char *why, size_t why_size)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(why, why_size, "cannot open %s: %s", path, strerror(errno));
        return -1;
    }
    sqfs_err err = sqfs_init(fs, fd, (size_t)offset);
    if (err != SQFS_OK) {
        close(fd);
        snprintf(why, why_size, "%s: no readable squashfs image at offset %lld (%s)", path,
                 (long long)offset,
                 err == SQFS_BADCOMP ? "unsupported compression" : "damaged or foreign data");
        return -1;
    }
    return 0;
}

void payload_stat(sqfs *fs, const sqfs_inode *inode, struct stat *st)
{
    memset(st, 0, sizeof *st);
    st->st_mode = inode->base.mode | sqfs_mode(inode->base.inode_type);
    st->st_nlink = (nlink_t)inode->nlink;
    st->st_mtime = inode->base.mtime;
    st->st_atime = st->st_mtime;
    st->st_ctime = st->st_mtime;
    if (S_ISREG(st->st_mode)) {
        st->st_size = (off_t)inode->xtra.reg.file_size;
    } else if (S_ISLNK(st->st_mode)) {
        st->st_size = (off_t)inode->xtra.symlink_size;
    } else if (S_ISDIR(st->st_mode)) {
        st->st_size = (off_t)inode->xtra.dir.dir_size;
    }
    st->st_blksize = 4096;
    st->st_blocks = (st->st_size + 511) / 512;
    sqfs_id_t id;
    /* Files of an image belong to whoever runs it when the image names no
     * owner (mksquashfs -all-root gives 0, which is also fine). */
    st->st_uid = sqfs_id_get(fs, inode->base.uid, &id) == SQFS_OK ? id : getuid();
    st->st_gid = sqfs_id_get(fs, inode->base.guid, &id) == SQFS_OK ? id : getgid();
}
