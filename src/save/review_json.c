/* A save's optional "review" (docs/save-format.md): the finished review of
 * the game, so that opening it again is instant. Read like the rest of a
 * save: every value is checked against the game it claims to review (the
 * better move must be legal where it was suggested, the decision must be
 * the reviewed player's and have had a choice), so a hostile file cannot
 * show the player an impossible move or chance. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "save_internal.h"

enum { CHANCE_MAX = 1000, REASON_VALUE_MAX = 1000 };

/* Walks a replay beside the decisions, which are in move order. */
typedef struct review_walk {
    const village_review_decision *decisions;
    size_t count, next;
    cJSON *out;          /* writing: the decisions array */
    json_reader *reader; /* reading */
    const cJSON *items;  /* reading: the decisions' JSON, in order */
    int seat;
    int num_players;
} review_walk;

static cJSON *decision_to_json(const village_review_decision *d, const village_state *before,
                               int num_players)
{
    char best[SAVE_MAX_MOVE_TEXT + 1];
    village_move_format(before, &d->best, best, sizeof best);
    cJSON *o = cJSON_CreateObject();
    cJSON *after = cJSON_CreateArray();
    bool ok = o && after && cJSON_AddNumberToObject(o, "move", d->move) &&
              cJSON_AddStringToObject(o, "best", best) &&
              cJSON_AddNumberToObject(o, "win_played", d->win_played) &&
              cJSON_AddNumberToObject(o, "win_best", d->win_best) &&
              cJSON_AddNumberToObject(o, "score_played", d->score_played) &&
              cJSON_AddNumberToObject(o, "score_best", d->score_best) &&
              cJSON_AddNumberToObject(o, "reason", d->reason_code) &&
              cJSON_AddNumberToObject(o, "reason_value", d->reason_value);
    for (int p = 0; ok && p < num_players; p++) {
        cJSON *n = cJSON_CreateNumber(d->win_after[p]);
        ok = n && cJSON_AddItemToArray(after, n);
        if (!ok)
            cJSON_Delete(n);
    }
    if (ok && cJSON_AddItemToObject(o, "win_after", after))
        return o;
    cJSON_Delete(after);
    cJSON_Delete(o);
    return NULL;
}

static cJSON *chances_to_json(const int16_t chances[VILLAGE_MAX_PLAYERS], int num_players)
{
    cJSON *list = cJSON_CreateArray();
    for (int p = 0; list && p < num_players; p++) {
        cJSON *n = cJSON_CreateNumber(chances[p]);
        if (!n || !cJSON_AddItemToArray(list, n)) {
            cJSON_Delete(n);
            cJSON_Delete(list);
            return NULL;
        }
    }
    return list;
}

static cJSON *turns_to_json(const village_stored_review *rv, int num_players)
{
    cJSON *list = cJSON_CreateArray();
    for (size_t i = 0; list && i < rv->turn_count; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON *win = chances_to_json(rv->turns[i].win, num_players);
        bool ok = o && win && cJSON_AddNumberToObject(o, "move", rv->turns[i].move) &&
                  cJSON_AddItemToObject(o, "win", win);
        if (!ok || !cJSON_AddItemToArray(list, o)) {
            if (!ok)
                cJSON_Delete(win);
            cJSON_Delete(o);
            cJSON_Delete(list);
            return NULL;
        }
    }
    return list;
}

static bool write_decision(void *ctx, size_t index, const village_state *before,
                           const village_move *m, const village_events *ev,
                           const village_state *after)
{
    (void)m, (void)ev, (void)after;
    review_walk *w = ctx;
    while (w->next < w->count && w->decisions[w->next].move == index + 1) {
        cJSON *item = decision_to_json(&w->decisions[w->next++], before, w->num_players);
        if (!item || !cJSON_AddItemToArray(w->out, item)) {
            cJSON_Delete(item);
            return false;
        }
    }
    return true;
}

cJSON *save_review_to_json(const village_record *r)
{
    const village_stored_review *rv = r->review;
    cJSON *o = cJSON_CreateObject(), *list = cJSON_CreateArray();
    /* A review read from a version 1 save has no turns: it stays version 1,
     * which also older builds read. */
    int version = rv->turn_count || !rv->moves ? VILLAGE_REVIEW_VERSION : 1;
    bool ok =
        o && list && cJSON_AddNumberToObject(o, "version", version) &&
        cJSON_AddNumberToObject(o, "moves", rv->moves) &&
        (rv->seat < 0
             ? cJSON_AddNullToObject(o, "seat") != NULL
             : cJSON_AddStringToObject(o, "seat", village_player_colour_name(rv->seat)) != NULL);
    review_walk w = {
        .decisions = rv->decisions, .count = rv->count, .out = list, .num_players = r->num_players};
    ok = ok && village_record_replay(r, r->move_count, write_decision, &w, NULL) &&
         w.next == w.count;
    if (!ok || !cJSON_AddItemToObject(o, "decisions", list)) {
        cJSON_Delete(list);
        cJSON_Delete(o);
        return NULL;
    }
    cJSON *turns = version >= 2 ? turns_to_json(rv, r->num_players) : NULL;
    if (version >= 2 && (!turns || !cJSON_AddItemToObject(o, "turns", turns))) {
        cJSON_Delete(turns);
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

/* Every player's chance under 'key', in thousandths that add up to 1000. */
static bool read_chances(json_reader *r, const cJSON *item, const char *key, int num_players,
                         int16_t chances[VILLAGE_MAX_PLAYERS])
{
    const cJSON *after = jr_array(r, item, key, num_players, num_players);
    if (!after)
        return false;
    size_t mark = jr_enter_key(r, key);
    long sum = 0, value = 0;
    int p = 0;
    bool ok = true;
    for (const cJSON *c = after->child; ok && c; c = c->next, p++) {
        size_t at = jr_enter_index(r, (size_t)p);
        ok = jr_int_item(r, c, 0, CHANCE_MAX, &value);
        chances[p] = (int16_t)value;
        sum += value;
        jr_leave(r, at);
    }
    /* Every player's chance, each rounded to a thousandth: they add up to 1. */
    if (ok && (sum < CHANCE_MAX - num_players || sum > CHANCE_MAX + num_players))
        ok = jr_fail(r, "the chances add up to %ld thousandths, not 1000", sum);
    jr_leave(r, mark);
    return ok;
}

static bool read_numbers(json_reader *r, const cJSON *item, village_review_decision *d)
{
    long played = 0, best = 0, sp = 0, sb = 0, code = 0, value = 0;
    bool ok =
        jr_int(r, item, "win_played", 0, CHANCE_MAX, &played) &&
        jr_int(r, item, "win_best", played, CHANCE_MAX, &best) &&
        jr_int(r, item, "score_played", -VILLAGE_REVIEW_SCORE_MAX, VILLAGE_REVIEW_SCORE_MAX, &sp) &&
        jr_int(r, item, "score_best", -VILLAGE_REVIEW_SCORE_MAX, VILLAGE_REVIEW_SCORE_MAX, &sb) &&
        jr_int(r, item, "reason", 0, VILLAGE_REVIEW_REASON_CODES - 1, &code) &&
        jr_int(r, item, "reason_value", -REASON_VALUE_MAX, REASON_VALUE_MAX, &value);
    d->win_played = (int16_t)played;
    d->win_best = (int16_t)best;
    d->score_played = (int16_t)sp;
    d->score_best = (int16_t)sb;
    d->reason_code = (uint8_t)code;
    d->reason_value = (int16_t)value;
    return ok;
}

/* The decision about the move at 'index', in the position it was made in. */
static bool read_decision(review_walk *w, const cJSON *item, size_t index,
                          const village_state *before, village_review_decision *d)
{
    json_reader *r = w->reader;
    static const char *const keys[] = {"move",         "best",       "win_played", "win_best",
                                       "score_played", "score_best", "reason",     "reason_value",
                                       "win_after",    NULL};
    if (!jr_only_keys(r, item, keys))
        return false;
    memset(d, 0, sizeof *d);
    d->move = (uint32_t)(index + 1);
    d->actor = (uint8_t)before->actor;
    village_move moves[VILLAGE_MAX_MOVES];
    if (w->seat >= 0 && before->actor != w->seat)
        return jr_fail(r, "move %lu was %s's, but the review is of %s", (unsigned long)(index + 1),
                       village_player_colour_name(before->actor),
                       village_player_colour_name(w->seat));
    if (village_legal_moves(before, moves) < 2)
        return jr_fail(r, "move %lu had no choice to review", (unsigned long)(index + 1));
    const char *best;
    if (!jr_string(r, item, "best", SAVE_MAX_MOVE_TEXT, &best))
        return false;
    if (!village_move_parse(before, best, &d->best)) {
        size_t mark = jr_enter_key(r, "best");
        jr_fail(r, "\"%s\" is not a legal move at move %lu", best, (unsigned long)(index + 1));
        jr_leave(r, mark);
        return false;
    }
    return read_numbers(r, item, d) &&
           read_chances(r, item, "win_after", w->num_players, d->win_after);
}

static bool check_decision(void *ctx, size_t index, const village_state *before,
                           const village_move *m, const village_events *ev,
                           const village_state *after)
{
    (void)m, (void)ev, (void)after;
    review_walk *w = ctx;
    village_review_decision *list = (village_review_decision *)w->decisions;
    while (w->items && w->next < w->count && list[w->next].move == index + 1) {
        size_t at = jr_enter_index(w->reader, w->next);
        bool ok = read_decision(w, w->items, index, before, &list[w->next]);
        jr_leave(w->reader, at);
        if (!ok)
            return false;
        w->items = w->items->next;
        w->next++;
    }
    return true;
}

/* The moves the decisions name, in order, before anything else is read:
 * they decide where in the replay each one is checked. */
static bool read_move_numbers(json_reader *r, const cJSON *list, size_t moves,
                              village_review_decision *out)
{
    size_t i = 0;
    long last = 0;
    for (const cJSON *item = list->child; item; item = item->next, i++) {
        size_t at = jr_enter_index(r, i);
        long move = 0;
        bool ok = cJSON_IsObject(item) ? jr_int(r, item, "move", 1, (long)moves, &move)
                                       : jr_fail(r, "expected an object");
        if (ok && move <= last)
            ok = jr_fail(r, "move %ld comes after move %ld: decisions are in move order", move,
                         last);
        jr_leave(r, at);
        if (!ok)
            return false;
        out[i].move = (uint32_t)move;
        last = move;
    }
    return true;
}

/* The turns' ends, checked beside a replay: each must end a turn of the game. */
typedef struct turn_walk {
    json_reader *reader;
    village_review_turn_end *turns;
    const cJSON *items;
    size_t count, next, moves;
    int num_players;
} turn_walk;

static bool check_turn_end(void *ctx, size_t index, const village_state *before,
                           const village_move *m, const village_events *ev,
                           const village_state *after)
{
    (void)m, (void)ev;
    turn_walk *w = ctx;
    if (w->next >= w->count || w->turns[w->next].move != index + 1)
        return true;
    json_reader *r = w->reader;
    static const char *const keys[] = {"move", "win", NULL};
    size_t at = jr_enter_index(r, w->next);
    bool ok = jr_only_keys(r, w->items, keys);
    if (ok && !village_ends_turn(before, after) && index + 1 != w->moves)
        ok = jr_fail(r, "move %lu does not end a turn", (unsigned long)(index + 1));
    ok = ok && read_chances(r, w->items, "win", w->num_players, w->turns[w->next].win);
    jr_leave(r, at);
    w->items = w->items->next;
    w->next++;
    return ok;
}

static bool read_turns(json_reader *r, const cJSON *obj, village_record *rec,
                       village_stored_review *rv)
{
    const cJSON *list = jr_array(r, obj, "turns", 0, SAVE_MAX_MOVES);
    if (!list)
        return false;
    rv->turn_count = (size_t)cJSON_GetArraySize(list);
    rv->turns = rv->turn_count ? calloc(rv->turn_count, sizeof *rv->turns) : NULL;
    if (rv->turn_count && !rv->turns)
        return jr_fail(r, "out of memory");
    size_t mark = jr_enter_key(r, "turns");
    size_t i = 0;
    long last = 0;
    bool ok = true;
    for (const cJSON *item = list->child; ok && item; item = item->next, i++) {
        size_t at = jr_enter_index(r, i);
        long move = 0;
        ok = cJSON_IsObject(item) ? jr_int(r, item, "move", 1, (long)rec->move_count, &move)
                                  : jr_fail(r, "expected an object");
        if (ok && move <= last)
            ok = jr_fail(r, "move %ld comes after move %ld: turns are in move order", move, last);
        jr_leave(r, at);
        rv->turns[i].move = (uint32_t)move;
        last = move;
    }
    turn_walk w = {.reader = r,
                   .turns = rv->turns,
                   .items = list->child,
                   .count = rv->turn_count,
                   .moves = rec->move_count,
                   .num_players = rec->num_players};
    ok = ok && village_record_replay(rec, rec->move_count, check_turn_end, &w, NULL);
    jr_leave(r, mark);
    return ok || r->failed ? ok : jr_fail(r, "the game does not replay");
}

static bool read_review_body(json_reader *r, const cJSON *obj, village_record *rec,
                             village_stored_review *rv)
{
    static const char *const keys[] = {"version", "moves", "seat", "decisions", "turns", NULL};
    long version = 0, moves = 0;
    if (!jr_only_keys(r, obj, keys) || !jr_int(r, obj, "version", 0, 1000000, &version))
        return false;
    if (version < 1 || version > VILLAGE_REVIEW_VERSION) {
        size_t mark = jr_enter_key(r, "version");
        jr_refuse(r,
                  version > VILLAGE_REVIEW_VERSION ? VILLAGE_REFUSAL_NEWER_VERSION
                                                   : VILLAGE_REFUSAL_BAD_VALUE,
                  "review version %ld is not supported (this build reads versions 1 and %d)",
                  version, VILLAGE_REVIEW_VERSION);
        jr_leave(r, mark);
        return false;
    }
    if (!jr_int(r, obj, "moves", 0, SAVE_MAX_MOVES, &moves))
        return false;
    if ((size_t)moves != rec->move_count) {
        size_t mark = jr_enter_key(r, "moves");
        jr_fail(r, "the review covers %ld moves but the game has %lu", moves,
                (unsigned long)rec->move_count);
        jr_leave(r, mark);
        return false;
    }
    rv->moves = (uint32_t)moves;
    /* null: every player's decisions */
    if (!jr_player(r, obj, "seat", rec->num_players, VILLAGE_MAX_PLAYERS, &rv->seat))
        return false;
    if (rv->seat == VILLAGE_MAX_PLAYERS)
        rv->seat = -1;
    const cJSON *list = jr_array(r, obj, "decisions", 0, SAVE_MAX_MOVES);
    if (!list)
        return false;
    rv->count = (size_t)cJSON_GetArraySize(list);
    rv->decisions = rv->count ? calloc(rv->count, sizeof *rv->decisions) : NULL;
    if (rv->count && !rv->decisions)
        return jr_fail(r, "out of memory");
    size_t mark = jr_enter_key(r, "decisions");
    review_walk w = {.decisions = rv->decisions,
                     .count = rv->count,
                     .reader = r,
                     .items = list->child,
                     .seat = rv->seat,
                     .num_players = rec->num_players};
    bool ok = read_move_numbers(r, list, rec->move_count, rv->decisions) &&
              village_record_replay(rec, rec->move_count, check_decision, &w, NULL);
    jr_leave(r, mark);
    if (!ok)
        return r->failed ? ok : jr_refuse(r, VILLAGE_REFUSAL_HISTORY, "the game does not replay");
    if (version == 1) { /* before the turns: the chart shows the decisions only */
        if (cJSON_GetObjectItemCaseSensitive(obj, "turns")) {
            size_t at = jr_enter_key(r, "turns");
            jr_fail(r, "a version 1 review has no turns");
            jr_leave(r, at);
            return false;
        }
        return true;
    }
    return read_turns(r, obj, rec, rv);
}

bool save_review_from_json(json_reader *r, const cJSON *root, village_record *rec)
{
    if (!cJSON_GetObjectItemCaseSensitive(root, "review"))
        return true; /* optional: a game not reviewed yet */
    const cJSON *obj = jr_object(r, root, "review");
    if (!obj)
        return false;
    village_stored_review rv = {0};
    size_t mark = jr_enter_key(r, "review");
    bool ok = read_review_body(r, obj, rec, &rv);
    jr_leave(r, mark);
    ok = ok && (village_record_set_review(rec, &rv) || jr_fail(r, "out of memory"));
    free(rv.decisions);
    free(rv.turns);
    return ok;
}
