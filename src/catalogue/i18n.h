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

typedef struct i18n {
    char language[8];
    char *text; /* the file, split in place */
    i18n_entry *entries;
    int count;
} i18n;

bool i18n_load(i18n *c, const char *dir, const char *language, char *err, size_t size);
void i18n_free(i18n *c);
/* The value, or the key itself when the catalogue lacks it (visible, never a crash). */
const char *i18n_get(const i18n *c, const char *key);
bool i18n_has(const i18n *c, const char *key);
/* Fills {1}.. from args (NULL-terminated). Returns out. */
char *i18n_format(const i18n *c, char *out, size_t size, const char *key, const char *const *args);
/* A counted phrase: "<key>.one" when n is 1, else "<key>.other" (English,
 * Spanish and German agree on that split), filled like i18n_format with {1}
 * the number and {2}.. from args (may be NULL). */
char *i18n_plural(const i18n *c, char *out, size_t size, const char *key, long n,
                  const char *const *args);
/* Same with a literal template instead of a key. */
char *i18n_fill(char *out, size_t size, const char *templ, const char *const *args);

#define TR(cat, key) i18n_get((cat), (key))
/* buf must be an array (its size is taken): a pointer fails to compile. */
#define TRF(cat, buf, key, ...)                                                                    \
    ((void)sizeof(char[1 - 2 * __builtin_types_compatible_p(__typeof__(buf), char *)]),            \
     i18n_format((cat), (buf), sizeof(buf), (key), (const char *const[]){__VA_ARGS__, NULL}))

#endif
