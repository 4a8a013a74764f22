/* Reads assets/gfx/labels.txt (see labels.h and docs/assets.md). */
#include "render/labels.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/files.h"

/* The rules' order; "road" is a cube of whichever road's colour. */
static const char *const CUBE_COLOURS[] = {"brown", "pink", "orange", "green", "black", "road"};

static bool parse_colour(const char *s, SDL_Color *c)
{
    unsigned r, g, b, a;
    if (sscanf(s, "#%2x%2x%2x%2x", &r, &g, &b, &a) != 4)
        return false;
    *c = (SDL_Color){(Uint8)r, (Uint8)g, (Uint8)b, (Uint8)a};
    return true;
}

static int find_layer(const art_labels *l, const char *name)
{
    for (int i = 0; i < l->layer_count; i++)
        if (strcmp(l->layers[i].name, name) == 0)
            return i;
    return -1;
}

static bool parse_align(const char *s, text_align *a)
{
    static const char *const NAMES[] = {"left", "center", "right"};
    for (int i = 0; i < 3; i++)
        if (strcmp(s, NAMES[i]) == 0) {
            *a = (text_align)i;
            return true;
        }
    return false;
}

static bool parse_role(const char *s, font_role *r)
{
    static const char *const NAMES[FONT_ROLES] = {"body", "bold", "title", "italic"};
    for (int i = 0; i < FONT_ROLES; i++)
        if (strcmp(s, NAMES[i]) == 0) {
            *r = (font_role)i;
            return true;
        }
    return false;
}

/* "text LAYER X BASELINE BOX SIZE ALIGN FONT #RRGGBBAA HALO|- WORDS…" */
static bool parse_text(art_labels *l, const char *line, art_label *lb)
{
    char layer[16], align[8], role[8], colour[16], halo[16];
    int used = 0;
    if (sscanf(line, "text %15s %f %f %f %f %7s %7s %15s %15s %n", layer, &lb->x, &lb->baseline,
               &lb->box, &lb->size, align, role, colour, halo, &used) != 9 ||
        used == 0)
        return false;
    const char *words = line + used;
    size_t n = strcspn(words, "\r\n");
    if (n == 0 || n >= sizeof lb->text || lb->size <= 0 || lb->box <= 0)
        return false;
    memcpy(lb->text, words, n);
    lb->text[n] = '\0';
    lb->layer = find_layer(l, layer);
    lb->has_halo = strcmp(halo, "-") != 0;
    return lb->layer >= 0 && parse_align(align, &lb->align) && parse_role(role, &lb->role) &&
           parse_colour(colour, &lb->colour) && (!lb->has_halo || parse_colour(halo, &lb->halo));
}

static bool parse_cube(art_labels *l, const char *line, art_label_cube *c)
{
    char layer[16], colour[16];
    if (sscanf(line, "cube %15s %f %f %f %15s", layer, &c->x, &c->y, &c->size, colour) != 5)
        return false;
    c->layer = find_layer(l, layer);
    c->colour = -1;
    for (int i = 0; i < (int)(sizeof CUBE_COLOURS / sizeof *CUBE_COLOURS); i++)
        if (strcmp(colour, CUBE_COLOURS[i]) == 0)
            c->colour = i;
    return c->layer >= 0 && c->colour >= 0 && c->size > 0;
}

static bool parse_icon(art_labels *l, const char *line, art_label_icon *c)
{
    char layer[16];
    SDL_FRect *b = &c->box;
    if (sscanf(line, "icon %15s %f %f %f %f", layer, &b->x, &b->y, &b->w, &b->h) != 5)
        return false;
    c->layer = find_layer(l, layer);
    return c->layer >= 0 && b->w > 0 && b->h > 0;
}

static bool parse_layer(art_labels *l, const char *line)
{
    if (l->layer_count == LABEL_LAYERS_MAX)
        return false;
    art_label_layer *y = &l->layers[l->layer_count];
    char kind[16] = "";
    int n = sscanf(line, "layer %15s %f %f %15s", y->name, &y->w, &y->h, kind);
    if (n < 3 || y->w <= 0 || y->h <= 0 || (n == 4 && strcmp(kind, "piece") != 0))
        return false;
    y->piece = n == 4;
    l->layer_count++;
    return true;
}

static bool grow(void **items, int count, int *capacity, size_t item)
{
    if (count < *capacity)
        return true;
    int more = *capacity ? *capacity * 2 : 64;
    void *grown = realloc(*items, item * (size_t)more);
    if (!grown)
        return false;
    *items = grown;
    *capacity = more;
    return true;
}

static bool parse_line(art_labels *l, const char *line, int *text_cap, int *cube_cap, int *icon_cap)
{
    if (strncmp(line, "layer ", 6) == 0)
        return parse_layer(l, line);
    if (strncmp(line, "text ", 5) == 0) {
        if (!grow((void **)&l->items, l->count, text_cap, sizeof *l->items))
            return false;
        if (!parse_text(l, line, &l->items[l->count]))
            return false;
        l->count++;
        return true;
    }
    if (strncmp(line, "cube ", 5) == 0) {
        if (!grow((void **)&l->cubes, l->cube_count, cube_cap, sizeof *l->cubes))
            return false;
        if (!parse_cube(l, line, &l->cubes[l->cube_count]))
            return false;
        l->cube_count++;
        return true;
    }
    if (strncmp(line, "icon ", 5) == 0) {
        if (!grow((void **)&l->icons, l->icon_count, icon_cap, sizeof *l->icons))
            return false;
        if (!parse_icon(l, line, &l->icons[l->icon_count]))
            return false;
        l->icon_count++;
        return true;
    }
    return false;
}

bool labels_from_text(art_labels *l, const char *text, const char *name, char *err, size_t size)
{
    memset(l, 0, sizeof *l);
    char line[LABELS_LINE_MAX + 1];
    int line_no = 0, text_cap = 0, cube_cap = 0, icon_cap = 0;
    bool ok = true;
    for (const char *at = text; ok && *at;) {
        size_t n = strcspn(at, "\n");
        line_no++;
        if (n > LABELS_LINE_MAX) {
            snprintf(err, size, "%s line %d is longer than %d bytes", name, line_no,
                     LABELS_LINE_MAX);
            ok = false;
            break;
        }
        memcpy(line, at, n);
        line[n] = '\0';
        at += n + (at[n] == '\n');
        const char *p = line + strspn(line, " \t");
        if (*p == '#' || *p == '\r' || *p == '\0')
            continue;
        ok = parse_line(l, p, &text_cap, &cube_cap, &icon_cap);
        if (!ok)
            snprintf(err, size, "%s line %d is not a layer, text, cube or icon line", name,
                     line_no);
    }
    if (!ok)
        labels_free(l);
    return ok;
}

bool labels_load(art_labels *l, const char *path, char *err, size_t size)
{
    memset(l, 0, sizeof *l);
    /* A regular file only, opened without blocking, as the layout's is. */
    char why[1400];
    char *text = platform_read_text(path, LABELS_MAX_BYTES, NULL, why, sizeof why);
    if (!text) {
        snprintf(err, size, "%s", why);
        return false;
    }
    bool ok = labels_from_text(l, text, path, err, size);
    free(text);
    return ok;
}

void labels_free(art_labels *l)
{
    free(l->items);
    free(l->cubes);
    free(l->icons);
    memset(l, 0, sizeof *l);
}

int labels_layer_for(const art_labels *l, const char *picture)
{
    for (int i = 0; i < l->layer_count; i++) {
        size_t n = strlen(l->layers[i].name);
        if (strncmp(picture, l->layers[i].name, n) == 0 &&
            (picture[n] == '\0' || picture[n] == '.'))
            return i;
    }
    return -1;
}

const char *label_words(const art_label *lb, art_label_lookup lookup, const void *catalogue,
                        char *out, size_t size)
{
    if (lb->text[0] != '@' || !lookup) {
        snprintf(out, size, "%s", lb->text);
        return out;
    }
    char key[LABEL_TEXT_MAX];
    snprintf(key, sizeof key, "%s", lb->text + 1);
    char *arg = strchr(key, ':');
    if (arg)
        *arg++ = '\0';
    const char *templ = lookup(catalogue, key);
    size_t n = 0;
    for (const char *p = templ; *p && n + 1 < size; p++) {
        if (arg && p[0] == '{' && p[1] == '1' && p[2] == '}') {
            n += (size_t)snprintf(out + n, size - n, "%s", arg);
            if (n >= size)
                n = size - 1;
            p += 2;
        } else {
            out[n++] = *p;
        }
    }
    out[n] = '\0';
    return out;
}
