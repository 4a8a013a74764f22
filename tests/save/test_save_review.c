/* The save's optional keys of issue 14: a finished review ("review") and the
 * hints each player used ("seats[i].hints"). They round-trip byte for byte,
 * a save without them is unchanged, and every hostile value is refused with
 * a message naming it, like the rest of a save. The record keeps a review
 * only while it covers exactly its moves. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"

static village_record base; /* a 3-player game 60 moves in, reviewed, with hints */
static char *base_text;
static size_t no_choice_move; /* 1-based: a move that had no choice, 0 if none */
static size_t not_turn_end;   /* 1-based: a move after which the turn goes on, 0 if none */

typedef struct build_walk {
    village_stored_review *rv;
} build_walk;

/* A review line for every decision that had a choice: the first legal move
 * as the better one, chances that add up. */
static bool add_decision(void *ctx, size_t index, const village_state *before,
                         const village_move *m, const village_events *ev,
                         const village_state *after)
{
    (void)m, (void)ev, (void)after;
    village_stored_review *rv = ((build_walk *)ctx)->rv;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(before, moves);
    if (n < 2) {
        if (!no_choice_move)
            no_choice_move = index + 1;
        return true;
    }
    village_review_decision *d = &rv->decisions[rv->count++];
    memset(d, 0, sizeof *d);
    d->move = (uint32_t)(index + 1);
    d->actor = (uint8_t)before->actor;
    d->best = moves[(index * 7) % (size_t)n];
    d->win_played = (int16_t)(300 + index % 50);
    d->win_best = (int16_t)(d->win_played + (int16_t)(index % 3) * 40);
    d->score_played = (int16_t)(250 + index);
    d->score_best = (int16_t)(260 + index);
    d->reason_code = (uint8_t)(index % VILLAGE_REVIEW_REASON_CODES);
    d->reason_value = (int16_t)(index % 7);
    d->win_after[0] = 334, d->win_after[1] = 333, d->win_after[2] = 333;
    return true;
}

/* A point at every turn's end, chances that change from turn to turn. */
static bool add_turn_end(void *ctx, size_t index, const village_state *before,
                         const village_move *m, const village_events *ev,
                         const village_state *after)
{
    (void)m, (void)ev;
    village_stored_review *rv = ((build_walk *)ctx)->rv;
    if (!village_ends_turn(before, after) && index + 1 != rv->moves) {
        if (!not_turn_end)
            not_turn_end = index + 1;
        return true;
    }
    village_review_turn_end *t = &rv->turns[rv->turn_count++];
    t->move = (uint32_t)(index + 1);
    t->win[0] = (int16_t)(200 + index % 300);
    t->win[1] = (int16_t)(500 - index % 300);
    t->win[2] = 300;
    return true;
}

static int setup(void **unused)
{
    (void)unused;
    make_record(&base, 3, 91, 60);
    village_stored_review rv = {.moves = (uint32_t)base.move_count, .seat = -1};
    rv.decisions = calloc(base.move_count, sizeof *rv.decisions);
    rv.turns = calloc(base.move_count, sizeof *rv.turns);
    build_walk w = {&rv};
    bool ok = rv.decisions && rv.turns &&
              village_record_replay(&base, base.move_count, add_decision, &w, NULL) &&
              village_record_replay(&base, base.move_count, add_turn_end, &w, NULL);
    ok = ok && rv.turn_count > 2 && village_record_set_review(&base, &rv);
    free(rv.decisions);
    free(rv.turns);
    base.hints_used[1] = 3;
    base_text = ok ? village_save_to_json(&base) : NULL;
    return base_text ? 0 : -1;
}

static int teardown(void **unused)
{
    (void)unused;
    free(base_text);
    village_record_free(&base);
    return 0;
}

static void check_edit(const char *path, cJSON *value, const char *needle1, const char *needle2)
{
    char *text = json_edit(base_text, path, value);
    expect_rejected(text, needle1, needle2);
    free(text);
}

/* The save text with 'insert' right after 'after': a key no save has. */
static char *with_extra_key(const char *text, const char *after, const char *insert)
{
    const char *at = strstr(text, after);
    assert_non_null(at);
    size_t head = (size_t)(at - text) + strlen(after);
    char *out = malloc(strlen(text) + strlen(insert) + 1);
    assert_non_null(out);
    memcpy(out, text, head);
    strcpy(out + head, insert);
    strcat(out, text + head);
    return out;
}

static void round_trips_byte_for_byte(void **unused)
{
    (void)unused;
    village_record r;
    char err[256];
    if (!village_save_from_json(base_text, &r, err, sizeof err))
        fail_msg("%s", err);
    assert_non_null(r.review);
    assert_int_equal(r.review->count, base.review->count);
    assert_int_equal(r.review->seat, -1);
    assert_memory_equal(r.review->decisions, base.review->decisions,
                        base.review->count * sizeof *base.review->decisions);
    assert_int_equal(r.review->turn_count, base.review->turn_count);
    assert_memory_equal(r.review->turns, base.review->turns,
                        base.review->turn_count * sizeof *base.review->turns);
    assert_int_equal(r.hints_used[0], 0);
    assert_int_equal(r.hints_used[1], 3);
    char *again = village_save_to_json(&r);
    assert_string_equal(again, base_text);
    free(again);
    village_record_free(&r);
    assert_non_null(strstr(base_text, "\"hints\": 3"));
}

static void a_save_without_them_is_unchanged(void **unused)
{
    (void)unused;
    village_record plain;
    assert_true(village_record_copy(&plain, &base));
    assert_true(village_record_set_review(&plain, NULL));
    memset(plain.hints_used, 0, sizeof plain.hints_used);
    char *text = village_save_to_json(&plain);
    assert_null(strstr(text, "\"review\""));
    assert_null(strstr(text, "\"hints\""));
    village_record r;
    assert_true(village_save_from_json(text, &r, NULL, 0));
    assert_null(r.review);
    village_record_free(&r);
    free(text);
    village_record_free(&plain);
}

/* The review covers exactly the record's moves: a move more or fewer drops it. */
static void the_record_keeps_a_review_only_while_it_fits(void **unused)
{
    (void)unused;
    village_record r;
    assert_true(village_record_copy(&r, &base));
    assert_non_null(r.review);
    assert_ptr_not_equal(r.review, base.review);
    village_stored_review wrong = *base.review;
    wrong.moves++;
    assert_false(village_record_set_review(&r, &wrong));
    assert_non_null(r.review);
    assert_true(village_record_truncate(&r, r.move_count));
    assert_non_null(r.review);
    assert_true(village_record_truncate(&r, r.move_count - 1));
    assert_null(r.review);
    village_record_free(&r);

    assert_true(village_record_copy(&r, &base));
    village_move moves[VILLAGE_MAX_MOVES];
    if (!village_game_over(&r.state) && village_legal_moves(&r.state, moves) > 0) {
        assert_true(village_record_apply(&r, &moves[0], NULL));
        assert_null(r.review);
    }
    village_record_free(&r);
}

static void hostile_reviews(void **unused)
{
    (void)unused;
    check_edit("review.version", cJSON_CreateNumber(3), "review.version",
               "review version 3 is not supported");
    check_edit("review.version", cJSON_CreateNumber(0), "review.version",
               "review version 0 is not supported");
    check_edit("review.moves", cJSON_CreateNumber(59), "review.moves", "covers 59 moves");
    check_edit("review.seat", cJSON_CreateString("white"), "review.seat", "white");
    check_edit("review.seat", cJSON_CreateString("red"), "review.decisions",
               "the review is of red");
    char *extra = with_extra_key(base_text, "\"review\": {", "\"extra\": 1,");
    expect_rejected(extra, "review", "extra");
    free(extra);
    check_edit("review.decisions", cJSON_CreateObject(), "review.decisions", "expected an array");
    check_edit("review.decisions[0].best", cJSON_CreateString("fly to the moon"),
               "review.decisions[0].best", "not a legal move");
    check_edit("review.decisions[0].win_played", cJSON_CreateNumber(1001),
               "review.decisions[0].win_played", "out of range");
    check_edit("review.decisions[1].win_best", cJSON_CreateNumber(0),
               "review.decisions[1].win_best", "out of range");
    check_edit("review.decisions[0].reason", cJSON_CreateNumber(VILLAGE_REVIEW_REASON_CODES),
               "review.decisions[0].reason", "out of range");
    check_edit("review.decisions[0].score_best", cJSON_CreateNumber(1e9),
               "review.decisions[0].score_best", "out of range");
    check_edit("review.decisions[0].win_after[1]", cJSON_CreateNumber(900),
               "review.decisions[0].win_after", "add up to");
    check_edit("review.decisions[0].win_after", cJSON_CreateArray(),
               "review.decisions[0].win_after", NULL);
    check_edit("review.decisions[1].move", cJSON_CreateNumber(1), "review.decisions[1]",
               "move order");
    check_edit("review.decisions[0].move", cJSON_CreateNumber(61), "review.decisions[0].move",
               "out of range");
    check_edit("review.decisions[0].move", cJSON_CreateString("3"), "review.decisions[0].move",
               NULL);
    check_edit("review.decisions[2]", cJSON_CreateNumber(7), "review.decisions[2]",
               "expected an object");
    check_edit("review", cJSON_CreateArray(), "review", "expected an object");
    if (no_choice_move && no_choice_move < base.review->decisions[1].move)
        /* a forced move is no decision to grade */
        check_edit("review.decisions[0].move", cJSON_CreateNumber((double)no_choice_move),
                   "review.decisions[0]", "no choice");
}

/* A review saved before the turns (version 1) still opens, with no turn
 * points (the chart shows its decisions), and is saved as it was read. */
static void a_version_1_review_opens_without_turns(void **unused)
{
    (void)unused;
    char *no_turns = json_edit(base_text, "review.turns", NULL);
    char *old = json_edit(no_turns, "review.version", cJSON_CreateNumber(1));
    village_record r;
    char err[256];
    if (!village_save_from_json(old, &r, err, sizeof err))
        fail_msg("%s", err);
    assert_non_null(r.review);
    assert_int_equal(r.review->count, base.review->count);
    assert_int_equal(r.review->turn_count, 0);
    assert_null(r.review->turns);
    char *again = village_save_to_json(&r);
    assert_null(strstr(again, "\"turns\""));
    village_record_free(&r);
    if (!village_save_from_json(again, &r, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(r.review->turn_count, 0);
    assert_memory_equal(r.review->decisions, base.review->decisions,
                        base.review->count * sizeof *base.review->decisions);
    free(again);
    village_record_free(&r);
    /* Version 2 has them; version 1 does not. */
    expect_rejected(no_turns, "review", "turns");
    check_edit("review.version", cJSON_CreateNumber(1), "review.turns", "version 1");
    free(old);
    free(no_turns);
}

static void hostile_turn_ends(void **unused)
{
    (void)unused;
    check_edit("review.turns", cJSON_CreateObject(), "review.turns", "expected an array");
    check_edit("review.turns[0].win[1]", cJSON_CreateNumber(1001), "review.turns[0].win[1]",
               "out of range");
    check_edit("review.turns[0].win[1]", cJSON_CreateNumber(-5), "review.turns[0].win[1]",
               "out of range");
    check_edit("review.turns[1].win[0]", cJSON_CreateNumber(900), "review.turns[1].win",
               "add up to");
    check_edit("review.turns[0].win", cJSON_CreateArray(), "review.turns[0].win", NULL);
    check_edit("review.turns[0].win[2]", cJSON_CreateString("300"), "review.turns[0].win[2]", NULL);
    check_edit("review.turns[1].move", cJSON_CreateNumber(1), "review.turns[1]", "move order");
    check_edit("review.turns[0].move", cJSON_CreateNumber(61), "review.turns[0].move",
               "out of range");
    check_edit("review.turns[2]", cJSON_CreateNumber(7), "review.turns[2]", "expected an object");
    const village_review_turn_end *first = &base.review->turns[0];
    char text[160];
    snprintf(text, sizeof text, "{\"move\": %u, \"win\": [%d, %d, %d], \"extra\": 1}",
             (unsigned)first->move, first->win[0], first->win[1], first->win[2]);
    check_edit("review.turns[0]", cJSON_Parse(text), "review.turns[0]", "extra");
    if (not_turn_end && not_turn_end < base.review->turns[1].move)
        check_edit("review.turns[0].move", cJSON_CreateNumber((double)not_turn_end),
                   "review.turns[0]", "does not end a turn");
}

static void hostile_hint_counts(void **unused)
{
    (void)unused;
    check_edit("seats[1].hints", cJSON_CreateNumber(-1), "seats[1].hints", "out of range");
    check_edit("seats[1].hints", cJSON_CreateNumber(10000), "seats[1].hints", "out of range");
    check_edit("seats[1].hints", cJSON_CreateString("3"), "seats[1].hints", NULL);
    check_edit("seats[1].hints", cJSON_CreateNumber(1.5), "seats[1].hints", NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trips_byte_for_byte),
        cmocka_unit_test(a_save_without_them_is_unchanged),
        cmocka_unit_test(the_record_keeps_a_review_only_while_it_fits),
        cmocka_unit_test(hostile_reviews),
        cmocka_unit_test(a_version_1_review_opens_without_turns),
        cmocka_unit_test(hostile_turn_ends),
        cmocka_unit_test(hostile_hint_counts),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
