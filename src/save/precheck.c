/* A linear scan before parsing: cJSON would accept a NUL hidden in a
 * string escape (and silently cut the string there) and recurses once per
 * nesting level, so both are refused here with a clear message. */
#include <stdio.h>
#include <string.h>

#include "save_internal.h"

void save_json_locate(const char *text, size_t offset, char *buf, size_t size)
{
    size_t line = 1, column = 1;
    for (size_t i = 0; i < offset && text[i]; i++) {
        if (text[i] == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
    }
    snprintf(buf, size, "line %lu, column %lu", (unsigned long)line, (unsigned long)column);
}

static bool fail_at(const char *text, size_t offset, const char *what, char *err, size_t size)
{
    char where[64];
    save_json_locate(text, offset, where, sizeof where);
    snprintf(err, size, "not a valid save: %s at %s", what, where);
    return save_refuse(VILLAGE_REFUSAL_DAMAGED);
}

/* Inside a string starting after its opening quote: returns the offset of
 * the closing quote, or 0 after reporting a problem. */
static size_t scan_string(const char *text, size_t len, size_t i, char *err, size_t size)
{
    for (; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '"')
            return i;
        if (c < 0x20) {
            fail_at(text, i, "a control character inside a string", err, size);
            return 0;
        }
        if (c != '\\')
            continue;
        if (i + 1 < len && text[i + 1] == 'u' && i + 5 < len &&
            strncmp(text + i + 2, "0000", 4) == 0) {
            fail_at(text, i, "a NUL character (\\u0000) inside a string", err, size);
            return 0;
        }
        i++; /* the escaped character cannot end the string */
    }
    fail_at(text, len, "the text ends inside a string (truncated?)", err, size);
    return 0;
}

bool save_json_precheck(const char *text, size_t len, char *err, size_t err_size)
{
    if (len > SAVE_MAX_BYTES) {
        snprintf(err, err_size, "not a valid save: %lu bytes is more than the %d a save may have",
                 (unsigned long)len, SAVE_MAX_BYTES);
        return save_refuse(VILLAGE_REFUSAL_TOO_BIG);
    }
    int depth = 0;
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (c == '"') {
            i = scan_string(text, len, i + 1, err, err_size);
            if (i == 0)
                return false;
        } else if (c == '[' || c == '{') {
            if (++depth > SAVE_MAX_DEPTH) {
                char what[64];
                snprintf(what, sizeof what, "nesting deeper than %d levels", SAVE_MAX_DEPTH);
                return fail_at(text, i, what, err, err_size);
            }
        } else if (c == ']' || c == '}') {
            depth--;
        }
    }
    return true;
}
