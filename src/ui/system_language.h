/* The language of a first start: the system's preferred languages, in order,
 * matched against the catalogues the game ships (assets/i18n/<code>.txt), so
 * a Spanish desktop starts in Spanish and a new catalogue needs no code. */
#ifndef VILLAGE_UI_SYSTEM_LANGUAGE_H
#define VILLAGE_UI_SYSTEM_LANGUAGE_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

/* The first of 'locales' (ended by a NULL language) with a catalogue in
 * <data_dir>/i18n; false when none has one. */
bool language_from_locales(const SDL_Locale *locales, const char *data_dir, char *out, size_t size);
/* The same with the system's list (SDL_GetPreferredLocales). */
bool language_from_system(const char *data_dir, char *out, size_t size);

#endif
