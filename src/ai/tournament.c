/* AI-versus-AI games on worker threads. Each game is a pure function of
 * the tournament seed and its number, so results do not depend on how many
 * jobs play them or in which order they finish. */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "ai_clock.h"
#include "ai_rng.h"
#include "village/ai_tournament.h"

typedef enum game_status { GAME_PLAYED, GAME_ABANDONED, GAME_ILLEGAL } game_status;

typedef struct game_record {
    bool finished; /* set under the run's lock once the game is over */
    game_status status;
    int seat_of_chair[VILLAGE_MAX_PLAYERS];
    village_result result;
    int rounds;
    double ai_seconds; /* processor time of every decision */
    int goods_left[VILLAGE_MAX_PLAYERS], ploughs_left[VILLAGE_MAX_PLAYERS]; /* by chair */
    int trips[VILLAGE_MAX_PLAYERS];
    village_tournament_pace pace[VILLAGE_MAX_PLAYERS]; /* by chair */
} game_record;

typedef struct timing_log {
    double *seconds;
    long count, capacity;
    bool failed;
} timing_log;

typedef struct tournament_run {
    const village_tournament_config *cfg;
    int group_of_seat[VILLAGE_MAX_PLAYERS];
    int groups;
    game_record *games;
    pthread_mutex_t lock;
    int next_game, finished;
    /* Games 0..prefix-1 are all finished; an SPRT stop counts only those,
     * so the verdict does not depend on how many jobs played them. */
    int prefix;
    int stop_at; /* games counted: cfg->games unless the SPRT or a failed engine stopped */
    bool engine_failed;
    village_tournament_sprt sprt;
} tournament_run;

typedef struct worker {
    tournament_run *run;
    int index;
    village_move *moves; /* the game so far, for engine seats */
    long move_capacity;
    timing_log wall[VILLAGE_MAX_PLAYERS]; /* per AI group */
    timing_log cpu[VILLAGE_MAX_PLAYERS];
    village_events events; /* of the last move applied */
    pthread_t thread;
} worker;

static void log_time(timing_log *log, double seconds)
{
    if (log->count == log->capacity) {
        long capacity = log->capacity ? 2 * log->capacity : 1024;
        double *grown = realloc(log->seconds, (size_t)capacity * sizeof *grown);
        if (!grown) {
            log->failed = true;
            return;
        }
        log->seconds = grown;
        log->capacity = capacity;
    }
    log->seconds[log->count++] = seconds;
}

static void seat_config(const tournament_run *run, int seat, uint64_t seed, village_ai_config *ai)
{
    const village_tournament_seat *s = &run->cfg->seats[seat];
    *ai = (village_ai_config){0}; /* one thread, iteration budgets: reproducible */
    ai->level = s->level;
    ai->style = s->style;
    ai->seed = seed;
    ai->max_iterations = s->iterations ? s->iterations : run->cfg->iterations;
    /* No time cap unless asked: a cap makes results depend on the machine. */
    ai->max_seconds = run->cfg->seconds > 0 ? run->cfg->seconds : 1e9;
}

/* Appends m to the worker's move list; false when memory is short. */
static bool remember_move(worker *w, long count, const village_move *m)
{
    if (count == w->move_capacity) {
        long capacity = w->move_capacity ? 2 * w->move_capacity : 512;
        village_move *grown = realloc(w->moves, (size_t)capacity * sizeof *grown);
        if (!grown)
            return false;
        w->moves = grown;
        w->move_capacity = capacity;
    }
    w->moves[count] = *m;
    return true;
}

static bool choose(worker *w, int seat, const village_state *s, uint64_t game_seed, long count,
                   uint64_t seed, village_move *move, village_ai_stats *stats)
{
    const village_tournament_config *cfg = w->run->cfg;
    if (!cfg->seats[seat].external) {
        village_ai_config ai;
        seat_config(w->run, seat, seed, &ai);
        return village_ai_choose(s, &ai, NULL, move, stats);
    }
    village_move moves[VILLAGE_MAX_MOVES];
    double start = ai_clock_seconds();
    village_tournament_game game = {cfg->players, game_seed, 0, w->moves, count, s};
    bool chosen = cfg->external_move &&
                  cfg->external_move(cfg->external_context, w->index, seat, &game, seed, move);
    *stats = (village_ai_stats){0, ai_clock_seconds() - start, village_legal_moves(s, moves)};
    return chosen;
}

static int bits_set(uint32_t bits)
{
    int n = 0;
    for (; bits; bits &= bits - 1)
        n++;
    return n;
}

/* What the game ended with: its length and each chair's unused goods. */
static void record_leftovers(const village_state *s, game_record *record)
{
    record->rounds = s->round;
    for (int chair = 0; chair < s->num_players; chair++) {
        const village_player *p = &s->players[chair];
        int goods = 0;
        for (int g = 0; g < VILLAGE_GOODS; g++)
            goods += p->goods[g];
        record->goods_left[chair] = goods;
        record->ploughs_left[chair] = p->goods[VILLAGE_PLOUGH];
        record->trips[chair] = bits_set(p->cities);
    }
}

const char *village_time_use_name(int use)
{
    static const char *const names[VILLAGE_TIME_USES] = {"plague",  "crafts", "travel",
                                                         "council", "church", "market"};
    return use >= 0 && use < VILLAGE_TIME_USES ? names[use] : "?";
}

/* The move that paid the time says what it went on; -1: a move that
 * never costs time. */
static int time_use_of(const village_move *move)
{
    switch (move->kind) {
    case VILLAGE_MOVE_TAKE_CUBE:
        return VILLAGE_TIME_PLAGUE;
    case VILLAGE_MOVE_CRAFT:
    case VILLAGE_MOVE_MILL:
        return VILLAGE_TIME_CRAFTS;
    case VILLAGE_MOVE_TRAVEL:
        return VILLAGE_TIME_TRAVEL;
    case VILLAGE_MOVE_COUNCIL_ENTER:
    case VILLAGE_MOVE_COUNCIL_ADVANCE:
        return VILLAGE_TIME_COUNCIL;
    case VILLAGE_MOVE_CHURCH:
        return VILLAGE_TIME_CHURCH;
    case VILLAGE_MOVE_SERVE:
        return VILLAGE_TIME_MARKET;
    default:
        return -1;
    }
}

/* What one move did to the pace of the game: a game ends when deaths
 * fill the chronicle or the graves, so its length follows the time paid
 * and the deaths that time brings. */
static void count_pace(const village_move *move, const village_events *ev, game_record *record)
{
    int use = time_use_of(move);
    for (int i = 0; i < ev->count; i++) {
        const village_event *e = &ev->items[i];
        if (e->player >= VILLAGE_MAX_PLAYERS)
            continue;
        village_tournament_pace *pace = &record->pace[e->player];
        if (e->kind == VILLAGE_EV_TIME_SPENT) {
            pace->time_spent += e->amount;
            if (use >= 0)
                pace->time_on[use] += e->amount;
        } else if (e->kind == VILLAGE_EV_BRIDGE_CROSSED)
            pace->bridges++;
        else if (e->kind == VILLAGE_EV_MEMBER_DIED) {
            pace->deaths++;
            pace->graves += e->to_place != VILLAGE_CHRONICLE;
        } else if (e->kind == VILLAGE_EV_WELL_USED)
            pace->wells++;
    }
}

/* The number that deals, seats and names the game'th game of this run. */
static int game_number(const village_tournament_config *cfg, int game)
{
    return cfg->first_game + game;
}

static void play_game(worker *w, int game)
{
    tournament_run *run = w->run;
    const village_tournament_config *cfg = run->cfg;
    int n = cfg->players, number = game_number(cfg, game);
    game_record *record = &run->games[game];
    for (int chair = 0; chair < n; chair++)
        record->seat_of_chair[chair] = ((chair - number) % n + n) % n;
    village_state s;
    uint64_t deal = ai_derive_seed(cfg->seed, (uint64_t)(number / n));
    village_new_game(&s, n, deal, 0);
    uint64_t game_seed = ai_derive_seed(cfg->seed ^ 0xa15eed5ULL, (uint64_t)number);
    record->status = GAME_ABANDONED;
    for (long decision = 0; decision < cfg->max_decisions; decision++) {
        if (village_game_over(&s)) {
            record->status = GAME_PLAYED;
            break;
        }
        int seat = record->seat_of_chair[s.actor];
        village_move move;
        village_ai_stats stats;
        double cpu = ai_thread_cpu_seconds();
        bool chosen = choose(w, seat, &s, deal, decision,
                             ai_derive_seed(game_seed, (uint64_t)decision), &move, &stats);
        cpu = ai_thread_cpu_seconds() - cpu;
        record->ai_seconds += cpu;
        if (!chosen && cfg->seats[seat].external) {
            /* An engine that gave no move is broken (its caller says how):
             * no new game starts, the games under way finish, and the
             * figures cover the games dealt so far. */
            pthread_mutex_lock(&run->lock);
            if (run->stop_at > run->next_game)
                run->stop_at = run->next_game;
            run->engine_failed = true;
            pthread_mutex_unlock(&run->lock);
        }
        if (!chosen || !village_apply(&s, &move, &w->events) ||
            !remember_move(w, decision, &move)) {
            record->status = GAME_ILLEGAL;
            break;
        }
        count_pace(&move, &w->events, record);
        if (stats.legal_moves > 1) {
            log_time(&w->wall[run->group_of_seat[seat]], stats.seconds);
            log_time(&w->cpu[run->group_of_seat[seat]], cpu);
        }
    }
    village_result_compute(&s, &record->result);
    record_leftovers(&s, record);
}

/* The first seat's result in a finished 2-player game: 1, 0.5 (a tie, or
 * a game that did not finish normally) or 0. */
static double first_seat_score(const game_record *r)
{
    int chair = r->seat_of_chair[0] == 0 ? 0 : 1;
    if (r->status != GAME_PLAYED || r->result.rank[0] == r->result.rank[1])
        return 0.5;
    return r->result.rank[chair] == 1 ? 1.0 : 0.0;
}

static void test_sprt(tournament_run *run);

/* After a game finished (lock held): extends the finished prefix and tests
 * the SPRT at every complete rotation (the games that share a deal). */
static void advance_prefix(tournament_run *run)
{
    const village_tournament_config *cfg = run->cfg;
    /* Every rotation the prefix passes is tested, even when several games
     * finish at once, so the stop does not depend on the jobs. */
    while (run->prefix < cfg->games && run->games[run->prefix].finished) {
        run->prefix++;
        if (cfg->sprt && run->stop_at == cfg->games &&
            game_number(cfg, run->prefix) % cfg->players == 0)
            test_sprt(run);
    }
}

/* The SPRT on the games before the prefix (lock held). */
static void test_sprt(tournament_run *run)
{
    const village_tournament_config *cfg = run->cfg;
    int w = 0, d = 0, l = 0;
    for (int g = 0; g < run->prefix; g++) {
        double score = first_seat_score(&run->games[g]);
        w += score == 1.0;
        d += score == 0.5;
        l += score == 0.0;
    }
    village_tournament_sprt_update(cfg, w, d, l, &run->sprt);
    if (run->sprt.verdict != 0)
        run->stop_at = run->prefix;
}

static void tell_game(const tournament_run *run, int game)
{
    const village_tournament_config *cfg = run->cfg;
    if (!cfg->game_finished)
        return;
    const game_record *r = &run->games[game];
    village_tournament_game_summary summary = {
        .game = game_number(cfg, game),
        .players = cfg->players,
        .played = r->status == GAME_PLAYED,
        .rounds = r->rounds,
        .ai_seconds = r->ai_seconds,
        .seat_of_chair = r->seat_of_chair,
        .result = &r->result,
        .goods_left = r->goods_left,
        .ploughs_left = r->ploughs_left,
        .cities = r->trips,
        .pace = r->pace,
    };
    cfg->game_finished(cfg->game_context, &summary);
}

static void *work(void *arg)
{
    worker *w = arg;
    tournament_run *run = w->run;
    for (;;) {
        pthread_mutex_lock(&run->lock);
        int game = run->next_game < run->stop_at ? run->next_game++ : -1;
        pthread_mutex_unlock(&run->lock);
        if (game < 0)
            return NULL;
        play_game(w, game);
        pthread_mutex_lock(&run->lock);
        run->games[game].finished = true;
        tell_game(run, game);
        advance_prefix(run);
        run->finished++;
        if (run->cfg->progress)
            run->cfg->progress(run->cfg->progress_context, run->finished, run->cfg->games);
        pthread_mutex_unlock(&run->lock);
    }
}

static double expected_score(double elo)
{
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

void village_tournament_sprt_update(const village_tournament_config *cfg, int w, int d, int l,
                                    village_tournament_sprt *out)
{
    out->wins = w;
    out->draws = d;
    out->losses = l;
    out->lower = log(cfg->sprt_beta / (1.0 - cfg->sprt_alpha));
    out->upper = log((1.0 - cfg->sprt_beta) / cfg->sprt_alpha);
    out->llr = 0.0;
    out->verdict = 0;
    if (w + d + l == 0)
        return;
    /* An outcome not seen yet counts half a game, so a run of wins alone
     * still has a spread. Fishtest's thousandth of a game suits its close
     * matches, but made a lopsided one (a ladder step) accept H1 after its
     * first two wins; with half a game, six straight wins are needed for
     * 60% against 75%, which a 60% player manages 4.7% of the time. */
    double W = w ? w : 0.5, D = d ? d : 0.5, L = l ? l : 0.5, n = W + D + L;
    double score = (W + 0.5 * D) / n;
    double variance =
        (W * (1 - score) * (1 - score) + D * (0.5 - score) * (0.5 - score) + L * score * score) / n;
    double s0 = expected_score(cfg->sprt_elo0), s1 = expected_score(cfg->sprt_elo1);
    out->llr = n * (s1 - s0) * (2 * score - s0 - s1) / (2 * variance);
    out->verdict = out->llr >= out->upper ? 1 : out->llr <= out->lower ? -1 : 0;
}

void village_tournament_wilson(double wins, int n, double *low, double *high)
{
    if (n <= 0) {
        *low = 0.0;
        *high = 1.0;
        return;
    }
    const double z = 1.959963984540054;
    double p = wins / n, z2n = z * z / n;
    double centre = (p + z2n / 2) / (1 + z2n);
    double half = z * sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
    *low = centre - half < 0 ? 0 : centre - half;
    *high = centre + half > 1 ? 1 : centre + half;
}

static void group_seats(tournament_run *run, village_tournament_result *out)
{
    const village_tournament_config *cfg = run->cfg;
    run->groups = 0;
    for (int seat = 0; seat < cfg->players; seat++) {
        int g = 0;
        while (g < run->groups && strcmp(out->ai[g].name, cfg->seats[seat].name) != 0)
            g++;
        if (g == run->groups) {
            memcpy(out->ai[g].name, cfg->seats[seat].name, sizeof out->ai[g].name);
            run->groups++;
        }
        out->ai[g].seats++;
        run->group_of_seat[seat] = g;
    }
    out->ai_count = run->groups;
}

static void add_score(village_tournament_breakdown *sum, const village_score *s)
{
    sum->prestige += s->prestige;
    sum->travel += s->travel;
    sum->council += s->council;
    sum->church += s->church;
    sum->chronicle += s->chronicle;
    sum->customers += s->customers;
    sum->coins += s->coins;
    sum->total += s->total;
}

static void scale_score(village_tournament_breakdown *b, double k)
{
    double *fields[] = {&b->prestige,  &b->travel,    &b->council, &b->church,
                        &b->chronicle, &b->customers, &b->coins,   &b->total};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        *fields[i] *= k;
}

static int compare_ints(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* The median of n values, which it sorts. */
static double median_of(int *values, int n)
{
    if (n == 0)
        return 0.0;
    qsort(values, (size_t)n, sizeof *values, compare_ints);
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

/* Rounds and AI time per game; unused goods and trips per AI. False when
 * memory is short. */
static bool tally_lengths(const tournament_run *run, village_tournament_result *out)
{
    int n = run->cfg->players, games = run->stop_at > 0 ? run->stop_at : 1;
    int *rounds = malloc((size_t)games * sizeof *rounds);
    int *goods = malloc((size_t)games * (size_t)n * sizeof *goods);
    if (!rounds || !goods) {
        free(rounds);
        free(goods);
        return false;
    }
    village_tournament_length *len = &out->length;
    int played = 0;
    double round_sum = 0, seconds = 0;
    for (int g = 0; g < out->ai_count; g++) {
        int kept = 0;
        village_tournament_ai *ai = &out->ai[g];
        for (int game = 0; game < run->stop_at; game++) {
            const game_record *r = &run->games[game];
            if (r->status != GAME_PLAYED)
                continue;
            for (int chair = 0; chair < n; chair++) {
                if (run->group_of_seat[r->seat_of_chair[chair]] != g)
                    continue;
                goods[kept++] = r->goods_left[chair];
                ai->goods_left_mean += r->goods_left[chair];
                ai->ploughs_left_mean += r->ploughs_left[chair];
                ai->trips_mean += r->trips[chair];
                for (int use = 0; use < VILLAGE_TIME_USES; use++)
                    ai->time_on_mean[use] += r->pace[chair].time_on[use];
                if (r->goods_left[chair] > ai->goods_left_max)
                    ai->goods_left_max = r->goods_left[chair];
            }
        }
        double k = kept ? 1.0 / kept : 0.0;
        ai->goods_left_mean *= k;
        ai->ploughs_left_mean *= k;
        ai->trips_mean *= k;
        for (int use = 0; use < VILLAGE_TIME_USES; use++)
            ai->time_on_mean[use] *= k;
        ai->goods_left_p50 = median_of(goods, kept);
    }
    for (int game = 0; game < run->stop_at; game++) {
        const game_record *r = &run->games[game];
        if (r->status != GAME_PLAYED)
            continue;
        rounds[played++] = r->rounds;
        round_sum += r->rounds;
        seconds += r->ai_seconds;
    }
    if (played) {
        len->rounds_mean = round_sum / played;
        len->ai_minutes_mean = seconds / 60.0 / played;
        len->rounds_p50 = median_of(rounds, played);
        len->rounds_min = rounds[0];
        len->rounds_max = rounds[played - 1];
    }
    free(rounds);
    free(goods);
    return true;
}

static void tally_games(const tournament_run *run, village_tournament_result *out)
{
    int n = run->cfg->players;
    out->games_counted = run->stop_at;
    out->engine_failed = run->engine_failed;
    out->sprt = run->sprt;
    for (int game = 0; game < run->stop_at; game++) {
        const game_record *r = &run->games[game];
        out->games_abandoned += r->status == GAME_ABANDONED;
        out->illegal_moves += r->status == GAME_ILLEGAL;
        if (r->status != GAME_PLAYED)
            continue;
        out->games_played++;
        int winners = 0;
        for (int chair = 0; chair < n; chair++)
            winners += r->result.rank[chair] == 1;
        for (int chair = 0; chair < n; chair++) {
            village_tournament_ai *ai = &out->ai[run->group_of_seat[r->seat_of_chair[chair]]];
            ai->seat_games++;
            ai->wins += r->result.rank[chair] == 1 ? 1.0 / winners : 0.0;
            add_score(&ai->mean, &r->result.score[chair]);
        }
    }
    for (int g = 0; g < out->ai_count; g++) {
        village_tournament_ai *ai = &out->ai[g];
        ai->win_rate = ai->seat_games ? ai->wins / ai->seat_games : 0.0;
        village_tournament_wilson(ai->wins, ai->seat_games, &ai->win_low, &ai->win_high);
        scale_score(&ai->mean, ai->seat_games ? 1.0 / ai->seat_games : 0.0);
    }
}

static int compare_seconds(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void summarise(timing_log *all, village_tournament_times *out)
{
    if (all->count == 0)
        return;
    qsort(all->seconds, (size_t)all->count, sizeof *all->seconds, compare_seconds);
    double sum = 0;
    for (long i = 0; i < all->count; i++)
        sum += all->seconds[i];
    out->mean = sum / all->count;
    out->p50 = all->seconds[(all->count - 1) / 2];
    out->p99 = all->seconds[(long)ceil(0.99 * all->count) - 1];
    out->max = all->seconds[all->count - 1];
}

/* Merges the workers' logs of one AI group and summarises them. */
static bool tally_log(const worker *workers, int jobs, bool cpu, int g,
                      village_tournament_times *out, long *count)
{
    timing_log all = {0};
    for (int j = 0; j < jobs; j++) {
        const timing_log *log = cpu ? &workers[j].cpu[g] : &workers[j].wall[g];
        for (long i = 0; i < log->count; i++)
            log_time(&all, log->seconds[i]);
        all.failed |= log->failed;
    }
    summarise(&all, out);
    *count = all.count;
    free(all.seconds);
    return !all.failed;
}

static bool tally_times(worker *workers, int jobs, int g, village_tournament_ai *ai)
{
    bool ok = tally_log(workers, jobs, false, g, &ai->wall, &ai->decisions);
    return tally_log(workers, jobs, true, g, &ai->cpu, &ai->decisions) && ok;
}

static int start_workers(worker *workers, int jobs, tournament_run *run)
{
    int started = 0;
    for (; started < jobs; started++) {
        workers[started].run = run;
        workers[started].index = started;
        if (pthread_create(&workers[started].thread, NULL, work, &workers[started]) != 0)
            break;
    }
    return started;
}

bool village_tournament_run(const village_tournament_config *cfg, village_tournament_result *out)
{
    double start = ai_clock_seconds();
    memset(out, 0, sizeof *out);
    tournament_run run = {.cfg = cfg, .stop_at = cfg->games};
    int jobs = cfg->jobs < 1 ? 1 : cfg->jobs;
    if (jobs > cfg->games)
        jobs = cfg->games > 0 ? cfg->games : 1;
    run.games = calloc((size_t)(cfg->games > 0 ? cfg->games : 1), sizeof *run.games);
    worker *workers = calloc((size_t)jobs, sizeof *workers);
    bool ok = run.games && workers && pthread_mutex_init(&run.lock, NULL) == 0;
    if (ok) {
        group_seats(&run, out);
        int started = start_workers(workers, jobs, &run);
        for (int j = 0; j < started; j++)
            pthread_join(workers[j].thread, NULL);
        if (started == 0) {
            work(&workers[0]); /* no thread to be had: play here */
            started = 1;
        }
        tally_games(&run, out);
        ok &= tally_lengths(&run, out);
        for (int g = 0; g < run.groups; g++)
            ok &= tally_times(workers, started, g, &out->ai[g]);
        pthread_mutex_destroy(&run.lock);
    }
    for (int j = 0; workers && j < jobs; j++) {
        free(workers[j].moves);
        for (int g = 0; g < VILLAGE_MAX_PLAYERS; g++) {
            free(workers[j].wall[g].seconds);
            free(workers[j].cpu[g].seconds);
        }
    }
    free(workers);
    free(run.games);
    out->seconds = ai_clock_seconds() - start;
    return ok;
}
