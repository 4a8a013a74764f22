/* The referee's one XMPP connection (room_hub.h). The caller's thread and
 * the connection's thread share the table of rooms, their inboxes and the
 * one outbox, behind one lock; everything libstrophe touches lives on the
 * connection's thread, because libstrophe is not thread-safe.
 *
 * Idle costs nothing: libstrophe's loop waits in select() on its own socket
 * and cannot be woken, so while the connection is quiet the thread waits in
 * poll() on that socket and a pipe the callers write to when they queue
 * something. After anything happens it runs libstrophe's loop with a short
 * timeout for BUSY_MS, which also drains what TLS holds decrypted but
 * unread (invisible to poll()), then goes back to sleep. */
#include "referee/room_hub.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <strophe.h>
#include <time.h>
#include <unistd.h>

#include "net/event_queue.h"
#include "net/xmpp_link.h"
#include "net/xmpp_muc.h"
#include "referee/xmpp_direct.h"
#include "referee/xmpp_ready.h"

enum {
    INBOX_LIMIT = 4096,       /* lines a room holds for the caller */
    ROOM_OUTBOX_LIMIT = 4096, /* lines a room may have queued to send */
    DIRECT_LIMIT = 4096,      /* requests or answers queued */
    MAX_OCCUPANTS = 256,      /* a room fuller than this: the rest are not peers */
    LOOP_TIMEOUT_MS = 10,     /* libstrophe's select() while busy */
    BUSY_MS = 200,            /* busy this long after anything happened */
    IDLE_POLL_MS = 60 * 1000, /* a quiet connection's sleep */
    ANSWER_MS = 5000,         /* a room's request unanswered this long is sent again */
    ANSWER_WAITS = 5,         /* each sending again waits twice as long, 5 s to 80 s */
    BUCKETS = 4096,           /* of the table of rooms, by name */
    MAX_SERVERS = 8,          /* the nodes of a cluster, tried in turn */
    REASON_MAX = 256
};

static const char *const MUC_NS = "http://jabber.org/protocol/muc";
static const char *const MUC_USER_NS = "http://jabber.org/protocol/muc#user";
static const char *const MUC_OWNER_NS = "http://jabber.org/protocol/muc#owner";
static const char *const MUC_ADMIN_NS = "http://jabber.org/protocol/muc#admin";
static const char *const ID_CONFIG = "village-room-config";
static const char *const ID_MEMBERS = "village-room-members";

typedef struct occupant {
    char *nick;
    char *jid; /* the account's bare address, as the room shows it, or NULL */
    int peer;  /* 0 once the referee dropped it */
} occupant;

/* The steps of a room's setting up, each a request whose answer the room
 * awaits (ask_again): our entry, then its configuration, then its members. */
typedef enum setup_step { STEP_ENTRY, STEP_CONFIG, STEP_MEMBERS } setup_step;

typedef struct room {
    net_transport transport;
    referee_hub *hub;
    struct room *next; /* in its bucket */
    char *name;        /* "village-…@conference.example.org" */
    char *nick;
    char **members, **owners;
    int member_count, owner_count;
    /* The member requests (members, then owners) still awaiting their
     * answer, and how many. */
    bool *member_unanswered;
    int members_pending;
    net_event_queue inbox; /* the room's events for its caller, untagged */
    int outbox_count;      /* lines of ours in the hub's outbox */
    occupant *occupants;
    int occupant_slots;
    int next_peer;
    bool in_room, ready, taken, finished;
    net_waker_fn wake;
    void *wake_ctx;
    /* While a request of the step awaits the room's answer: when it is
     * due, and the room's place in the hub's list of rooms awaiting one. */
    setup_step step;
    long long answer_by;
    long asked_seq;  /* the requests sent on the connection before it */
    int answer_wait; /* which of the hub's lists: ANSWER_MS << answer_wait */
    struct room *awaiting_prev, *awaiting_next;
} room;

struct referee_hub {
    pthread_t thread;
    pthread_mutex_t lock;
    int wake_pipe[2];
    /* Under the lock. */
    room *buckets[BUCKETS];
    int rooms;
    /* What the callers ask the connection's thread to send, each event
     * tagged with the address it goes to: LINE, a line to a room's
     * occupant ("room/nick") or a direct message (a bare JID); LEFT, a kick
     * ("room/nick"); JOINED, an entry (the room); FAILED, our leaving
     * ("room/nick"). */
    net_event_queue outbox;
    net_event_queue requests; /* LINE, tagged with its sender's bare JID */
    bool closing, online, outbox_signalled;
    char failure[REASON_MAX];
    net_waker_fn wake;
    void *wake_ctx;
    referee_hub_stats stats;
    int rooms_ready;             /* rooms ready and not failed: kept where either changes */
    net_queued *current_request; /* the caller's */
    /* The rooms whose request (entry, configuration, members) awaits an
     * answer, one list for each length of wait, each in the order sent, so
     * each list's first is its first due: only these rooms give the
     * connection's thread a deadline. */
    room *awaiting_first[ANSWER_WAITS], *awaiting_last[ANSWER_WAITS];
    long asked;         /* requests sent on this connection: the seq of the next */
    long heard_seq;     /* the latest sent of the requests answered */
    long long heard_at; /* when the last request was answered */
    /* The connection's thread alone. */
    char *jid, *password, *ca_file, *rooms_service;
    /* The servers to log into (none: the JID's domain): a cluster's nodes,
     * each tried in turn after the last one's connection failed or was
     * lost, so that a referee whose node went down comes back on another. */
    char *server_hosts[MAX_SERVERS];
    unsigned short server_ports[MAX_SERVERS];
    int server_count, server_at;
    xmpp_link link;  /* the connection, made again on the next server when lost */
    xmpp_ctx_t *ctx; /* the link's, for making stanzas */
    long long busy_until;
};

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* ---- the outbox ---- */

/* Asks the connection's thread to send kind to the occupant nick of a room
 * (nick NULL: to the room itself). Unbounded: the callers bound lines. */
static bool to_room(referee_hub *h, net_event_kind kind, const char *room_name, const char *nick,
                    const char *line, size_t length)
{
    char to[600];
    snprintf(to, sizeof to, "%s%s%s", room_name, nick ? "/" : "", nick ? nick : "");
    return net_event_queue_push_tagged(&h->outbox, (size_t)-1, kind, 0, to, line ? line : "",
                                       length);
}

/* ---- the table of rooms, under the lock ---- */

static unsigned bucket_of(const char *name)
{
    unsigned h = 2166136261u;
    for (const char *c = name; *c; c++)
        h = (h ^ (unsigned)(*c >= 'A' && *c <= 'Z' ? *c + 32 : *c)) * 16777619u;
    return h % BUCKETS;
}

static room *room_named(referee_hub *h, const char *name)
{
    for (room *r = h->buckets[bucket_of(name)]; r; r = r->next)
        if (strcasecmp(r->name, name) == 0)
            return r;
    return NULL;
}

static void room_unlink(referee_hub *h, room *r)
{
    for (room **p = &h->buckets[bucket_of(r->name)]; *p; p = &(*p)->next)
        if (*p == r) {
            *p = r->next;
            h->rooms--;
            h->rooms_ready -= r->ready && !r->finished;
            return;
        }
}

/* An event for the room's caller. Lines stop at INBOX_LIMIT; JOINED, LEFT
 * and FAILED always get through, so no peer's coming or going is missed. */
static bool deliver(room *r, net_event_kind kind, int peer, const char *text)
{
    size_t limit = kind == NET_EVENT_LINE ? INBOX_LIMIT : (size_t)-1;
    bool ok = net_event_queue_push(&r->inbox, limit, kind, peer, text, strlen(text));
    if (ok && r->wake)
        r->wake(r->wake_ctx);
    return ok;
}

static occupant *occupant_by_nick(room *r, const char *nick)
{
    for (int i = 0; i < r->occupant_slots; i++)
        if (r->occupants[i].nick && strcmp(r->occupants[i].nick, nick) == 0)
            return &r->occupants[i];
    return NULL;
}

static occupant *occupant_by_peer(room *r, int peer)
{
    for (int i = 0; peer > 0 && i < r->occupant_slots; i++)
        if (r->occupants[i].nick && r->occupants[i].peer == peer)
            return &r->occupants[i];
    return NULL;
}

/* A free slot, growing the table a few at a time: most rooms never see more
 * than their seats' guests. */
static occupant *occupant_slot(room *r)
{
    for (int i = 0; i < r->occupant_slots; i++)
        if (!r->occupants[i].nick)
            return &r->occupants[i];
    if (r->occupant_slots >= MAX_OCCUPANTS)
        return NULL;
    int more = r->occupant_slots ? r->occupant_slots * 2 : 4;
    if (more > MAX_OCCUPANTS)
        more = MAX_OCCUPANTS;
    occupant *grown = realloc(r->occupants, (size_t)more * sizeof *grown);
    if (!grown)
        return NULL;
    memset(grown + r->occupant_slots, 0, (size_t)(more - r->occupant_slots) * sizeof *grown);
    occupant *slot = &grown[r->occupant_slots];
    r->occupants = grown;
    r->occupant_slots = more;
    return slot;
}

static void occupant_remove(occupant *o)
{
    free(o->nick);
    free(o->jid);
    *o = (occupant){0};
}

/* The room's request was answered (or the room is over): no deadline. */
static void answer_settled(referee_hub *h, room *r)
{
    if (!r->answer_by)
        return;
    int w = r->answer_wait;
    if (r->awaiting_prev)
        r->awaiting_prev->awaiting_next = r->awaiting_next;
    else
        h->awaiting_first[w] = r->awaiting_next;
    if (r->awaiting_next)
        r->awaiting_next->awaiting_prev = r->awaiting_prev;
    else
        h->awaiting_last[w] = r->awaiting_prev;
    r->awaiting_prev = r->awaiting_next = NULL;
    r->answer_by = 0;
}

/* The room answered a request of its step: the server is answering
 * requests, up to this one. */
static void answer_noted(referee_hub *h, room *r)
{
    h->heard_at = now_ms();
    if (r->asked_seq > h->heard_seq)
        h->heard_seq = r->asked_seq;
}

/* The room answered its step's request (or its last one): no deadline. */
static void answer_heard(referee_hub *h, room *r)
{
    if (!r->answer_by)
        return;
    answer_noted(h, r);
    answer_settled(h, r);
}

/* A step's request sent now, its answer awaited ANSWER_MS << wait: due
 * last of its list. */
static void answer_awaited(referee_hub *h, room *r, setup_step step, int wait)
{
    answer_settled(h, r);
    r->step = step;
    r->asked_seq = h->asked++;
    r->answer_wait = wait;
    r->answer_by = now_ms() + ((long long)ANSWER_MS << wait);
    r->awaiting_prev = h->awaiting_last[wait];
    if (h->awaiting_last[wait])
        h->awaiting_last[wait]->awaiting_next = r;
    else
        h->awaiting_first[wait] = r;
    h->awaiting_last[wait] = r;
}

/* The room is over for its caller: every peer is gone, and it failed
 * unless the caller freed it. Under the lock. */
static void room_fail(room *r, const char *why)
{
    if (r->finished)
        return;
    r->hub->rooms_ready -= r->ready;
    r->finished = true;
    answer_settled(r->hub, r);
    for (int i = 0; i < r->occupant_slots; i++) {
        occupant *o = &r->occupants[i];
        if (o->nick && o->peer > 0)
            deliver(r, NET_EVENT_LEFT, o->peer, why);
        if (o->nick)
            occupant_remove(o);
    }
    deliver(r, NET_EVENT_FAILED, NET_PEER_HOST, why);
}

/* Wakes the connection's thread from poll(). Under the lock. */
static void signal_thread(referee_hub *h)
{
    if (h->outbox_signalled)
        return;
    h->outbox_signalled = true;
    char byte = 1;
    ssize_t written = write(h->wake_pipe[1], &byte, 1);
    (void)written; /* full: it is awake already */
}

/* ---- stanzas (connection's thread, under the lock) ---- */

static void send_and_release(referee_hub *h, xmpp_stanza_t *stanza)
{
    xmpp_send(h->link.conn, stanza);
    xmpp_stanza_release(stanza);
    h->stats.stanzas_out++;
}

static xmpp_stanza_t *element(referee_hub *h, const char *name, const char *ns)
{
    xmpp_stanza_t *e = xmpp_stanza_new(h->ctx);
    xmpp_stanza_set_name(e, name);
    if (ns)
        xmpp_stanza_set_ns(e, ns);
    return e;
}

static void add_child(xmpp_stanza_t *parent, xmpp_stanza_t *child)
{
    xmpp_stanza_add_child(parent, child);
    xmpp_stanza_release(child);
}

static void send_presence(referee_hub *h, const char *room_name, const char *nick, bool join)
{
    char to[600];
    snprintf(to, sizeof to, "%s/%s", room_name, nick);
    xmpp_stanza_t *presence = xmpp_presence_new(h->ctx);
    xmpp_stanza_set_to(presence, to);
    if (join) {
        /* No history: a game's lines are private messages, which rooms do not keep. */
        xmpp_stanza_t *x = element(h, "x", MUC_NS);
        xmpp_stanza_t *history = element(h, "history", NULL);
        xmpp_stanza_set_attribute(history, "maxstanzas", "0");
        add_child(x, history);
        add_child(presence, x);
    } else {
        xmpp_stanza_set_type(presence, "unavailable");
    }
    send_and_release(h, presence);
}

/* Enters the room, and awaits its answer: its own presence of us, or an
 * error (on_presence), else the entry is sent again (ask_again). */
static void send_entry(referee_hub *h, room *r, int wait)
{
    send_presence(h, r->name, r->nick, true);
    answer_awaited(h, r, STEP_ENTRY, wait);
}

static xmpp_stanza_t *form_field(referee_hub *h, const char *var, const char *value,
                                 const char *type)
{
    xmpp_stanza_t *field = element(h, "field", NULL);
    xmpp_stanza_set_attribute(field, "var", var);
    if (type)
        xmpp_stanza_set_type(field, type);
    xmpp_stanza_t *v = element(h, "value", NULL);
    xmpp_stanza_t *text = xmpp_stanza_new(h->ctx);
    xmpp_stanza_set_text(text, value);
    add_child(v, text);
    add_child(field, v);
    return field;
}

/* Makes the room the referee's (XEP-0045 §10.2), on every entry, as the
 * live transport does (xmpp_transport.c, send_room_config), but not
 * persistent: the store is the authority and the room a channel the
 * referee makes again, and a persistent room costs the server a write of
 * its list of every persistent room at each room made (Prosody: a thousand
 * rooms took ten minutes to be ready). The server lets only the referees
 * make rooms (docs/referee.md, "Only the referees make rooms"), so nobody
 * else can make a game's room while it is gone. */
static void send_room_config(referee_hub *h, room *r, int wait)
{
    xmpp_stanza_t *iq = xmpp_iq_new(h->ctx, "set", ID_CONFIG);
    xmpp_stanza_set_to(iq, r->name);
    xmpp_stanza_t *query = element(h, "query", MUC_OWNER_NS);
    xmpp_stanza_t *form = element(h, "x", "jabber:x:data");
    xmpp_stanza_set_type(form, "submit");
    add_child(form,
              form_field(h, "FORM_TYPE", "http://jabber.org/protocol/muc#roomconfig", "hidden"));
    add_child(form, form_field(h, "muc#roomconfig_persistentroom", "0", NULL));
    add_child(form, form_field(h, "muc#roomconfig_membersonly", "1", NULL));
    add_child(form, form_field(h, "muc#roomconfig_whois", "anyone", NULL));
    add_child(form, form_field(h, "muc#roomconfig_publicroom", "0", NULL));
    add_child(query, form);
    add_child(iq, query);
    send_and_release(h, iq);
    answer_awaited(h, r, STEP_CONFIG, wait);
}

/* One request a member: Prosody reads only the first item of a request.
 * Each has an id of its own ("village-room-members-3"), so that only those
 * still unanswered are sent again. */
static void send_members(referee_hub *h, room *r, int wait)
{
    int total = r->member_count + r->owner_count;
    if (r->step != STEP_MEMBERS) {
        for (int i = 0; i < total; i++)
            r->member_unanswered[i] = true;
        r->members_pending = total;
    }
    for (int i = 0; i < total; i++) {
        if (!r->member_unanswered[i])
            continue;
        bool owner = i >= r->member_count;
        char id[64];
        snprintf(id, sizeof id, "%s-%d", ID_MEMBERS, i);
        xmpp_stanza_t *iq = xmpp_iq_new(h->ctx, "set", id);
        xmpp_stanza_set_to(iq, r->name);
        xmpp_stanza_t *query = element(h, "query", MUC_ADMIN_NS);
        xmpp_stanza_t *it = element(h, "item", NULL);
        xmpp_stanza_set_attribute(it, "affiliation", owner ? "owner" : "member");
        xmpp_stanza_set_attribute(it, "jid",
                                  owner ? r->owners[i - r->member_count] : r->members[i]);
        add_child(query, it);
        add_child(iq, query);
        send_and_release(h, iq);
    }
    answer_awaited(h, r, STEP_MEMBERS, wait);
}

/* A request of a room's setting up lost, neither answered nor refused (an
 * entry: the cluster node that held the room died as it went, its answer
 * lost on the way; a configuration or member request lost alike) would
 * leave the room never ready and its game unplayable until the connection
 * is made again: after ANSWER_MS it is sent again, as the live client's
 * entry is (net/xmpp_transport.c). A second entry into a room we are in
 * only repeats our presence; a second configuration or member request sets
 * again what the first may have set, and an answer to the first that comes
 * after all is taken for the step's once.
 *
 * A request merely in line is not lost: a server making thousands of rooms
 * at a referee's start answers them in the order sent, slowly (10,000
 * rooms: many entries after more than 5 s, and sending those again only
 * lengthened its queue). So a request due is sent again only once one
 * sent after it was answered (it was passed over) or none at all was
 * answered for ANSWER_MS (the server is not answering them); and each time
 * again the wait doubles, up to 80 s. Returns the milliseconds until the
 * next look is due, or -1 when no request awaits an answer: settled rooms
 * give the connection's thread no deadline. */
static int ask_again(referee_hub *h)
{
    pthread_mutex_lock(&h->lock);
    long long now = now_ms(), next = -1;
    bool silent = now - h->heard_at >= ANSWER_MS;
    for (int w = 0; w < ANSWER_WAITS; w++) {
        room *r;
        while ((r = h->awaiting_first[w]) && r->answer_by <= now &&
               (silent || r->asked_seq < h->heard_seq)) {
            int longer = w + 1 < ANSWER_WAITS ? w + 1 : w; /* the last of its list now */
            if (r->step == STEP_ENTRY) {
                h->stats.entries_again++;
                send_entry(h, r, longer);
            } else {
                h->stats.requests_again++;
                if (r->step == STEP_CONFIG)
                    send_room_config(h, r, longer);
                else
                    send_members(h, r, longer);
            }
        }
        if (!r)
            continue;
        /* In line behind requests still being answered: looked at again
         * when answers stop (or at the next stanza, which wakes us). */
        long long due = r->answer_by > now ? r->answer_by : h->heard_at + ANSWER_MS;
        if (next < 0 || due - now < next)
            next = due - now;
    }
    pthread_mutex_unlock(&h->lock);
    return (int)next;
}

static void send_kick(referee_hub *h, const char *room_name, const char *nick)
{
    xmpp_stanza_t *iq = xmpp_iq_new(h->ctx, "set", "village-kick");
    xmpp_stanza_set_to(iq, room_name);
    xmpp_stanza_t *query = element(h, "query", MUC_ADMIN_NS);
    xmpp_stanza_t *it = element(h, "item", NULL);
    xmpp_stanza_set_attribute(it, "nick", nick);
    xmpp_stanza_set_attribute(it, "role", "none");
    add_child(query, it);
    add_child(iq, query);
    send_and_release(h, iq);
}

/* A line to an occupant, "room/nick". */
static void send_private(referee_hub *h, const char *to, const char *line)
{
    xmpp_stanza_t *message = xmpp_message_new(h->ctx, "chat", to, NULL);
    xmpp_message_set_body(message, line);
    add_child(message, element(h, "x", MUC_USER_NS));
    send_and_release(h, message);
}

/* The room a stanza comes from and the nick in it (xmpp_free it; NULL from
 * the room itself), or NULL when it is from none of ours. */
static room *room_of(referee_hub *h, xmpp_stanza_t *stanza, char **nick)
{
    *nick = NULL;
    const char *from = xmpp_stanza_get_from(stanza);
    if (!from)
        return NULL;
    char *bare = xmpp_jid_bare(h->ctx, from);
    room *r = bare ? room_named(h, bare) : NULL;
    xmpp_free(h->ctx, bare);
    if (r) {
        *nick = xmpp_jid_resource(h->ctx, from);
        if (*nick && !**nick) {
            xmpp_free(h->ctx, *nick);
            *nick = NULL;
        }
    }
    return r;
}

static void leave_failed(referee_hub *h, room *r, const char *why)
{
    if (r->in_room)
        send_presence(h, r->name, r->nick, false);
    r->in_room = false;
    room_fail(r, why);
}

static void on_join_refused(room *r, xmpp_stanza_t *stanza)
{
    const char *condition = xmpp_muc_error_condition(stanza);
    char why[REASON_MAX];
    xmpp_muc_owner_refusal refusal = xmpp_muc_owner_refused(condition, r->name, why, sizeof why);
    if (refusal == XMPP_MUC_ROOM_TAKEN) {
        /* Our rooms let us in: one that does not was made by someone else. */
        r->taken = true;
    } else if (refusal == XMPP_MUC_ROOM_NOT_MADE) {
        /* why already says so. */
    } else if (strcmp(condition, "conflict") == 0) {
        snprintf(why, sizeof why, "the name %.60s is already taken in the room", r->nick);
    } else {
        snprintf(why, sizeof why, "the room %.120s refused us (%.60s)", r->name,
                 *condition ? condition : "no reason given");
    }
    room_fail(r, why);
}

static void on_own_presence(referee_hub *h, room *r, xmpp_stanza_t *x, bool available)
{
    if (!available) {
        if (r->in_room) {
            r->in_room = false;
            room_fail(r, xmpp_muc_has_status(x, "307") ? "the room removed us"
                                                       : "the room was closed");
        }
        return; /* else we left on purpose: an entry awaited is not answered by it */
    }
    if (r->in_room)
        return; /* an entry sent again, answered after the first: made ours once */
    answer_heard(h, r);
    r->in_room = true;
    xmpp_stanza_t *it = x ? xmpp_stanza_get_child_by_name(x, "item") : NULL;
    const char *affiliation = it ? xmpp_stanza_get_attribute(it, "affiliation") : NULL;
    if (!xmpp_muc_has_status(x, "201") && !(affiliation && strcmp(affiliation, "owner") == 0)) {
        r->taken = true;
        char why[REASON_MAX];
        snprintf(why, sizeof why, "the room %.120s is already someone else's game", r->name);
        leave_failed(h, r, why);
        return;
    }
    send_room_config(h, r, 0);
}

static const char *why_occupant_left(xmpp_stanza_t *x)
{
    if (xmpp_muc_has_status(x, "307"))
        return "removed from the room";
    if (xmpp_muc_has_status(x, "301"))
        return "banned from the room";
    if (x && xmpp_stanza_get_child_by_name(x, "destroy"))
        return "the room was closed";
    return "left the room";
}

static void on_guest_presence(referee_hub *h, room *r, const char *nick, xmpp_stanza_t *x,
                              bool available)
{
    occupant *o = occupant_by_nick(r, nick);
    if (available && !o && !r->finished) {
        xmpp_stanza_t *it = x ? xmpp_stanza_get_child_by_name(x, "item") : NULL;
        const char *jid = it ? xmpp_stanza_get_attribute(it, "jid") : NULL;
        char *real = jid && *jid ? xmpp_jid_bare(h->ctx, jid) : NULL;
        occupant *slot = occupant_slot(r);
        char *copy = slot ? strdup(nick) : NULL;
        if (copy) {
            *slot =
                (occupant){.nick = copy, .jid = real ? strdup(real) : NULL, .peer = r->next_peer++};
            deliver(r, NET_EVENT_JOINED, slot->peer, "");
        }
        xmpp_free(h->ctx, real);
    } else if (!available && o) {
        if (o->peer > 0)
            deliver(r, NET_EVENT_LEFT, o->peer, why_occupant_left(x));
        occupant_remove(o);
    }
}

static int on_presence(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    referee_hub *h = userdata;
    pthread_mutex_lock(&h->lock);
    h->stats.stanzas_in++;
    char *nick;
    room *r = room_of(h, stanza, &nick);
    if (r && nick) {
        const char *type = xmpp_stanza_get_type(stanza);
        xmpp_stanza_t *x = xmpp_stanza_get_child_by_name_and_ns(stanza, "x", MUC_USER_NS);
        bool own = xmpp_muc_has_status(x, "110") || strcmp(nick, r->nick) == 0;
        if (type && strcmp(type, "error") == 0) {
            if (own && !r->finished) {
                answer_heard(h, r);
                on_join_refused(r, stanza);
            }
        } else if (!type || strcmp(type, "unavailable") == 0) {
            if (own)
                on_own_presence(h, r, x, !type);
            else
                on_guest_presence(h, r, nick, x, !type);
        }
    }
    xmpp_free(h->ctx, nick);
    pthread_mutex_unlock(&h->lock);
    return 1;
}

/* One line of UTF-8 without control characters: what XML carries. */
static bool fits_xml(const char *line, size_t length)
{
    for (size_t i = 0; i < length;) {
        unsigned char c = (unsigned char)line[i];
        size_t more = c < 0x80                 ? 0
                      : c >= 0xC2 && c <= 0xDF ? 1
                      : (c & 0xF0) == 0xE0     ? 2
                      : c >= 0xF0 && c <= 0xF4 ? 3
                                               : SIZE_MAX;
        if ((c < 0x20 && c != '\t') || c == 0x7F || more == SIZE_MAX || more >= length - i)
            return false;
        for (size_t k = 1; k <= more; k++)
            if (((unsigned char)line[i + k] & 0xC0) != 0x80)
                return false;
        i += more + 1;
    }
    return true;
}

static void on_room_line(referee_hub *h, room *r, const char *nick, const char *body)
{
    size_t length = strlen(body);
    const char *refused = length > NET_LINE_MAX ? "sent a line longer than the protocol allows"
                          : memchr(body, '\n', length) ? "sent more than one line in a message"
                                                       : NULL;
    occupant *o = occupant_by_nick(r, nick);
    int peer = o ? o->peer : 0;
    if (peer <= 0)
        return;
    if (!refused && !deliver(r, NET_EVENT_LINE, peer, body))
        refused = "sent lines faster than the game reads them";
    if (refused) {
        o->peer = 0;
        deliver(r, NET_EVENT_LEFT, peer, refused);
        send_kick(h, r->name, nick);
    }
}

/* True when from's domain is the rooms' service: not a person's request. */
static bool from_rooms_service(referee_hub *h, const char *bare)
{
    const char *at = strchr(bare, '@');
    const char *domain = at ? at + 1 : bare;
    return h->rooms_service && strcasecmp(domain, h->rooms_service) == 0;
}

static int on_message(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    referee_hub *h = userdata;
    const char *type = xmpp_stanza_get_type(stanza);
    const char *from = xmpp_stanza_get_from(stanza);
    /* Chat and normal messages only: not a room's groupchat, not an error bounced. */
    if (!from || (type && strcmp(type, "chat") != 0 && strcmp(type, "normal") != 0))
        return 1;
    char *body = xmpp_message_get_body(stanza);
    pthread_mutex_lock(&h->lock);
    h->stats.stanzas_in++;
    char *nick;
    room *r = body ? room_of(h, stanza, &nick) : NULL;
    if (r) {
        if (nick && type && strcmp(type, "chat") == 0 && !r->finished)
            on_room_line(h, r, nick, body);
        xmpp_free(h->ctx, nick);
    } else if (body) {
        char *bare = xmpp_jid_bare(h->ctx, from);
        size_t length = strlen(body);
        if (bare && !from_rooms_service(h, bare) && strlen(bare) <= REFEREE_DIRECT_JID_MAX &&
            length > 0 && length <= REFEREE_DIRECT_BODY_MAX && fits_xml(body, length) &&
            net_event_queue_push_tagged(&h->requests, DIRECT_LIMIT, NET_EVENT_LINE, 0, bare, body,
                                        length) &&
            h->wake)
            h->wake(h->wake_ctx);
        xmpp_free(h->ctx, bare);
    }
    pthread_mutex_unlock(&h->lock);
    xmpp_free(h->ctx, body);
    return 1;
}

/* Which member request an id answers ("village-room-members-3": 3), or -1
 * when it is none. */
static int member_of_id(const char *id)
{
    size_t n = strlen(ID_MEMBERS);
    if (strncmp(id, ID_MEMBERS, n) != 0 || id[n] != '-' || !id[n + 1] || strlen(id + n + 1) > 6)
        return -1;
    int i = 0;
    for (const char *c = id + n + 1; *c; c++) {
        if (*c < '0' || *c > '9')
            return -1;
        i = i * 10 + (*c - '0');
    }
    return i;
}

/* The room is entered, configured and its members set. The referee's
 * start waits for its rooms to be ready: wake its loop (not the room's
 * waker: no news for the game, which would keep it awake longer). */
static void room_set_up(referee_hub *h, room *r)
{
    answer_heard(h, r);
    h->rooms_ready += !r->ready && !r->finished;
    r->ready = true;
    if (h->wake)
        h->wake(h->wake_ctx);
}

/* The answers to our configuration and member requests, by their id; an
 * answer to a step already over (to a request sent again, the first
 * answered after all) changes nothing. */
static int on_iq(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    referee_hub *h = userdata;
    const char *id = xmpp_stanza_get_id(stanza);
    const char *type = xmpp_stanza_get_type(stanza);
    if (!id || !type || (strcmp(type, "result") != 0 && strcmp(type, "error") != 0))
        return 1;
    bool config = strcmp(id, ID_CONFIG) == 0;
    int member = member_of_id(id);
    if (!config && member < 0)
        return 1;
    pthread_mutex_lock(&h->lock);
    h->stats.stanzas_in++;
    char *nick;
    room *r = room_of(h, stanza, &nick);
    xmpp_free(h->ctx, nick);
    if (r && !r->finished && r->in_room) {
        if (strcmp(type, "error") == 0) {
            char why[REASON_MAX];
            snprintf(why, sizeof why, "the server would not %s the room %.120s (%.60s)",
                     config ? "make members-only" : "set the members of", r->name,
                     xmpp_muc_error_condition(stanza));
            leave_failed(h, r, why);
        } else if (config && r->step == STEP_CONFIG) {
            if (r->member_count + r->owner_count > 0) {
                answer_heard(h, r);
                send_members(h, r, 0);
            } else {
                room_set_up(h, r);
            }
        } else if (!config && r->step == STEP_MEMBERS &&
                   member < r->member_count + r->owner_count && r->member_unanswered[member]) {
            r->member_unanswered[member] = false;
            if (--r->members_pending > 0)
                answer_noted(h, r);
            else
                room_set_up(h, r);
        }
    }
    pthread_mutex_unlock(&h->lock);
    return 1;
}

/* ---- the connection ---- */

static void fail_every_room(referee_hub *h, const char *why)
{
    for (int b = 0; b < BUCKETS; b++)
        for (room *r = h->buckets[b]; r; r = r->next) {
            r->in_room = false;
            room_fail(r, why);
        }
}

static void set_offline(referee_hub *h, const char *why)
{
    pthread_mutex_lock(&h->lock);
    snprintf(h->failure, sizeof h->failure, "%s", why);
    h->online = false;
    fail_every_room(h, why);
    if (h->wake)
        h->wake(h->wake_ctx);
    pthread_mutex_unlock(&h->lock);
}

static int on_ready(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    (void)stanza;
    referee_hub *h = userdata;
    pthread_mutex_lock(&h->lock);
    h->stats.stanzas_in++;
    /* Rooms asked for while the connection was down are entered now. */
    for (int b = 0; b < BUCKETS; b++)
        for (room *r = h->buckets[b]; r; r = r->next)
            if (!r->finished && !r->in_room)
                send_entry(h, r, 0);
    h->online = true;
    h->failure[0] = '\0';
    if (h->wake)
        h->wake(h->wake_ctx);
    pthread_mutex_unlock(&h->lock);
    return 0;
}

/* The connection is logged in (why NULL), or over. */
static void on_link(xmpp_link *link, const char *why, void *userdata)
{
    referee_hub *h = userdata;
    if (!why) {
        h->busy_until = now_ms() + BUSY_MS;
        xmpp_handler_add(link->conn, on_message, NULL, "message", NULL, h);
        xmpp_handler_add(link->conn, on_presence, NULL, "presence", NULL, h);
        xmpp_handler_add(link->conn, on_iq, NULL, "iq", NULL, h);
        pthread_mutex_lock(&h->lock);
        /* Present: the server now delivers what it kept while we were away.
         * Online once it has said so (on_ready): requests sent to us before
         * then would be lost. */
        referee_xmpp_ready_announce(link->conn, h->ctx, h->jid, on_ready, h);
        h->stats.stanzas_out += 2;
        pthread_mutex_unlock(&h->lock);
        return;
    }
    if (h->server_count > 1)
        h->server_at = (h->server_at + 1) % h->server_count;
    set_offline(h, why);
}

static void start_connection(referee_hub *h)
{
    const char *host = h->server_count ? h->server_hosts[h->server_at] : NULL;
    unsigned short port = h->server_count ? h->server_ports[h->server_at] : 0;
    xmpp_link_connect(&h->link, host, port);
}

/* What the callers queued, sent. */
static bool send_outbox(referee_hub *h)
{
    pthread_mutex_lock(&h->lock);
    h->outbox_signalled = false;
    char drained[64];
    while (read(h->wake_pipe[0], drained, sizeof drained) > 0) {
    }
    net_event_queue pending = h->outbox;
    h->outbox = (net_event_queue){0};
    bool any = pending.head != NULL;
    net_queued *e;
    while ((e = net_event_queue_pop(&pending))) {
        /* The tag: a bare address, or "room/nick" (a room's name has no
         * slash; a nick may). */
        char room_name[REFEREE_DIRECT_JID_MAX + 1];
        const char *slash = strchr(e->tag, '/');
        const char *nick = slash ? slash + 1 : NULL;
        snprintf(room_name, sizeof room_name, "%.*s",
                 (int)(slash ? (size_t)(slash - e->tag) : strlen(e->tag)), e->tag);
        room *r = room_named(h, room_name);
        if (e->kind == NET_EVENT_LINE && !nick) { /* a direct message */
            xmpp_stanza_t *s = xmpp_message_new(h->ctx, "chat", e->tag, NULL);
            xmpp_message_set_body(s, e->text);
            send_and_release(h, s);
        } else if (e->kind == NET_EVENT_LINE) {
            if (r && r->outbox_count > 0)
                r->outbox_count--;
            if (r && !r->finished)
                send_private(h, e->tag, e->text);
        } else if (e->kind == NET_EVENT_LEFT && nick) {
            send_kick(h, room_name, nick);
        } else if (e->kind == NET_EVENT_JOINED) {
            if (r && !r->finished && !r->in_room)
                send_entry(h, r, 0);
        } else if (e->kind == NET_EVENT_FAILED && nick) {
            send_presence(h, room_name, nick, false);
        }
        net_queued_free(e);
    }
    pthread_mutex_unlock(&h->lock);
    return any;
}

/* Sleeps in poll() on the connection's socket and the wake-up pipe. */
static void sleep_quietly(referee_hub *h, int timeout_ms)
{
    struct pollfd fds[2] = {{.fd = h->wake_pipe[0], .events = POLLIN},
                            {.fd = (int)h->link.socket, .events = POLLIN}};
    poll(fds, h->link.socket != PLATFORM_NO_SOCKET ? 2 : 1, timeout_ms);
    pthread_mutex_lock(&h->lock);
    h->stats.wakeups++;
    pthread_mutex_unlock(&h->lock);
}

/* The leaving of rooms and the last answers still go. */
static void last_words(void *userdata)
{
    send_outbox(userdata);
}

static void *connection_thread(void *arg)
{
    referee_hub *h = arg;
    xmpp_link_account account = {.jid = h->jid, .password = h->password, .ca_file = h->ca_file};
    if (!xmpp_link_open(&h->link, &account, on_link, h)) {
        set_offline(h, "out of memory for the XMPP connection");
        xmpp_link_close(&h->link, NULL);
        return NULL;
    }
    h->ctx = h->link.ctx;
    start_connection(h);
    for (;;) {
        pthread_mutex_lock(&h->lock);
        bool closing = h->closing;
        pthread_mutex_unlock(&h->lock);
        if (closing)
            break;
        long long now = now_ms();
        if (!h->link.conn && now >= h->link.retry_at)
            start_connection(h);
        if (!h->link.conn) {
            long long wait = h->link.retry_at - now;
            sleep_quietly(h, (int)(wait > 0 ? wait : 0));
            continue;
        }
        if (h->link.connected && send_outbox(h))
            h->busy_until = now + BUSY_MS;
        int answer_due = h->link.connected ? ask_again(h) : -1;
        long stanzas = h->stats.stanzas_in;
        /* libstrophe writes what it queued only inside its loop, as far as
         * the socket takes it: a long queue (a thousand rooms entered at
         * once) keeps the loop running until it is out. */
        if (!h->link.connected || h->link.socket == PLATFORM_NO_SOCKET || now < h->busy_until ||
            xmpp_conn_send_queue_len(h->link.conn) > 0) {
            xmpp_link_run(&h->link, LOOP_TIMEOUT_MS);
        } else {
            sleep_quietly(h,
                          answer_due >= 0 && answer_due < IDLE_POLL_MS ? answer_due : IDLE_POLL_MS);
            h->busy_until = now_ms() + BUSY_MS;
            xmpp_link_run(&h->link, 0);
        }
        if (h->stats.stanzas_in != stanzas ||
            (h->link.conn && xmpp_conn_send_queue_len(h->link.conn) > 0))
            h->busy_until = now_ms() + BUSY_MS;
    }
    xmpp_link_close(&h->link, last_words);
    return NULL;
}

/* ---- a room's transport (the caller's side) ---- */

static bool room_send(void *self, int peer, const char *line, size_t length)
{
    room *r = self;
    referee_hub *h = r->hub;
    if (length > NET_LINE_MAX || !fits_xml(line, length))
        return false;
    pthread_mutex_lock(&h->lock);
    bool sent = !r->finished;
    for (int i = 0; sent && i < r->occupant_slots; i++) {
        occupant *o = &r->occupants[i];
        if (!o->nick || o->peer <= 0 || (peer != NET_PEER_ALL && o->peer != peer))
            continue;
        sent = r->outbox_count < ROOM_OUTBOX_LIMIT &&
               to_room(h, NET_EVENT_LINE, r->name, o->nick, line, length);
        r->outbox_count += sent;
    }
    if (sent && peer != NET_PEER_ALL && !occupant_by_peer(r, peer))
        sent = false;
    if (sent)
        signal_thread(h);
    pthread_mutex_unlock(&h->lock);
    return sent;
}

static bool room_poll(void *self, net_event *out)
{
    room *r = self;
    pthread_mutex_lock(&r->hub->lock);
    bool taken = net_event_queue_take(&r->inbox, out);
    pthread_mutex_unlock(&r->hub->lock);
    return taken;
}

/* A room has no wait of its own: the referee sleeps on its wakers. */
static void room_wait(void *self, int timeout_ms)
{
    (void)self;
    struct timespec pause = {timeout_ms / 1000, (long)(timeout_ms % 1000) * 1000000L};
    nanosleep(&pause, NULL);
}

static void room_drop(void *self, int peer)
{
    room *r = self;
    referee_hub *h = r->hub;
    pthread_mutex_lock(&h->lock);
    occupant *o = occupant_by_peer(r, peer);
    if (o) {
        o->peer = 0;
        deliver(r, NET_EVENT_LEFT, peer, "dropped by the host");
        if (to_room(h, NET_EVENT_LEFT, r->name, o->nick, NULL, 0))
            signal_thread(h);
    }
    pthread_mutex_unlock(&h->lock);
}

static const char *room_address(void *self)
{
    return ((room *)self)->name;
}

static bool room_peer_identity(void *self, int peer, char *out, size_t size)
{
    room *r = self;
    pthread_mutex_lock(&r->hub->lock);
    occupant *o = occupant_by_peer(r, peer);
    bool known = o && o->jid && strlen(o->jid) < size;
    if (known)
        snprintf(out, size, "%s", o->jid);
    pthread_mutex_unlock(&r->hub->lock);
    return known;
}

static void room_set_waker(void *self, net_waker_fn wake, void *ctx)
{
    room *r = self;
    pthread_mutex_lock(&r->hub->lock);
    r->wake = wake;
    r->wake_ctx = ctx;
    if (wake && r->inbox.head)
        wake(ctx);
    pthread_mutex_unlock(&r->hub->lock);
}

static void room_release(room *r)
{
    net_event_queue_clear(&r->inbox);
    for (int i = 0; i < r->occupant_slots; i++)
        occupant_remove(&r->occupants[i]);
    free(r->occupants);
    for (int i = 0; i < r->member_count; i++)
        free(r->members[i]);
    free(r->members);
    for (int i = 0; i < r->owner_count; i++)
        free(r->owners[i]);
    free(r->owners);
    free(r->member_unanswered);
    free(r->name);
    free(r->nick);
    free(r);
}

static void room_free(void *self)
{
    room *r = self;
    referee_hub *h = r->hub;
    pthread_mutex_lock(&h->lock);
    room_unlink(h, r);
    answer_settled(h, r);
    /* Its lines still queued go out by name; they find no room and are dropped. */
    if (r->in_room && to_room(h, NET_EVENT_FAILED, r->name, r->nick, NULL, 0))
        signal_thread(h);
    pthread_mutex_unlock(&h->lock);
    room_release(r);
}

static const net_transport_ops ROOM_OPS = {
    .name = "xmpp",
    .send = room_send,
    .poll = room_poll,
    .wait = room_wait,
    .drop = room_drop,
    .address = room_address,
    .free = room_free,
    .set_waker = room_set_waker,
    .peer_identity = room_peer_identity,
};

static room *room_behind(net_transport *t)
{
    return t && t->ops == &ROOM_OPS ? t->self : NULL;
}

bool referee_hub_room_ready(net_transport *t)
{
    room *r = room_behind(t);
    if (!r)
        return false;
    pthread_mutex_lock(&r->hub->lock);
    bool ready = r->ready && !r->finished;
    pthread_mutex_unlock(&r->hub->lock);
    return ready;
}

bool referee_hub_room_taken(net_transport *t)
{
    room *r = room_behind(t);
    if (!r)
        return false;
    pthread_mutex_lock(&r->hub->lock);
    bool taken = r->taken;
    pthread_mutex_unlock(&r->hub->lock);
    return taken;
}

int referee_hub_room_occupants(net_transport *t)
{
    room *r = room_behind(t);
    if (!r)
        return 0;
    pthread_mutex_lock(&r->hub->lock);
    int n = 0;
    for (int i = 0; i < r->occupant_slots; i++)
        n += r->occupants[i].nick != NULL;
    pthread_mutex_unlock(&r->hub->lock);
    return n;
}

static bool bare_address(const char *a)
{
    return a && strchr(a, '@') && !strchr(a, '/') && strlen(a) <= REFEREE_DIRECT_JID_MAX;
}

static char **copy_list(const char *const *list, int count, bool *ok)
{
    if (count <= 0)
        return NULL;
    char **copy = calloc((size_t)count, sizeof *copy);
    *ok = *ok && copy;
    for (int i = 0; *ok && i < count; i++) {
        copy[i] = strdup(list[i]);
        *ok = copy[i] != NULL;
    }
    return copy;
}

net_transport *referee_hub_room(referee_hub *h, const char *room_name, const char *nick,
                                const char *const *members, int member_count,
                                const char *const *owners, int owner_count, char *err,
                                size_t err_size)
{
    bool ok = bare_address(room_name) && nick && *nick && strlen(nick) < 64 && member_count >= 0 &&
              owner_count >= 0;
    for (int i = 0; ok && i < member_count; i++)
        ok = bare_address(members[i]);
    for (int i = 0; ok && i < owner_count; i++)
        ok = bare_address(owners[i]);
    if (!ok) {
        snprintf(err, err_size,
                 "a room needs a bare address, a nick, and members that are "
                 "bare JIDs");
        return NULL;
    }
    room *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    r->hub = h;
    r->next_peer = 1;
    r->transport = (net_transport){.ops = &ROOM_OPS, .self = r};
    r->name = strdup(room_name);
    r->nick = strdup(nick);
    ok = r->name && r->nick;
    r->members = copy_list(members, member_count, &ok);
    r->member_count = r->members ? member_count : 0;
    r->owners = copy_list(owners, owner_count, &ok);
    r->owner_count = r->owners ? owner_count : 0;
    if (ok && r->member_count + r->owner_count > 0) {
        r->member_unanswered = calloc((size_t)(r->member_count + r->owner_count), sizeof(bool));
        ok = r->member_unanswered != NULL;
    }
    if (!ok) {
        room_release(r);
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    pthread_mutex_lock(&h->lock);
    if (room_named(h, room_name)) {
        pthread_mutex_unlock(&h->lock);
        room_release(r);
        snprintf(err, err_size, "the room %.120s is open already", room_name);
        return NULL;
    }
    unsigned b = bucket_of(r->name);
    r->next = h->buckets[b];
    h->buckets[b] = r;
    h->rooms++;
    /* Entered by the connection's thread now, or as soon as it is up. */
    if (h->online && to_room(h, NET_EVENT_JOINED, r->name, NULL, NULL, 0))
        signal_thread(h);
    pthread_mutex_unlock(&h->lock);
    return &r->transport;
}

/* ---- the hub ---- */

/* One HOST:PORT of the list, from start to end. */
static bool parse_one_server(referee_hub *h, const char *start, const char *end)
{
    const char *colon = NULL;
    for (const char *c = start; c < end; c++)
        if (*c == ':')
            colon = c;
    if (!colon || colon == start || colon + 1 == end || end - colon > 6 ||
        h->server_count == MAX_SERVERS)
        return false;
    long port = 0;
    for (const char *c = colon + 1; c < end; c++) {
        if (*c < '0' || *c > '9')
            return false;
        port = port * 10 + (*c - '0');
    }
    if (port < 1 || port > 65535)
        return false;
    char *host = strndup(start, (size_t)(colon - start));
    if (!host)
        return false;
    h->server_hosts[h->server_count] = host;
    h->server_ports[h->server_count++] = (unsigned short)port;
    return true;
}

/* "HOST:PORT" or several, separated by commas. */
static bool parse_servers(referee_hub *h, const char *servers)
{
    for (const char *start = servers;;) {
        const char *comma = strchr(start, ',');
        const char *end = comma ? comma : start + strlen(start);
        if (!parse_one_server(h, start, end))
            return false;
        if (!comma)
            return true;
        start = comma + 1;
    }
}

static void hub_release(referee_hub *h)
{
    net_event_queue_clear(&h->outbox);
    net_event_queue_clear(&h->requests);
    net_queued_free(h->current_request);
    if (h->wake_pipe[0] >= 0)
        close(h->wake_pipe[0]);
    if (h->wake_pipe[1] >= 0)
        close(h->wake_pipe[1]);
    pthread_mutex_destroy(&h->lock);
    free(h->jid);
    free(h->password);
    free(h->ca_file);
    for (int i = 0; i < h->server_count; i++)
        free(h->server_hosts[i]);
    free(h->rooms_service);
    free(h);
}

referee_hub *referee_hub_open(const referee_hub_account *account, char *err, size_t err_size)
{
    if (!account->jid || !strchr(account->jid, '@') || !account->password) {
        snprintf(err, err_size, "an XMPP account needs a JID (name@server) and a password");
        return NULL;
    }
    referee_hub *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    h->wake_pipe[0] = h->wake_pipe[1] = -1;
    pthread_mutex_init(&h->lock, NULL);
    h->jid = strdup(account->jid);
    h->password = strdup(account->password);
    h->ca_file = account->ca_file ? strdup(account->ca_file) : NULL;
    h->rooms_service = account->rooms ? strdup(account->rooms) : NULL;
    bool ok = h->jid && h->password && (!account->ca_file || h->ca_file) &&
              (!account->rooms || h->rooms_service);
    if (ok && pipe(h->wake_pipe) != 0) {
        snprintf(err, err_size, "cannot make a pipe: %s", strerror(errno));
        hub_release(h);
        return NULL;
    }
    for (int i = 0; ok && i < 2; i++)
        ok = fcntl(h->wake_pipe[i], F_SETFL, O_NONBLOCK) == 0 &&
             fcntl(h->wake_pipe[i], F_SETFD, FD_CLOEXEC) == 0;
    if (ok && account->server && !parse_servers(h, account->server)) {
        snprintf(err, err_size,
                 "the XMPP server must be HOST:PORT, or several separated by commas (at most %d)",
                 MAX_SERVERS);
        hub_release(h);
        return NULL;
    }
    if (!ok) {
        snprintf(err, err_size, "out of memory");
        hub_release(h);
        return NULL;
    }
    if (pthread_create(&h->thread, NULL, connection_thread, h) != 0) {
        snprintf(err, err_size, "cannot start the XMPP connection's thread");
        hub_release(h);
        return NULL;
    }
    return h;
}

void referee_hub_close(referee_hub *h)
{
    if (!h)
        return;
    pthread_mutex_lock(&h->lock);
    h->closing = true;
    signal_thread(h);
    pthread_mutex_unlock(&h->lock);
    pthread_join(h->thread, NULL);
    /* Rooms the caller did not free are let go with the hub. */
    for (int b = 0; b < BUCKETS; b++)
        while (h->buckets[b]) {
            room *r = h->buckets[b];
            h->buckets[b] = r->next;
            room_release(r);
        }
    hub_release(h);
}

bool referee_hub_online(referee_hub *h)
{
    pthread_mutex_lock(&h->lock);
    bool online = h->online;
    pthread_mutex_unlock(&h->lock);
    return online;
}

void referee_hub_failure(referee_hub *h, char *out, size_t size)
{
    pthread_mutex_lock(&h->lock);
    snprintf(out, size, "%s", h->failure);
    pthread_mutex_unlock(&h->lock);
}

bool referee_hub_send(referee_hub *h, const char *to, const char *body)
{
    size_t length = body ? strlen(body) : 0;
    if (!bare_address(to) || length == 0 || length > REFEREE_DIRECT_BODY_MAX ||
        !fits_xml(body, length))
        return false;
    pthread_mutex_lock(&h->lock);
    bool queued =
        h->outbox.count < DIRECT_LIMIT * 16 &&
        net_event_queue_push_tagged(&h->outbox, (size_t)-1, NET_EVENT_LINE, 0, to, body, length);
    if (queued)
        signal_thread(h);
    pthread_mutex_unlock(&h->lock);
    return queued;
}

bool referee_hub_poll(referee_hub *h, const char **from, const char **body)
{
    net_queued_free(h->current_request);
    pthread_mutex_lock(&h->lock);
    h->current_request = net_event_queue_pop(&h->requests);
    pthread_mutex_unlock(&h->lock);
    if (!h->current_request)
        return false;
    *from = h->current_request->tag;
    *body = h->current_request->text;
    return true;
}

void referee_hub_set_waker(referee_hub *h, net_waker_fn wake, void *ctx)
{
    pthread_mutex_lock(&h->lock);
    h->wake = wake;
    h->wake_ctx = ctx;
    /* Always: the connection may have come up before, and its caller
     * sleeps until told. */
    if (wake)
        wake(ctx);
    pthread_mutex_unlock(&h->lock);
}

void referee_hub_stats_get(referee_hub *h, referee_hub_stats *out)
{
    pthread_mutex_lock(&h->lock);
    *out = h->stats;
    out->rooms = h->rooms;
    out->rooms_ready = h->rooms_ready;
    pthread_mutex_unlock(&h->lock);
}
