/* village-cli tournament: AI against AI, seats rotating through the chairs,
 * with win rates, scores and decision times (docs/ai.md). */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "engine_client.h"
#include "village/ai_tournament.h"

static const char USAGE[] =
    "usage: village-cli tournament --seats LIST [--players N] [--games K] [--seed S]\n"
    "                              [--first-game G] [--jobs J] [--iterations I]\n"
    "                              [--seconds T]\n"
    "                              [--max-decisions D] [--answer-timeout T] [--quiet]\n"
    "                              [--game-lines]\n"
    "                              [--sprt ELO0,ELO1 [--alpha A] [--beta B]]\n"
    "\n"
    "Plays K games (default 100) between the AIs in LIST, one per seat, e.g.\n"
    "hard,easy,easy,easy. A seat is random, easy, medium, hard, expert or\n"
    "strongest, optionally with its own search budget: hard:2000, or\n"
    "engine:COMMAND, a program speaking the Village Engine Protocol\n"
    "(docs/engine-protocol.md), e.g.\n"
    "'engine:old/village-cli engine --iterations 1500'. Seat k sits in chair\n"
    "(k + game) mod N, chair 0 starting, so every AI sits in every chair equally\n"
    "often; the N games of one rotation share a deal. Ties count 1/k to each winner.\n"
    "\n"
    "Results are reproducible from S (default 1): searches run on iteration budgets\n"
    "(I, default each level's), with no time cap unless --seconds T is given, which\n"
    "makes results depend on the machine. J games (default 1) run in parallel.\n"
    "Progress goes to standard error unless --quiet. After the results: rounds per\n"
    "game, the AIs' processor time per game, and each AI's goods left unused at the\n"
    "end, cities marked and the time each paid a game, by what it went on (plague\n"
    "cubes, crafts, travel, council, church, market). --game-lines prints a line\n"
    "for each game as it finishes ('game G rounds R ai-seconds T' and, per chair,\n"
    "its seat, score, goods left, ploughs left, cities, time paid, bridges passed,\n"
    "deaths, deaths with no chronicle space left, turns at the well and the time\n"
    "paid on each of those six), so a long run stopped early still counts.\n"
    "--first-game G plays games G to G+K-1, dealt and seated as in a run from\n"
    "game 0 with the same S, so a run stopped after G games goes on where it\n"
    "stopped (default 0).\n"
    "\n"
    "--sprt stops a 2-player match of two AIs as soon as a sequential probability\n"
    "ratio test (as fishtest: normal approximation, logistic Elo) accepts either\n"
    "'the first seat is ELO1 Elo stronger' or 'it is ELO0 Elo stronger', with\n"
    "error rates A and B (default 0.05 each); K is then the most games to play.\n"
    "Only games before the stop count, so the verdict does not depend on J.\n"
    "\n"
    "An engine has T seconds for each answer (default 4 times --seconds, at least\n"
    "30), at most 64 lines of at most 1023 bytes before it, and T seconds (at most\n"
    "5) to exit after 'quit' before it is killed. An engine that fails is stopped,\n"
    "no new game starts, the results of the games played are printed, and the\n"
    "exit status is 3.\n";

typedef struct tournament_options {
    village_tournament_config cfg;
    long players;          /* 0: as many as seats */
    double answer_timeout; /* 0: derived from --seconds */
    bool quiet;
    bool game_lines;
} tournament_options;

static bool parse_count(const char *option, const char *text, long min, long max, int *out)
{
    long n;
    if (!cli_parse_int(option, text, min, max, &n))
        return false;
    *out = (int)n;
    return true;
}

static bool parse_seats(const char *text, village_tournament_config *cfg)
{
    char err[160];
    if (!text)
        return false;
    if (village_tournament_parse_seats(text, cfg, err, sizeof err))
        return true;
    cli_error("--seats: %s", err);
    return false;
}

/* "ELO0,ELO1", e.g. "0,35": the two hypotheses of the SPRT. */
static bool parse_sprt(const char *text, village_tournament_config *cfg)
{
    char *end;
    if (!text)
        return false;
    cfg->sprt_elo0 = strtod(text, &end);
    if (end != text && *end == ',') {
        const char *second = end + 1;
        cfg->sprt_elo1 = strtod(second, &end);
        if (end != second && *end == '\0' && cfg->sprt_elo1 > cfg->sprt_elo0) {
            cfg->sprt = true;
            return true;
        }
    }
    cli_error("--sprt: '%s' is not two Elo bounds ELO0,ELO1 with ELO0 < ELO1 (e.g. 0,35)", text);
    return false;
}

static bool parse_rate(const char *option, const char *text, double *out)
{
    char *end;
    double v = text ? strtod(text, &end) : 0;
    if (text && end != text && *end == '\0' && v > 0 && v < 0.5) {
        *out = v;
        return true;
    }
    cli_error("%s: '%s' is not an error rate between 0 and 0.5", option, text ? text : "");
    return false;
}

static bool parse_option(int argc, char **argv, int *i, tournament_options *o)
{
    const char *v;
    village_tournament_config *cfg = &o->cfg;
    if (strcmp(argv[*i], "--quiet") == 0) {
        o->quiet = true;
        return true;
    }
    if (strcmp(argv[*i], "--game-lines") == 0) {
        o->game_lines = true;
        return true;
    }
    if (cli_option(argc, argv, i, "--seats", &v))
        return parse_seats(v, cfg);
    if (cli_option(argc, argv, i, "--players", &v))
        return cli_parse_int("--players", v, 2, VILLAGE_MAX_PLAYERS, &o->players);
    if (cli_option(argc, argv, i, "--games", &v))
        return parse_count("--games", v, 1, 100000000, &cfg->games);
    if (cli_option(argc, argv, i, "--first-game", &v))
        return parse_count("--first-game", v, 0, 100000000, &cfg->first_game);
    if (cli_option(argc, argv, i, "--jobs", &v))
        return parse_count("--jobs", v, 1, 256, &cfg->jobs);
    if (cli_option(argc, argv, i, "--iterations", &v))
        return parse_count("--iterations", v, 1, 100000000, &cfg->iterations);
    if (cli_option(argc, argv, i, "--max-decisions", &v))
        return cli_parse_int("--max-decisions", v, 100, 100000000, &cfg->max_decisions);
    if (cli_option(argc, argv, i, "--seconds", &v))
        return cli_parse_seconds("--seconds", v, &cfg->seconds);
    if (cli_option(argc, argv, i, "--answer-timeout", &v))
        return cli_parse_seconds("--answer-timeout", v, &o->answer_timeout);
    if (cli_option(argc, argv, i, "--sprt", &v))
        return parse_sprt(v, cfg);
    if (cli_option(argc, argv, i, "--alpha", &v))
        return parse_rate("--alpha", v, &cfg->sprt_alpha);
    if (cli_option(argc, argv, i, "--beta", &v))
        return parse_rate("--beta", v, &cfg->sprt_beta);
    if (cli_option(argc, argv, i, "--seed", &v))
        return cli_parse_u64("--seed", v, &cfg->seed);
    cli_error("unknown option '%s'", argv[*i]);
    return false;
}

static void show_progress(void *context, int finished, int total)
{
    (void)context;
    fprintf(stderr, "\rgames %d/%d", finished, total);
    if (finished == total)
        fputc('\n', stderr);
    fflush(stderr);
}

static void print_game_line(void *context, const village_tournament_game_summary *g)
{
    const village_tournament_config *cfg = context;
    printf("game %d %s rounds %d ai-seconds %.3f", g->game, g->played ? "played" : "unfinished",
           g->rounds, g->ai_seconds);
    for (int chair = 0; chair < g->players; chair++) {
        printf("  chair %d seat %s score %d goods %d ploughs %d cities %d time %d bridges %d "
               "deaths %d graves %d wells %d",
               chair, cfg->seats[g->seat_of_chair[chair]].name, g->result->score[chair].total,
               g->goods_left[chair], g->ploughs_left[chair], g->cities[chair],
               g->pace[chair].time_spent, g->pace[chair].bridges, g->pace[chair].deaths,
               g->pace[chair].graves, g->pace[chair].wells);
        for (int use = 0; use < VILLAGE_TIME_USES; use++)
            printf(" %s %d", village_time_use_name(use), g->pace[chair].time_on[use]);
    }
    putchar('\n');
    fflush(stdout);
}

static void print_times(const char *title, const village_tournament_result *r, bool cpu)
{
    printf("\n%-16s %10s %10s %10s %10s %10s\n", title, "decisions", "mean", "p50", "p99", "max");
    for (int i = 0; i < r->ai_count; i++) {
        const village_tournament_ai *a = &r->ai[i];
        const village_tournament_times *t = cpu ? &a->cpu : &a->wall;
        printf("%-16s %10ld %10.4f %10.4f %10.4f %10.4f\n", a->name, a->decisions, t->mean, t->p50,
               t->p99, t->max);
    }
}

/* How long the games ran and what each AI left unused (docs/ai.md, "Game
 * length"): an AI that hoards or drags shows here before it shows in its
 * win rate. */
static void print_lengths(const village_tournament_result *r)
{
    const village_tournament_length *len = &r->length;
    printf(
        "\nrounds per game: mean %.2f  median %.1f  min %d  max %d  ai cpu minutes per game %.3f\n",
        len->rounds_mean, len->rounds_p50, len->rounds_min, len->rounds_max, len->ai_minutes_mean);
    printf("%-16s %10s %10s %10s %10s %10s\n", "goods left", "mean", "median", "max", "ploughs",
           "cities");
    for (int i = 0; i < r->ai_count; i++) {
        const village_tournament_ai *a = &r->ai[i];
        printf("%-16s %10.2f %10.1f %10d %10.2f %10.2f\n", a->name, a->goods_left_mean,
               a->goods_left_p50, a->goods_left_max, a->ploughs_left_mean, a->trips_mean);
    }
    printf("%-16s", "time paid/game");
    for (int use = 0; use < VILLAGE_TIME_USES; use++)
        printf(" %10s", village_time_use_name(use));
    putchar('\n');
    for (int i = 0; i < r->ai_count; i++) {
        printf("%-16s", r->ai[i].name);
        for (int use = 0; use < VILLAGE_TIME_USES; use++)
            printf(" %10.2f", r->ai[i].time_on_mean[use]);
        putchar('\n');
    }
}

static void print_results(const tournament_options *o, const village_tournament_result *r)
{
    const village_tournament_config *cfg = &o->cfg;
    printf("games %d  players %d  seed %" PRIu64 "  jobs %d  iterations %s  time cap %s\n",
           cfg->games, cfg->players, cfg->seed, cfg->jobs,
           cfg->iterations ? "fixed" : "level default", cfg->seconds > 0 ? "yes" : "none");
    if (cfg->first_game)
        printf("games %d to %d of the seed\n", cfg->first_game, cfg->first_game + cfg->games - 1);
    if (cfg->iterations)
        printf("iterations per search decision %d\n", cfg->iterations);
    printf("played %d  abandoned %d  illegal moves %d  wall %.1f s\n", r->games_played,
           r->games_abandoned, r->illegal_moves, r->seconds);
    if (r->engine_failed)
        printf("stopped early (%d of %d games dealt): an engine failed (standard error says how)\n",
               r->games_counted, cfg->games);
    if (cfg->sprt) {
        const village_tournament_sprt *t = &r->sprt;
        printf("sprt elo0 %g elo1 %g alpha %g beta %g: %s after %d games (W %d D %d L %d for "
               "%s)  llr %.3f  bounds [%.3f, %.3f]\n",
               cfg->sprt_elo0, cfg->sprt_elo1, cfg->sprt_alpha, cfg->sprt_beta,
               t->verdict > 0   ? "H1 accepted (elo1)"
               : t->verdict < 0 ? "H0 accepted (elo0)"
                                : "undecided",
               r->games_counted, t->wins, t->draws, t->losses, cfg->seats[0].name, t->llr, t->lower,
               t->upper);
    }
    putchar('\n');
    printf("%-16s %5s %6s %7s %17s %7s %8s %6s %7s %6s %9s %9s %5s\n", "ai", "seats", "games",
           "win%", "95% interval", "score", "prestige", "travel", "council", "church", "chronicle",
           "customers", "coins");
    for (int i = 0; i < r->ai_count; i++) {
        const village_tournament_ai *a = &r->ai[i];
        printf("%-16s %5d %6d %7.1f   [%5.1f, %5.1f] %7.1f %8.1f %6.1f %7.1f %6.1f %9.1f %9.1f "
               "%5.1f\n",
               a->name, a->seats, a->seat_games, 100 * a->win_rate, 100 * a->win_low,
               100 * a->win_high, a->mean.total, a->mean.prestige, a->mean.travel, a->mean.council,
               a->mean.church, a->mean.chronicle, a->mean.customers, a->mean.coins);
    }
    print_times("wall s/decision", r, false);
    print_times("cpu s/decision", r, true);
    print_lengths(r);
}

/* Options that parse one by one but not together; says which. */
static bool options_agree(const tournament_options *o)
{
    const village_tournament_config *cfg = &o->cfg;
    if (cfg->players == 0) {
        cli_error("--seats is required");
        return false;
    }
    if (o->players && o->players != cfg->players) {
        cli_error("--players %ld does not match the %d seats of --seats", o->players, cfg->players);
        return false;
    }
    if (cfg->sprt && (cfg->players != 2 || strcmp(cfg->seats[0].name, cfg->seats[1].name) == 0)) {
        cli_error("--sprt needs a 2-player match of two different AIs");
        return false;
    }
    /* A sequential test decides on every game from its first: one that
     * began later would not be the test it claims to continue. */
    if (cfg->sprt && cfg->first_game > 0) {
        cli_error("--sprt needs the games from the first: leave out --first-game");
        return false;
    }
    return true;
}

CLI_COMMAND(tournament)
{
    tournament_options o = {.cfg = {.games = 100,
                                    .seed = 1,
                                    .jobs = 1,
                                    .max_decisions = 20000,
                                    .sprt_alpha = 0.05,
                                    .sprt_beta = 0.05}};
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        }
        if (!parse_option(argc, argv, &i, &o)) {
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
    }
    if (!options_agree(&o)) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    if (!o.quiet)
        o.cfg.progress = show_progress;
    if (o.game_lines) {
        o.cfg.game_finished = print_game_line;
        o.cfg.game_context = &o.cfg;
    }
    static engine_pool engines; /* large: not on the stack */
    engine_pool_init(&engines, &o.cfg, engine_answer_timeout(o.answer_timeout, o.cfg.seconds));
    o.cfg.external_move = engine_seat_move;
    o.cfg.external_context = &engines;
    village_tournament_result result;
    bool ran = village_tournament_run(&o.cfg, &result);
    if (!o.quiet && result.games_counted < o.cfg.games)
        fputc('\n', stderr); /* the progress line stopped short of its last game */
    /* The results first: stopping the engines may take their grace. */
    if (ran) {
        print_results(&o, &result);
        fflush(stdout);
    }
    int killed = engine_pool_close(&engines);
    if (!ran) {
        cli_error("tournament: out of memory or threads");
        return CLI_ERROR;
    }
    return cli_finish_output(result.illegal_moves || killed ? CLI_VIOLATION : CLI_OK);
}
