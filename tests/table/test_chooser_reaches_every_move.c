/* The chooser held to the rules, as a property: at random positions of 2, 3
 * and 4 player games (every kind of decision), walking every option of the
 * table model's step tree reaches every move village_legal_moves lists exactly
 * once (a pair of two cube colours once per picking order) and nothing else;
 * a move that spends something is decided only by a click on its last step;
 * each row holds each step once, in slot order; back returns to the row it
 * left. Positions come from random legal play (the test kit's generator).
 * Usage: test_chooser_reaches_every_move [positions] [seed]; or the
 * environment variables VILLAGE_CHOOSER_POSITIONS and VILLAGE_TEST_SEED. A
 * failure prints the seed of its game, which replays it. */
#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "table/table.h"
#include "testkit_rng.h"
#include "village/village.h"

static long positions_wanted = 10000;
static uint64_t first_seed = 1;
static long leaves_walked; /* for the summary: how much was checked */

typedef struct walk {
    const village_state *s;
    village_move legal[VILLAGE_MAX_MOVES];
    int legal_count;
    int reached[VILLAGE_MAX_MOVES];
    char why[512];
} walk;

static bool failed(walk *w, const char *why, const table_chooser *c)
{
    char keys[256] = "";
    size_t n = 0;
    for (int k = 0; k < c->depth && n < sizeof keys; k++) {
        char key[TABLE_KEY_MAX];
        table_step_key(&c->chosen[k], key, sizeof key);
        n += (size_t)snprintf(keys + n, sizeof keys - n, "%s%s", k ? " > " : "", key);
    }
    snprintf(w->why, sizeof w->why, "%s (phase %s, steps: %s)", why,
             village_phase_name(w->s->phase), keys);
    return false;
}

static int legal_index(const walk *w, const village_move *m)
{
    for (int i = 0; i < w->legal_count; i++)
        if (village_move_equal(&w->legal[i], m))
            return i;
    return -1;
}

static bool row_is_sound(walk *w, const table_chooser *c)
{
    if (c->option_count == 0)
        return failed(w, "a row with no option", c);
    int enabled = 0;
    for (int o = 0; o < c->option_count; o++) {
        const table_option *opt = &c->options[o];
        if (o > 0 && table_step_order(&c->options[o - 1].step, &opt->step) >= 0)
            return failed(w, "a row out of slot order, or a step twice in it", c);
        if (opt->enabled != (opt->path >= 0))
            return failed(w, "an option enabled without a path, or disabled with one", c);
        enabled += opt->enabled;
    }
    if (enabled == 0)
        return failed(w, "a row with no enabled option", c);
    return true;
}

static bool same_row(const table_chooser *x, const table_chooser *y)
{
    if (x->option_count != y->option_count || x->depth != y->depth)
        return false;
    for (int o = 0; o < x->option_count; o++)
        if (!table_step_same(&x->options[o].step, &y->options[o].step) ||
            x->options[o].enabled != y->options[o].enabled)
            return false;
    return true;
}

static bool explore(walk *w, const table_chooser *c);

static bool follow(walk *w, const table_chooser *c, int option)
{
    table_chooser next = *c;
    bool decided = table_chooser_choose(&next, option);
    if (!c->options[option].enabled) {
        if (decided || !same_row(&next, c))
            return failed(w, "a disabled option did something", c);
        return true;
    }
    if (!decided) {
        if (next.depth <= c->depth)
            return failed(w, "a pick that neither decided nor went on", c);
        table_chooser back = next;
        table_chooser_back(&back);
        if (!same_row(&back, c))
            return failed(w, "back did not return to the row it left", c);
        return explore(w, &next);
    }
    int i = legal_index(w, &next.decision);
    if (i < 0)
        return failed(w, "a leaf decides a move that is not legal", &next);
    w->reached[i]++;
    leaves_walked++;
    table_path p;
    table_path_for_move(w->s, &next.decision, &p);
    if (next.depth < p.count && table_move_spends(w->s, &next.decision))
        return failed(w, "a move that spends was decided before its last step", &next);
    return true;
}

static bool explore(walk *w, const table_chooser *c)
{
    if (!row_is_sound(w, c))
        return false;
    for (int o = 0; o < c->option_count; o++)
        if (!follow(w, c, o))
            return false;
    return true;
}

/* Every legal move reached once; a two-colour pair once per order. */
static bool check_position(const village_state *s, char *why, size_t size)
{
    static walk w;
    memset(&w, 0, sizeof w);
    w.s = s;
    w.legal_count = village_legal_moves(s, w.legal);
    static table_chooser c;
    table_chooser_build(&c, s);
    bool ok = explore(&w, &c);
    for (int i = 0; ok && i < w.legal_count; i++) {
        const village_move *m = &w.legal[i];
        int want =
            m->kind == VILLAGE_MOVE_CHOOSE_CUBES && m->how != VILLAGE_NOBODY && m->how != m->what
                ? 2
                : 1;
        if (w.reached[i] != want) {
            char text[64];
            village_move_format(s, m, text, sizeof text);
            snprintf(w.why, sizeof w.why, "phase %s: '%s' reached %d times, not %d",
                     village_phase_name(s->phase), text, w.reached[i], want);
            ok = false;
        }
    }
    if (!ok)
        snprintf(why, size, "%s", w.why);
    return ok;
}

/* Plays random games from 'seed' on, checking about one decision in three,
 * until 'wanted' positions were checked. */
static void test_chooser_reaches_every_move(void **unused)
{
    (void)unused;
    long checked = 0, by_phase[VILLAGE_PHASE_GAME_OVER] = {0}, by_space[VILLAGE_SPACES] = {0};
    long by_players[VILLAGE_MAX_PLAYERS + 1] = {0};
    uint64_t game = first_seed;
    for (; checked < positions_wanted; game++) {
        testkit_rng x;
        testkit_rng_seed(&x, game);
        village_state s;
        int players = 2 + (int)(game % 3);
        assert_true(village_new_game(&s, players, game, -1));
        for (int d = 0; !village_game_over(&s) && checked < positions_wanted; d++) {
            village_move moves[VILLAGE_MAX_MOVES];
            int n = village_legal_moves(&s, moves);
            if (testkit_rng_below(&x, 3) == 0) {
                char why[600];
                if (!check_position(&s, why, sizeof why))
                    fail_msg("seed %" PRIu64 " (game %" PRIu64 ", %d players), decision %d: %s "
                             "(replay: test_chooser_reaches_every_move 10000 %" PRIu64 ")",
                             first_seed, game, players, d, why, game);
                checked++;
                by_phase[s.phase]++;
                by_players[players]++;
                if (s.phase == VILLAGE_PHASE_ACTION)
                    by_space[s.action_space]++;
            }
            assert_true(village_apply(&s, &moves[testkit_rng_below(&x, (uint32_t)n)], NULL));
        }
    }
    print_message("%ld positions from games %" PRIu64 "..%" PRIu64
                  " (2/3/4 players: %ld/%ld/%ld), %ld leaves walked\n",
                  checked, first_seed, game - 1, by_players[2], by_players[3], by_players[4],
                  leaves_walked);
    for (int p = 0; p < VILLAGE_PHASE_GAME_OVER; p++)
        print_message("  %-13s %ld\n", village_phase_name(p), by_phase[p]);
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        print_message("  action %-8s %ld\n", village_space_name(sp), by_space[sp]);
    /* Every kind of decision was met, so none went unchecked. */
    if (positions_wanted >= 10000) {
        for (int p = 0; p < VILLAGE_PHASE_GAME_OVER; p++)
            assert_true(by_phase[p] > 0);
        for (int sp = 0; sp < VILLAGE_SPACES; sp++)
            assert_true(sp == VILLAGE_MARKET || by_space[sp] > 0);
    }
}

static void read_config(int argc, char **argv)
{
    const char *count = argc > 1 ? argv[1] : getenv("VILLAGE_CHOOSER_POSITIONS");
    const char *seed = argc > 2 ? argv[2] : getenv("VILLAGE_TEST_SEED");
    if (count && *count)
        positions_wanted = strtol(count, NULL, 10);
    if (seed && *seed)
        first_seed = strtoull(seed, NULL, 10);
    printf("seed %" PRIu64 ", %ld positions\n", first_seed, positions_wanted);
}

int main(int argc, char **argv)
{
    read_config(argc, argv);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_chooser_reaches_every_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
