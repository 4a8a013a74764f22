/* Whole network games over the in-memory transport (docs/network-protocol.md):
 * a host AI and two remote AI guests play to the end and every side ends
 * with the same public state; no guest ever received the generator's words,
 * the pile's real order, the seed or another player's face-down customers;
 * a guest killed mid-game comes back to its chair (with its token, or
 * without it to the chair left free) while an AI stood in; a host that
 * saves and stops is resumed from its save and its guests come back.
 * Randomised by VILLAGE_TEST_SEED (printed). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "net/protocol.h"
#include "net/public_view.h"
#include "net_table.h"
#include "temp_folder.h"
#include "village/ai.h"

enum { STEPS = 2000000 };

static const bool HOST_THEN_TWO_REMOTE[VILLAGE_MAX_PLAYERS] = {false, true, true, false};

static bool all_seated(net_table *t, void *unused)
{
    (void)unused;
    return net_host_started(t->host);
}

static bool moves_reached(net_table *t, void *ctx)
{
    return session_move_count(t->s) >= *(size_t *)ctx || village_game_over(session_state(t->s));
}

/* Every guest's final view is the host's public state: the same hash, the
 * same text once the hidden order is dealt alike. */
static void assert_same_end(net_table *t)
{
    const village_state *real = session_state(t->s);
    assert_true(village_game_over(real));
    char *expected = net_public_json(real);
    assert_non_null(expected);
    int checked = 0;
    for (int i = 0; i < TABLE_GUESTS; i++) {
        if (!t->guests[i].present)
            continue;
        net_guest *g = t->guests[i].guest;
        assert_int_equal(net_guest_status(g), NET_GUEST_OVER);
        assert_int_equal(net_guest_seq(g), (long)session_move_count(t->s));
        assert_true(net_guest_hash(g) == net_public_hash(real));
        char *seen = net_public_json(net_guest_view(g));
        assert_non_null(seen);
        assert_string_equal(seen, expected);
        free(seen);
        checked++;
    }
    assert_true(checked >= 2);
    free(expected);
}

/* Every line the host sent was checked as it left (net_table.c,
 * check_sent), many of them while the pile still held unseen tiles. */
static void assert_no_secrets(net_table *t)
{
    assert_true(t->lines_checked > 500);
    assert_true(t->pile_checks > 100);
    assert_true(t->word_count > 100);
    for (int i = 0; i < 2; i++)
        assert_true(t->guests[i].wire.length > 10000);
}

/* A move's events as guest i got them (the events line): before the end,
 * another player's served customer is face down, neither its tile nor its
 * points said. Counts those it checked. */
static int assert_events_hide_customers(const net_message *m, int chair)
{
    bool over = false;
    for (int k = 0; k < m->events.count; k++)
        over |= m->events.items[k].kind == VILLAGE_EV_GAME_OVER;
    int hidden = 0;
    for (int k = 0; k < m->events.count && !over; k++) {
        const village_event *e = &m->events.items[k];
        if (e->kind != VILLAGE_EV_CUSTOMER_SERVED || e->player == chair)
            continue;
        assert_int_equal(e->b, VILLAGE_NO_CUSTOMER);
        assert_int_equal(e->amount, 0);
        hidden++;
    }
    return hidden;
}

/* Every view guest i got before the end shows no other player's face-down
 * customers (they are only counted), and no events line names them. */
static void assert_views_hide_customers(net_table *t, int i, int chair)
{
    const recorded_transport *w = &t->guests[i].wire;
    int views = 0, events = 0, hidden = 0;
    for (const char *at = w->bytes; at && *at;) {
        const char *end = strchr(at, '\n');
        size_t n = end ? (size_t)(end - at) : strlen(at);
        net_message m;
        if (net_message_read(at, n, &m, NULL, 0) && m.kind == NET_MSG_VIEW) {
            char *json = malloc(m.text_length + 1);
            assert_non_null(json);
            memcpy(json, m.text, m.text_length);
            json[m.text_length] = '\0';
            village_state s;
            assert_true(village_position_from_json(json, &s, NULL, 0));
            free(json);
            if (s.phase != VILLAGE_PHASE_GAME_OVER)
                for (int p = 0; p < s.num_players; p++)
                    if (p != chair)
                        assert_int_equal(s.players[p].customers, 0);
            views++;
        }
        if (net_message_read(at, n, &m, NULL, 0) && m.kind == NET_MSG_EVENTS) {
            hidden += assert_events_hide_customers(&m, chair);
            events++;
        }
        at = end ? end + 1 : NULL;
    }
    assert_true(views > 50);
    assert_true(events > 50);
    assert_true(hidden > 0); /* the others served customers, unseen */
}

static void test_three_players_end_alike_and_nothing_hidden_leaks(void **unused)
{
    (void)unused;
    net_table t;
    table_open(&t, 3, HOST_THEN_TWO_REMOTE, VILLAGE_AI_EASY, table_test_seed());
    table_join(&t, 0, NULL, VILLAGE_AI_EASY);
    table_join(&t, 1, NULL, VILLAGE_AI_RANDOM);
    assert_true(table_run_until(&t, all_seated, NULL, STEPS));
    assert_int_equal(net_guest_chair(t.guests[0].guest), 1);
    assert_int_equal(net_guest_chair(t.guests[1].guest), 2);
    assert_true(table_run_until(&t, table_game_over_everywhere, NULL, STEPS));
    assert_same_end(&t);
    assert_no_secrets(&t);
    for (int i = 0; i < 2; i++) {
        assert_int_equal(net_guest_desyncs(t.guests[i].guest), 0);
        assert_views_hide_customers(&t, i, i + 1);
        /* The host's chair is its AI's, the guests' are people's. */
        assert_false(net_guest_chair_is_person(t.guests[i].guest, 0));
        assert_true(net_guest_chair_is_person(t.guests[i].guest, 1));
        assert_true(net_guest_chair_is_person(t.guests[i].guest, 2));
    }
    table_close(&t);
}

/* A guest is killed mid-game: its chair waits, an AI of the host stands in
 * and plays it, the guest comes back with its token and plays on. The other
 * guest is killed too and comes back without a token (a restarted program):
 * once the host gives its chair away, it takes the only open chair, its own. */
static void test_killed_guests_get_their_chairs_back(void **unused)
{
    (void)unused;
    net_table t;
    table_open(&t, 3, HOST_THEN_TWO_REMOTE, VILLAGE_AI_RANDOM, table_test_seed() + 1);
    table_join(&t, 0, NULL, VILLAGE_AI_RANDOM);
    table_join(&t, 1, NULL, VILLAGE_AI_RANDOM);
    size_t target = 40;
    assert_true(table_run_until(&t, moves_reached, &target, STEPS));
    char token[NET_TOKEN_HEX + 1];
    strcpy(token, net_guest_token(t.guests[0].guest));
    assert_int_equal(strlen(token), NET_TOKEN_HEX);

    table_kill(&t, 0);
    for (int i = 0; i < 100; i++)
        table_step(&t);
    assert_int_equal(net_host_chair_status(t.host, 1), NET_CHAIR_AWAY);
    assert_true(net_host_stand_in(t.host, 1, VILLAGE_AI_RANDOM));
    assert_int_equal(net_host_chair_status(t.host, 1), NET_CHAIR_STAND_IN);
    target = session_move_count(t.s) + 30;
    assert_true(table_run_until(&t, moves_reached, &target, STEPS));

    table_join(&t, 0, token, VILLAGE_AI_RANDOM);
    for (int i = 0; i < 50; i++)
        table_step(&t);
    assert_int_equal(net_guest_chair(t.guests[0].guest), 1);
    assert_int_equal(net_host_chair_status(t.host, 1), NET_CHAIR_GUEST);

    table_kill(&t, 1);
    for (int i = 0; i < 50; i++)
        table_step(&t);
    assert_int_equal(net_host_chair_status(t.host, 2), NET_CHAIR_AWAY);
    /* Without its token the chair is still its old guest's: the host gives
     * it away, and then the restarted program takes it. */
    assert_true(net_host_give_chair_away(t.host, 2));
    assert_int_equal(net_host_chair_status(t.host, 2), NET_CHAIR_OPEN);
    table_join(&t, 1, NULL, VILLAGE_AI_RANDOM);
    assert_true(table_run_until(&t, table_game_over_everywhere, NULL, STEPS));
    assert_int_equal(net_guest_chair(t.guests[1].guest), 2);
    assert_same_end(&t);
    assert_no_secrets(&t);
    table_close(&t);
}

static bool guests_see_host_gone(net_table *t, void *unused)
{
    (void)unused;
    for (int i = 0; i < 2; i++)
        if (net_guest_status(t->guests[i].guest) != NET_GUEST_HOST_GONE)
            return false;
    return true;
}

/* The host saves and stops mid-game; its guests say the host is gone and
 * keep the last view. The host resumes from the save with the chairs'
 * tokens; the guests come back to their chairs and the game finishes. */
static void test_host_resumes_from_its_save(void **unused)
{
    (void)unused;
    net_table t;
    table_open(&t, 3, HOST_THEN_TWO_REMOTE, VILLAGE_AI_RANDOM, table_test_seed() + 2);
    table_join(&t, 0, NULL, VILLAGE_AI_RANDOM);
    table_join(&t, 1, NULL, VILLAGE_AI_RANDOM);
    size_t target = 60;
    assert_true(table_run_until(&t, moves_reached, &target, STEPS));

    char path[256], err[256];
    assert_true(temp_folder_path(path, sizeof path, "resume.json"));
    assert_true(session_save(t.s, path, err, sizeof err));
    size_t saved_moves = session_move_count(t.s);
    uint64_t game_id = net_host_game_id(t.host);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    for (int c = 0; c < 3; c++) {
        setup.remote[c] = HOST_THEN_TWO_REMOTE[c];
        strcpy(setup.tokens[c], net_host_token(t.host, c));
    }
    setup.resumed = true;
    char tokens[2][NET_TOKEN_HEX + 1];
    for (int i = 0; i < 2; i++)
        strcpy(tokens[i], net_guest_token(t.guests[i].guest));

    table_stop_host(&t);
    assert_true(table_run_until(&t, guests_see_host_gone, NULL, 1000));
    for (int i = 0; i < 2; i++) {
        const village_state *kept = net_guest_view(t.guests[i].guest);
        assert_non_null(kept);
        assert_true(net_guest_seq(t.guests[i].guest) <= (long)saved_moves);
    }

    session *resumed = session_load(path, err, sizeof err);
    assert_non_null(resumed);
    remove(path);
    assert_int_equal(session_move_count(resumed), saved_moves);
    assert_true(session_game_id(resumed) == game_id);
    table_host(&t, resumed, &setup);
    assert_true(net_host_started(t.host));
    table_join(&t, 1, tokens[1], VILLAGE_AI_RANDOM);
    table_join(&t, 0, tokens[0], VILLAGE_AI_RANDOM);
    assert_true(table_run_until(&t, table_game_over_everywhere, NULL, STEPS));
    assert_int_equal(net_guest_chair(t.guests[0].guest), 1);
    assert_int_equal(net_guest_chair(t.guests[1].guest), 2);
    assert_same_end(&t);
    assert_no_secrets(&t);
    table_close(&t);
}

int main(void)
{
    printf("VILLAGE_TEST_SEED=%llu\n", (unsigned long long)table_test_seed());
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_three_players_end_alike_and_nothing_hidden_leaks),
        cmocka_unit_test(test_killed_guests_get_their_chairs_back),
        cmocka_unit_test(test_host_resumes_from_its_save),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
