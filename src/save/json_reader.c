/* Typed reading of a parsed save. Every check names the path of the value
 * it rejects ("state.players[1].grain: ..."), so a person can find it. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "save_internal.h"

void jr_init(json_reader *r, char *err, size_t err_size)
{
    r->err = err;
    r->err_size = err_size;
    r->failed = false;
    r->refusal = VILLAGE_REFUSAL_NONE;
    r->path[0] = '\0';
    r->path_len = 0;
    if (err && err_size)
        err[0] = '\0';
}

static size_t append_path(json_reader *r, const char *fmt, ...) SAVE_PRINTF(2, 3);

static size_t append_path(json_reader *r, const char *fmt, ...)
{
    size_t mark = r->path_len;
    size_t room = sizeof r->path - r->path_len;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(r->path + r->path_len, room, fmt, ap);
    va_end(ap);
    if (n > 0)
        r->path_len += (size_t)n < room ? (size_t)n : room - 1;
    return mark;
}

size_t jr_enter_key(json_reader *r, const char *key)
{
    return append_path(r, r->path_len ? ".%s" : "%s", key);
}

size_t jr_enter_index(json_reader *r, size_t index)
{
    return append_path(r, "[%lu]", (unsigned long)index);
}

void jr_leave(json_reader *r, size_t mark)
{
    r->path_len = mark;
    r->path[mark] = '\0';
}

static bool vfail(json_reader *r, village_refusal kind, const char *fmt, va_list ap)
    SAVE_PRINTF(3, 0);

static bool vfail(json_reader *r, village_refusal kind, const char *fmt, va_list ap)
{
    if (r->failed)
        return false;
    r->failed = true;
    r->refusal = kind;
    if (!r->err || !r->err_size)
        return false;
    int n = snprintf(r->err, r->err_size, "%s: ", r->path_len ? r->path : "the save");
    if (n < 0 || (size_t)n >= r->err_size)
        return false;
    vsnprintf(r->err + n, r->err_size - (size_t)n, fmt, ap);
    return false;
}

bool jr_fail(json_reader *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, VILLAGE_REFUSAL_BAD_VALUE, fmt, ap);
    va_end(ap);
    return false;
}

bool jr_refuse(json_reader *r, village_refusal kind, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, kind, fmt, ap);
    va_end(ap);
    return false;
}

static const char *type_name(const cJSON *item)
{
    if (cJSON_IsObject(item))
        return "an object";
    if (cJSON_IsArray(item))
        return "an array";
    if (cJSON_IsString(item))
        return "a string";
    if (cJSON_IsNumber(item))
        return "a number";
    if (cJSON_IsBool(item))
        return "true/false";
    if (cJSON_IsNull(item))
        return "null";
    return "an invalid value";
}

bool jr_only_keys(json_reader *r, const cJSON *obj, const char *const *keys)
{
    for (const cJSON *item = obj->child; item; item = item->next) {
        bool known = false;
        for (const char *const *k = keys; *k && !known; k++)
            known = strcmp(*k, item->string) == 0;
        if (!known)
            return jr_fail(r, "unknown key \"%.40s\"", item->string);
        for (const cJSON *later = item->next; later; later = later->next)
            if (strcmp(later->string, item->string) == 0)
                return jr_fail(r, "key \"%s\" appears twice", item->string);
    }
    return true;
}

/* The member 'key' of 'parent', or NULL after reporting it missing. */
static const cJSON *member(json_reader *r, const cJSON *parent, const char *key)
{
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(parent, key);
    if (!item)
        jr_fail(r, "missing key \"%s\"", key);
    return item;
}

const cJSON *jr_object(json_reader *r, const cJSON *parent, const char *key)
{
    const cJSON *item = member(r, parent, key);
    if (!item)
        return NULL;
    if (!cJSON_IsObject(item)) {
        size_t mark = jr_enter_key(r, key);
        jr_fail(r, "expected an object, found %s", type_name(item));
        jr_leave(r, mark);
        return NULL;
    }
    return item;
}

const cJSON *jr_array(json_reader *r, const cJSON *parent, const char *key, int min_len,
                      int max_len)
{
    const cJSON *item = member(r, parent, key);
    if (!item)
        return NULL;
    size_t mark = jr_enter_key(r, key);
    const cJSON *result = NULL;
    if (!cJSON_IsArray(item)) {
        jr_fail(r, "expected an array, found %s", type_name(item));
    } else {
        int n = cJSON_GetArraySize(item);
        if (n < min_len || n > max_len) {
            if (min_len == max_len)
                jr_fail(r, "expected %d entries, found %d", min_len, n);
            else
                jr_fail(r, "expected %d to %d entries, found %d", min_len, max_len, n);
        } else {
            result = item;
        }
    }
    jr_leave(r, mark);
    return result;
}

bool jr_int_item(json_reader *r, const cJSON *item, long min, long max, long *out)
{
    if (!cJSON_IsNumber(item))
        return jr_fail(r, "expected a whole number, found %s", type_name(item));
    double d = item->valuedouble;
    if (!isfinite(d) || d != floor(d))
        return jr_fail(r, "expected a whole number, found %.17g", d);
    if (d < (double)min || d > (double)max)
        return jr_fail(r, "%.17g is out of range (%ld to %ld)", d, min, max);
    *out = (long)d;
    return true;
}

bool jr_int(json_reader *r, const cJSON *parent, const char *key, long min, long max, long *out)
{
    const cJSON *item = member(r, parent, key);
    if (!item)
        return false;
    size_t mark = jr_enter_key(r, key);
    bool ok = jr_int_item(r, item, min, max, out);
    jr_leave(r, mark);
    return ok;
}

bool jr_bool(json_reader *r, const cJSON *parent, const char *key, uint8_t *out)
{
    const cJSON *item = member(r, parent, key);
    if (!item)
        return false;
    if (!cJSON_IsBool(item)) {
        size_t mark = jr_enter_key(r, key);
        jr_fail(r, "expected true or false, found %s", type_name(item));
        jr_leave(r, mark);
        return false;
    }
    *out = cJSON_IsTrue(item) ? 1 : 0;
    return true;
}

bool jr_string(json_reader *r, const cJSON *parent, const char *key, size_t max_len,
               const char **out)
{
    const cJSON *item = member(r, parent, key);
    if (!item)
        return false;
    size_t mark = jr_enter_key(r, key);
    bool ok = false;
    if (!cJSON_IsString(item))
        jr_fail(r, "expected a string, found %s", type_name(item));
    else if (strlen(item->valuestring) > max_len)
        jr_fail(r, "text longer than %lu bytes", (unsigned long)max_len);
    else
        ok = true;
    jr_leave(r, mark);
    if (ok)
        *out = item->valuestring;
    return ok;
}

bool jr_hex64(json_reader *r, const cJSON *parent, const char *key, uint64_t *out)
{
    const char *text;
    if (!jr_string(r, parent, key, 64, &text))
        return false;
    if (!save_hex64_parse(text, out)) {
        size_t mark = jr_enter_key(r, key);
        jr_fail(r, "expected 16 hexadecimal digits, found \"%.20s\"", text);
        jr_leave(r, mark);
        return false;
    }
    return true;
}

bool jr_name_item(json_reader *r, const cJSON *item, name_fn names, int count, const char *what,
                  int *out)
{
    if (!cJSON_IsString(item))
        return jr_fail(r, "expected a %s name, found %s", what, type_name(item));
    for (int i = 0; i < count; i++)
        if (strcmp(item->valuestring, names(i)) == 0) {
            *out = i;
            return true;
        }
    return jr_fail(r, "unknown %s \"%.40s\"", what, item->valuestring);
}

bool jr_name(json_reader *r, const cJSON *parent, const char *key, name_fn names, int count,
             const char *what, int *out)
{
    const cJSON *item = member(r, parent, key);
    if (!item)
        return false;
    size_t mark = jr_enter_key(r, key);
    bool ok = jr_name_item(r, item, names, count, what, out);
    jr_leave(r, mark);
    return ok;
}

bool jr_player(json_reader *r, const cJSON *parent, const char *key, int num_players, int nobody,
               int *out)
{
    const cJSON *item = member(r, parent, key);
    if (!item)
        return false;
    if (nobody >= 0 && cJSON_IsNull(item)) {
        *out = nobody;
        return true;
    }
    size_t mark = jr_enter_key(r, key);
    bool ok = jr_name_item(r, item, village_player_colour_name, num_players,
                           "player colour (in this game)", out);
    jr_leave(r, mark);
    return ok;
}

void save_hex64_format(uint64_t value, char out[17])
{
    snprintf(out, 17, "%016llx", (unsigned long long)value);
}

bool save_hex64_parse(const char *text, uint64_t *out)
{
    uint64_t v = 0;
    size_t n = 0;
    for (; text[n]; n++) {
        char c = text[n];
        int digit = c >= '0' && c <= '9'   ? c - '0'
                    : c >= 'a' && c <= 'f' ? c - 'a' + 10
                    : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                           : -1;
        if (digit < 0 || n >= 16)
            return false;
        v = v << 4 | (uint64_t)digit;
    }
    if (n != 16)
        return false;
    *out = v;
    return true;
}
