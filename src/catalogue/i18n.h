/* The string catalogue: every visible text comes from assets/i18n/<lang>.txt,
 * lines "key = value". Values may hold {1}..{9}, filled by i18n_format. */
#ifndef VILLAGE_CATALOGUE_I18N_H
#define VILLAGE_CATALOGUE_I18N_H

#include <stdbool.h>
#include <stddef.h>

typedef struct i18n_entry {
    const char *key;
    const char *value;
} i18n_entry;

/* How many skipped lines a catalogue names (i18n_load reports them). */
enum { I18N_SKIPPED_NAMED = 8 };

typedef struct i18n {
    char language[8];
    char *text; /* the file, split in place */
    i18n_entry *entries;
    int count;
    /* Lines neither blank, a comment nor "key = value": how many, and the
     * numbers of the first I18N_SKIPPED_NAMED of them. */
    int skipped;
    int skipped_line[I18N_SKIPPED_NAMED];
} i18n;

/* The largest catalogue read: the shipped ones are under 100 kB. */
#define I18N_MAX_BYTES (4u * 1024 * 1024)

/* Reads dir/i18n/<language>.txt into c (c unchanged on failure, with the
 * reason in err); each skipped line is reported on stderr with its file and
 * line. */
bool i18n_load(i18n *c, const char *dir, const char *language, char *err, size_t size);
/* The reader without I/O (its fuzz target): text is a malloc'd catalogue
 * that c takes (freed at once on failure); name names it in err. Fails on a
 * catalogue with no entries; says nothing on stderr. */
bool i18n_load_text(i18n *c, char *text, const char *language, const char *name, char *err,
                    size_t size);
void i18n_free(i18n *c);
/* The value, or the key itself when the catalogue lacks it (visible, never a crash). */
const char *i18n_get(const i18n *c, const char *key);
bool i18n_has(const i18n *c, const char *key);
/* The longest value whose key starts with one of prefixes (NULL-ended) into
 * out, "" when none does: the worst words a place that shows them must hold. */
void i18n_longest_under(const i18n *c, const char *const prefixes[], char *out, size_t size);
/* Fills {1}.. from args (NULL-terminated). Returns out. Text that does not
 * fit is cut at a character's start, never inside a UTF-8 sequence. */
char *i18n_format(const i18n *c, char *out, size_t size, const char *key, const char *const *args);
/* A counted phrase: "<key>.one" when n is 1, else "<key>.other" (English,
 * Spanish and German agree on that split), filled like i18n_format with {1}
 * the number and {2}.. from args (may be NULL). */
char *i18n_plural(const i18n *c, char *out, size_t size, const char *key, long n,
                  const char *const *args);
/* A percentage in the language's way ("15%", "15 %"): the number (already
 * text, so "0,4" keeps its decimal mark) in the catalogue's number.percent.
 * Every percentage shown goes through this, so two never differ on one
 * screen. */
char *i18n_percent(const i18n *c, char *out, size_t size, const char *number);
/* A day and time in the catalogue's own format (`date.when`: {1} the day,
 * {2} the month's short name `month.1` … `month.12`, {3} the year, {4} the
 * time as hours and minutes, 24-hour): "2 Dec 2026, 09:41", "2. Dez. 2026,
 * 09:41". 'when' as localtime fills it. */
struct tm;
char *i18n_date(const i18n *c, char *out, size_t size, const struct tm *when);
/* Same with a literal template instead of a key. */
char *i18n_fill(char *out, size_t size, const char *templ, const char *const *args);

#define TR(cat, key) i18n_get((cat), (key))
/* buf must be an array (its size is taken): a pointer fails to compile. */
#define TRF(cat, buf, key, ...)                                                                    \
    ((void)sizeof(char[1 - 2 * __builtin_types_compatible_p(__typeof__(buf), char *)]),            \
     i18n_format((cat), (buf), sizeof(buf), (key), (const char *const[]){__VA_ARGS__, NULL}))

#endif
