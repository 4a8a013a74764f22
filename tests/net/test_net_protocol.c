/* The protocol's lines (src/net/protocol.h): every writer's line reads back
 * as what was written; the reader refuses what the protocol does not allow
 * (unknown words, loose spacing, numbers out of range, control bytes, an
 * over-long line) with a sentence; a chair's view rebuilds into a playable
 * state with the host's public hash, and refuses a view that shows another
 * player's face-down customers; the rules' identity is stable. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "net/protocol.h"
#include "net/public_view.h"
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_read_back),
        cmocka_unit_test(test_reader_is_strict),
        cmocka_unit_test(test_views_rebuild),
        cmocka_unit_test(test_rules_identity_is_stable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
