/* The XMPP transport (xmpp_transport.h). The caller's thread and the
 * connection's thread share only the inbox, the outbox and the table of
 * peers, behind one lock; everything libstrophe touches (its context, the
 * connection, the stanzas) lives on the connection's thread, because
 * libstrophe is not thread-safe. The connection itself (TLS, the login, why
 * it failed) is made by xmpp_link.h, as the referee's are.
 *
 * libstrophe's loop waits in select() on its own socket and offers no way to
 * add a wake-up descriptor, so the thread runs it with a short timeout
 * (LOOP_TIMEOUT_MS) and sends what the outbox holds between two turns: a
 * line waits at most that long, and an idle loop costs a hundred empty
 * select() calls a second. */
/* pthread_cond_timedwait, clock_gettime and strdup */
#define _POSIX_C_SOURCE 200809L

#include "net/xmpp_transport.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <strophe.h>
#include <time.h>

#include "net/xmpp_link.h"
#include "net/xmpp_muc.h"
#include "platform/clock.h"
#include "net/event_queue.h"
#include "platform/timed_wait.h"

enum {
    INBOX_LIMIT = 4096,
    OUTBOX_LIMIT = 4096,
    MAX_OCCUPANTS = 256,
    LOOP_TIMEOUT_MS = 10,
    /* A guest may come a moment before its host has made the room, and a
     * host after a guest who tried too early: both try again this often,
     * for this long, before they give up. */
    RETRY_MS = 500,
    JOIN_PATIENCE_MS = 10000,
    /* A guest refused the making of a room that is not there (only its
     * host may make it: a referee's room lost with a cluster's node, or a
     * referee away) waits this long for the host to make it again: the
     * referee comes back within a lease and its next look at the store. */
    ROOM_REMADE_PATIENCE_MS = 120000,
    /* A guest asks the room this often whether it is still in it
     * (XEP-0410): a room whose cluster node went down vanishes without a
     * word to the occupants connected to other nodes. */
    SELF_PING_MS = 3000,
    /* An entry the room neither took nor refused in this long is sent
     * again: a join routed to a room whose cluster node died that moment
     * is lost without an answer, and would leave us waiting for ever. A
     * second entry into a room we are in only repeats our presence. */
    JOIN_ANSWER_MS = 5000,
    REASON_MAX = 256
};

static const char *const MUC_NS = "http://jabber.org/protocol/muc";
static const char *const MUC_USER_NS = "http://jabber.org/protocol/muc#user";
static const char *const MUC_OWNER_NS = "http://jabber.org/protocol/muc#owner";
static const char *const MUC_ADMIN_NS = "http://jabber.org/protocol/muc#admin";
static const char *const PING_NS = "urn:xmpp:ping";
static const char *const ID_SELF_PING = "village-self-ping";

/* Another occupant of the room. A host: each is a guest peer; a guest: one
 * of them is the host. peer is 0 once the caller dropped it (its presence
 * stays until the room removes it, but it is no longer a peer). */
typedef struct occupant {
    char *nick;
    char *jid; /* the account's bare address, when the room shows it; else NULL */
    int peer;
} occupant;

typedef struct xmpp_end {
    net_transport transport;
    bool hosting;
    char *jid, *password, *room, *nick, *ca_file, *server_host;
    unsigned short server_port;
    char *host_jid; /* a guest: the host's bare address it must have, or NULL */
    char **members; /* a host: the room's only members, or NULL (an open room) */
    int member_count;
    char **owners; /* a host with members: its co-owners */
    int owner_count;
    int members_pending; /* the connection's thread: member requests not yet answered */

    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t ready;
    /* Under the lock. */
    net_event_queue inbox, outbox; /* the outbox: a line (LINE) or a kick (LEFT), tagged with the
                                      occupant's nick */
    occupant occupants[MAX_OCCUPANTS];
    int next_peer;
    bool host_present; /* a guest: JOINED was sent and LEFT not yet */
    bool closing;      /* the caller freed us or the guest dropped its host */
    bool finished;     /* the connection is over: sends fail */
    bool room_ready;   /* a host: in the room, configured, members set */
    bool room_taken;   /* a host: another account owns the room or keeps us out */
    char *host_seen;   /* a guest: the host's bare address, once checked */
    /* A guest: the room is not there and the server would not let us make
     * it; we wait for its host to make it again (net_xmpp_waiting_for_room). */
    bool waiting_for_room;
    net_waker_fn wake; /* net_set_waker's, called as an event is queued */
    void *wake_ctx;

    /* The connection's thread only. */
    xmpp_link link;
    bool in_room;
    char *host_nick; /* a guest: the room's owner */
    long long retry_at, give_up_at;
    bool room_remade_patience; /* give_up_at counts ROOM_REMADE_PATIENCE_MS */
    long long self_ping_at;    /* a guest in the room: when to ask again */
    long long join_answer_by;  /* an entry awaits the room's answer until then; 0: none */
} xmpp_end;

static long long now_ms(void)
{
    return platform_monotonic_ms();
}

/* An event for the caller. Under the lock. */
static bool deliver(xmpp_end *end, net_event_kind kind, int peer, const char *text)
{
    /* Lines stop at INBOX_LIMIT (the peer sends faster than the caller
     * reads, and is dropped); JOINED, LEFT and FAILED always get through,
     * so the caller never misses a peer's coming or going. */
    size_t limit = kind == NET_EVENT_LINE ? INBOX_LIMIT : (size_t)-1;
    bool queued_ok = net_event_queue_push(&end->inbox, limit, kind, peer, text, strlen(text));
    pthread_cond_broadcast(&end->ready);
    if (queued_ok && end->wake) {
        end->wake(end->wake_ctx);
    }
    return queued_ok;
}

/* ---- the table of occupants, under the lock ---- */

static occupant *occupant_by_nick(xmpp_end *end, const char *nick)
{
    for (int i = 0; i < MAX_OCCUPANTS; i++) {
        if (end->occupants[i].nick && strcmp(end->occupants[i].nick, nick) == 0) {
            return &end->occupants[i];
        }
    }
    return NULL;
}

static occupant *occupant_by_peer(xmpp_end *end, int peer)
{
    for (int i = 0; i < MAX_OCCUPANTS; i++) {
        if (end->occupants[i].nick && end->occupants[i].peer == peer && peer > 0) {
            return &end->occupants[i];
        }
    }
    return NULL;
}

static void occupant_remove(occupant *o)
{
    free(o->nick);
    free(o->jid);
    *o = (occupant){0};
}

/* ---- sending stanzas (connection's thread) ---- */

static void send_and_release(xmpp_end *end, xmpp_stanza_t *stanza)
{
    xmpp_send(end->link.conn, stanza);
    xmpp_stanza_release(stanza);
}

static xmpp_stanza_t *element(xmpp_end *end, const char *name, const char *ns)
{
    xmpp_stanza_t *e = xmpp_stanza_new(end->link.ctx);
    xmpp_stanza_set_name(e, name);
    if (ns) {
        xmpp_stanza_set_ns(e, ns);
    }
    return e;
}

static void add_child(xmpp_stanza_t *parent, xmpp_stanza_t *child)
{
    xmpp_stanza_add_child(parent, child);
    xmpp_stanza_release(child);
}

static char *occupant_jid(xmpp_end *end, const char *nick)
{
    size_t size = strlen(end->room) + 1 + strlen(nick) + 1;
    char *jid = malloc(size);
    if (jid) {
        snprintf(jid, size, "%s/%s", end->room, nick);
    }
    return jid;
}

/* Enters the room as end->nick, asking for no history: a game's lines are
 * private messages, which rooms do not keep anyway. */
static void send_join(xmpp_end *end)
{
    char *to = occupant_jid(end, end->nick);
    if (!to) {
        return;
    }
    xmpp_stanza_t *presence = xmpp_presence_new(end->link.ctx);
    xmpp_stanza_set_to(presence, to);
    xmpp_stanza_t *x = element(end, "x", MUC_NS);
    xmpp_stanza_t *history = element(end, "history", NULL);
    xmpp_stanza_set_attribute(history, "maxstanzas", "0");
    add_child(x, history);
    add_child(presence, x);
    send_and_release(end, presence);
    free(to);
    end->join_answer_by = now_ms() + JOIN_ANSWER_MS;
}

static void send_leave(xmpp_end *end)
{
    char *to = occupant_jid(end, end->nick);
    if (!to) {
        return;
    }
    xmpp_stanza_t *presence = xmpp_presence_new(end->link.ctx);
    xmpp_stanza_set_type(presence, "unavailable");
    xmpp_stanza_set_to(presence, to);
    send_and_release(end, presence);
    free(to);
    end->in_room = false;
    end->join_answer_by = 0;
}

/* Asks the room whether we are still its occupant (XEP-0410, MUC
 * Self-Ping): an iq ping to our own nick, which the room answers. */
static void send_self_ping(xmpp_end *end)
{
    char *to = occupant_jid(end, end->nick);
    if (!to) {
        return;
    }
    xmpp_stanza_t *iq = xmpp_iq_new(end->link.ctx, "get", ID_SELF_PING);
    xmpp_stanza_set_to(iq, to);
    add_child(iq, element(end, "ping", PING_NS));
    send_and_release(end, iq);
    free(to);
}

/* Accepts the default configuration of a room we just created, which
 * unlocks it for guests (XEP-0045 §10.1.2, an instant room). */
static void send_instant_room(xmpp_end *end)
{
    xmpp_stanza_t *iq = xmpp_iq_new(end->link.ctx, "set", "village-instant-room");
    xmpp_stanza_set_to(iq, end->room);
    xmpp_stanza_t *query = element(end, "query", MUC_OWNER_NS);
    xmpp_stanza_t *form = element(end, "x", "jabber:x:data");
    xmpp_stanza_set_type(form, "submit");
    add_child(query, form);
    add_child(iq, query);
    send_and_release(end, iq);
}

static xmpp_stanza_t *form_field(xmpp_end *end, const char *var, const char *value,
                                 const char *type)
{
    xmpp_stanza_t *field = element(end, "field", NULL);
    xmpp_stanza_set_attribute(field, "var", var);
    if (type) {
        xmpp_stanza_set_type(field, type);
    }
    xmpp_stanza_t *v = element(end, "value", NULL);
    xmpp_stanza_t *text = xmpp_stanza_new(end->link.ctx);
    xmpp_stanza_set_text(text, value);
    add_child(v, text);
    add_child(field, v);
    return field;
}

/* Makes the room the referee's (XEP-0045 §10.2): only members enter;
 * every occupant sees the others' real addresses, so a guest can check
 * that the host is who it should be; not persistent (it lives while its
 * host is in it: the server is to let only hosts make rooms, so nobody
 * else can make it while the host is away). Sent on every entry, also
 * into a room of ours made before, so an older room becomes one. */
static void send_room_config(xmpp_end *end)
{
    xmpp_stanza_t *iq = xmpp_iq_new(end->link.ctx, "set", "village-room-config");
    xmpp_stanza_set_to(iq, end->room);
    xmpp_stanza_t *query = element(end, "query", MUC_OWNER_NS);
    xmpp_stanza_t *form = element(end, "x", "jabber:x:data");
    xmpp_stanza_set_type(form, "submit");
    add_child(form,
              form_field(end, "FORM_TYPE", "http://jabber.org/protocol/muc#roomconfig", "hidden"));
    add_child(form, form_field(end, "muc#roomconfig_persistentroom", "0", NULL));
    add_child(form, form_field(end, "muc#roomconfig_membersonly", "1", NULL));
    add_child(form, form_field(end, "muc#roomconfig_whois", "anyone", NULL));
    add_child(form, form_field(end, "muc#roomconfig_publicroom", "0", NULL));
    add_child(query, form);
    add_child(iq, query);
    send_and_release(end, iq);
}

/* The seats' accounts as the room's members (XEP-0045 §9.5), one request
 * each: Prosody reads only the first item of a request. */
static void send_members(xmpp_end *end)
{
    end->members_pending = end->member_count + end->owner_count;
    for (int i = 0; i < end->member_count + end->owner_count; i++) {
        bool owner = i >= end->member_count;
        xmpp_stanza_t *iq = xmpp_iq_new(end->link.ctx, "set", "village-room-members");
        xmpp_stanza_set_to(iq, end->room);
        xmpp_stanza_t *query = element(end, "query", MUC_ADMIN_NS);
        xmpp_stanza_t *item = element(end, "item", NULL);
        xmpp_stanza_set_attribute(item, "affiliation", owner ? "owner" : "member");
        xmpp_stanza_set_attribute(item, "jid",
                                  owner ? end->owners[i - end->member_count] : end->members[i]);
        add_child(query, item);
        add_child(iq, query);
        send_and_release(end, iq);
    }
}

static void set_room_ready(xmpp_end *end)
{
    pthread_mutex_lock(&end->lock);
    end->room_ready = true;
    pthread_mutex_unlock(&end->lock);
}

/* Takes a dropped guest's role away, which removes it from the room: the
 * host owns the room, so the server lets it. */
static void send_kick(xmpp_end *end, const char *nick)
{
    xmpp_stanza_t *iq = xmpp_iq_new(end->link.ctx, "set", "village-kick");
    xmpp_stanza_set_to(iq, end->room);
    xmpp_stanza_t *query = element(end, "query", MUC_ADMIN_NS);
    xmpp_stanza_t *item = element(end, "item", NULL);
    xmpp_stanza_set_attribute(item, "nick", nick);
    xmpp_stanza_set_attribute(item, "role", "none");
    add_child(query, item);
    add_child(iq, query);
    send_and_release(end, iq);
}

/* A private message to one occupant, through the room: only that
 * occupant receives it. */
static void send_line(xmpp_end *end, const char *nick, const char *line)
{
    char *to = occupant_jid(end, nick);
    if (!to) {
        return;
    }
    xmpp_stanza_t *message = xmpp_message_new(end->link.ctx, "chat", to, NULL);
    xmpp_message_set_body(message, line);
    add_child(message, element(end, "x", MUC_USER_NS));
    send_and_release(end, message);
    free(to);
}

/* ---- what the server says (connection's thread) ---- */

/* The connection ends: every peer is gone, and unless the caller closed
 * us, the transport failed. */
static void finish(xmpp_end *end, const char *why)
{
    pthread_mutex_lock(&end->lock);
    if (!end->finished) {
        end->finished = true;
        for (int i = 0; i < MAX_OCCUPANTS; i++) {
            occupant *o = &end->occupants[i];
            if (o->nick && o->peer > 0) {
                deliver(end, NET_EVENT_LEFT, o->peer, why);
            }
            if (o->nick) {
                occupant_remove(o);
            }
        }
        if (end->host_present) {
            end->host_present = false;
            deliver(end, NET_EVENT_LEFT, NET_PEER_HOST, why);
        }
        if (!end->closing) {
            deliver(end, NET_EVENT_FAILED, NET_PEER_HOST, why);
        }
    }
    pthread_mutex_unlock(&end->lock);
    /* The connection's thread then ends the link (xmpp_link_close), which
     * lets a login under way finish first and leaves the room. */
}

/* The occupant's nick when the stanza comes from the room, else NULL
 * (anything not from the room is not part of the game). xmpp_free it. */
static char *nick_in_room(xmpp_end *end, xmpp_stanza_t *stanza)
{
    const char *from = xmpp_stanza_get_from(stanza);
    if (!from) {
        return NULL;
    }
    char *bare = xmpp_jid_bare(end->link.ctx, from);
    bool ours = bare && strcasecmp(bare, end->room) == 0;
    xmpp_free(end->link.ctx, bare);
    char *nick = ours ? xmpp_jid_resource(end->link.ctx, from) : NULL;
    if (nick && !*nick) {
        xmpp_free(end->link.ctx, nick);
        nick = NULL;
    }
    return nick;
}

static void try_again_later(xmpp_end *end, const char *why)
{
    if (now_ms() >= end->give_up_at) {
        finish(end, why);
    } else {
        end->retry_at = now_ms() + RETRY_MS;
    }
}

/* The room is not there and only its host may make it: wait for that,
 * longer than for a room a moment late, and let the caller say so. */
static void wait_for_room_remade(xmpp_end *end, const char *condition)
{
    if (!end->room_remade_patience) {
        end->room_remade_patience = true;
        end->give_up_at = now_ms() + ROOM_REMADE_PATIENCE_MS;
    }
    pthread_mutex_lock(&end->lock);
    if (!end->waiting_for_room) {
        end->waiting_for_room = true;
        if (end->wake) {
            end->wake(end->wake_ctx);
        }
    }
    pthread_mutex_unlock(&end->lock);
    char why[REASON_MAX];
    snprintf(why, sizeof why,
             "no game is open in the room %s, and this account may not open it (%s)", end->room,
             condition);
    try_again_later(end, why);
}

static void on_join_refused(xmpp_end *end, xmpp_stanza_t *stanza)
{
    end->join_answer_by = 0;
    const char *condition = xmpp_muc_error_condition(stanza);
    char why[REASON_MAX];
    if (!end->hosting &&
        (strcmp(condition, "not-allowed") == 0 || strcmp(condition, "forbidden") == 0)) {
        /* Entering a room that is not there makes it; a server where only
         * hosts make rooms refuses that (Prosody: not-allowed; ejabberd:
         * forbidden, its words for a ban too, which a referee never sets). */
        wait_for_room_remade(end, condition);
        return;
    }
    if (strcmp(condition, "item-not-found") == 0 ||
        (!end->hosting && end->host_jid && strcmp(condition, "registration-required") == 0)) {
        /* No such room yet, one still locked by whoever made it, or a
         * referee's room whose members its host is setting a moment after
         * making it (XEP-0045 §10.1.3). */
        snprintf(why, sizeof why, "no game is open in the room %s", end->room);
        try_again_later(end, why);
        return;
    }
    xmpp_muc_owner_refusal refusal =
        end->hosting ? xmpp_muc_owner_refused(condition, end->room, why, sizeof why)
                     : XMPP_MUC_REFUSED_OTHERWISE;
    if (refusal == XMPP_MUC_ROOM_TAKEN && end->members) {
        /* Our rooms let us in: one that does not was made by someone else. */
        pthread_mutex_lock(&end->lock);
        end->room_taken = true;
        pthread_mutex_unlock(&end->lock);
        finish(end, why);
        return;
    }
    if (refusal == XMPP_MUC_ROOM_NOT_MADE) {
        finish(end, why);
        return;
    }
    if (end->hosting && strcmp(condition, "forbidden") == 0) {
        snprintf(why, sizeof why,
                 "this server does not let this account make or enter the room %s (%s)", end->room,
                 condition);
    } else if (strcmp(condition, "conflict") == 0) {
        snprintf(why, sizeof why, "the name %s is already taken in the room", end->nick);
    } else if (strcmp(condition, "not-authorized") == 0) {
        snprintf(why, sizeof why, "the room %s needs a password", end->room);
    } else if (strcmp(condition, "registration-required") == 0 ||
               strcmp(condition, "forbidden") == 0) {
        snprintf(why, sizeof why, "the room %s does not let this account in", end->room);
    } else {
        snprintf(why, sizeof why, "the room %s refused us (%s)", end->room,
                 *condition ? condition : "no reason given");
    }
    finish(end, why);
}

/* Our own presence in the room (status 110): we are in, or out. */
static void on_own_presence(xmpp_end *end, xmpp_stanza_t *x, bool available)
{
    if (!available && !end->in_room) {
        return; /* we left on purpose (send_leave) */
    }
    if (!available) {
        end->in_room = false;
        finish(end, xmpp_muc_has_status(x, "307") ? "the room removed us" : "the room was closed");
        return;
    }
    end->in_room = true;
    end->join_answer_by = 0;
    end->self_ping_at = now_ms() + SELF_PING_MS;
    pthread_mutex_lock(&end->lock);
    end->waiting_for_room = false;
    pthread_mutex_unlock(&end->lock);
    bool created = xmpp_muc_has_status(x, "201");
    xmpp_stanza_t *item = x ? xmpp_stanza_get_child_by_name(x, "item") : NULL;
    const char *affiliation = item ? xmpp_stanza_get_attribute(item, "affiliation") : NULL;
    bool owner = affiliation && strcmp(affiliation, "owner") == 0;
    if (end->hosting) {
        if (!created && !owner) {
            if (end->members) {
                pthread_mutex_lock(&end->lock);
                end->room_taken = true;
                pthread_mutex_unlock(&end->lock);
            }
            char why[REASON_MAX];
            snprintf(why, sizeof why, "the room %s is already someone else's game", end->room);
            finish(end, why);
        } else if (end->members) {
            send_room_config(end);
        } else if (created) {
            send_instant_room(end);
        } else {
            set_room_ready(end);
        }
        return;
    }
    if (created) {
        /* We made the room, so no host is in it: leave (which removes it)
         * and look again in a moment. */
        send_leave(end);
        char why[REASON_MAX];
        snprintf(why, sizeof why, "no game is open in the room %s", end->room);
        try_again_later(end, why);
        return;
    }
    pthread_mutex_lock(&end->lock);
    if (end->host_nick && !end->host_present) {
        end->host_present = true;
        deliver(end, NET_EVENT_JOINED, NET_PEER_HOST, "");
    }
    pthread_mutex_unlock(&end->lock);
}

static const char *why_occupant_left(xmpp_stanza_t *x)
{
    if (xmpp_muc_has_status(x, "307")) {
        return "removed from the room";
    }
    if (xmpp_muc_has_status(x, "301")) {
        return "banned from the room";
    }
    if (x && xmpp_stanza_get_child_by_name(x, "destroy")) {
        return "the room was closed";
    }
    return "left the room";
}

/* The occupant's real bare address from its presence, when the room shows
 * it (to its owner always; to everyone in a non-anonymous room), or NULL.
 * xmpp_free it. */
static char *real_address(xmpp_end *end, xmpp_stanza_t *x)
{
    xmpp_stanza_t *item = x ? xmpp_stanza_get_child_by_name(x, "item") : NULL;
    const char *jid = item ? xmpp_stanza_get_attribute(item, "jid") : NULL;
    return jid && *jid ? xmpp_jid_bare(end->link.ctx, jid) : NULL;
}

static void on_guest_presence(xmpp_end *end, const char *nick, xmpp_stanza_t *x, bool available)
{
    char *real = available ? real_address(end, x) : NULL;
    pthread_mutex_lock(&end->lock);
    occupant *o = occupant_by_nick(end, nick);
    if (available && !o && !end->finished) {
        occupant *free_slot = NULL;
        for (int i = 0; i < MAX_OCCUPANTS && !free_slot; i++) {
            if (!end->occupants[i].nick) {
                free_slot = &end->occupants[i];
            }
        }
        char *copy = free_slot ? strdup(nick) : NULL;
        /* A room fuller than MAX_OCCUPANTS: the rest are not peers. */
        if (copy) {
            *free_slot = (occupant){
                .nick = copy, .jid = real ? strdup(real) : NULL, .peer = end->next_peer++};
            deliver(end, NET_EVENT_JOINED, free_slot->peer, "");
        }
    } else if (!available && o) {
        if (o->peer > 0) {
            deliver(end, NET_EVENT_LEFT, o->peer, why_occupant_left(x));
        }
        occupant_remove(o);
    }
    pthread_mutex_unlock(&end->lock);
    xmpp_free(end->link.ctx, real);
}

/* Whether real (a bare address, or NULL when the room hides it) is one of
 * the comma-separated addresses of host_jids: as XMPP compares them, the
 * case aside. */
static bool expected_host(const char *host_jids, const char *real)
{
    size_t length = real ? strlen(real) : 0;
    for (const char *at = host_jids; real && *at;) {
        size_t part = strcspn(at, ",");
        if (part == length && strncasecmp(at, real, length) == 0) {
            return true;
        }
        at += part + (at[part] == ',');
    }
    return false;
}

static void on_host_presence(xmpp_end *end, const char *nick, xmpp_stanza_t *x, bool available)
{
    xmpp_stanza_t *item = x ? xmpp_stanza_get_child_by_name(x, "item") : NULL;
    const char *affiliation = item ? xmpp_stanza_get_attribute(item, "affiliation") : NULL;
    if (available && !end->host_nick && affiliation && strcmp(affiliation, "owner") == 0) {
        char *real = real_address(end, x);
        if (end->host_jid && !expected_host(end->host_jid, real)) {
            /* Before any line: the hello would carry the chair's token. */
            char why[REASON_MAX];
            snprintf(why, sizeof why, "the host of the room %s is %s, not %s%s", end->room,
                     real ? real : "an account the room hides",
                     strchr(end->host_jid, ',') ? "one of " : "", end->host_jid);
            xmpp_free(end->link.ctx, real);
            finish(end, why);
            return;
        }
        pthread_mutex_lock(&end->lock);
        free(end->host_seen);
        end->host_seen = real ? strdup(real) : NULL;
        pthread_mutex_unlock(&end->lock);
        xmpp_free(end->link.ctx, real);
        end->host_nick = strdup(nick);
        pthread_mutex_lock(&end->lock);
        if (end->in_room && end->host_nick && !end->host_present) {
            end->host_present = true;
            deliver(end, NET_EVENT_JOINED, NET_PEER_HOST, "");
        }
        pthread_mutex_unlock(&end->lock);
    } else if (!available && end->host_nick && strcmp(end->host_nick, nick) == 0) {
        /* The game is over for this guest: leave quietly. */
        pthread_mutex_lock(&end->lock);
        if (end->host_present) {
            end->host_present = false;
            deliver(end, NET_EVENT_LEFT, NET_PEER_HOST,
                    strcmp(why_occupant_left(x), "left the room") == 0 ? "the host left the room"
                                                                       : why_occupant_left(x));
        }
        end->closing = true;
        pthread_mutex_unlock(&end->lock);
        finish(end, "the host left the room");
    }
}

static int on_presence(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    xmpp_end *end = userdata;
    char *nick = nick_in_room(end, stanza);
    if (!nick) {
        return 1;
    }
    const char *type = xmpp_stanza_get_type(stanza);
    xmpp_stanza_t *x = xmpp_stanza_get_child_by_name_and_ns(stanza, "x", MUC_USER_NS);
    bool own = xmpp_muc_has_status(x, "110") || strcmp(nick, end->nick) == 0;
    if (type && strcmp(type, "error") == 0) {
        if (own) {
            on_join_refused(end, stanza);
        }
    } else if (!type || strcmp(type, "unavailable") == 0) {
        bool available = !type;
        if (own) {
            on_own_presence(end, x, available);
        } else if (end->hosting) {
            on_guest_presence(end, nick, x, available);
        } else {
            on_host_presence(end, nick, x, available);
        }
    }
    xmpp_free(end->link.ctx, nick);
    return 1;
}

/* Why a received line costs its sender the connection, or NULL. */
static const char *line_refused(const char *body, size_t length)
{
    if (length > NET_LINE_MAX) {
        return "sent a line longer than the protocol allows";
    }
    if (memchr(body, '\n', length)) {
        return "sent more than one line in a message";
    }
    return NULL;
}

static const char *const FLOODED = "sent lines faster than the game reads them";

/* A line is a private message from an occupant who is a peer: a host's
 * guest, or a guest's host. Anything else is not part of the game. */
static int on_message(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    xmpp_end *end = userdata;
    const char *type = xmpp_stanza_get_type(stanza);
    if (!type || strcmp(type, "chat") != 0) {
        return 1;
    }
    char *nick = nick_in_room(end, stanza);
    char *body = nick ? xmpp_message_get_body(stanza) : NULL;
    if (!body) {
        xmpp_free(end->link.ctx, nick);
        return 1;
    }
    const char *refused = line_refused(body, strlen(body));
    if (end->hosting) {
        pthread_mutex_lock(&end->lock);
        occupant *o = occupant_by_nick(end, nick);
        int peer = o ? o->peer : 0;
        if (peer > 0 && !refused && !deliver(end, NET_EVENT_LINE, peer, body)) {
            refused = FLOODED;
        }
        if (peer > 0 && refused) {
            o->peer = 0;
            deliver(end, NET_EVENT_LEFT, peer, refused);
        }
        pthread_mutex_unlock(&end->lock);
        if (peer > 0 && refused) {
            send_kick(end, nick);
        }
    } else if (end->host_nick && strcmp(nick, end->host_nick) == 0) {
        pthread_mutex_lock(&end->lock);
        bool present = end->host_present;
        if (present && !refused && !deliver(end, NET_EVENT_LINE, NET_PEER_HOST, body)) {
            refused = FLOODED;
        }
        if (present && refused) {
            end->host_present = false;
            end->closing = true;
            deliver(end, NET_EVENT_LEFT, NET_PEER_HOST, refused);
        }
        pthread_mutex_unlock(&end->lock);
        if (present && refused) {
            finish(end, refused);
        }
    }
    xmpp_free(end->link.ctx, body);
    xmpp_free(end->link.ctx, nick);
    return 1;
}

static int on_instant_room_result(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    xmpp_end *end = userdata;
    const char *type = xmpp_stanza_get_type(stanza);
    if (type && strcmp(type, "error") == 0) {
        char why[REASON_MAX];
        snprintf(why, sizeof why, "the server would not open the room %s (%s)", end->room,
                 xmpp_muc_error_condition(stanza));
        finish(end, why);
    } else {
        set_room_ready(end);
    }
    return 0;
}

static int on_room_config_result(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    xmpp_end *end = userdata;
    const char *type = xmpp_stanza_get_type(stanza);
    if (type && strcmp(type, "error") == 0) {
        char why[REASON_MAX];
        snprintf(why, sizeof why, "the server would not make the room %s members-only (%s)",
                 end->room, xmpp_muc_error_condition(stanza));
        finish(end, why);
    } else if (end->member_count > 0) {
        send_members(end);
    } else {
        set_room_ready(end);
    }
    return 0;
}

static int on_members_result(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    xmpp_end *end = userdata;
    const char *type = xmpp_stanza_get_type(stanza);
    if (type && strcmp(type, "error") == 0) {
        char why[REASON_MAX];
        snprintf(why, sizeof why, "the server would not set the members of the room %s (%s)",
                 end->room, xmpp_muc_error_condition(stanza));
        finish(end, why);
        return 0;
    }
    if (--end->members_pending > 0) {
        return 1; /* the next member's answer comes to this handler too */
    }
    set_room_ready(end);
    return 0;
}

/* The room's answer to our self-ping. Only its refusals that mean "you are
 * not in this room" count (XEP-0410 §4): not-acceptable, or the room or its
 * service gone; any other error (a server that forwards the ping to our own
 * client, which does not answer it) leaves us where we are. */
static int on_self_ping_result(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    (void)conn;
    xmpp_end *end = userdata;
    const char *type = xmpp_stanza_get_type(stanza);
    if (!type || strcmp(type, "error") != 0 || !end->in_room) {
        return 1;
    }
    const char *condition = xmpp_muc_error_condition(stanza);
    if (strcmp(condition, "not-acceptable") == 0 || strcmp(condition, "item-not-found") == 0 ||
        strcmp(condition, "remote-server-not-found") == 0) {
        end->in_room = false;
        finish(end, NET_XMPP_ROOM_VANISHED);
    }
    return 1;
}

/* The connection is logged in (why NULL), or over. */
static void on_link(xmpp_link *link, const char *why, void *userdata)
{
    xmpp_end *end = userdata;
    if (why) {
        finish(end, why);
        return;
    }
    pthread_mutex_lock(&end->lock);
    bool finished = end->finished;
    pthread_mutex_unlock(&end->lock);
    if (finished) { /* closed while it logged in: xmpp_link_close cuts it */
        return;
    }
    xmpp_conn_t *conn = link->conn;
    xmpp_handler_add(conn, on_presence, NULL, "presence", NULL, end);
    xmpp_handler_add(conn, on_message, NULL, "message", NULL, end);
    xmpp_id_handler_add(conn, on_instant_room_result, "village-instant-room", end);
    xmpp_id_handler_add(conn, on_room_config_result, "village-room-config", end);
    xmpp_id_handler_add(conn, on_members_result, "village-room-members", end);
    xmpp_id_handler_add(conn, on_self_ping_result, ID_SELF_PING, end);
    end->give_up_at = now_ms() + JOIN_PATIENCE_MS;
    send_join(end);
}

/* ---- the connection's thread ---- */

static void send_outbox(xmpp_end *end)
{
    pthread_mutex_lock(&end->lock);
    net_event_queue pending = end->outbox;
    end->outbox = (net_event_queue){0};
    pthread_mutex_unlock(&end->lock);
    net_queued *e;
    while ((e = net_event_queue_pop(&pending))) {
        if (end->link.connected && e->kind == NET_EVENT_LINE) {
            send_line(end, e->tag, e->text);
        } else if (end->link.connected && e->kind == NET_EVENT_LEFT) {
            send_kick(end, e->tag);
        }
        net_queued_free(e);
    }
}

static void say_goodbye(void *userdata)
{
    xmpp_end *end = userdata;
    if (end->in_room) {
        send_leave(end);
    }
}

static void *connection_thread(void *arg)
{
    xmpp_end *end = arg;
    xmpp_link_account account = {
        .jid = end->jid, .password = end->password, .ca_file = end->ca_file};
    if (!xmpp_link_open(&end->link, &account, on_link, end)) {
        finish(end, "out of memory for the XMPP connection");
    } else {
        xmpp_link_connect(&end->link, end->server_host, end->server_port);
    }
    for (;;) {
        pthread_mutex_lock(&end->lock);
        bool closing = end->closing, finished = end->finished;
        pthread_mutex_unlock(&end->lock);
        if (closing && !finished) {
            finish(end, "closed");
        }
        if (closing || finished) {
            break;
        }
        send_outbox(end);
        if (end->retry_at && now_ms() >= end->retry_at && end->link.connected) {
            end->retry_at = 0;
            send_join(end);
        }
        if (!end->retry_at && end->join_answer_by && end->link.connected &&
            now_ms() >= end->join_answer_by) {
            end->join_answer_by = 0;
            try_again_later(end, "the room did not answer our entry");
        }
        if (!end->hosting && end->in_room && end->link.connected && now_ms() >= end->self_ping_at) {
            end->self_ping_at = now_ms() + SELF_PING_MS;
            send_self_ping(end);
        }
        if (!end->hosting && end->in_room && !end->host_nick && now_ms() >= end->give_up_at) {
            /* Other guests wait in the room, but its host is gone. */
            finish(end, "the host is not in the room");
        }
        xmpp_link_run(&end->link, LOOP_TIMEOUT_MS);
    }
    xmpp_link_close(&end->link, say_goodbye);
    return NULL;
}

/* ---- the caller's side ---- */

static bool line_fits_xml(const char *line, size_t length)
{
    /* XML cannot carry control characters, and a server closes a stream
     * that is not UTF-8: either would cost the whole connection. */
    for (size_t i = 0; i < length;) {
        unsigned char c = (unsigned char)line[i];
        size_t continuation = c < 0x80                 ? 0
                              : c >= 0xC2 && c <= 0xDF ? 1
                              : (c & 0xF0) == 0xE0     ? 2
                              : c >= 0xF0 && c <= 0xF4 ? 3
                                                       : SIZE_MAX;
        if ((c < 0x20 && c != '\t') || c == 0x7F || continuation == SIZE_MAX ||
            continuation >= length - i) {
            return false;
        }
        for (size_t k = 1; k <= continuation; k++) {
            if (((unsigned char)line[i + k] & 0xC0) != 0x80) {
                return false;
            }
        }
        i += continuation + 1;
    }
    return true;
}

/* Queues a line for an occupant. */
static bool queue_line(xmpp_end *end, const char *nick, const char *line, size_t length)
{
    return net_event_queue_push_tagged(&end->outbox, OUTBOX_LIMIT, NET_EVENT_LINE, 0, nick, line,
                                       length);
}

static bool xmpp_send_line(void *self, int peer, const char *line, size_t length)
{
    xmpp_end *end = self;
    if (length > NET_LINE_MAX || !line_fits_xml(line, length)) {
        return false;
    }
    pthread_mutex_lock(&end->lock);
    bool sent = false;
    if (end->finished || end->closing) {
        sent = false;
    } else if (end->hosting && peer == NET_PEER_ALL) {
        /* Each guest its own private copy rather than one groupchat
         * message: a room may hold occupants who are not players, and
         * groupchat would reach them too and stay in the room's history. */
        sent = true;
        for (int i = 0; i < MAX_OCCUPANTS; i++) {
            occupant *o = &end->occupants[i];
            if (o->nick && o->peer > 0) {
                sent = queue_line(end, o->nick, line, length) && sent;
            }
        }
    } else if (end->hosting) {
        occupant *o = occupant_by_peer(end, peer);
        sent = o && queue_line(end, o->nick, line, length);
    } else if (peer == NET_PEER_HOST && end->host_present) {
        sent = queue_line(end, end->host_nick, line, length);
    }
    pthread_mutex_unlock(&end->lock);
    return sent;
}

static bool xmpp_poll(void *self, net_event *out)
{
    xmpp_end *end = self;
    pthread_mutex_lock(&end->lock);
    bool taken = net_event_queue_take(&end->inbox, out);
    pthread_mutex_unlock(&end->lock);
    return taken;
}

static void xmpp_wait(void *self, int timeout_ms)
{
    xmpp_end *end = self;
    platform_deadline until = platform_deadline_after(timeout_ms / 1000.0);
    pthread_mutex_lock(&end->lock);
    while (!end->inbox.head && platform_wait_until(&end->ready, &end->lock, &until)) {
    }
    pthread_mutex_unlock(&end->lock);
}

static void xmpp_drop(void *self, int peer)
{
    xmpp_end *end = self;
    pthread_mutex_lock(&end->lock);
    if (end->hosting) {
        occupant *o = occupant_by_peer(end, peer);
        if (o) {
            o->peer = 0;
            deliver(end, NET_EVENT_LEFT, peer, "dropped by the host");
            net_event_queue_push_tagged(&end->outbox, (size_t)-1, NET_EVENT_LEFT, 0, o->nick, "",
                                        0);
        }
    } else if (peer == NET_PEER_HOST && end->host_present) {
        end->host_present = false;
        end->closing = true;
        deliver(end, NET_EVENT_LEFT, NET_PEER_HOST, "left the game");
    }
    pthread_mutex_unlock(&end->lock);
}

static const char *xmpp_address(void *self)
{
    xmpp_end *end = self;
    return end->room;
}

static bool xmpp_peer_identity(void *self, int peer, char *out, size_t size)
{
    xmpp_end *end = self;
    pthread_mutex_lock(&end->lock);
    const char *jid = NULL;
    if (end->hosting) {
        occupant *o = occupant_by_peer(end, peer);
        jid = o ? o->jid : NULL;
    } else if (peer == NET_PEER_HOST && end->host_present) {
        jid = end->host_seen;
    }
    bool known = jid && strlen(jid) < size;
    if (known) {
        snprintf(out, size, "%s", jid);
    }
    pthread_mutex_unlock(&end->lock);
    return known;
}

static void end_free(xmpp_end *end)
{
    net_event_queue_clear(&end->inbox);
    net_event_queue_clear(&end->outbox);
    for (int i = 0; i < MAX_OCCUPANTS; i++) {
        free(end->occupants[i].nick);
    }
    pthread_cond_destroy(&end->ready);
    pthread_mutex_destroy(&end->lock);
    free(end->host_nick);
    free(end->host_seen);
    free(end->host_jid);
    for (int i = 0; i < end->member_count; i++) {
        free(end->members[i]);
    }
    free(end->members);
    for (int i = 0; i < end->owner_count; i++) {
        free(end->owners[i]);
    }
    free(end->owners);
    free(end->jid);
    free(end->password);
    free(end->room);
    free(end->nick);
    free(end->ca_file);
    free(end->server_host);
    free(end);
}

static void xmpp_free_transport(void *self)
{
    xmpp_end *end = self;
    pthread_mutex_lock(&end->lock);
    end->closing = true;
    pthread_mutex_unlock(&end->lock);
    pthread_join(end->thread, NULL);
    end_free(end);
}

static void xmpp_set_waker(void *self, net_waker_fn wake, void *ctx)
{
    xmpp_end *end = self;
    pthread_mutex_lock(&end->lock);
    end->wake = wake;
    end->wake_ctx = ctx;
    if (wake && end->inbox.head) {
        wake(ctx);
    }
    pthread_mutex_unlock(&end->lock);
}

static const net_transport_ops xmpp_ops = {
    .name = "xmpp",
    .send = xmpp_send_line,
    .poll = xmpp_poll,
    .wait = xmpp_wait,
    .set_waker = xmpp_set_waker,
    .drop = xmpp_drop,
    .address = xmpp_address,
    .free = xmpp_free_transport,
    .peer_identity = xmpp_peer_identity,
};

static xmpp_end *xmpp_end_of(net_transport *t)
{
    return t && t->ops == &xmpp_ops ? t->self : NULL;
}

bool net_xmpp_room_ready(net_transport *t)
{
    xmpp_end *end = xmpp_end_of(t);
    if (!end) {
        return false;
    }
    pthread_mutex_lock(&end->lock);
    bool ready = end->room_ready && !end->finished;
    pthread_mutex_unlock(&end->lock);
    return ready;
}

bool net_xmpp_waiting_for_room(net_transport *t)
{
    xmpp_end *end = xmpp_end_of(t);
    if (!end) {
        return false;
    }
    pthread_mutex_lock(&end->lock);
    bool waiting = end->waiting_for_room && !end->finished;
    pthread_mutex_unlock(&end->lock);
    return waiting;
}

bool net_xmpp_room_taken(net_transport *t)
{
    xmpp_end *end = xmpp_end_of(t);
    if (!end) {
        return false;
    }
    pthread_mutex_lock(&end->lock);
    bool taken = end->room_taken;
    pthread_mutex_unlock(&end->lock);
    return taken;
}

static char *copy_or_null(const char *s, bool *ok)
{
    char *copy = s ? strdup(s) : NULL;
    if (s && !copy) {
        *ok = false;
    }
    return copy;
}

static void set_error(char *err, size_t err_size, const char *message)
{
    if (err && err_size) {
        snprintf(err, err_size, "%s", message);
    }
}

static bool addresses_ok(const char *const *list, int count)
{
    for (int i = 0; list && i < count; i++) {
        if (!list[i] || !strchr(list[i], '@') || strchr(list[i], '/')) {
            return false;
        }
    }
    return count >= 0;
}

/* NULL, or bare addresses separated by commas, none empty. */
static bool host_jids_ok(const char *host_jids)
{
    for (const char *at = host_jids; at;) {
        size_t part = strcspn(at, ",");
        const char *sign = memchr(at, '@', part);
        if (!sign || sign == at || sign == at + part - 1 || memchr(at, '/', part)) {
            return false;
        }
        at = at[part] == ',' ? at + part + 1 : NULL;
    }
    return true;
}

static bool members_ok(const net_xmpp_account *account)
{
    return addresses_ok(account->members, account->member_count) &&
           addresses_ok(account->owners, account->owner_count) && host_jids_ok(account->host_jid);
}

static char **copy_addresses(const char *const *list, int count, int *copied, bool *ok)
{
    char **copy = calloc((size_t)count, sizeof *copy);
    *ok = *ok && copy;
    for (int i = 0; *ok && i < count; i++) {
        copy[i] = copy_or_null(list[i], ok);
        *copied = i + 1;
    }
    return copy;
}

static net_transport *start(const net_xmpp_account *account, bool hosting, char *err,
                            size_t err_size)
{
    if (!account || !account->jid || !strchr(account->jid, '@') || !account->password ||
        !account->room || !strchr(account->room, '@') || strchr(account->room, '/') ||
        !account->nick || !*account->nick || !members_ok(account)) {
        set_error(err, err_size,
                  "an XMPP game needs a JID (name@server), a password, a room "
                  "(name@service), a nick, and members that are bare JIDs");
        return NULL;
    }
    xmpp_end *end = calloc(1, sizeof *end);
    if (!end) {
        set_error(err, err_size, "out of memory");
        return NULL;
    }
    bool ok = true;
    end->hosting = hosting;
    end->next_peer = 1;
    end->jid = copy_or_null(account->jid, &ok);
    end->password = copy_or_null(account->password, &ok);
    end->room = copy_or_null(account->room, &ok);
    end->nick = copy_or_null(account->nick, &ok);
    end->ca_file = copy_or_null(account->ca_file, &ok);
    end->host_jid = hosting ? NULL : copy_or_null(account->host_jid, &ok);
    if (hosting && account->members && account->member_count > 0) {
        end->members =
            copy_addresses(account->members, account->member_count, &end->member_count, &ok);
        if (account->owners && account->owner_count > 0) {
            end->owners =
                copy_addresses(account->owners, account->owner_count, &end->owner_count, &ok);
        }
    }
    pthread_mutex_init(&end->lock, NULL);
    pthread_cond_init(&end->ready, NULL);
    end->transport = (net_transport){.ops = &xmpp_ops, .self = end};
    if (ok && account->server &&
        !xmpp_link_server(account->server, &end->server_host, &end->server_port)) {
        set_error(err, err_size, "the XMPP server must be HOST:PORT");
        end_free(end);
        return NULL;
    }
    if (!ok) {
        set_error(err, err_size, "out of memory");
        end_free(end);
        return NULL;
    }
    if (pthread_create(&end->thread, NULL, connection_thread, end) != 0) {
        set_error(err, err_size, "cannot start the XMPP connection's thread");
        end_free(end);
        return NULL;
    }
    return &end->transport;
}

net_transport *net_xmpp_host(const net_xmpp_account *account, char *err, size_t err_size)
{
    return start(account, true, err, err_size);
}

net_transport *net_xmpp_join(const net_xmpp_account *account, char *err, size_t err_size)
{
    return start(account, false, err, err_size);
}
