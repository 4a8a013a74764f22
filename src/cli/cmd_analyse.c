/* village-cli analyse: grades every decision of a saved game against the
 * search (the same code as the game's review), one JSON line each. */
#include <string.h>

#include "cli.h"
#include "village/analyse.h"

static const char USAGE[] =
    "usage: village-cli analyse FILE [--iterations N] [--playouts N] [--seat COLOUR]\n"
    "                               [--seed S]\n"
    "\n"
    "Analyses every decision of the saved game FILE that had a choice (of the\n"
    "player COLOUR only, with --seat) and prints one JSON line per decision:\n"
    "  {\"move\": n, \"actor\": \"red\", \"played\": \"<notation>\", \"best\": \"<notation>\",\n"
    "   \"win_played\": 0.41, \"win_best\": 0.47, \"score_played\": 38.2,\n"
    "   \"score_best\": 40.1, \"reason\": \"SERVES_CUSTOMER\", \"reason_value\": 6,\n"
    "   \"reason_text\": \"serves a customer: 6 points at the end\"}\n"
    "win_* are the actor's estimated chances to win after the move (0-1), score_*\n"
    "the expected final scores. Then one line per turn of the game, with every\n"
    "player's chance to win at its end (after move n, the turn's last):\n"
    "  {\"turn_end\": n, \"win\": [0.31, 0.22, 0.26, 0.21]}\n"
    "Then one summary line per player:\n"
    "  {\"summary\": \"red\", \"decisions\": 61, \"mean_loss\": 0.031}\n"
    "with the mean of win_best - win_played. N: search iterations per decision\n"
    "(default 800) and evaluation playouts per candidate (default 24); S the seed\n"
    "(default 1): the same game, options and seed always print the same lines.\n";

typedef struct analyse_options {
    const char *path;
    int seat;
    village_analysis_config cfg;
} analyse_options;

static bool parse_seat(const char *text, int *out)
{
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        if (strcmp(text, village_player_colour_name(p)) == 0) {
            *out = p;
            return true;
        }
    cli_error("--seat: '%s' is not a colour (red, yellow, blue, white)", text);
    return false;
}

static bool parse_options(int argc, char **argv, analyse_options *o, bool *help)
{
    const char *value;
    long number;
    for (int i = 1; i < argc; i++) {
        bool ok = true;
        if (cli_is_help(argv[i])) {
            *help = true;
            return true;
        } else if (cli_option(argc, argv, &i, "--iterations", &value)) {
            ok = cli_parse_int("--iterations", value, 1, 1000000, &number);
            o->cfg.iterations = (int)number;
        } else if (cli_option(argc, argv, &i, "--playouts", &value)) {
            ok = cli_parse_int("--playouts", value, 1, 100000, &number);
            o->cfg.playouts = (int)number;
        } else if (cli_option(argc, argv, &i, "--seat", &value)) {
            ok = value && parse_seat(value, &o->seat);
        } else if (cli_option(argc, argv, &i, "--seed", &value)) {
            ok = cli_parse_u64("--seed", value, &o->cfg.seed);
        } else if (!o->path && (argv[i][0] != '-' || argv[i][1] == '\0')) {
            o->path = argv[i];
        } else {
            cli_error("analyse: unexpected argument '%s'", argv[i]);
            ok = false;
        }
        if (!ok)
            return false;
    }
    return o->path != NULL;
}

static void print_line(const village_state *s, const village_review_line *line)
{
    char played[128], best[128], reason[160];
    village_move_format(s, &line->played, played, sizeof played);
    village_move_format(s, &line->best, best, sizeof best);
    village_reason_english(&line->reason_best, reason, sizeof reason);
    printf("{\"move\": %lu, \"actor\": \"%s\", \"played\": \"%s\", \"best\": \"%s\", "
           "\"win_played\": %.3f, \"win_best\": %.3f, \"score_played\": %.1f, "
           "\"score_best\": %.1f, \"reason\": \"%s\", \"reason_value\": %d, "
           "\"reason_text\": \"%s\"}\n",
           (unsigned long)line->move, village_player_colour_name(line->actor), played, best,
           line->win_played, line->win_best, line->score_played, line->score_best,
           village_reason_name(line->reason_best.code), line->reason_best.value, reason);
}

/* Each line in the notation of the position it was decided in. */
static bool print_review(const village_record *r, const village_review *review)
{
    village_state s;
    if (!village_record_start_state(r, &s))
        return false;
    size_t next = 0;
    for (size_t i = 0; i < r->move_count && next < review->count; i++) {
        if (review->lines[next].move == i + 1)
            print_line(&s, &review->lines[next++]);
        village_apply(&s, &r->moves[i], NULL);
    }
    for (size_t i = 0; i < review->turn_count; i++) {
        printf("{\"turn_end\": %lu, \"win\": [", (unsigned long)review->turns[i].move);
        for (int p = 0; p < r->num_players; p++)
            printf("%s%.3f", p ? ", " : "", review->turns[i].win[p]);
        printf("]}\n");
    }
    for (int p = 0; p < r->num_players; p++)
        if (review->decisions[p])
            printf("{\"summary\": \"%s\", \"decisions\": %d, \"mean_loss\": %.4f}\n",
                   village_player_colour_name(p), review->decisions[p], review->mean_loss[p]);
    return true;
}

CLI_COMMAND(analyse)
{
    analyse_options o = {.seat = -1, .cfg = {.seed = 1, .iterations = VILLAGE_REVIEW_ITERATIONS}};
    bool help = false;
    if (!parse_options(argc, argv, &o, &help)) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    if (help) {
        fputs(USAGE, stdout);
        return CLI_OK;
    }
    village_record r;
    if (!cli_load(o.path, &r))
        return CLI_ERROR;
    if (o.seat >= r.num_players) {
        cli_error("--seat: %s is not in this %d-player game", village_player_colour_name(o.seat),
                  r.num_players);
        village_record_free(&r);
        return CLI_USAGE;
    }
    village_state start;
    village_review review;
    bool ok = village_record_start_state(&r, &start) &&
              village_review_game(&start, r.moves, r.move_count, o.seat, &o.cfg, NULL, NULL, NULL,
                                  &review);
    if (ok) {
        ok = print_review(&r, &review);
        village_review_free(&review);
    }
    village_record_free(&r);
    if (!ok)
        cli_error("analyse: out of memory");
    return ok ? CLI_OK : CLI_ERROR;
}
