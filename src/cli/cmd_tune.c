/* village-cli tune: the evaluation's weights fitted to game outcomes
 * (docs/ai.md, "Tuned evaluation"). "tune games" plays self-play games and
 * writes positions labelled with each player's final win share; "tune fit"
 * fits the weights to such files (Texel's method) and prints them in the
 * form of src/ai/weights.c. */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "village/ai.h"
#include "village/ai_tune.h"

static const char USAGE[] =
    "usage: village-cli tune games --games N [--seed S] [--level L] [--iterations I]\n"
    "                              [--every K] > FILE\n"
    "       village-cli tune fit FILE... [--holdout M] [--passes P]\n"
    "\n"
    "games: plays N self-play games of 2, 3 and 4 players in turn (game g from seed\n"
    "S+g, every seat at level L, default hard, with I iterations a decision, default\n"
    "200, no time cap) and prints every K-th decision with a choice (default 4) as a\n"
    "line of JSON: the position and each player's share of the win (ties shared).\n"
    "fit: reads such lines, keeps the games whose number is a multiple of M (default\n"
    "5) aside for validation, and fits the evaluation's weights and its scale by\n"
    "coordinate descent on the log loss of a softmax of the players' evaluations\n"
    "against the win shares (at most P passes, default 12). Prints the losses before\n"
    "and after on both sets and the fitted weights.\n"
    "\n"
    "example: village-cli tune games --games 300 --seed 1 > positions.jsonl\n"
    "         village-cli tune fit positions.jsonl\n";

typedef struct games_options {
    long games, iterations, every;
    uint64_t seed;
    int level;
} games_options;

/* One line: {"game":g,"shares":[...],"position":{...}}. */
static bool print_sample(long game, const village_state *s, const village_result *r)
{
    char *position = village_position_to_json(s);
    cJSON *parsed = position ? cJSON_Parse(position) : NULL;
    free(position);
    cJSON *line = cJSON_CreateObject(), *shares = cJSON_CreateArray();
    if (!parsed || !line || !shares) {
        cJSON_Delete(parsed);
        cJSON_Delete(line);
        cJSON_Delete(shares);
        return false;
    }
    int winners = 0;
    for (int p = 0; p < s->num_players; p++)
        winners += r->rank[p] == 1;
    for (int p = 0; p < s->num_players; p++)
        cJSON_AddItemToArray(shares, cJSON_CreateNumber(r->rank[p] == 1 ? 1.0 / winners : 0.0));
    cJSON_AddNumberToObject(line, "game", (double)game);
    cJSON_AddItemToObject(line, "shares", shares);
    cJSON_AddItemToObject(line, "position", parsed);
    char *text = cJSON_PrintUnformatted(line);
    cJSON_Delete(line);
    if (!text)
        return false;
    bool ok = printf("%s\n", text) > 0;
    free(text);
    return ok;
}

/* Plays game g to the end, remembering every K-th position with a choice,
 * then prints them with the outcome. */
static bool play_and_print(const games_options *o, long g, village_state *kept, long capacity)
{
    int players = 2 + (int)(g % 3);
    uint64_t seed = o->seed + (uint64_t)g;
    village_state s;
    if (!village_new_game(&s, players, seed, -1))
        return false;
    long choices = 0, count = 0;
    village_move moves[VILLAGE_MAX_MOVES];
    for (long step = 0;; step++) {
        int n = village_legal_moves(&s, moves);
        if (n <= 0)
            break;
        if (n > 1 && choices++ % o->every == 0 && count < capacity)
            kept[count++] = s;
        village_ai_config cfg = {.level = o->level,
                                 .seed = seed * 7919 + (uint64_t)step,
                                 .max_iterations = (int)o->iterations,
                                 .max_seconds = 1e9};
        village_move m;
        if (!village_ai_choose(&s, &cfg, NULL, &m, NULL) || !village_apply(&s, &m, NULL)) {
            cli_error("game %ld: the AI's move was refused", g);
            return false;
        }
    }
    village_result r;
    village_result_compute(&s, &r);
    for (long i = 0; i < count; i++)
        if (!print_sample(g, &kept[i], &r))
            return false;
    fflush(stdout);
    fprintf(stderr, "game %ld: %d players, %ld positions\n", g, players, count);
    return true;
}

static int run_games(int argc, char **argv)
{
    games_options o = {
        .games = 0, .iterations = 200, .every = 4, .seed = 1, .level = VILLAGE_AI_HARD};
    for (int i = 1; i < argc; i++) {
        const char *value;
        bool ok = true;
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        } else if (cli_option(argc, argv, &i, "--games", &value)) {
            ok = cli_parse_int("--games", value, 1, 10000000, &o.games);
        } else if (cli_option(argc, argv, &i, "--seed", &value)) {
            ok = cli_parse_u64("--seed", value, &o.seed);
        } else if (cli_option(argc, argv, &i, "--iterations", &value)) {
            ok = cli_parse_int("--iterations", value, 1, 10000000, &o.iterations);
        } else if (cli_option(argc, argv, &i, "--every", &value)) {
            ok = cli_parse_int("--every", value, 1, 100000, &o.every);
        } else if (cli_option(argc, argv, &i, "--level", &value)) {
            o.level = village_ai_level_from_name(value);
            ok = o.level >= VILLAGE_AI_EASY;
            if (!ok)
                cli_error("--level: '%s' is not an AI level above random", value ? value : "");
        } else {
            cli_error("tune games: unknown argument '%s'", argv[i]);
            ok = false;
        }
        if (!ok) {
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
    }
    if (o.games <= 0) {
        cli_error("tune games: --games N is required");
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    enum { KEPT_MAX = 4096 };
    village_state *kept = malloc(KEPT_MAX * sizeof *kept);
    if (!kept) {
        cli_error("out of memory");
        return CLI_ERROR;
    }
    int status = CLI_OK;
    for (long g = 0; g < o.games && status == CLI_OK; g++)
        if (!play_and_print(&o, g, kept, KEPT_MAX))
            status = CLI_ERROR;
    free(kept);
    return status;
}

/* The samples of the fit and of the validation, growing as lines are read. */
typedef struct sample_set {
    village_tune_sample *items;
    size_t count, capacity;
} sample_set;

static bool add_sample(sample_set *set, const village_tune_sample *t)
{
    if (set->count == set->capacity) {
        size_t capacity = set->capacity ? 2 * set->capacity : 4096;
        village_tune_sample *grown = realloc(set->items, capacity * sizeof *grown);
        if (!grown)
            return false;
        set->items = grown;
        set->capacity = capacity;
    }
    set->items[set->count++] = *t;
    return true;
}

/* One line of "tune games" into a sample; *game gets its game number. */
static bool parse_sample(const char *line, village_tune_sample *t, long *game, char *err,
                         size_t err_size)
{
    cJSON *root = cJSON_Parse(line);
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(root, "game");
    const cJSON *shares = cJSON_GetObjectItemCaseSensitive(root, "shares");
    const cJSON *position = cJSON_GetObjectItemCaseSensitive(root, "position");
    bool ok = cJSON_IsNumber(g) && cJSON_IsArray(shares) && cJSON_IsObject(position);
    char *text = ok ? cJSON_PrintUnformatted(position) : NULL;
    if (!ok)
        snprintf(err, err_size, "not a line of 'tune games' (game, shares, position)");
    ok = ok && text && village_position_from_json(text, &t->state, err, err_size);
    free(text);
    if (ok && cJSON_GetArraySize(shares) != t->state.num_players) {
        snprintf(err, err_size, "%d shares for %d players", cJSON_GetArraySize(shares),
                 t->state.num_players);
        ok = false;
    }
    for (int p = 0; ok && p < VILLAGE_MAX_PLAYERS; p++) {
        const cJSON *share = cJSON_GetArrayItem(shares, p);
        t->share[p] =
            p < t->state.num_players && cJSON_IsNumber(share) ? (float)share->valuedouble : 0.0f;
    }
    if (ok)
        *game = (long)g->valuedouble;
    cJSON_Delete(root);
    return ok;
}

static bool read_samples(const char *path, long holdout, sample_set *fit, sample_set *check)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        cli_error("cannot open '%s'", path);
        return false;
    }
    size_t size = 1 << 16;
    char *line = malloc(size);
    long number = 0;
    bool ok = line != NULL;
    while (ok && fgets(line, (int)size, f)) {
        size_t len = strlen(line);
        while (len == size - 1 && line[len - 1] != '\n') {
            char *grown = realloc(line, size * 2);
            if (!grown) {
                ok = false;
                break;
            }
            line = grown;
            if (!fgets(line + len, (int)(size + 1), f))
                break;
            size *= 2;
            len = strlen(line);
        }
        number++;
        if (!ok || len <= 1)
            continue;
        village_tune_sample t;
        long game;
        char err[256];
        if (!parse_sample(line, &t, &game, err, sizeof err)) {
            cli_error("%s:%ld: %s", path, number, err);
            ok = false;
        } else if (!add_sample(game % holdout == 0 ? check : fit, &t)) {
            cli_error("out of memory");
            ok = false;
        }
    }
    free(line);
    fclose(f);
    return ok;
}

static void print_progress(void *ctx, int pass, double loss)
{
    (void)ctx;
    fprintf(stderr, "pass %d: loss %.5f\n", pass, loss);
}

static void report(const char *label, const sample_set *set, const double *params, double scale)
{
    printf("  %-24s positions %6zu  loss %.5f  winner ranked first %.1f%%\n", label, set->count,
           village_tune_loss(set->items, set->count, params, scale),
           100.0 * village_tune_accuracy(set->items, set->count, params));
}

enum { MAX_FILES = 64 };

/* The fit's set, then each file's games kept aside. */
static void report_all(const sample_set *fit, const sample_set check[], const char *files[],
                       int file_count, const double *params, double scale)
{
    report("fit (all files)", fit, params, scale);
    for (int k = 0; k < file_count; k++) {
        char label[64];
        snprintf(label, sizeof label, "check %s", files[k]);
        report(label, &check[k], params, scale);
    }
}

static int run_fit(int argc, char **argv)
{
    long holdout = 5, passes = 12;
    const char *files[MAX_FILES];
    int file_count = 0;
    for (int i = 1; i < argc; i++) {
        const char *value;
        bool ok = true;
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        } else if (cli_option(argc, argv, &i, "--holdout", &value)) {
            ok = cli_parse_int("--holdout", value, 2, 1000, &holdout);
        } else if (cli_option(argc, argv, &i, "--passes", &value)) {
            ok = cli_parse_int("--passes", value, 1, 1000, &passes);
        } else if (argv[i][0] == '-' && argv[i][1] == '-') {
            cli_error("tune fit: unknown option '%s'", argv[i]);
            ok = false;
        } else if (file_count < MAX_FILES) {
            files[file_count++] = argv[i];
        } else {
            cli_error("tune fit: at most %d files", MAX_FILES);
            ok = false;
        }
        if (!ok) {
            fputs(USAGE, stderr);
            return CLI_USAGE;
        }
    }
    sample_set fit = {0}, check[MAX_FILES] = {{0}};
    bool ok = file_count > 0;
    if (!ok)
        cli_error("tune fit: no FILE of positions given");
    for (int k = 0; k < file_count && ok; k++) {
        ok = read_samples(files[k], holdout, &fit, &check[k]);
        if (ok && check[k].count == 0) {
            cli_error("tune fit: '%s' has too few games to keep every %ld-th aside", files[k],
                      holdout);
            ok = false;
        }
    }
    if (ok && fit.count == 0) {
        cli_error("tune fit: every game was kept aside; give more games");
        ok = false;
    }
    if (ok) {
        double params[VILLAGE_TUNE_MAX_PARAMS], before[VILLAGE_TUNE_MAX_PARAMS];
        village_tune_defaults(params);
        village_tune_defaults(before);
        double scale = village_tune_fit_scale(fit.items, fit.count, params);
        printf("before (the weights in use, scale %.3f)\n", scale);
        report_all(&fit, check, files, file_count, params, scale);
        village_tune_fit(fit.items, fit.count, params, &scale, (int)passes, print_progress, NULL);
        printf("after (scale %.3f)\n", scale);
        report_all(&fit, check, files, file_count, params, scale);
        printf("weights (src/ai/weights.c; was → now)\n");
        for (int i = 0; i < village_tune_param_count(); i++)
            printf("    %-20s %7.3f → %7.3f\n", village_tune_param_name(i), before[i], params[i]);
    }
    free(fit.items);
    for (int k = 0; k < file_count; k++)
        free(check[k].items);
    return ok ? CLI_OK : (file_count ? CLI_ERROR : CLI_USAGE);
}

CLI_COMMAND(tune)
{
    if (argc >= 2 && strcmp(argv[1], "games") == 0)
        return run_games(argc - 1, argv + 1);
    if (argc >= 2 && strcmp(argv[1], "fit") == 0)
        return run_fit(argc - 1, argv + 1);
    fputs(USAGE, argc >= 2 && cli_is_help(argv[1]) ? stdout : stderr);
    return argc >= 2 && cli_is_help(argv[1]) ? CLI_OK : CLI_USAGE;
}
