/* Reading layout.txt's anchors and finding one by name (layout.h). */
#include "render/layout.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int compare_entries(const void *a, const void *b)
{
    return strcmp(((const layout_entry *)a)->name, ((const layout_entry *)b)->name);
}

static bool read_entries(layout *l, FILE *f, char *err, size_t size)
{
    int capacity = 256, line_no = 0;
    l->items = malloc(sizeof *l->items * (size_t)capacity);
    char line[256];
    while (l->items && fgets(line, sizeof line, f)) {
        line_no++;
        char *p = line + strspn(line, " \t");
        if (*p == '#' || *p == '\n' || *p == '\r' || *p == '\0')
            continue;
        if (l->count == capacity) {
            capacity *= 2;
            layout_entry *grown = realloc(l->items, sizeof *grown * (size_t)capacity);
            if (!grown)
                break;
            l->items = grown;
        }
        layout_entry *e = &l->items[l->count];
        if (sscanf(p, "%47s %f %f %f %f", e->name, &e->rect.x, &e->rect.y, &e->rect.w,
                   &e->rect.h) != 5) {
            snprintf(err, size, "layout line %d is not 'name x y w h'", line_no);
            return false;
        }
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
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, size, "cannot open %s", path);
        return false;
    }
    bool ok = read_entries(l, f, err, size);
    fclose(f);
    return ok;
}

void layout_free(layout *l)
{
    free(l->items);
    memset(l, 0, sizeof *l);
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
