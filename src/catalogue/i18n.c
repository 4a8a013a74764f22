/* The string catalogues (assets/i18n/<language>.txt): "key = value" lines
 * looked up by key, with a warning for anything else. */
#include "catalogue/i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int compare_entries(const void *a, const void *b)
{
    return strcmp(((const i18n_entry *)a)->key, ((const i18n_entry *)b)->key);
}

/* The file's text, or NULL (with the reason in err) when it cannot be
 * read or is over I18N_MAX_BYTES. */
static char *read_all(const char *path, char *err, size_t size)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, size, "cannot read the string catalogue %s", path);
        return NULL;
    }
    long n = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    char *text = NULL;
    if (n < 0 || fseek(f, 0, SEEK_SET) != 0)
        snprintf(err, size, "cannot read the string catalogue %s", path);
    else if ((unsigned long)n > I18N_MAX_BYTES)
        snprintf(err, size, "the string catalogue %s is too big (%ld bytes) to be one", path, n);
    else if (!(text = malloc((size_t)n + 1)))
        snprintf(err, size, "out of memory reading %s", path);
    if (text) {
        size_t got = fread(text, 1, (size_t)n, f);
        text[got] = '\0';
    }
    fclose(f);
    return text;
}

/* Blanks and carriage returns off both ends: a key of a lone '\r' (a CRLF
 * file's stray CR) was once read as an empty key. */
static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\r')
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
 * and counted, so a damaged catalogue is reported rather than shown as
 * blank labels. */
static void parse(i18n *c)
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
            if (c->skipped < I18N_SKIPPED_NAMED)
                c->skipped_line[c->skipped] = line_number;
            c->skipped++;
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

bool i18n_load_text(i18n *c, char *text, const char *language, const char *name, char *err,
                    size_t size)
{
    i18n fresh = {.text = text};
    snprintf(fresh.language, sizeof fresh.language, "%s", language);
    parse(&fresh);
    if (!fresh.entries) {
        free(fresh.text);
        snprintf(err, size, "out of memory reading %s", name);
        return false;
    }
    if (fresh.count == 0) {
        i18n_free(&fresh);
        snprintf(err, size,
                 "the string catalogue %s holds no entries (empty, or no \"key = value\" "
                 "lines)",
                 name);
        return false;
    }
    i18n_free(c);
    *c = fresh;
    return true;
}

bool i18n_load(i18n *c, const char *dir, const char *language, char *err, size_t size)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/i18n/%s.txt", dir, language);
    char *text = read_all(path, err, size);
    if (!text || !i18n_load_text(c, text, language, path, err, size))
        return false;
    for (int i = 0; i < c->skipped && i < I18N_SKIPPED_NAMED; i++)
        fprintf(stderr, "village: %s line %d is not \"key = value\"; ignored\n", path,
                c->skipped_line[i]);
    if (c->skipped > I18N_SKIPPED_NAMED)
        fprintf(stderr, "village: %s: %d more lines are not \"key = value\"; ignored\n", path,
                c->skipped - I18N_SKIPPED_NAMED);
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

void i18n_longest_under(const i18n *c, const char *const prefixes[], char *out, size_t size)
{
    out[0] = '\0';
    for (int i = 0; i < c->count; i++)
        for (int k = 0; prefixes[k]; k++)
            if (strncmp(c->entries[i].key, prefixes[k], strlen(prefixes[k])) == 0 &&
                strlen(c->entries[i].value) > strlen(out))
                snprintf(out, size, "%s", c->entries[i].value);
}

/* The length of s[0..n) without a last UTF-8 character that was cut short. */
static size_t whole_characters(const char *s, size_t n)
{
    size_t lead = n;
    while (lead > 0 && n - lead < 4 && ((unsigned char)s[lead - 1] & 0xC0) == 0x80)
        lead--;
    if (lead == 0)
        return n; /* only continuation bytes: no UTF-8 to keep whole */
    unsigned char c = (unsigned char)s[lead - 1];
    size_t need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    return n - (lead - 1) < need ? lead - 1 : n;
}

char *i18n_fill(char *out, size_t size, const char *templ, const char *const *args)
{
    if (size == 0)
        return out;
    int argc = 0;
    while (args && args[argc])
        argc++;
    size_t n = 0;
    bool cut = false;
    for (const char *p = templ; *p && !cut; p++) {
        const char *piece = p;
        size_t len = 1;
        if (p[0] == '{' && p[1] >= '1' && p[1] <= '9' && p[2] == '}' && p[1] - '1' < argc) {
            piece = args[p[1] - '1'];
            len = strlen(piece);
            p += 2;
        }
        if (len > size - 1 - n) {
            len = size - 1 - n;
            cut = true;
        }
        memcpy(out + n, piece, len);
        n += len;
    }
    if (cut)
        n = whole_characters(out, n);
    out[n] = '\0';
    return out;
}

char *i18n_format(const i18n *c, char *out, size_t size, const char *key, const char *const *args)
{
    return i18n_fill(out, size, i18n_get(c, key), args);
}

char *i18n_percent(const i18n *c, char *out, size_t size, const char *number)
{
    return i18n_format(c, out, size, "number.percent", (const char *const[]){number, NULL});
}

char *i18n_date(const i18n *c, char *out, size_t size, const struct tm *when)
{
    char day[16], month_key[24], year[16], time_of_day[16];
    int month = when->tm_mon >= 0 && when->tm_mon < 12 ? when->tm_mon + 1 : 1;
    snprintf(day, sizeof day, "%d", when->tm_mday);
    snprintf(month_key, sizeof month_key, "month.%d", month);
    snprintf(year, sizeof year, "%d", when->tm_year + 1900);
    snprintf(time_of_day, sizeof time_of_day, "%02d:%02d", (when->tm_hour % 24 + 24) % 24,
             (when->tm_min % 60 + 60) % 60);
    return i18n_format(c, out, size, "date.when",
                       (const char *const[]){day, i18n_get(c, month_key), year, time_of_day, NULL});
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
