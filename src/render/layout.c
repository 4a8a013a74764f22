/* Reading layout.txt's anchors and finding one by name (layout.h). */
#include "render/layout.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/files.h"

static int compare_entries(const void *a, const void *b)
{
    return strcmp(((const layout_entry *)a)->name, ((const layout_entry *)b)->name);
}

bool layout_from_text(layout *l, const char *text, char *err, size_t size)
{
    memset(l, 0, sizeof *l);
    int capacity = 256, line_no = 0;
    l->items = malloc(sizeof *l->items * (size_t)capacity);
    char line[256];
    for (const char *at = text; l->items && *at;) {
        size_t length = strcspn(at, "\n");
        line_no++;
        if (length >= sizeof line) {
            snprintf(err, size, "layout line %d is too long", line_no);
            layout_free(l);
            return false;
        }
        memcpy(line, at, length);
        line[length] = '\0';
        at += length + (at[length] == '\n');
        char *p = line + strspn(line, " \t");
        if (*p == '#' || *p == '\r' || *p == '\0')
            continue;
        if (l->count == capacity) {
            capacity *= 2;
            layout_entry *grown = realloc(l->items, sizeof *grown * (size_t)capacity);
            if (!grown) {
                layout_free(l);
                break;
            }
            l->items = grown;
        }
        layout_entry *e = &l->items[l->count];
        if (sscanf(p, "%47s %f %f %f %f", e->name, &e->rect.x, &e->rect.y, &e->rect.w,
                   &e->rect.h) != 5) {
            snprintf(err, size, "layout line %d is not 'name x y w h'", line_no);
            layout_free(l);
            return false;
        }
        e->designed = e->rect;
        l->count++;
    }
    if (!l->items) {
        snprintf(err, size, "out of memory reading the layout");
        return false;
    }
    qsort(l->items, (size_t)l->count, sizeof *l->items, compare_entries);
    return true;
}

bool layout_load(layout *l, const char *path, char *err, size_t size)
{
    memset(l, 0, sizeof *l);
    /* A regular file only, opened without blocking: a FIFO in its place
     * once hung the start (issue 27). */
    char why[1400];
    char *text = platform_read_text(path, LAYOUT_MAX_BYTES, NULL, why, sizeof why);
    if (!text) {
        snprintf(err, size, "%s", why);
        return false;
    }
    bool ok = layout_from_text(l, text, err, size);
    free(text);
    return ok;
}

void layout_free(layout *l)
{
    free(l->items);
    memset(l, 0, sizeof *l);
}

enum { DESIGNED_HEIGHT = 1080 };

void layout_fit_height(layout *l, float height)
{
    float extra = height > DESIGNED_HEIGHT ? height - DESIGNED_HEIGHT : 0;
    float board_foot = DESIGNED_HEIGHT;
    for (int i = 0; i < l->count; i++)
        if (strcmp(l->items[i].name, "board") == 0)
            board_foot = l->items[i].designed.y + l->items[i].designed.h;
    for (int i = 0; i < l->count; i++) {
        layout_entry *e = &l->items[i];
        e->rect = e->designed;
        if (strcmp(e->name, "table") == 0 || e->designed.y >= board_foot)
            e->rect.h += extra;
    }
}

const SDL_FRect *layout_find(const layout *l, const char *name)
{
    int lo = 0, hi = l->count - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int c = strcmp(name, l->items[mid].name);
        if (c == 0)
            return &l->items[mid].rect;
        if (c < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return NULL;
}

const SDL_FRect *layout_findf(const layout *l, const char *fmt, ...)
{
    char name[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(name, sizeof name, fmt, ap);
    va_end(ap);
    return layout_find(l, name);
}
