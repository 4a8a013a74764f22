/* The AI never uses hidden information: two positions that differ only in
 * the order of the face-down customer pile and the game's RNG get the same
 * decision from the same AI seed, at every level (iteration budgets, so
 * the search is deterministic), expert with a learned evaluation too. */
#include "ai_fixtures.h"

#include <stdlib.h>
#include <string.h>

#include "village/ai_learned.h"

enum { POSITIONS = 60 };

/* The same game with the rest of the pile in another order and another RNG. */
static void reshuffle_hidden(const village_state *s, village_state *out, uint64_t seed)
{
    *out = *s;
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    int first = out->pile_top, n = VILLAGE_CUSTOMERS - first;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)testkit_rng_below(&rng, (uint32_t)(i + 1));
        uint8_t t = out->pile[first + i];
        out->pile[first + i] = out->pile[first + j];
        out->pile[first + j] = t;
    }
    if (n >= 2 && memcmp(out->pile, s->pile, sizeof s->pile) == 0) {
        uint8_t t = out->pile[first]; /* the shuffle left it as it was: swap two */
        out->pile[first] = out->pile[first + 1];
        out->pile[first + 1] = t;
    }
    out->rng.state = s->rng.state ^ (testkit_rng_next(&rng) | 1);
    out->rng.increment = s->rng.increment + 2;
}

static void check_same_decision_with(const village_state *a, const village_state *b, int level,
                                     uint64_t seed, double learned_weight, int style)
{
    village_ai_config cfg = aifx_config(level, seed, 60);
    cfg.style = style;
    if (learned_weight > 0) {
        village_ai_search_tuning_defaults(level, &cfg.search);
        cfg.search.learned_weight = learned_weight;
        cfg.search_tuned = true;
    }
    village_move ma, mb;
    assert_true(village_ai_choose(a, &cfg, NULL, &ma, NULL));
    assert_true(village_ai_choose(b, &cfg, NULL, &mb, NULL));
    if (!village_move_equal(&ma, &mb)) {
        char ta[96], tb[96];
        village_move_format(a, &ma, ta, sizeof ta);
        village_move_format(b, &mb, tb, sizeof tb);
        fail_msg("%s (%s) chose '%s' and '%s' in positions differing only in hidden "
                 "information (seed %llu)",
                 village_ai_level_name(level), village_ai_style_name(style), ta, tb,
                 (unsigned long long)aifx_run_seed);
    }
}

/* Plays on randomly to a position whose moves soon reveal hidden
 * information: a market day (refills from the pile) or the end of a round
 * (the green bag's draws). There a cheating AI would show. */
static void check_same_decision(const village_state *a, const village_state *b, int level,
                                uint64_t seed)
{
    check_same_decision_with(a, b, level, seed, 0.0, VILLAGE_AI_STYLE_BALANCED);
}

static bool advance_to_revealing_position(village_state *s, uint64_t seed)
{
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    for (int d = 0; d < 2000 && !village_game_over(s); d++) {
        if (s->phase == VILLAGE_PHASE_MARKET ||
            (s->phase == VILLAGE_PHASE_TURN && village_cubes_on_board(s) <= 3))
            return true;
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(s, moves);
        assert_true(village_apply(s, &moves[testkit_rng_below(&rng, (uint32_t)n)], NULL));
    }
    return false;
}

static void test_hidden_information_never_changes_a_decision(void **state)
{
    (void)state;
    for (int i = 0; i < POSITIONS; i++) {
        uint64_t seed = aifx_run_seed * 1000 + (uint64_t)i;
        village_state a, b;
        aifx_random_position(&a, 2 + i % 3, seed, 20 + 37 * (i % 10));
        if (!advance_to_revealing_position(&a, seed))
            continue;
        reshuffle_hidden(&a, &b, seed ^ 0xfeedULL);
        assert_true(memcmp(&a.rng, &b.rng, sizeof a.rng) != 0);
        for (int level = 0; level < VILLAGE_AI_LEVELS; level++)
            check_same_decision(&a, &b, level, seed + (uint64_t)level);
    }
}

/* Expert searching with a learned evaluation (a fresh network: what it
 * reads, not what it learnt, is on trial) alone and blended. */
static void test_the_learned_expert_never_uses_hidden_information(void **state)
{
    (void)state;
    village_learned *set = calloc(1, sizeof *set);
    assert_non_null(set);
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        village_learned_net_init(&set->net[n], 16, aifx_run_seed + (uint64_t)n);
        set->has[n] = true;
    }
    village_learned_install(set);
    int checked = 0;
    for (int i = 0; i < POSITIONS / 2; i++) {
        uint64_t seed = aifx_run_seed * 2000 + (uint64_t)i;
        village_state a, b;
        aifx_random_position(&a, 2 + i % 3, seed, 20 + 37 * (i % 10));
        if (!advance_to_revealing_position(&a, seed))
            continue;
        reshuffle_hidden(&a, &b, seed ^ 0xbeefULL);
        check_same_decision_with(&a, &b, VILLAGE_AI_EXPERT, seed, 1.0, VILLAGE_AI_STYLE_BALANCED);
        check_same_decision_with(&a, &b, VILLAGE_AI_EXPERT, seed + 1, 0.5,
                                 VILLAGE_AI_STYLE_BALANCED);
        checked++;
    }
    village_learned_install(NULL);
    free(set);
    assert_true(checked > 5);
}

/* Every style at easy and medium: a plan reads only what its seat knows. */
static void test_styles_never_use_hidden_information(void **state)
{
    (void)state;
    int checked = 0;
    for (int i = 0; i < POSITIONS / 2; i++) {
        uint64_t seed = aifx_run_seed * 1000 + 500 + (uint64_t)i;
        village_state a, b;
        aifx_random_position(&a, 2 + i % 3, seed, 20 + 37 * (i % 10));
        if (!advance_to_revealing_position(&a, seed))
            continue;
        reshuffle_hidden(&a, &b, seed ^ 0x57e1ULL);
        for (int style = 1; style < VILLAGE_AI_STYLES; style++) {
            check_same_decision_with(&a, &b, VILLAGE_AI_EASY, seed, 0.0, style);
            check_same_decision_with(&a, &b, VILLAGE_AI_MEDIUM, seed + 1, 0.0, style);
        }
        checked++;
    }
    assert_true(checked > 0);
}

int main(int argc, char **argv)
{
    aifx_seed(argc, argv, 5);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hidden_information_never_changes_a_decision),
        cmocka_unit_test(test_the_learned_expert_never_uses_hidden_information),
        cmocka_unit_test(test_styles_never_use_hidden_information),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
