/* The game behind the game scene (the shape of Simon Tatham's "midend"): the
 * record, the undo points and the seats, each a source of moves (seat.h: a
 * person here, an AI), behind a narrow API. Only session.c writes the record
 * or calls the rules to change it; a seat only proposes a move, which the
 * session checks. The rest of the front end reads the record through const
 * pointers and hears what happened from the session_change a move returns.
 * No SDL, no scene: tools and tests drive it the way the scene does, and
 * the clock and CPU count come from the host that runs it (session_host). */
#ifndef VILLAGE_SESSION_SESSION_H
#define VILLAGE_SESSION_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "session/seat.h"
#include "village/save.h"
#include "village/village.h"

typedef struct session session;

/* What one move did: the state it was made in, who made it, the move and
 * its events. */
typedef struct session_change {
    village_state before;
    int actor;
    village_move move;
    village_events events;
} session_change;

/* A new game (start_player -1: drawn from the seed) with these seats; NULL if
 * the setup is refused or memory is short. Each seat gets the source of its
 * kind (a person's or an AI's, seat.h); session_set_source replaces one. */
session *session_new(int num_players, uint64_t seed, int start_player,
                     const village_seat seats[VILLAGE_MAX_PLAYERS]);
/* The same with each AI seat's village_ai_style (styles[p]; NULL: all
 * balanced; a person's seat's entry, or one out of range, is ignored),
 * kept in the record and its save. */
session *session_new_styled(int num_players, uint64_t seed, int start_player,
                            const village_seat seats[VILLAGE_MAX_PLAYERS], const int *styles);
/* A game from a position (a lesson's, docs/position-format.md); NULL with
 * the reason in err. */
session *session_from_position(const village_state *start, uint64_t seed,
                               const village_seat seats[VILLAGE_MAX_PLAYERS], char *err,
                               size_t size);
/* A saved game; NULL with the reason in err. */
session *session_load(const char *path, char *err, size_t size);
void session_free(session *s);
bool session_save(const session *s, const char *path, char *err, size_t size);

const village_record *session_record(const session *s);
const village_state *session_state(const session *s);
size_t session_move_count(const session *s);

/* What the session runs on, from the program that hosts it. Until set: one
 * thread and no clock. */
typedef struct session_host {
    int threads;             /* worker threads an AI seat may use (the CPU count) */
    double (*seconds)(void); /* a wall clock for session_ai_timing; NULL: not timed */
} session_host;
void session_set_host(session *s, const session_host *host);

/* Gives seat 'player' another source of moves (the session owns it from now
 * on, also when this fails); a decision it had begun is ended. */
bool session_set_source(session *s, int player, seat_source *src);

/* Asks the seat to act for its move and plays it once it has one and 'pace'
 * seconds (counted by dt, the time since the last call) have passed since
 * the decision began: the game goes on only through this. */
typedef enum session_turn {
    SESSION_IDLE,    /* the game is over: nobody is asked */
    SESSION_WAITING, /* the seat to act has not answered, or its answer waits for the pace */
    SESSION_PLAYED,  /* its answer was legal and is played: *out says what it did */
    /* Its answer is not legal now: nothing changed, *out names the seat
     * (actor) and the move (move, no events); the seat is asked again. */
    SESSION_REFUSED
} session_turn;
session_turn session_play(session *s, double dt, double pace, session_change *out);
/* Hands the decision of the person at this computer (the table's chooser)
 * to the seat to act; false when that seat is not a person's here. The
 * next session_play plays it. */
bool session_decide(session *s, const village_move *m);
/* Ends the decision in progress (an AI's worker stops): the table is left. */
void session_stop(session *s);

/* Applies a legal move directly, as the seat to act (tools and tests that
 * set up a game); false (nothing changed) when it is not legal now. */
bool session_apply(session *s, const village_move *m, session_change *out);
/* Undo takes back a person's whole decision: the moves since the latest
 * human move that had an alternative (a choice), with the AI's moves and the
 * moves without an alternative that followed it, the ones played for the
 * person included; never past a move that revealed something hidden (a bag
 * draw or a new customer is an undo point). 'holder' is the seat of the
 * person at the table: only that person's choice is taken back, and never
 * past another person's choice (hot seat); SESSION_ANY_HUMAN takes back
 * whichever human's choice came last. False when there is nothing to take
 * back or the game is over. */
enum {
    SESSION_ANY_HUMAN = -1,
    SESSION_NOBODY = -2 /* nobody holds the table: nothing can be taken back */
};
bool session_undo(session *s, int holder);
/* Whether session_undo would take something back (never once the game is over). */
bool session_can_undo(const session *s, int holder);

bool session_is_human(const session *s, int player);
int session_human_count(const session *s);
const char *session_player_name(const session *s, int player);
/* An AI seat's style (village_ai_style, shown on the results); -1 for a
 * person. */
int session_ai_style(const session *s, int player);
/* The colour a player's pieces are drawn in (record seats): 0 red … 3 white. */
int session_colour(const session *s, int player);
/* The human who made the latest choice (a move with an alternative), or -1. */
int session_last_human_mover(const session *s);

/* Hints asked for by a player in this game (shown on the results; kept in
 * the save). */
void session_note_hint(session *s, int player);
int session_hints_used(const session *s, int player);

/* The finished review kept with the game (saved with it), or NULL; setting
 * one that does not cover every move is refused. */
bool session_set_review(session *s, const village_stored_review *review);
const village_stored_review *session_review(const session *s);

/* The latest AI decision's wall-clock time (session_host's clock), from its
 * start to the poll that found it ready (village --bench-ai measures the
 * game's AI with it). */
typedef struct session_ai_timing {
    long decisions; /* AI decisions finished in this session */
    double seconds;
    int legal_moves; /* 1: a forced move, answered at once */
} session_ai_timing;
void session_ai_timing_get(const session *s, session_ai_timing *out);

/* ---- A game followed from a network game's host (src/net/net_play.h) ----
 * A guest's session: the host holds the game; this one keeps what the
 * guest's table draws (names, colours, the moves as a log) and follows the
 * host move by move. Its state is always the host's latest view for the
 * guest's chair, the hidden parts dealt by the guest, so its record does not
 * replay into it: a following session cannot be saved as a game
 * (session_save refuses with the reason) or undone, and its seats are never
 * asked (session_play only says SESSION_WAITING, or SESSION_IDLE once the
 * game is over; session_decide and session_apply refuse). session_is_human
 * answers from the seats given here (net_play gives them as the host says
 * who plays each chair: docs/network-protocol.md, "The game's side"). */
session *session_follow_new(const village_state *first_view, long first_move,
                            const village_seat seats[VILLAGE_MAX_PLAYERS], char *err, size_t size);
bool session_is_following(const session *s);
/* The host's move count at the first view (first_move: 0 for a guest
 * that followed from the game's start, more for one that joined or came
 * back mid-game), and at the state now (the first, one more for each move
 * followed, or a jump's); -1 when not following. The log says "a new game
 * begins" only from move 0. */
long session_follow_first_move(const session *s);
long session_follow_move(const session *s);
/* The host played m for 'actor' with these events (the host's, as this
 * chair may know them) and 'after' is the host's view that followed: the
 * move goes into the record, the state becomes 'after', *out (may be NULL)
 * says what changed with the host's events. False (nothing changed) when
 * this is not a following session, or the move is not the actor's or not
 * legal in the session's state (the guest missed something: jump to the
 * host's view with session_follow_jump). */
bool session_follow(session *s, int actor, const village_move *m, const village_events *ev,
                    const village_state *after, session_change *out);
/* The host's view without the moves that led to it (a guest that rejoined,
 * or one that asked for the view again), at the host's move count 'move':
 * the state becomes 'view', the record keeps the moves it had. False when
 * not following or the view is not a possible position. */
bool session_follow_jump(session *s, const village_state *view, long move);
/* A chair's name, colour, kind or computer's style (village_ai_style,
 * balanced for a person) changed at the host (a guest came, an AI stands
 * in): false when not following or the player is out of range. */
bool session_follow_seat(session *s, int player, const village_seat *seat, int ai_style);

/* The host's side of a network game: a remote chair is called by the name
 * its guest gave (the record keeps it, so a resumed game knows its people).
 * False when the player is out of range or the name empty. */
bool session_name_seat(session *s, int player, const char *name);

/* The game's id (village_record.game_id): the autosave checks that the file
 * it replaces is this game's (autosave_owner.c). */
void session_set_game_id(session *s, uint64_t id);
uint64_t session_game_id(const session *s);

#endif
