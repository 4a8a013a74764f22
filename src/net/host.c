/* The authoritative host (host.h): chairs and their guests, every line
 * checked, the news of every move (which the chairs' remote seats heard
 * from the session and wrote) sent at the next poll. The session alone
 * changes the record; a guest's move waits in its chair (checked) until
 * the session asks the chair's remote seat for it. A connection that has not said hello is a
 * stranger: it holds a slot only for NET_HELLO_TIMEOUT_MS, and only
 * NET_STRANGERS_PER_ADDRESS of them per address; when the slots are full
 * the oldest stranger gives way, so strangers cannot keep a guest out. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/host_internal.h"
#include "net/public_view.h"
#include "net/remote_chair.h"
#include "platform/clock.h"
#include "platform/secure_random.h"

typedef struct host_peer {
    int id;        /* the transport's peer number; 0: a free slot */
    int chair;     /* -1 until its hello seats it: a stranger */
    bool dropping; /* dropped by us: its lines are ignored until LEFT */
    int lines;     /* since the last move played: the flood limit */
    long long joined_ms;
    unsigned long arrival;         /* the order of connections: who gives way first */
    char address[NET_ADDRESS_MAX]; /* where it connects from, "" when the transport cannot say */
} host_peer;

struct net_host {
    session *s;
    net_transport *t;
    int players;
    bool remote[VILLAGE_MAX_PLAYERS];
    net_chair_status status[VILLAGE_MAX_PLAYERS];
    char names[VILLAGE_MAX_PLAYERS][VILLAGE_SEAT_NAME_MAX];
    char tokens[VILLAGE_MAX_PLAYERS][NET_TOKEN_HEX + 1];
    int chair_peer[VILLAGE_MAX_PLAYERS]; /* the guest's peer number, or 0 */
    /* The host's AI plays this remote chair: stand-in, or an open chair
     * given away while an AI stood in, until someone takes it. */
    bool ai_plays[VILLAGE_MAX_PLAYERS];
    /* What each remote chair's seat and the host share: the guest's move,
     * the stand-in, the news for the guest. */
    net_remote_chair chairs[VILLAGE_MAX_PLAYERS];
    size_t moves_seen; /* the session's move count at the last poll: the flood limit's */
    host_peer peers[NET_HOST_PEERS];
    unsigned long arrivals;
    net_host_clock clock;
    void *clock_ctx;

    bool started;
    uint64_t game_id;
    char rules[NET_ID_HEX + 1];
    int refusals[NET_ERR_KINDS];
    bool failed;
    char failure[200];
    char line[NET_LINE_MAX + 1];
};

static long long monotonic_ms(void *unused)
{
    (void)unused;
    return platform_monotonic_ms();
}

static long long now_ms(const net_host *h)
{
    return h->clock(h->clock_ctx);
}

static host_peer *peer_of(net_host *h, int id)
{
    for (int i = 0; i < NET_HOST_PEERS; i++)
        if (h->peers[i].id == id)
            return &h->peers[i];
    return NULL;
}

static void drop(net_host *h, host_peer *p)
{
    if (!p->dropping)
        net_drop(h->t, p->id);
    p->dropping = true;
}

static void send_line(net_host *h, host_peer *p, size_t length)
{
    if (length == 0 || p->dropping)
        return;
    /* A guest whose queue is full does not read: it is dropped. */
    if (!h->t->ops->send(h->t->self, p->id, h->line, length))
        drop(h, p);
}

static bool is_fatal(net_error_kind e)
{
    return e <= NET_ERR_NOT_YOUR_CHAIR;
}

static void refuse(net_host *h, host_peer *p, net_error_kind e, const char *why)
{
    h->refusals[e]++;
    send_line(h, p, net_write_error(h->line, sizeof h->line, e, why));
    if (is_fatal(e))
        drop(h, p);
}

/* A remote chair is called by the name its guest gave; until a guest has
 * sat there, by the host's name for the seat (the referee names a person's
 * seat after their address), so that no name plate is blank. */
static const char *chair_name(const net_host *h, int chair)
{
    if (h->remote[chair] && h->names[chair][0])
        return h->names[chair];
    return session_player_name(h->s, chair);
}

static void send_chair(net_host *h, host_peer *p, int chair)
{
    const char *name = chair_name(h, chair);
    size_t n = net_write_chair(h->line, sizeof h->line, chair, h->status[chair], name);
    if (n == 0) /* a seat name the protocol cannot carry: the chair without it */
        n = net_write_chair(h->line, sizeof h->line, chair, h->status[chair], "");
    send_line(h, p, n);
}

/* Who plays each chair: the host's seats as its session has them, each
 * computer with its style; a remote chair a person (its guest), unless the
 * host's AI stands in (balanced, net_host_stand_in). */
static void send_seats(net_host *h, host_peer *p)
{
    bool person[VILLAGE_MAX_PLAYERS] = {false};
    int ai_style[VILLAGE_MAX_PLAYERS] = {0};
    for (int c = 0; c < h->players; c++) {
        person[c] = h->remote[c] ? !h->ai_plays[c] : session_is_human(h->s, c);
        if (!h->remote[c] && !person[c])
            ai_style[c] = session_ai_style(h->s, c);
    }
    send_line(h, p, net_write_seats(h->line, sizeof h->line, h->players, person, ai_style));
}

static void tell_chair(net_host *h, int chair)
{
    for (int i = 0; i < NET_HOST_PEERS; i++)
        if (h->peers[i].id && h->peers[i].chair >= 0) {
            send_chair(h, &h->peers[i], chair);
            send_seats(h, &h->peers[i]);
        }
}

static void send_view(net_host *h, host_peer *p)
{
    int counts[VILLAGE_MAX_PLAYERS];
    char *json = net_view_json(session_state(h->s), p->chair, counts);
    if (!json) {
        drop(h, p);
        return;
    }
    size_t n = net_write_view(h->line, sizeof h->line, (long)session_move_count(h->s),
                              net_public_hash(session_state(h->s)), h->players, counts, json);
    free(json);
    if (n == 0) {
        drop(h, p);
        return;
    }
    send_line(h, p, n);
}

static void send_views(net_host *h)
{
    for (int i = 0; i < NET_HOST_PEERS; i++)
        if (h->peers[i].id && h->peers[i].chair >= 0)
            send_view(h, &h->peers[i]);
}

static void check_started(net_host *h)
{
    if (h->started)
        return;
    for (int c = 0; c < h->players; c++)
        if (h->remote[c] && h->status[c] == NET_CHAIR_OPEN)
            return;
    h->started = true;
    send_views(h);
}

/* 128 bits from the operating system, independent of every other token,
 * the game id and the seed: no token tells anything of another. False
 * (out untouched) when the system has no random source. */
static bool new_token(char out[NET_TOKEN_HEX + 1])
{
    unsigned char bytes[NET_TOKEN_HEX / 2];
    if (!platform_random_bytes(bytes, sizeof bytes))
        return false;
    for (size_t i = 0; i < sizeof bytes; i++)
        snprintf(out + 2 * i, 3, "%02x", bytes[i]);
    return true;
}

net_host *net_host_new(session *s, net_transport *t, const net_host_setup *setup)
{
    net_host *h = calloc(1, sizeof *h);
    if (!h)
        return NULL;
    h->s = s;
    h->t = t;
    h->players = session_record(s)->num_players;
    h->clock = monotonic_ms;
    net_rules_identity(h->rules);
    h->game_id = setup->game_id ? setup->game_id : session_game_id(s);
    for (int tries = 0; !h->game_id && tries < 4; tries++)
        h->game_id = platform_random64();
    if (!h->game_id) { /* no random source: nothing to make secrets from */
        free(h);
        return NULL;
    }
    session_set_game_id(s, h->game_id);
    for (int c = 0; c < h->players; c++) {
        h->remote[c] = setup->remote[c];
        h->status[c] = NET_CHAIR_HOST;
        if (!h->remote[c])
            continue;
        h->status[c] = setup->resumed ? NET_CHAIR_AWAY : NET_CHAIR_OPEN;
        if (strlen(setup->tokens[c]) == NET_TOKEN_HEX)
            memcpy(h->tokens[c], setup->tokens[c], NET_TOKEN_HEX + 1);
        h->chairs[c] = (net_remote_chair){.chair = c, .players = h->players};
        if ((!h->tokens[c][0] && !new_token(h->tokens[c])) ||
            !session_set_source(s, c, net_remote_seat_new(&h->chairs[c]))) {
            net_host_free(h);
            return NULL;
        }
    }
    h->moves_seen = session_move_count(s);
    check_started(h);
    return h;
}

void net_host_free(net_host *h)
{
    if (!h)
        return;
    /* The session outlives the host: its remote seats must not ask a freed
     * host, so they become seats nobody answers but the table. */
    for (int c = 0; c < h->players; c++)
        if (h->remote[c]) {
            session_set_source(h->s, c, seat_person_new());
            net_remote_chair_clear(&h->chairs[c]);
        }
    free(h);
}

/* Seats peer p in a chair: the token's, or the first free one. */
typedef struct past_peer {
    net_host *h;
    host_peer *p;
} past_peer;

static void send_past_line(void *ctx, const char *line, size_t length)
{
    past_peer *to = ctx;
    (void)line; /* written into to->h->line */
    send_line(to->h, to->p, length);
}

/* A guest coming back hears the moves since its chair's last, before its view. */
static void tell_past(net_host *h, host_peer *p)
{
    past_peer to = {h, p};
    net_host_tell_past(h->s, p->chair, h->line, sizeof h->line, send_past_line, &to);
}

static void hello(net_host *h, host_peer *p, const net_message *m)
{
    if (p->chair >= 0) {
        refuse(h, p, NET_ERR_HELLO_FIRST, "hello was already said");
        return;
    }
    if (m->version != NET_PROTOCOL_VERSION) {
        char why[96];
        snprintf(why, sizeof why, "this host speaks version %d, the guest %d", NET_PROTOCOL_VERSION,
                 m->version);
        refuse(h, p, NET_ERR_VERSION, why);
        return;
    }
    if (strcmp(m->rules, h->rules) != 0) {
        char why[96];
        snprintf(why, sizeof why, "this host's rules are %s, the guest's %s", h->rules, m->rules);
        refuse(h, p, NET_ERR_RULES, why);
        return;
    }
    int chair = -1;
    if (m->has_token) {
        /* Every chair is compared, in time that does not depend on where
         * the tokens differ. */
        for (int c = 0; c < h->players; c++)
            if (h->remote[c] && platform_secrets_equal(h->tokens[c], m->token, NET_TOKEN_HEX))
                chair = c;
        if (chair < 0) {
            refuse(h, p, NET_ERR_TOKEN, "no chair of this game has that token");
            return;
        }
    } else {
        /* Only an open chair: one whose guest left is still theirs (they
         * come back with its token) until the host gives it away. */
        for (int c = 0; c < h->players && chair < 0; c++)
            if (h->remote[c] && h->status[c] == NET_CHAIR_OPEN)
                chair = c;
        if (chair < 0) {
            refuse(h, p, NET_ERR_FULL, "no chair is open");
            return;
        }
    }
    /* Two connections claiming one chair: the newer one holds the token
     * (its guest came back), the older one is told and dropped. */
    host_peer *old = h->chair_peer[chair] ? peer_of(h, h->chair_peer[chair]) : NULL;
    if (old) {
        old->chair = -1;
        refuse(h, old, NET_ERR_TAKEN, "a newer connection took this chair with its token");
    }
    net_remote_chair_end_stand_in(&h->chairs[chair]);
    h->ai_plays[chair] = false;
    p->chair = chair;
    h->chair_peer[chair] = p->id;
    h->status[chair] = NET_CHAIR_GUEST;
    h->chairs[chair].has_move = false;
    snprintf(h->names[chair], sizeof h->names[chair], "%s", m->name);
    send_line(h, p,
              net_write_welcome(h->line, sizeof h->line, h->game_id, chair, h->players,
                                h->tokens[chair]));
    for (int c = 0; c < h->players; c++)
        if (c != chair)
            send_chair(h, p, c);
    tell_chair(h, chair); /* with who plays each chair */
    if (h->started) {
        tell_past(h, p);
        send_view(h, p);
    } else
        check_started(h);
}

static void move(net_host *h, host_peer *p, const net_message *m)
{
    const village_state *st = session_state(h->s);
    char why[200];
    if (m->chair != p->chair) {
        snprintf(why, sizeof why, "a move for chair %d from chair %d", m->chair + 1, p->chair + 1);
        refuse(h, p, NET_ERR_NOT_YOUR_CHAIR, why);
        return;
    }
    if (!h->started) {
        refuse(h, p, NET_ERR_NOT_STARTED, "the game waits for its players");
        return;
    }
    if (village_game_over(st)) {
        refuse(h, p, NET_ERR_GAME_OVER, "the game is over");
        return;
    }
    if (m->seq != (long)session_move_count(h->s)) {
        snprintf(why, sizeof why, "the move answers decision %ld, the game is at %zu", m->seq,
                 session_move_count(h->s));
        refuse(h, p, NET_ERR_SEQUENCE, why);
        return;
    }
    if (st->actor != p->chair) {
        refuse(h, p, NET_ERR_NOT_YOUR_TURN, "another chair is to act");
        return;
    }
    char text[NET_MOVE_TEXT_MAX + 1];
    memcpy(text, m->text, m->text_length);
    text[m->text_length] = '\0';
    village_move parsed;
    if (!village_move_parse(st, text, &parsed)) {
        char explained[160];
        village_explain_illegal(st, text, explained, sizeof explained);
        village_text_make_printable(explained);
        for (char *c = explained; *c; c++)
            if ((unsigned char)*c > 0x7E)
                *c = '?';
        refuse(h, p, NET_ERR_ILLEGAL, explained);
        return;
    }
    /* A guest whose chair the host's AI plays while it is still here takes
     * it back with a move of its own for the decision at hand. */
    net_remote_chair *c = &h->chairs[p->chair];
    if (h->ai_plays[p->chair]) {
        net_remote_chair_end_stand_in(c);
        h->ai_plays[p->chair] = false;
        h->status[p->chair] = NET_CHAIR_GUEST;
        tell_chair(h, p->chair);
    }
    c->has_move = true;
    c->seq = m->seq;
    c->move = parsed;
}

static void line(net_host *h, host_peer *p, const char *text, size_t length)
{
    if (p->dropping)
        return;
    if (++p->lines > NET_FLOOD_LINES) {
        refuse(h, p, NET_ERR_FLOOD, "too many lines between two moves");
        return;
    }
    net_message m;
    char err[160];
    if (!net_message_read(text, length, &m, err, sizeof err)) {
        refuse(h, p, NET_ERR_SYNTAX, err);
        return;
    }
    if (m.kind != NET_MSG_HELLO && p->chair < 0) {
        refuse(h, p, NET_ERR_HELLO_FIRST, "say hello first");
        return;
    }
    switch (m.kind) {
    case NET_MSG_HELLO:
        hello(h, p, &m);
        break;
    case NET_MSG_MOVE:
        move(h, p, &m);
        break;
    case NET_MSG_SYNC:
        if (h->started)
            send_view(h, p);
        else
            refuse(h, p, NET_ERR_NOT_STARTED, "the game waits for its players");
        break;
    case NET_MSG_BYE:
        drop(h, p);
        break;
    default:
        refuse(h, p, NET_ERR_SYNTAX, "a message only the host sends");
        break;
    }
}

static void left(net_host *h, host_peer *p)
{
    int chair = p->chair;
    if (chair >= 0 && h->chair_peer[chair] == p->id) {
        h->chair_peer[chair] = 0;
        h->status[chair] = h->ai_plays[chair] ? NET_CHAIR_STAND_IN : NET_CHAIR_AWAY;
        h->chairs[chair].has_move = false;
    }
    memset(p, 0, sizeof *p);
    if (chair >= 0)
        tell_chair(h, chair);
}

/* Forgets a stranger at once (its LEFT, when it comes, finds no peer):
 * its slot is free for the connection that pushed it out. */
static void evict(net_host *h, host_peer *p)
{
    if (!p->dropping)
        net_drop(h->t, p->id);
    memset(p, 0, sizeof *p);
}

static bool is_stranger(const host_peer *p)
{
    return p->id && p->chair < 0;
}

/* The stranger to give way: the first that connected from address among
 * those still connected (the address's share), or (address NULL) from
 * anywhere, one already dropped first. */
static host_peer *oldest_stranger(net_host *h, const char *address)
{
    host_peer *oldest = NULL;
    for (int i = 0; i < NET_HOST_PEERS; i++) {
        host_peer *p = &h->peers[i];
        if (!is_stranger(p) || (address && (p->dropping || strcmp(p->address, address) != 0)))
            continue;
        if (!oldest || (p->dropping && !oldest->dropping) ||
            (p->dropping == oldest->dropping && p->arrival < oldest->arrival))
            oldest = p;
    }
    return oldest;
}

/* A new connection always gets a slot: it is a stranger until its hello,
 * and the oldest stranger from its address (beyond the address's share),
 * or from anywhere (when the slots are full), gives way to it. Only the
 * seated guests, at most one per chair, never give way. */
static void joined(net_host *h, int id, const char *address)
{
    if (address[0]) {
        int from_there = 0;
        for (int i = 0; i < NET_HOST_PEERS; i++)
            from_there += is_stranger(&h->peers[i]) && !h->peers[i].dropping &&
                          strcmp(h->peers[i].address, address) == 0;
        if (from_there >= NET_STRANGERS_PER_ADDRESS)
            evict(h, oldest_stranger(h, address));
    }
    host_peer *p = peer_of(h, 0);
    if (!p && (p = oldest_stranger(h, NULL)) != NULL)
        evict(h, p);
    if (!p) {
        net_drop(h->t, id);
        return;
    }
    *p = (host_peer){.id = id, .chair = -1, .joined_ms = now_ms(h), .arrival = ++h->arrivals};
    snprintf(p->address, sizeof p->address, "%s", address);
}

/* A stranger that has not said hello in time is told and let go. */
static void drop_silent_strangers(net_host *h)
{
    long long now = now_ms(h);
    for (int i = 0; i < NET_HOST_PEERS; i++) {
        host_peer *p = &h->peers[i];
        if (is_stranger(p) && !p->dropping && now - p->joined_ms >= NET_HELLO_TIMEOUT_MS)
            refuse(h, p, NET_ERR_HELLO_FIRST, "no hello in time");
    }
}

/* The lines the chair's seat wrote of the moves played since the last
 * poll go to its guest, in order; a guest whose news could not all be kept
 * gets the latest view instead (it jumps there, as after a sync). */
static void send_news(net_host *h, int chair)
{
    net_remote_chair *c = &h->chairs[chair];
    host_peer *p = h->chair_peer[chair] ? peer_of(h, h->chair_peer[chair]) : NULL;
    if (p && c->news_lost)
        send_view(h, p);
    for (size_t at = 0; p && !c->news_lost && at < c->news_length;) {
        const char *end = memchr(c->news + at, '\n', c->news_length - at);
        size_t n = (size_t)(end - (c->news + at));
        memcpy(h->line, c->news + at, n);
        send_line(h, p, n);
        at += n + 1;
    }
    c->news_length = 0;
    c->news_lost = false;
}

/* A guest hears only while it sits at its chair and the game is on: the
 * seat writes nothing for nobody. */
static void note_listeners(net_host *h)
{
    for (int c = 0; c < h->players; c++)
        h->chairs[c].guest_listens = h->remote[c] && h->started && h->chair_peer[c] != 0;
}

void net_host_poll(net_host *h)
{
    /* A move played: every connection's lines are counted afresh. */
    if (session_move_count(h->s) != h->moves_seen) {
        h->moves_seen = session_move_count(h->s);
        for (int i = 0; i < NET_HOST_PEERS; i++)
            h->peers[i].lines = 0;
    }
    for (int c = 0; c < h->players; c++)
        if (h->remote[c])
            send_news(h, c);
    net_event e;
    while (net_poll(h->t, &e)) {
        host_peer *p = peer_of(h, e.peer);
        switch (e.kind) {
        case NET_EVENT_JOINED:
            joined(h, e.peer, e.text ? e.text : "");
            break;
        case NET_EVENT_LINE:
            if (p)
                line(h, p, e.text, e.length);
            break;
        case NET_EVENT_LEFT:
            if (p)
                left(h, p);
            break;
        case NET_EVENT_FAILED:
            h->failed = true;
            snprintf(h->failure, sizeof h->failure, "%s", e.text ? e.text : "");
            break;
        }
    }
    drop_silent_strangers(h);
    note_listeners(h);
}

bool net_host_started(const net_host *h)
{
    return h->started;
}

net_chair_status net_host_chair_status(const net_host *h, int chair)
{
    return chair >= 0 && chair < h->players ? h->status[chair] : NET_CHAIR_HOST;
}

const char *net_host_chair_name(const net_host *h, int chair)
{
    return chair >= 0 && chair < h->players ? chair_name(h, chair) : "";
}

const char *net_host_token(const net_host *h, int chair)
{
    return chair >= 0 && chair < h->players && h->remote[chair] ? h->tokens[chair] : "";
}

uint64_t net_host_game_id(const net_host *h)
{
    return h->game_id;
}

bool net_host_stand_in(net_host *h, int chair, int level)
{
    if (chair < 0 || chair >= h->players || !h->remote[chair] || h->ai_plays[chair] ||
        (h->status[chair] != NET_CHAIR_AWAY && h->status[chair] != NET_CHAIR_GUEST))
        return false;
    seat_source *ai = seat_ai_new(level);
    if (!ai)
        return false;
    net_remote_chair *c = &h->chairs[chair];
    c->stand_in = ai;
    c->stand_in_generation++;
    h->ai_plays[chair] = true;
    c->has_move = false;
    h->status[chair] = NET_CHAIR_STAND_IN;
    tell_chair(h, chair);
    return true;
}

bool net_host_give_chair_away(net_host *h, int chair)
{
    if (chair < 0 || chair >= h->players || !h->remote[chair] || h->status[chair] == NET_CHAIR_OPEN)
        return false;
    char token[NET_TOKEN_HEX + 1];
    if (!new_token(token))
        return false;
    host_peer *guest = h->chair_peer[chair] ? peer_of(h, h->chair_peer[chair]) : NULL;
    if (guest) {
        guest->chair = -1;
        refuse(h, guest, NET_ERR_TAKEN, "the host gave this chair to someone else");
    }
    h->chair_peer[chair] = 0;
    memcpy(h->tokens[chair], token, sizeof token);
    h->names[chair][0] = '\0';
    h->chairs[chair].has_move = false;
    h->status[chair] = NET_CHAIR_OPEN;
    tell_chair(h, chair);
    note_listeners(h);
    return true;
}

void net_host_set_clock(net_host *h, net_host_clock clock, void *ctx)
{
    h->clock = clock ? clock : monotonic_ms;
    h->clock_ctx = clock ? ctx : NULL;
}

int net_host_strangers(const net_host *h)
{
    int n = 0;
    for (int i = 0; i < NET_HOST_PEERS; i++)
        n += is_stranger(&h->peers[i]) && !h->peers[i].dropping;
    return n;
}

const char *net_host_failure(const net_host *h)
{
    return h->failed ? h->failure : NULL;
}

int net_host_refusals(const net_host *h, net_error_kind kind)
{
    return kind >= 0 && kind < NET_ERR_KINDS ? h->refusals[kind] : 0;
}
