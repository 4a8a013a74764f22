/* The first place two JSON trees differ, as a path a person can look up in
 * the save ("state.players[1].goods.ox"). Used to explain why a stored
 * state is not what its move history leads to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "save_internal.h"

typedef struct diff_ctx {
    char *path;
    size_t path_size;
    char *a_text, *b_text;
    size_t text_size;
} diff_ctx;

static void describe(const cJSON *item, char *out, size_t size)
{
    if (!item) {
        snprintf(out, size, "(missing)");
        return;
    }
    char *text = cJSON_PrintUnformatted(item);
    snprintf(out, size, "%s", text ? text : "(out of memory)");
    cJSON_free(text);
}

static bool report(diff_ctx *d, const cJSON *a, const cJSON *b)
{
    describe(a, d->a_text, d->text_size);
    describe(b, d->b_text, d->text_size);
    return true;
}

static bool scalars_equal(const cJSON *a, const cJSON *b)
{
    if ((a->type & 0xFF) != (b->type & 0xFF))
        return false;
    if (cJSON_IsNumber(a))
        return a->valuedouble == b->valuedouble;
    if (cJSON_IsString(a))
        return strcmp(a->valuestring, b->valuestring) == 0;
    return true;
}

static bool differ(diff_ctx *d, const cJSON *a, const cJSON *b, size_t len);

static bool child_differs(diff_ctx *d, const cJSON *a, const cJSON *b, size_t len, const char *key,
                          size_t index)
{
    int n = key ? snprintf(d->path + len, d->path_size - len, ".%s", key)
                : snprintf(d->path + len, d->path_size - len, "[%lu]", (unsigned long)index);
    size_t grown = n > 0 && (size_t)n < d->path_size - len ? len + (size_t)n : len;
    if (!a || !b)
        return report(d, a, b);
    return differ(d, a, b, grown);
}

static bool differ(diff_ctx *d, const cJSON *a, const cJSON *b, size_t len)
{
    d->path[len] = '\0';
    bool a_object = cJSON_IsObject(a), a_array = cJSON_IsArray(a);
    if (a_object != cJSON_IsObject(b) || a_array != cJSON_IsArray(b))
        return report(d, a, b);
    if (a_object) {
        for (const cJSON *c = a->child; c; c = c->next)
            if (child_differs(d, c, cJSON_GetObjectItemCaseSensitive(b, c->string), len, c->string,
                              0))
                return true;
        for (const cJSON *c = b->child; c; c = c->next)
            if (!cJSON_GetObjectItemCaseSensitive(a, c->string))
                return child_differs(d, NULL, c, len, c->string, 0);
        return false;
    }
    if (a_array) {
        const cJSON *ca = a->child, *cb = b->child;
        for (size_t i = 0; ca || cb; i++) {
            if (child_differs(d, ca, cb, len, NULL, i))
                return true;
            ca = ca->next;
            cb = cb->next;
        }
        return false;
    }
    return scalars_equal(a, b) ? false : report(d, a, b);
}

bool save_json_first_difference(const cJSON *a, const cJSON *b, char *path, size_t path_size,
                                char *a_text, char *b_text, size_t text_size)
{
    diff_ctx d = {path, path_size, a_text, b_text, text_size};
    size_t len = (size_t)snprintf(path, path_size, "%s", "");
    return differ(&d, a, b, len);
}
