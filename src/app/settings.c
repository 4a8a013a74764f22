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
    s->speech_volume = 100;
    s->speech_rate = 50;
    s->cue_volume = 100;
    snprintf(s->online.listen, sizeof s->online.listen, "0.0.0.0:7717");
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

/* A remembered piece of text: printable, so that it stays one line, and
 * without spaces at its ends, which the reader trims. */
static bool plain_text(const char *value)
{
    size_t n = strlen(value);
    if (n > 0 && (value[0] == ' ' || value[n - 1] == ' '))
        return false;
    for (const char *c = value; *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f)
            return false;
    return true;
}

/* The Play online screens' choices (settings.h, online_choices). */
static bool apply_online_line(online_choices *o, const char *key, const char *value)
{
    struct {
        const char *key;
        char *to;
        size_t size;
    } const texts[] = {{"online_name", o->name, sizeof o->name},
                       {"online_listen", o->listen, sizeof o->listen},
                       {"online_address", o->address, sizeof o->address},
                       {"online_jid", o->jid, sizeof o->jid},
                       {"online_room", o->room, sizeof o->room},
                       {"online_server", o->server, sizeof o->server},
                       {"online_ca", o->ca_file, sizeof o->ca_file},
                       {"online_token", o->token, sizeof o->token},
                       {"online_token_for", o->token_for, sizeof o->token_for}};
    if (strcmp(key, "online_xmpp") == 0) {
        o->xmpp = strcmp(value, "0") != 0;
        return true;
    }
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++)
        if (strcmp(key, texts[i].key) == 0) {
            if (strlen(value) < texts[i].size && plain_text(value))
                snprintf(texts[i].to, texts[i].size, "%s", value);
            return true;
        }
    return false;
}

static void apply_line(settings *s, const char *key, const char *value)
{
    if (apply_online_line(&s->online, key, value))
        return;
    long wide = strtol(value, NULL, 10); /* saturates where atoi would overflow */
    int n = wide > 1000 ? 1000 : wide < -1000 ? -1000 : (int)wide;
    if (strcmp(key, "language") == 0 && strlen(value) < sizeof s->language &&
        plain_language_code(value))
        memcpy(s->language, value, strlen(value) + 1);
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
    else if (strcmp(key, "speech") == 0)
        s->speech = n != 0;
    else if (strcmp(key, "speech_offered") == 0)
        s->speech_offered = n != 0;
    else if (strcmp(key, "speech_volume") == 0)
        s->speech_volume = clamp_int(n, 0, 100);
    else if (strcmp(key, "speech_rate") == 0)
        s->speech_rate = clamp_int(n, 0, 100);
    else if (strcmp(key, "cue_volume") == 0)
        s->cue_volume = clamp_int(n, 0, 100);
}

void settings_from_text(settings *s, const char *text)
{
    settings_defaults(s);
    char line[256], key[64], value[200];
    while (*text) {
        size_t length = strcspn(text, "\n");
        /* A longer line is no setting the game writes: skipped whole. */
        if (length < sizeof line) {
            memcpy(line, text, length);
            line[length] = '\0';
            /* The value is the rest of the line: a name may hold spaces. */
            if (sscanf(line, " %63[^= ] = %199[^\n]", key, value) == 2) {
                size_t end = strlen(value);
                while (end > 0 && isspace((unsigned char)value[end - 1]))
                    value[--end] = '\0';
                apply_line(s, key, value);
            }
        }
        text += length;
        if (*text == '\n')
            text++;
    }
}

/* The online choices' lines, after the others; a value that is not plain
 * text (it cannot come from the screens) is left out. */
static int online_to_text(const online_choices *o, char *out, size_t size)
{
    struct {
        const char *key, *value;
    } const texts[] = {{"online_name", o->name},          {"online_listen", o->listen},
                       {"online_address", o->address},    {"online_jid", o->jid},
                       {"online_room", o->room},          {"online_server", o->server},
                       {"online_ca", o->ca_file},         {"online_token", o->token},
                       {"online_token_for", o->token_for}};
    int n = snprintf(out, size, "online_xmpp = %d\n", o->xmpp);
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        if (!texts[i].value[0] || !plain_text(texts[i].value))
            continue;
        size_t at = n < 0 || (size_t)n >= size ? size : (size_t)n;
        n += snprintf(at < size ? out + at : NULL, at < size ? size - at : 0, "%s = %s\n",
                      texts[i].key, texts[i].value);
    }
    return n;
}

int settings_to_text(const settings *s, char *out, size_t size)
{
    int n = snprintf(out, size,
                     "# Village settings\nlanguage = %s\nfullscreen = %d\nmaster_volume = %d\n"
                     "effects_volume = %d\nmusic_volume = %d\nanimation_speed = %d\n"
                     "auto_apply = %d\ncube_symbols = %d\nhot_seat_handoff = %d\nhints = %d\n"
                     "ui_scale = %d\nspeech = %d\nspeech_offered = %d\nspeech_volume = %d\n"
                     "speech_rate = %d\ncue_volume = %d\n",
                     s->language, s->fullscreen, s->master_volume, s->effects_volume,
                     s->music_volume, s->anim_speed, s->auto_apply, s->cube_symbols,
                     s->hot_seat_handoff, s->hints, s->ui_scale, s->speech, s->speech_offered,
                     s->speech_volume, s->speech_rate, s->cue_volume);
    size_t at = n < 0 || (size_t)n >= size ? size : (size_t)n;
    return n + online_to_text(&s->online, at < size ? out + at : NULL, at < size ? size - at : 0);
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
    char text[2048], err[256];
    int n = settings_to_text(s, text, sizeof text); /* the values are bounded: it fits */
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
