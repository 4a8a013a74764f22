/* The game table spoken (issue 42): the decision and its options when a
 * person is to decide, the focused option or button when a key moves the
 * ring (interrupting), what was played as the log tells it, forced moves,
 * hints, the lesson's words and the results (queued); and the questions
 * asked by key without moving the ring (F1 lists them). It reads the scene
 * only through game_probe.h and the words from the table model
 * (table/spoken.h), and keeps what it has said in its own state: the game
 * scene's, reached with app_scene_state. Silent while speech is off. */
#ifndef VILLAGE_SCENES_GAME_GAME_SPEECH_H
#define VILLAGE_SCENES_GAME_GAME_SPEECH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/app.h"

/* What has been said of the game in progress. */
typedef struct game_speech {
    const void *game;  /* the game it follows: another one starts afresh */
    long log_heard;    /* the log's lines ever added, when last said */
    uint64_t log_last; /* the newest line's words then: a move's later clauses join it */
    char decision[64];
    int focus_kind, focus_id;
    char focus_decision[64];
    int notices_heard;
    uint64_t message, lesson; /* fingerprints of the words said last */
    bool hint_said, over_said;
    int turn_seat; /* the seat your turn's cue last sounded for, or -1 (game_cues.h) */
} game_speech;

/* After each update: says what is new. */
void game_speech_follow(app *a);
/* A key at the table: true when it was a question and is answered. */
bool game_speech_key(app *a, const SDL_KeyboardEvent *k);
/* After a key: the ring's new place, said interrupting (Tab says it even
 * when it stays). */
void game_speech_focus(app *a, const SDL_KeyboardEvent *k);

#endif
