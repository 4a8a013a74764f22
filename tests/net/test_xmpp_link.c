/* The one way the game makes an XMPP connection (net/xmpp_link.h), through
 * a real server: a Prosody the test starts on 127.0.0.1 with its own
 * certificate and accounts. A connection logs in and tells its owner; its
 * socket is noted for poll() and is not inherited by a program started
 * after it (a child must not keep the connection open, nor write into it);
 * a wrong password and an unreachable server are told in the words the
 * front ends look for, and the connection is released with its next try
 * set for later; closing a connection under way is clean; a server that
 * never answers the login is given up on, and frees the process's login
 * for the next connection, which never blocks waiting; an account's
 * "HOST:PORT" is read the one way all three connections read it. */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "net/xmpp_link.h"
#include "platform/clock.h"
#include "prosody_server.h"

/* Generous for a loaded CI machine; a login on loopback takes milliseconds. */
enum { LOGIN_TIMEOUT_MS = 15000 };

static prosody_server server;

static const prosody_account accounts[] = {{"ana", "ana-secret"}};

static int start_server(void **unused)
{
    (void)unused;
    return prosody_group_start(&server, accounts, 1);
}

static int stop_server(void **unused)
{
    (void)unused;
    return prosody_group_stop(&server);
}

/* What the link told its owner. */
typedef struct heard {
    int ups, downs;
    char why[XMPP_LINK_REASON_MAX];
} heard;

static void on_news(xmpp_link *link, const char *why, void *userdata)
{
    (void)link;
    heard *h = userdata;
    if (why) {
        h->downs++;
        snprintf(h->why, sizeof h->why, "%s", why);
    } else {
        h->ups++;
    }
}

/* "127.0.0.1:PORT" into its parts. */
static unsigned short port_of(const char *address)
{
    const char *colon = strrchr(address, ':');
    assert_non_null(colon);
    return (unsigned short)atoi(colon + 1);
}

/* Connects as ana with this password to address and runs the link until
 * it is told something. */
static void connect_and_wait(xmpp_link *link, heard *h, const char *password, const char *address)
{
    xmpp_link_account account = {
        .jid = "ana@" PROSODY_DOMAIN, .password = password, .ca_file = server.ca_file};
    assert_true(xmpp_link_open(link, &account, on_news, h));
    xmpp_link_connect(link, "127.0.0.1", port_of(address));
    long long give_up = platform_monotonic_ms() + LOGIN_TIMEOUT_MS;
    while (h->ups + h->downs == 0 && platform_monotonic_ms() < give_up) {
        xmpp_link_run(link, 10);
    }
}

/* True when a program started now sees fd open: a shell asked whether its
 * own /proc/PID/fd/FD exists. */
static bool child_inherits(int fd)
{
    char script[64];
    snprintf(script, sizeof script, "test -e /proc/$$/fd/%d", fd);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        execl("/bin/sh", "sh", "-c", script, (char *)NULL);
        _exit(127);
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    assert_int_not_equal(WEXITSTATUS(status), 127);
    return WEXITSTATUS(status) == 0;
}

static void test_a_login_is_told_and_its_socket_kept_from_children(void **unused)
{
    (void)unused;
    xmpp_link link;
    heard h = {0};
    connect_and_wait(&link, &h, "ana-secret", server.address);
    assert_int_equal(h.downs, 0);
    assert_int_equal(h.ups, 1);
    assert_true(link.connected);
    assert_non_null(link.conn);
    assert_true(link.socket != PLATFORM_NO_SOCKET);
    int fd = (int)link.socket;
    int flags = fcntl(fd, F_GETFD);
    assert_true(flags >= 0);
    assert_true(flags & FD_CLOEXEC);
    /* A descriptor this test opens without the flag is inherited: the
     * check below sees what it is asked to. */
    int plain = dup(fd);
    assert_true(plain >= 0);
    assert_true(child_inherits(plain));
    close(plain);
    assert_false(child_inherits(fd));
    xmpp_link_close(&link, NULL);
    assert_null(link.ctx);
    assert_int_equal(h.downs, 1); /* the close is told too */
}

static void test_a_wrong_password_is_told_in_the_players_words(void **unused)
{
    (void)unused;
    xmpp_link link;
    heard h = {0};
    connect_and_wait(&link, &h, "not-her-password", server.address);
    assert_int_equal(h.ups, 0);
    assert_int_equal(h.downs, 1);
    assert_non_null(strstr(h.why, "the XMPP server refused the account or password"));
    xmpp_link_run(&link, 0);
    assert_null(link.conn); /* released, the next try for later */
    assert_true(link.retry_at > platform_monotonic_ms());
    xmpp_link_close(&link, NULL);
}

static void test_an_unreachable_server_is_told_and_tried_later(void **unused)
{
    (void)unused;
    char closed[64];
    prosody_closed_address(closed, sizeof closed);
    xmpp_link link;
    heard h = {0};
    connect_and_wait(&link, &h, "ana-secret", closed);
    assert_int_equal(h.downs, 1);
    assert_non_null(strstr(h.why, "cannot reach the XMPP server"));
    xmpp_link_run(&link, 0);
    assert_null(link.conn);
    assert_true(link.socket == PLATFORM_NO_SOCKET);
    assert_true(link.retry_at > platform_monotonic_ms());
    xmpp_link_close(&link, NULL);
}

static void test_closing_a_login_under_way_is_clean(void **unused)
{
    (void)unused;
    xmpp_link_account account = {
        .jid = "ana@" PROSODY_DOMAIN, .password = "ana-secret", .ca_file = server.ca_file};
    xmpp_link link;
    heard h = {0};
    assert_true(xmpp_link_open(&link, &account, on_news, &h));
    xmpp_link_connect(&link, "127.0.0.1", port_of(server.address));
    xmpp_link_close(&link, NULL);
    assert_null(link.conn);
    assert_null(link.ctx);
    /* Another login goes through: the one under way left the login free. */
    heard again = {0};
    connect_and_wait(&link, &again, "ana-secret", server.address);
    assert_int_equal(again.ups, 1);
    xmpp_link_close(&link, NULL);
}

/* A socket on 127.0.0.1 that listens and never accepts: the kernel takes
 * a connection to it, and nobody ever speaks on it. */
static int silent_listener(unsigned short *port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(fd >= 0);
    struct sockaddr_in at = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    assert_int_equal(bind(fd, (struct sockaddr *)&at, sizeof at), 0);
    assert_int_equal(listen(fd, 4), 0);
    socklen_t length = sizeof at;
    assert_int_equal(getsockname(fd, (struct sockaddr *)&at, &length), 0);
    *port = ntohs(at.sin_port);
    return fd;
}

/* A server that takes the connection and says nothing held the process's
 * one login for ever: that connection waited without end, and every other
 * one waited on it, its thread blocked where nothing could close it. The
 * silent login now ends in its patience with words a player can read; a
 * connection waiting its turn is closed at once, and the next one logs in
 * once the silent one gave up. */
static void test_a_silent_server_ends_the_login_and_frees_the_turn(void **unused)
{
    (void)unused;
    unsigned short silent_port;
    int silent = silent_listener(&silent_port);
    xmpp_link_account account = {
        .jid = "ana@" PROSODY_DOMAIN, .password = "ana-secret", .ca_file = server.ca_file};
    xmpp_link quiet, waiting, next;
    heard quiet_heard = {0}, waiting_heard = {0}, next_heard = {0};
    assert_true(xmpp_link_open(&quiet, &account, on_news, &quiet_heard));
    xmpp_link_set_login_patience(&quiet, 1000);
    xmpp_link_connect(&quiet, "127.0.0.1", silent_port);
    assert_non_null(quiet.conn);

    /* Its turn taken: waits without blocking, and closes at once. */
    assert_true(xmpp_link_open(&waiting, &account, on_news, &waiting_heard));
    xmpp_link_connect(&waiting, "127.0.0.1", port_of(server.address));
    assert_null(waiting.conn);
    xmpp_link_run(&waiting, 0);
    assert_null(waiting.conn);
    long long closing = platform_monotonic_ms();
    xmpp_link_close(&waiting, NULL);
    assert_true(platform_monotonic_ms() - closing < 500);
    assert_int_equal(waiting_heard.ups + waiting_heard.downs, 0);

    assert_true(xmpp_link_open(&next, &account, on_news, &next_heard));
    xmpp_link_connect(&next, "127.0.0.1", port_of(server.address));
    long long give_up = platform_monotonic_ms() + LOGIN_TIMEOUT_MS;
    while ((quiet_heard.downs == 0 || next_heard.ups == 0) && platform_monotonic_ms() < give_up) {
        xmpp_link_run(&quiet, 5);
        xmpp_link_run(&next, 5);
    }
    assert_int_equal(quiet_heard.ups, 0);
    assert_int_equal(quiet_heard.downs, 1);
    if (!strstr(quiet_heard.why, "the XMPP server did not finish the login in 1 s"))
        fail_msg("the silent login ended with \"%s\"", quiet_heard.why);
    assert_int_equal(next_heard.ups, 1); /* its turn came when the silent one gave up */
    assert_true(next.connected);
    xmpp_link_close(&next, NULL);
    xmpp_link_close(&quiet, NULL);
    close(silent);
}

static void test_a_server_is_read_as_host_and_port(void **unused)
{
    (void)unused;
    char *host = NULL;
    unsigned short port = 0;
    assert_true(xmpp_link_server("xmpp.example.org:5222", &host, &port));
    assert_string_equal(host, "xmpp.example.org");
    assert_int_equal(port, 5222);
    free(host);
    assert_true(xmpp_link_server("[::1]:5223", &host, &port));
    assert_string_equal(host, "::1");
    assert_int_equal(port, 5223);
    free(host);
    const char *wrong[] = {
        "xmpp.example.org", ":5222", "host:", "host:0", "host:65536", "host:52x"};
    for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
        assert_false(xmpp_link_server(wrong[i], &host, &port));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_login_is_told_and_its_socket_kept_from_children),
        cmocka_unit_test(test_a_wrong_password_is_told_in_the_players_words),
        cmocka_unit_test(test_an_unreachable_server_is_told_and_tried_later),
        cmocka_unit_test(test_closing_a_login_under_way_is_clean),
        cmocka_unit_test(test_a_silent_server_ends_the_login_and_frees_the_turn),
        cmocka_unit_test(test_a_server_is_read_as_host_and_port),
    };
    return cmocka_run_group_tests(tests, start_server, stop_server);
}
