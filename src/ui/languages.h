/* The languages the game ships: one per catalogue file in <data_dir>/i18n,
 * so Settings, the screenshots and the catalogue tests offer a new language
 * as soon as its file is there, with no list to keep in step. */
#ifndef VILLAGE_UI_LANGUAGES_H
#define VILLAGE_UI_LANGUAGES_H

enum { LANGUAGES_MAX = 8 };

typedef struct language_entry {
    char code[8];  /* the file's name without ".txt": "en", "es", "de" */
    char name[32]; /* its "language.name", in its own language: "Deutsch" */
} language_entry;

/* Fills out[] with up to LANGUAGES_MAX catalogues, English first and the
 * rest by code, so the order never depends on the file system. Returns how
 * many (0 when the folder cannot be read). */
int languages_found(const char *data_dir, language_entry out[LANGUAGES_MAX]);

#endif
