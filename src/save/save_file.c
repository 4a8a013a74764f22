/* Saves as files: the JSON text through the atomic writer, and a reader
 * that refuses what cannot be a save before parsing (too big, NUL bytes).
 * The file itself is read by the platform layer (platform/files.h), which
 * takes only regular files and never blocks. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/files.h"
#include "save_internal.h"

bool village_save_file_present(const char *path)
{
    return platform_file_present(path);
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

/* The reader's troubles as the loader's refusals. */
static village_refusal refusal_of(platform_read_trouble trouble)
{
    switch (trouble) {
    case PLATFORM_READ_OK:
        return VILLAGE_REFUSAL_NONE;
    case PLATFORM_READ_MISSING:
        return VILLAGE_REFUSAL_MISSING;
    case PLATFORM_READ_NOT_A_FILE:
        return VILLAGE_REFUSAL_NOT_A_FILE;
    case PLATFORM_READ_TOO_BIG:
        return VILLAGE_REFUSAL_TOO_BIG;
    case PLATFORM_READ_NOT_TEXT:
        return VILLAGE_REFUSAL_NOT_TEXT;
    case PLATFORM_READ_OUT_OF_MEMORY:
        return VILLAGE_REFUSAL_OUT_OF_MEMORY;
    case PLATFORM_READ_UNREADABLE:
        break;
    }
    return VILLAGE_REFUSAL_UNREADABLE;
}

char *village_read_text_file(const char *path, size_t max_bytes, char *err, size_t err_size)
{
    platform_read_trouble trouble;
    char *text = platform_read_text(path, max_bytes, &trouble, err, err_size);
    int error = errno;
    save_refuse(refusal_of(trouble));
    errno = error;
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
