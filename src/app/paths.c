/* Finding the data folder and the preferences folder, making folders, and
 * telling the person what went wrong (paths.h). */
#include "app/paths.h"

#include <SDL.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef _WIN32
#include <direct.h>
#endif

bool paths_file_exists(const char *path)
{
    SDL_RWops *f = SDL_RWFromFile(path, "rb");
    if (f)
        SDL_RWclose(f);
    return f != NULL;
}

bool paths_holds_assets(const char *dir)
{
    char probe[1200];
    if (snprintf(probe, sizeof probe, "%s/gfx/layout.txt", dir) >= (int)sizeof probe)
        return false;
    return paths_file_exists(probe);
}

static bool try_dir(const char *dir, char *out, size_t size)
{
    if (!dir || !paths_holds_assets(dir))
        return false;
    snprintf(out, size, "%s", dir);
    return true;
}

bool paths_find_data_dir(char *out, size_t size)
{
    if (try_dir(getenv("VILLAGE_DATA_DIR"), out, size))
        return true;
    char *base = SDL_GetBasePath();
    bool found = false;
    if (base) {
        char dir[1200];
        snprintf(dir, sizeof dir, "%sassets", base);
        found = try_dir(dir, out, size);
        snprintf(dir, sizeof dir, "%s../share/games/village/assets", base);
        found = found || try_dir(dir, out, size);
        SDL_free(base);
    }
#ifdef VILLAGE_SOURCE_DATA_DIR
    found = found || try_dir(VILLAGE_SOURCE_DATA_DIR, out, size);
#endif
    return found;
}

bool paths_pref_dir(char *out, size_t size)
{
    const char *env = getenv("VILLAGE_PREF_DIR");
    if (env && *env) {
        size_t n = strlen(env);
        snprintf(out, size, "%s%s", env, env[n - 1] == '/' ? "" : "/");
        return true;
    }
#if !defined(_WIN32) && !defined(__APPLE__)
    /* The XDG base directory spec: an empty or relative XDG_DATA_HOME is
     * to be ignored, as if unset. SDL takes it as given, and an empty one
     * would put the saves in /VillageBoardGame/. */
    const char *xdg = getenv("XDG_DATA_HOME");
    if (xdg && xdg[0] != '/')
        unsetenv("XDG_DATA_HOME");
#endif
    char *pref = SDL_GetPrefPath("VillageBoardGame", "Village");
    if (!pref)
        return false;
    snprintf(out, size, "%s", pref);
    SDL_free(pref);
    return true;
}

static int make_one_dir(const char *dir)
{
#ifdef _WIN32
    return _mkdir(dir);
#else
    return mkdir(dir, 0700); /* saves and settings are the person's own */
#endif
}

int paths_make_dirs(const char *dir)
{
    char path[1200];
    if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path)
        return ENAMETOOLONG;
    size_t n = strlen(path);
    while (n > 1 && (path[n - 1] == '/' || path[n - 1] == '\\'))
        path[--n] = '\0';
    /* Each parent in turn, then the folder itself; one already there is
     * fine. Only the end counts: a drive ("C:") cannot be made but is there. */
    int failed = 0;
    for (size_t i = 1; i <= n; i++) {
        if (i < n && path[i] != '/' && path[i] != '\\')
            continue;
        char kept = path[i];
        path[i] = '\0';
        struct stat st;
        if (stat(path, &st) != 0 && make_one_dir(path) != 0 && errno != EEXIST)
            failed = errno;
        path[i] = kept;
    }
    struct stat st;
    if (stat(path, &st) != 0)
        return failed ? failed : errno;
    return S_ISDIR(st.st_mode) ? 0 : ENOTDIR;
}

void paths_report_error(const char *title, const char *message)
{
    fprintf(stderr, "village: %s: %s\n", title, message);
    const char *driver = SDL_GetCurrentVideoDriver();
    bool has_screen = driver && strcmp(driver, "offscreen") != 0 && strcmp(driver, "dummy") != 0;
    if (has_screen && !getenv("VILLAGE_NO_DIALOGS"))
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, title, message, NULL);
}
