/* The store's contract (src/referee/store.h), one test body run against
 * both implementations: `test_referee_pg_contract sqlite` on a file in a
 * temporary folder, `test_referee_pg_contract postgresql` on a PostgreSQL
 * the test starts on 127.0.0.1 (postgres_server.h). Each test gets a fresh
 * database and two referees ("ref-a", "ref-b"), each with its own
 * connection, as two referee processes would have. */
#define _GNU_SOURCE

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "postgres_server.h"
#include "referee/store.h"
#include "temp_folder.h"
#include "wait_until.h"
#include "village/ai.h"

typedef enum backend { BACKEND_SQLITE, BACKEND_POSTGRESQL } backend;

typedef struct contract_world {
    backend kind;
    postgres_server server; /* BACKEND_POSTGRESQL */
    int databases;          /* how many fresh databases were made */
} contract_world;

typedef struct fixture {
    contract_world *world;
    char folder[256]; /* BACKEND_SQLITE */
    char where[512];  /* what referee_store_open takes */
    referee_store *a, *b;
} fixture;

static contract_world world;

static referee_store *open_store(const fixture *f)
{
    char err[512];
    referee_store *st = referee_store_open(f->where, err, sizeof err);
    if (!st) {
        fail_msg("cannot open %s: %s", f->where, err);
    }
    return st;
}

static int setup(void **state)
{
    fixture *f = calloc(1, sizeof *f);
    f->world = &world;
    if (world.kind == BACKEND_SQLITE) {
        assert_true(temp_folder_fresh(f->folder, sizeof f->folder, "contract"));
        snprintf(f->where, sizeof f->where, "sqlite:%s/games.sqlite", f->folder);
    } else {
        char name[32], err[512];
        snprintf(name, sizeof name, "contract%d", ++world.databases);
        if (!postgres_create_database(&world.server, name, err, sizeof err)) {
            fail_msg("%s", err);
        }
        snprintf(f->where, sizeof f->where, "postgresql://" POSTGRES_TEST_USER "@127.0.0.1:%d/%s",
                 world.server.port, name);
    }
    f->a = open_store(f);
    f->b = open_store(f);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    fixture *f = *state;
    referee_store_close(f->a);
    referee_store_close(f->b);
    if (f->folder[0]) {
        temp_folder_remove_tree(f->folder);
    }
    free(f);
    return 0;
}

#define A "ref-a"
#define B "ref-b"
enum { LEASE = 60 };

/* Three seats: two people and an AI; seat 0 acts first. */
static referee_game sample_game(uint64_t id, const char *first, const char *second)
{
    referee_game g = {0};
    g.id = id;
    g.players = 3;
    g.seed = 0xfedcba9876543210ull; /* above INT64_MAX: all 64 bits must survive */
    g.move_seconds = 86400;
    snprintf(g.room, sizeof g.room, "village-%llx@rooms.example.org", (unsigned long long)id);
    snprintf(g.creator, sizeof g.creator, "%s", first);
    snprintf(g.seats[0].jid, sizeof g.seats[0].jid, "%s", first);
    g.seats[0].ai_level = -1;
    snprintf(g.seats[0].token, sizeof g.seats[0].token, "%032llx", (unsigned long long)id);
    snprintf(g.seats[1].jid, sizeof g.seats[1].jid, "%s", second);
    g.seats[1].ai_level = -1;
    snprintf(g.seats[1].token, sizeof g.seats[1].token, "%031llx7", (unsigned long long)id);
    g.seats[2].ai_level = 1;
    g.to_act = 0;
    return g;
}

static void create(referee_store *st, const char *referee, double lease, referee_game g)
{
    referee_store_result r = referee_store_create_game(st, referee, lease, &g);
    if (r != REFEREE_STORE_OK) {
        fail_msg("create %llu: %s (%s)", (unsigned long long)g.id, referee_store_result_name(r),
                 referee_store_error(st));
    }
}

static void append(referee_store *st, const char *referee, uint64_t id, long seq, int to_act)
{
    char text[32];
    snprintf(text, sizeof text, "move-%ld", seq);
    referee_store_result r =
        referee_store_append_move(st, referee, id, seq, (int)(seq % 3), text, to_act);
    if (r != REFEREE_STORE_OK) {
        fail_msg("append %ld to %llu: %s (%s)", seq, (unsigned long long)id,
                 referee_store_result_name(r), referee_store_error(st));
    }
}

typedef struct moves_read {
    int count;
    long seqs[32];
    int actors[32];
    char texts[32][REFEREE_MOVE_MAX + 1];
    int stop_after;
} moves_read;

static bool remember_move(void *ctx, long seq, int actor, const char *text)
{
    moves_read *m = ctx;
    if (m->count < 32) {
        m->seqs[m->count] = seq;
        m->actors[m->count] = actor;
        snprintf(m->texts[m->count], sizeof m->texts[m->count], "%s", text);
    }
    m->count++;
    return m->stop_after == 0 || m->count < m->stop_after;
}

static void test_contract_create_and_load(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(1, "ana@example.org", "bo@example.org");
    g.to_act = 1;
    create(f->a, A, LEASE, g);
    referee_game back;
    assert_int_equal(referee_store_load_game(f->b, 1, &back), REFEREE_STORE_OK);
    assert_int_equal(back.id, 1);
    assert_int_equal(back.players, 3);
    assert_true(back.seed == g.seed);
    assert_int_equal(back.move_seconds, 86400);
    assert_string_equal(back.room, g.room);
    assert_string_equal(back.creator, "ana@example.org");
    for (int i = 0; i < 3; i++) {
        assert_string_equal(back.seats[i].jid, g.seats[i].jid);
        assert_string_equal(back.seats[i].token, g.seats[i].token);
        assert_int_equal(back.seats[i].ai_level, g.seats[i].ai_level);
    }
    assert_int_equal(back.status, REFEREE_GAME_PLAYING);
    assert_int_equal(back.moves, 0);
    assert_int_equal(back.to_act, 1);
    assert_true(back.turn_age >= 0 && back.turn_age < 30);
    assert_true(back.created > 1.6e9); /* seconds since 1970 by the database's clock */
}

/* A computer's style chosen when the game was made comes back from a load
 * and a list, a computer without one comes back without; a style no store
 * knows, or one on a person's seat, is refused. */
static void test_contract_keeps_chosen_styles(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(5, "ana@example.org", "bo@example.org");
    g.players = 4;
    g.seats[2].style_chosen = true;
    g.seats[2].ai_style = VILLAGE_AI_STYLE_COUNCILLOR;
    g.seats[3].ai_level = 1;
    create(f->a, A, LEASE, g);
    referee_game back;
    assert_int_equal(referee_store_load_game(f->b, 5, &back), REFEREE_STORE_OK);
    assert_true(back.seats[2].style_chosen);
    assert_int_equal(back.seats[2].ai_style, VILLAGE_AI_STYLE_COUNCILLOR);
    assert_false(back.seats[3].style_chosen);
    assert_false(back.seats[0].style_chosen);
    referee_game listed[4];
    int count = 0;
    assert_int_equal(referee_store_list_games(f->b, "bo@example.org", listed, 4, &count),
                     REFEREE_STORE_OK);
    assert_int_equal(count, 1);
    assert_true(listed[0].seats[2].style_chosen);
    assert_int_equal(listed[0].seats[2].ai_style, VILLAGE_AI_STYLE_COUNCILLOR);
    assert_false(listed[0].seats[3].style_chosen);
    referee_game unknown = sample_game(6, "ana@example.org", "bo@example.org");
    unknown.seats[2].style_chosen = true;
    unknown.seats[2].ai_style = VILLAGE_AI_STYLES;
    assert_int_equal(referee_store_create_game(f->a, A, LEASE, &unknown), REFEREE_STORE_INVALID);
    referee_game person = sample_game(7, "ana@example.org", "bo@example.org");
    person.seats[1].style_chosen = true;
    assert_int_equal(referee_store_create_game(f->a, A, LEASE, &person), REFEREE_STORE_INVALID);
    assert_int_equal(referee_store_load_game(f->a, 6, &back), REFEREE_STORE_NOT_FOUND);
    assert_int_equal(referee_store_load_game(f->a, 7, &back), REFEREE_STORE_NOT_FOUND);
}

static void test_contract_refuses_what_does_not_fit(void **state)
{
    fixture *f = *state;
    create(f->a, A, LEASE, sample_game(2, "ana@example.org", "bo@example.org"));
    referee_game again = sample_game(2, "cy@example.org", "di@example.org");
    assert_int_equal(referee_store_create_game(f->b, B, LEASE, &again), REFEREE_STORE_CONFLICT);
    referee_game lonely = sample_game(3, "ana@example.org", "bo@example.org");
    lonely.players = 1;
    assert_int_equal(referee_store_create_game(f->a, A, LEASE, &lonely), REFEREE_STORE_INVALID);
    referee_game twice = sample_game(4, "ana@example.org", "ana@example.org");
    assert_int_equal(referee_store_create_game(f->a, A, LEASE, &twice), REFEREE_STORE_INVALID);
    referee_game out;
    assert_int_equal(referee_store_load_game(f->a, 3, &out), REFEREE_STORE_NOT_FOUND);
    moves_read m = {0};
    assert_int_equal(referee_store_read_moves(f->a, 99, remember_move, &m),
                     REFEREE_STORE_NOT_FOUND);
    assert_int_equal(referee_store_append_move(f->a, A, 99, 0, 0, "x", 1), REFEREE_STORE_NOT_FOUND);
    char too_long[REFEREE_MOVE_MAX + 2];
    memset(too_long, 'm', sizeof too_long - 1);
    too_long[sizeof too_long - 1] = '\0';
    assert_int_equal(referee_store_append_move(f->a, A, 2, 0, 0, too_long, 1),
                     REFEREE_STORE_INVALID);
    assert_int_equal(referee_store_append_move(f->a, A, 2, 0, 0, "", 1), REFEREE_STORE_INVALID);
    /* Nothing of the refused calls was written. */
    assert_int_equal(referee_store_load_game(f->b, 2, &out), REFEREE_STORE_OK);
    assert_int_equal(out.moves, 0);
    assert_string_equal(out.seats[0].jid, "ana@example.org");
}

static void test_contract_moves_in_order(void **state)
{
    fixture *f = *state;
    create(f->a, A, LEASE, sample_game(5, "ana@example.org", "bo@example.org"));
    for (long seq = 0; seq < 5; seq++) {
        append(f->a, A, 5, seq, (int)((seq + 1) % 3));
    }
    assert_int_equal(referee_store_append_move(f->a, A, 5, 7, 0, "late", 1),
                     REFEREE_STORE_CONFLICT);
    assert_int_equal(referee_store_append_move(f->a, A, 5, 3, 0, "again", 1),
                     REFEREE_STORE_CONFLICT);
    moves_read m = {0};
    assert_int_equal(referee_store_read_moves(f->b, 5, remember_move, &m), REFEREE_STORE_OK);
    assert_int_equal(m.count, 5);
    for (int i = 0; i < 5; i++) {
        char text[32];
        snprintf(text, sizeof text, "move-%d", i);
        assert_int_equal(m.seqs[i], i);
        assert_int_equal(m.actors[i], i % 3);
        assert_string_equal(m.texts[i], text);
    }
    moves_read first_two = {.stop_after = 2};
    assert_int_equal(referee_store_read_moves(f->b, 5, remember_move, &first_two),
                     REFEREE_STORE_OK);
    assert_int_equal(first_two.count, 2);
    referee_game g;
    assert_int_equal(referee_store_load_game(f->b, 5, &g), REFEREE_STORE_OK);
    assert_int_equal(g.moves, 5);
    assert_int_equal(g.to_act, 2);
    moves_read none = {0};
    create(f->a, A, LEASE, sample_game(6, "ana@example.org", "bo@example.org"));
    assert_int_equal(referee_store_read_moves(f->a, 6, remember_move, &none), REFEREE_STORE_OK);
    assert_int_equal(none.count, 0);
}

static void test_contract_writes_need_the_lease(void **state)
{
    fixture *f = *state;
    create(f->a, A, LEASE, sample_game(7, "ana@example.org", "bo@example.org"));
    assert_int_equal(referee_store_append_move(f->b, B, 7, 0, 0, "stolen", 1),
                     REFEREE_STORE_LEASE_LOST);
    uint64_t ids[8];
    int count = -1;
    assert_int_equal(referee_store_claim_games(f->b, B, LEASE, 8, ids, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 0);
    append(f->a, A, 7, 0, 1);
    /* A lets it go: B claims it, and A's writes stop. */
    assert_int_equal(referee_store_release_game(f->a, A, 7), REFEREE_STORE_OK);
    assert_int_equal(referee_store_claim_games(f->b, B, LEASE, 8, ids, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 1);
    assert_int_equal(ids[0], 7);
    assert_int_equal(referee_store_append_move(f->a, A, 7, 1, 1, "mine", 2),
                     REFEREE_STORE_LEASE_LOST);
    append(f->b, B, 7, 1, 2);
    /* Releasing a game one does not hold changes nothing. */
    assert_int_equal(referee_store_release_game(f->a, A, 7), REFEREE_STORE_OK);
    append(f->b, B, 7, 2, 0);
    referee_game g;
    assert_int_equal(referee_store_load_game(f->a, 7, &g), REFEREE_STORE_OK);
    assert_int_equal(g.moves, 3);
}

static void test_contract_expired_lease_cannot_write(void **state)
{
    fixture *f = *state;
    /* Leases of seconds, not less: a loaded machine (the sanitizer build,
     * parallel tests) may stall for a good part of one between two calls. */
    create(f->a, A, 1.5, sample_game(8, "ana@example.org", "bo@example.org"));
    append(f->a, A, 8, 0, 1);
    support_sleep_seconds(2.0);
    /* Nobody claimed it yet; A's lease has run out all the same. */
    assert_int_equal(referee_store_append_move(f->a, A, 8, 1, 1, "late", 2),
                     REFEREE_STORE_LEASE_LOST);
    uint64_t held[4];
    int count = -1;
    assert_int_equal(referee_store_renew_leases(f->a, A, LEASE, held, 4, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 0);
    uint64_t ids[4];
    assert_int_equal(referee_store_claim_games(f->b, B, LEASE, 4, ids, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 1);
    assert_int_equal(ids[0], 8);
    append(f->b, B, 8, 1, 2);
    /* A referee may claim its own expired games back. */
    create(f->a, A, 0.5, sample_game(9, "ana@example.org", "bo@example.org"));
    support_sleep_seconds(1.0);
    assert_int_equal(referee_store_claim_games(f->a, A, LEASE, 4, ids, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 1);
    assert_int_equal(ids[0], 9);
    append(f->a, A, 9, 0, 1);
}

static void test_contract_renew_lists_what_is_held(void **state)
{
    fixture *f = *state;
    create(f->a, A, 3.0, sample_game(10, "ana@example.org", "bo@example.org"));
    create(f->a, A, 3.0, sample_game(11, "ana@example.org", "bo@example.org"));
    create(f->b, B, LEASE, sample_game(12, "ana@example.org", "bo@example.org"));
    uint64_t held[4];
    int count = -1;
    /* Renewed before they expire, every second for 4 s (longer than the
     * lease): they stay A's. */
    for (int round = 0; round < 4; round++) {
        support_sleep_seconds(1.0);
        assert_int_equal(referee_store_renew_leases(f->a, A, 3.0, held, 4, &count),
                         REFEREE_STORE_OK);
        assert_int_equal(count, 2);
    }
    assert_true((held[0] == 10 && held[1] == 11) || (held[0] == 11 && held[1] == 10));
    uint64_t ids[4];
    assert_int_equal(referee_store_claim_games(f->b, B, LEASE, 4, ids, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 0);
    append(f->a, A, 10, 0, 1);
    /* Only up to max are listed; all are renewed. */
    assert_int_equal(referee_store_renew_leases(f->a, A, LEASE, held, 1, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 1);
}

static void test_contract_claims_never_share(void **state)
{
    fixture *f = *state;
    for (uint64_t id = 20; id < 25; id++) {
        create(f->a, A, LEASE, sample_game(id, "ana@example.org", "bo@example.org"));
        assert_int_equal(referee_store_release_game(f->a, A, id), REFEREE_STORE_OK);
    }
    uint64_t mine[8], theirs[8];
    int n_mine = -1, n_theirs = -1;
    assert_int_equal(referee_store_claim_games(f->a, A, LEASE, 3, mine, &n_mine), REFEREE_STORE_OK);
    assert_int_equal(referee_store_claim_games(f->b, B, LEASE, 8, theirs, &n_theirs),
                     REFEREE_STORE_OK);
    assert_int_equal(n_mine, 3);
    assert_int_equal(n_theirs, 2);
    for (int i = 0; i < n_mine; i++) {
        for (int j = 0; j < n_theirs; j++) {
            assert_true(mine[i] != theirs[j]);
        }
    }
    /* A game held unexpired is not claimed again, not even by its holder. */
    assert_int_equal(referee_store_claim_games(f->a, A, LEASE, 8, mine, &n_mine), REFEREE_STORE_OK);
    assert_int_equal(n_mine, 0);
}

typedef struct rating_seen {
    int calls;
    int n;
    referee_rating before[VILLAGE_MAX_PLAYERS];
} rating_seen;

/* Seat i gains 10 * (3 - i) points and one game. */
static void rate_by_seat(void *ctx, int n, referee_rating ratings[VILLAGE_MAX_PLAYERS])
{
    rating_seen *seen = ctx;
    seen->calls++;
    seen->n = n;
    for (int i = 0; i < n; i++) {
        seen->before[i] = ratings[i];
        ratings[i].rating += 10.0 * (3 - i);
        ratings[i].deviation -= 1.0;
        ratings[i].games++;
    }
}

static void test_contract_finish_rates_once(void **state)
{
    fixture *f = *state;
    create(f->a, A, LEASE, sample_game(30, "ana@example.org", "bo@example.org"));
    append(f->a, A, 30, 0, -1);
    assert_int_equal(referee_store_finish_game(f->b, B, 30, rate_by_seat, NULL),
                     REFEREE_STORE_LEASE_LOST);
    rating_seen seen = {0};
    assert_int_equal(referee_store_finish_game(f->a, A, 30, rate_by_seat, &seen), REFEREE_STORE_OK);
    assert_int_equal(seen.calls, 1);
    assert_int_equal(seen.n, 3);
    referee_rating unrated = referee_rating_unrated();
    for (int i = 0; i < 3; i++) {
        assert_true(seen.before[i].rating == unrated.rating);
        assert_int_equal(seen.before[i].games, 0);
    }
    referee_rating r;
    assert_int_equal(referee_store_rating(f->b, "ana@example.org", &r), REFEREE_STORE_OK);
    assert_true(r.rating > 1529.99 && r.rating < 1530.01);
    assert_true(r.deviation > 348.99 && r.deviation < 349.01);
    assert_int_equal(r.games, 1);
    char ai_key[REFEREE_JID_MAX + 1];
    referee_game g = sample_game(30, "ana@example.org", "bo@example.org");
    referee_seat_rating_key(&g.seats[2], ai_key);
    assert_int_equal(referee_store_rating(f->b, ai_key, &r), REFEREE_STORE_OK);
    assert_true(r.rating > 1509.99 && r.rating < 1510.01);
    assert_int_equal(referee_store_rating(f->b, "nobody@example.org", &r), REFEREE_STORE_OK);
    assert_true(r.rating == unrated.rating && r.games == 0);
    /* Finished: rated once, no more moves, never claimed. */
    assert_int_equal(referee_store_load_game(f->b, 30, &g), REFEREE_STORE_OK);
    assert_int_equal(g.status, REFEREE_GAME_FINISHED);
    assert_int_equal(g.to_act, -1);
    seen.calls = 0;
    assert_int_not_equal(referee_store_finish_game(f->a, A, 30, rate_by_seat, &seen),
                         REFEREE_STORE_OK);
    assert_int_equal(seen.calls, 0);
    assert_int_not_equal(referee_store_append_move(f->a, A, 30, 1, 0, "after", 1),
                         REFEREE_STORE_OK);
    uint64_t ids[4];
    int count = -1;
    assert_int_equal(referee_store_claim_games(f->b, B, LEASE, 4, ids, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 0);
    /* A second game: the ratings carry on from the first. */
    create(f->a, A, LEASE, sample_game(31, "ana@example.org", "cy@example.org"));
    assert_int_equal(referee_store_finish_game(f->a, A, 31, rate_by_seat, &seen), REFEREE_STORE_OK);
    assert_true(seen.before[0].rating > 1529.99 && seen.before[0].rating < 1530.01);
    assert_int_equal(seen.before[0].games, 1);
    assert_true(seen.before[1].rating == unrated.rating);
}

static void test_contract_list_your_turn_first(void **state)
{
    fixture *f = *state;
    const char *me = "ana@example.org";
    /* 40: my turn, waiting longest; 41: my turn; 42: bo's turn; 43 finished. */
    referee_game g = sample_game(40, me, "bo@example.org");
    create(f->a, A, LEASE, g);
    support_sleep_seconds(0.05);
    create(f->a, A, LEASE, sample_game(41, "bo@example.org", "cy@example.org"));
    create(f->a, A, LEASE, sample_game(42, me, "bo@example.org"));
    create(f->a, A, LEASE, sample_game(43, "cy@example.org", me));
    create(f->a, A, LEASE, sample_game(44, me, "cy@example.org"));
    support_sleep_seconds(0.05);
    append(f->a, A, 44, 0, 0); /* back to me: my turn, waiting least */
    support_sleep_seconds(0.05);
    append(f->a, A, 42, 0, 1); /* bo's turn */
    assert_int_equal(referee_store_finish_game(f->a, A, 43, rate_by_seat, &(rating_seen){0}),
                     REFEREE_STORE_OK);
    referee_game list[8];
    int count = -1;
    assert_int_equal(referee_store_list_games(f->b, me, list, 8, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 4);
    assert_int_equal(list[0].id, 40);
    assert_int_equal(list[1].id, 44);
    assert_int_equal(list[2].id, 42);
    assert_int_equal(list[3].id, 43);
    assert_int_equal(list[3].status, REFEREE_GAME_FINISHED);
    for (int i = 0; i < count; i++) {
        assert_true(list[i].seed == 0);
        for (int s = 0; s < list[i].players; s++) {
            assert_string_equal(list[i].seats[s].token, "");
        }
    }
    assert_string_equal(list[2].seats[1].jid, "bo@example.org");
    assert_int_equal(referee_store_list_games(f->b, me, list, 2, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 2);
    assert_int_equal(referee_store_list_games(f->b, "nobody@example.org", list, 8, &count),
                     REFEREE_STORE_OK);
    assert_int_equal(count, 0);
}

static void test_contract_survives_reopening(void **state)
{
    fixture *f = *state;
    create(f->a, A, LEASE, sample_game(50, "ana@example.org", "bo@example.org"));
    append(f->a, A, 50, 0, 1);
    append(f->a, A, 50, 1, 2);
    referee_store_close(f->a);
    f->a = open_store(f);
    referee_game g;
    assert_int_equal(referee_store_load_game(f->a, 50, &g), REFEREE_STORE_OK);
    assert_int_equal(g.moves, 2);
    /* The same referee, restarted, still holds its lease. */
    uint64_t held[4];
    int count = -1;
    assert_int_equal(referee_store_renew_leases(f->a, A, LEASE, held, 4, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 1);
    append(f->a, A, 50, 2, 0);
}

/* An invited seat: no move until its yes, taken by any referee; the last
 * yes starts the game; a no cancels it everywhere (unlisted, unclaimed,
 * unplayable); an invitation expires only after its time; the counts of
 * the limits per account. */
static void test_contract_invitations(void **state)
{
    fixture *f = *state;
    referee_game g = sample_game(40, "ana@example.org", "bo@example.org");
    g.seats[1].invited = true;
    create(f->a, A, LEASE, g);
    referee_game stored;
    assert_int_equal(referee_store_load_game(f->b, 40, &stored), REFEREE_STORE_OK);
    assert_true(stored.seats[1].invited);
    assert_true(referee_game_pending(&stored));
    assert_int_equal(referee_store_append_move(f->a, A, 40, 0, 0, "early", 1),
                     REFEREE_STORE_CONFLICT);
    assert_int_equal(referee_store_expire_invitation(f->a, A, 40), REFEREE_STORE_CONFLICT);
    referee_game after;
    assert_int_equal(referee_store_answer_invitation(f->b, 40, "cy@example.org", true, &after),
                     REFEREE_STORE_NOT_FOUND);
    assert_int_equal(referee_store_answer_invitation(f->b, 40, "bo@example.org", true, &after),
                     REFEREE_STORE_OK);
    assert_false(referee_game_pending(&after));
    assert_int_equal(referee_store_answer_invitation(f->b, 40, "bo@example.org", false, &after),
                     REFEREE_STORE_CONFLICT);
    append(f->a, A, 40, 0, 1);

    referee_game h = sample_game(41, "ana@example.org", "bo@example.org");
    h.seats[1].invited = true;
    create(f->a, A, LEASE, h);
    referee_account_counts n;
    assert_int_equal(referee_store_account_counts(f->b, "ana@example.org", &n), REFEREE_STORE_OK);
    assert_int_equal(n.open_games, 2);
    assert_int_equal(n.invitations_pending, 1);
    assert_int_equal(n.created_last_hour, 2);
    assert_int_equal(referee_store_answer_invitation(f->b, 41, "bo@example.org", false, &after),
                     REFEREE_STORE_OK);
    assert_int_equal(after.status, REFEREE_GAME_CANCELLED);
    assert_int_equal(referee_store_load_game(f->a, 41, &stored), REFEREE_STORE_OK);
    assert_int_equal(stored.status, REFEREE_GAME_CANCELLED);
    assert_int_not_equal(referee_store_append_move(f->a, A, 41, 0, 0, "late", 1), REFEREE_STORE_OK);
    assert_int_equal(referee_store_answer_invitation(f->b, 41, "bo@example.org", true, &after),
                     REFEREE_STORE_CONFLICT);
    referee_game list[4];
    int count = -1;
    assert_int_equal(referee_store_list_games(f->b, "bo@example.org", list, 4, &count),
                     REFEREE_STORE_OK);
    assert_int_equal(count, 1);
    assert_int_equal(list[0].id, 40);
    assert_int_equal(referee_store_account_counts(f->b, "ana@example.org", &n), REFEREE_STORE_OK);
    assert_int_equal(n.open_games, 1);
    assert_int_equal(n.invitations_pending, 0);
    assert_int_equal(n.created_last_hour, 2);

    /* An invitation of a 1-second game expires after that second. */
    referee_game e = sample_game(42, "ana@example.org", "bo@example.org");
    e.seats[1].invited = true;
    e.move_seconds = 1;
    create(f->a, A, LEASE, e);
    support_sleep_seconds(1.5);
    assert_int_equal(referee_store_expire_invitation(f->b, B, 42), REFEREE_STORE_LEASE_LOST);
    assert_int_equal(referee_store_expire_invitation(f->a, A, 42), REFEREE_STORE_OK);
    assert_int_equal(referee_store_load_game(f->b, 42, &stored), REFEREE_STORE_OK);
    assert_int_equal(stored.status, REFEREE_GAME_CANCELLED);
    uint64_t ids[4];
    assert_int_equal(referee_store_claim_games(f->b, B, LEASE, 4, ids, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 0);
}

/* The moves' and ratings' tables as every version so far made them. */
#define OLD_MOVES_AND_RATINGS                                                                      \
    "CREATE TABLE referee_moves (game bigint NOT NULL REFERENCES referee_games (id),"              \
    " seq bigint NOT NULL, actor integer NOT NULL, text text NOT NULL,"                            \
    " stored timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (game, seq));"                        \
    "CREATE TABLE referee_ratings (jid text PRIMARY KEY, rating double precision NOT NULL,"        \
    " deviation double precision NOT NULL, volatility double precision NOT NULL,"                  \
    " games integer NOT NULL);"

/* A new database with an older version's tables made by 'sql', opened by
 * a store (which upgrades it); its address in 'where'. */
static referee_store *open_old_database(const char *sql, char where[512])
{
    char name[32], err[512];
    snprintf(name, sizeof name, "old%d", ++world.databases);
    if (!postgres_create_database(&world.server, name, err, sizeof err) ||
        !postgres_exec(&world.server, name, sql, err, sizeof err)) {
        fail_msg("%s", err);
    }
    snprintf(where, 512, "postgresql://" POSTGRES_TEST_USER "@127.0.0.1:%d/%s", world.server.port,
             name);
    referee_store *st = referee_store_open(where, err, sizeof err);
    if (!st) {
        fail_msg("the old database is refused: %s", err);
    }
    return st;
}

/* PostgreSQL: a database as the first version of the tables left it, with
 * a game under way, is upgraded in place by the first store that opens it;
 * the game counts as accepted and goes on. */
static void test_contract_postgresql_upgrades_version_1(void **state)
{
    fixture *f = *state;
    if (f->world->kind != BACKEND_POSTGRESQL) {
        return; /* SQLite's upgrade: test_referee_store_consent */
    }
    static const char v1[] =
        "CREATE TABLE referee_schema (version integer NOT NULL);"
        "INSERT INTO referee_schema (version) VALUES (1);"
        "CREATE TABLE referee_games (id bigint PRIMARY KEY, players integer NOT NULL,"
        " seed bigint NOT NULL, move_seconds integer NOT NULL, room text NOT NULL,"
        " creator text NOT NULL, finished boolean NOT NULL DEFAULT false,"
        " moves bigint NOT NULL DEFAULT 0, to_act integer NOT NULL,"
        " created timestamptz NOT NULL DEFAULT now(),"
        " turn_started timestamptz NOT NULL DEFAULT now(), holder text, lease_until timestamptz);"
        "CREATE TABLE referee_seats (game bigint NOT NULL REFERENCES referee_games (id),"
        " seat integer NOT NULL, jid text NOT NULL, ai_level integer NOT NULL,"
        " token text NOT NULL, PRIMARY KEY (game, seat));" OLD_MOVES_AND_RATINGS
        "INSERT INTO referee_games (id, players, seed, move_seconds, room, creator, to_act)"
        " VALUES (77, 2, 5, 86400, 'village-4d@rooms.example.org', 'ana@example.org', 0);"
        "INSERT INTO referee_seats VALUES (77, 0, 'ana@example.org', -1,"
        " '0123456789abcdef0123456789abcdef');"
        "INSERT INTO referee_seats VALUES (77, 1, 'bo@example.org', -1,"
        " 'fedcba9876543210fedcba9876543210');";
    char where[512], err[512];
    referee_store *st = open_old_database(v1, where);
    referee_game g;
    assert_int_equal(referee_store_load_game(st, 77, &g), REFEREE_STORE_OK);
    assert_false(referee_game_pending(&g));
    assert_int_equal(g.status, REFEREE_GAME_PLAYING);
    uint64_t ids[4];
    int count = 0;
    assert_int_equal(referee_store_claim_games(st, A, LEASE, 4, ids, &count), REFEREE_STORE_OK);
    assert_int_equal(count, 1);
    append(st, A, 77, 0, 1);
    referee_store_close(st);
    st = referee_store_open(where, err, sizeof err); /* again: nothing to upgrade */
    assert_non_null(st);
    assert_int_equal(referee_store_load_game(st, 77, &g), REFEREE_STORE_OK);
    assert_int_equal(g.moves, 1);
    referee_store_close(st);
}

/* PostgreSQL: tables as version 2 left them (before a computer's style
 * could be chosen), with a game against a computer: upgraded in place, its
 * computer has no chosen style (its id deals it, as before) and a new game
 * keeps a chosen one. */
static void test_contract_postgresql_upgrades_version_2(void **state)
{
    fixture *f = *state;
    if (f->world->kind != BACKEND_POSTGRESQL) {
        return; /* SQLite's upgrade: test_referee_store_consent */
    }
    static const char v2[] =
        "CREATE TABLE referee_schema (version integer NOT NULL);"
        "INSERT INTO referee_schema (version) VALUES (2);"
        "CREATE TABLE referee_games (id bigint PRIMARY KEY, players integer NOT NULL,"
        " seed bigint NOT NULL, move_seconds integer NOT NULL, room text NOT NULL,"
        " creator text NOT NULL, finished boolean NOT NULL DEFAULT false,"
        " cancelled boolean NOT NULL DEFAULT false, moves bigint NOT NULL DEFAULT 0,"
        " to_act integer NOT NULL, created timestamptz NOT NULL DEFAULT now(),"
        " turn_started timestamptz NOT NULL DEFAULT now(), holder text, lease_until timestamptz);"
        "CREATE TABLE referee_seats (game bigint NOT NULL REFERENCES referee_games (id),"
        " seat integer NOT NULL, jid text NOT NULL, ai_level integer NOT NULL,"
        " token text NOT NULL, invited boolean NOT NULL DEFAULT false,"
        " PRIMARY KEY (game, seat));" OLD_MOVES_AND_RATINGS
        "INSERT INTO referee_games (id, players, seed, move_seconds, room, creator, to_act)"
        " VALUES (78, 2, 5, 86400, 'village-4e@rooms.example.org', 'ana@example.org', 0);"
        "INSERT INTO referee_seats VALUES (78, 0, 'ana@example.org', -1,"
        " '0123456789abcdef0123456789abcdef', false);"
        "INSERT INTO referee_seats VALUES (78, 1, '', 2, '', false);";
    char where[512], err[512];
    referee_store *st = open_old_database(v2, where);
    referee_game g;
    assert_int_equal(referee_store_load_game(st, 78, &g), REFEREE_STORE_OK);
    assert_int_equal(g.seats[1].ai_level, 2);
    assert_false(g.seats[1].style_chosen);
    referee_game chosen = sample_game(79, "ana@example.org", "bo@example.org");
    chosen.seats[2].style_chosen = true;
    chosen.seats[2].ai_style = VILLAGE_AI_STYLE_MERCHANT;
    create(st, A, LEASE, chosen);
    referee_store_close(st);
    st = referee_store_open(where, err, sizeof err); /* again: nothing to upgrade */
    assert_non_null(st);
    assert_int_equal(referee_store_load_game(st, 79, &g), REFEREE_STORE_OK);
    assert_true(g.seats[2].style_chosen);
    assert_int_equal(g.seats[2].ai_style, VILLAGE_AI_STYLE_MERCHANT);
    referee_store_close(st);
}

int main(int argc, char **argv)
{
    if (argc != 2 || (strcmp(argv[1], "sqlite") != 0 && strcmp(argv[1], "postgresql") != 0)) {
        fprintf(stderr, "usage: %s sqlite|postgresql\n", argv[0]);
        return 2;
    }
    world.kind = strcmp(argv[1], "sqlite") == 0 ? BACKEND_SQLITE : BACKEND_POSTGRESQL;
    if (world.kind == BACKEND_POSTGRESQL) {
        char err[512];
        if (!postgres_start(&world.server, false, err, sizeof err)) {
            fprintf(stderr, "%s\n", err);
            return 1;
        }
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_contract_create_and_load, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_keeps_chosen_styles, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_refuses_what_does_not_fit, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_moves_in_order, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_writes_need_the_lease, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_expired_lease_cannot_write, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_renew_lists_what_is_held, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_claims_never_share, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_finish_rates_once, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_list_your_turn_first, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_survives_reopening, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_invitations, setup, teardown),
        cmocka_unit_test_setup_teardown(test_contract_postgresql_upgrades_version_1, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(test_contract_postgresql_upgrades_version_2, setup,
                                        teardown),
    };
    int failed = cmocka_run_group_tests_name(argv[1], tests, NULL, NULL);
    if (world.kind == BACKEND_POSTGRESQL) {
        postgres_stop(&world.server);
    }
    return failed;
}
