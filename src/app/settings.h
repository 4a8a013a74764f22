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

/* The Play online screens' last choices, typed again for the player next
 * time. Never the XMPP password: it is the account's, and this file is
 * plain text. */
enum { SETTINGS_ONLINE_TEXT = 128, SETTINGS_ONLINE_NAME = 32, SETTINGS_ONLINE_TOKEN = 33 };
typedef struct online_choices {
    char name[SETTINGS_ONLINE_NAME];    /* the player's name at a network table */
    bool xmpp;                          /* through an XMPP room, else a direct address */
    char listen[SETTINGS_ONLINE_TEXT];  /* host: ADDRESS:PORT to listen at */
    char address[SETTINGS_ONLINE_TEXT]; /* guest: the host's ADDRESS:PORT */
    char jid[SETTINGS_ONLINE_TEXT];     /* the XMPP account */
    char room[SETTINGS_ONLINE_TEXT];    /* room@service */
    char server[SETTINGS_ONLINE_TEXT];  /* optional HOST:PORT of the XMPP server */
    char ca_file[SETTINGS_ONLINE_TEXT]; /* optional PEM certificate to trust */
    /* Guest: the chair's token, and the address or room it was given for,
     * so that a restarted game takes its chair back. */
    char token[SETTINGS_ONLINE_TOKEN];
    char token_for[SETTINGS_ONLINE_TEXT];
} online_choices;

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
    bool speech;           /* the game spoken by the system's voice (issue 42) */
    bool speech_offered;   /* the first start's offer of speech was answered */
    int speech_volume;     /* 0..100 */
    int speech_rate;       /* 0 slowest, 50 the voice's own, 100 fastest */
    int cue_volume;        /* 0..100: the sounds that carry meaning (audio.h's cues) */
    online_choices online; /* what the player last typed on the Play online screens */
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
