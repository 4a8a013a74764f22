/* Lists the catalogue files in <data_dir>/i18n and the name each gives
 * itself (its "language.name" line). */
#include "ui/languages.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A catalogue's own name for its language, read from its "language.name"
 * line without loading the whole catalogue; the code when it has none. */
static void read_name(const char *data_dir, language_entry *e)
{
    snprintf(e->name, sizeof e->name, "%s", e->code);
    char path[1200], line[256];
    snprintf(path, sizeof path, "%s/i18n/%s.txt", data_dir, e->code);
    FILE *f = fopen(path, "rb");
    if (!f)
        return;
    static const char key[] = "language.name";
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, key, sizeof key - 1) != 0)
            continue;
        const char *v = strchr(line, '=');
        if (!v)
            continue;
        for (v++; *v == ' ' || *v == '\t'; v++)
            ;
        size_t n = strcspn(v, "\r\n");
        while (n > 0 && (v[n - 1] == ' ' || v[n - 1] == '\t'))
            n--;
        if (n > 0 && n < sizeof e->name)
            snprintf(e->name, sizeof e->name, "%.*s", (int)n, v);
        break;
    }
    fclose(f);
}

static int compare_codes(const void *a, const void *b)
{
    const char *x = ((const language_entry *)a)->code, *y = ((const language_entry *)b)->code;
    if (strcmp(x, y) == 0)
        return 0;
    if (strcmp(x, "en") == 0) /* the game's own language leads */
        return -1;
    if (strcmp(y, "en") == 0)
        return 1;
    return strcmp(x, y);
}

/* Only a plain two- or three-letter lower-case code followed by ".txt"
 * names a catalogue (the same rule as the system locale's match). */
static bool catalogue_code(const char *file, char code[8])
{
    size_t n = 0;
    while (n < 3 && file[n] >= 'a' && file[n] <= 'z')
        n++;
    if (n < 2 || strcmp(file + n, ".txt") != 0)
        return false;
    memcpy(code, file, n);
    code[n] = '\0';
    return true;
}

int languages_found(const char *data_dir, language_entry out[LANGUAGES_MAX])
{
    char path[1200];
    snprintf(path, sizeof path, "%s/i18n", data_dir);
    DIR *dir = opendir(path);
    if (!dir)
        return 0;
    int count = 0;
    for (struct dirent *d; count < LANGUAGES_MAX && (d = readdir(dir)) != NULL;) {
        language_entry e = {0};
        if (!catalogue_code(d->d_name, e.code))
            continue;
        read_name(data_dir, &e);
        out[count++] = e;
    }
    closedir(dir);
    qsort(out, (size_t)count, sizeof *out, compare_codes);
    return count;
}
