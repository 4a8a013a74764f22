/* Picks the language of a first start from the system's preferences. */
#include "ui/system_language.h"

#include <ctype.h>
#include <stdio.h>

static bool catalogue_exists(const char *data_dir, const char *code)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/i18n/%s.txt", data_dir, code);
    FILE *f = fopen(path, "rb");
    if (f)
        fclose(f);
    return f != NULL;
}

bool language_from_locales(const SDL_Locale *locales, const char *data_dir, char *out, size_t size)
{
    for (const SDL_Locale *l = locales; l && l->language; l++) {
        char code[8];
        size_t n = 0;
        /* Only a plain two- or three-letter code names a catalogue file. */
        while (n < 3 && isalpha((unsigned char)l->language[n])) {
            code[n] = (char)tolower((unsigned char)l->language[n]);
            n++;
        }
        code[n] = '\0';
        if (n < 2 || l->language[n] != '\0' || !catalogue_exists(data_dir, code))
            continue;
        snprintf(out, size, "%s", code);
        return true;
    }
    return false;
}

bool language_from_system(const char *data_dir, char *out, size_t size)
{
    SDL_Locale *locales = SDL_GetPreferredLocales();
    bool found = language_from_locales(locales, data_dir, out, size);
    SDL_free(locales);
    return found;
}
