/* A game with its history, and its JSON save format (docs/save-format.md).
 * This layer does I/O (files); the rules core does none. */
#ifndef VILLAGE_SAVE_H
#define VILLAGE_SAVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "village/village.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Saves of games set up from a seed are version 1; saves of games started
 * from a position (docs/position-format.md) are version 2, which adds the
 * start position. A build reads both. */
enum {
    VILLAGE_SEAT_NAME_MAX = 32,
    VILLAGE_SAVE_VERSION = 1,
    VILLAGE_SAVE_VERSION_FROM_POSITION = 2,
    VILLAGE_POSITION_VERSION = 1,
    VILLAGE_HINTS_MAX = 9999 /* hints a seat's count in a save may hold */
};

typedef enum village_seat_kind { VILLAGE_SEAT_HUMAN, VILLAGE_SEAT_AI } village_seat_kind;

/* Who sits in a chair: front-end metadata kept in the save so "Continue"
 * restores the table exactly. The rules know the player only by seat index
 * (player 1 is "red" in the rules' notation); 'colour' is the colour its
 * pieces are drawn in, chosen at setup, so two players at a table of two can
 * be blue and white. No two seats of a game share a colour. */
typedef struct village_seat {
    char name[VILLAGE_SEAT_NAME_MAX]; /* UTF-8 */
    uint8_t kind;                     /* village_seat_kind */
    uint8_t ai_level;                 /* village_ai_level, when kind is AI */
    uint8_t colour;                   /* 0 red, 1 yellow, 2 blue, 3 white: the display colour */
} village_seat;

/* A finished review of the game (docs/analysis.md), kept in the save so that
 * opening it again is instant. The analysis's numbers in whole units that
 * save as they are: chances in thousandths, scores in tenths of a point.
 * The save layer checks every value; what they mean is the analysis's
 * (village/analyse.h), which it does not link. */
enum {
    VILLAGE_REVIEW_VERSION = 2,       /* 2 added the turns; version 1 still reads */
    VILLAGE_REVIEW_REASON_CODES = 20, /* village_reason_code's count */
    VILLAGE_REVIEW_SCORE_MAX = 9999   /* tenths: no expected score comes near 1000 points */
};

typedef struct village_review_decision {
    uint32_t move; /* 1-based: the decision is record.moves[move - 1] */
    uint8_t actor;
    village_move best;    /* the search's move (the played one when it was as good) */
    int16_t win_played;   /* the actor's chance to win after the played move, 0..1000 */
    int16_t win_best;     /* … after the best move, win_played..1000 */
    int16_t score_played; /* the actor's expected final score after each, in tenths */
    int16_t score_best;   /* */
    uint8_t reason_code;  /* village_reason_code of the best move */
    int16_t reason_value; /* its value */
    int16_t win_after[VILLAGE_MAX_PLAYERS]; /* every player's chance after the played move */
} village_review_decision;

/* Every player's chance to win at the end of one turn (the chart's points). */
typedef struct village_review_turn_end {
    uint32_t move;                    /* 1-based: the position after the turn's last move */
    int16_t win[VILLAGE_MAX_PLAYERS]; /* 0..1000, adding up to 1000 */
} village_review_turn_end;

typedef struct village_stored_review {
    uint32_t moves; /* the game's move count when reviewed: the review covers them all */
    int seat;       /* the player reviewed, or -1: everyone */
    village_review_decision *decisions; /* heap, by move */
    size_t count;
    village_review_turn_end *turns; /* heap, by move: one per turn; none in a version 1 review */
    size_t turn_count;
} village_stored_review;

/* A game: how it was set up, every move since, and the state they lead to.
 * The state is always the replay of the moves from the setup, or from the
 * start position when the game began from one. */
typedef struct village_record {
    uint64_t seed;
    /* Which game this is, so that a front end never saves one game over
     * another (docs/save-format.md); 0: none (a save from before it). */
    uint64_t game_id;
    int num_players;
    int start_player; /* as set up: the actual starting player of round 1 */
    village_seat seats[VILLAGE_MAX_PLAYERS];
    uint16_t
        hints_used[VILLAGE_MAX_PLAYERS]; /* hints each player asked for (the save keeps them) */
    /* Each AI seat's village_ai_style, the plan it plays (the save keeps
     * them); 0, balanced, for persons. */
    uint8_t ai_styles[VILLAGE_MAX_PLAYERS];
    bool from_position;  /* the moves start from 'start', not from the seed's setup */
    village_state start; /* the start position, when from_position */
    village_state state;
    village_move *moves; /* heap, move_count used of move_capacity */
    uint8_t *actors;     /* heap, parallel to moves: the player who made each move */
    size_t move_count;
    size_t move_capacity;
    village_stored_review *review; /* heap, or NULL: set with village_record_set_review */
} village_record;

/* start_player -1 draws it from the seed. Seats default to humans named by
 * colour, each shown in its own seat's colour. */
bool village_record_new(village_record *r, int num_players, uint64_t seed, int start_player);
void village_record_free(village_record *r);
/* Keeps a copy of 'review' with the record (NULL removes it); false when out
 * of memory (the record keeps what it had) or when it does not cover exactly
 * the record's moves. A truncation that takes back moves drops it. */
bool village_record_set_review(village_record *r, const village_stored_review *review);
/* Applies a legal move and appends it; false (nothing changed) if illegal or out of memory. */
bool village_record_apply(village_record *r, const village_move *m, village_events *events);
/* Keeps the first n moves (replaying them from the setup or start position): undo. */
bool village_record_truncate(village_record *r, size_t n);
/* dst is overwritten, not freed: pass a fresh or already freed record. */
bool village_record_copy(village_record *dst, const village_record *src);

/* Called for each move of a replay, after it was applied: 'before' is the
 * state it was made in, 'after' the state it led to. Return false to stop. */
typedef bool (*village_replay_fn)(void *ctx, size_t index, const village_state *before,
                                  const village_move *m, const village_events *ev,
                                  const village_state *after);
/* Plays the first n moves of r again from its setup (or its start
 * position), calling fn (may be NULL) after each; the final state goes to
 * out (may be NULL). False if a move no longer applies, n exceeds the
 * record, or fn stopped the replay. */
bool village_record_replay(const village_record *r, size_t n, village_replay_fn fn, void *ctx,
                           village_state *out);

/* A game that starts from a position instead of a fresh setup. The position
 * must pass village_check_invariants (why names the problem otherwise). The
 * seed is kept for the front end's own use (AI seeds); the position's hidden
 * order and RNG decide the game's chance. */
bool village_record_from_position(village_record *r, const village_state *start, uint64_t seed,
                                  char *why, size_t why_size);
/* The position before the first move: the setup, or the start position. */
bool village_record_start_state(const village_record *r, village_state *out);
/* The position after the first n moves (n <= move_count). */
bool village_record_state_at(const village_record *r, size_t n, village_state *out);

/* Positions (docs/position-format.md): a whole state without history, in
 * the save format's words, checked like a save's state. The text is
 * malloc'd (free with free()); NULL when out of memory. */
char *village_position_to_json(const village_state *s);
/* On failure returns false with a message naming the problem in err and
 * leaves out untouched. err may be NULL. */
bool village_position_from_json(const char *json, village_state *out, char *err, size_t err_size);
bool village_position_read_file(const char *path, village_state *out, char *err, size_t err_size);

/* Why the last load refused its file, sorted into what a player can act on,
 * so a front end can say it in the player's language; the err text of the
 * refusing call stays the exact detail in English (for the command line
 * and logs). Set by village_save_read_file, village_save_from_json,
 * village_position_read_file, village_position_from_json,
 * village_read_text_file and village_record_from_position: NONE after a
 * success. Like errno, it belongs to the calling thread. */
typedef enum village_refusal {
    VILLAGE_REFUSAL_NONE,
    VILLAGE_REFUSAL_MISSING,       /* nothing at that path */
    VILLAGE_REFUSAL_UNREADABLE,    /* not allowed to open it, or the disk failed to read it */
    VILLAGE_REFUSAL_NOT_A_FILE,    /* a folder, a pipe or a device */
    VILLAGE_REFUSAL_TOO_BIG,       /* far bigger than any such file */
    VILLAGE_REFUSAL_NOT_TEXT,      /* binary: holds a NUL byte */
    VILLAGE_REFUSAL_DAMAGED,       /* not well-formed JSON: cut short, garbled, too deeply nested */
    VILLAGE_REFUSAL_WRONG_FORMAT,  /* JSON, but not a Village save (or position) */
    VILLAGE_REFUSAL_NEWER_VERSION, /* written by a newer version of the game */
    VILLAGE_REFUSAL_BAD_VALUE,     /* a value missing, unknown, repeated or out of range */
    VILLAGE_REFUSAL_IMPOSSIBLE,    /* a position the rules forbid (pieces made or lost...) */
    VILLAGE_REFUSAL_HISTORY,       /* the moves do not replay, or lead elsewhere than the state */
    VILLAGE_REFUSAL_OUT_OF_MEMORY,
    VILLAGE_REFUSAL_COUNT
} village_refusal;
village_refusal village_last_refusal(void);
/* "newer_version", "bad_value"...: a stable word per kind (for catalogue keys, logs). */
const char *village_refusal_name(village_refusal kind);

/* JSON text, malloc'd (free with free()); NULL when out of memory. */
char *village_save_to_json(const village_record *r);
/* Validates everything; on failure returns false with a message naming the
 * problem in err, and leaves out untouched. On success out is overwritten,
 * not freed (free it later with village_record_free). err may be NULL. */
bool village_save_from_json(const char *json, village_record *out, char *err, size_t err_size);

/* Files. Writing is atomic (temporary file in the same folder, then rename):
 * a crash or a full disk never leaves a half-written save. */
bool village_save_write_file(const village_record *r, const char *path, char *err, size_t err_size);
bool village_save_read_file(const char *path, village_record *out, char *err, size_t err_size);
/* Whether something is at 'path' (without opening it: a FIFO would block).
 * village_save_read_file reads only regular files, never blocking, and says
 * so when the path names a folder, a pipe or a device. */
bool village_save_file_present(const char *path);
/* A small text file (settings, saves) as a malloc'd NUL-terminated string:
 * regular files only, opened without blocking, at most max_bytes, no NUL
 * byte. NULL with a message in err otherwise. */
char *village_read_text_file(const char *path, size_t max_bytes, char *err, size_t err_size);
/* Atomic write of any text (the game's small files too), done by the
 * platform layer below the saves. A failure's message is for the player:
 * what failed, in which folder, and why in plain words ("could not save in
 * the folder '…': the disk is full (…)"). A symbolic link at 'path' stays a
 * link; the file it points to is replaced. A new file's permissions follow
 * the user's umask; a replaced one keeps its own. */
bool village_write_file_atomic(const char *path, const char *text, size_t len, char *err,
                               size_t err_size);
/* After a failed village_write_file_atomic or village_save_write_file, errno
 * holds the system error of the step that failed; this sorts it into what a
 * player can act on, so a front end can say it in the player's language. */
typedef enum village_write_trouble {
    VILLAGE_WRITE_OK,
    VILLAGE_WRITE_DISK_FULL,      /* no space or quota left */
    VILLAGE_WRITE_NOT_ALLOWED,    /* the folder may not be written to */
    VILLAGE_WRITE_READ_ONLY_DISK, /* the folder is on a read-only disk */
    VILLAGE_WRITE_NO_FOLDER,      /* the folder does not exist */
    VILLAGE_WRITE_PATH_BLOCKED,   /* a file or folder stands in the way */
    VILLAGE_WRITE_OTHER
} village_write_trouble;
village_write_trouble village_write_trouble_of(int error);
/* Removes the temporary files ("<path>.tmp-XXXXXX") an interrupted write
 * left next to 'path' (or next to the file it links to). Call it at start,
 * before anything writes there. Returns how many it removed. */
int village_save_sweep_temporaries(const char *path);
/* Moves a save the loader refused out of the way, to
 * "<path without .json>.rejected-YYYYMMDD-HHMMSS.json" beside it (with a
 * "-2", "-3"… suffix rather than overwrite anything), so a new game never
 * destroys it. The new name in moved_to. False with a message in err and
 * the system's error in errno (for village_write_trouble_of). */
bool village_save_set_aside(const char *path, char *moved_to, size_t moved_size, char *err,
                            size_t err_size);
/* For the crash-safety test only: called with "created", "written",
 * "flushed" and "renamed" as an atomic write passes each step. NULL (the
 * default) everywhere else. */
extern void (*village_save_step_hook)(const char *step);

/* Strict UTF-8 without control characters (C0, DEL, C1 such as the CSI
 * 0x9B), surrogates, overlong forms or code points above U+10FFFF: what a
 * seat name must be. make_printable replaces each offending byte by '?' in
 * place, and each bidirectional override or isolate (U+202A-U+202E,
 * U+2066-U+2069, allowed in names) by one '?', so text from a file can be
 * shown on a terminal as what it is. */
bool village_text_is_printable(const char *text);
void village_text_make_printable(char *text);

/* The words a save uses for a seat: "human" or "ai", and the AI level
 * ("random", "easy", … as village_ai_level_name, without linking the AI). */
const char *village_seat_kind_name(int kind);
const char *village_seat_level_name(int level);
/* The same for AI styles ("balanced", "chronicler", … as village_ai_style_name). */
const char *village_seat_style_name(int style);

#ifdef __cplusplus
}
#endif

#endif
