/* The analysis behind hints and reviews: deterministic from its seed, blind
 * to hidden information, estimates that make sense, reasons that match the
 * move, reviews that cover every decision with a choice, worker jobs that
 * agree with the synchronous calls, and reason wording in both catalogues. */
#include "ai_fixtures.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "village/ai_learned.h"
#include "village/analyse.h"
#include "village/board.h"

static const char *assets_dir;

static village_analysis_config small_config(uint64_t seed)
{
    return (village_analysis_config){.seed = seed, .iterations = 60, .playouts = 6};
}

/* A whole game's review analyses every decision, so it gets a smaller budget. */
static village_analysis_config review_config(uint64_t seed)
{
    return (village_analysis_config){.seed = seed, .iterations = 24, .playouts = 2};
}

static void analyse(const village_state *s, const village_move *played, uint64_t seed,
                    village_analysis *out)
{
    village_analysis_config cfg = small_config(seed);
    assert_true(village_analyse_decision(s, s->actor, played, &cfg, NULL, out));
}

/* Field by field: structure padding is not part of a result. */
static bool same_estimate(const village_move_estimate *a, const village_move_estimate *b)
{
    return village_move_equal(&a->move, &b->move) && a->win == b->win && a->score == b->score &&
           a->visits == b->visits && a->reason.code == b->reason.code &&
           a->reason.value == b->reason.value;
}

static void assert_same_analysis(const village_analysis *a, const village_analysis *b,
                                 uint64_t seed)
{
    bool same = a->count == b->count && a->has_played == b->has_played &&
                (!a->has_played || same_estimate(&a->played, &b->played)) &&
                same_estimate(&a->reference, &b->reference);
    for (int k = 0; same && k < a->count; k++)
        same = same_estimate(&a->moves[k], &b->moves[k]);
    if (!same)
        fail_msg("two analyses differ (seed %llu)", (unsigned long long)seed);
}

static void assert_same_line(const village_review_line *a, const village_review_line *b)
{
    assert_int_equal(a->move, b->move);
    assert_int_equal(a->actor, b->actor);
    assert_int_equal(a->legal_moves, b->legal_moves);
    assert_true(village_move_equal(&a->played, &b->played));
    assert_true(village_move_equal(&a->best, &b->best));
    assert_true(a->win_played == b->win_played && a->win_best == b->win_best);
    assert_true(a->score_played == b->score_played && a->score_best == b->score_best);
    assert_int_equal(a->reason_best.code, b->reason_best.code);
    assert_int_equal(a->reason_best.value, b->reason_best.value);
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        assert_true(a->win_after[p] == b->win_after[p]);
}

/* Same position and seed: the same analysis, to the last bit. */
static void test_analysis_is_deterministic(void **unused)
{
    (void)unused;
    for (int i = 0; i < 8; i++) {
        uint64_t seed = aifx_run_seed + (uint64_t)i;
        village_state s;
        aifx_random_position(&s, 2 + i % 3, seed, 20 + 13 * i);
        if (village_game_over(&s))
            continue;
        village_analysis a, b;
        analyse(&s, NULL, seed, &a);
        analyse(&s, NULL, seed, &b);
        assert_same_analysis(&a, &b, seed);
    }
}

/* The analysis sees only what the deciding player may know: positions that
 * differ only in the pile order and the RNG get the same analysis. */
static void test_analysis_ignores_hidden_information(void **unused)
{
    (void)unused;
    for (int i = 0; i < 8; i++) {
        uint64_t seed = aifx_run_seed + 100 + (uint64_t)i;
        village_state s, other;
        aifx_random_position(&s, 2 + i % 3, seed, 30 + 11 * i);
        if (village_game_over(&s))
            continue;
        other = s;
        village_redeal_hidden(&other, seed ^ 0xdeadbeefULL);
        other.rng.increment += 2;
        village_analysis a, b;
        analyse(&s, NULL, seed, &a);
        analyse(&other, NULL, seed, &b);
        assert_same_analysis(&a, &b, seed);
    }
}

/* Legal moves, chances between 0 and 1, the best chance first, the played
 * move estimated and never better than the best. */
static void test_estimates_make_sense(void **unused)
{
    (void)unused;
    for (int i = 0; i < 10; i++) {
        uint64_t seed = aifx_run_seed + 200 + (uint64_t)i;
        village_state s;
        aifx_random_position(&s, 2 + i % 3, seed, 15 + 17 * i);
        if (village_game_over(&s))
            continue;
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(&s, moves);
        const village_move *played = &moves[n - 1];
        village_analysis a;
        analyse(&s, played, seed, &a);
        assert_int_equal(a.actor, s.actor);
        assert_int_equal(a.legal_moves, n);
        assert_int_equal(a.count, n < VILLAGE_ANALYSIS_CANDIDATES ? n : 3);
        for (int k = 0; k < a.count; k++) {
            aifx_assert_legal(&s, &a.moves[k].move);
            assert_true(a.moves[k].win >= 0.0 && a.moves[k].win <= 1.0);
            assert_true(a.moves[k].reason.code >= 0 &&
                        a.moves[k].reason.code < VILLAGE_REASON_CODES);
            if (k > 0) /* by the chance shown (test_hint_order: every position) */
                assert_true(village_win_percent(a.moves[k].win) <=
                            village_win_percent(a.moves[k - 1].win));
        }
        assert_true(a.has_played);
        assert_true(village_move_equal(&a.played.move, played));
        assert_true(village_win_percent(a.played.win) <= village_win_percent(a.moves[0].win));
        double total = 0;
        for (int p = 0; p < s.num_players; p++)
            total += a.win_after_played[p];
        assert_true(total > 0.999 && total < 1.001);
    }
}

/* A hint for someone who is not deciding, or an illegal played move: refused. */
static void test_wrong_seat_or_move_is_refused(void **unused)
{
    (void)unused;
    village_state s;
    aifx_random_position(&s, 3, aifx_run_seed, 10);
    village_analysis_config cfg = small_config(1);
    village_analysis a;
    assert_false(village_analyse_decision(&s, (s.actor + 1) % 3, NULL, &cfg, NULL, &a));
    village_move bogus = {.kind = VILLAGE_MOVE_MASS_BUY, .member = 3};
    assert_false(village_analyse_decision(&s, s.actor, &bogus, &cfg, NULL, &a));
}

/* Reasons follow what the move changes: on a market day each sale names
 * its customer's points, and passing keeps the goods. */
static void test_reasons_name_the_customer(void **unused)
{
    (void)unused;
    village_state s;
    assert_true(village_new_game(&s, 2, 9, 0));
    int tile = s.stalls[0];
    const village_customer *c = &village_board_data.customers[tile];
    for (int g = 0; g < VILLAGE_GOODS; g++)
        s.players[0].goods[g] = c->goods[g];
    s.players[0].grain = c->grain;
    s.phase = VILLAGE_PHASE_MARKET;
    s.market_open = 1;
    s.market_starter = 0;
    char why[256];
    if (!village_check_invariants(&s, why, sizeof why))
        fail_msg("fixture: %s", why);
    village_move moves[VILLAGE_MAX_MOVES], pass = {0};
    int n = village_legal_moves(&s, moves);
    for (int i = 0; i < n; i++)
        if (moves[i].kind == VILLAGE_MOVE_PASS)
            pass = moves[i];
    assert_int_equal(pass.kind, VILLAGE_MOVE_PASS);
    village_analysis a;
    analyse(&s, &pass, 5, &a);
    int serves = 0;
    for (int k = 0; k < a.count; k++)
        if (a.moves[k].move.kind == VILLAGE_MOVE_SERVE && a.moves[k].move.where == 0) {
            assert_int_equal(a.moves[k].reason.code, VILLAGE_REASON_SERVES_CUSTOMER);
            assert_int_equal(a.moves[k].reason.value, c->points);
            serves++;
        }
    assert_true(serves > 0);
    assert_int_equal(a.played.reason.code, VILLAGE_REASON_KEEPS_RESOURCES);
    char text[160];
    village_reason_english(&(village_reason){VILLAGE_REASON_SERVES_CUSTOMER, 6}, text, sizeof text);
    assert_string_equal(text, "serves a customer: 6 points at the end");
}

static int choices_in(const village_state *start, const village_move *moves, size_t n, int seat)
{
    village_state s = *start;
    int count = 0;
    for (size_t i = 0; i < n; i++) {
        village_move legal[VILLAGE_MAX_MOVES];
        count += (seat < 0 || s.actor == seat) && village_legal_moves(&s, legal) > 1;
        village_apply(&s, &moves[i], NULL);
    }
    return count;
}

/* A short game played at random. */
static size_t random_game(village_state *start, village_move *moves, size_t max, uint64_t seed)
{
    assert_true(village_new_game(start, 3, seed, 0));
    village_state s = *start;
    size_t n = 0;
    uint64_t r = seed;
    while (n < max && !village_game_over(&s)) {
        village_move legal[VILLAGE_MAX_MOVES];
        int k = village_legal_moves(&s, legal);
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        moves[n] = legal[(r >> 33) % (uint64_t)k];
        village_apply(&s, &moves[n++], NULL);
    }
    return n;
}

static void count_progress(void *context, size_t done, size_t total)
{
    size_t *calls = context;
    assert_true(done <= total);
    (*calls)++;
}

/* A review has one line per decision with a choice (of the seat asked
 * for), is the same twice, and its mean losses are the lines' mean. */
static void test_review_covers_every_choice(void **unused)
{
    (void)unused;
    village_state start;
    village_move moves[80];
    size_t n = random_game(&start, moves, 80, aifx_run_seed + 300);
    village_analysis_config cfg = review_config(3);
    village_review a, b;
    size_t calls = 0;
    assert_true(village_review_game(&start, moves, n, -1, &cfg, NULL, count_progress, &calls, &a));
    assert_int_equal(a.count, (size_t)choices_in(&start, moves, n, -1));
    assert_int_equal(calls, a.count);
    assert_true(village_review_game(&start, moves, n, 1, &cfg, NULL, NULL, NULL, &b));
    assert_int_equal(b.count, (size_t)choices_in(&start, moves, n, 1));
    for (size_t i = 0; i < b.count; i++)
        assert_int_equal(b.lines[i].actor, 1);
    /* The same decisions, analysed alike, whichever seat was asked for. */
    size_t j = 0;
    for (size_t i = 0; i < a.count && j < b.count; i++)
        if (a.lines[i].move == b.lines[j].move) {
            assert_same_line(&a.lines[i], &b.lines[j]);
            j++;
        }
    assert_int_equal(j, b.count);
    double loss = 0;
    for (size_t i = 0; i < b.count; i++) {
        /* Best first by the chance shown; within a percent, by points. */
        assert_true(village_win_percent(b.lines[i].win_best) >=
                    village_win_percent(b.lines[i].win_played));
        if (b.lines[i].win_best > b.lines[i].win_played)
            loss += b.lines[i].win_best - b.lines[i].win_played;
    }
    assert_true(b.decisions[1] == (int)b.count);
    if (b.count)
        assert_true(b.mean_loss[1] > loss / (double)b.count - 1e-9 &&
                    b.mean_loss[1] < loss / (double)b.count + 1e-9);
    village_review_free(&a);
    village_review_free(&b);
}

/* A review has a point at every turn's end (and after the last move), in
 * order; where a turn ends on an analysed decision the point is that
 * decision's estimate; every point's chances add up to 1. */
static void test_review_has_a_point_per_turn(void **unused)
{
    (void)unused;
    village_state start;
    village_move moves[90];
    size_t n = random_game(&start, moves, 90, aifx_run_seed + 350);
    village_analysis_config cfg = review_config(5);
    village_review r;
    assert_true(village_review_game(&start, moves, n, 0, &cfg, NULL, NULL, NULL, &r));
    village_state s = start;
    size_t turn = 0, line = 0, reused = 0;
    for (size_t i = 0; i < n; i++) {
        village_state before = s;
        village_apply(&s, &moves[i], NULL);
        if (!village_ends_turn(&before, &s) && i + 1 < n)
            continue;
        assert_true(turn < r.turn_count);
        assert_int_equal(r.turns[turn].move, i + 1);
        double sum = 0;
        for (int p = 0; p < start.num_players; p++) {
            assert_true(r.turns[turn].win[p] >= 0.0 && r.turns[turn].win[p] <= 1.0);
            sum += r.turns[turn].win[p];
        }
        assert_true(sum > 1.0 - 1e-9 && sum < 1.0 + 1e-9);
        while (line < r.count && r.lines[line].move < i + 1)
            line++;
        if (line < r.count && r.lines[line].move == i + 1) {
            assert_memory_equal(r.turns[turn].win, r.lines[line].win_after,
                                sizeof r.turns[turn].win);
            reused++;
        }
        turn++;
    }
    assert_int_equal(r.turn_count, turn);
    assert_true(turn > 10);
    assert_true(reused > 0);
    village_review_free(&r);
}

/* A cancelled review stops and says so. */
static void test_review_can_be_cancelled(void **unused)
{
    (void)unused;
    village_state start;
    village_move moves[60];
    size_t n = random_game(&start, moves, 60, aifx_run_seed + 400);
    village_analysis_config cfg = small_config(3);
    volatile int cancel = 1;
    village_review r;
    assert_true(village_review_game(&start, moves, n, -1, &cfg, &cancel, NULL, NULL, &r));
    assert_true(r.cancelled);
    assert_int_equal(r.count, 0);
    village_review_free(&r);
}

/* The worker jobs give what the synchronous calls give. */
static void test_jobs_match_synchronous_calls(void **unused)
{
    (void)unused;
    village_state s;
    aifx_random_position(&s, 4, aifx_run_seed + 500, 40);
    village_analysis_config cfg = small_config(11);
    village_analysis sync, async;
    assert_true(village_analyse_decision(&s, s.actor, NULL, &cfg, NULL, &sync));
    village_analysis_job *job = village_hint_start(&s, s.actor, &cfg);
    assert_non_null(job);
    bool ok = false;
    village_review wrong_kind;
    while (!village_hint_poll(job, &ok, &async))
        assert_false(village_review_poll(job, NULL, &wrong_kind));
    assert_true(ok);
    assert_same_analysis(&sync, &async, 11);
    assert_true(village_analysis_progress(job) == 1.0);
    village_analysis_free(job);

    village_state start;
    village_move moves[50];
    size_t n = random_game(&start, moves, 50, aifx_run_seed + 600);
    cfg = review_config(11);
    village_review expect, got;
    assert_true(village_review_game(&start, moves, n, -1, &cfg, NULL, NULL, NULL, &expect));
    job = village_review_start(&start, moves, n, -1, &cfg);
    assert_non_null(job);
    while (!village_review_poll(job, &ok, &got)) {
        double progress = village_analysis_progress(job);
        assert_true(progress >= 0.0 && progress <= 1.0);
    }
    assert_true(ok);
    assert_int_equal(got.count, expect.count);
    for (size_t i = 0; i < got.count; i++)
        assert_same_line(&got.lines[i], &expect.lines[i]);
    assert_int_equal(got.turn_count, expect.turn_count);
    assert_memory_equal(got.turns, expect.turns, got.turn_count * sizeof *got.turns);
    village_review_free(&got);
    village_review_free(&expect);
    village_analysis_free(job);

    /* Cancelled at once: still finishes, and frees cleanly. */
    job = village_review_start(&start, moves, n, -1, &cfg);
    assert_non_null(job);
    village_analysis_cancel(job);
    village_analysis_free(job);
}

/* Every reason has a name, English wording and a key in every catalogue
 * (or a counted pair, <key>.one and <key>.other). */
static void test_reasons_are_in_both_catalogues(void **unused)
{
    (void)unused;
    static const char *const languages[] = {"en", "es", "de"};
    for (size_t l = 0; l < sizeof languages / sizeof *languages; l++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/i18n/%s.txt", assets_dir, languages[l]);
        FILE *f = fopen(path, "rb");
        if (!f)
            fail_msg("cannot open %s", path);
        static char text[1 << 20];
        size_t len = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        text[len] = '\0';
        for (int code = 0; code < VILLAGE_REASON_CODES; code++) {
            char key[96];
            const char *name = village_reason_name(code);
            int k = snprintf(key, sizeof key, "\nreason.");
            for (const char *c = name; *c; c++)
                key[k++] = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
            key[k] = '\0';
            /* One wording, or a counted one with both numbers (i18n_plural). */
            char plain[120], one[120], other[120];
            snprintf(plain, sizeof plain, "%s = ", key);
            snprintf(one, sizeof one, "%s.one = ", key);
            snprintf(other, sizeof other, "%s.other = ", key);
            if (!strstr(text, plain) && !(strstr(text, one) && strstr(text, other)))
                fail_msg("%s lacks the key%s (or its .one and .other)", path, key);
            if (strstr(text, plain) && strstr(text, one))
                fail_msg("%s has the key%s both plain and counted", path, key);
            char english[160];
            village_reason_english(&(village_reason){code, 2}, english, sizeof english);
            assert_true(strlen(english) > 0);
        }
    }
    assert_string_equal(village_reason_name(VILLAGE_REASON_CODES), "UNKNOWN");
}

/* A position of a seeded random game where the actor has a choice. */
static void position_with_a_choice(village_state *s, int players, uint64_t seed)
{
    aifx_random_position(s, players, seed, 40);
    village_move moves[VILLAGE_MAX_MOVES];
    while (!village_game_over(s) && village_legal_moves(s, moves) < 2)
        assert_true(village_apply(s, &moves[0], NULL));
    assert_false(village_game_over(s));
}

static bool any_estimate_differs(const village_analysis *a, const village_analysis *b)
{
    if (a->count != b->count)
        return true;
    for (int k = 0; k < a->count; k++)
        if (!same_estimate(&a->moves[k], &b->moves[k]))
            return true;
    return false;
}

/* Hints and reviews search and weigh moves with the learned evaluation
 * in 2- and 3-player games (issue 39); in 4 players, and with no set
 * installed (a missing or damaged file installs none), they are hard's
 * search alone, without a word to the player: a player following the
 * 4-player blend's hints did worse (docs/analysis.md). */
static void test_analysis_uses_the_learned_evaluation_in_2_and_3_players(void **unused)
{
    (void)unused;
    village_learned *set = aifx_shipped_learned(assets_dir);
    for (int players = 2; players <= 4; players++) {
        village_state s;
        position_with_a_choice(&s, players, aifx_run_seed + 390 + (uint64_t)players);
        village_move moves[VILLAGE_MAX_MOVES];
        village_legal_moves(&s, moves);
        village_analysis alone, learned, again;
        village_learned_install(NULL);
        analyse(&s, &moves[1], 39, &alone);
        village_learned_install(set);
        analyse(&s, &moves[1], 39, &learned);
        village_learned_install(NULL);
        analyse(&s, &moves[1], 39, &again);
        assert_same_analysis(&alone, &again, 39);
        if (players <= 3)
            assert_true(any_estimate_differs(&alone, &learned));
        else
            assert_same_analysis(&alone, &learned, 39);
    }
    free(set);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s ASSETS_FOLDER [SEED]\n", argv[0]);
        return 2;
    }
    assets_dir = argv[1];
    aifx_seed(argc - 1, argv + 1, 1414);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_analysis_is_deterministic),
        cmocka_unit_test(test_analysis_ignores_hidden_information),
        cmocka_unit_test(test_estimates_make_sense),
        cmocka_unit_test(test_wrong_seat_or_move_is_refused),
        cmocka_unit_test(test_reasons_name_the_customer),
        cmocka_unit_test(test_review_covers_every_choice),
        cmocka_unit_test(test_review_has_a_point_per_turn),
        cmocka_unit_test(test_review_can_be_cancelled),
        cmocka_unit_test(test_jobs_match_synchronous_calls),
        cmocka_unit_test(test_reasons_are_in_both_catalogues),
        cmocka_unit_test(test_analysis_uses_the_learned_evaluation_in_2_and_3_players),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
