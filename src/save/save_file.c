/* Saves as files: the JSON text through the atomic writer, and a reader
 * that refuses what cannot be a save before parsing (too big, NUL bytes). */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "save_internal.h"

/* Why a path that opens is still not read. */
#define NOT_A_FILE "not a regular file (a folder, a pipe or a device)"

#ifdef _WIN32
#include <sys/stat.h>
#include <wchar.h>
#include <windows.h>

/* Windows has no FIFOs a save path could name, but a device or a folder
 * can be: only a regular file is read. */
static FILE *open_for_reading(const char *path, const char **problem)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, NULL, 0);
    wchar_t *wide = n > 0 ? malloc((size_t)n * sizeof *wide) : NULL;
    FILE *f = NULL;
    if (wide && MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, wide, n) == n) {
        struct _stat64 st;
        if (_wstat64(wide, &st) == 0 && !(st.st_mode & _S_IFREG))
            *problem = NOT_A_FILE;
        else
            f = _wfopen(wide, L"rb");
    }
    free(wide);
    return f;
}
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

/* Opened without blocking (a FIFO with no writer would wait forever), then
 * refused unless it is a regular file (a FIFO, a device, a folder). */
static FILE *open_for_reading(const char *path, const char **problem)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    if (fstat(fd, &st) != 0) {
        int error = errno;
        close(fd);
        errno = error;
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        close(fd);
        *problem = NOT_A_FILE;
        return NULL;
    }
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0)
        fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        int error = errno;
        close(fd);
        errno = error;
    }
    return f;
}
#endif

bool village_save_file_present(const char *path)
{
#ifdef _WIN32
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, NULL, 0);
    wchar_t *wide = n > 0 ? malloc((size_t)n * sizeof *wide) : NULL;
    struct _stat64 st;
    bool present = wide &&
                   MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, wide, n) == n &&
                   _wstat64(wide, &st) == 0;
    free(wide);
    return present;
#else
    struct stat st;
    return stat(path, &st) == 0;
#endif
}

bool village_save_write_file(const village_record *r, const char *path, char *err, size_t err_size)
{
    char *text = village_save_to_json(r);
    if (!text) {
        if (err && err_size)
            snprintf(err, err_size, "cannot save to '%s': out of memory or an inconsistent game",
                     path);
        errno = ENOMEM;
        return false;
    }
    bool ok = village_write_file_atomic(path, text, strlen(text), err, err_size);
    int error = errno;
    free(text);
    errno = error;
    return ok;
}

char *village_read_text_file(const char *path, size_t max_bytes, char *err, size_t err_size)
{
    errno = 0;
    const char *not_a_file = NULL;
    FILE *f = open_for_reading(path, &not_a_file);
    if (!f) {
        int error = errno;
        snprintf(err, err_size, "cannot open '%s': %s", path,
                 not_a_file ? not_a_file : strerror(error));
        save_refuse(not_a_file        ? VILLAGE_REFUSAL_NOT_A_FILE
                    : error == ENOENT ? VILLAGE_REFUSAL_MISSING
                                      : VILLAGE_REFUSAL_UNREADABLE);
        return NULL;
    }
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap + 1);
    while (text) {
        len += fread(text + len, 1, cap - len, f);
        if (len < cap || len > max_bytes)
            break;
        char *grown = realloc(text, cap * 2 + 1);
        if (!grown) {
            free(text);
            text = NULL;
            break;
        }
        text = grown;
        cap *= 2;
    }
    bool bad_read = ferror(f) != 0;
    int error = errno;
    fclose(f);
    char too_big[64];
    snprintf(too_big, sizeof too_big, "too big (over %lu bytes)", (unsigned long)max_bytes);
    const char *problem = !text                     ? "out of memory"
                          : bad_read                ? strerror(error)
                          : len > max_bytes         ? too_big
                          : memchr(text, '\0', len) ? "contains a NUL byte (not a text file)"
                                                    : NULL;
    if (problem) {
        snprintf(err, err_size, "cannot read '%s': %s", path, problem);
        save_refuse(!text             ? VILLAGE_REFUSAL_OUT_OF_MEMORY
                    : bad_read        ? VILLAGE_REFUSAL_UNREADABLE
                    : len > max_bytes ? VILLAGE_REFUSAL_TOO_BIG
                                      : VILLAGE_REFUSAL_NOT_TEXT);
        free(text);
        return NULL;
    }
    save_refuse(VILLAGE_REFUSAL_NONE);
    text[len] = '\0';
    return text;
}

bool save_read_document(const char *path, save_document_parser parse, void *out, char *err,
                        size_t err_size)
{
    char scratch[2];
    if (!err || !err_size) {
        err = scratch;
        err_size = sizeof scratch;
    }
    char *text = village_read_text_file(path, SAVE_MAX_BYTES, err, err_size);
    if (!text) {
        village_text_make_printable(err);
        return false;
    }
    char why[512];
    bool ok = parse(text, out, why, sizeof why);
    if (!ok)
        snprintf(err, err_size, "%s: %s", path, why);
    free(text);
    if (!ok)
        village_text_make_printable(err);
    return ok;
}

static bool parse_save(const char *text, void *out, char *why, size_t why_size)
{
    return village_save_from_json(text, out, why, why_size);
}

bool village_save_read_file(const char *path, village_record *out, char *err, size_t err_size)
{
    return save_read_document(path, parse_save, out, err, err_size);
}
