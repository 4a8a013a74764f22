/* Scenes: title, table setup, game, results, settings, rules, review, the
 * games kept for review, Play online's screens, and the state
 * they share. Each scene is a table of callbacks (app/scene_table.h). */
#ifndef VILLAGE_SCENES_SCENE_H
#define VILLAGE_SCENES_SCENE_H

#include <stdint.h>

#include "app/scene_table.h"
#include "scenes/learned_setup.h"
#include "scenes/score_history.h"
#include "scenes/table_config.h"

typedef enum scene_id {
    SCENE_TITLE,
    SCENE_SETUP,
    SCENE_GAME,
    SCENE_RESULTS,
    SCENE_SETTINGS,
    SCENE_RULES,
    SCENE_REVIEW,
    SCENE_KEPT,          /* "Review a game": the finished games kept for review */
    SCENE_ONLINE,        /* "Play online": host, join or resume (scenes/online.h) */
    SCENE_ONLINE_HOST,   /* the host's seats and transport */
    SCENE_ONLINE_JOIN,   /* the address or room to join, and a name */
    SCENE_ONLINE_LOBBY,  /* who sits where until the network game is on */
    SCENE_TURNS_GAMES,   /* Games by turns: my games (scenes/turns.h) */
    SCENE_TURNS_ACCOUNT, /* the XMPP account and the referee's address */
    SCENE_TURNS_NEW,     /* a new game by turns */
    SCENE_COUNT
} scene_id;

struct game_ui;
struct review_view;

/* The last button pressed on a screen, counted so that the same button
 * pressed twice is two presses; a grey one too, which does nothing but is
 * the player asking why it waits (note_voice.c). */
typedef struct menu_press {
    unsigned count; /* presses since the start */
    int id;         /* the button's id */
    bool enabled;   /* false: a grey button, which did nothing */
} menu_press;

/* Hover and press of the menu buttons, shared by the menu-like scenes. */
typedef struct menu_state {
    int hover;             /* button under the mouse, -1 none */
    int pressed;           /* button held down, -1 none */
    int focus;             /* text field being edited, -1 none */
    bool keys;             /* 'hover' was moved by the keyboard: ringed until the mouse moves */
    char message[1024];    /* long enough for a reason and a file path */
    menu_press last_press; /* written by scene_menu_pressed alone */
    unsigned openings;     /* screens opened (scene_menu_reset): a note is said again on each */
    char note_whole[1400]; /* a cut note's whole words, for its item (note_tip.c) */
} menu_state;

/* What several scenes keep between frames and share, carried by the app as
 * a->shared without looking inside. A scene's own state is not here: it is
 * a struct in the scene's file, named by its table entry's state_size and
 * reached with app_scene_state (HACKING.md, "A scene"). The game in progress
 * is the one exception, being every scene's business: the title continues
 * it, results and review show it. */
/* What the voice last said of the screen's note, and when: its one
 * writer is note_voice_due (note_voice.c), called once a frame after the
 * updates, never while drawing. */
typedef struct note_heard {
    uint64_t words;    /* a fingerprint of its words, 0: none said */
    unsigned presses;  /* menu_press.count when it was last looked at */
    unsigned openings; /* menu_state.openings then */
} note_heard;

typedef struct scene_shared {
    menu_state menu;
    note_heard note;       /* the screen's note said (note_voice.c) */
    struct game_ui *game;  /* the game in progress, or NULL */
    scene_id back;         /* where settings and rules return to */
    learned_setup learned; /* the expert's learned evaluation: the setup says when it is missing */
} scene_shared;

/* The table the program hands to app_init. */
const scene_table *scenes_table(void);
const scene *scene_get(scene_id id);

/* What the scenes' own states show to the program and its tests. */
const table_config *setup_table(const app *a);      /* the chairs as set up */
bool setup_replace_asking(const app *a);            /* "your unfinished game…" is on screen */
const score_history *results_history(const app *a); /* the chart the results drew */

extern const scene SCENE_TITLE_TABLE, SCENE_SETUP_TABLE, SCENE_GAME_TABLE, SCENE_RESULTS_TABLE,
    SCENE_SETTINGS_TABLE, SCENE_RULES_TABLE, SCENE_REVIEW_TABLE, SCENE_KEPT_TABLE,
    SCENE_ONLINE_TABLE, SCENE_ONLINE_HOST_TABLE, SCENE_ONLINE_JOIN_TABLE, SCENE_ONLINE_LOBBY_TABLE,
    SCENE_TURNS_GAMES_TABLE, SCENE_TURNS_ACCOUNT_TABLE, SCENE_TURNS_NEW_TABLE;

#endif
