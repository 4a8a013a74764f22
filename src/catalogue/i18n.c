/* The string catalogues (assets/i18n/<language>.txt): "key = value" lines
 * looked up by key, with a warning for anything else. */
#include "catalogue/i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int compare_entries(const void *a, const void *b)
{
    return strcmp(((const i18n_entry *)a)->key, ((const i18n_entry *)b)->key);
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (text) {
        size_t got = fread(text, 1, (size_t)n, f);
        text[got] = '\0';
    }
    fclose(f);
    return text;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

/* Turns the literal two characters "\n" into a line break. */
static void unescape(char *s)
{
    char *out = s;
    for (; *s; s++) {
        if (s[0] == '\\' && s[1] == 'n') {
            *out++ = '\n';
            s++;
        } else {
            *out++ = *s;
        }
    }
    *out = '\0';
}

/* Lines that are neither blank, a comment, nor "key = value" are skipped
 * with a warning naming the file and line, so a damaged catalogue is not
 * just blank labels. */
static void parse(i18n *c, const char *path)
{
    int capacity = 64, line_number = 0;
    c->entries = malloc(sizeof *c->entries * (size_t)capacity);
    char *next = c->text;
    while (next && *next && c->entries) {
        char *line = next;
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        line_number++;
        char *eq = strchr(line, '=');
        char *start = trim(line);
        if (*start == '\0' || *start == '#')
            continue;
        if (!eq || eq == start) {
            fprintf(stderr, "village: %s line %d is not \"key = value\"; ignored\n", path,
                    line_number);
            continue;
        }
        *eq = '\0';
        if (c->count == capacity) {
            capacity *= 2;
            i18n_entry *grown = realloc(c->entries, sizeof *grown * (size_t)capacity);
            if (!grown)
                return;
            c->entries = grown;
        }
        char *value = trim(eq + 1);
        unescape(value);
        c->entries[c->count++] = (i18n_entry){trim(start), value};
    }
    if (c->entries)
        qsort(c->entries, (size_t)c->count, sizeof *c->entries, compare_entries);
}

bool i18n_load(i18n *c, const char *dir, const char *language, char *err, size_t size)
{
    i18n fresh = {0};
    char path[1200];
    snprintf(path, sizeof path, "%s/i18n/%s.txt", dir, language);
    fresh.text = read_all(path);
    if (!fresh.text) {
        snprintf(err, size, "cannot read the string catalogue %s", path);
        return false;
    }
    snprintf(fresh.language, sizeof fresh.language, "%s", language);
    parse(&fresh, path);
    if (!fresh.entries) {
        free(fresh.text);
        snprintf(err, size, "out of memory reading %s", path);
        return false;
    }
    if (fresh.count == 0) {
        i18n_free(&fresh);
        snprintf(err, size,
                 "the string catalogue %s holds no entries (empty, or no \"key = value\" "
                 "lines)",
                 path);
        return false;
    }
    i18n_free(c);
    *c = fresh;
    return true;
}

void i18n_free(i18n *c)
{
    free(c->entries);
    free(c->text);
    memset(c, 0, sizeof *c);
}

static const i18n_entry *find(const i18n *c, const char *key)
{
    if (!c->entries)
        return NULL;
    i18n_entry probe = {key, NULL};
    return bsearch(&probe, c->entries, (size_t)c->count, sizeof probe, compare_entries);
}

const char *i18n_get(const i18n *c, const char *key)
{
    const i18n_entry *e = find(c, key);
    return e ? e->value : key;
}

bool i18n_has(const i18n *c, const char *key)
{
    return find(c, key) != NULL;
}

char *i18n_fill(char *out, size_t size, const char *templ, const char *const *args)
{
    int argc = 0;
    while (args && args[argc])
        argc++;
    size_t n = 0;
    for (const char *p = templ; *p && n + 1 < size; p++) {
        if (p[0] == '{' && p[1] >= '1' && p[1] <= '9' && p[2] == '}' && p[1] - '1' < argc) {
            const char *arg = args[p[1] - '1'];
            size_t len = strlen(arg);
            if (len > size - 1 - n)
                len = size - 1 - n;
            memcpy(out + n, arg, len);
            n += len;
            p += 2;
        } else {
            out[n++] = *p;
        }
    }
    if (size)
        out[n < size ? n : size - 1] = '\0';
    return out;
}

char *i18n_format(const i18n *c, char *out, size_t size, const char *key, const char *const *args)
{
    return i18n_fill(out, size, i18n_get(c, key), args);
}

char *i18n_plural(const i18n *c, char *out, size_t size, const char *key, long n,
                  const char *const *args)
{
    char form[96], number[24];
    snprintf(form, sizeof form, "%s.%s", key, n == 1 ? "one" : "other");
    snprintf(number, sizeof number, "%ld", n);
    const char *all[10] = {number};
    for (int i = 0; args && args[i] && i < 8; i++)
        all[i + 1] = args[i];
    return i18n_fill(out, size, i18n_get(c, form), all);
}
