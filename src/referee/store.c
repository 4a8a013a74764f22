/* The store's calls (store.h) through each implementation's table, what
 * both implementations check the same way (a game's validity, the rating
 * key of a seat), and the choice of implementation from its address. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "referee/store.h"
#include "village/ai.h"

referee_store *referee_store_open(const char *where, char *err, size_t err_size)
{
    if (strncmp(where, "postgresql://", 13) == 0 || strncmp(where, "postgres://", 11) == 0)
        return referee_store_postgres_open(where, err, err_size);
    if (strncmp(where, "sqlite:", 7) == 0)
        where += 7;
    if (!*where) {
        snprintf(err, err_size, "no database file named");
        return NULL;
    }
    return referee_store_sqlite_open(where, err, err_size);
}

referee_alone referee_store_hold_alone(const char *where, int *held, char *why, size_t why_size)
{
    *held = -1;
    why[0] = '\0';
    if (strncmp(where, "postgresql://", 13) == 0 || strncmp(where, "postgres://", 11) == 0)
        return REFEREE_ALONE;
    if (strncmp(where, "sqlite:", 7) == 0)
        where += 7;
    int fd = open(where, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(why, why_size, "cannot open %s: %s", where, strerror(errno));
        return REFEREE_ALONE_FAILED;
    }
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int e = errno;
        close(fd);
        if (e == EWOULDBLOCK) {
            snprintf(why, why_size,
                     "another referee runs on %s: one SQLite file has one referee "
                     "(several share a PostgreSQL database)",
                     where);
            return REFEREE_NOT_ALONE;
        }
        snprintf(why, why_size, "cannot lock %s: %s", where, strerror(e));
        return REFEREE_ALONE_FAILED;
    }
    *held = fd;
    return REFEREE_ALONE;
}

void referee_store_close(referee_store *st)
{
    if (st)
        st->ops->close(st->self);
}

referee_store_result referee_store_create_game(referee_store *st, const char *referee,
                                               double lease_seconds, const referee_game *g)
{
    return st->ops->create_game(st->self, referee, lease_seconds, g);
}

referee_store_result referee_store_load_game(referee_store *st, uint64_t id, referee_game *out)
{
    return st->ops->load_game(st->self, id, out);
}

referee_store_result
referee_store_read_moves(referee_store *st, uint64_t id,
                         bool (*fn)(void *ctx, long seq, int actor, const char *text), void *ctx)
{
    return st->ops->read_moves(st->self, id, fn, ctx);
}

referee_store_result referee_store_append_move(referee_store *st, const char *referee, uint64_t id,
                                               long seq, int actor, const char *text, int to_act)
{
    return st->ops->append_move(st->self, referee, id, seq, actor, text, to_act);
}

referee_store_result referee_store_finish_game(
    referee_store *st, const char *referee, uint64_t id,
    void (*rate)(void *ctx, int n, referee_rating ratings[VILLAGE_MAX_PLAYERS]), void *ctx)
{
    return st->ops->finish_game(st->self, referee, id, rate, ctx);
}

referee_store_result referee_store_claim_games(referee_store *st, const char *referee,
                                               double lease_seconds, int max, uint64_t *ids,
                                               int *count)
{
    return st->ops->claim_games(st->self, referee, lease_seconds, max, ids, count);
}

referee_store_result referee_store_renew_leases(referee_store *st, const char *referee,
                                                double lease_seconds, uint64_t *held, int max,
                                                int *count)
{
    return st->ops->renew_leases(st->self, referee, lease_seconds, held, max, count);
}

referee_store_result referee_store_release_game(referee_store *st, const char *referee, uint64_t id)
{
    return st->ops->release_game(st->self, referee, id);
}

referee_store_result referee_store_answer_invitation(referee_store *st, uint64_t id,
                                                     const char *jid, bool yes, referee_game *out)
{
    return st->ops->answer_invitation(st->self, id, jid, yes, out);
}

referee_store_result referee_store_expire_invitation(referee_store *st, const char *referee,
                                                     uint64_t id)
{
    return st->ops->expire_invitation(st->self, referee, id);
}

referee_store_result referee_store_account_counts(referee_store *st, const char *jid,
                                                  referee_account_counts *out)
{
    return st->ops->account_counts(st->self, jid, out);
}

bool referee_game_pending(const referee_game *g)
{
    if (g->status != REFEREE_GAME_PLAYING)
        return false;
    for (int s = 0; s < g->players && s < VILLAGE_MAX_PLAYERS; s++)
        if (g->seats[s].invited)
            return true;
    return false;
}

referee_store_result referee_store_list_games(referee_store *st, const char *jid, referee_game *out,
                                              int max, int *count)
{
    return st->ops->list_games(st->self, jid, out, max, count);
}

referee_store_result referee_store_rating(referee_store *st, const char *jid, referee_rating *out)
{
    return st->ops->rating(st->self, jid, out);
}

const char *referee_store_error(const referee_store *st)
{
    return st->ops->error(st->self);
}

const char *referee_store_result_name(referee_store_result r)
{
    static const char *const names[REFEREE_STORE_RESULTS] = {
        "ok", "not found", "lease lost", "conflict", "invalid", "unreachable"};
    return r >= 0 && r < REFEREE_STORE_RESULTS ? names[r] : "?";
}

referee_rating referee_rating_unrated(void)
{
    return (referee_rating){.rating = 1500.0, .deviation = 350.0, .volatility = 0.06, .games = 0};
}

void referee_seat_rating_key(const referee_seat *seat, char out[REFEREE_JID_MAX + 1])
{
    if (seat->ai_level >= 0)
        snprintf(out, REFEREE_JID_MAX + 1, "ai:%s", village_ai_level_name(seat->ai_level));
    else
        snprintf(out, REFEREE_JID_MAX + 1, "%s", seat->jid);
}

int referee_seat_style_column(const referee_seat *seat)
{
    return seat->style_chosen ? seat->ai_style : -1;
}

bool referee_seat_style_from_column(referee_seat *seat, long value)
{
    seat->style_chosen = value >= 0;
    seat->ai_style = seat->style_chosen ? (int)value : 0;
    return value >= -1 && value < VILLAGE_AI_STYLES && (value < 0 || seat->ai_level >= 0);
}

/* A bare JID as the store keeps it: local@domain, printable ASCII or UTF-8,
 * no resource, no spaces (the request reader is stricter still). */
static bool bare_jid(const char *jid)
{
    size_t n = strnlen(jid, REFEREE_JID_MAX + 1);
    if (n == 0 || n > REFEREE_JID_MAX)
        return false;
    const char *at = strchr(jid, '@');
    if (!at || at == jid || !at[1] || strchr(at + 1, '@') || strchr(jid, '/'))
        return false;
    for (const unsigned char *c = (const unsigned char *)jid; *c; c++)
        if (*c <= ' ' || *c == 0x7F)
            return false;
    return true;
}

static bool token_ok(const char *token)
{
    if (strnlen(token, REFEREE_TOKEN_MAX + 1) != REFEREE_TOKEN_MAX)
        return false;
    for (const char *c = token; *c; c++)
        if (!((*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'f')))
            return false;
    return true;
}

bool referee_game_valid(const referee_game *g, char *why, size_t why_size)
{
    if (g->id == 0) {
        snprintf(why, why_size, "a game's id is never 0");
        return false;
    }
    if (g->players < 2 || g->players > VILLAGE_MAX_PLAYERS) {
        snprintf(why, why_size, "a game has 2 to %d players, not %d", VILLAGE_MAX_PLAYERS,
                 g->players);
        return false;
    }
    if (g->move_seconds <= 0) {
        snprintf(why, why_size, "the time limit of a move must be positive");
        return false;
    }
    size_t room = strnlen(g->room, REFEREE_ROOM_MAX + 1);
    if (room == 0 || room > REFEREE_ROOM_MAX || !strchr(g->room, '@')) {
        snprintf(why, why_size, "the game needs a room's address");
        return false;
    }
    if (strnlen(g->creator, REFEREE_JID_MAX + 1) > REFEREE_JID_MAX) {
        snprintf(why, why_size, "the creator's address is too long");
        return false;
    }
    if (g->to_act < 0 || g->to_act >= g->players) {
        snprintf(why, why_size, "the seat to act first is not one of the game's");
        return false;
    }
    for (int i = 0; i < g->players; i++) {
        const referee_seat *s = &g->seats[i];
        if (s->ai_level >= 0) {
            if (s->ai_level >= VILLAGE_AI_LEVELS || s->jid[0] || s->token[0]) {
                snprintf(why, why_size, "seat %d: an AI seat has a known level and no address",
                         i + 1);
                return false;
            }
            if (s->style_chosen && (s->ai_style < 0 || s->ai_style >= VILLAGE_AI_STYLES)) {
                snprintf(why, why_size, "seat %d: an AI seat's style is a known one", i + 1);
                return false;
            }
            continue;
        }
        if (s->ai_level != -1 || s->style_chosen || !bare_jid(s->jid) || !token_ok(s->token)) {
            snprintf(why, why_size,
                     "seat %d: a person's seat has a bare address and a token, and no style",
                     i + 1);
            return false;
        }
        for (int j = 0; j < i; j++)
            if (g->seats[j].ai_level < 0 && strcmp(g->seats[j].jid, s->jid) == 0) {
                snprintf(why, why_size, "seats %d and %d have the same address", j + 1, i + 1);
                return false;
            }
    }
    return true;
}
