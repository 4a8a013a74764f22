/* Where a program keeps the user's own files (saves, settings), as the
 * desktop expects: ~/.local/share/ORG/APP/ on Linux (or $XDG_DATA_HOME/…),
 * ~/Library/Application Support/ORG/APP/ on macOS, %APPDATA%\ORG\APP\ on
 * Windows: the folders SDL_GetPrefPath names, found here without SDL and
 * without creating anything (platform_make_folders does, in files.h). */
#ifndef VILLAGE_PLATFORM_PREF_DIR_H
#define VILLAGE_PLATFORM_PREF_DIR_H

#include <stdbool.h>
#include <stddef.h>

/* The folder with a trailing separator in out. On Linux an empty or
 * relative XDG_DATA_HOME counts as unset, as the XDG base directory spec
 * says. False, with the reason in why, when the system names no home. */
bool platform_pref_dir(const char *org, const char *app, char *out, size_t size, char *why,
                       size_t why_size);

#endif
