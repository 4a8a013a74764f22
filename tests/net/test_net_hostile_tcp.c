/* Strangers against a host over the direct transport on loopback
 * (docs/network-protocol.md, "Threat model"): connections that never say
 * hello, from many addresses (127.0.0.2, 127.0.0.3, ... all reach the host
 * on Linux) and many from one, a guest with its token coming in while they
 * hold every slot, garbage and a line over the limit. Raw sockets on the
 * strangers' side: nothing of the project helps them. The host's hello
 * timeout runs on a clock the test moves. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "net/direct_transport.h"
#include "net/host.h"
#include "net/protocol.h"
#include "net/public_view.h"

/* Only a hung test waits this long (the sanitizer build is slow). */
enum { HANG_GUARD_MS = 60 * 1000 };

static long long fake_now = 1;

static long long fake_clock(void *unused)
{
    (void)unused;
    return fake_now;
}

static long long real_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

typedef struct tcp_table {
    net_transport *t;
    session *s;
    net_host *host;
    int port;
    char rules[NET_ID_HEX + 1];
} tcp_table;

static void open_table(tcp_table *h)
{
    memset(h, 0, sizeof *h);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    strcpy(seats[0].name, "Host");
    seats[0].kind = VILLAGE_SEAT_AI;
    strcpy(seats[1].name, "Remote");
    seats[1].colour = 1;
    h->s = session_new(2, 11, 0, seats);
    assert_non_null(h->s);
    char err[256];
    h->t = net_direct_listen("127.0.0.1:0", err, sizeof err);
    if (!h->t)
        fail_msg("cannot listen: %s", err);
    h->port = atoi(strrchr(net_address(h->t), ':') + 1);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.remote[1] = true;
    h->host = net_host_new(h->s, h->t, &setup);
    assert_non_null(h->host);
    net_host_set_clock(h->host, fake_clock, NULL);
    net_rules_identity(h->rules);
}

static void close_table(tcp_table *h)
{
    net_host_free(h->host);
    session_free(h->s);
    net_transport_free(h->t);
}

/* A connection from 'from' (a loopback address) that the test drives by hand. */
typedef struct stranger {
    int fd;
    char got[NET_LINE_MAX + 2];
    size_t length;
    bool closed;
} stranger;

static void dial(const tcp_table *h, stranger *s, const char *from)
{
    memset(s, 0, sizeof *s);
    s->fd = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(s->fd >= 0);
    struct sockaddr_in a = {.sin_family = AF_INET};
    assert_int_equal(inet_pton(AF_INET, from, &a.sin_addr), 1);
    assert_int_equal(bind(s->fd, (struct sockaddr *)&a, sizeof a), 0);
    a.sin_port = htons((uint16_t)h->port);
    assert_int_equal(inet_pton(AF_INET, "127.0.0.1", &a.sin_addr), 1);
    assert_int_equal(connect(s->fd, (struct sockaddr *)&a, sizeof a), 0);
}

static void hang_up(stranger *s)
{
    close(s->fd);
}

static void write_all(stranger *s, const char *bytes, size_t length)
{
    while (length > 0) {
        ssize_t n = send(s->fd, bytes, length, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return; /* the host closed it: what it said is read later */
        bytes += n;
        length -= (size_t)n;
    }
}

/* What came so far, without waiting; keepalives (NUL lines) dropped. */
static void take(stranger *s)
{
    while (!s->closed) {
        char buf[4096];
        ssize_t n = recv(s->fd, buf, sizeof buf, MSG_DONTWAIT);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
            s->closed = true;
        } else if (n < 0) {
            return;
        } else {
            for (ssize_t i = 0; i < n; i++)
                if (buf[i] != '\0' && s->length + 1 < sizeof s->got)
                    s->got[s->length++] = buf[i];
            s->got[s->length] = '\0';
        }
    }
}

typedef bool (*condition)(tcp_table *h, void *ctx);

/* Runs the host until the condition holds; a hang guard, not a timing. */
static void run_until(tcp_table *h, condition done, void *ctx)
{
    long long give_up = real_ms() + HANG_GUARD_MS;
    while (!done(h, ctx)) {
        if (real_ms() > give_up)
            fail_msg("the host never got there");
        net_wait(h->t, 5);
        net_host_poll(h->host);
    }
}

static bool has_closed(tcp_table *h, void *ctx)
{
    (void)h;
    stranger *s = ctx;
    take(s);
    return s->closed;
}

typedef struct count_wanted {
    int strangers;
} count_wanted;

static bool strangers_are(tcp_table *h, void *ctx)
{
    return net_host_strangers(h->host) == ((count_wanted *)ctx)->strangers;
}

typedef struct heard {
    stranger *s;
    const char *words;
} heard;

static bool has_heard(tcp_table *h, void *ctx)
{
    (void)h;
    heard *w = ctx;
    take(w->s);
    return strstr(w->s->got, w->words) != NULL;
}

static void hello(tcp_table *h, stranger *s, const char *token)
{
    char line[256];
    size_t n = net_write_hello(line, sizeof line - 1, h->rules, token, "Ana");
    assert_true(n > 0);
    line[n++] = '\n';
    write_all(s, line, n);
}

/* The token in the welcome the stranger got. */
static void welcome_token(const stranger *s, char token[NET_TOKEN_HEX + 1])
{
    const char *w = strstr(s->got, "welcome ");
    assert_non_null(w);
    const char *end = strchr(w, '\n');
    assert_non_null(end);
    net_message m;
    assert_true(net_message_read(w, (size_t)(end - w), &m, NULL, 0));
    memcpy(token, m.token, NET_TOKEN_HEX + 1);
}

static void test_idle_strangers_from_everywhere_give_way(void **unused)
{
    (void)unused;
    tcp_table h;
    open_table(&h);
    stranger ana;
    dial(&h, &ana, "127.0.0.1");
    hello(&h, &ana, NULL);
    run_until(&h, has_heard, &(heard){&ana, "welcome "});
    char token[NET_TOKEN_HEX + 1];
    welcome_token(&ana, token);
    hang_up(&ana);

    /* Strangers from more addresses than the host has slots, saying nothing. */
    enum { MANY = NET_HOST_PEERS + 8 };
    static stranger crowd[MANY];
    for (int i = 0; i < MANY; i++) {
        char from[32];
        snprintf(from, sizeof from, "127.0.0.%d", i + 2);
        dial(&h, &crowd[i], from);
        fake_now++;
        run_until(&h, strangers_are,
                  &(count_wanted){i + 1 < NET_HOST_PEERS ? i + 1 : NET_HOST_PEERS});
    }
    /* The guest with its token comes back all the same. */
    dial(&h, &ana, "127.0.0.1");
    hello(&h, &ana, token);
    run_until(&h, has_heard, &(heard){&ana, "welcome "});
    run_until(&h, has_closed, &crowd[0]);

    /* Past the hello timeout no stranger is left. */
    fake_now += NET_HELLO_TIMEOUT_MS;
    run_until(&h, strangers_are, &(count_wanted){0});
    run_until(&h, has_heard, &(heard){&crowd[MANY - 1], "error hello-first"});
    for (int i = 0; i < MANY; i++) {
        run_until(&h, has_closed, &crowd[i]);
        hang_up(&crowd[i]);
    }
    take(&ana);
    assert_false(ana.closed);
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_GUEST);
    hang_up(&ana);
    close_table(&h);
}

static void test_one_address_holds_four_slots(void **unused)
{
    (void)unused;
    tcp_table h;
    open_table(&h);
    enum { MANY = NET_STRANGERS_PER_ADDRESS + 4 };
    stranger mallory[MANY];
    for (int i = 0; i < MANY; i++) {
        dial(&h, &mallory[i], "127.0.0.9");
        fake_now++;
        int expected = i + 1 < NET_STRANGERS_PER_ADDRESS ? i + 1 : NET_STRANGERS_PER_ADDRESS;
        run_until(&h, strangers_are, &(count_wanted){expected});
    }
    for (int i = 0; i < MANY - NET_STRANGERS_PER_ADDRESS; i++)
        run_until(&h, has_closed, &mallory[i]);
    for (int i = MANY - NET_STRANGERS_PER_ADDRESS; i < MANY; i++) {
        take(&mallory[i]);
        assert_false(mallory[i].closed);
    }
    /* Another address is not touched by them, and takes the chair. */
    stranger bob;
    dial(&h, &bob, "127.0.0.10");
    hello(&h, &bob, NULL);
    run_until(&h, has_heard, &(heard){&bob, "welcome "});
    for (int i = 0; i < MANY; i++)
        hang_up(&mallory[i]);
    hang_up(&bob);
    close_table(&h);
}

static void test_garbage_and_long_lines_cost_the_connection(void **unused)
{
    (void)unused;
    tcp_table h;
    open_table(&h);
    stranger s;
    dial(&h, &s, "127.0.0.1");
    write_all(&s, "\x01\xff garbage\n", 11);
    run_until(&h, has_heard, &(heard){&s, "error syntax"});
    run_until(&h, has_closed, &s);
    hang_up(&s);

    dial(&h, &s, "127.0.0.1");
    static char line[NET_LINE_MAX + 2];
    memset(line, 'x', sizeof line);
    write_all(&s, line, sizeof line);
    run_until(&h, has_closed, &s);
    hang_up(&s);
    run_until(&h, strangers_are, &(count_wanted){0});
    assert_int_equal(net_host_chair_status(h.host, 1), NET_CHAIR_OPEN);
    close_table(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_idle_strangers_from_everywhere_give_way),
        cmocka_unit_test(test_one_address_holds_four_slots),
        cmocka_unit_test(test_garbage_and_long_lines_cost_the_connection),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
