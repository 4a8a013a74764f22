/* Deterministic pretty printing for saves. cJSON_Print puts a whole array on
 * one line (the move history would be one line of many kilobytes) and
 * indents with tabs; this printer keeps one move per line and short rows
 * such as a member's place on one line, so a person can read and diff saves. */
#include <stdlib.h>
#include <string.h>

#include "save_internal.h"

enum { LINE_WIDTH = 100, INDENT = 2 };

typedef struct out_buf {
    char *text;
    size_t len;
    size_t cap;
    bool oom;
} out_buf;

static void put_bytes(out_buf *o, const char *bytes, size_t n)
{
    if (o->oom)
        return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 4096;
        while (o->len + n + 1 > cap)
            cap *= 2;
        char *grown = realloc(o->text, cap);
        if (!grown) {
            o->oom = true;
            return;
        }
        o->text = grown;
        o->cap = cap;
    }
    memcpy(o->text + o->len, bytes, n);
    o->len += n;
    o->text[o->len] = '\0';
}

static void put_text(out_buf *o, const char *text)
{
    put_bytes(o, text, strlen(text));
}

static void put_indent(out_buf *o, int depth)
{
    for (int i = 0; i < depth * INDENT; i++)
        put_bytes(o, " ", 1);
}

/* Scalars and keys are escaped by cJSON itself. */
static void put_scalar(out_buf *o, const cJSON *item)
{
    char *text = cJSON_PrintUnformatted(item);
    if (!text) {
        o->oom = true;
        return;
    }
    put_text(o, text);
    cJSON_free(text);
}

static void put_key(out_buf *o, const char *key)
{
    cJSON *as_string = cJSON_CreateString(key);
    if (!as_string) {
        o->oom = true;
        return;
    }
    put_scalar(o, as_string);
    cJSON_Delete(as_string);
    put_text(o, ": ");
}

static bool is_container(const cJSON *item)
{
    return cJSON_IsArray(item) || cJSON_IsObject(item);
}

static void put_inline(out_buf *o, const cJSON *item)
{
    bool object = cJSON_IsObject(item);
    put_text(o, object ? "{" : "[");
    for (const cJSON *c = item->child; c; c = c->next) {
        if (object)
            put_key(o, c->string);
        put_scalar(o, c);
        if (c->next)
            put_text(o, ", ");
    }
    put_text(o, object ? "}" : "]");
}

/* Length of the one-line form, or SIZE_MAX if a child is a container. */
static size_t inline_length(const cJSON *item)
{
    out_buf probe = {0};
    for (const cJSON *c = item->child; c; c = c->next)
        if (is_container(c))
            return SIZE_MAX;
    put_inline(&probe, item);
    size_t len = probe.oom ? SIZE_MAX : probe.len;
    free(probe.text);
    return len;
}

static void put_value(out_buf *o, const cJSON *item, int depth, size_t column)
{
    if (!is_container(item)) {
        put_scalar(o, item);
        return;
    }
    size_t one_line = inline_length(item);
    if (!item->child || (one_line != SIZE_MAX && column + one_line <= LINE_WIDTH)) {
        put_inline(o, item);
        return;
    }
    bool object = cJSON_IsObject(item);
    put_text(o, object ? "{\n" : "[\n");
    for (const cJSON *c = item->child; c; c = c->next) {
        put_indent(o, depth + 1);
        size_t start = o->len;
        if (object)
            put_key(o, c->string);
        size_t col = (size_t)(depth + 1) * INDENT + (o->len - start);
        put_value(o, c, depth + 1, col);
        put_text(o, c->next ? ",\n" : "\n");
    }
    put_indent(o, depth);
    put_text(o, object ? "}" : "]");
}

char *save_json_print_pretty(const cJSON *root)
{
    out_buf o = {0};
    put_value(&o, root, 0, 0);
    put_text(&o, "\n");
    if (o.oom) {
        free(o.text);
        return NULL;
    }
    return o.text;
}
