/* Saves as files: the JSON text through the atomic writer, and a reader
 * that refuses what cannot be a save before parsing (too big, NUL bytes). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "save_internal.h"

#ifdef _WIN32
#include <wchar.h>
#include <windows.h>

static FILE *open_for_reading(const char *path)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, NULL, 0);
    wchar_t *wide = n > 0 ? malloc((size_t)n * sizeof *wide) : NULL;
    FILE *f = NULL;
    if (wide && MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, wide, n) == n)
        f = _wfopen(wide, L"rb");
    free(wide);
    return f;
}
#else
static FILE *open_for_reading(const char *path)
{
    return fopen(path, "rb");
}
#endif

bool village_save_write_file(const village_record *r, const char *path, char *err, size_t err_size)
{
    char *text = village_save_to_json(r);
    if (!text) {
        if (err && err_size)
            snprintf(err, err_size, "cannot save to '%s': out of memory or an inconsistent game",
                     path);
        return false;
    }
    bool ok = village_write_file_atomic(path, text, strlen(text), err, err_size);
    free(text);
    return ok;
}

/* The whole file as a NUL-terminated string, or NULL with err set. */
char *save_read_text_file(const char *path, char *err, size_t err_size)
{
    FILE *f = open_for_reading(path);
    if (!f) {
        snprintf(err, err_size, "cannot open '%s': %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap + 1);
    while (text) {
        len += fread(text + len, 1, cap - len, f);
        if (len < cap || len > SAVE_MAX_BYTES)
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
    const char *problem = !text                     ? "out of memory"
                          : bad_read                ? strerror(error)
                          : len > SAVE_MAX_BYTES    ? "too big to be a save"
                          : memchr(text, '\0', len) ? "contains a NUL byte (not a text save)"
                                                    : NULL;
    if (problem) {
        snprintf(err, err_size, "cannot read '%s': %s", path, problem);
        free(text);
        return NULL;
    }
    text[len] = '\0';
    return text;
}

bool village_save_read_file(const char *path, village_record *out, char *err, size_t err_size)
{
    char scratch[2];
    if (!err || !err_size) {
        err = scratch;
        err_size = sizeof scratch;
    }
    char *text = save_read_text_file(path, err, err_size);
    if (!text)
        return false;
    char why[512];
    bool ok = village_save_from_json(text, out, why, sizeof why);
    if (!ok)
        snprintf(err, err_size, "%s: %s", path, why);
    free(text);
    return ok;
}
