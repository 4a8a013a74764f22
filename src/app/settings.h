/* The person's preferences, kept as "key = value" lines in the data folder. */
#ifndef VILLAGE_APP_SETTINGS_H
#define VILLAGE_APP_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum anim_speed {
    SPEED_SLOW,
    SPEED_NORMAL,
    SPEED_FAST,
    SPEED_INSTANT,
    SPEED_COUNT
} anim_speed;

typedef struct settings {
    char language[8];
    bool fullscreen;
    int master_volume;     /* 0..100 */
    int effects_volume;    /* 0..100 */
    int music_volume;      /* 0..100 */
    int anim_speed;        /* anim_speed */
    bool auto_apply;       /* apply decisions with a single legal move */
    bool cube_symbols;     /* colour-blind symbols on cubes */
    bool hot_seat_handoff; /* "Pass to …" between two human players */
    bool hints;            /* the Hint button and H key in the game */
    int ui_scale;          /* text and panel size in percent: one of SETTINGS_UI_SCALES */
} settings;

/* The text and panel sizes offered, in percent, smallest first. */
enum { SETTINGS_UI_SCALE_COUNT = 4 };
extern const int SETTINGS_UI_SCALES[SETTINGS_UI_SCALE_COUNT];
/* The offered size nearest to a percentage (a hand-edited file may say 120). */
int settings_nearest_ui_scale(int percent);

void settings_defaults(settings *s);
/* A Steam Deck's first start: full screen, and this text and panel size. */
void settings_for_steam_deck(settings *s, int ui_scale);
/* Defaults, then what the text says: unknown or malformed lines are
 * ignored and every value is brought into its range. No I/O (fuzzed:
 * tests/fuzz/fuzz_settings.c). */
void settings_from_text(settings *s, const char *text);
/* The file's text for s, as snprintf counts it. */
int settings_to_text(const settings *s, char *out, size_t size);
/* Defaults, then what the file says; false when there is no settings file yet. */
bool settings_load(settings *s, const char *path);
bool settings_save(const settings *s, const char *path);
/* Seconds an animation of 'normal' length takes at the chosen speed. */
double settings_anim_factor(const settings *s);

#endif
