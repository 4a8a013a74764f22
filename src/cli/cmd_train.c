/* village-cli train: the learned evaluation trained by self-play on every
 * core (docs/ai.md, "Learned evaluation"). It writes the file after every
 * chunk of games, so a stopped run goes on with --resume exactly as if it
 * had not stopped. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime: the ETA */
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "platform/files.h"
#include "platform/system.h"
#include "village/ai_learned.h"
#include "village/save_learned.h"

static const char USAGE[] =
    "usage: village-cli train --players N --games G --out FILE [--seed S] [--threads T]\n"
    "       village-cli train --players N --games 0 --from FILE2 --holdout K [--iterations I]\n"
    "                         [--chunk C] [--hidden H] [--lambda L] [--rate R] [--epochs E]\n"
    "                         [--epsilon X] [--iterations I] [--from FILE2]\n"
    "                         [--holdout K] [--commit REV] [--resume]\n"
    "\n"
    "Plays G self-play games of N players (the search's playout policy, a random\n"
    "move with chance X, default 0.05; with --iterations, the search at I\n"
    "iterations a decision with hard's parameters: slower, stronger games) on T\n"
    "threads (default: every core), C games\n"
    "at a time (default 200), and after each C learns from their positions: E passes\n"
    "(default 2) of gradient descent at rate R (default 0.01) on the log loss of the\n"
    "seats' win chances against TD(lambda) targets (L = 1, the default, learns from\n"
    "the outcomes alone). A fresh network has H tanh units (default 32). After every\n"
    "chunk FILE is written with the networks it already held for other player\n"
    "counts; the network for N players carries its runs, each with its command,\n"
    "REV (the source revision, one word; default 'unknown') and seed. A progress\n"
    "line with the ETA goes to stderr. --resume goes on from FILE's network\n"
    "for N players and its count of games, adding this run to its runs: the same\n"
    "seed and options give the same network as an unbroken run. --from starts from\n"
    "FILE2's network for N players and its runs instead of a fresh one (games are\n"
    "counted from 0), replacing FILE's network for N players if it has one.\n"
    "--holdout K prints the log loss on K fresh games of the same players and\n"
    "records it beside the network; with --games 0 and --from, only prints it.\n"
    "\n"
    "example: nice -n 19 village-cli train --players 2 --games 6000 --seed 1 \\\n"
    "           --out assets/ai/learned.txt --commit $(git rev-parse --short HEAD)\n";

typedef struct train_options {
    village_learned_train_config cfg;
    const char *out;
    const char *from;
    const char *commit;
    long holdout;
    bool resume;
} train_options;

typedef struct train_run {
    train_options *o;
    village_learned *set;
    long first_games;
    struct timespec start;
    bool write_failed;
} train_run;

static bool parse_number(const char *option, const char *text, double high, double *out)
{
    char *end;
    double x = strtod(text, &end);
    if (end == text || *end != '\0' || !(x >= 0.0 && x <= high)) {
        cli_error("%s: expected a number from 0 to %g, not '%s'", option, high, text);
        return false;
    }
    *out = x;
    return true;
}

/* The file keeps a revision as one word of printable text. */
static bool commit_is_one_word(const char *commit)
{
    size_t n = strlen(commit);
    for (const char *p = commit; *p; p++)
        if ((unsigned char)*p <= 0x20 || *p == 0x7f)
            return false;
    return n > 0 && n < sizeof((village_learned_run *)0)->commit;
}

static int parse(int argc, char **argv, train_options *o)
{
    long players = 0, games = 0, threads = platform_cpu_count(), chunk = 200, hidden = 32,
         epochs = 2, iterations = 0;
    o->cfg.seed = 1;
    o->cfg.lambda = 1.0;
    o->cfg.rate = 0.01;
    o->cfg.epsilon = 0.05;
    o->commit = "unknown";
    for (int i = 1; i < argc; i++) {
        const char *v;
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return -1;
        }
        bool ok = true;
        if (cli_option(argc, argv, &i, "--players", &v))
            ok = cli_parse_int("--players", v, 2, VILLAGE_MAX_PLAYERS, &players);
        else if (cli_option(argc, argv, &i, "--games", &v))
            ok = cli_parse_int("--games", v, 0, 100000000, &games);
        else if (cli_option(argc, argv, &i, "--iterations", &v))
            ok = cli_parse_int("--iterations", v, 0, 1000000, &iterations);
        else if (cli_option(argc, argv, &i, "--from", &v))
            o->from = v;
        else if (cli_option(argc, argv, &i, "--threads", &v))
            ok = cli_parse_int("--threads", v, 1, 16, &threads);
        else if (cli_option(argc, argv, &i, "--chunk", &v))
            ok = cli_parse_int("--chunk", v, 1, 100000, &chunk);
        else if (cli_option(argc, argv, &i, "--hidden", &v))
            ok = cli_parse_int("--hidden", v, 1, VILLAGE_LEARNED_MAX_HIDDEN, &hidden);
        else if (cli_option(argc, argv, &i, "--epochs", &v))
            ok = cli_parse_int("--epochs", v, 1, 100, &epochs);
        else if (cli_option(argc, argv, &i, "--holdout", &v))
            ok = cli_parse_int("--holdout", v, 1, 1000000, &o->holdout);
        else if (cli_option(argc, argv, &i, "--seed", &v))
            ok = cli_parse_u64("--seed", v, &o->cfg.seed);
        else if (cli_option(argc, argv, &i, "--out", &v))
            o->out = v;
        else if (cli_option(argc, argv, &i, "--commit", &v))
            o->commit = v;
        else if (strcmp(argv[i], "--resume") == 0)
            o->resume = true;
        else if (cli_option(argc, argv, &i, "--lambda", &v))
            ok = parse_number("--lambda", v, 1.0, &o->cfg.lambda);
        else if (cli_option(argc, argv, &i, "--rate", &v))
            ok = parse_number("--rate", v, 10.0, &o->cfg.rate);
        else if (cli_option(argc, argv, &i, "--epsilon", &v))
            ok = parse_number("--epsilon", v, 1.0, &o->cfg.epsilon);
        else {
            cli_error("train: unknown argument '%s'", argv[i]);
            ok = false;
        }
        if (!ok)
            return CLI_USAGE;
    }
    if (players == 0 || (games > 0 && !o->out) || (games == 0 && !(o->from && o->holdout > 0))) {
        cli_error("train needs --players, --games and --out (or --games 0 with --from and "
                  "--holdout: the held-out loss of FILE2 alone)");
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    if (!commit_is_one_word(o->commit)) {
        cli_error("train: --commit: expected one word of at most 63 characters, not '%s'",
                  o->commit);
        return CLI_USAGE;
    }
    o->cfg.players = (int)players;
    o->cfg.games = games;
    o->cfg.threads = (int)threads;
    o->cfg.chunk_games = chunk;
    o->cfg.hidden = (int)hidden;
    o->cfg.epochs = (int)epochs;
    o->cfg.search_iterations = (int)iterations;
    return CLI_OK;
}

static double seconds_since(const struct timespec *start)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - start->tv_sec) + (double)(now.tv_nsec - start->tv_nsec) * 1e-9;
}

static bool write_set(const char *path, const village_learned *set)
{
    char *text = village_learned_format(set);
    char err[400];
    bool ok = text && platform_write_atomic(path, text, strlen(text), NULL, err, sizeof err);
    if (!ok)
        cli_error("train: %s", text ? err : "out of memory");
    free(text);
    return ok;
}

static bool after_chunk(void *context, const village_learned_net *net, long games_done, double loss)
{
    train_run *run = context;
    const village_learned_train_config *cfg = &run->o->cfg;
    village_learned_origin *origin = &run->set->origin[cfg->players];
    run->set->net[cfg->players] = *net;
    run->set->has[cfg->players] = true;
    origin->run[origin->runs - 1].games = games_done;
    origin->holdout_games = 0; /* an earlier measure was of other weights */
    if (!write_set(run->o->out, run->set)) {
        run->write_failed = true;
        return false;
    }
    double elapsed = seconds_since(&run->start);
    double rate = (double)(games_done - run->first_games) / (elapsed > 0 ? elapsed : 1e-9);
    long eta = (long)((double)(cfg->games - games_done) / (rate > 0 ? rate : 1e-9));
    fprintf(stderr,
            "train %dp: %ld/%ld games (%.0f%%), loss %.4f, %.2f games/s, ETA %ldh%02ldm%02lds\n",
            cfg->players, games_done, cfg->games, 100.0 * (double)games_done / (double)cfg->games,
            loss, rate, eta / 3600, eta / 60 % 60, eta % 60);
    return true;
}

/* The network for o's player count in o->from, as a warm start, with the
 * runs that made it. */
static bool start_from(const train_options *o, village_learned_net *net,
                       village_learned_origin *origin)
{
    village_learned *other = malloc(sizeof *other);
    char err[400];
    bool ok = other && village_learned_read_file(o->from, other, err, sizeof err);
    if (!other)
        cli_error("train: out of memory");
    else if (!ok)
        cli_error("train: %s", err);
    else if (!other->has[o->cfg.players]) {
        cli_error("train: '%s' has no network for %d players", o->from, o->cfg.players);
        ok = false;
    } else {
        *net = other->net[o->cfg.players];
        net->games = 0;
        *origin = other->origin[o->cfg.players];
        origin->holdout_games = 0;
    }
    free(other);
    return ok;
}

/* The command as it was typed, for the file's record: one line of
 * printable text, so a stray control character cannot break the file. */
static void join_command(int argc, char **argv, char *out, size_t size)
{
    size_t n = (size_t)snprintf(out, size, "village-cli");
    for (int i = 0; i < argc && n < size; i++)
        n += (size_t)snprintf(out + n, size - n, " %s", argv[i]);
    for (char *p = out; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            *p = '?';
}

/* This run, added to the history of the network it trains. */
static void record_run(int argc, char **argv, const train_options *o, long games,
                       village_learned_origin *origin)
{
    village_learned_run run = {.games = games, .has_seed = true, .seed = o->cfg.seed};
    join_command(argc, argv, run.command, sizeof run.command);
    snprintf(run.commit, sizeof run.commit, "%s", o->commit);
    village_learned_add_run(origin, &run);
}

CLI_COMMAND(train)
{
    train_options o = {0};
    int status = parse(argc, argv, &o);
    if (status != CLI_OK)
        return status < 0 ? CLI_OK : status;
    village_learned *set = calloc(1, sizeof *set);
    village_learned_net *net = malloc(sizeof *net);
    if (!set || !net) {
        free(set);
        free(net);
        cli_error("train: out of memory");
        return CLI_ERROR;
    }
    long done = 0;
    char err[400];
    if (o.out && platform_file_present(o.out)) {
        if (!village_learned_read_file(o.out, set, err, sizeof err)) {
            cli_error("train: %s (move it away to start afresh)", err);
            free(set);
            free(net);
            return CLI_ERROR;
        }
        if (set->has[o.cfg.players] && !o.resume && !o.from) {
            cli_error("train: '%s' already has a network for %d players: --resume to go on, "
                      "or another --out",
                      o.out, o.cfg.players);
            free(set);
            free(net);
            return CLI_USAGE;
        }
    }
    village_learned_origin *origin = &set->origin[o.cfg.players];
    if (o.resume && set->has[o.cfg.players]) {
        *net = set->net[o.cfg.players];
        done = net->games;
    } else if (o.from) {
        if (!start_from(&o, net, origin)) {
            free(set);
            free(net);
            return CLI_ERROR;
        }
    } else {
        village_learned_net_init(net, o.cfg.hidden, o.cfg.seed);
        *origin = (village_learned_origin){0};
    }
    record_run(argc, argv, &o, done, origin);
    train_run run = {.o = &o, .set = set, .first_games = done};
    clock_gettime(CLOCK_MONOTONIC, &run.start);
    o.cfg.progress = after_chunk;
    o.cfg.progress_context = &run;
    fprintf(stderr, "train %dp: %ld games from %ld, seed %" PRIu64 ", %d threads, lambda %g\n",
            o.cfg.players, o.cfg.games, done, o.cfg.seed, o.cfg.threads, o.cfg.lambda);
    bool ok = village_learned_train(&o.cfg, net, done) && !run.write_failed;
    if (ok && o.holdout > 0) {
        double loss = village_learned_holdout_loss(&o.cfg, net, o.holdout, o.cfg.seed ^ 0x401d0ULL);
        printf("holdout %ld games: log loss %.4f (uniform %.4f)\n", o.holdout, loss,
               log((double)o.cfg.players));
        if (o.out && o.cfg.games > 0) {
            /* The measure of the weights just written goes beside them. */
            origin->holdout_games = o.holdout;
            origin->holdout_iterations = o.cfg.search_iterations;
            origin->holdout_seed = o.cfg.seed;
            origin->holdout_loss = loss;
            ok = write_set(o.out, set);
        }
    }
    if (!ok && !run.write_failed)
        cli_error("train: out of memory");
    free(set);
    free(net);
    return ok ? CLI_OK : CLI_ERROR;
}
