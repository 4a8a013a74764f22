/* AI-versus-AI tournaments for measuring strength (docs/ai.md). Pure
 * computation: games run on worker threads and come back as numbers;
 * printing is the caller's (village-cli tournament). */
#ifndef VILLAGE_AI_TOURNAMENT_H
#define VILLAGE_AI_TOURNAMENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "village/ai.h"

enum { VILLAGE_TOURNAMENT_NAME = 256 };

/* One seat's AI, written "level" or "level:iterations" (e.g. "hard:2000"),
 * either followed by "/style" for a style (village_ai_style_name, e.g.
 * "medium/chronicler"; none: balanced), or "engine:COMMAND" for a program speaking the Village
 * Engine Protocol (docs/engine-protocol.md), which the caller runs (external_move). */
typedef struct village_tournament_seat {
    char name[VILLAGE_TOURNAMENT_NAME];
    int level;      /* -1 for an engine */
    int iterations; /* 0: the tournament's --iterations, else the level's default */
    int style;      /* village_ai_style */
    bool external;
    const char *command; /* an engine's command line: points into name */
} village_tournament_seat;

/* A game so far, for an engine: how it was set up and every move since. */
typedef struct village_tournament_game {
    int players;
    uint64_t seed;
    int start_player;
    const village_move *moves;
    long move_count;
    const village_state *state; /* where the moves lead */
} village_tournament_game;

/* What the time went on: plague cubes taken (R-RND-4), or the action
 * that cost it. A level that pays with cubes where another pays with time
 * plays longer games without dodging a single death. */
enum village_time_use {
    VILLAGE_TIME_PLAGUE,
    VILLAGE_TIME_CRAFTS, /* goods and the mill (R-CRA) */
    VILLAGE_TIME_TRAVEL,
    VILLAGE_TIME_COUNCIL,
    VILLAGE_TIME_CHURCH,
    VILLAGE_TIME_MARKET,
    VILLAGE_TIME_USES
};

/* "plague", "crafts", …: the word the game lines print. */
const char *village_time_use_name(int use);

/* One chair's pace in one game: the time it paid (R-TIM-1), the bridges its
 * lifetime marker passed, the members it lost (a bridge passed with no
 * visible member kills nobody, R-TIM-3), those of them that found no
 * chronicle space (R-TIM-4: a grave, or gone) and the turns it took at the
 * well. The end comes when the chronicle's open spaces or the open graves
 * are full (five and two a player), so deaths spread over the chronicle's
 * areas make a longer game than deaths crowded into one. */
typedef struct village_tournament_pace {
    int time_spent, bridges, deaths, graves, wells;
    int time_on[VILLAGE_TIME_USES]; /* adds up to time_spent */
} village_tournament_pace;

/* One finished game, as game_finished hears it. */
typedef struct village_tournament_game_summary {
    int game; /* its number: seats sit by it, so it names the game with the seed */
    int players;
    bool played;              /* finished normally (not abandoned, no illegal move) */
    int rounds;               /* the round it ended in */
    double ai_seconds;        /* processor time of every decision */
    const int *seat_of_chair; /* [players] */
    const village_result *result;
    const int *goods_left; /* [players], by chair: scroll, horse, ox, plough, wagon */
    const int *ploughs_left;
    const int *cities;                   /* [players]: cities marked */
    const village_tournament_pace *pace; /* [players], by chair */
} village_tournament_game_summary;

typedef struct village_tournament_config {
    int players;
    village_tournament_seat seats[VILLAGE_MAX_PLAYERS];
    int games;
    /* The number of the first game: games first_game .. first_game+games-1
     * are played, each dealt and seated as in a run from game 0, so a long
     * run stopped early goes on where it stopped. An SPRT counts only this
     * run's games. */
    int first_game;
    uint64_t seed;
    int jobs;           /* games played in parallel */
    int iterations;     /* search seats' budget; 0: each level's default */
    double seconds;     /* time cap per search decision; 0: none, so results are reproducible */
    long max_decisions; /* a game longer than this is abandoned and counted as such */
    /* Sequential stopping (SPRT, as fishtest): with 2 players and 2 AIs, stop
     * once the log-likelihood ratio of "the first seat's AI is elo1 stronger"
     * against "elo0 stronger" crosses a bound. Off when sprt is false. */
    bool sprt;
    double sprt_elo0, sprt_elo1, sprt_alpha, sprt_beta;
    /* Asks an engine seat for its move; 'worker' numbers the calling thread
     * (0 .. jobs-1) so each can talk to its own engine process. False if the
     * engine gave no move: the game then counts as an illegal move, and no
     * new game starts. */
    bool (*external_move)(void *context, int worker, int seat, const village_tournament_game *game,
                          uint64_t seed, village_move *out);
    void *external_context;
    /* Called after each finished game from a worker thread (one at a time). */
    void (*progress)(void *context, int finished, int total);
    void *progress_context;
    /* Called with each game as it finishes (NULL: not called), from a
     * worker thread, one at a time, in the order games finish: so a long
     * measurement can be stopped at any point and its games still counted. */
    void (*game_finished)(void *context, const struct village_tournament_game_summary *game);
    void *game_context;
} village_tournament_config;

/* Score components averaged per game (R-SCO). */
typedef struct village_tournament_breakdown {
    double prestige, travel, council, church, chronicle, customers, coins, total;
} village_tournament_breakdown;

/* Seconds per decision, over decisions with more than one legal move. */
typedef struct village_tournament_times {
    double mean, p50, p99, max;
} village_tournament_times;

/* Everything measured for one AI (seats with the same name are one AI). */
typedef struct village_tournament_ai {
    char name[VILLAGE_TOURNAMENT_NAME];
    int seats;                /* seats it held in every game */
    int seat_games;           /* games times seats */
    double wins;              /* a tie among k winners counts 1/k to each */
    double win_rate;          /* wins per seat-game */
    double win_low, win_high; /* 95% Wilson interval */
    village_tournament_breakdown mean;
    long decisions;                /* decisions with more than one legal move */
    village_tournament_times wall; /* elapsed: depends on the machine's load */
    village_tournament_times cpu;  /* processor time of the deciding thread: one core's cost */
    /* Goods (scroll, horse, ox, plough, wagon) still held when its games
     * ended: what it made or bought and never turned into points. */
    double goods_left_mean, goods_left_p50, ploughs_left_mean;
    int goods_left_max;
    double trips_mean;                      /* cities marked per game (R-TRV-3) */
    double time_on_mean[VILLAGE_TIME_USES]; /* time paid per game, by what it went on */
} village_tournament_ai;

/* How long the games ran, over those finished normally. */
typedef struct village_tournament_length {
    double rounds_mean, rounds_p50;
    int rounds_min, rounds_max;
    double ai_minutes_mean; /* processor minutes every seat spent deciding, per game */
} village_tournament_length;

/* The SPRT's state over the games counted. */
typedef struct village_tournament_sprt {
    double llr, lower, upper; /* log-likelihood ratio and its bounds */
    int verdict;              /* 1: H1 (elo1) accepted, -1: H0 (elo0) accepted, 0: undecided */
    int wins, draws, losses;  /* of the first seat's AI */
} village_tournament_sprt;

typedef struct village_tournament_result {
    int games_counted;   /* games the figures cover: all, or those before an SPRT stop */
    int games_played;    /* finished normally */
    int games_abandoned; /* longer than max_decisions */
    int illegal_moves;   /* an AI offered a move village_apply refused (a bug), or an engine none */
    /* An engine seat gave no move: no game was started after that, so
     * games_counted may be below cfg->games. */
    bool engine_failed;
    int ai_count;
    village_tournament_ai ai[VILLAGE_MAX_PLAYERS];
    double seconds; /* wall time of the whole tournament */
    village_tournament_sprt sprt;
    village_tournament_length length;
} village_tournament_result;

/* Fills cfg->seats and cfg->players from "hard,easy,easy,easy". False,
 * with a message in err, for an unknown level or a wrong count. */
bool village_tournament_parse_seats(const char *list, village_tournament_config *cfg, char *err,
                                    size_t err_size);

/* Plays cfg->games games from game cfg->first_game. Seats rotate through
 * the chairs (seat k sits in chair (k + game) mod players; chair 0 starts),
 * and each rotation cycle shares one deal. False only if memory or threads
 * are short. */
bool village_tournament_run(const village_tournament_config *cfg, village_tournament_result *out);

/* The SPRT over w wins, d draws and l losses, as fishtest computes it for
 * game results: the generalised SPRT with a normal approximation to the
 * score (logistic Elo). */
void village_tournament_sprt_update(const village_tournament_config *cfg, int w, int d, int l,
                                    village_tournament_sprt *out);

/* The 95% Wilson score interval of a proportion: wins out of n. */
void village_tournament_wilson(double wins, int n, double *low, double *high);

#endif
