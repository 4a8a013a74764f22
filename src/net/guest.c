/* A guest of a network game (guest.h): the host's lines read, the view
 * rebuilt and checked by hash, the chair's moves sent. */
#include "net/guest.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/public_view.h"

struct net_guest {
    net_transport *t;
    char name[VILLAGE_SEAT_NAME_MAX];
    char token[NET_TOKEN_HEX + 1];
    uint64_t seed;
    char rules[NET_ID_HEX + 1];
    net_guest_phase status;
    int chair, players;
    uint64_t game_id;
    net_chair_status chair_status[VILLAGE_MAX_PLAYERS];
    char chair_names[VILLAGE_MAX_PLAYERS][VILLAGE_SEAT_NAME_MAX];
    bool has_seats; /* the host said who plays each chair (person below) */
    bool person[VILLAGE_MAX_PLAYERS];
    int ai_style[VILLAGE_MAX_PLAYERS]; /* a computer's style (village_ai_style) */
    bool has_view;
    village_state view;
    long seq;
    uint64_t hash;
    /* The hash the next view must have, from the guest's own replay of a
     * move that revealed nothing. */
    bool expecting;
    long expected_seq;
    uint64_t expected_hash;
    /* The latest move the host said it played, as the guest followed it:
     * the step of the view that comes after it. */
    bool has_moved;
    long moved_seq;
    int moved_actor;
    village_move moved_move;
    village_events moved_events;
    bool has_host_events; /* the host's events line for the move above */
    village_events host_events;
    net_guest_step_fn on_step;
    void *step_ctx;
    /* From a welcome to the view after it, moved and events lines tell what
     * happened while this chair was away (past), not moves to follow. */
    bool welcomed;
    net_guest_past past[NET_GUEST_PAST_MAX];
    int past_count;
    long answered_seq; /* the decision this chair answered, or -1 */
    bool deciding;     /* net_guest_drive: a seat source is deciding */
    long deciding_seq;
    int refusal;
    int errors[NET_ERR_KINDS];
    int desyncs;
    char gone[160];
    char line[NET_LINE_MAX + 1];
};

net_guest *net_guest_new(net_transport *t, const char *name, const char *token, uint64_t seed)
{
    net_guest *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->t = t;
    snprintf(g->name, sizeof g->name, "%s", name && name[0] ? name : "guest");
    if (token && strlen(token) == NET_TOKEN_HEX)
        memcpy(g->token, token, NET_TOKEN_HEX + 1);
    g->seed = seed;
    g->chair = -1;
    g->answered_seq = -1;
    g->refusal = -1;
    net_rules_identity(g->rules);
    return g;
}

void net_guest_free(net_guest *g)
{
    free(g);
}

static void send_line(net_guest *g, size_t length)
{
    if (length && !g->t->ops->send(g->t->self, NET_PEER_HOST, g->line, length))
        net_drop(g->t, NET_PEER_HOST);
}

static void ask_sync(net_guest *g)
{
    send_line(g, net_write_sync(g->line, sizeof g->line));
}

static void moved(net_guest *g, const net_message *m)
{
    g->expecting = false;
    g->has_moved = false;
    g->has_host_events = false;
    if (!g->has_view || m->seq != g->seq || m->chair != g->view.actor) {
        /* A move that does not follow our view: we missed something. */
        g->desyncs++;
        ask_sync(g);
        return;
    }
    char text[NET_MOVE_TEXT_MAX + 1];
    memcpy(text, m->text, m->text_length);
    text[m->text_length] = '\0';
    village_move move;
    village_state after = g->view;
    village_events events;
    if (!village_move_parse(&g->view, text, &move) || !village_apply(&after, &move, &events)) {
        g->desyncs++;
        ask_sync(g);
        return;
    }
    g->has_moved = true;
    g->moved_seq = m->seq;
    g->moved_actor = m->chair;
    g->moved_move = move;
    g->moved_events = events;
    /* A move that drew nothing hidden leads to the same public state here
     * as on the host, whatever the hidden parts: its hash must agree. */
    if (!village_events_reveal_hidden(&events)) {
        g->expecting = true;
        g->expected_seq = m->seq + 1;
        g->expected_hash = net_public_hash(&after);
    }
}

/* A moved line before the view that follows a welcome: kept for the
 * returning player to see, never followed (the guest's view is older). */
static void past_moved(net_guest *g, const net_message *m)
{
    if (g->past_count == NET_GUEST_PAST_MAX) { /* the oldest goes */
        memmove(g->past, g->past + 1, (NET_GUEST_PAST_MAX - 1) * sizeof *g->past);
        g->past_count--;
    }
    net_guest_past *p = &g->past[g->past_count++];
    p->seq = m->seq;
    p->actor = m->chair;
    p->events.count = 0;
    p->events.overflowed = false;
}

static void past_events(net_guest *g, const net_message *m)
{
    if (g->past_count > 0 && g->past[g->past_count - 1].seq == m->seq)
        g->past[g->past_count - 1].events = m->events;
    else
        g->desyncs++;
}

static void tell_step(net_guest *g)
{
    bool followed = g->has_moved && g->moved_seq == g->seq - 1;
    bool host_events = followed && g->has_host_events;
    g->has_moved = false;
    g->has_host_events = false;
    if (!g->on_step)
        return;
    net_guest_step step = {.seq = g->seq, .has_move = followed, .actor = -1, .view = &g->view};
    if (g->welcomed) {
        step.past = g->past;
        step.past_count = g->past_count;
        g->welcomed = false;
    }
    if (followed) {
        step.actor = g->moved_actor;
        step.move = g->moved_move;
        step.host_events = host_events;
        step.events = host_events ? g->host_events : g->moved_events;
    }
    g->on_step(g->step_ctx, &step);
}

void net_guest_on_step(net_guest *g, net_guest_step_fn fn, void *ctx)
{
    g->on_step = fn;
    g->step_ctx = ctx;
}

static void view(net_guest *g, const net_message *m)
{
    if (g->chair < 0 || m->players != g->players || m->seq < g->seq) {
        g->desyncs++;
        return;
    }
    village_state rebuilt;
    char err[300];
    uint64_t seed = g->seed ^ ((uint64_t)m->seq * 0xD1B54A32D192ED03ull);
    if (!net_view_rebuild(m->text, m->text_length, m->players, m->counts, g->chair, seed, &rebuilt,
                          err, sizeof err) ||
        net_public_hash(&rebuilt) != m->hash) {
        g->desyncs++; /* the host's view is wrong: keep ours */
        return;
    }
    if (g->expecting && g->expected_seq == m->seq && g->expected_hash != m->hash)
        g->desyncs++; /* our replay disagreed: the host's view wins */
    g->expecting = false;
    g->view = rebuilt;
    g->has_view = true;
    g->seq = m->seq;
    g->hash = m->hash;
    g->status = village_game_over(&rebuilt) ? NET_GUEST_OVER : NET_GUEST_PLAYING;
    tell_step(g);
}

static bool error_is_fatal(net_error_kind e)
{
    return e <= NET_ERR_NOT_YOUR_CHAIR;
}

static void line(net_guest *g, const char *text, size_t length)
{
    net_message m;
    if (!net_message_read(text, length, &m, NULL, 0)) {
        g->desyncs++;
        return;
    }
    switch (m.kind) {
    case NET_MSG_WELCOME:
        if (m.version != NET_PROTOCOL_VERSION)
            break;
        g->chair = m.chair;
        g->players = m.players;
        g->game_id = m.game_id;
        memcpy(g->token, m.token, sizeof g->token);
        g->welcomed = true;
        g->past_count = 0;
        if (g->status == NET_GUEST_CONNECTING)
            g->status = NET_GUEST_LOBBY;
        break;
    case NET_MSG_CHAIR:
        g->chair_status[m.chair] = m.status;
        memcpy(g->chair_names[m.chair], m.name, sizeof m.name);
        break;
    case NET_MSG_MOVED:
        if (g->welcomed)
            past_moved(g, &m);
        else
            moved(g, &m);
        break;
    case NET_MSG_VIEW:
        view(g, &m);
        break;
    case NET_MSG_SEATS:
        if (m.players != g->players) {
            g->desyncs++;
            break;
        }
        memcpy(g->person, m.person, sizeof g->person);
        memcpy(g->ai_style, m.ai_style, sizeof g->ai_style);
        g->has_seats = true;
        break;
    case NET_MSG_EVENTS:
        if (g->welcomed) {
            past_events(g, &m);
            break;
        }
        /* The events of the move just announced; of another: we missed
         * something (the view that follows says so). */
        if (g->has_moved && m.seq == g->moved_seq) {
            g->host_events = m.events;
            g->has_host_events = true;
        } else {
            g->desyncs++;
        }
        break;
    case NET_MSG_ERROR:
        g->refusal = (int)m.error;
        g->errors[m.error]++;
        if (error_is_fatal(m.error))
            g->status = NET_GUEST_REFUSED;
        break;
    case NET_MSG_BYE: /* the host closed its game: the table says the host has gone */
        snprintf(g->gone, sizeof g->gone, "the host has left");
        if (g->status != NET_GUEST_REFUSED && g->status != NET_GUEST_OVER)
            g->status = NET_GUEST_HOST_GONE;
        break;
    default:
        g->desyncs++; /* a message only a guest sends */
        break;
    }
}

static void gone(net_guest *g, const net_event *e)
{
    if (g->status == NET_GUEST_HOST_GONE && g->gone[0])
        return; /* the host said bye: that is why, not the closed connection after it */
    snprintf(g->gone, sizeof g->gone, "%s", e->text ? e->text : "");
    if (g->status != NET_GUEST_REFUSED && g->status != NET_GUEST_OVER)
        g->status = NET_GUEST_HOST_GONE;
}

void net_guest_poll(net_guest *g)
{
    net_event e;
    while (net_poll(g->t, &e)) {
        switch (e.kind) {
        case NET_EVENT_JOINED:
            send_line(g, net_write_hello(g->line, sizeof g->line, g->rules,
                                         g->token[0] ? g->token : NULL, g->name));
            break;
        case NET_EVENT_LINE:
            line(g, e.text, e.length);
            break;
        case NET_EVENT_LEFT:
        case NET_EVENT_FAILED:
            gone(g, &e);
            break;
        }
    }
}

net_guest_phase net_guest_status(const net_guest *g)
{
    return g->status;
}

int net_guest_chair(const net_guest *g)
{
    return g->chair;
}

const char *net_guest_token(const net_guest *g)
{
    return g->token;
}

int net_guest_players(const net_guest *g)
{
    return g->players;
}

net_chair_status net_guest_chair_status(const net_guest *g, int chair)
{
    if (chair == g->chair && g->chair >= 0)
        return NET_CHAIR_GUEST;
    return chair >= 0 && chair < VILLAGE_MAX_PLAYERS ? g->chair_status[chair] : NET_CHAIR_HOST;
}

const char *net_guest_chair_name(const net_guest *g, int chair)
{
    return chair >= 0 && chair < VILLAGE_MAX_PLAYERS ? g->chair_names[chair] : "";
}

bool net_guest_chair_is_person(const net_guest *g, int chair)
{
    if (chair < 0 || chair >= VILLAGE_MAX_PLAYERS)
        return false;
    if (chair == g->chair)
        return true;
    if (g->has_seats)
        return g->person[chair];
    net_chair_status st = g->chair_status[chair];
    return st == NET_CHAIR_GUEST || st == NET_CHAIR_AWAY || st == NET_CHAIR_OPEN;
}

int net_guest_chair_ai_style(const net_guest *g, int chair)
{
    if (net_guest_chair_is_person(g, chair))
        return -1;
    return g->has_seats ? g->ai_style[chair] : 0;
}

const village_state *net_guest_view(const net_guest *g)
{
    return g->has_view ? &g->view : NULL;
}

long net_guest_seq(const net_guest *g)
{
    return g->seq;
}

uint64_t net_guest_hash(const net_guest *g)
{
    return g->hash;
}

bool net_guest_to_act(const net_guest *g)
{
    return g->status == NET_GUEST_PLAYING && g->has_view && g->view.actor == g->chair &&
           !village_game_over(&g->view) && g->answered_seq != g->seq;
}

bool net_guest_send_move(net_guest *g, const village_move *m)
{
    if (!net_guest_to_act(g) || !village_is_legal(&g->view, m))
        return false;
    char text[NET_MOVE_TEXT_MAX + 1];
    if (village_move_format(&g->view, m, text, sizeof text) <= 0)
        return false;
    size_t n = net_write_move(g->line, sizeof g->line, g->seq, g->chair, text);
    if (n == 0)
        return false;
    send_line(g, n);
    g->answered_seq = g->seq;
    return true;
}

void net_guest_drive(net_guest *g, seat_source *src, int threads)
{
    if (g->deciding && (g->deciding_seq != g->seq || !net_guest_to_act(g))) {
        seat_end(src);
        g->deciding = false;
    }
    if (!g->deciding && net_guest_to_act(g)) {
        seat_turn turn = {.player = g->chair,
                          .move_number = (size_t)g->seq,
                          .view = g->view,
                          .seed = g->seed ^ ((uint64_t)g->seq * 0x9E3779B97F4A7C15ull),
                          .threads = threads > 0 ? threads : 1};
        seat_begin(src, &turn);
        g->deciding = true;
        g->deciding_seq = g->seq;
    }
    village_move m;
    if (g->deciding && seat_poll(src, &m) == SEAT_ANSWERED) {
        net_guest_send_move(g, &m);
        seat_end(src);
        g->deciding = false;
    }
}

int net_guest_refusal(const net_guest *g)
{
    return g->refusal;
}

int net_guest_desyncs(const net_guest *g)
{
    return g->desyncs;
}

const char *net_guest_gone_reason(const net_guest *g)
{
    return g->gone;
}
