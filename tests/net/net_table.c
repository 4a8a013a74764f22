/* The tests' network table (net_table.h). */
#include "net_table.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

uint64_t table_test_seed(void)
{
    const char *env = getenv("VILLAGE_TEST_SEED");
    return env ? strtoull(env, NULL, 10) : 11;
}

/* ---- The recording transport ---- */

static bool rec_send(void *self, int peer, const char *line, size_t length)
{
    recorded_transport *w = self;
    if (w->on_send)
        w->on_send(w->ctx, line, length);
    return w->inner->ops->send(w->inner->self, peer, line, length);
}

static bool rec_poll(void *self, net_event *out)
{
    recorded_transport *w = self;
    if (!net_poll(w->inner, out))
        return false;
    if (out->kind == NET_EVENT_LINE) {
        if (w->length + out->length + 2 > w->capacity) {
            size_t capacity = (w->capacity + out->length + 2) * 2;
            char *grown = realloc(w->bytes, capacity);
            assert_non_null(grown);
            w->bytes = grown;
            w->capacity = capacity;
        }
        memcpy(w->bytes + w->length, out->text, out->length);
        w->length += out->length;
        w->bytes[w->length++] = '\n';
        w->bytes[w->length] = '\0';
    }
    return true;
}

static void rec_wait(void *self, int timeout_ms)
{
    recorded_transport *w = self;
    net_wait(w->inner, timeout_ms);
}

static void rec_drop(void *self, int peer)
{
    recorded_transport *w = self;
    net_drop(w->inner, peer);
}

static const char *rec_address(void *self)
{
    recorded_transport *w = self;
    return net_address(w->inner);
}

static const net_transport_ops RECORDED_OPS = {
    .name = "recorded",
    .send = rec_send,
    .poll = rec_poll,
    .wait = rec_wait,
    .drop = rec_drop,
    .address = rec_address,
    .free = NULL,
};

bool table_bytes_contain(const recorded_transport *w, const char *needle)
{
    size_t n = strlen(needle);
    if (n == 0 || w->length < n)
        return false;
    for (size_t i = 0; i + n <= w->length; i++)
        if (memcmp(w->bytes + i, needle, n) == 0)
            return true;
    return false;
}

/* ---- Secrets ---- */

static void add_word(net_table *t, uint64_t word)
{
    if (t->word_count == t->word_capacity) {
        t->word_capacity = t->word_capacity ? t->word_capacity * 2 : 256;
        t->words = realloc(t->words, t->word_capacity * sizeof *t->words);
        assert_non_null(t->words);
    }
    size_t at = t->word_count;
    while (at > 0 && t->words[at - 1] > word) {
        t->words[at] = t->words[at - 1];
        at--;
    }
    t->words[at] = word;
    t->word_count++;
}

static bool is_word(const net_table *t, uint64_t word)
{
    size_t low = 0, high = t->word_count;
    while (low < high) {
        size_t mid = (low + high) / 2;
        if (t->words[mid] == word)
            return true;
        if (t->words[mid] < word)
            low = mid + 1;
        else
            high = mid;
    }
    return false;
}

/* The generator's words of the host's real game after every move. */
static void note_secrets(net_table *t)
{
    const village_state *st = session_state(t->s);
    add_word(t, st->rng.state);
    add_word(t, st->rng.increment);
}

static int hex_digit(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Every line the host sends, checked as it leaves: no run of 16 hex digits
 * in it is a word the generator ever held or the seed (as the save format
 * writes them), and it does not hold the real order of the unseen tiles
 * as a position's pile lists them (the next eight at least, so that a
 * chance match of a short run is not taken for a leak; the drawn tiles
 * are public and may be listed). */
static void check_sent(void *ctx, const char *line, size_t length)
{
    net_table *t = ctx;
    for (size_t i = 0; i + 16 <= length; i++) {
        uint64_t word = 0;
        size_t k = 0;
        for (; k < 16; k++) {
            int d = hex_digit(line[i + k]);
            if (d < 0)
                break;
            word = word << 4 | (uint64_t)d;
        }
        if (k == 16 && is_word(t, word))
            fail_msg("the host sent a generator word or the seed, %016llx (seed %llu)",
                     (unsigned long long)word, (unsigned long long)t->seed);
    }
    const village_state *st = session_state(t->s);
    int remaining = VILLAGE_CUSTOMERS - st->pile_top;
    if (remaining >= 8) {
        char order[128];
        size_t at = 0;
        for (int i = st->pile_top; i < st->pile_top + 8; i++)
            at += (size_t)snprintf(order + at, sizeof order - at, "%s%d",
                                   i > st->pile_top ? ", " : "", st->pile[i]);
        for (size_t i = 0; i + at <= length; i++)
            if (memcmp(line + i, order, at) == 0)
                fail_msg("the host sent the pile's real order %s (seed %llu)", order,
                         (unsigned long long)t->seed);
        t->pile_checks++;
    }
    t->lines_checked++;
}

/* ---- The table ---- */

static net_host_setup setup_for(const bool remote[VILLAGE_MAX_PLAYERS])
{
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++)
        setup.remote[c] = remote[c];
    return setup;
}

void table_open(net_table *t, int players, const bool remote[VILLAGE_MAX_PLAYERS], int host_level,
                uint64_t seed)
{
    memset(t, 0, sizeof *t);
    t->seed = seed;
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    for (int p = 0; p < players; p++) {
        snprintf(seats[p].name, sizeof seats[p].name, remote[p] ? "Remote %d" : "Host AI %d",
                 p + 1);
        seats[p].kind = remote[p] ? VILLAGE_SEAT_HUMAN : VILLAGE_SEAT_AI;
        seats[p].ai_level = (uint8_t)host_level;
        seats[p].colour = (uint8_t)p;
    }
    session *s = session_new(players, seed, -1, seats);
    assert_non_null(s);
    net_host_setup setup = setup_for(remote);
    table_host(t, s, &setup);
}

void table_host(net_table *t, session *s, const net_host_setup *setup)
{
    t->s = s;
    if (t->hub)
        t->old_hub = t->hub; /* freed once the guests left it */
    t->hub = net_memory_hub_new();
    assert_non_null(t->hub);
    t->host_transport = net_memory_host(t->hub);
    assert_non_null(t->host_transport);
    free(t->host_wire.bytes); /* a resumed host's: a new end */
    t->host_wire = (recorded_transport){.outer = {&RECORDED_OPS, &t->host_wire},
                                        .inner = t->host_transport,
                                        .on_send = check_sent,
                                        .ctx = t};
    note_secrets(t);
    add_word(t, session_record(s)->seed);
    t->host = net_host_new(s, &t->host_wire.outer, setup);
    assert_non_null(t->host);
}

void table_join(net_table *t, int i, const char *token, int level)
{
    table_guest *g = &t->guests[i];
    if (g->guest)
        net_guest_free(g->guest);
    if (g->inner)
        net_transport_free(g->inner);
    seat_source_free(g->ai);
    recorded_transport kept = g->wire; /* the bytes of every connection */
    memset(g, 0, sizeof *g);
    g->wire = kept;
    g->inner = net_memory_join(t->hub);
    assert_non_null(g->inner);
    g->wire.inner = g->inner;
    g->wire.outer.ops = &RECORDED_OPS;
    g->wire.outer.self = &g->wire;
    char name[32];
    snprintf(name, sizeof name, "Guest %d", i + 1);
    g->guest = net_guest_new(&g->wire.outer, name, token, t->seed * 31 + (uint64_t)i + 1);
    assert_non_null(g->guest);
    g->ai = seat_ai_new(level);
    assert_non_null(g->ai);
    g->present = true;
}

void table_kill(net_table *t, int i)
{
    table_guest *g = &t->guests[i];
    seat_source_free(g->ai);
    g->ai = NULL;
    net_guest_free(g->guest);
    g->guest = NULL;
    net_transport_free(g->inner);
    g->inner = NULL;
    g->present = false;
}

void table_stop_host(net_table *t)
{
    net_host_free(t->host);
    t->host = NULL;
    session_free(t->s);
    t->s = NULL;
    net_transport_free(t->host_transport);
    t->host_transport = NULL;
}

void table_step(net_table *t)
{
    bool played = false;
    if (t->host) {
        net_host_poll(t->host);
        if (net_host_started(t->host)) {
            session_change c;
            session_turn r;
            while ((r = session_play(t->s, 0, 0, &c)) == SESSION_PLAYED) {
                note_secrets(t);
                played = true;
            }
            if (played)
                net_host_poll(t->host); /* the guests hear the moves in this step */
        }
    }
    for (int i = 0; i < TABLE_GUESTS; i++) {
        table_guest *g = &t->guests[i];
        if (!g->present)
            continue;
        net_guest_poll(g->guest);
        net_guest_drive(g->guest, g->ai, 1);
    }
    if (!played && t->host_transport)
        net_wait(t->host_transport, 1);
}

bool table_run_until(net_table *t, table_condition until, void *ctx, long steps)
{
    for (long i = 0; i < steps; i++) {
        if (until(t, ctx))
            return true;
        table_step(t);
    }
    return until(t, ctx);
}

bool table_game_over_everywhere(net_table *t, void *unused)
{
    (void)unused;
    if (!t->s || !village_game_over(session_state(t->s)))
        return false;
    for (int i = 0; i < TABLE_GUESTS; i++)
        if (t->guests[i].present && net_guest_status(t->guests[i].guest) != NET_GUEST_OVER)
            return false;
    return true;
}

void table_close(net_table *t)
{
    for (int i = 0; i < TABLE_GUESTS; i++) {
        if (t->guests[i].guest || t->guests[i].inner)
            table_kill(t, i);
        free(t->guests[i].wire.bytes);
        t->guests[i].wire.bytes = NULL;
    }
    if (t->host)
        table_stop_host(t);
    if (t->hub)
        net_memory_hub_free(t->hub);
    if (t->old_hub)
        net_memory_hub_free(t->old_hub);
    t->hub = t->old_hub = NULL;
    free(t->words);
    free(t->host_wire.bytes);
    t->words = NULL;
    t->word_count = t->word_capacity = 0;
}
