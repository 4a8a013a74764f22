/* The user's data folder on each system, and keeping it while a program
 * writes there (pref_dir.h). */
#include "platform/pref_dir.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/files.h"

#ifdef _WIN32
#include <shlobj.h>
#include <windows.h>
#endif

/* "<base><sep>org<sep>app<sep>", false when it does not fit. */
static bool compose(const char *base, char separator, const char *org, const char *app, char *out,
                    size_t size, char *why, size_t why_size)
{
    size_t n = strlen(base);
    bool ends_in_separator = n > 0 && (base[n - 1] == '/' || base[n - 1] == '\\');
    int written = snprintf(out, size, "%s%s%s%c%s%c", base,
                           ends_in_separator ? "" : (separator == '/' ? "/" : "\\"), org, separator,
                           app, separator);
    if (written < 0 || (size_t)written >= size) {
        snprintf(why, why_size, "the path of the folder for saves is too long (%s)", base);
        return false;
    }
    return true;
}

#ifdef _WIN32
bool platform_pref_dir(const char *org, const char *app, char *out, size_t size, char *why,
                       size_t why_size)
{
    wchar_t wide[MAX_PATH];
    char base[MAX_PATH * 4];
    if (!SUCCEEDED(SHGetFolderPathW(NULL, CSIDL_APPDATA, NULL, 0, wide)) ||
        !WideCharToMultiByte(CP_UTF8, 0, wide, -1, base, sizeof base, NULL, NULL)) {
        snprintf(why, why_size, "Windows names no Application Data folder for this user");
        return false;
    }
    return compose(base, '\\', org, app, out, size, why, why_size);
}
#else
bool platform_pref_dir(const char *org, const char *app, char *out, size_t size, char *why,
                       size_t why_size)
{
    const char *home = getenv("HOME");
#ifdef __APPLE__
    const char *base_under_home = "/Library/Application Support";
    const char *data_home = NULL;
#else
    /* The XDG base directory spec: an empty or relative XDG_DATA_HOME is
     * to be ignored, as if unset; taken as given, an empty one would put
     * the saves in /VillageBoardGame/. */
    const char *base_under_home = "/.local/share";
    const char *data_home = getenv("XDG_DATA_HOME");
    if (data_home && data_home[0] != '/')
        data_home = NULL;
#endif
    if (data_home)
        return compose(data_home, '/', org, app, out, size, why, why_size);
    if (!home || !*home) {
        snprintf(why, why_size, "neither XDG_DATA_HOME nor HOME is set");
        return false;
    }
    char base[1024];
    size_t n = strlen(home);
    snprintf(base, sizeof base, "%.*s%s", (int)(n > 0 && home[n - 1] == '/' ? n - 1 : n), home,
             base_under_home);
    return compose(base, '/', org, app, out, size, why, why_size);
}
#endif

platform_pref_dir_state platform_pref_dir_keep(const char *dir, platform_lock *lock, int *error)
{
    *error = 0;
    if (!lock->held || platform_lock_guards(lock, dir))
        return PLATFORM_PREF_DIR_KEPT;
    *error = platform_make_folders(dir, PLATFORM_FOLDER_PRIVATE);
    if (*error)
        return PLATFORM_PREF_DIR_LOST; /* the old lock stays held: the next call tries again */
    platform_lock_release(lock);
    char why[400];
    switch (platform_lock_take(lock, dir, why, sizeof why)) {
    case PLATFORM_LOCK_TAKEN:
        return PLATFORM_PREF_DIR_MADE_AGAIN;
    case PLATFORM_LOCK_BUSY:
        return PLATFORM_PREF_DIR_TAKEN;
    default:
        /* Made, but no lock file can be made in it: as with a read-only
         * folder at the start, the writes' own troubles will say why. */
        *error = EACCES;
        return PLATFORM_PREF_DIR_LOST;
    }
}
