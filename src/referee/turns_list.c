/* The player's games from the referee's lines (turns_list.h). The list is
 * kept in the order the player wants it: the referee sends it so, and a
 * "your turn" notice heard afterwards moves its game up. */
#include "referee/turns_list.h"

#include <stdio.h>
#include <string.h>

void turns_list_init(turns_list *l)
{
    memset(l, 0, sizeof *l);
}

static int state_rank(referee_game_state s)
{
    switch (s) {
    case REFEREE_STATE_YOUR_TURN:
        return 0;
    case REFEREE_STATE_INVITED:
        return 1;
    case REFEREE_STATE_WAITING:
    case REFEREE_STATE_PENDING:
        return 2;
    case REFEREE_STATE_FINISHED:
        break;
    }
    return 3;
}

/* Insertion sort by state, stable: within a state the referee's order stays. */
static void order_games(turns_game *games, int n)
{
    for (int i = 1; i < n; i++) {
        turns_game g = games[i];
        int j = i;
        while (j > 0 && state_rank(games[j - 1].state) > state_rank(g.state)) {
            games[j] = games[j - 1];
            j--;
        }
        games[j] = g;
    }
}

static turns_game *find(turns_list *l, uint64_t id)
{
    for (int i = 0; i < l->count; i++)
        if (l->games[i].id == id)
            return &l->games[i];
    return NULL;
}

const turns_game *turns_list_find(const turns_list *l, uint64_t id)
{
    return find((turns_list *)l, id);
}

static void note_person(turns_list *l, const char *jid)
{
    for (int i = 0; i < l->rating_count; i++)
        if (strcmp(l->ratings[i].jid, jid) == 0)
            return;
    if (l->rating_count == TURNS_RATINGS_MAX)
        return;
    /* Copied aside first: the address may lie in the list itself (a seat's). */
    char copy[sizeof l->ratings[0].jid];
    snprintf(copy, sizeof copy, "%s", jid);
    turns_rating *r = &l->ratings[l->rating_count++];
    memset(r, 0, sizeof *r);
    memcpy(r->jid, copy, sizeof r->jid);
}

static turns_heard bad(turns_list *l, const char *why)
{
    l->bad_lines++;
    snprintf(l->last_bad, sizeof l->last_bad, "%s", why);
    return TURNS_HEARD_BAD;
}

static void take_list(turns_list *l)
{
    /* A game paused stays so in the new list until "resumed" is heard. */
    for (int i = 0; i < l->incoming_count; i++) {
        const turns_game *old = find(l, l->incoming[i].id);
        if (old && old->paused) {
            l->incoming[i].paused = true;
            memcpy(l->incoming[i].paused_why, old->paused_why, sizeof old->paused_why);
        }
    }
    memcpy(l->games, l->incoming, sizeof(turns_game) * (size_t)l->incoming_count);
    l->count = l->incoming_count;
    l->incoming_count = 0;
    order_games(l->games, l->count);
    l->listed = true;
    l->lists_heard++;
    /* The list is the referee's word now: a notice heard before it was
     * about a game listed here, or one whose turn has passed since. */
    l->notice_count = 0;
    for (int i = 0; i < l->count; i++) {
        for (int s = 0; s < l->games[i].players; s++)
            if (l->games[i].seats[s].ai_level < 0)
                note_person(l, l->games[i].seats[s].jid);
    }
}

turns_heard turns_list_hear(turns_list *l, const char *line, double now)
{
    referee_msg m;
    char why[REFEREE_TEXT_MAX];
    if (!referee_msg_read(line, strlen(line), &m, why, sizeof why)) {
        int version = referee_line_version(line, strlen(line));
        if (!version || version == REFEREE_PROTOCOL_VERSION)
            return bad(l, why);
        /* A referee of another version: the player is told to update. */
        memset(&l->answer, 0, sizeof l->answer);
        l->answer.kind = REFEREE_MSG_ERROR;
        l->answer.error = REFEREE_ERR_VERSION;
        snprintf(l->answer.text, sizeof l->answer.text, "%s", why);
        l->answered = true;
        return TURNS_HEARD_ANSWER;
    }
    switch (m.kind) {
    case REFEREE_MSG_GAME: {
        if (l->incoming_count == TURNS_GAMES_MAX)
            return bad(l, "more games than a list holds");
        turns_game *g = &l->incoming[l->incoming_count++];
        memset(g, 0, sizeof *g);
        g->id = m.game;
        g->state = m.state;
        g->chair = m.chair;
        g->to_act = m.to_act;
        g->players = m.players;
        g->moves = m.moves;
        g->seconds_left = m.seconds_left;
        g->heard_at = now;
        memcpy(g->room, m.room, sizeof g->room);
        memcpy(g->seats, m.seats, sizeof g->seats);
        return TURNS_HEARD_GAME;
    }
    case REFEREE_MSG_LISTED:
        if (m.count != l->incoming_count) {
            /* Lines lost on the way: keep what is shown, ask again later. */
            l->incoming_count = 0;
            return bad(l, "a list whose count disagrees with its games");
        }
        take_list(l);
        return TURNS_HEARD_LIST;
    case REFEREE_MSG_YOUR_TURN: {
        turns_game *g = find(l, m.game);
        if (g) {
            g->state = REFEREE_STATE_YOUR_TURN;
            g->to_act = g->chair;
            g->moves = m.moves;
            g->heard_at = now;
            order_games(l->games, l->count);
        } else {
            bool known = false;
            for (int i = 0; i < l->notice_count; i++)
                known |= l->notices[i] == m.game;
            if (!known && l->notice_count < TURNS_NOTICES_MAX)
                l->notices[l->notice_count++] = m.game;
        }
        return TURNS_HEARD_TURN;
    }
    case REFEREE_MSG_PAUSED:
    case REFEREE_MSG_RESUMED: {
        turns_game *g = find(l, m.game);
        if (g) {
            g->paused = m.kind == REFEREE_MSG_PAUSED;
            snprintf(g->paused_why, sizeof g->paused_why, "%s", g->paused ? m.text : "");
        }
        return TURNS_HEARD_PAUSE;
    }
    case REFEREE_MSG_RATED:
        for (int i = 0; i < l->rating_count; i++)
            if (strcmp(l->ratings[i].jid, m.jid) == 0) {
                l->ratings[i].known = true;
                l->ratings[i].asked = true;
                l->ratings[i].rating = m.rating;
            }
        return TURNS_HEARD_RATING;
    case REFEREE_MSG_INVITED:
        return TURNS_HEARD_INVITE;
    case REFEREE_MSG_CANCELLED: {
        turns_game *g = find(l, m.game);
        if (g) {
            l->count--;
            memmove(g, g + 1, sizeof *g * (size_t)(l->games + l->count - g));
        }
        l->cancelled = m;
        l->cancellations++;
        return TURNS_HEARD_CANCEL;
    }
    case REFEREE_MSG_CREATED:
    case REFEREE_MSG_SEATED:
    case REFEREE_MSG_ACCEPTED:
    case REFEREE_MSG_ERROR:
        l->answer = m;
        l->answered = true;
        return TURNS_HEARD_ANSWER;
    default:
        return bad(l, "a message only a player sends");
    }
}

int turns_list_your_turns(const turns_list *l)
{
    int n = l->notice_count;
    for (int i = 0; i < l->count; i++)
        n += l->games[i].state == REFEREE_STATE_YOUR_TURN;
    return n;
}

long turns_game_seconds_left(const turns_game *g, double now)
{
    double left = (double)g->seconds_left - (now - g->heard_at);
    return left > 0 ? (long)left : 0;
}

bool turns_list_take_answer(turns_list *l, referee_msg *out)
{
    if (!l->answered)
        return false;
    *out = l->answer;
    l->answered = false;
    return true;
}

bool turns_list_rating(const turns_list *l, const char *jid, referee_rating *out)
{
    for (int i = 0; i < l->rating_count; i++)
        if (l->ratings[i].known && strcmp(l->ratings[i].jid, jid) == 0) {
            *out = l->ratings[i].rating;
            return true;
        }
    return false;
}

const char *turns_list_next_unasked(turns_list *l)
{
    for (int i = 0; i < l->rating_count; i++)
        if (!l->ratings[i].asked) {
            l->ratings[i].asked = true;
            return l->ratings[i].jid;
        }
    return NULL;
}
