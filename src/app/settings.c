/* The player's settings: a small "key = value" file in the preferences
 * folder, read defensively (it may be damaged) and written atomically. */
#include "app/settings.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/files.h"

const int SETTINGS_UI_SCALES[SETTINGS_UI_SCALE_COUNT] = {100, 115, 130, 150};

int settings_nearest_ui_scale(int percent)
{
    int best = SETTINGS_UI_SCALES[0];
    for (int i = 1; i < SETTINGS_UI_SCALE_COUNT; i++)
        if (abs(SETTINGS_UI_SCALES[i] - percent) < abs(best - percent))
            best = SETTINGS_UI_SCALES[i];
    return best;
}

void settings_defaults(settings *s)
{
    memset(s, 0, sizeof *s);
    snprintf(s->language, sizeof s->language, "en");
    s->master_volume = 80;
    s->effects_volume = 80;
    s->music_volume = 40;
    s->anim_speed = SPEED_NORMAL;
    s->auto_apply = true;
    s->hot_seat_handoff = true;
    s->hints = true;
    s->ui_scale = 100;
}

void settings_for_steam_deck(settings *s, int ui_scale)
{
    s->fullscreen = true;
    s->ui_scale = settings_nearest_ui_scale(ui_scale);
}

static int clamp_int(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* A language code names a file (i18n/<code>.txt): letters, digits, '-'
 * and '_' only, so a damaged settings file cannot point elsewhere. */
static bool plain_language_code(const char *value)
{
    if (!*value)
        return false;
    for (const char *c = value; *c; c++)
        if (!isalnum((unsigned char)*c) && *c != '-' && *c != '_')
            return false;
    return true;
}

static void apply_line(settings *s, const char *key, const char *value)
{
    long wide = strtol(value, NULL, 10); /* saturates where atoi would overflow */
    int n = wide > 1000 ? 1000 : wide < -1000 ? -1000 : (int)wide;
    if (strcmp(key, "language") == 0 && strlen(value) < sizeof s->language &&
        plain_language_code(value))
        snprintf(s->language, sizeof s->language, "%s", value);
    else if (strcmp(key, "fullscreen") == 0)
        s->fullscreen = n != 0;
    else if (strcmp(key, "master_volume") == 0)
        s->master_volume = clamp_int(n, 0, 100);
    else if (strcmp(key, "effects_volume") == 0)
        s->effects_volume = clamp_int(n, 0, 100);
    else if (strcmp(key, "music_volume") == 0)
        s->music_volume = clamp_int(n, 0, 100);
    else if (strcmp(key, "animation_speed") == 0)
        s->anim_speed = clamp_int(n, 0, SPEED_COUNT - 1);
    else if (strcmp(key, "auto_apply") == 0)
        s->auto_apply = n != 0;
    else if (strcmp(key, "cube_symbols") == 0)
        s->cube_symbols = n != 0;
    else if (strcmp(key, "hot_seat_handoff") == 0)
        s->hot_seat_handoff = n != 0;
    else if (strcmp(key, "hints") == 0)
        s->hints = n != 0;
    else if (strcmp(key, "ui_scale") == 0)
        s->ui_scale = settings_nearest_ui_scale(n);
}

void settings_from_text(settings *s, const char *text)
{
    settings_defaults(s);
    char line[256], key[64], value[128];
    while (*text) {
        size_t length = strcspn(text, "\n");
        /* A longer line is no setting the game writes: skipped whole. */
        if (length < sizeof line) {
            memcpy(line, text, length);
            line[length] = '\0';
            if (sscanf(line, " %63[^= ] = %127s", key, value) == 2)
                apply_line(s, key, value);
        }
        text += length;
        if (*text == '\n')
            text++;
    }
}

int settings_to_text(const settings *s, char *out, size_t size)
{
    return snprintf(out, size,
                    "# Village settings\nlanguage = %s\nfullscreen = %d\nmaster_volume = %d\n"
                    "effects_volume = %d\nmusic_volume = %d\nanimation_speed = %d\n"
                    "auto_apply = %d\ncube_symbols = %d\nhot_seat_handoff = %d\nhints = %d\n"
                    "ui_scale = %d\n",
                    s->language, s->fullscreen, s->master_volume, s->effects_volume,
                    s->music_volume, s->anim_speed, s->auto_apply, s->cube_symbols,
                    s->hot_seat_handoff, s->hints, s->ui_scale);
}

bool settings_load(settings *s, const char *path)
{
    settings_defaults(s);
    /* Read like a save: a regular file only, without blocking (a FIFO in
     * its place must not hang the start), and of a sane size. */
    char err[512];
    char *text = platform_read_text(path, 64 * 1024, NULL, err, sizeof err);
    if (!text) {
        if (platform_file_present(path))
            fprintf(stderr, "village: settings ignored: %s\n", err);
        return false;
    }
    settings_from_text(s, text);
    free(text);
    return true;
}

bool settings_save(const settings *s, const char *path)
{
    char text[512], err[256];
    int n = settings_to_text(s, text, sizeof text); /* the language code is short */
    if (!platform_write_atomic(path, text, (size_t)n, NULL, err, sizeof err)) {
        fprintf(stderr, "village: cannot save settings: %s\n", err);
        return false;
    }
    return true;
}

double settings_anim_factor(const settings *s)
{
    static const double factor[SPEED_COUNT] = {1.8, 1.0, 0.45, 0.0};
    return factor[clamp_int(s->anim_speed, 0, SPEED_COUNT - 1)];
}
