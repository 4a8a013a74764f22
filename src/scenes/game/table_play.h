/* The one object the game's table drives (docs/game.md, "One move path"):
 * the scene plays a turn, hands in the person's decision, asks who sits
 * here and draws the table's extras through it, the same calls for a game
 * on this computer (table_play_local: its session) and for a network game
 * (net_table.c: its net_play, hosted or joined). The scene asks which kind
 * it is (table_play_place) only for words on screen and for the file the
 * game is kept in. */
#ifndef VILLAGE_SCENES_GAME_TABLE_PLAY_H
#define VILLAGE_SCENES_GAME_TABLE_PLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "net/net_play.h"
#include "session/session.h"
#include "table/words.h"

struct menu;
struct part_view;

typedef enum table_place {
    TABLE_HERE,   /* every seat at this computer (people, AI) */
    TABLE_HOSTED, /* this computer hosts a network game */
    TABLE_JOINED  /* this computer is a guest of a network game's host */
} table_place;

/* A kind of table. turn, decide, seat_here and decides_here are required;
 * the rest may be NULL (a table with no notices, chips or buttons of its
 * own: the local one). */
typedef struct table_play_ops {
    session_turn (*turn)(void *self, double dt, double pace, session_change *out);
    bool (*decide)(void *self, const village_move *m);
    bool (*seat_here)(const void *self, int seat);
    bool (*decides_here)(const void *self);
    bool (*update)(void *self, const session *s, const table_words *w, double dt);
    const char *(*jump_text)(const void *self, const session *s, const table_words *w, char *out,
                             size_t size);
    bool (*waiting_text)(const void *self, const session *s, const table_words *w, char *out,
                         size_t size);
    const char *(*chip_key)(const void *self, int seat);
    const char *(*notice)(const void *self);
    void (*draw)(const struct part_view *v, const void *self, const session *s);
    void (*buttons)(const struct part_view *v, const void *self, const session *s, struct menu *m);
    bool (*button)(void *self, int id);
    int (*take_past)(void *self, net_play_past_fn fn, void *ctx);
    double (*next_frame_in)(const void *self, const session *s);
    bool (*save)(const void *self, const char *path, char *err, size_t size);
    void (*free)(void *self);
} table_play_ops;

typedef struct table_play table_play;

/* A table of this kind over its session (the session stays the kind's:
 * ops->free frees it). NULL for want of memory (ops->free(self) done). */
table_play *table_play_new(const table_play_ops *ops, void *self, session *s, table_place place);
/* A game on this computer: owns s from now on (freed also when this fails). */
table_play *table_play_local(session *s);
/* A network game (net_table.c): owns np from now on (freed also when this
 * fails); wake(ctx) is the loop's wake-up (app_wake), called on the
 * transport's thread. */
table_play *net_table_play_new(net_play *np, net_waker_fn wake, void *ctx);
void table_play_free(table_play *tp);

session *table_play_session(const table_play *tp);
table_place table_place_of(const table_play *tp);
/* The file in the preferences folder that keeps the game (autosave.json,
 * NETWORK_GAME_FILE for a host), or NULL: a guest keeps nothing (its host
 * does). */
const char *table_play_file(const table_play *tp);

/* The loop's step (session_play, or the network's) and the person's
 * decision (session_decide, or sent to the host). */
session_turn table_play_turn(table_play *tp, double dt, double pace, session_change *out);
bool table_play_decide(table_play *tp, const village_move *m);
/* A person at this computer plays this seat, and the seat to act is one
 * of them and has not answered. */
bool table_play_seat_here(const table_play *tp, int seat);
bool table_play_decides_here(const table_play *tp);
/* Undo takes moves back only where no other table has seen them. */
bool table_play_may_undo(const table_play *tp);

/* Once a frame, after the turn: true when the game jumped without a move
 * (a guest back at the table), with the log's line for it from jump_text. */
bool table_play_update(table_play *tp, const table_words *w, double dt);
const char *table_play_jump_text(const table_play *tp, const table_words *w, char *out,
                                 size_t size);
/* The choices panel's line while another computer's player is to act; false
 * when the table waits for nobody elsewhere. */
bool table_play_waiting_text(const table_play *tp, const table_words *w, char *out, size_t size);
/* The words' key of a seat's chip ("net.chip.away"), or NULL. */
const char *table_play_chip_key(const table_play *tp, int seat);
/* The table's latest notice while it shows, else "". */
const char *table_play_notice(const table_play *tp);
void table_play_draw(const struct part_view *v, const table_play *tp);
void table_play_buttons(const struct part_view *v, const table_play *tp, struct menu *m);
/* One of table_play_buttons' pressed: true when its chairs changed and the
 * game's file must be written again now (table_play_save). */
bool table_play_button(table_play *tp, int id);
int table_play_take_past(table_play *tp, net_play_past_fn fn, void *ctx);
/* Seconds until the table needs a frame for its own sake (an AI of this
 * computer thinks, a notice goes); a large number when nothing is due. */
double table_play_next_frame_in(const table_play *tp);
bool table_play_save(const table_play *tp, const char *path, char *err, size_t size);

#endif
