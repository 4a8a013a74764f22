/* village-cli hint: what the game's hint button says for a saved game's
 * pending decision, and (--bench) how long hints take on one core. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "village/ai.h"
#include "village/analyse.h"

static const char USAGE[] =
    "usage: village-cli hint FILE [--iterations N] [--playouts N] [--seed S]\n"
    "       village-cli hint --bench [--games G] [--players P] [--every K] [--seed S]\n"
    "\n"
    "Prints the best move of the saved game FILE's pending decision and two\n"
    "alternatives, each with the deciding player's estimated chance to win, the\n"
    "expected final score and the reason, as the game's hint button gives them\n"
    "(N search iterations, default 800; S the seed, default 1).\n"
    "\n"
    "--bench plays G games (default 4) of P players (default 4) between easy AI\n"
    "seats from seed S and asks for a hint at every K-th decision that has a choice\n"
    "(default 5), then prints how many hints were timed and the processor time per\n"
    "hint on one core: mean, median, p90, p99 and the slowest.\n";

static double cpu_seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

static int show_hint(const char *path, const village_analysis_config *cfg)
{
    village_record r;
    if (!cli_load(path, &r))
        return CLI_ERROR;
    village_analysis a;
    bool ok = village_analyse_decision(&r.state, r.state.actor, NULL, cfg, NULL, &a);
    if (!ok) {
        cli_error("hint: the game is over");
        village_record_free(&r);
        return CLI_ERROR;
    }
    printf("%s to decide (%d legal moves)\n", village_player_colour_name(a.actor), a.legal_moves);
    for (int i = 0; i < a.count; i++) {
        char move[128], reason[160];
        village_move_format(&r.state, &a.moves[i].move, move, sizeof move);
        village_reason_english(&a.moves[i].reason, reason, sizeof reason);
        /* The figures the game shows, which the moves are ordered by. */
        printf("%s %-34s win %3d%%  score %3d  %s\n", i == 0 ? "best" : "alt ", move,
               village_win_percent(a.moves[i].win), village_score_points(a.moves[i].score), reason);
    }
    village_record_free(&r);
    return CLI_OK;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double percentile(const double *sorted, size_t n, double q)
{
    size_t at = (size_t)(q * (double)(n - 1) + 0.5);
    return sorted[at < n ? at : n - 1];
}

typedef struct bench_options {
    long games, players, every;
    village_analysis_config cfg;
} bench_options;

/* Times hints along one game; false when out of memory. */
static bool bench_game(const bench_options *o, uint64_t seed, double **times, size_t *count,
                       size_t *capacity)
{
    village_state s;
    village_new_game(&s, (int)o->players, seed, -1);
    village_ai_config easy = {.level = VILLAGE_AI_EASY, .seed = seed};
    long choices = 0;
    for (int step = 0; step < 20000 && !village_game_over(&s); step++) {
        village_move moves[VILLAGE_MAX_MOVES], m;
        if (village_legal_moves(&s, moves) > 1 && choices++ % o->every == 0) {
            if (*count == *capacity) {
                size_t grown = *capacity ? *capacity * 2 : 256;
                double *more = realloc(*times, grown * sizeof *more);
                if (!more)
                    return false;
                *times = more;
                *capacity = grown;
            }
            village_analysis_config cfg = o->cfg;
            cfg.seed = seed * 1000003u + (uint64_t)step;
            village_analysis a;
            double start = cpu_seconds();
            village_analyse_decision(&s, s.actor, NULL, &cfg, NULL, &a);
            (*times)[(*count)++] = cpu_seconds() - start;
        }
        easy.seed = seed + (uint64_t)step;
        if (!village_ai_choose(&s, &easy, NULL, &m, NULL) || !village_apply(&s, &m, NULL))
            break;
    }
    return true;
}

static int bench(const bench_options *o)
{
    double *times = NULL;
    size_t count = 0, capacity = 0;
    for (long g = 0; g < o->games; g++)
        if (!bench_game(o, o->cfg.seed + (uint64_t)g, &times, &count, &capacity)) {
            free(times);
            cli_error("hint: out of memory");
            return CLI_ERROR;
        }
    if (count == 0) {
        free(times);
        cli_error("hint: no decision with a choice to time");
        return CLI_ERROR;
    }
    double total = 0;
    for (size_t i = 0; i < count; i++)
        total += times[i];
    qsort(times, count, sizeof *times, compare_doubles);
    printf("hints %lu\niterations %d\nplayouts %d\n", (unsigned long)count,
           o->cfg.iterations ? o->cfg.iterations : VILLAGE_HINT_ITERATIONS,
           o->cfg.playouts ? o->cfg.playouts : VILLAGE_ANALYSIS_PLAYOUTS);
    printf("mean_seconds %.3f\np50_seconds %.3f\np90_seconds %.3f\np99_seconds %.3f\n"
           "max_seconds %.3f\n",
           total / (double)count, percentile(times, count, 0.5), percentile(times, count, 0.9),
           percentile(times, count, 0.99), times[count - 1]);
    free(times);
    return CLI_OK;
}

CLI_COMMAND(hint)
{
    const char *path = NULL, *value;
    bool bench_mode = false;
    bench_options o = {.games = 4, .players = 4, .every = 5, .cfg = {.seed = 1}};
    long number;
    for (int i = 1; i < argc; i++) {
        bool ok = true;
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        } else if (strcmp(argv[i], "--bench") == 0) {
            bench_mode = true;
        } else if (cli_option(argc, argv, &i, "--iterations", &value)) {
            ok = cli_parse_int("--iterations", value, 1, 1000000, &number);
            o.cfg.iterations = (int)number;
        } else if (cli_option(argc, argv, &i, "--playouts", &value)) {
            ok = cli_parse_int("--playouts", value, 1, 100000, &number);
            o.cfg.playouts = (int)number;
        } else if (cli_option(argc, argv, &i, "--seed", &value)) {
            ok = cli_parse_u64("--seed", value, &o.cfg.seed);
        } else if (cli_option(argc, argv, &i, "--games", &value)) {
            ok = cli_parse_int("--games", value, 1, 100000, &o.games);
        } else if (cli_option(argc, argv, &i, "--players", &value)) {
            ok = cli_parse_int("--players", value, 2, VILLAGE_MAX_PLAYERS, &o.players);
        } else if (cli_option(argc, argv, &i, "--every", &value)) {
            ok = cli_parse_int("--every", value, 1, 100000, &o.every);
        } else if (!path && (argv[i][0] != '-' || argv[i][1] == '\0')) {
            path = argv[i];
        } else {
            cli_error("hint: unexpected argument '%s'", argv[i]);
            ok = false;
        }
        if (!ok) {
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
    }
    if (bench_mode == (path != NULL)) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    return bench_mode ? bench(&o) : show_hint(path, &o.cfg);
}
