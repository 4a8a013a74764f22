/* The XMPP transport keeps the contract every transport keeps (transport.h)
 * through a real server: a Prosody the test starts on 127.0.0.1 with its own
 * certificate and accounts. Joins heard on both ends, lines whole and in
 * order, a private line reaching only its guest, a line to every guest, too
 * long a line refused, a drop and a departure heard by both ends; an
 * occupant sending groupchat, messages to others, several lines or too long
 * a line is not heard or is dropped; and the failures: no server, a wrong
 * password, a certificate not trusted or naming another server. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>
#include <stdlib.h>

#include "net/xmpp_transport.h"
#include "prosody_server.h"

#include <strophe.h>

/* Generous for a loaded CI machine; an answer on loopback takes milliseconds. */
enum { EVENT_TIMEOUT_MS = 8000 };

static prosody_server server;

static const prosody_account accounts[] = {
    {"host", "host-secret"},
    {"ana", "ana-secret"},
    {"bea", "bea-secret"},
};

static int start_server(void **unused)
{
    (void)unused;
    return prosody_group_start(&server, accounts, sizeof accounts / sizeof accounts[0]);
}

static int stop_server(void **unused)
{
    (void)unused;
    return prosody_group_stop(&server);
}

static net_xmpp_account account(const char *user, const char *room)
{
    static char jids[8][64];
    static int next;
    char *jid = jids[next++ % 8];
    snprintf(jid, 64, "%s@" PROSODY_DOMAIN, user);
    const char *password = NULL;
    for (size_t i = 0; i < sizeof accounts / sizeof accounts[0]; i++) {
        if (strcmp(accounts[i].user, user) == 0) {
            password = accounts[i].password;
        }
    }
    return (net_xmpp_account){.jid = jid,
                              .password = password,
                              .room = room,
                              .nick = user,
                              .ca_file = server.ca_file,
                              .server = server.address};
}

static net_event next_event(net_transport *t)
{
    net_event e = {0};
    int waited = 0;
    while (!net_poll(t, &e)) {
        if (waited >= EVENT_TIMEOUT_MS) {
            fail_msg("no event within %d ms", EVENT_TIMEOUT_MS);
        }
        net_wait(t, 100);
        waited += 100;
    }
    if (e.kind == NET_EVENT_FAILED || e.kind == NET_EVENT_LEFT) {
        print_message("event %d peer %d: %s\n", e.kind, e.peer, e.text ? e.text : "");
    }
    return e;
}

static void expect(net_transport *t, net_event_kind kind, int peer, const char *text)
{
    net_event e = next_event(t);
    if (e.kind != kind || !e.text) {
        fail_msg("expected event %d, got %d (%s)", kind, e.kind, e.text ? e.text : "none");
    }
    assert_int_equal(e.peer, peer);
    if (text) {
        assert_string_equal(e.text, text);
        assert_int_equal(e.length, strlen(text));
    }
}

static net_transport *host_room(const char *room)
{
    net_xmpp_account a = account("host", room);
    char err[256];
    net_transport *t = net_xmpp_host(&a, err, sizeof err);
    assert_non_null(t);
    assert_string_equal(net_address(t), room);
    return t;
}

/* A guest joined: both ends hear it; returns the guest's number at the host. */
static int join_room(net_transport *host, const char *user, const char *room, net_transport **guest)
{
    net_xmpp_account a = account(user, room);
    char err[256];
    *guest = net_xmpp_join(&a, err, sizeof err);
    assert_non_null(*guest);
    expect(*guest, NET_EVENT_JOINED, NET_PEER_HOST, NULL);
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    assert_true(e.peer > 0);
    return e.peer;
}

static void test_lines_arrive_whole_and_in_order(void **unused)
{
    (void)unused;
    const char *room = "order@" PROSODY_ROOMS;
    net_transport *host = host_room(room);
    net_transport *ana = NULL, *bea = NULL;
    int ana_id = join_room(host, "ana", room, &ana);
    int bea_id = join_room(host, "bea", room, &bea);
    assert_int_not_equal(ana_id, bea_id);

    assert_true(net_send(ana, NET_PEER_HOST, "hello 1"));
    assert_true(net_send(ana, NET_PEER_HOST, "move 2 <b>&amp;\"é\""));
    expect(host, NET_EVENT_LINE, ana_id, "hello 1");
    expect(host, NET_EVENT_LINE, ana_id, "move 2 <b>&amp;\"é\"");

    assert_true(net_send(host, NET_PEER_ALL, "state 3"));
    expect(ana, NET_EVENT_LINE, NET_PEER_HOST, "state 3");
    expect(bea, NET_EVENT_LINE, NET_PEER_HOST, "state 3");
    /* A private line reaches its guest only: ana's next line is the one after. */
    assert_true(net_send(host, bea_id, "only bea"));
    assert_true(net_send(host, NET_PEER_ALL, "state 4"));
    expect(bea, NET_EVENT_LINE, NET_PEER_HOST, "only bea");
    expect(bea, NET_EVENT_LINE, NET_PEER_HOST, "state 4");
    expect(ana, NET_EVENT_LINE, NET_PEER_HOST, "state 4");

    char line[32];
    for (int i = 0; i < 200; i++) {
        snprintf(line, sizeof line, "move %d", i);
        assert_true(net_send(bea, NET_PEER_HOST, line));
    }
    for (int i = 0; i < 200; i++) {
        snprintf(line, sizeof line, "move %d", i);
        expect(host, NET_EVENT_LINE, bea_id, line);
    }
    assert_false(net_send(host, 99, "nobody"));

    net_transport_free(bea);
    expect(host, NET_EVENT_LEFT, bea_id, NULL);
    net_transport_free(ana);
    expect(host, NET_EVENT_LEFT, ana_id, NULL);
    net_transport_free(host);
}

static void test_too_long_a_line_is_refused(void **unused)
{
    (void)unused;
    const char *room = "long@" PROSODY_ROOMS;
    net_transport *host = host_room(room);
    net_transport *ana = NULL;
    int ana_id = join_room(host, "ana", room, &ana);
    char *line = malloc(NET_LINE_MAX + 2);
    assert_non_null(line);
    memset(line, 'x', NET_LINE_MAX + 1);
    line[NET_LINE_MAX + 1] = '\0';
    assert_false(net_send(ana, NET_PEER_HOST, line));
    line[NET_LINE_MAX] = '\0';
    assert_true(net_send(ana, NET_PEER_HOST, line));
    assert_false(net_send(ana, NET_PEER_HOST, "two\nlines"));
    assert_false(net_send(ana, NET_PEER_HOST, "a bell \a"));
    assert_false(net_send(ana, NET_PEER_HOST, "not UTF-8 \xff"));
    expect(host, NET_EVENT_LINE, ana_id, line);
    free(line);
    net_transport_free(ana);
    net_transport_free(host);
}

static void test_a_drop_is_heard_by_both_ends(void **unused)
{
    (void)unused;
    const char *room = "drop@" PROSODY_ROOMS;
    net_transport *host = host_room(room);
    net_transport *ana = NULL, *bea = NULL;
    int ana_id = join_room(host, "ana", room, &ana);
    int bea_id = join_room(host, "bea", room, &bea);

    net_drop(host, ana_id);
    expect(host, NET_EVENT_LEFT, ana_id, NULL);
    expect(ana, NET_EVENT_LEFT, NET_PEER_HOST, NULL);
    assert_false(net_send(host, ana_id, "gone"));
    assert_false(net_send(ana, NET_PEER_HOST, "still here?"));

    /* A guest who leaves is heard by the host. */
    net_drop(bea, NET_PEER_HOST);
    expect(bea, NET_EVENT_LEFT, NET_PEER_HOST, NULL);
    expect(host, NET_EVENT_LEFT, bea_id, NULL);
    net_transport_free(ana);
    net_transport_free(bea);

    /* The same account coming back is a new peer. */
    int again = join_room(host, "ana", room, &ana);
    assert_true(again != ana_id && again != bea_id);
    net_transport_free(ana);
    net_transport_free(host);
}

static void test_guests_hear_the_host_go(void **unused)
{
    (void)unused;
    const char *room = "gone@" PROSODY_ROOMS;
    net_transport *host = host_room(room);
    net_transport *ana = NULL;
    join_room(host, "ana", room, &ana);
    net_transport_free(host);
    expect(ana, NET_EVENT_LEFT, NET_PEER_HOST, NULL);
    assert_false(net_send(ana, NET_PEER_HOST, "hello?"));
    net_transport_free(ana);
}

/* An occupant that does not play by the rules: a plain libstrophe client. */
typedef struct rogue {
    xmpp_ctx_t *ctx;
    xmpp_conn_t *conn;
    bool connected;
} rogue;

static void on_rogue_connection(xmpp_conn_t *conn, xmpp_conn_event_t status, int error,
                                xmpp_stream_error_t *stream_error, void *userdata)
{
    (void)conn;
    (void)error;
    (void)stream_error;
    ((rogue *)userdata)->connected = status == XMPP_CONN_CONNECT;
}

static void rogue_run(rogue *r, int ms)
{
    for (int waited = 0; waited < ms; waited += 10) {
        xmpp_run_once(r->ctx, 10);
    }
}

static void rogue_send(rogue *r, const char *type, const char *to, const char *body)
{
    xmpp_stanza_t *m = xmpp_message_new(r->ctx, type, to, NULL);
    xmpp_message_set_body(m, body);
    xmpp_send(r->conn, m);
    xmpp_stanza_release(m);
}

static void rogue_join(rogue *r, const char *occupant)
{
    xmpp_stanza_t *presence = xmpp_presence_new(r->ctx);
    xmpp_stanza_set_to(presence, occupant);
    xmpp_stanza_t *x = xmpp_stanza_new(r->ctx);
    xmpp_stanza_set_name(x, "x");
    xmpp_stanza_set_ns(x, "http://jabber.org/protocol/muc");
    xmpp_stanza_add_child(presence, x);
    xmpp_stanza_release(x);
    xmpp_send(r->conn, presence);
    xmpp_stanza_release(presence);
}

static void test_a_rogue_occupant_is_heard_only_within_the_rules(void **unused)
{
    (void)unused;
    const char *room = "rogue@" PROSODY_ROOMS;
    net_transport *host = host_room(room);
    net_transport *ana = NULL;
    int ana_id = join_room(host, "ana", room, &ana);

    /* bea's account, by hand: nick "mallory". Logged in once the others
     * are (libstrophe's logins in one process must not overlap). */
    rogue r = {0};
    r.ctx = xmpp_ctx_new(NULL, NULL);
    r.conn = xmpp_conn_new(r.ctx);
    xmpp_conn_set_jid(r.conn, "bea@" PROSODY_DOMAIN);
    xmpp_conn_set_pass(r.conn, "bea-secret");
    xmpp_conn_set_flags(r.conn, XMPP_CONN_FLAG_MANDATORY_TLS);
    xmpp_conn_set_cafile(r.conn, server.ca_file);
    char host_name[64];
    int port = 0;
    assert_int_equal(sscanf(server.address, "%63[^:]:%d", host_name, &port), 2);
    assert_int_equal(
        xmpp_connect_client(r.conn, host_name, (unsigned short)port, on_rogue_connection, &r),
        XMPP_EOK);
    for (int waited = 0; waited < EVENT_TIMEOUT_MS && !r.connected; waited += 10) {
        xmpp_run_once(r.ctx, 10);
    }
    assert_true(r.connected);
    rogue_join(&r, "rogue@" PROSODY_ROOMS "/mallory");
    rogue_run(&r, 300);
    net_event e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int mallory = e.peer;

    /* To the whole room, and to ana: neither is a line for anyone. */
    rogue_send(&r, "groupchat", "rogue@" PROSODY_ROOMS, "groupchat move");
    rogue_send(&r, "chat", "rogue@" PROSODY_ROOMS "/ana", "move for ana");
    rogue_send(&r, "chat", "rogue@" PROSODY_ROOMS "/host", "hello");
    rogue_send(&r, "chat", "rogue@" PROSODY_ROOMS "/host", "two\nlines");
    rogue_run(&r, 300);
    expect(host, NET_EVENT_LINE, mallory, "hello");
    expect(host, NET_EVENT_LEFT, mallory, "sent more than one line in a message");
    assert_false(net_send(host, mallory, "still there?"));
    assert_false(net_poll(ana, &e));

    /* Back in under another nick, with too long a line. */
    rogue_join(&r, "rogue@" PROSODY_ROOMS "/trudy");
    rogue_run(&r, 300);
    e = next_event(host);
    assert_int_equal(e.kind, NET_EVENT_JOINED);
    int trudy = e.peer;
    char *line = malloc(NET_LINE_MAX + 2);
    assert_non_null(line);
    memset(line, 'x', NET_LINE_MAX + 1);
    line[NET_LINE_MAX + 1] = '\0';
    rogue_send(&r, "chat", "rogue@" PROSODY_ROOMS "/host", line);
    free(line);
    rogue_run(&r, 300);
    expect(host, NET_EVENT_LEFT, trudy, "sent a line longer than the protocol allows");

    /* ana was never disturbed. */
    assert_true(net_send(ana, NET_PEER_HOST, "still playing"));
    expect(host, NET_EVENT_LINE, ana_id, "still playing");
    xmpp_disconnect(r.conn);
    rogue_run(&r, 200);
    xmpp_conn_release(r.conn);
    xmpp_ctx_free(r.ctx);
    net_transport_free(ana);
    net_transport_free(host);
}

/* Fails, and its reason contains 'words' (when not NULL). */
static void expect_failure_saying(const net_xmpp_account *a, bool hosting, const char *words)
{
    char err[256];
    net_transport *t =
        hosting ? net_xmpp_host(a, err, sizeof err) : net_xmpp_join(a, err, sizeof err);
    assert_non_null(t);
    net_event e = next_event(t);
    if (e.kind != NET_EVENT_FAILED) {
        fail_msg("expected FAILED, got event %d", e.kind);
    }
    assert_true(e.length > 0);
    if (words && !strstr(e.text, words)) {
        fail_msg("expected a reason saying \"%s\", got \"%s\"", words, e.text);
    }
    net_transport_free(t);
}

static void expect_failure(const net_xmpp_account *a, bool hosting)
{
    expect_failure_saying(a, hosting, NULL);
}

static void test_an_unreachable_server_fails(void **unused)
{
    (void)unused;
    char closed[32];
    prosody_closed_address(closed, sizeof closed);
    net_xmpp_account a = account("host", "nowhere@" PROSODY_ROOMS);
    a.server = closed;
    expect_failure(&a, true);
    expect_failure(&a, false);
}

static void test_a_wrong_password_fails(void **unused)
{
    (void)unused;
    net_xmpp_account a = account("ana", "password@" PROSODY_ROOMS);
    a.password = "not ana's";
    expect_failure(&a, false);
}

static void test_an_untrusted_certificate_fails(void **unused)
{
    (void)unused;
    net_xmpp_account a = account("host", "stranger@" PROSODY_ROOMS);
    a.ca_file = server.wrong_ca_file;
    /* The player is told why, not only that it failed. */
    expect_failure_saying(&a, true, "certificate is self-signed");
}

static void test_a_certificate_for_another_name_fails(void **unused)
{
    (void)unused;
    /* The certificate is trusted but names village.test, not other.test. */
    net_xmpp_account a = account("host", "misnamed@" PROSODY_ROOMS);
    a.jid = "host@" PROSODY_OTHER_DOMAIN;
    expect_failure_saying(&a, true, "certificate names another server");
}

static void test_freeing_at_once_is_safe(void **unused)
{
    (void)unused;
    /* Freed while connecting or logging in: the thread stops, nothing leaks. */
    net_xmpp_account a = account("host", "hasty@" PROSODY_ROOMS);
    char err[256];
    net_transport *host = net_xmpp_host(&a, err, sizeof err);
    assert_non_null(host);
    net_transport_free(host);
    a = account("ana", "hasty@" PROSODY_ROOMS);
    net_transport *ana = net_xmpp_join(&a, err, sizeof err);
    assert_non_null(ana);
    net_wait(ana, 30);
    net_transport_free(ana);
}

static void test_a_malformed_account_is_refused_at_once(void **unused)
{
    (void)unused;
    char err[256] = "";
    net_xmpp_account a = account("ana", "no-service");
    assert_null(net_xmpp_join(&a, err, sizeof err));
    assert_true(strlen(err) > 0);
    a = account("ana", "fine@" PROSODY_ROOMS);
    a.server = "no port";
    assert_null(net_xmpp_host(&a, err, sizeof err));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_arrive_whole_and_in_order),
        cmocka_unit_test(test_too_long_a_line_is_refused),
        cmocka_unit_test(test_a_drop_is_heard_by_both_ends),
        cmocka_unit_test(test_guests_hear_the_host_go),
        cmocka_unit_test(test_a_rogue_occupant_is_heard_only_within_the_rules),
        cmocka_unit_test(test_an_unreachable_server_fails),
        cmocka_unit_test(test_a_wrong_password_fails),
        cmocka_unit_test(test_an_untrusted_certificate_fails),
        cmocka_unit_test(test_a_certificate_for_another_name_fails),
        cmocka_unit_test(test_freeing_at_once_is_safe),
        cmocka_unit_test(test_a_malformed_account_is_refused_at_once),
    };
    return cmocka_run_group_tests(tests, start_server, stop_server);
}
