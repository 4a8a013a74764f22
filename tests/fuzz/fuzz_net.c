/* Fuzz target: the network protocol's reader (src/net/protocol.c,
 * docs/network-protocol.md) and the host behind it, fed whole sessions.
 * The input is many lines, as a guest or a host would send them. Each line
 * is read: a refusal is one printable sentence; an accepted message writes
 * back (with its writer) into a line that reads as the same message; a
 * view is rebuilt into a playable state, whose public hash is then its own,
 * or refused with a sentence. Then every line goes, as one guest's, to a
 * real host (two remote chairs, in-memory transport): whatever it says,
 * the host's record stays a possible game and changes only by a legal move
 * of the guest's chair. An input that starts with "village-chairs" is a
 * host's FILE.chairs instead (src/net/chairs_file.c): refused with a
 * printable sentence, or read into remote chairs with well-formed tokens
 * that write back as the same file. Used by libFuzzer (scripts/fuzz) and by the corpus
 * replay in ctest (replay_main.c). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "net/chairs_file.h"
#include "net/host.h"
#include "net/memory_transport.h"
#include "net/protocol.h"
#include "net/public_view.h"
#include "village/save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char written[NET_LINE_MAX + 1];

static size_t write_again(const net_message *m)
{
    char text[NET_LINE_MAX + 1];
    memcpy(text, m->text, m->text_length);
    text[m->text_length] = '\0';
    switch (m->kind) {
    case NET_MSG_MOVE:
        return net_write_move(written, sizeof written, m->seq, m->chair, text);
    case NET_MSG_MOVED:
        return net_write_moved(written, sizeof written, m->seq, m->chair, text);
    case NET_MSG_SYNC:
        return net_write_sync(written, sizeof written);
    case NET_MSG_BYE:
        return net_write_bye(written, sizeof written);
    case NET_MSG_WELCOME:
        return net_write_welcome(written, sizeof written, m->game_id, m->chair, m->players,
                                 m->token);
    case NET_MSG_CHAIR:
        return net_write_chair(written, sizeof written, m->chair, m->status, m->name);
    case NET_MSG_VIEW:
        return net_write_view(written, sizeof written, m->seq, m->hash, m->players, m->counts,
                              text);
    case NET_MSG_EVENTS:
        return net_write_events(written, sizeof written, m->seq, &m->events);
    case NET_MSG_SEATS:
        return net_write_seats(written, sizeof written, m->players, m->person, m->ai_style);
    case NET_MSG_ERROR:
        return net_write_error(written, sizeof written, m->error, text);
    case NET_MSG_HELLO:
    case NET_MSG_KINDS:
        break;
    }
    return 0;
}

static void check_line(const char *line, size_t length)
{
    net_message m;
    char err[300];
    if (!net_message_read(line, length, &m, err, sizeof err)) {
        FUZZ_CHECK(err[0] != '\0', "a refused line without a message");
        FUZZ_CHECK(village_text_is_printable(err), "a refusal with raw bytes: %s", err);
        return;
    }
    FUZZ_CHECK(m.text_length <= length, "a field longer than its line");
    /* hello and welcome write the protocol's own version: a line of
     * another version (read, so that it can be told so) is not written
     * back; every other message writes back exactly. */
    bool versioned = m.kind == NET_MSG_HELLO || m.kind == NET_MSG_WELCOME;
    if (versioned && m.version != NET_PROTOCOL_VERSION) {
        /* nothing to compare */
    } else if (m.kind != NET_MSG_HELLO) {
        size_t n = write_again(&m);
        FUZZ_CHECK(n == length && memcmp(written, line, n) == 0,
                   "an accepted %s line does not write back as itself", net_message_name(m.kind));
    } else {
        size_t n =
            net_write_hello(written, sizeof written, m.rules, m.has_token ? m.token : NULL, m.name);
        FUZZ_CHECK(n == length && memcmp(written, line, n) == 0,
                   "an accepted hello does not write back as itself");
    }
    if (m.kind == NET_MSG_VIEW) {
        village_state s;
        for (int chair = 0; chair < m.players; chair++) {
            if (!net_view_rebuild(m.text, m.text_length, m.players, m.counts, chair, 7, &s, err,
                                  sizeof err)) {
                FUZZ_CHECK(err[0] != '\0' && village_text_is_printable(err),
                           "a refused view without a printable reason");
                continue;
            }
            char why[256];
            FUZZ_CHECK(village_check_invariants(&s, why, sizeof why), "a rebuilt view: %s", why);
        }
    }
}

/* The lines as one guest's, to a host of two remote chairs. */
static void check_host(const uint8_t *data, size_t size)
{
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    seats[1].colour = 1;
    session *s = session_new(2, 3, 0, seats);
    net_memory_hub *hub = net_memory_hub_new();
    net_transport *host_end = hub ? net_memory_host(hub) : NULL;
    net_transport *guest = hub ? net_memory_join(hub) : NULL;
    net_host_setup setup = {.remote = {true, true}};
    net_host *host = s && host_end && guest ? net_host_new(s, host_end, &setup) : NULL;
    char rules[NET_ID_HEX + 1];
    net_rules_identity(rules);
    if (host) {
        size_t start = 0;
        for (size_t i = 0; i <= size; i++) {
            if (i < size && data[i] != '\n')
                continue;
            size_t n = i - start;
            const char *line = (const char *)data + start;
            /* "hello 1 RULES …" says hello with this build's protocol
             * version and rules, so the corpus reaches a seated guest
             * whatever the rules' hash. */
            if (n >= 14 && n <= 400 && memcmp(line, "hello 1 RULES ", 14) == 0) {
                char hello[416];
                snprintf(hello, sizeof hello, "hello %d %s %.*s", NET_PROTOCOL_VERSION, rules,
                         (int)(n - 14), line + 14);
                net_send(guest, NET_PEER_HOST, hello);
            } else if (n <= NET_LINE_MAX) {
                guest->ops->send(guest->self, NET_PEER_HOST, line, n);
            }
            start = i + 1;
            size_t before = session_move_count(s);
            net_host_poll(host);
            session_change c;
            session_turn r = session_play(s, 0, 0, &c);
            if (r == SESSION_PLAYED)
                net_host_poll(host); /* its news goes to the guest */
            FUZZ_CHECK(session_move_count(s) == before + (r == SESSION_PLAYED),
                       "the record changed without a played move");
            char why[256];
            FUZZ_CHECK(village_check_invariants(session_state(s), why, sizeof why),
                       "the host's game broke: %s", why);
            net_event e;
            while (net_poll(guest, &e)) {
            }
        }
    }
    net_host_free(host);
    session_free(s);
    if (guest)
        net_transport_free(guest);
    if (host_end)
        net_transport_free(host_end);
    if (hub)
        net_memory_hub_free(hub);
}

/* A chairs file for a game of 2 to 4 players: what it reads writes back
 * as the same text, through a host given those chairs. */
static void check_chairs(const uint8_t *data, size_t size)
{
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++) {
        net_host_setup setup;
        memset(&setup, 0, sizeof setup);
        char err[300];
        if (!net_chairs_parse((const char *)data, size, players, &setup, err, sizeof err)) {
            FUZZ_CHECK(err[0] != '\0' && village_text_is_printable(err),
                       "a refused chairs file without a printable reason");
            continue;
        }
        FUZZ_CHECK(setup.game_id != 0, "a chairs file read with no game id");
        village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
        session *s = session_new(players, 3, 0, seats);
        net_memory_hub *hub = net_memory_hub_new();
        net_transport *host_end = hub ? net_memory_host(hub) : NULL;
        net_host *host = s && host_end ? net_host_new(s, host_end, &setup) : NULL;
        if (host) {
            char text[NET_CHAIRS_FILE_MAX];
            size_t n = net_chairs_format(host, players, text, sizeof text);
            FUZZ_CHECK(n == size && memcmp(text, data, n) == 0,
                       "an accepted chairs file does not write back as itself");
        }
        net_host_free(host);
        session_free(s);
        if (host_end)
            net_transport_free(host_end);
        if (hub)
            net_memory_hub_free(hub);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size >= 14 && memcmp(data, "village-chairs", 14) == 0) {
        check_chairs(data, size);
        return 0;
    }
    size_t start = 0;
    for (size_t i = 0; i <= size; i++) {
        if (i < size && data[i] != '\n')
            continue;
        check_line((const char *)data + start, i - start);
        start = i + 1;
    }
    check_host(data, size);
    return 0;
}
