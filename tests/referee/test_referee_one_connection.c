/* A referee holds every game on one XMPP connection, and a game nobody is
 * in sleeps (docs/referee.md, "One connection for every game"): the
 * referee in this process against a Prosody the test starts on 127.0.0.1
 * holds three games; the server logs the referee in once, the games go to
 * sleep, the connection's thread stays asleep while nobody does anything,
 * and a player who joins a sleeping game's room with the chair's token
 * wakes it and plays. A room entry, configuration or member request the
 * server never answers is sent again. The games held, live and awake that
 * the referee's statistics keep as games change equal a count over every
 * game, whenever they are read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/guest.h"
#include "net/xmpp_transport.h"
#include "prosody_server.h"
#include "referee/referee.h"
#include "referee/room_hub.h"
#include "session/seat.h"
#include "temp_folder.h"
#include "wait_until.h"

enum { GAMES = 3 };

/* How many times the server's log says 'words'. */
static int server_log_count(const prosody_server *server, const char *words)
{
    FILE *f = fopen(server->log, "r");
    assert_non_null(f);
    char line[1024];
    int n = 0;
    while (fgets(line, sizeof line, f))
        n += strstr(line, words) != NULL;
    fclose(f);
    return n;
}

/* The statistics, checked against a count over every game slot. */
static referee_stats stats_of(referee *r)
{
    referee_stats s, counted;
    referee_stats_get(r, &s);
    referee_stats_recount(r, &counted);
    assert_int_equal(s.held, counted.held);
    assert_int_equal(s.live, counted.live);
    assert_int_equal(s.awake, counted.awake);
    return s;
}

/* A referee in this process, logged in to a Prosody the test starts with
 * these accounts (the referee's first), and its SQLite store. */
typedef struct one_referee {
    char folder[256], db[320];
    prosody_server server;
    referee_store *store;
    referee *r;
} one_referee;

static void one_referee_up(one_referee *w, const prosody_account *accounts, int count)
{
    char err[512];
    assert_true(temp_folder_fresh(w->folder, sizeof w->folder, "test_referee_one_connection"));
    snprintf(w->db, sizeof w->db, "%s/games.sqlite", w->folder);
    if (!prosody_start(&w->server, accounts, count, err, sizeof err))
        fail_msg("cannot start the test XMPP server: %s", err);
    w->store = referee_store_open(w->db, err, sizeof err);
    assert_non_null(w->store);
    referee_config c = {.name = "r1",
                        .store = w->store,
                        .jid = "referee@" PROSODY_DOMAIN,
                        .password = "referee-secret",
                        .ca_file = w->server.ca_file,
                        .server = w->server.address,
                        .rooms = PROSODY_ROOMS,
                        .lease_seconds = 60,
                        .max_games = 8,
                        .timeout_level = 0,
                        .threads = 1};
    w->r = referee_new(&c, err, sizeof err);
    assert_non_null(w->r);
    double until = support_seconds_now() + 60;
    while (!stats_of(w->r).online && support_seconds_now() < until) {
        referee_step(w->r);
        referee_wait(w->r, 5);
    }
    assert_true(stats_of(w->r).online);
}

static void one_referee_down(one_referee *w)
{
    referee_free(w->r);
    referee_store_close(w->store);
    prosody_stop(&w->server);
}

static void test_referee_holds_games_on_one_connection_and_sleeps(void **state)
{
    (void)state;
    static const prosody_account accounts[] = {{"referee", "referee-secret"},
                                               {"ana", "ana-secret"}};
    one_referee w;
    one_referee_up(&w, accounts, 2);
    referee *r = w.r;
    char err[512];
    double until;

    /* Ana against the random AI, a day a turn, in three games or more. */
    referee_seat seats[2] = {{.jid = "ana@" PROSODY_DOMAIN, .ai_level = -1}, {.ai_level = 0}};
    /* A game with ana to act comes up asleep: never awake, not even while
     * its room is being made (before, every game was, until 2 s after).
     * Who starts is the deal's: games are made until one has ana to act
     * (each does with a chance of one half), at most the referee's room. */
    referee_game games[8];
    int made = 0, ana_to_act = 0;
    do {
        assert_int_equal(
            referee_create_game(r, "ana@" PROSODY_DOMAIN, 2, seats, 86400, &games[made]),
            REFEREE_STORE_OK);
        ana_to_act += games[made++].to_act == 0;
    } while ((made < GAMES || ana_to_act == 0) && made < 8);
    if (ana_to_act == 0)
        printf("none of %d games had ana to act first (a chance of 1 in 256): the check that "
               "such a game never wakes was not made this run\n",
               made);
    until = support_seconds_now() + 120;
    referee_stats s;
    int most_awake = 0;
    do {
        referee_step(r);
        referee_wait(r, 50);
        s = stats_of(r);
        most_awake = s.awake > most_awake ? s.awake : most_awake;
    } while ((s.live < made || s.rooms_ready < made || s.awake > 0) &&
             support_seconds_now() < until);
    assert_int_equal(s.live, made);
    assert_int_equal(s.rooms_ready, made);
    assert_int_equal(s.awake, 0); /* nobody in their rooms, ana to act: asleep */
    assert_true(most_awake <= made - ana_to_act);
    /* One login for the requests and every room: before, one each. */
    assert_int_equal(server_log_count(&w.server, "Authenticated as referee@" PROSODY_DOMAIN), 1);

    /* Nothing happens: nothing wakes the connection, nothing is said, and
     * the referee's loop looks at no game (none has news or is due). */
    referee_stats idle = stats_of(r);
    until = support_seconds_now() + 3;
    while (support_seconds_now() < until) {
        referee_step(r);
        referee_wait(r, 1000);
    }
    s = stats_of(r);
    assert_int_equal(s.wakeups, idle.wakeups);
    assert_int_equal(s.stanzas_in, idle.stanzas_in);
    assert_int_equal(s.stanzas_out, idle.stanzas_out);
    assert_int_equal(s.awake, 0);
    assert_int_equal(s.games_looked_at, idle.games_looked_at);
    /* Its sleep has no bound of its own: a stop (a signal's handler) ends it. */
    long woke = s.loop_wakeups;
    referee_interrupt(r);
    referee_wait(r, -1);
    assert_int_equal(stats_of(r).loop_wakeups, woke + 1);

    /* Ana comes to the first game's room: it wakes, and her move is stored. */
    net_xmpp_account account = {.jid = "ana@" PROSODY_DOMAIN,
                                .password = "ana-secret",
                                .room = games[0].room,
                                .nick = "ana",
                                .ca_file = w.server.ca_file,
                                .server = w.server.address,
                                .host_jid = "referee@" PROSODY_DOMAIN};
    net_transport *t = net_xmpp_join(&account, err, sizeof err);
    assert_non_null(t);
    net_guest *g = net_guest_new(t, "ana", games[0].seats[0].token, 5);
    seat_source *ai = seat_ai_new(0);
    assert_non_null(g);
    assert_non_null(ai);
    long stored = s.moves_stored;
    until = support_seconds_now() + 120;
    while (stats_of(r).moves_stored == stored && support_seconds_now() < until) {
        referee_step(r);
        net_guest_poll(g);
        assert_int_not_equal(net_guest_status(g), NET_GUEST_REFUSED);
        net_guest_drive(g, ai, 1);
        referee_wait(r, 5);
    }
    assert_true(stats_of(r).moves_stored > stored);
    assert_true(stats_of(r).awake >= 1);
    assert_int_equal(server_log_count(&w.server, "Authenticated as referee@" PROSODY_DOMAIN), 1);

    net_guest_free(g);
    net_transport_free(t);
    seat_source_free(ai);
    one_referee_down(&w);
}

/* Games that wake, play to their end and are let go, beside one that
 * sleeps: the kept counts follow each change (stats_of checks them at
 * every step) and end where a count over every game does. */
static void test_referee_counts_match_a_full_count_after_games(void **state)
{
    (void)state;
    static const prosody_account accounts[] = {{"referee", "referee-secret"}};
    one_referee w;
    one_referee_up(&w, accounts, 1);
    referee *r = w.r;
    double until;
    referee_seat people[2] = {{.jid = "ana@" PROSODY_DOMAIN, .ai_level = -1},
                              {.jid = "bo@" PROSODY_DOMAIN, .ai_level = -1}};
    assert_int_equal(referee_create_game(r, "ana@" PROSODY_DOMAIN, 2, people, 86400, NULL),
                     REFEREE_STORE_OK);
    /* Three games of the random AI alone: awake until they end. */
    referee_seat ais[2] = {{.ai_level = 0}, {.ai_level = 0}};
    for (int i = 0; i < 3; i++)
        assert_int_equal(referee_create_game(r, "ana@" PROSODY_DOMAIN, 2, ais, 86400, NULL),
                         REFEREE_STORE_OK);
    until = support_seconds_now() + 240;
    referee_stats s;
    int most_awake = 0;
    do {
        referee_step(r);
        referee_wait(r, 5);
        s = stats_of(r);
        most_awake = s.awake > most_awake ? s.awake : most_awake;
    } while ((s.games_finished < 3 || s.held > 1 || s.awake > 0) && support_seconds_now() < until);
    assert_true(most_awake >= 3);
    assert_int_equal(s.games_finished, 3);
    assert_int_equal(s.held, 1); /* the finished games let go, the people's kept */
    assert_int_equal(s.live, 1);
    assert_int_equal(s.awake, 0);
    one_referee_down(&w);
}

/* The referee's one connection to the test's Prosody ('servers': its
 * --server), waited for until it is online. */
static referee_hub *hub_online(const prosody_server *server, const char *servers)
{
    char err[256];
    referee_hub *h = referee_hub_open(&(referee_hub_account){.jid = "referee@" PROSODY_DOMAIN,
                                                             .password = "referee-secret",
                                                             .ca_file = server->ca_file,
                                                             .server = servers,
                                                             .rooms = PROSODY_ROOMS},
                                      err, sizeof err);
    if (!h)
        fail_msg("the referee's connection did not start: %s", err);
    for (int i = 0; i < 1200 && !referee_hub_online(h); i++)
        support_sleep_seconds(0.025);
    assert_true(referee_hub_online(h));
    return h;
}

/* --server naming a cluster's nodes: a node that does not answer is
 * passed over for the next (docs/referee.md, "The XMPP side: an ejabberd
 * cluster"), and a list that is not HOST:PORT,HOST:PORT is refused. */
static void test_referee_hub_passes_over_a_dead_node(void **unused)
{
    (void)unused;
    char err[256];
    static const char *const malformed[] = {"127.0.0.1:5222,",
                                            ",127.0.0.1:5222",
                                            "127.0.0.1:5222,:1",
                                            "127.0.0.1:0",
                                            "127.0.0.1:99999",
                                            "127.0.0.1:52x2",
                                            "a:1,b:2,c:3,d:4,e:5,f:6,g:7,h:8,i:9"};
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        referee_hub_account account = {
            .jid = "referee@" PROSODY_DOMAIN, .password = "x", .server = malformed[i]};
        err[0] = '\0';
        assert_null(referee_hub_open(&account, err, sizeof err));
        assert_non_null(strstr(err, "HOST:PORT"));
    }
    static const prosody_account accounts[] = {{"referee", "referee-secret"}};
    prosody_server server;
    if (!prosody_start(&server, accounts, 1, err, sizeof err))
        fail_msg("cannot start the test XMPP server: %s", err);
    char dead[32], servers[80];
    prosody_closed_address(dead, sizeof dead);
    snprintf(servers, sizeof servers, "%s,%s", dead, server.address);
    referee_hub *h = hub_online(&server, servers);
    referee_hub_close(h);
    prosody_stop(&server);
}

static bool room_ready(void *t)
{
    return referee_hub_room_ready(t);
}

/* The hub's statistics a second after its room was ready, returned, and
 * 6 s later, in 'after': past the 5 s an unanswered request waits, the
 * thread woke and sent nothing in between. */
static referee_hub_stats hub_settled(referee_hub *h, referee_hub_stats *after)
{
    support_sleep_seconds(1);
    referee_hub_stats settled;
    referee_hub_stats_get(h, &settled);
    support_sleep_seconds(6);
    referee_hub_stats_get(h, after);
    assert_int_equal(after->wakeups, settled.wakeups);
    assert_int_equal(after->stanzas_out, settled.stanzas_out);
    return settled;
}

/* A room entry lost on its way (the cluster node holding the room died as
 * it arrived: here a Prosody that drops the referee's first entry into
 * each room, unanswered) is sent again after 5 s and the room becomes
 * ready (docs/referee.md, "A game's room"); once it is, the connection's
 * thread has no deadline and sleeps. */
static void test_referee_hub_enters_again_an_entry_never_answered(void **unused)
{
    (void)unused;
    char err[256];
    static const prosody_account accounts[] = {{"referee", "referee-secret"}};
    static const char *const referee_only[] = {"referee"};
    prosody_options options = {
        .room_creators = referee_only, .room_creator_count = 1, .lose_first_entry_of = "referee"};
    prosody_server server;
    if (!prosody_start_with(&server, accounts, 1, &options, err, sizeof err))
        fail_msg("cannot start the test XMPP server: %s", err);
    referee_hub *h = hub_online(&server, server.address);
    static const char *const members[] = {"ana@" PROSODY_DOMAIN};
    net_transport *t = referee_hub_room(h, "village-00000000000000a1@" PROSODY_ROOMS, "referee",
                                        members, 1, NULL, 0, err, sizeof err);
    assert_non_null(t);
    if (!support_wait_until(room_ready, t, 120))
        fail_msg("the room never became ready: its lost entry was not sent again");
    assert_int_equal(server_log_count(&server, "lost the entry of referee"), 1);
    referee_hub_stats s;
    referee_hub_stats_get(h, &s);
    assert_true(s.entries_again >= 1);
    assert_false(referee_hub_room_taken(t));

    /* Settled: past its moment of busy, the thread sleeps with no entry's
     * deadline (one left would send the entry again within 5 s). */
    referee_hub_stats settled = hub_settled(h, &s);
    assert_int_equal(s.entries_again, settled.entries_again);
    assert_true(referee_hub_room_ready(t));

    net_transport_free(t);
    referee_hub_close(h);
    prosody_stop(&server);
}

/* A room's configuration request and then one of its member requests lost
 * on their way (a Prosody that drops the referee's first of each into each
 * room, unanswered) are sent again after 5 s each, and the room becomes
 * ready; once it is, the connection's thread has no deadline and sleeps. */
static void test_referee_hub_asks_again_a_setup_never_answered(void **unused)
{
    (void)unused;
    char err[256];
    static const prosody_account accounts[] = {{"referee", "referee-secret"}};
    static const char *const referee_only[] = {"referee"};
    prosody_options options = {.room_creators = referee_only,
                               .room_creator_count = 1,
                               .lose_first_config_of = "referee",
                               .lose_first_member_request_of = "referee"};
    prosody_server server;
    if (!prosody_start_with(&server, accounts, 1, &options, err, sizeof err))
        fail_msg("cannot start the test XMPP server: %s", err);
    referee_hub *h = hub_online(&server, server.address);
    static const char *const members[] = {"ana@" PROSODY_DOMAIN, "ben@" PROSODY_DOMAIN};
    static const char *const owners[] = {"referee2@" PROSODY_DOMAIN};
    net_transport *t = referee_hub_room(h, "village-00000000000000b2@" PROSODY_ROOMS, "referee",
                                        members, 2, owners, 1, err, sizeof err);
    assert_non_null(t);
    if (!support_wait_until(room_ready, t, 120))
        fail_msg("the room never became ready: its lost configuration or member request was "
                 "not sent again");
    assert_int_equal(server_log_count(&server, "lost the configuration of referee"), 1);
    assert_int_equal(server_log_count(&server, "lost the member request of referee"), 1);
    referee_hub_stats s;
    referee_hub_stats_get(h, &s);
    assert_int_equal(s.entries_again, 0);
    assert_true(s.requests_again >= 2);
    assert_false(referee_hub_room_taken(t));

    /* Settled: no request's deadline is left to wake the thread. */
    referee_hub_stats settled = hub_settled(h, &s);
    assert_int_equal(s.requests_again, settled.requests_again);
    assert_true(referee_hub_room_ready(t));

    net_transport_free(t);
    referee_hub_close(h);
    prosody_stop(&server);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_referee_holds_games_on_one_connection_and_sleeps),
        cmocka_unit_test(test_referee_counts_match_a_full_count_after_games),
        cmocka_unit_test(test_referee_hub_passes_over_a_dead_node),
        cmocka_unit_test(test_referee_hub_enters_again_an_entry_never_answered),
        cmocka_unit_test(test_referee_hub_asks_again_a_setup_never_answered),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
