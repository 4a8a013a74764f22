/* A network game for the front end (net_play.h): on the host, its session
 * and net_host stepped together; on a guest, net_guest and the session that
 * follows it, one move of the host at a time. */
#include "net/net_play.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/chairs_file.h"
#include "net/guest.h"
#include "net/xmpp_transport.h"

/* A view the guest took, waiting for net_play_turn to hand it out. */
typedef struct queued_step {
    long seq; /* the host's move count at the view */
    bool has_move;
    int actor;
    village_move move;
    village_events events;
    village_state view;
} queued_step;

struct net_play {
    net_play_role role;
    net_transport *t;
    session *s; /* the host's record, or the guest's following session */
    net_host *host;
    net_guest *guest;
    /* Guest: the steps taken from the host, oldest first, not yet followed. */
    queued_step *steps;
    size_t first, count, capacity;
    bool lost_steps; /* memory ran out: the next step is followed as a jump */
    /* Guest: what a reconnection says again. */
    char name[VILLAGE_SEAT_NAME_MAX];
    uint64_t seed;
    int reconnects;
    int chair; /* the guest's chair as last welcomed (kept across a reconnection), or -1 */
    unsigned long revision;
    net_waker_fn wake; /* net_play_set_waker's, for a reconnection's transport too */
    void *wake_ctx;
    net_play_dial_fn dial; /* net_play_set_dialer's */
    void *dial_ctx;
    /* Guest: times the table joined again on its own because its room
     * vanished, and the connection last tried for that (once each). */
    int vanished_rejoins;
    const net_guest *vanish_tried;
    char failure[200];
    /* Guest: what the host told of the moves since this chair last acted,
     * when it came back, until the front end takes it (net_play_take_past). */
    net_guest_past *past;
    int past_count;
};

/* ---- Host ---- */

net_play *net_play_host(session *s, net_transport *t, const net_host_setup *setup)
{
    net_play *np = calloc(1, sizeof *np);
    net_host *h = np ? net_host_new(s, t, setup) : NULL;
    if (!h) {
        free(np);
        session_free(s);
        net_transport_free(t);
        return NULL;
    }
    np->role = NET_PLAY_HOSTING;
    np->t = t;
    np->s = s;
    np->host = h;
    return np;
}

net_play *net_play_resume(const char *path, net_transport *t, char *err, size_t size)
{
    session *s = session_load(path, err, size);
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    if (!s || !net_chairs_read(path, session_record(s)->num_players, &setup, err, size)) {
        session_free(s);
        net_transport_free(t);
        return NULL;
    }
    setup.resumed = true;
    net_play *np = net_play_host(s, t, &setup);
    if (!np)
        snprintf(err, size, "out of memory");
    return np;
}

bool net_play_save(const net_play *np, const char *path, char *err, size_t size)
{
    if (np->role != NET_PLAY_HOSTING) {
        snprintf(err, size, "only the host keeps a network game");
        return false;
    }
    /* The chairs first: a save without them could not give the guests
     * their chairs back, while a chairs file beside an older save still
     * can. */
    return net_chairs_write(path, np->host, session_record(np->s)->num_players, err, size) &&
           session_save(np->s, path, err, size);
}

/* A guest's chair takes the name its guest gave, so the table, the log and
 * the save call them by it rather than by the name the setup gave the chair. */
static void name_guests(net_play *np)
{
    for (int c = 0; c < session_record(np->s)->num_players; c++) {
        const char *name = net_host_chair_name(np->host, c);
        if (net_host_chair_status(np->host, c) == NET_CHAIR_GUEST && name && name[0] &&
            strcmp(name, session_player_name(np->s, c)) != 0)
            session_name_seat(np->s, c, name);
    }
}

static session_turn host_turn(net_play *np, double dt, double pace, session_change *out)
{
    net_host_poll(np->host);
    name_guests(np);
    if (net_host_failure(np->host) || !net_host_started(np->host))
        return SESSION_WAITING;
    session_change c;
    session_turn r = session_play(np->s, dt, pace, &c);
    if (r == SESSION_PLAYED) {
        /* The guests hear the move now, not a frame later. */
        net_host_poll(np->host);
        np->revision++;
    }
    if (out && (r == SESSION_PLAYED || r == SESSION_REFUSED))
        *out = c;
    return r;
}

/* ---- Guest ---- */

static void take_step(void *ctx, const net_guest_step *step)
{
    net_play *np = ctx;
    if (np->count == np->capacity) {
        size_t capacity = np->capacity ? np->capacity * 2 : 8;
        queued_step *grown = malloc(capacity * sizeof *grown);
        if (!grown) {
            np->lost_steps = true;
            np->count = 0; /* the latest view alone is kept below */
        } else {
            for (size_t i = 0; i < np->count; i++)
                grown[i] = np->steps[(np->first + i) % np->capacity];
            free(np->steps);
            np->steps = grown;
            np->capacity = capacity;
        }
        np->first = 0;
    }
    if (np->capacity == 0)
        return;
    queued_step *q = &np->steps[(np->first + np->count++) % np->capacity];
    q->seq = step->seq;
    q->has_move = step->has_move && !np->lost_steps;
    q->actor = step->actor;
    q->move = step->move;
    q->events = step->events;
    q->view = *step->view;
    np->lost_steps = false;
    if (step->past_count > 0 && !np->past)
        np->past = malloc(NET_GUEST_PAST_MAX * sizeof *np->past);
    if (step->past_count > 0 && np->past) {
        np->past_count =
            step->past_count < NET_GUEST_PAST_MAX ? step->past_count : NET_GUEST_PAST_MAX;
        memcpy(np->past, step->past, (size_t)np->past_count * sizeof *np->past);
    }
}

int net_play_take_past(net_play *np, net_play_past_fn fn, void *ctx)
{
    int count = np->past_count;
    np->past_count = 0;
    for (int i = 0; i < count; i++)
        fn(ctx, np->past[i].actor, &np->past[i].events);
    return count;
}

net_play *net_play_join(net_transport *t, const char *name, const char *token, uint64_t seed)
{
    net_play *np = calloc(1, sizeof *np);
    net_guest *g = np ? net_guest_new(t, name, token, seed) : NULL;
    if (!g) {
        free(np);
        net_transport_free(t);
        return NULL;
    }
    np->role = NET_PLAY_JOINED;
    np->t = t;
    np->guest = g;
    np->chair = -1;
    snprintf(np->name, sizeof np->name, "%s", name ? name : "");
    np->seed = seed;
    net_guest_on_step(g, take_step, np);
    return np;
}

bool net_play_reconnect(net_play *np, net_transport *t)
{
    char token[NET_TOKEN_HEX + 1];
    net_guest *g = NULL;
    if (np->role == NET_PLAY_JOINED) {
        snprintf(token, sizeof token, "%s", net_guest_token(np->guest));
        g = net_guest_new(t, np->name, token[0] ? token : NULL,
                          np->seed ^ (uint64_t)++np->reconnects * 0x9E3779B97F4A7C15ull);
    }
    if (!g) {
        net_transport_free(t);
        return false;
    }
    net_guest_free(np->guest);
    net_transport_free(np->t);
    np->guest = g;
    np->t = t;
    np->failure[0] = '\0';
    /* What the old connection had queued is still the host's game: it is
     * followed first, then the new connection's first view. */
    net_guest_on_step(g, take_step, np);
    if (np->wake)
        net_set_waker(t, np->wake, np->wake_ctx);
    return true;
}

void net_play_set_dialer(net_play *np, net_play_dial_fn dial, void *ctx)
{
    np->dial = dial;
    np->dial_ctx = ctx;
}

bool net_play_can_redial(const net_play *np)
{
    return np->role == NET_PLAY_JOINED && np->dial;
}

bool net_play_redial(net_play *np, char *message, size_t size)
{
    if (!net_play_can_redial(np)) {
        snprintf(message, size, "nowhere to connect to");
        return false;
    }
    net_transport *t = np->dial(np->dial_ctx, message, size);
    if (!t)
        return false;
    if (!net_play_reconnect(np, t)) {
        snprintf(message, size, "out of memory");
        return false;
    }
    return true;
}

/* How the guest's table shows a chair (session_follow_new): a person or an
 * AI as the host's seats line says (the guest's own chair a person). */
static village_seat seat_of(const net_play *np, int chair)
{
    village_seat seat;
    memset(&seat, 0, sizeof seat);
    snprintf(seat.name, sizeof seat.name, "%s", net_guest_chair_name(np->guest, chair));
    bool person = chair == np->chair || net_guest_chair_is_person(np->guest, chair);
    seat.kind = person ? VILLAGE_SEAT_HUMAN : VILLAGE_SEAT_AI;
    seat.colour = (uint8_t)chair;
    return seat;
}

static void follow_seats(net_play *np)
{
    if (net_guest_chair(np->guest) >= 0)
        np->chair = net_guest_chair(np->guest);
    if (!np->s || net_guest_chair(np->guest) < 0)
        return;
    /* A chair the host has not described on this connection yet keeps
     * what the table showed. */
    for (int c = 0; c < session_record(np->s)->num_players; c++) {
        village_seat seat = seat_of(np, c);
        if (seat.name[0] || net_guest_chair_status(np->guest, c) == NET_CHAIR_OPEN)
            session_follow_seat(np->s, c, &seat, net_guest_chair_ai_style(np->guest, c));
    }
}

/* A room that vanished under the guest (its cluster node lost) is made
 * again by its host elsewhere: the guest joins it again at once, as
 * Reconnect would, rather than wait for a person to press it. Other ways
 * of losing the host (it left, the server refused) still wait for them. */
static void rejoin_a_vanished_room(net_play *np)
{
    if (!np->dial || np->vanish_tried == np->guest ||
        net_guest_status(np->guest) != NET_GUEST_HOST_GONE ||
        strcmp(net_guest_gone_reason(np->guest), NET_XMPP_ROOM_VANISHED) != 0)
        return;
    np->vanish_tried = np->guest;
    char why[200]; /* a dial that fails leaves the host gone: Reconnect is offered */
    if (net_play_redial(np, why, sizeof why))
        np->vanished_rejoins++;
}

int net_play_vanished_rejoins(const net_play *np)
{
    return np->vanished_rejoins;
}

bool net_play_waiting_for_room(const net_play *np)
{
    return np->role == NET_PLAY_JOINED && net_xmpp_waiting_for_room(np->t);
}

static session_turn guest_turn(net_play *np, session_change *out)
{
    net_guest_poll(np->guest);
    rejoin_a_vanished_room(np);
    follow_seats(np);
    if (np->count == 0)
        return np->s && village_game_over(session_state(np->s)) ? SESSION_IDLE : SESSION_WAITING;
    queued_step *q = &np->steps[np->first];
    np->first = (np->first + 1) % np->capacity;
    np->count--;
    if (!np->s) {
        village_seat seats[VILLAGE_MAX_PLAYERS];
        memset(seats, 0, sizeof seats);
        for (int c = 0; c < q->view.num_players; c++)
            seats[c] = seat_of(np, c);
        np->s = session_follow_new(&q->view, q->seq, seats, np->failure, sizeof np->failure);
        follow_seats(np); /* the computers' styles with the rest */
        np->revision += np->s != NULL;
        return SESSION_WAITING;
    }
    session_change c;
    np->revision++;
    if (q->has_move && session_follow(np->s, q->actor, &q->move, &q->events, &q->view, &c)) {
        if (out)
            *out = c;
        return SESSION_PLAYED;
    }
    /* A view without its move, or a move we could not follow: the table
     * jumps to the host's view. */
    session_follow_jump(np->s, &q->view, q->seq);
    return SESSION_WAITING;
}

/* The guest's table shows the host's latest view, and the guest has not
 * answered its chair's decision in it. */
static bool guest_to_act(const net_play *np)
{
    return np->s && np->count == 0 && net_guest_to_act(np->guest);
}

/* ---- Either ---- */

void net_play_free(net_play *np)
{
    if (!np)
        return;
    if (np->role == NET_PLAY_HOSTING && np->t) {
        /* The host is leaving: its guests hear it at once (the transport
         * sends what is queued as it closes) instead of waiting for a
         * silence to time out, and its port is free for a resume. */
        char bye[16];
        if (net_write_bye(bye, sizeof bye) > 0)
            net_send(np->t, NET_PEER_ALL, bye);
    }
    net_host_free(np->host);
    net_guest_free(np->guest);
    session_free(np->s);
    net_transport_free(np->t);
    free(np->steps);
    free(np->past);
    free(np);
}

net_play_role net_play_role_of(const net_play *np)
{
    return np->role;
}

net_play_phase net_play_phase_of(const net_play *np)
{
    if (np->role == NET_PLAY_HOSTING) {
        if (net_host_failure(np->host))
            return NET_PLAY_FAILED;
        if (village_game_over(session_state(np->s)))
            return NET_PLAY_OVER;
        return net_host_started(np->host) ? NET_PLAY_PLAYING : NET_PLAY_LOBBY;
    }
    switch (net_guest_status(np->guest)) {
    case NET_GUEST_CONNECTING:
        return NET_PLAY_CONNECTING;
    case NET_GUEST_LOBBY:
        return NET_PLAY_LOBBY;
    case NET_GUEST_PLAYING:
        return np->s ? NET_PLAY_PLAYING : NET_PLAY_LOBBY;
    case NET_GUEST_OVER:
        /* Over once the table has followed every move to the end. */
        return np->s && np->count == 0 && village_game_over(session_state(np->s))
                   ? NET_PLAY_OVER
                   : NET_PLAY_PLAYING;
    case NET_GUEST_REFUSED:
        return NET_PLAY_REFUSED;
    case NET_GUEST_HOST_GONE:
        return NET_PLAY_HOST_GONE;
    }
    return NET_PLAY_HOST_GONE;
}

const session *net_play_session(const net_play *np)
{
    return np->s;
}

session_turn net_play_turn(net_play *np, double dt, double pace, session_change *out)
{
    if (np->role == NET_PLAY_HOSTING)
        return host_turn(np, dt, pace, out);
    return guest_turn(np, out);
}

unsigned long net_play_revision(const net_play *np)
{
    return np->revision;
}

bool net_play_decide(net_play *np, const village_move *m)
{
    if (np->role == NET_PLAY_HOSTING)
        return net_play_decides_here(np) && session_decide(np->s, m);
    return guest_to_act(np) && net_guest_send_move(np->guest, m);
}

bool net_play_decides_here(const net_play *np)
{
    if (np->role == NET_PLAY_JOINED)
        return guest_to_act(np);
    const village_state *st = session_state(np->s);
    return net_host_started(np->host) && !net_host_failure(np->host) && !village_game_over(st) &&
           net_host_chair_status(np->host, st->actor) == NET_CHAIR_HOST &&
           session_is_human(np->s, st->actor);
}

int net_play_players(const net_play *np)
{
    if (np->role == NET_PLAY_HOSTING)
        return session_record(np->s)->num_players;
    return net_guest_players(np->guest);
}

int net_play_own_chair(const net_play *np)
{
    if (np->role != NET_PLAY_JOINED)
        return -1;
    return net_guest_chair(np->guest) >= 0 ? net_guest_chair(np->guest) : np->chair;
}

net_chair_status net_play_chair_status(const net_play *np, int chair)
{
    if (np->role == NET_PLAY_HOSTING)
        return net_host_chair_status(np->host, chair);
    return net_guest_chair_status(np->guest, chair);
}

const char *net_play_chair_name(const net_play *np, int chair)
{
    if (np->role == NET_PLAY_HOSTING)
        return net_host_chair_name(np->host, chair);
    return net_guest_chair_name(np->guest, chair);
}

int net_play_chair_computer_style(const net_play *np, int chair)
{
    if (np->role != NET_PLAY_HOSTING)
        return net_guest_chair_ai_style(np->guest, chair);
    if (chair < 0 || chair >= net_play_players(np) ||
        net_host_chair_status(np->host, chair) != NET_CHAIR_HOST || session_is_human(np->s, chair))
        return -1;
    return session_ai_style(np->s, chair);
}

const char *net_play_address(const net_play *np)
{
    return net_address(np->t);
}

bool net_play_set_waker(net_play *np, net_waker_fn wake, void *ctx)
{
    np->wake = wake;
    np->wake_ctx = ctx;
    return net_set_waker(np->t, wake, ctx);
}

bool net_play_stand_in(net_play *np, int chair, int level)
{
    return np->role == NET_PLAY_HOSTING && net_host_stand_in(np->host, chair, level);
}

bool net_play_give_chair_away(net_play *np, int chair)
{
    return np->role == NET_PLAY_HOSTING && chair >= 0 && chair < net_play_players(np) &&
           net_host_give_chair_away(np->host, chair);
}

const char *net_play_token(const net_play *np)
{
    return np->role == NET_PLAY_JOINED ? net_guest_token(np->guest) : "";
}

int net_play_refusal(const net_play *np)
{
    return np->role == NET_PLAY_JOINED ? net_guest_refusal(np->guest) : -1;
}

const char *net_play_failure(const net_play *np)
{
    if (np->role == NET_PLAY_HOSTING) {
        const char *why = net_host_failure(np->host);
        return why ? why : "";
    }
    if (np->failure[0])
        return np->failure;
    return net_guest_status(np->guest) == NET_GUEST_HOST_GONE ? net_guest_gone_reason(np->guest)
                                                              : "";
}
