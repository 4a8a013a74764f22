/* The file table on Linux, macOS and the BSDs (files.h). A write goes to a
 * fresh temporary file in the target's own folder, is flushed to the disk,
 * and only then renamed over the target, and the folder is flushed so the
 * rename lasts. Links are followed the way the kernel's protected_symlinks
 * rule would, reads never block, and the folder lock is flock's. */
#define _XOPEN_SOURCE    700 /* POSIX 2008 with S_ISVTX */
#define _DEFAULT_SOURCE      /* flock (glibc) */
#define _DARWIN_C_SOURCE     /* flock (macOS) */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "platform/files.h"
#include "platform/lock.h"

static bool fail(platform_failure *why, const char *what, int error)
{
    why->what = what;
    why->error = error;
    errno = error;
    return false;
}

/* The kernel's protected_symlinks rule, which readlink and rename do not
 * apply for us: a link in a sticky folder that everyone may write (/tmp) is
 * followed only if it belongs to us or to the folder's owner. Otherwise
 * another user could plant it there and make us replace a file of ours. */
static bool link_may_be_followed(const char *link_path, const struct stat *link)
{
    char dir[4096];
    platform_folder_of(link_path, dir, sizeof dir);
    struct stat folder;
    if (stat(dir, &folder) != 0)
        return false;
    bool shared = (folder.st_mode & S_ISVTX) && (folder.st_mode & S_IWOTH);
    return !shared || link->st_uid == geteuid() || link->st_uid == folder.st_uid;
}

static char *copy_of(const char *text)
{
    size_t n = strlen(text) + 1;
    char *copy = malloc(n);
    if (copy)
        memcpy(copy, text, n);
    return copy;
}

/* The file a symbolic link finally points to (the path itself when it is
 * not a link), so the link survives the rename. */
static char *write_target(platform_files *self, const char *path)
{
    (void)self;
    char *current = copy_of(path);
    for (int depth = 0; current && depth < 40; depth++) {
        struct stat st;
        if (lstat(current, &st) != 0 || !S_ISLNK(st.st_mode))
            return current;
        if (!link_may_be_followed(current, &st))
            break;
        char link[4096];
        ssize_t len = readlink(current, link, sizeof link - 1);
        if (len < 0)
            return current;
        link[len] = '\0';
        char dir[4096];
        platform_folder_of(current, dir, sizeof dir);
        size_t size = strlen(dir) + (size_t)len + 2;
        char *next = malloc(size);
        if (!next) {
            free(current);
            return NULL;
        }
        if (link[0] == '/' || !strchr(current, '/'))
            snprintf(next, size, "%s", link);
        else
            snprintf(next, size, "%s/%s", dir, link);
        free(current);
        current = next;
    }
    free(current);
    errno = ELOOP;
    return NULL;
}

/* A fresh name next to the target, created exclusively with mode 0666 so
 * the user's umask decides the permissions, as for any file they save. The
 * counter is atomic: the autosave may write from its own thread. */
static int create_temp(const char *target, mode_t mode, char **tmp_out)
{
    static atomic_uint counter;
    size_t n = strlen(target) + 32;
    char *tmp = malloc(n);
    int fd = -1;
    unsigned long noise = (unsigned long)time(NULL) ^ ((unsigned long)getpid() << 16);
    for (int attempt = 0; tmp && fd < 0 && attempt < 100; attempt++) {
        unsigned long id =
            (noise + (atomic_fetch_add(&counter, 1) + 1) * 2654435761u) % 2176782336u; /* 36^6 */
        char suffix[7];
        for (int k = 0; k < 6; k++, id /= 36)
            suffix[k] = "0123456789abcdefghijklmnopqrstuvwxyz"[id % 36];
        suffix[6] = '\0';
        snprintf(tmp, n, "%s.tmp-%s", target, suffix);
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0) {
        int error = errno;
        free(tmp);
        tmp = NULL;
        errno = error;
    }
    *tmp_out = tmp;
    return fd;
}

static bool write_all(int fd, const char *text, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, text, len > (1u << 30) ? 1u << 30 : len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = ENOSPC;
            return false;
        }
        text += n;
        len -= (size_t)n;
    }
    return true;
}

/* The rename is durable only once the folder itself is flushed. Some file
 * systems cannot flush a folder (EINVAL, ENOTSUP): nothing more can be done
 * there, and that is not a failure. Any other error is reported. */
static bool flush_folder(const char *target)
{
    char dir[4096];
    platform_folder_of(target, dir, sizeof dir);
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errno == EACCES; /* a folder we may write but not read: rare, harmless */
    bool ok = fsync(fd) == 0 || errno == EINVAL || errno == ENOTSUP || errno == EBADF;
    int error = errno;
    close(fd);
    errno = error;
    return ok;
}

static void step_done(platform_write_step step, const char *name)
{
    if (step)
        step(name);
}

static bool write_with_mode(platform_files *self, const char *path, const char *text, size_t len,
                            bool private_file, platform_write_step step, platform_failure *why)
{
    char *target = write_target(self, path);
    if (!target) {
        if (errno == ELOOP)
            snprintf(why->detail, sizeof why->detail,
                     "a loop of links, or a link another user owns in a shared folder (sticky, "
                     "writable by all), which is not followed");
        return fail(why, "cannot follow the link", errno);
    }
    char *tmp = NULL;
    int fd = create_temp(target, private_file ? 0600 : 0666, &tmp);
    if (fd < 0) {
        int error = errno;
        free(target);
        return fail(why, "cannot create a file next to", error);
    }
    /* A replaced file keeps its permissions: a 0600 save must not become
     * 0644 because the umask is 022. A new file follows the umask. */
    struct stat old;
    if (private_file)
        fchmod(fd, 0600); /* a secret is the user's alone, whatever was there */
    else if (stat(target, &old) == 0 && S_ISREG(old.st_mode))
        fchmod(fd, old.st_mode & 0777);
    step_done(step, "created");
    /* Raw descriptors: there is no stdio buffer to fflush, so fsync alone
     * carries the bytes to the disk. */
    bool ok = write_all(fd, text, len);
    if (ok)
        step_done(step, "written");
    ok = ok && fsync(fd) == 0;
    int error = errno;
    if (close(fd) != 0 && ok) {
        ok = false;
        error = errno;
    }
    if (!ok) {
        unlink(tmp);
        free(tmp);
        free(target);
        return fail(why, "cannot write next to", error);
    }
    step_done(step, "flushed");
    if (rename(tmp, target) != 0) {
        error = errno;
        unlink(tmp);
        free(tmp);
        free(target);
        return fail(why, "cannot replace", error);
    }
    free(tmp);
    step_done(step, "renamed");
    ok = flush_folder(target);
    error = errno;
    free(target);
    if (!ok) {
        why->written = true;
        return fail(why, "cannot flush the folder of", error);
    }
    return true;
}

static bool write_atomic(platform_files *self, const char *path, const char *text, size_t len,
                         platform_write_step step, platform_failure *why)
{
    return write_with_mode(self, path, text, len, false, step, why);
}

static bool write_private(platform_files *self, const char *path, const char *text, size_t len,
                          platform_write_step step, platform_failure *why)
{
    return write_with_mode(self, path, text, len, true, step, why);
}

FILE *platform_create_private_stream(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return NULL;
    FILE *f = fchmod(fd, 0600) == 0 ? fdopen(fd, "wb") : NULL;
    if (!f)
        close(fd);
    return f;
}

/* Opened without blocking (a FIFO with no writer would wait forever), then
 * refused unless it is a regular file (a FIFO, a device, a folder). */
static char *read_file(platform_files *self, const char *path, size_t max_bytes, size_t *len,
                       platform_read_trouble *trouble, platform_failure *why)
{
    (void)self;
    why->what = "cannot open";
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        why->error = errno;
        *trouble = why->error == ENOENT ? PLATFORM_READ_MISSING : PLATFORM_READ_UNREADABLE;
        if (fd >= 0)
            close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        close(fd);
        *trouble = PLATFORM_READ_NOT_A_FILE;
        return NULL;
    }
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0)
        fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    why->what = "cannot read";
    size_t cap = 1 << 16;
    char *text = malloc(cap + 1);
    *len = 0;
    while (text) {
        ssize_t n = read(fd, text + *len, cap - *len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            why->error = errno;
            *trouble = PLATFORM_READ_UNREADABLE;
            free(text);
            text = NULL;
            break;
        }
        *len += (size_t)n;
        if (n == 0 || *len > max_bytes)
            break;
        if (*len == cap) {
            char *grown = realloc(text, cap * 2 + 1);
            if (!grown) {
                free(text);
                text = NULL;
                break;
            }
            text = grown;
            cap *= 2;
        }
    }
    if (!text && *trouble == PLATFORM_READ_OK)
        *trouble = PLATFORM_READ_OUT_OF_MEMORY;
    close(fd);
    return text;
}

static bool present(platform_files *self, const char *path)
{
    (void)self;
    struct stat st;
    return stat(path, &st) == 0;
}

static bool modified(platform_files *self, const char *path, time_t *when)
{
    (void)self;
    struct stat st;
    if (stat(path, &st) != 0)
        return false;
    *when = st.st_mtime;
    return true;
}

static bool is_folder(platform_files *self, const char *path)
{
    (void)self;
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static platform_entry_kind kind_of(mode_t mode)
{
    return S_ISREG(mode)   ? PLATFORM_ENTRY_FILE
           : S_ISDIR(mode) ? PLATFORM_ENTRY_FOLDER
           : S_ISLNK(mode) ? PLATFORM_ENTRY_LINK
                           : PLATFORM_ENTRY_OTHER;
}

static int list(platform_files *self, const char *folder, platform_entry_visitor visit,
                void *context)
{
    (void)self;
    DIR *dir = opendir(folder);
    if (!dir)
        return errno;
    for (struct dirent *e = readdir(dir); e; e = readdir(dir)) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char full[8192];
        snprintf(full, sizeof full, "%s/%s", folder, e->d_name);
        struct stat st;
        /* lstat: a link is a link, whatever it points to. */
        if (lstat(full, &st) != 0)
            continue; /* gone since readdir */
        if (!visit(e->d_name, kind_of(st.st_mode), context))
            break;
    }
    closedir(dir);
    return 0;
}

static int make_folder(platform_files *self, const char *path, platform_folder_access access)
{
    (void)self;
    return mkdir(path, access == PLATFORM_FOLDER_PRIVATE ? 0700 : 0777) == 0 ? 0 : errno;
}

static int remove_file(platform_files *self, const char *path)
{
    (void)self;
    return unlink(path) == 0 ? 0 : errno;
}

/* link() fails with EEXIST rather than overwrite; where links are not
 * supported (FAT), claim the name with O_EXCL, then rename over the claim. */
static int move_without_overwriting(platform_files *self, const char *from, const char *dest)
{
    (void)self;
    if (link(from, dest) == 0) {
        if (unlink(from) == 0)
            return 0;
        int error = errno;
        unlink(dest);
        return error;
    }
    if (errno == EEXIST || errno == ENOENT || errno == EACCES || errno == EROFS)
        return errno;
    int fd = open(dest, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0)
        return errno;
    close(fd);
    if (rename(from, dest) == 0)
        return 0;
    int error = errno;
    unlink(dest);
    return error;
}

/* flock rather than fcntl locks: an fcntl lock belongs to the process and
 * is dropped when any descriptor of the file closes; flock belongs to the
 * open file, so even two opens in one process see each other. */
static platform_lock_result lock_take(platform_files *self, platform_lock *lock, const char *path,
                                      char *why, size_t size)
{
    (void)self;
    /* O_NOFOLLOW: a link planted in the folder must not lead the open elsewhere;
     * O_CLOEXEC: a program started from the game (a browser, an engine) must
     * not inherit the lock and keep the folder locked after the game ends. */
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        snprintf(why, size, "%s: %s", path, strerror(errno));
        return PLATFORM_LOCK_FAILED;
    }
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int error = errno;
        close(fd);
        if (error == EWOULDBLOCK)
            return PLATFORM_LOCK_BUSY;
        snprintf(why, size, "%s: %s", path, strerror(error));
        return PLATFORM_LOCK_FAILED;
    }
    lock->handle = fd;
    lock->held = true;
    return PLATFORM_LOCK_TAKEN;
}

static void lock_release(platform_files *self, platform_lock *lock)
{
    (void)self;
    close((int)lock->handle); /* the last descriptor of the open file: the lock goes */
    lock->handle = -1;
}

/* The same file: a folder deleted and made again has a new lock file. */
static bool lock_guards(platform_files *self, const platform_lock *lock, const char *path)
{
    (void)self;
    struct stat held, named;
    return fstat((int)lock->handle, &held) == 0 && lstat(path, &named) == 0 &&
           held.st_dev == named.st_dev && held.st_ino == named.st_ino;
}

platform_files *platform_os_files(void)
{
    static platform_files os = {
        .name = "os",
        .write_atomic = write_atomic,
        .write_private = write_private,
        .read = read_file,
        .present = present,
        .modified = modified,
        .is_folder = is_folder,
        .list = list,
        .make_folder = make_folder,
        .remove = remove_file,
        .move_without_overwriting = move_without_overwriting,
        .write_target = write_target,
        .lock_take = lock_take,
        .lock_release = lock_release,
        .lock_guards = lock_guards,
    };
    return &os;
}
