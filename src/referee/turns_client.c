/* The player's connection to the referee (turns_client.h): the direct
 * messages' connection, only the referee's lines heard, the list asked for
 * on each new login. */
#include "referee/turns_client.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "referee/xmpp_direct.h"

struct turns_client {
    referee_direct *direct;
    char jid[REFEREE_JID_MAX + 1];
    char referee[REFEREE_JID_MAX + 1];
    bool was_online; /* at the last update: a new login asks for the list */
    turns_list list;
};

turns_client *turns_client_open(const turns_account *account, char *err, size_t err_size)
{
    if (!account->jid || !referee_jid_ok(account->jid, strlen(account->jid))) {
        snprintf(err, err_size, "the XMPP address must be name@server");
        return NULL;
    }
    if (!account->referee || !referee_jid_ok(account->referee, strlen(account->referee))) {
        snprintf(err, err_size, "the referee's address must be name@server");
        return NULL;
    }
    turns_client *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    snprintf(c->jid, sizeof c->jid, "%s", account->jid);
    snprintf(c->referee, sizeof c->referee, "%s", account->referee);
    turns_list_init(&c->list);
    referee_direct_account d = {
        .jid = account->jid,
        .password = account->password,
        .server = account->server && account->server[0] ? account->server : NULL,
        .ca_file = account->ca_file && account->ca_file[0] ? account->ca_file : NULL,
        .resource = NULL};
    c->direct = referee_direct_open(&d, err, err_size);
    if (!c->direct) {
        free(c);
        return NULL;
    }
    return c;
}

void turns_client_close(turns_client *c)
{
    if (!c)
        return;
    referee_direct_close(c->direct);
    free(c);
}

void turns_client_set_waker(turns_client *c, void (*wake)(void *ctx), void *ctx)
{
    referee_direct_set_waker(c->direct, wake, ctx);
}

bool turns_client_online(const turns_client *c)
{
    return referee_direct_online(c->direct);
}

void turns_client_failure(turns_client *c, char *out, size_t size)
{
    referee_direct_failure(c->direct, out, size);
}

const char *turns_client_jid(const turns_client *c)
{
    return c->jid;
}

const char *turns_client_referee(const turns_client *c)
{
    return c->referee;
}

static bool send_msg(turns_client *c, const referee_msg *m)
{
    char line[REFEREE_LINE_MAX + 1];
    return referee_msg_write(line, sizeof line, m) > 0 &&
           referee_direct_send(c->direct, c->referee, line);
}

bool turns_client_refresh(turns_client *c)
{
    referee_msg m = {.kind = REFEREE_MSG_LIST};
    return send_msg(c, &m);
}

bool turns_client_create(turns_client *c, int move_seconds, int players, const referee_seat seats[])
{
    if (players < 2 || players > VILLAGE_MAX_PLAYERS)
        return false;
    referee_msg m = {.kind = REFEREE_MSG_CREATE, .move_seconds = move_seconds, .players = players};
    memcpy(m.seats, seats, sizeof(referee_seat) * (size_t)players);
    return send_msg(c, &m);
}

bool turns_client_seat(turns_client *c, uint64_t game)
{
    referee_msg m = {.kind = REFEREE_MSG_SEAT, .game = game};
    return send_msg(c, &m);
}

bool turns_client_answer(turns_client *c, uint64_t game, bool yes)
{
    referee_msg m = {.kind = yes ? REFEREE_MSG_ACCEPT : REFEREE_MSG_DECLINE, .game = game};
    return send_msg(c, &m);
}

bool turns_client_update(turns_client *c, double now)
{
    bool changed = false;
    bool online = referee_direct_online(c->direct);
    if (online != c->was_online) {
        c->was_online = online;
        changed = true;
        if (online)
            turns_client_refresh(c);
    }
    const char *from, *body;
    while (referee_direct_poll(c->direct, &from, &body)) {
        if (strcmp(from, c->referee) != 0)
            continue; /* only the referee's lines are heard */
        int before = c->list.notice_count;
        turns_heard heard = turns_list_hear(&c->list, body, now);
        /* A turn in a game the list lacks (made by a friend since), an
         * invitation, a game accepted or cancelled: ask again. */
        if ((c->list.notice_count > before && c->list.listed) || heard == TURNS_HEARD_INVITE ||
            heard == TURNS_HEARD_CANCEL ||
            (heard == TURNS_HEARD_ANSWER && c->list.answer.kind == REFEREE_MSG_ACCEPTED))
            turns_client_refresh(c);
        changed = true;
    }
    const char *jid;
    while ((jid = turns_list_next_unasked(&c->list))) {
        referee_msg m = {.kind = REFEREE_MSG_RATING};
        snprintf(m.jid, sizeof m.jid, "%s", jid);
        send_msg(c, &m);
    }
    return changed;
}

const turns_list *turns_client_list(const turns_client *c)
{
    return &c->list;
}

bool turns_client_take_answer(turns_client *c, referee_msg *out)
{
    return turns_list_take_answer(&c->list, out);
}
