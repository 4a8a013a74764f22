/* Files. A save is written to a fresh temporary file in the target's own
 * folder, flushed to the disk, and only then renamed over the target: a
 * crash or a full disk leaves either the old save or the new one, never a
 * half-written file. Paths are UTF-8 on every platform. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static bool fail(char *err, size_t size, const char *what, const char *path, int error)
{
    if (err && size)
        snprintf(err, size, "%s '%s': %s", what, path, strerror(error));
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

static bool replace_file(const wchar_t *tmp, const char *target)
{
    wchar_t *wide = widen(target);
    bool ok = wide && MoveFileExW(tmp, wide, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
    if (!ok)
        errno = EACCES;
    free(wide);
    return ok;
}

static void remove_temp(wchar_t *tmp)
{
    _wunlink(tmp);
    free(tmp);
}

#define write _write
#define close _close
typedef wchar_t temp_char;
#else
typedef char temp_char;

static int create_temp(const char *target, char **tmp_out)
{
    size_t n = strlen(target);
    char *tmp = malloc(n + 16);
    int fd = -1;
    if (tmp) {
        snprintf(tmp, n + 16, "%s.tmp-XXXXXX", target);
        fd = mkstemp(tmp);
    }
    if (fd >= 0) {
        fchmod(fd, 0644); /* mkstemp makes 0600; a save is an ordinary document */
    } else {
        free(tmp);
        tmp = NULL;
    }
    *tmp_out = tmp;
    return fd;
}

static bool flush_to_disk(int fd)
{
    return fsync(fd) == 0;
}

/* The rename is durable only once the folder itself is flushed. */
static void flush_folder(const char *target)
{
    size_t n = strlen(target);
    char *dir = malloc(n + 2);
    if (!dir)
        return;
    memcpy(dir, target, n + 1);
    char *slash = strrchr(dir, '/');
    if (slash)
        slash[slash == dir ? 1 : 0] = '\0';
    else
        memcpy(dir, ".", 2);
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd); /* best effort: some file systems refuse to sync a folder */
        close(fd);
    }
    free(dir);
}

static bool replace_file(const char *tmp, const char *target)
{
    if (rename(tmp, target) != 0)
        return false;
    flush_folder(target);
    return true;
}

static void remove_temp(char *tmp)
{
    unlink(tmp);
    free(tmp);
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
    temp_char *tmp = NULL;
    int fd = create_temp(path, &tmp);
    if (fd < 0)
        return fail(err, err_size, "cannot create a temporary file next to", path, errno);
    /* Raw descriptors: there is no stdio buffer to fflush, so fsync alone
     * carries the bytes to the disk. */
    bool ok = write_all(fd, text, len) && flush_to_disk(fd);
    int error = errno;
    if (close(fd) != 0 && ok) {
        ok = false;
        error = errno;
    }
    if (!ok) {
        remove_temp(tmp);
        return fail(err, err_size, "cannot write (the previous file is unchanged)", path, error);
    }
    if (!replace_file(tmp, path)) {
        error = errno;
        remove_temp(tmp);
        return fail(err, err_size, "cannot replace (the previous file is unchanged)", path, error);
    }
    free(tmp);
    return true;
}
