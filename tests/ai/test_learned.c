/* The learned evaluation (docs/ai.md, "Learned evaluation"): its inputs
 * never read hidden information, its file is written and read back exactly
 * and refused with a sentence when damaged, training is reproducible and
 * resumable, and the shipped weights give the figures recorded when they
 * were made. */
#include "ai_fixtures.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "village/ai_learned.h"
#include "village/board.h"

static const char *assets_dir;

static village_learned *random_set(uint64_t seed)
{
    village_learned *set = calloc(1, sizeof *set);
    assert_non_null(set);
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        village_learned_net_init(&set->net[n], 8 + n, seed + (uint64_t)n);
        set->net[n].b1[0] = 0.25f;
        set->net[n].b2 = -0.5f;
        set->has[n] = true;
    }
    village_learned_origin *o = &set->origin[2];
    o->runs = 2;
    o->run[0] = (village_learned_run){.games = 10, .has_seed = true, .seed = seed};
    snprintf(o->run[0].command, sizeof o->run[0].command,
             "village-cli train --players 2 --games 10");
    snprintf(o->run[0].commit, sizeof o->run[0].commit, "abc1234");
    o->run[1] = (village_learned_run){.games = 30, .notes = 1};
    snprintf(o->run[1].command, sizeof o->run[1].command, "village-cli train --resume");
    snprintf(o->run[1].commit, sizeof o->run[1].commit, "def5678");
    snprintf(o->run[1].note[0], sizeof o->run[1].note[0], "stopped by hand");
    o->holdout_games = 100;
    o->holdout_iterations = 50;
    o->holdout_seed = 3953;
    o->holdout_loss = 0.7556;
    for (int n = 3; n <= VILLAGE_MAX_PLAYERS; n++) {
        set->origin[n].runs = 1;
        set->origin[n].run[0] = (village_learned_run){.games = n, .has_seed = true, .seed = 1};
        snprintf(set->origin[n].run[0].command, sizeof set->origin[n].run[0].command,
                 "village-cli train --players %d", n);
        snprintf(set->origin[n].run[0].commit, sizeof set->origin[n].run[0].commit, "abc1234");
    }
    return set;
}

static void assert_same_inputs(const village_state *a, const village_state *b, int viewer)
{
    float x[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS],
        y[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS];
    village_learned_inputs(a, viewer, x);
    village_learned_inputs(b, viewer, y);
    for (int p = 0; p < a->num_players; p++)
        for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++)
            if (x[p][i] != y[p][i])
                fail_msg("input %s of seat %d differs (%g, %g) for viewer %d, seed %llu",
                         village_learned_input_name(i), p, (double)x[p][i], (double)y[p][i], viewer,
                         (unsigned long long)aifx_run_seed);
}

/* Another's served tiles swapped for tiles the viewer cannot see either. */
static bool swap_face_down(village_state *s, int viewer, int owner)
{
    bool seen[VILLAGE_CUSTOMERS] = {false};
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        if (s->stalls[i] < VILLAGE_CUSTOMERS)
            seen[s->stalls[i]] = true;
        if (s->waiting[i] < VILLAGE_CUSTOMERS)
            seen[s->waiting[i]] = true;
    }
    uint32_t held = s->players[owner].customers;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++) {
        if (!(held >> t & 1))
            continue;
        for (int u = 0; u < VILLAGE_CUSTOMERS; u++) {
            bool free_tile = !seen[u] && !(s->players[viewer].customers >> u & 1);
            for (int p = 0; p < s->num_players; p++)
                free_tile = free_tile && !(s->players[p].customers >> u & 1);
            if (free_tile &&
                village_board_data.customers[u].points != village_board_data.customers[t].points) {
                s->players[owner].customers = (held & ~(1u << t)) | 1u << u;
                return true;
            }
        }
    }
    return false;
}

static void test_inputs_read_only_what_the_seat_can_see(void **state)
{
    (void)state;
    int swapped = 0, redealt = 0;
    for (int i = 0; i < 90; i++) {
        village_state a, b;
        aifx_random_position(&a, 2 + i % 3, aifx_run_seed * 100 + (uint64_t)i, 20 + 7 * (i % 40));
        if (village_game_over(&a))
            continue;
        int viewer = a.actor;
        b = a;
        village_redeal_hidden(&b, (uint64_t)i + 77);
        assert_same_inputs(&a, &b, viewer);
        redealt++;
        int owner = (viewer + 1) % a.num_players;
        b = a;
        if (swap_face_down(&b, viewer, owner)) {
            assert_same_inputs(&a, &b, viewer);
            swapped++;
            /* The owner knows their own tiles: their view must change. */
            float x[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS],
                y[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS];
            village_learned_inputs(&a, owner, x);
            village_learned_inputs(&b, owner, y);
            assert_true(memcmp(x, y, sizeof x) != 0);
        }
    }
    assert_true(redealt > 40);
    assert_true(swapped > 10);
}

/* R-END-1: the end comes when the last chronicle space or grave fills, so
 * two of the table's inputs are the shares of each still free, counted
 * here through the rules' own occupancy queries. */
static void test_the_table_inputs_count_free_chronicle_spaces_and_graves(void **state)
{
    (void)state;
    enum { CHRONICLE_FREE = 2 * VILLAGE_LEARNED_SEAT_FEATURES + 5, GRAVES_FREE };
    assert_string_equal(village_learned_input_name(CHRONICLE_FREE), "table.chronicle_free");
    assert_string_equal(village_learned_input_name(GRAVES_FREE), "table.graves_free");
    int with_dead = 0;
    for (int i = 0; i < 60; i++) {
        village_state s;
        aifx_random_position(&s, 2 + i % 3, aifx_run_seed * 100 + (uint64_t)i, 10 * (i % 30));
        int open[2] = {0, 0}, free_now[2] = {0, 0};
        for (int a = 0; a < VILLAGE_CHRONICLE_AREAS; a++)
            for (int k = 0; k < VILLAGE_CHRONICLE_SLOTS; k++) {
                int who = village_chronicle_occupant(&s, a, k);
                open[0] += who != VILLAGE_SLOT_BLOCKED;
                free_now[0] += who == VILLAGE_SLOT_FREE;
            }
        for (int g = 0; g < VILLAGE_GRAVES; g++) {
            int who = village_grave_occupant(&s, g);
            open[1] += who != VILLAGE_SLOT_BLOCKED;
            free_now[1] += who == VILLAGE_SLOT_FREE;
        }
        with_dead += free_now[0] < open[0] || free_now[1] < open[1];
        float x[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS];
        village_learned_inputs(&s, 0, x);
        for (int p = 0; p < s.num_players; p++) {
            if (fabsf(x[p][CHRONICLE_FREE] - (float)free_now[0] / (float)open[0]) > 1e-6f ||
                fabsf(x[p][GRAVES_FREE] - (float)free_now[1] / (float)open[1]) > 1e-6f)
                fail_msg("seat %d reads %g and %g free; the board has %d of %d and %d of %d, "
                         "seed %llu",
                         p, (double)x[p][CHRONICLE_FREE], (double)x[p][GRAVES_FREE], free_now[0],
                         open[0], free_now[1], open[1], (unsigned long long)aifx_run_seed);
        }
    }
    assert_true(with_dead > 10);
}

static void test_every_input_has_a_name_of_its_own(void **state)
{
    (void)state;
    for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++) {
        const char *name = village_learned_input_name(i);
        assert_true(strchr(name, '.') != NULL);
        for (int j = 0; j < i; j++)
            assert_string_not_equal(name, village_learned_input_name(j));
    }
    assert_string_equal(village_learned_input_name(0), "own.prestige");
    assert_string_equal(village_learned_input_name(VILLAGE_LEARNED_INPUTS), "unknown");
}

static void test_the_file_reads_back_exactly(void **state)
{
    (void)state;
    village_learned *set = random_set(aifx_run_seed);
    char *text = village_learned_format(set);
    assert_non_null(text);
    village_learned *back = calloc(1, sizeof *back);
    char err[200];
    assert_true(village_learned_parse(text, strlen(text), back, err, sizeof err));
    assert_non_null(strstr(text, "\nnet 2 hidden 10 games 0\nrun games 10 seed "));
    assert_non_null(strstr(text, "\nrun games 30 commit def5678\n"
                                 "command village-cli train --resume\nnote stopped by hand\n"
                                 "holdout games 100 iterations 50 seed 3953 loss 0.7556\nw1 0 "));
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        const village_learned_origin *a = &set->origin[n], *b = &back->origin[n];
        assert_int_equal(b->runs, a->runs);
        for (int k = 0; k < a->runs; k++) {
            assert_string_equal(b->run[k].command, a->run[k].command);
            assert_string_equal(b->run[k].commit, a->run[k].commit);
            assert_int_equal(b->run[k].games, a->run[k].games);
            assert_int_equal(b->run[k].has_seed, a->run[k].has_seed);
            assert_int_equal(b->run[k].seed, a->run[k].seed);
            assert_int_equal(b->run[k].notes, a->run[k].notes);
        }
        assert_int_equal(b->holdout_games, a->holdout_games);
        assert_true(fabs(b->holdout_loss - a->holdout_loss) < 1e-9);
    }
    assert_string_equal(back->origin[2].run[1].note[0], "stopped by hand");
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        assert_true(back->has[n]);
        assert_int_equal(back->net[n].hidden, set->net[n].hidden);
        assert_memory_equal(back->net[n].w1, set->net[n].w1, sizeof set->net[n].w1);
        assert_memory_equal(back->net[n].b1, set->net[n].b1, sizeof set->net[n].b1);
        assert_memory_equal(back->net[n].w2, set->net[n].w2, sizeof set->net[n].w2);
        assert_true(back->net[n].b2 == set->net[n].b2);
    }
    free(text);
    free(back);
    free(set);
}

/* text with the first 'find' replaced by 'replace', or cut at 'find' when
 * replace is NULL. */
static char *damaged(const char *text, const char *find, const char *replace)
{
    const char *at = strstr(text, find);
    assert_non_null(at);
    size_t head = (size_t)(at - text);
    const char *tail = replace ? at + strlen(find) : "";
    char *out = malloc(strlen(text) + (replace ? strlen(replace) : 0) + 1);
    memcpy(out, text, head);
    strcpy(out + head, replace ? replace : "");
    strcat(out, tail);
    return out;
}

static void test_a_damaged_file_is_refused_with_a_reason(void **state)
{
    (void)state;
    village_learned *set = random_set(3);
    char *text = village_learned_format(set);
    struct {
        const char *find, *replace, *why;
    } cases[] = {
        {"village-learned 2", "village-learned 3", "version 3"},
        {"village-learned 2", "village-learned 0", "version 0"},
        {"village-learned 2", "hello", "not a learned evaluation"},
        {"input 3 own.points.church", "input 3 own.church", "other inputs"},
        {"inputs 69", "inputs 66", "other inputs"},
        {"inputs 69", "inputs 68", "other inputs"},
        {"inputs 69", "inputs 67", "expected \"net PLAYERS"},
        {"net 3 hidden 11", "net 3 hidden 99", "hidden units"},
        {"net 4 hidden 12", "net 2 hidden 12", "second network"},
        {"b2 -0.5", "b2 nan", "out of range"},
        {"b2 -0.5", "b2 1e9", "out of range"},
        {"b2 -0.5", "b2 -0.5 1", "more than 1"},
        {"b2 -0.5", "b2 x", "not a number"},
        {"\nend", "\nend\nmore", "after \"end\""},
        {"\nend", NULL, "ends early"},
        {"net 2 hidden 10", NULL, "no network"},
        {"commit def5678", "commit def\x01", "control character"},
        {"commit def5678", "commit def 5678", "not one word"},
        {"run games 30 commit", "run games -3 commit", "expected \"run games"},
        {"run games 30 commit", "run games 30 seed x commit", "seed is not a number"},
        {"run games 30 commit", "run games 30 seed 99999999999999999999 commit",
         "seed is not a number"},
        {"command village-cli train --players 3", "order village-cli", "expected \"command\""},
        {"run games 3 seed 1 commit abc1234\ncommand village-cli train --players 3\n", "",
         "without the run"},
        {"note stopped by hand\n", "note a\nnote b\nnote c\nnote d\nnote e\n", "more than 4 notes"},
        {"loss 0.7556", "loss -1", "held-out loss"},
        {"holdout games 100", "holdout games 0", "expected \"holdout"},
    };
    int refused = 0;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char *bad = damaged(text, cases[k].find, cases[k].replace);
        if (!cases[k].replace && strcmp(cases[k].find, "net 2 hidden 10") == 0)
            strcat(bad, "end\n");
        village_learned *out = calloc(1, sizeof *out);
        char err[200] = "";
        bool ok = village_learned_parse(bad, strlen(bad), out, err, sizeof err);
        if (ok || !strstr(err, cases[k].why))
            fail_msg("case %zu: %s, '%s' (expected '%s')", k, ok ? "read" : "refused", err,
                     cases[k].why);
        refused++;
        free(out);
        free(bad);
    }
    assert_int_equal(refused, (int)(sizeof cases / sizeof cases[0]));
    free(text);
    free(set);
}

/* A small version 1 file, as the first weights were written: one command
 * and commit for the whole file, two 1-unit networks. */
static char *version_1_text(void)
{
    size_t size = 16384, n = 0;
    char *text = malloc(size);
    assert_non_null(text);
    n += (size_t)snprintf(text + n, size - n,
                          "village-learned 1\ncommand village-cli train --players 3 --games 5\n"
                          "commit old1234\ninputs %d\n",
                          VILLAGE_LEARNED_OLDEST_INPUTS);
    for (int i = 0; i < VILLAGE_LEARNED_OLDEST_INPUTS; i++)
        n +=
            (size_t)snprintf(text + n, size - n, "input %d %s\n", i, village_learned_input_name(i));
    for (int players = 2; players <= 3; players++) {
        n += (size_t)snprintf(text + n, size - n, "net %d hidden 1 games %d\nw1 0", players,
                              players == 2 ? 7 : 5);
        for (int i = 0; i < VILLAGE_LEARNED_OLDEST_INPUTS; i++)
            n += (size_t)snprintf(text + n, size - n, " %g", 0.001 * i - 0.03 * players);
        n += (size_t)snprintf(text + n, size - n, "\nb1 0.5\nw2 %d\nb2 0\n", players);
    }
    snprintf(text + n, size - n, "end\n");
    return text;
}

static void test_a_version_1_file_is_still_read(void **state)
{
    (void)state;
    char *text = version_1_text();
    village_learned *set = calloc(1, sizeof *set), *back = calloc(1, sizeof *back);
    char err[200] = "";
    if (!village_learned_parse(text, strlen(text), set, err, sizeof err))
        fail_msg("a version 1 file refused: %s", err);
    assert_true(set->has[2] && set->has[3] && !set->has[4]);
    assert_int_equal(set->net[2].games, 7);
    assert_true(set->net[3].w2[0] == 3.0f && set->net[3].b1[0] == 0.5f);
    assert_true(set->net[2].w1[0][10] == (float)(0.001 * 10 - 0.03 * 2));
    /* It was made before the table's last two inputs: they weigh nothing. */
    for (int i = VILLAGE_LEARNED_OLDEST_INPUTS; i < VILLAGE_LEARNED_INPUTS; i++)
        assert_true(set->net[2].w1[0][i] == 0.0f && set->net[3].w1[0][i] == 0.0f);
    for (int n = 2; n <= 3; n++) {
        const village_learned_origin *o = &set->origin[n];
        /* The file's one command, which was the 3-player run's, goes to
         * both networks, with a note that it need not be theirs. */
        assert_int_equal(o->runs, 1);
        assert_string_equal(o->run[0].command, "village-cli train --players 3 --games 5");
        assert_string_equal(o->run[0].commit, "old1234");
        assert_int_equal(o->run[0].games, set->net[n].games);
        assert_false(o->run[0].has_seed);
        assert_int_equal(o->run[0].notes, 1);
        assert_non_null(strstr(o->run[0].note[0], "version 1"));
        assert_int_equal(o->holdout_games, 0);
    }
    /* Written again, it is version 2 with every input and the same weights. */
    char *again = village_learned_format(set);
    assert_non_null(again);
    char head[64];
    snprintf(head, sizeof head, "village-learned 2\ninputs %d\n", VILLAGE_LEARNED_INPUTS);
    assert_true(strncmp(again, head, strlen(head)) == 0);
    assert_non_null(strstr(again, "\nnet 2 hidden 1 games 7\nrun games 7 commit old1234\n"
                                  "command village-cli train --players 3 --games 5\nnote "));
    assert_true(village_learned_parse(again, strlen(again), back, err, sizeof err));
    for (int n = 2; n <= 3; n++)
        assert_memory_equal(&back->net[n], &set->net[n], sizeof set->net[n]);
    free(again);
    free(back);
    free(set);
    free(text);
}

static village_learned_train_config small_training(void)
{
    return (village_learned_train_config){.players = 2,
                                          .games = 6,
                                          .chunk_games = 3,
                                          .seed = aifx_run_seed,
                                          .threads = 2,
                                          .hidden = 6,
                                          .lambda = 0.8,
                                          .rate = 0.01,
                                          .epochs = 2,
                                          .epsilon = 0.05};
}

static bool stop_after_first_chunk(void *context, const village_learned_net *net, long done,
                                   double loss)
{
    (void)net;
    (void)loss;
    *(long *)context = done;
    return false;
}

static void test_training_is_reproducible_and_resumable(void **state)
{
    (void)state;
    village_learned_train_config cfg = small_training();
    village_learned_net *whole = malloc(sizeof *whole), *again = malloc(sizeof *again),
                        *resumed = malloc(sizeof *resumed), *fresh = malloc(sizeof *fresh);
    village_learned_net_init(whole, cfg.hidden, cfg.seed);
    *fresh = *whole;
    assert_true(village_learned_train(&cfg, whole, 0));
    assert_int_equal(whole->games, 6);
    assert_true(memcmp(whole->w1, fresh->w1, sizeof whole->w1) != 0); /* it learnt */
    /* One thread plays the same games. */
    cfg.threads = 1;
    village_learned_net_init(again, cfg.hidden, cfg.seed);
    assert_true(village_learned_train(&cfg, again, 0));
    assert_memory_equal(again, whole, sizeof *whole);
    /* Stopped after the first chunk, then resumed. */
    long stopped_at = 0;
    cfg.progress = stop_after_first_chunk;
    cfg.progress_context = &stopped_at;
    village_learned_net_init(resumed, cfg.hidden, cfg.seed);
    assert_true(village_learned_train(&cfg, resumed, 0));
    assert_int_equal(stopped_at, 3);
    assert_true(memcmp(resumed, whole, sizeof *whole) != 0);
    cfg.progress = NULL;
    assert_true(village_learned_train(&cfg, resumed, stopped_at));
    assert_memory_equal(resumed, whole, sizeof *whole);
    double loss = village_learned_holdout_loss(&cfg, whole, 2, 99);
    assert_true(loss > 0 && loss < 5);
    free(whole);
    free(again);
    free(resumed);
    free(fresh);
}

/* Games played by the search (issue 39: positions of stronger play) come
 * from the seed as the playout policy's do, on any number of threads, and
 * teach something else than the playout policy's games. */
static void test_games_of_the_search_are_reproducible(void **state)
{
    (void)state;
    village_learned_train_config cfg = small_training();
    cfg.games = 2;
    cfg.chunk_games = 2;
    cfg.search_iterations = 3;
    village_learned_net *two = malloc(sizeof *two), *one = malloc(sizeof *one),
                        *playouts = malloc(sizeof *playouts);
    village_learned_net_init(two, cfg.hidden, cfg.seed);
    *one = *playouts = *two;
    assert_true(village_learned_train(&cfg, two, 0));
    cfg.threads = 1;
    assert_true(village_learned_train(&cfg, one, 0));
    assert_memory_equal(one, two, sizeof *one);
    cfg.search_iterations = 0;
    assert_true(village_learned_train(&cfg, playouts, 0));
    assert_true(memcmp(playouts->w1, two->w1, sizeof two->w1) != 0);
    free(two);
    free(one);
    free(playouts);
}

/* Figures recorded from the shipped file when it was made: each seat's
 * chance to win at positions of random play (players, seed, decisions). */
typedef struct recorded {
    int players;
    uint64_t seed;
    int decisions;
    double win[VILLAGE_MAX_PLAYERS];
} recorded;

static const recorded RECORDED[] = {
#include "learned_figures.inc"
};

/* The positions the figures are recorded at. */
static const recorded PROBES[] = {
    {2, 11, 0, {0}},   {2, 12, 60, {0}}, {2, 13, 180, {0}}, {3, 21, 0, {0}},   {3, 22, 90, {0}},
    {3, 23, 240, {0}}, {4, 31, 0, {0}},  {4, 32, 120, {0}}, {4, 33, 300, {0}},
};

static village_learned *shipped(void)
{
    return aifx_shipped_learned(assets_dir);
}

static void evaluate_probe(const village_learned *set, const recorded *r,
                           double win[VILLAGE_MAX_PLAYERS])
{
    village_state s;
    aifx_random_position(&s, r->players, r->seed, r->decisions);
    assert_true(village_learned_evaluate(set, &s, s.actor, win));
}

/* Prints the lines of learned_figures.inc for new weights. */
static void print_figures(void **state)
{
    (void)state;
    village_learned *set = shipped();
    for (size_t k = 0; k < sizeof PROBES / sizeof PROBES[0]; k++) {
        const recorded *r = &PROBES[k];
        double win[VILLAGE_MAX_PLAYERS];
        evaluate_probe(set, r, win);
        printf("{%d, %llu, %d, {", r->players, (unsigned long long)r->seed, r->decisions);
        for (int p = 0; p < r->players; p++)
            printf("%s%.6f", p ? ", " : "", win[p]);
        printf("}},\n");
    }
    free(set);
}

/* Issue 39: the shipped file records the command and commit that made
 * each network, not one for them all. */
static void test_each_shipped_network_names_its_own_runs(void **state)
{
    (void)state;
    village_learned *set = shipped();
    int named = 0;
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        assert_true(set->has[n]);
        const village_learned_origin *o = &set->origin[n];
        char players[32];
        snprintf(players, sizeof players, " --players %d ", n);
        for (int k = 0; k < o->runs; k++) {
            const village_learned_run *run = &o->run[k];
            if (!strstr(run->command, players))
                fail_msg("run %d of the %d-player network: %s", k, n, run->command);
            assert_string_not_equal(run->commit, "unknown");
            assert_true(run->has_seed);
            assert_non_null(strstr(run->command, " --seed "));
            named++;
        }
        /* The last run ended at the network's count of games. */
        assert_int_equal(o->run[o->runs - 1].games, set->net[n].games);
        assert_true(o->holdout_games > 0 && o->holdout_loss > 0 && o->holdout_loss < log(n));
    }
    assert_true(named >= 3);
    free(set);
}

static void test_the_shipped_weights_give_the_recorded_figures(void **state)
{
    (void)state;
    village_learned *set = shipped();
    int checked = 0;
    for (size_t k = 0; k < sizeof RECORDED / sizeof RECORDED[0]; k++) {
        const recorded *r = &RECORDED[k];
        double win[VILLAGE_MAX_PLAYERS];
        evaluate_probe(set, r, win);
        for (int p = 0; p < r->players; p++)
            if (fabs(win[p] - r->win[p]) > 1e-4)
                fail_msg("players %d seed %llu: seat %d %.6f, recorded %.6f", r->players,
                         (unsigned long long)r->seed, p, win[p], r->win[p]);
        checked++;
    }
    assert_true(checked >= 6);
    free(set);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s ASSETS_FOLDER [SEED | --print-figures]\n", argv[0]);
        return 2;
    }
    assets_dir = argv[1];
    if (argc > 2 && strcmp(argv[2], "--print-figures") == 0) {
        const struct CMUnitTest print[] = {cmocka_unit_test(print_figures)};
        return cmocka_run_group_tests(print, NULL, NULL);
    }
    aifx_seed(argc - 1, argv + 1, 39);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_inputs_read_only_what_the_seat_can_see),
        cmocka_unit_test(test_the_table_inputs_count_free_chronicle_spaces_and_graves),
        cmocka_unit_test(test_every_input_has_a_name_of_its_own),
        cmocka_unit_test(test_the_file_reads_back_exactly),
        cmocka_unit_test(test_a_damaged_file_is_refused_with_a_reason),
        cmocka_unit_test(test_a_version_1_file_is_still_read),
        cmocka_unit_test(test_training_is_reproducible_and_resumable),
        cmocka_unit_test(test_games_of_the_search_are_reproducible),
        cmocka_unit_test(test_each_shipped_network_names_its_own_runs),
        cmocka_unit_test(test_the_shipped_weights_give_the_recorded_figures),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
