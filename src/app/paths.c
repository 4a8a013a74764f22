/* Where the game's folders are (paths.h): the assets found by probing, the
 * preferences folder asked of the platform layer, which also makes it. */
#include "app/paths.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/files.h"
#include "platform/pref_dir.h"

/* Without opening it: opening a FIFO for reading waits for a writer, and
 * layout.txt replaced by one hung the start here (issue 27). */
bool paths_file_exists(const char *path)
{
    return platform_file_present(path);
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

bool paths_pref_dir(char *out, size_t size, char *why, size_t why_size)
{
    const char *env = getenv("VILLAGE_PREF_DIR");
    if (env && *env) {
        size_t n = strlen(env);
        snprintf(out, size, "%s%s", env, env[n - 1] == '/' ? "" : "/");
        return true;
    }
    /* The folder SDL_GetPrefPath would name (saves of earlier versions are
     * there), found without SDL and made by paths_make_dirs. */
    return platform_pref_dir("VillageBoardGame", "Village", out, size, why, why_size);
}

int paths_make_dirs(const char *dir)
{
    return platform_make_folders(dir, PLATFORM_FOLDER_PRIVATE); /* saves are the person's own */
}

void paths_report_error(const char *title, const char *message, bool headless)
{
    fprintf(stderr, "village: %s: %s\n", title, message);
    if (headless)
        return;
    const char *driver = SDL_GetCurrentVideoDriver();
    bool has_screen = driver && strcmp(driver, "offscreen") != 0 && strcmp(driver, "dummy") != 0;
    if (has_screen && !getenv("VILLAGE_NO_DIALOGS"))
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, title, message, NULL);
}
