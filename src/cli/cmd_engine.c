/* village-cli engine: the AI as a separate program speaking the Village
 * Engine Protocol on standard input and output (docs/engine-protocol.md),
 * so one build can play another in village-cli tournament. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "engine_protocol.h"
#include "village/ai.h"
/* The baseline builds compile this file against older AIs, some from before
 * the hint's analysis existed; they refuse --hint. */
#if defined(__has_include)
#if __has_include("village/analyse.h")
#include "village/analyse.h"
#define ENGINE_HAS_HINT 1
#endif
#endif

static const char USAGE[] =
    "usage: village-cli engine [--name NAME] [--level L] [--iterations N] [--seconds T]\n"
    "                          [--threads N] [--time-budget] [--search NAME=VALUE]...\n"
    "       village-cli engine --hint [--name NAME] [--iterations N] [--seconds T]\n"
    "\n"
    "Reads Village Engine Protocol commands from standard input, one a line, and\n"
    "answers on standard output (docs/engine-protocol.md): 'position file PATH' or\n"
    "'position json SAVE' sets the position, 'go' answers 'bestmove MOVE'. The\n"
    "options set the defaults of 'go': level L (default hard), N iterations\n"
    "(default the level's), a time cap of T seconds (default the level's).\n"
    "--threads N searches N trees on N threads (default 1: reproducible from the\n"
    "seed); --time-budget thinks as the game does, by the level's time budget.\n"
    "--search NAME=VALUE replaces one of the level's search parameters (exploration,\n"
    "prior_temperature, reward_scale, win_weight, playout_turns, playout_epsilon,\n"
    "learned_weight, learned_players; docs/ai.md), so a tournament can measure a\n"
    "change of the search.\n"
    "--hint answers 'go' with the best move of the game's hint (its analysis, with\n"
    "N search iterations, default 800), so a tournament can measure how well a\n"
    "player who follows every hint plays.\n";

enum { LINE_MAX_BYTES = 1 << 20, MAX_SEARCH_OPTIONS = 16 };

typedef struct engine {
    const char *name;
    village_ai_config defaults;
    const char *search[MAX_SEARCH_OPTIONS]; /* --search NAME=VALUE, in order */
    int search_count;
    bool hint; /* go answers the hint's best move */
    village_record record;
    bool has_position;
} engine;

static void reply(const char *fmt, ...) VILLAGE_PRINTF(1, 2);
static void reply(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    fflush(stdout);
}

static void set_position(engine *e, bool from_file, const char *argument)
{
    char err[512] = "";
    village_record r;
    bool ok = from_file ? village_save_read_file(argument, &r, err, sizeof err)
                        : village_save_from_json(argument, &r, err, sizeof err);
    if (!ok) {
        reply("error %s", err);
        return;
    }
    if (e->has_position)
        village_record_free(&e->record);
    e->record = r;
    e->has_position = true;
}

#ifdef VILLAGE_AI_HAS_SEARCH_TUNING /* the baseline builds compile this file against older AIs */
/* The --search options over the search parameters of cfg's level (the
 * level may be go's own). */
static bool tune_search(const engine *e, village_ai_config *cfg)
{
    if (e->search_count == 0)
        return true;
    village_ai_search_tuning_defaults(cfg->level, &cfg->search);
    cfg->search_tuned = true;
    for (int i = 0; i < e->search_count; i++)
        if (!village_ai_search_tuning_set(&cfg->search, e->search[i]))
            return false;
    return true;
}
#else
static bool tune_search(const engine *e, village_ai_config *cfg)
{
    (void)cfg;
    return e->search_count == 0;
}
#endif

static void go(engine *e, const vep_go *words)
{
    village_ai_config cfg = e->defaults;
    if (words->has_level)
        cfg.level = words->level;
    if (words->has_iterations)
        cfg.max_iterations = words->iterations;
    if (words->has_seconds)
        cfg.max_seconds = words->seconds;
    if (words->has_seed)
        cfg.seed = words->seed;
    if (!e->has_position) {
        reply("error no position: send 'position file PATH' or 'position json SAVE' first");
        return;
    }
    const village_state *s = &e->record.state;
    if (village_game_over(s)) {
        reply("error the game is over");
        return;
    }
    if (words->has_seat && words->seat - 1 != s->actor) {
        reply("error it is seat %d's decision", s->actor + 1);
        return;
    }
    if (!tune_search(e, &cfg)) {
        reply("error the search parameters do not apply");
        return;
    }
    village_move m;
    char text[128];
#ifdef ENGINE_HAS_HINT
    if (e->hint && words->has_level) {
        reply("error the hint has no level");
        return;
    }
    if (e->hint) {
        /* The analysis the hint button runs, with the search's budget the
         * options and 'go' gave (0: the hint's own). */
        village_analysis_config hint = {
            .seed = cfg.seed, .iterations = cfg.max_iterations, .max_seconds = cfg.max_seconds};
        village_analysis a;
        if (!village_analyse_decision(s, s->actor, NULL, &hint, NULL, &a) || a.count < 1) {
            reply("error the hint found no move");
            return;
        }
        m = a.moves[0].move;
    } else
#endif
        village_ai_choose(s, &cfg, NULL, &m, NULL);
    village_move_format(s, &m, text, sizeof text);
    reply("bestmove %s", text);
}

/* One command; false on quit. */
static bool handle(engine *e, char *line)
{
    line[strcspn(line, "\r\n")] = '\0';
    vep_command command;
    char err[600];
    switch (vep_parse_command(line, &command, err, sizeof err)) {
    case VEP_QUIT:
        return false;
    case VEP_VEP:
        reply("id name %s", e->name);
        reply("vepok");
        break;
    case VEP_ISREADY:
        reply("readyok");
        break;
    case VEP_POSITION_FILE:
    case VEP_POSITION_JSON:
        set_position(e, command.kind == VEP_POSITION_FILE, command.argument);
        break;
    case VEP_GO:
        go(e, &command.go);
        break;
    case VEP_REFUSED:
        reply("error %s", err);
        break;
    case VEP_EMPTY:
        break;
    }
    return true;
}

static bool parse_options(int argc, char **argv, engine *e, bool *help)
{
    const char *v;
    for (int i = 1; i < argc; i++) {
        bool ok = true;
        long n;
        if (cli_is_help(argv[i])) {
            *help = true;
            return true;
        }
        if (cli_option(argc, argv, &i, "--name", &v))
            ok = (e->name = v) != NULL;
#ifdef ENGINE_HAS_HINT
        else if (strcmp(argv[i], "--hint") == 0)
            e->hint = true;
#endif
        else if (cli_option(argc, argv, &i, "--level", &v)) {
            e->defaults.level = village_ai_level_from_name(v);
            ok = e->defaults.level >= 0;
            if (!ok)
                cli_error("--level: '%s' is not a level", v ? v : "");
        } else if (cli_option(argc, argv, &i, "--iterations", &v)) {
            ok = cli_parse_int("--iterations", v, 1, 100000000, &n);
            e->defaults.max_iterations = (int)n;
        } else if (cli_option(argc, argv, &i, "--seconds", &v))
            ok = cli_parse_seconds("--seconds", v, &e->defaults.max_seconds);
#ifdef VILLAGE_AI_HAS_THREADS /* the baseline builds compile this file against older AIs */
        else if (cli_option(argc, argv, &i, "--threads", &v)) {
            ok = cli_parse_int("--threads", v, 1, 64, &n);
            e->defaults.threads = (int)n;
        } else if (strcmp(argv[i], "--time-budget") == 0)
            e->defaults.time_budget = true;
#endif
#ifdef VILLAGE_AI_HAS_SEARCH_TUNING
        else if (cli_option(argc, argv, &i, "--search", &v)) {
            village_ai_search_tuning check;
            village_ai_search_tuning_defaults(VILLAGE_AI_HARD, &check);
            ok = v && e->search_count < MAX_SEARCH_OPTIONS &&
                 village_ai_search_tuning_set(&check, v);
            if (ok)
                e->search[e->search_count++] = v;
            else
                cli_error("--search: '%s' is not NAME=VALUE with a search parameter's name and "
                          "a value in its range (at most %d of them)",
                          v ? v : "", MAX_SEARCH_OPTIONS);
        }
#endif
        else {
            cli_error("unknown option '%s'", argv[i]);
            ok = false;
        }
        if (!ok)
            return false;
    }
    return true;
}

/* The hint's analysis has its own search parameters and runs on one thread
 * by a fixed budget (docs/analysis.md): options it would ignore are refused. */
static bool hint_options_apply(const engine *e)
{
#ifdef ENGINE_HAS_HINT
    if (e->hint && (e->search_count > 0 || e->defaults.level != VILLAGE_AI_HARD))
        return false;
#ifdef VILLAGE_AI_HAS_THREADS /* the analysis is older than the search's threads */
    if (e->hint && (e->defaults.threads > 1 || e->defaults.time_budget))
        return false;
#endif
#endif
    (void)e;
    return true;
}

CLI_COMMAND(engine)
{
    engine e = {.name = "village", .defaults = {.level = VILLAGE_AI_HARD, .seed = 1}};
    bool help = false;
    bool parsed = parse_options(argc, argv, &e, &help);
    if (parsed && !hint_options_apply(&e)) {
        cli_error("--hint takes no --level, --search, --threads or --time-budget");
        parsed = false;
    }
    if (!parsed) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    if (help) {
        fputs(USAGE, stdout);
        return CLI_OK;
    }
    char *line = malloc(LINE_MAX_BYTES);
    if (!line) {
        cli_error("out of memory");
        return CLI_ERROR;
    }
    while (fgets(line, LINE_MAX_BYTES, stdin) && handle(&e, line)) {
    }
    free(line);
    if (e.has_position)
        village_record_free(&e.record);
    return CLI_OK;
}
