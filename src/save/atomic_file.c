/* Files. A save is written to a fresh temporary file in the target's own
 * folder, flushed to the disk, and only then renamed over the target: a
 * crash or a full disk leaves either the old save or the new one, never a
 * half-written file (a crash may leave the temporary file, which
 * village_save_sweep_temporaries removes at the next start). A target that
 * is a symbolic link stays one: the write goes to the file it points to,
 * unless another user planted the link in a shared sticky folder. A
 * replaced file keeps its permissions.
 * Paths are UTF-8 on every platform. */
#if !defined(_WIN32)
#define _XOPEN_SOURCE 700 /* POSIX 2008 with S_ISVTX */
#endif

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "save_internal.h"

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <share.h>
#include <sys/stat.h>
#include <wchar.h>
#include <windows.h>
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

void (*village_save_step_hook)(const char *step);

static void step(const char *name)
{
    if (village_save_step_hook)
        village_save_step_hook(name);
}

/* The folder part of a path ("." when there is none), for messages. */
void save_folder_of(const char *path, char *out, size_t size)
{
    const char *slash = strrchr(path, '/');
#ifdef _WIN32
    const char *back = strrchr(path, '\\');
    if (back && (!slash || back > slash))
        slash = back;
#endif
    if (!slash)
        snprintf(out, size, ".");
    else if (slash == path)
        snprintf(out, size, "/");
    else
        snprintf(out, size, "%.*s", (int)(slash - path), path);
}

village_write_trouble village_write_trouble_of(int error)
{
    switch (error) {
    case 0:
        return VILLAGE_WRITE_OK;
    case ENOSPC:
    case EFBIG:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return VILLAGE_WRITE_DISK_FULL;
    case EACCES:
    case EPERM:
        return VILLAGE_WRITE_NOT_ALLOWED;
    case EROFS:
        return VILLAGE_WRITE_READ_ONLY_DISK;
    case ENOENT:
        return VILLAGE_WRITE_NO_FOLDER;
    case ENOTDIR:
    case EISDIR:
        return VILLAGE_WRITE_PATH_BLOCKED;
    default:
        return VILLAGE_WRITE_OTHER;
    }
}

/* What a failed step means for the player, from its system error (the
 * game words the same troubles from its catalogues). */
static const char *plain_reason(int error)
{
    switch (village_write_trouble_of(error)) {
    case VILLAGE_WRITE_DISK_FULL:
        return "the disk is full";
    case VILLAGE_WRITE_NOT_ALLOWED:
        return "the folder may not be written to";
    case VILLAGE_WRITE_READ_ONLY_DISK:
        return "the folder is on a read-only disk";
    case VILLAGE_WRITE_NO_FOLDER:
        return "the folder does not exist";
    case VILLAGE_WRITE_PATH_BLOCKED:
        return error == EISDIR ? "a folder stands where the file goes"
                               : "part of the folder's path is a file, not a folder";
    default:
        return NULL;
    }
}

/* "could not save in the folder 'F': <plain reason>; the previous file is
 * unchanged (<step> <path>: <system message>)". 'what' names the step. */
static bool fail(char *err, size_t size, const char *what, const char *path, int error,
                 const char *detail)
{
    if (!err || !size)
        return false;
    char folder[1024];
    save_folder_of(path, folder, sizeof folder);
    const char *reason = plain_reason(error);
    const char *system = detail ? detail : strerror(error);
    snprintf(err, size,
             "could not save in the folder '%s'%s%s; the previous file is unchanged (%s %s: %s)",
             folder, reason ? ": " : "", reason ? reason : "", what, path, system);
    errno = error; /* the caller may word it in the player's language */
    return false;
}

#ifdef _WIN32
static wchar_t *widen(const char *utf8)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, NULL, 0);
    wchar_t *w = n > 0 ? malloc((size_t)n * sizeof *w) : NULL;
    if (w && MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, w, n) != n) {
        free(w);
        w = NULL;
    }
    return w;
}

/* Creates a new, unique file next to 'target'; its wide name in *tmp_out. */
static int create_temp(const char *target, wchar_t **tmp_out)
{
    wchar_t *wide = widen(target);
    size_t n = wide ? wcslen(wide) : 0;
    wchar_t *tmp = wide ? malloc((n + 16) * sizeof *tmp) : NULL;
    int fd = -1;
    for (int attempt = 0; tmp && fd < 0 && attempt < 100; attempt++) {
        swprintf(tmp, n + 16, L"%ls.tmp-XXXXXX", wide);
        if (_wmktemp_s(tmp, n + 16) != 0)
            break;
        fd = _wopen(tmp, _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY, _S_IREAD | _S_IWRITE);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    free(wide);
    if (fd < 0) {
        free(tmp);
        tmp = NULL;
    }
    *tmp_out = tmp;
    return fd;
}

static bool flush_to_disk(int fd)
{
    return _commit(fd) == 0;
}

/* Windows' own words for its error, in UTF-8. */
static void system_message(DWORD code, char *out, size_t size)
{
    wchar_t wide[256];
    DWORD n = FormatMessageW(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, code,
                             0, wide, sizeof wide / sizeof wide[0], NULL);
    while (n > 0 && (wide[n - 1] == L'\r' || wide[n - 1] == L'\n' || wide[n - 1] == L'.'))
        wide[--n] = L'\0';
    if (n == 0 || !WideCharToMultiByte(CP_UTF8, 0, wide, -1, out, (int)size, NULL, NULL))
        snprintf(out, size, "Windows error %lu", (unsigned long)code);
}

static int errno_of(DWORD code)
{
    switch (code) {
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
        return ENOSPC;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
        return EACCES;
    case ERROR_WRITE_PROTECT:
        return EROFS;
    case ERROR_PATH_NOT_FOUND:
    case ERROR_FILE_NOT_FOUND:
        return ENOENT;
    default:
        return EIO;
    }
}

/* On failure: errno and the system's message in 'detail'. */
static bool replace_file(const wchar_t *tmp, const char *target, char *detail, size_t size)
{
    wchar_t *wide = widen(target);
    if (!wide) {
        errno = EINVAL;
        snprintf(detail, size, "the path is not valid UTF-8");
        return false;
    }
    bool ok = MoveFileExW(tmp, wide, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH) != 0;
    if (!ok) {
        DWORD code = GetLastError();
        system_message(code, detail, size);
        errno = errno_of(code);
    }
    free(wide);
    return ok;
}

static void remove_temp(wchar_t *tmp)
{
    _wunlink(tmp);
    free(tmp);
}

/* Windows has symbolic links, but a save behind one is rare enough that
 * the link is replaced by the file, as MoveFileEx does. */
char *save_resolve_target(const char *path)
{
    size_t n = strlen(path) + 1;
    char *copy = malloc(n);
    if (copy)
        memcpy(copy, path, n);
    return copy;
}

#define write _write
#define close _close
typedef wchar_t temp_char;
#else
typedef char temp_char;

/* A fresh name next to the target, created exclusively with mode 0666 so
 * the user's umask decides the permissions, as for any file they save. */
static int create_temp(const char *target, char **tmp_out)
{
    size_t n = strlen(target) + 32;
    char *tmp = malloc(n);
    int fd = -1;
    static unsigned counter;
    unsigned long noise = (unsigned long)time(NULL) ^ ((unsigned long)getpid() << 16);
    for (int attempt = 0; tmp && fd < 0 && attempt < 100; attempt++) {
        unsigned long id = (noise + ++counter * 2654435761u) % 2176782336u; /* 36^6 */
        char suffix[7];
        for (int k = 0; k < 6; k++, id /= 36)
            suffix[k] = "0123456789abcdefghijklmnopqrstuvwxyz"[id % 36];
        suffix[6] = '\0';
        snprintf(tmp, n, "%s.tmp-%s", target, suffix);
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
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

static bool flush_to_disk(int fd)
{
    return fsync(fd) == 0;
}

/* The rename is durable only once the folder itself is flushed. Some file
 * systems cannot flush a folder (EINVAL, ENOTSUP): nothing more can be done
 * there, and that is not a failure. Any other error is reported. */
static bool flush_folder(const char *target)
{
    char dir[4096];
    save_folder_of(target, dir, sizeof dir);
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errno == EACCES; /* a folder we may write but not read: rare, harmless */
    bool ok = fsync(fd) == 0 || errno == EINVAL || errno == ENOTSUP || errno == EBADF;
    int error = errno;
    close(fd);
    errno = error;
    return ok;
}

static bool replace_file(const char *tmp, const char *target, char *detail, size_t size)
{
    (void)detail;
    (void)size;
    return rename(tmp, target) == 0;
}

static void remove_temp(char *tmp)
{
    unlink(tmp);
    free(tmp);
}

/* The kernel's protected_symlinks rule, which readlink and rename do not
 * apply for us: a link in a sticky folder that everyone may write (/tmp) is
 * followed only if it belongs to us or to the folder's owner. Otherwise
 * another user could plant it there and make us replace a file of ours
 * (issue 27). */
static bool link_may_be_followed(const char *link_path, const struct stat *link)
{
    char dir[4096];
    save_folder_of(link_path, dir, sizeof dir);
    struct stat folder;
    if (stat(dir, &folder) != 0)
        return false;
    bool shared = (folder.st_mode & S_ISVTX) && (folder.st_mode & S_IWOTH);
    return !shared || link->st_uid == geteuid() || link->st_uid == folder.st_uid;
}

/* The file a symbolic link finally points to (the path itself when it is
 * not a link), so the link survives the rename. malloc'd; NULL with errno
 * ELOOP on a loop or a link that may not be followed (link_may_be_followed). */
char *save_resolve_target(const char *path)
{
    size_t n = strlen(path) + 1;
    char *current = malloc(n);
    if (!current)
        return NULL;
    memcpy(current, path, n);
    for (int depth = 0; depth < 40; depth++) {
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
        save_folder_of(current, dir, sizeof dir);
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
#endif

static bool write_all(int fd, const char *text, size_t len)
{
    while (len > 0) {
        unsigned chunk = len > (1u << 30) ? 1u << 30 : (unsigned)len;
        long n = (long)write(fd, text, chunk);
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

bool village_write_file_atomic(const char *path, const char *text, size_t len, char *err,
                               size_t err_size)
{
    char *target = save_resolve_target(path);
    if (!target)
        return fail(err, err_size, "cannot follow the link", path, errno,
                    errno == ELOOP ? "a loop of links, or a link another user owns in a shared "
                                     "folder (sticky, writable by all), which is not followed"
                                   : NULL);
    temp_char *tmp = NULL;
    int fd = create_temp(target, &tmp);
    if (fd < 0) {
        int error = errno;
        free(target);
        return fail(err, err_size, "cannot create a file next to", path, error, NULL);
    }
#ifndef _WIN32
    /* A replaced file keeps its permissions: a 0600 save must not become
     * 0644 because the umask is 022. A new file follows the umask. */
    struct stat old;
    if (stat(target, &old) == 0 && S_ISREG(old.st_mode))
        fchmod(fd, old.st_mode & 0777);
#endif
    step("created");
    /* Raw descriptors: there is no stdio buffer to fflush, so fsync alone
     * carries the bytes to the disk. */
    bool ok = write_all(fd, text, len);
    if (ok)
        step("written");
    ok = ok && flush_to_disk(fd);
    int error = errno;
    if (close(fd) != 0 && ok) {
        ok = false;
        error = errno;
    }
    if (!ok) {
        remove_temp(tmp);
        free(target);
        return fail(err, err_size, "cannot write next to", path, error, NULL);
    }
    step("flushed");
    char detail[256];
    if (!replace_file(tmp, target, detail, sizeof detail)) {
        error = errno;
        remove_temp(tmp);
        free(target);
#ifdef _WIN32
        return fail(err, err_size, "cannot replace", path, error, detail);
#else
        return fail(err, err_size, "cannot replace", path, error, NULL);
#endif
    }
    free(tmp);
    step("renamed");
#ifndef _WIN32
    if (!flush_folder(target)) {
        error = errno;
        char folder[1024];
        save_folder_of(target, folder, sizeof folder);
        free(target);
        if (err && err_size)
            snprintf(err, err_size,
                     "saved %s, but the folder '%s' could not be flushed to the disk, so the "
                     "save may not survive a power cut (%s)",
                     path, folder, strerror(error));
        errno = error;
        return false;
    }
#endif
    free(target);
    return true;
}
