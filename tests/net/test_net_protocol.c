/* The protocol's lines (src/net/protocol.h): every writer's line reads back
 * as what was written; the reader refuses what the protocol does not allow
 * (unknown words, loose spacing, numbers out of range, control bytes, an
 * over-long line) with a sentence; a chair's view rebuilds into a playable
 * state with the host's public hash, and refuses a view that shows another
 * player's face-down customers; a move's events are written as a chair may
 * know them and read back; the rules' identity is stable; FILE.chairs reads
 * only what its writer writes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "net/chairs_file.h"
#include "net/protocol.h"
#include "net/public_view.h"
#include "village/ai.h"
#include "village/save.h"

static const char TOKEN[] = "00112233445566778899aabbccddeeff";

static net_message read_ok(const char *line)
{
    net_message m;
    char err[200];
    if (!net_message_read(line, strlen(line), &m, err, sizeof err))
        fail_msg("refused '%s': %s", line, err);
    return m;
}

static void refused(const char *line)
{
    net_message m;
    char err[200] = "";
    if (net_message_read(line, strlen(line), &m, err, sizeof err))
        fail_msg("read '%s'", line);
    assert_true(err[0] != '\0');
    assert_true(village_text_is_printable(err));
}

static void test_lines_read_back(void **unused)
{
    (void)unused;
    char line[NET_LINE_MAX + 1];
    char rules[17];
    net_rules_identity(rules);

    assert_true(net_write_hello(line, sizeof line, rules, TOKEN, "Ana María") > 0);
    net_message m = read_ok(line);
    assert_int_equal(m.kind, NET_MSG_HELLO);
    assert_int_equal(m.version, NET_PROTOCOL_VERSION);
    assert_string_equal(m.rules, rules);
    assert_true(m.has_token);
    assert_string_equal(m.token, TOKEN);
    assert_string_equal(m.name, "Ana María");

    assert_true(net_write_hello(line, sizeof line, rules, NULL, "Bo") > 0);
    m = read_ok(line);
    assert_false(m.has_token);

    assert_true(net_write_move(line, sizeof line, 42, 2, "well pink harvest coins=pink") > 0);
    m = read_ok(line);
    assert_int_equal(m.kind, NET_MSG_MOVE);
    assert_int_equal(m.seq, 42);
    assert_int_equal(m.chair, 2);
    assert_int_equal(m.text_length, strlen("well pink harvest coins=pink"));
    assert_memory_equal(m.text, "well pink harvest coins=pink", m.text_length);

    assert_true(net_write_welcome(line, sizeof line, 0xfeedull, 3, 4, TOKEN) > 0);
    m = read_ok(line);
    assert_int_equal(m.kind, NET_MSG_WELCOME);
    assert_true(m.game_id == 0xfeedull);
    assert_int_equal(m.chair, 3);
    assert_int_equal(m.players, 4);

    assert_true(net_write_chair(line, sizeof line, 1, NET_CHAIR_STAND_IN, "Bo") > 0);
    m = read_ok(line);
    assert_int_equal(m.status, NET_CHAIR_STAND_IN);
    assert_string_equal(m.name, "Bo");
    assert_true(net_write_chair(line, sizeof line, 0, NET_CHAIR_OPEN, "") > 0);
    assert_string_equal(read_ok(line).name, "");

    int counts[VILLAGE_MAX_PLAYERS] = {1, 0, 12};
    assert_true(net_write_view(line, sizeof line, 7, 0xabcdef0123456789ull, 3, counts, "{}") > 0);
    m = read_ok(line);
    assert_int_equal(m.kind, NET_MSG_VIEW);
    assert_int_equal(m.players, 3);
    assert_int_equal(m.counts[2], 12);
    assert_true(m.hash == 0xabcdef0123456789ull);

    for (int e = 0; e < NET_ERR_KINDS; e++) {
        assert_true(net_write_error(line, sizeof line, (net_error_kind)e, "why not") > 0);
        m = read_ok(line);
        assert_int_equal(m.error, e);
    }
    assert_int_equal(read_ok("sync").kind, NET_MSG_SYNC);
    assert_int_equal(read_ok("bye").kind, NET_MSG_BYE);

    /* A writer never writes what the reader refuses. */
    assert_int_equal(net_write_hello(line, sizeof line, rules, NULL, "bad\nname"), 0);
    assert_int_equal(net_write_move(line, sizeof line, -1, 0, "harvest"), 0);
    assert_int_equal(net_write_move(line, sizeof line, 1, 0, ""), 0);
}

static void test_reader_is_strict(void **unused)
{
    (void)unused;
    refused("");
    refused("hola");
    refused("sync ");
    refused(" sync");
    refused("sync now");
    refused("move  1 1 harvest");
    refused("move 01 1 harvest");
    refused("move -1 1 harvest");
    refused("move 1 0 harvest");
    refused("move 1 5 harvest");
    refused("move 99999999999 1 harvest");
    refused("move 1 1");
    refused("move 1 1 harvest\t");
    refused("hello 1 0123456789ABCDEF - Ana");
    refused("hello 1 0123456789abcdef - ");
    refused("hello 1 0123456789abcdef 0011 Ana");
    refused("hello 1 0123456789abcdef - \xc3\x28");
    refused("hello 1 0123456789abcdef - a name far longer than thirty-one bytes");
    refused("welcome 1 000000000000feed 4 3 00112233445566778899aabbccddeeff");
    refused("view 1 0000000000000001 1,2,3,4,5 {}");
    refused("view 1 0000000000000001 1, {}");
    refused("view 1 0000000000000001 25,0 {}");
    refused("view 1 0000000000000001 3 {}");
    refused("chair 1 lurking");
    refused("error nonsense");
    char *huge = malloc(NET_LINE_MAX + 2);
    assert_non_null(huge);
    memcpy(huge, "error syntax ", 13);
    memset(huge + 13, 'x', NET_LINE_MAX - 12);
    huge[NET_LINE_MAX + 1] = '\0';
    net_message m;
    assert_false(net_message_read(huge, NET_LINE_MAX + 1, &m, NULL, 0));
    free(huge);
}

/* The host's view of each chair rebuilds into a playable state with the
 * host's public hash; a view that shows another chair's customers is
 * refused. */
static void test_views_rebuild(void **unused)
{
    (void)unused;
    village_state s;
    assert_true(village_new_game(&s, 3, 77, -1));
    uint64_t pick = 1;
    int checked = 0, shown_refused = 0;
    for (int step = 0; step < 3000 && !village_game_over(&s); step++) {
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(&s, moves);
        pick = pick * 6364136223846793005ull + 1442695040888963407ull;
        village_apply_trusted(&s, &moves[(pick >> 33) % (uint64_t)n], NULL);
        if (step % 37 != 0 && !village_game_over(&s))
            continue;
        for (int chair = 0; chair < 3; chair++) {
            int counts[VILLAGE_MAX_PLAYERS];
            char *json = net_view_json(&s, chair, counts);
            assert_non_null(json);
            assert_null(strchr(json, '\n'));
            village_state rebuilt;
            char err[300];
            if (!net_view_rebuild(json, strlen(json), 3, counts, chair, pick, &rebuilt, err,
                                  sizeof err))
                fail_msg("view of chair %d at step %d: %s", chair + 1, step, err);
            assert_true(net_public_hash(&rebuilt) == net_public_hash(&s));
            assert_int_equal(rebuilt.players[chair].customers, s.players[chair].customers);
            checked++;
            free(json);
        }
        /* A view that shows another chair's face-down customers: refused. */
        for (int p = 0; p < 3 && !village_game_over(&s); p++)
            if (s.players[p].customers) {
                int counts[VILLAGE_MAX_PLAYERS] = {0};
                char *json = net_public_json(&s);
                assert_non_null(json);
                for (int c = 0; c < 3; c++)
                    for (uint32_t bits = s.players[c].customers; bits; bits &= bits - 1)
                        counts[c]++;
                village_state rebuilt;
                char err[300] = "";
                assert_false(net_view_rebuild(json, strlen(json), 3, counts, (p + 1) % 3, 1,
                                              &rebuilt, err, sizeof err));
                assert_non_null(strstr(err, "face-down"));
                shown_refused++;
                free(json);
                break;
            }
    }
    assert_true(village_game_over(&s));
    assert_true(checked > 30);

    assert_true(shown_refused > 0);
}

static void test_rules_identity_is_stable(void **unused)
{
    (void)unused;
    char a[17], b[17];
    net_rules_identity(a);
    net_rules_identity(b);
    assert_string_equal(a, b);
    assert_int_equal(strlen(a), 16);
}

/* A move's events travel whole, and another player's served customer stays
 * face down until the game is over. */
static void test_events_read_back_filtered(void **unused)
{
    (void)unused;
    village_events all = {.count = 3};
    all.items[0] = (village_event){
        .kind = VILLAGE_EV_COINS_CHANGED, .player = 1, .member = VILLAGE_NOBODY, .amount = -3};
    all.items[1] = (village_event){.kind = VILLAGE_EV_CUSTOMER_SERVED,
                                   .player = 1,
                                   .member = VILLAGE_NOBODY,
                                   .a = 2,
                                   .b = 17,
                                   .amount = 4};
    all.items[2] = (village_event){.kind = VILLAGE_EV_CUSTOMER_MOVED,
                                   .player = VILLAGE_NOBODY,
                                   .member = VILLAGE_NOBODY,
                                   .a = 9,
                                   .from_place = 0,
                                   .to_place = 1,
                                   .to_spot = 3};
    village_events mine, theirs, end;
    net_events_for_chair(&all, 1, false, &mine);
    net_events_for_chair(&all, 0, false, &theirs);
    net_events_for_chair(&all, 0, true, &end);
    assert_int_equal(mine.items[1].b, 17);
    assert_int_equal(theirs.items[1].b, VILLAGE_NO_CUSTOMER);
    assert_int_equal(theirs.items[1].amount, 0);
    assert_int_equal(theirs.items[2].a, 9); /* a customer turned up: everyone saw it */
    assert_int_equal(end.items[1].b, 17);

    char line[NET_LINE_MAX + 1];
    size_t n = net_write_events(line, sizeof line, 41, &theirs);
    assert_true(n > 0);
    assert_string_equal(line, "events 41 0 3 10,1,255,0,0,0,0,0,0,-3 21,1,255,2,255,0,0,0,0,0 "
                              "24,255,255,9,0,0,0,1,3,0");
    net_message m = read_ok(line);
    assert_int_equal(m.kind, NET_MSG_EVENTS);
    assert_int_equal(m.seq, 41);
    assert_int_equal(m.events.count, 3);
    for (int i = 0; i < 3; i++) {
        const village_event *a = &m.events.items[i], *b = &theirs.items[i];
        assert_true(a->kind == b->kind && a->player == b->player && a->member == b->member &&
                    a->a == b->a && a->b == b->b && a->from_place == b->from_place &&
                    a->from_spot == b->from_spot && a->to_place == b->to_place &&
                    a->to_spot == b->to_spot && a->amount == b->amount);
    }

    village_events full = {.count = VILLAGE_MAX_EVENTS, .overflowed = true};
    for (int i = 0; i < VILLAGE_MAX_EVENTS; i++)
        full.items[i] = (village_event){.kind = VILLAGE_EV_PRESTIGE,
                                        .player = 3,
                                        .member = 200,
                                        .a = 255,
                                        .b = 255,
                                        .from_place = 255,
                                        .from_spot = 255,
                                        .to_place = 255,
                                        .to_spot = 255,
                                        .amount = -32768};
    assert_true(net_write_events(line, sizeof line, NET_SEQ_MAX, &full) > 0);
    m = read_ok(line);
    assert_true(m.events.overflowed);
    assert_int_equal(m.events.count, VILLAGE_MAX_EVENTS);

    refused("events 3 0 2 10,1,255,0,0,0,0,0,0,-3");
    refused("events 3 0 1 10,1,255,0,0,0,0,0,0");
    refused("events 3 0 1 10,1,255,0,0,0,0,0,0,1,1");
    refused("events 3 0 1 10,1,255,0,0,0,0,0,0,-0");
    refused("events 3 0 1 10,1,255,0,0,0,0,0,0,");
    refused("events 3 0 1 10,1,256,0,0,0,0,0,0,0");
    refused("events 3 0 1 10,4,255,0,0,0,0,0,0,0");
    refused("events 3 0 1 99,1,255,0,0,0,0,0,0,0");
    refused("events 3 0 1 10,1,255,00,0,0,0,0,0,0");
    refused("events 3 0 1 10,1,255,0,0,0,0,0,0,32768");
    refused("events 3 2 0");
    refused("events 3 0 257");
    refused("events 3 0 0 ");

    bool person[VILLAGE_MAX_PLAYERS] = {true, false, true};
    int ai_style[VILLAGE_MAX_PLAYERS] = {VILLAGE_AI_STYLE_MERCHANT, VILLAGE_AI_STYLE_BALANCED,
                                         VILLAGE_AI_STYLE_COUNCILLOR};
    assert_true(net_write_seats(line, sizeof line, 3, person, ai_style) > 0);
    assert_string_equal(line, "seats pap"); /* a person's chair has no style */
    m = read_ok(line);
    assert_int_equal(m.kind, NET_MSG_SEATS);
    assert_int_equal(m.players, 3);
    assert_true(m.person[0] && !m.person[1] && m.person[2]);
    assert_int_equal(m.ai_style[1], VILLAGE_AI_STYLE_BALANCED);

    /* Each computer says the plan it plays (docs/ai.md, "Styles"). */
    bool computers[VILLAGE_MAX_PLAYERS] = {false, false, true, false};
    int styles[VILLAGE_MAX_PLAYERS] = {VILLAGE_AI_STYLE_CHRONICLER, VILLAGE_AI_STYLE_COUNCILLOR, 0,
                                       VILLAGE_AI_STYLE_MERCHANT};
    assert_true(net_write_seats(line, sizeof line, 4, computers, styles) > 0);
    assert_string_equal(line, "seats copm");
    m = read_ok(line);
    assert_int_equal(m.players, 4);
    assert_true(!m.person[0] && !m.person[1] && m.person[2] && !m.person[3]);
    assert_int_equal(m.ai_style[0], VILLAGE_AI_STYLE_CHRONICLER);
    assert_int_equal(m.ai_style[1], VILLAGE_AI_STYLE_COUNCILLOR);
    assert_int_equal(m.ai_style[3], VILLAGE_AI_STYLE_MERCHANT);
    /* One letter for each of the AI's styles, each read back as it was. */
    assert_int_equal(NET_AI_STYLES, VILLAGE_AI_STYLES);
    for (int style = 0; style < VILLAGE_AI_STYLES; style++) {
        styles[1] = style;
        assert_true(net_write_seats(line, sizeof line, 4, computers, styles) > 0);
        assert_int_equal(read_ok(line).ai_style[1], style);
    }
    styles[0] = VILLAGE_AI_STYLES; /* a style the protocol has no letter for is not written */
    assert_int_equal(net_write_seats(line, sizeof line, 4, computers, styles), 0);
    refused("seats pb");
    refused("seats pM");
    refused("seats p");
    refused("seats papap");
    refused("seats pAp");
    refused("seats pa p");
    refused("seats");
}

static void chairs_refused(const char *text, int players, const char *why)
{
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    char err[200] = "";
    if (net_chairs_parse(text, strlen(text), players, &setup, err, sizeof err))
        fail_msg("read the chairs file '%s'", text);
    if (!strstr(err, why))
        fail_msg("'%s' refused with '%s', not '%s'", text, err, why);
    assert_false(setup.remote[0] || setup.remote[1] || setup.remote[2]);
}

static void test_chairs_file_is_read_strictly(void **unused)
{
    (void)unused;
    const char *good = "village-chairs 1\ngame 3f2a9c1e7b5d4a60\n"
                       "chair 2 00112233445566778899aabbccddeeff\n"
                       "chair 3 ffeeddccbbaa99887766554433221100\n";
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    char err[200];
    assert_true(net_chairs_parse(good, strlen(good), 3, &setup, err, sizeof err));
    assert_true(setup.game_id == 0x3f2a9c1e7b5d4a60ull);
    assert_false(setup.remote[0]);
    assert_true(setup.remote[1] && setup.remote[2]);
    assert_string_equal(setup.tokens[1], TOKEN);
    chairs_refused(good, 2, "chair 3 in a game of 2 players");
    chairs_refused("village-chairs 2\n", 3, "expected 'village-chairs 1'");
    chairs_refused("village-chairs 1\ngame 3f2a9c1e7b5d4a6\n", 3, "line 2");
    chairs_refused("village-chairs 1\ngame 0000000000000000\nchair 2 "
                   "00112233445566778899aabbccddeeff\n",
                   3, "a game id of zero");
    chairs_refused("village-chairs 1\ngame 3f2a9c1e7b5d4a60\n", 3, "no remote chair");
    chairs_refused("village-chairs 1\ngame 3f2a9c1e7b5d4a60\nchair 2 "
                   "00112233445566778899aabbccddeeff\nchair 2 "
                   "00112233445566778899aabbccddeeff\n",
                   3, "line 4: chair 2 again");
    chairs_refused("village-chairs 1\ngame 3f2a9c1e7b5d4a60\nchair 2 "
                   "00112233445566778899AABBCCDDEEFF\n",
                   3, "line 3");
    chairs_refused("village-chairs 1\ngame 3f2a9c1e7b5d4a60\nchair 2 "
                   "00112233445566778899aabbccddeeff",
                   3, "line 3");
    chairs_refused("village-chairs 1\ngame 3f2a9c1e7b5d4a60\nchair 0 "
                   "00112233445566778899aabbccddeeff\n",
                   3, "line 3");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_read_back),
        cmocka_unit_test(test_reader_is_strict),
        cmocka_unit_test(test_views_rebuild),
        cmocka_unit_test(test_rules_identity_is_stable),
        cmocka_unit_test(test_events_read_back_filtered),
        cmocka_unit_test(test_chairs_file_is_read_strictly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
