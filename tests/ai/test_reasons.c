/* Hint reasons against the game (issue 43): each reason a move is given
 * must follow from the events of that move or of the decisions of the same
 * player it leads to. Positions come from seeded random games; a failure
 * prints the seed, the position's move and the reason. The hints
 * themselves are checked too with the shipped learned evaluation
 * installed, as the game and the CLI install it: in 2-player games the
 * analysis then searches with it (issue 39). */
#include "ai_fixtures.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analyse_internal.h"
#include "testkit_rng.h"
#include "village/ai_learned.h"
#include "village/board.h"

static const char *assets_dir;

/* How many decisions after the move a reason may rest on (a council step,
 * its privilege, the cubes chosen): the analysis's own depth. */
enum { LOOK_AHEAD = 2 };

typedef struct step {
    village_state after;
    village_events events;
} step;

/* Whether the player's next decision is still part of what the move began
 * (its action, the privilege, the cubes chosen, its market day), not the
 * next turn, a mass or a death. */
static bool same_turn_follows(const village_state *at, int p)
{
    if (village_game_over(at) || at->actor != p)
        return false;
    return at->phase == VILLAGE_PHASE_ACTION || at->phase == VILLAGE_PHASE_CHOOSE_CUBES ||
           at->phase == VILLAGE_PHASE_PRIVILEGE || at->phase == VILLAGE_PHASE_MARKET;
}

static void play_step(const village_state *s, const village_move *m, step *out)
{
    out->after = *s;
    assert_true(village_apply(&out->after, m, &out->events));
}

static int sum_for(const village_events *e, int kind, int player, bool positive_only)
{
    int sum = 0;
    for (int i = 0; i < e->count; i++) {
        const village_event *ev = &e->items[i];
        if (ev->kind == kind && ev->player == player && (!positive_only || ev->amount > 0))
            sum += ev->amount;
    }
    return sum;
}

static bool has_event(const village_events *e, int kind, int player)
{
    for (int i = 0; i < e->count; i++)
        if (e->items[i].kind == kind && (player < 0 || e->items[i].player == player))
            return true;
    return false;
}

static int cubes_gained(const village_events *e, int player)
{
    int n = sum_for(e, VILLAGE_EV_CUBES_GAINED, player, true);
    for (int i = 0; i < e->count; i++)
        n += e->items[i].kind == VILLAGE_EV_CUBE_TAKEN && e->items[i].player == player &&
             e->items[i].b != VILLAGE_PLAGUE;
    return n;
}

static bool member_moved(const village_events *e, int player, int from, int to, int to_spot)
{
    for (int i = 0; i < e->count; i++) {
        const village_event *ev = &e->items[i];
        if (ev->kind == VILLAGE_EV_MEMBER_MOVED && ev->player == player &&
            (from < 0 || ev->from_place == from) && (to < 0 || ev->to_place == to) &&
            (to_spot < 0 || ev->to_spot == to_spot))
            return true;
    }
    return false;
}

static bool church_event(const village_events *e)
{
    for (int i = 0; i < e->count; i++) {
        const village_event *ev = &e->items[i];
        bool member = ev->kind == VILLAGE_EV_MEMBER_MOVED || ev->kind == VILLAGE_EV_MEMBER_DIED;
        if ((member &&
             (ev->to_place == VILLAGE_BLACK_BAG || ev->from_place == VILLAGE_BLACK_BAG ||
              ev->to_place == VILLAGE_CHURCH_WINDOW || ev->from_place == VILLAGE_CHURCH_WINDOW)) ||
            ev->kind == VILLAGE_EV_MASS_BOUGHT || ev->kind == VILLAGE_EV_MASS_DRAWN ||
            ev->kind == VILLAGE_EV_MASS_PROMOTED)
            return true;
    }
    return false;
}

/* Anything the player gains at once: what BEST_OUTLOOK says there is none of. */
static bool gains_something(const village_events *e, int p)
{
    return cubes_gained(e, p) > 0 || sum_for(e, VILLAGE_EV_GOOD_CHANGED, p, true) > 0 ||
           sum_for(e, VILLAGE_EV_GRAIN_CHANGED, p, true) > 0 ||
           sum_for(e, VILLAGE_EV_COINS_CHANGED, p, true) > 0 ||
           has_event(e, VILLAGE_EV_PRESTIGE, p) || has_event(e, VILLAGE_EV_MARKER_PLACED, p) ||
           has_event(e, VILLAGE_EV_CUSTOMER_SERVED, p) ||
           has_event(e, VILLAGE_EV_NEXT_START_TAKEN, p);
}

/* Whether one move's own events show what the reason says. */
static bool step_shows(const village_events *e, const village_reason *r, int p)
{
    int v = r->value;
    switch (r->code) {
    case VILLAGE_REASON_SERVES_CUSTOMER:
        for (int i = 0; i < e->count; i++)
            if (e->items[i].kind == VILLAGE_EV_CUSTOMER_SERVED && e->items[i].player == p &&
                village_board_data.customers[e->items[i].b].points == v)
                return true;
        return false;
    case VILLAGE_REASON_SECURES_CHURCH_MAJORITY:
        return church_event(e);
    case VILLAGE_REASON_MARKS_CITY:
        return has_event(e, VILLAGE_EV_MARKER_PLACED, p);
    case VILLAGE_REASON_CLIMBS_COUNCIL:
        return member_moved(e, p, -1, VILLAGE_COUNCIL_CHAMBER, v - 1);
    case VILLAGE_REASON_GAINS_PRESTIGE:
        return v > 0 && sum_for(e, VILLAGE_EV_PRESTIGE, p, false) == v;
    case VILLAGE_REASON_TRAINS_CRAFTSMAN:
        return member_moved(e, p, -1, VILLAGE_CRAFT, v);
    case VILLAGE_REASON_MAKES_GOOD:
        for (int i = 0; i < e->count; i++)
            if (e->items[i].kind == VILLAGE_EV_GOOD_CHANGED && e->items[i].player == p &&
                e->items[i].a == v && e->items[i].amount > 0)
                return true;
        return false;
    case VILLAGE_REASON_HARVESTS_GRAIN:
        return v > 0 && sum_for(e, VILLAGE_EV_GRAIN_CHANGED, p, true) == v;
    case VILLAGE_REASON_GROWS_FAMILY:
        return member_moved(e, p, VILLAGE_UNBORN, VILLAGE_FARMYARD, -1);
    case VILLAGE_REASON_ENTERS_CHURCH:
        return member_moved(e, p, -1, VILLAGE_BLACK_BAG, -1);
    case VILLAGE_REASON_GAINS_COINS:
        return v > 0 && sum_for(e, VILLAGE_EV_COINS_CHANGED, p, true) == v;
    case VILLAGE_REASON_GAINS_CUBES:
        return v > 0 && cubes_gained(e, p) == v;
    case VILLAGE_REASON_TAKES_START_MARKER:
        return has_event(e, VILLAGE_EV_NEXT_START_TAKEN, p);
    case VILLAGE_REASON_BUYS_FROM_BAG:
        return has_event(e, VILLAGE_EV_MASS_BOUGHT, p);
    case VILLAGE_REASON_MOVES_UP_CHURCH:
        return has_event(e, VILLAGE_EV_MASS_PROMOTED, p);
    case VILLAGE_REASON_BRINGS_MEMBER_HOME:
        for (int i = 0; i < e->count; i++) {
            const village_event *ev = &e->items[i];
            if (ev->kind == VILLAGE_EV_MEMBER_MOVED && ev->player == p &&
                ev->to_place == VILLAGE_FARMYARD && ev->from_place != VILLAGE_UNBORN)
                return true;
        }
        return false;
    default:
        return false;
    }
}

/* Some way on from 'at' (the player's own next decisions, up to the depth)
 * where one move's events show the reason. */
static bool shown_on(const village_state *at, const village_events *e, const village_reason *r,
                     int p, int depth)
{
    if (step_shows(e, r, p))
        return true;
    if (depth >= LOOK_AHEAD || !same_turn_follows(at, p))
        return false;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(at, moves);
    for (int i = 0; i < n; i++) {
        step next;
        play_step(at, &moves[i], &next);
        if (shown_on(&next.after, &next.events, r, p, depth + 1))
            return true;
    }
    return false;
}

/* Some way on from 'at' along which the player gains nothing at once. */
static bool nothing_gained_on(const village_state *at, const village_events *e, int p, int depth)
{
    if (gains_something(e, p))
        return false;
    if (depth >= LOOK_AHEAD || !same_turn_follows(at, p))
        return true;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(at, moves);
    for (int i = 0; i < n; i++) {
        step next;
        play_step(at, &moves[i], &next);
        if (nothing_gained_on(&next.after, &next.events, p, depth + 1))
            return true;
    }
    return n == 0;
}

static bool only_skip_follows(const village_state *after, int p)
{
    if (village_game_over(after) || after->actor != p || after->phase != VILLAGE_PHASE_ACTION)
        return false;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(after, moves);
    for (int i = 0; i < n; i++)
        if (moves[i].kind != VILLAGE_MOVE_SKIP)
            return false;
    return true;
}

static bool is_council_move(const village_move *m)
{
    return (m->kind >= VILLAGE_MOVE_COUNCIL_ENTER && m->kind <= VILLAGE_MOVE_COUNCIL_PRIVILEGE) ||
           m->kind == VILLAGE_MOVE_PRIVILEGE;
}

/* Whether the move's events (and its own follow-ups') bear the reason out. */
static bool reason_holds(const village_state *s, const village_move *m, const village_move *other,
                         const village_reason *r)
{
    int p = s->actor;
    step first;
    play_step(s, m, &first);
    const village_events *e = &first.events;
    switch (r->code) {
    case VILLAGE_REASON_DELAYS_DEATH: {
        step alternative;
        play_step(s, other, &alternative);
        return r->value > 0 && sum_for(&alternative.events, VILLAGE_EV_TIME_SPENT, p, false) -
                                       sum_for(e, VILLAGE_EV_TIME_SPENT, p, false) ==
                                   r->value;
    }
    case VILLAGE_REASON_TAKES_ACTION:
        if (has_event(e, VILLAGE_EV_ACTION_SKIPPED, p))
            return false;
        if (is_council_move(m))
            return r->value == VILLAGE_COUNCIL;
        for (int i = 0; i < e->count; i++)
            if (e->items[i].kind == VILLAGE_EV_ACTION_CHOSEN && e->items[i].player == p &&
                e->items[i].a == r->value)
                return !only_skip_follows(&first.after, p);
        return false;
    case VILLAGE_REASON_KEEPS_RESOURCES:
        return (m->kind == VILLAGE_MOVE_PASS || m->kind == VILLAGE_MOVE_SKIP ||
                m->kind == VILLAGE_MOVE_DONE) &&
               !has_event(e, VILLAGE_EV_CUBES_PAID, p) && !has_event(e, VILLAGE_EV_TIME_SPENT, p);
    case VILLAGE_REASON_BEST_OUTLOOK:
        return nothing_gained_on(&first.after, e, p, 0);
    default:
        return shown_on(&first.after, e, r, p, 0);
    }
}

typedef struct sweep {
    long checked[VILLAGE_REASON_CODES];
    long cube_then_skip;   /* a cube taken for an action that cannot be done */
    long second_privilege; /* the privilege that gives 2 cubes */
} sweep;

static void check_position(const village_state *s, sweep *sw)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    if (n < 2)
        return;
    for (int i = 0; i < n; i++) {
        village_reason r = ai_analyse_reason(s, &moves[i], &moves[0], 37.0);
        if (!reason_holds(s, &moves[i], &moves[0], &r)) {
            char move[96], words[160];
            village_move_format(s, &moves[i], move, sizeof move);
            village_reason_english(&r, words, sizeof words);
            fail_msg("'%s' (round %d, phase %s) was given the reason %s (%s), which its events "
                     "do not bear out; seed %llu",
                     move, s->round, village_phase_name(s->phase), village_reason_name(r.code),
                     words, (unsigned long long)aifx_run_seed);
        }
        sw->checked[r.code]++;
        step first;
        play_step(s, &moves[i], &first);
        sw->cube_then_skip +=
            (moves[i].kind == VILLAGE_MOVE_TAKE_CUBE || moves[i].kind == VILLAGE_MOVE_WELL) &&
            only_skip_follows(&first.after, s->actor);
        sw->second_privilege += moves[i].kind == VILLAGE_MOVE_PRIVILEGE && moves[i].where == 2;
    }
}

static void test_every_reason_follows_from_events(void **unused)
{
    (void)unused;
    sweep sw = {0};
    testkit_rng rng;
    testkit_rng_seed(&rng, aifx_run_seed);
    for (int game = 0; game < 24; game++) {
        village_state s;
        assert_true(village_new_game(&s, 2 + game % 3, aifx_run_seed + (uint64_t)game, 0));
        for (int d = 0; d < 2000 && !village_game_over(&s); d++) {
            if (testkit_rng_below(&rng, 3) == 0)
                check_position(&s, &sw);
            village_move moves[VILLAGE_MAX_MOVES];
            int n = village_legal_moves(&s, moves);
            assert_true(village_apply(&s, &moves[testkit_rng_below(&rng, (uint32_t)n)], NULL));
        }
    }
    /* The sweep met the kinds of move issue 43 reported and the reasons
     * that need more than one event to judge. */
    printf("cube then only a skip %ld, second privilege %ld\n", sw.cube_then_skip,
           sw.second_privilege);
    assert_true(sw.cube_then_skip > 0);
    assert_true(sw.second_privilege > 0);
    static const int common[] = {VILLAGE_REASON_SERVES_CUSTOMER, VILLAGE_REASON_MARKS_CITY,
                                 VILLAGE_REASON_CLIMBS_COUNCIL,  VILLAGE_REASON_MAKES_GOOD,
                                 VILLAGE_REASON_HARVESTS_GRAIN,  VILLAGE_REASON_GAINS_CUBES,
                                 VILLAGE_REASON_TAKES_ACTION,    VILLAGE_REASON_KEEPS_RESOURCES,
                                 VILLAGE_REASON_BEST_OUTLOOK,    VILLAGE_REASON_DELAYS_DEATH};
    for (size_t k = 0; k < sizeof common / sizeof *common; k++) {
        printf("%-26s %ld\n", village_reason_name(common[k]), sw.checked[common[k]]);
        assert_true(sw.checked[common[k]] > 0);
    }
}

static void fail_reason(const village_state *s, const village_move *m, const village_reason *r,
                        const char *where)
{
    char move[96], words[160];
    village_move_format(s, m, move, sizeof move);
    village_reason_english(r, words, sizeof words);
    fail_msg("the hint's %s '%s' (round %d) was given the reason %s (%s), which its events do "
             "not bear out; seed %llu",
             where, move, s->round, village_reason_name(r->code), words,
             (unsigned long long)aifx_run_seed);
}

/* Every line of a hint (and the review's best and played move) as the
 * analysis gives them with the learned evaluation searching: each reason
 * against the events, on the view the analysis reasoned on, each compared
 * with the move the analysis compared it with. */
static void check_hint(const village_state *s, const village_move *played, uint64_t seed)
{
    village_analysis_config cfg = {.seed = seed, .iterations = 120, .playouts = 6};
    village_analysis a;
    assert_true(village_analyse_decision(s, s->actor, played, &cfg, NULL, &a));
    village_state seen;
    ai_analysis_view(s, seed, &seen);
    for (int k = 0; k < a.count; k++) {
        const village_move *other = a.count < 2 ? NULL
                                    : k == 0    ? &a.moves[1].move
                                                : &a.moves[0].move;
        if (!reason_holds(&seen, &a.moves[k].move, other ? other : &a.moves[k].move,
                          &a.moves[k].reason))
            fail_reason(&seen, &a.moves[k].move, &a.moves[k].reason, "line");
    }
    if (a.has_played && !reason_holds(&seen, &a.played.move, &a.reference.move, &a.played.reason))
        fail_reason(&seen, &a.played.move, &a.played.reason, "played move");
}

static void test_hint_reasons_follow_from_events_with_learned_on(void **unused)
{
    (void)unused;
    village_learned *set = aifx_shipped_learned(assets_dir);
    village_learned_install(set);
    testkit_rng rng;
    testkit_rng_seed(&rng, aifx_run_seed ^ 0x1ea4ed);
    int hints = 0;
    for (int game = 0; game < 2; game++) {
        village_state s;
        assert_true(village_new_game(&s, 2, aifx_run_seed + 100 + (uint64_t)game, 0));
        for (int d = 0; d < 2000 && !village_game_over(&s); d++) {
            village_move moves[VILLAGE_MAX_MOVES];
            int n = village_legal_moves(&s, moves);
            const village_move *played = &moves[testkit_rng_below(&rng, (uint32_t)n)];
            if (n > 1 && testkit_rng_below(&rng, 10) == 0) {
                check_hint(&s, played, aifx_run_seed + (uint64_t)d);
                hints++;
            }
            assert_true(village_apply(&s, played, NULL));
        }
    }
    printf("hints checked with the learned evaluation: %d\n", hints);
    assert_true(hints > 10);
    village_learned_install(NULL);
    free(set);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s ASSETS_FOLDER [SEED]\n", argv[0]);
        return 2;
    }
    assets_dir = argv[1];
    aifx_seed(argc - 1, argv + 1, 4305);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_reason_follows_from_events),
        cmocka_unit_test(test_hint_reasons_follow_from_events_with_learned_on),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
