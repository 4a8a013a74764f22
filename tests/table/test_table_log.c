/* The log's lines and the "since your last turn" summary (src/table/log.h,
 * recap.h) told from random games with the real catalogues, no window: the
 * log has the same lines in English and Spanish, each turn under its seat's
 * heading, every cube taken told; a human seat's summary tells every cube the
 * other seats took since its last move on that seat's line, outlines only
 * pieces that moved, and ends with the human's own move. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "table/log.h"
#include "table/recap.h"
#include "catalogues.h"
#include "testkit_rng.h"

static const table_seats SEATS = {3, {"Ana", "Bruno", "Carla"}, {true, false, false}};

static void play_random(village_state *s, testkit_rng *rng, village_events *ev)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    assert_true(n > 0);
    assert_true(village_apply(s, &moves[testkit_rng_below(rng, (uint32_t)n)], ev));
}

/* "took a pink cube from Crafts" in the words of 'w'. */
static void took(const table_words *w, const village_event *e, char *out, size_t size)
{
    i18n_format(w->cat, out, size, "log.took",
                (const char *const[]){table_name_cube_a(w, e->b), table_name_space(w, e->a), NULL});
}

static void log_of_a_random_game(void **state)
{
    (void)state;
    static log_lines en, es;
    memset(&en, 0, sizeof en);
    memset(&es, 0, sizeof es);
    const table_words in_english = {&english, false}, in_spanish = {&spanish, false};
    table_log_add(&en, "start");
    table_log_add(&es, "start");
    village_state s;
    assert_true(village_new_game(&s, 3, 21, 0));
    testkit_rng rng;
    testkit_rng_seed(&rng, 21);
    int cubes = 0;
    for (int move = 0; move < 60 && s.phase != VILLAGE_PHASE_GAME_OVER; move++) {
        village_state before = s;
        village_events ev;
        play_random(&s, &rng, &ev);
        int from = en.count > 0 ? en.count - 1 : 0; /* a sentence may grow the last line */
        table_log_events(&en, &in_english, &SEATS, &before, &ev);
        table_log_events(&es, &in_spanish, &SEATS, &before, &ev);
        for (int i = 0; i < ev.count; i++) {
            const village_event *e = &ev.items[i];
            if (e->kind != VILLAGE_EV_CUBE_TAKEN || e->b == VILLAGE_PLAGUE)
                continue;
            char clause[LOG_LINE_MAX];
            took(&in_english, e, clause, sizeof clause);
            bool told = false;
            for (int l = from; l < en.count; l++)
                told =
                    told || (strstr(en.lines[l].text, clause) &&
                             strstr(en.lines[l].text, SEATS.names[e->player]) == en.lines[l].text);
            assert_true(told);
            cubes++;
        }
    }
    assert_true(cubes >= 10);
    assert_true(en.count < LOG_LINES); /* nothing dropped: every line is compared */
    assert_int_equal(en.added, en.count);
    assert_int_equal(es.count, en.count);
    int turn = -1, headings = 0;
    for (int i = 0; i < en.count; i++) {
        const log_line *a = &en.lines[i], *b = &es.lines[i];
        /* the same lines, in other words */
        assert_int_equal(a->kind, b->kind);
        assert_int_equal(a->turn, b->turn);
        assert_int_equal(a->icon, b->icon);
        assert_int_equal(a->colour, b->colour);
        assert_true(a->text[0] != '\0');
        assert_null(strstr(a->text, "log."));
        assert_null(strstr(b->text, "log."));
        if (i > 0)
            assert_string_not_equal(a->text, b->text);
        if (a->kind == LOG_TURN) {
            char heading[LOG_LINE_MAX];
            TRF(&english, heading, "log.turn", SEATS.names[a->turn]);
            assert_string_equal(a->text, heading);
            headings++;
            turn = a->turn;
        } else if (a->kind == LOG_ROUND) {
            turn = -1;
        } else {
            assert_int_equal(a->turn, turn); /* told under the last heading */
        }
    }
    assert_true(headings >= 10);
}

/* The clause of 'line' that repeats an earlier one, or NULL: a sentence
 * splits at ", " and at the catalogue's " and ". */
static const char *repeated_clause(const i18n *cat, const char *line, char *first, size_t size)
{
    char and_sep[32], text[LOG_LINE_MAX], clauses[24][LOG_LINE_MAX];
    snprintf(and_sep, sizeof and_sep, " %s ", i18n_get(cat, "log.and"));
    snprintf(text, sizeof text, "%s", line);
    int count = 0;
    for (char *at = text; at && *at && count < 24;) {
        char *comma = strstr(at, ", "), *and = strstr(at, and_sep), *end = comma;
        size_t skip = 2;
        if (!end || (and&&and < end)) {
            end = and;
            skip = strlen(and_sep);
        }
        size_t len = end ? (size_t)(end - at) : strlen(at);
        snprintf(clauses[count], sizeof clauses[count], "%.*s", (int)len, at);
        /* "Ana took a cube" and "took a cube": the seat's name starts the first */
        for (int k = 0; k < count; k++) {
            const char *earlier = clauses[k], *space = k == 0 ? strchr(earlier, ' ') : NULL;
            if (strcmp(earlier, clauses[count]) == 0 ||
                (space && strcmp(space + 1, clauses[count]) == 0)) {
                snprintf(first, size, "%.200s", clauses[count]);
                return first;
            }
        }
        count++;
        at = end ? end + skip : NULL;
    }
    return NULL;
}

/* No line of the log says the same clause twice ("paid 1 coin, … and paid 1
 * coin"), over whole random games of 2, 3 and 4 players in English and
 * Spanish. */
static void no_line_repeats_a_clause(void **state)
{
    (void)state;
    static log_lines en, es;
    const table_words in_english = {&english, false}, in_spanish = {&spanish, false};
    int lines = 0, repeats = 0;
    for (int game = 0; game < 30; game++) {
        int players = 2 + game % 3;
        table_seats seats = {
            players, {"Ana", "Bruno", "Carla", "Dora"}, {true, false, false, false}};
        memset(&en, 0, sizeof en);
        memset(&es, 0, sizeof es);
        village_state s;
        assert_true(village_new_game(&s, players, (uint64_t)(100 + game), 0));
        testkit_rng rng;
        testkit_rng_seed(&rng, (uint64_t)(100 + game));
        for (int move = 0; move < 3000 && s.phase != VILLAGE_PHASE_GAME_OVER; move++) {
            village_state before = s;
            village_events ev;
            play_random(&s, &rng, &ev);
            if (en.count >= LOG_LINES - 20) {
                memset(&en, 0, sizeof en);
                memset(&es, 0, sizeof es);
            }
            int from = en.count > 0 ? en.count - 1 : 0, from_es = es.count > 0 ? es.count - 1 : 0;
            table_log_events(&en, &in_english, &seats, &before, &ev);
            table_log_events(&es, &in_spanish, &seats, &before, &ev);
            char clause[LOG_LINE_MAX];
            for (int l = from; l < en.count; l++, lines++)
                if (en.lines[l].kind == LOG_TOLD &&
                    repeated_clause(&english, en.lines[l].text, clause, sizeof clause)) {
                    print_error("\"%s\" twice in: %s\n", clause, en.lines[l].text);
                    repeats++;
                }
            for (int l = from_es; l < es.count; l++)
                if (es.lines[l].kind == LOG_TOLD &&
                    repeated_clause(&spanish, es.lines[l].text, clause, sizeof clause)) {
                    print_error("\"%s\" twice in: %s\n", clause, es.lines[l].text);
                    repeats++;
                }
        }
    }
    assert_true(lines > 1000);
    assert_int_equal(repeats, 0);
}

static bool moved_piece(const village_event *events, int count, const recap_mark *m)
{
    for (int i = 0; i < count; i++) {
        const village_event *e = &events[i];
        if (e->player != m->player)
            continue;
        if ((m->kind == RECAP_MARK_CUBES && e->kind == VILLAGE_EV_CUBE_TAKEN && e->b == m->what) ||
            (m->kind == RECAP_MARK_GOOD && e->kind == VILLAGE_EV_GOOD_CHANGED && e->a == m->what) ||
            (m->kind == RECAP_MARK_CITY && e->kind == VILLAGE_EV_MARKER_PLACED &&
             e->a == m->what) ||
            (m->kind == RECAP_MARK_MEMBER && e->member == m->what))
            return true;
    }
    return false;
}

static void summary_of_a_random_game(void **state)
{
    (void)state;
    static turn_recap recap;
    static village_event since[4096]; /* every event since the human's last move */
    table_recap_clear(&recap);
    const table_words in_english = {&english, false}, in_spanish = {&spanish, false};
    village_state s;
    assert_true(village_new_game(&s, 3, 33, 1));
    testkit_rng rng;
    testkit_rng_seed(&rng, 33);
    int count = 0, checked = 0;
    for (int move = 0; move < 400 && s.phase != VILLAGE_PHASE_GAME_OVER; move++) {
        if (s.actor == 0 && s.phase == VILLAGE_PHASE_TURN && count > 0) {
            char lines[RECAP_LINES][RECAP_LINE_MAX], spanish_lines[RECAP_LINES][RECAP_LINE_MAX];
            int players[RECAP_LINES], spanish_players[RECAP_LINES];
            int n = table_recap_lines(&recap, 0, &in_english, &SEATS, lines, players, RECAP_LINES);
            int m = table_recap_lines(&recap, 0, &in_spanish, &SEATS, spanish_lines,
                                      spanish_players, RECAP_LINES);
            assert_int_equal(n, m);
            assert_memory_equal(players, spanish_players, sizeof players[0] * (size_t)n);
            for (int i = 0; i < count && n < RECAP_LINES; i++) {
                const village_event *e = &since[i];
                if (e->kind != VILLAGE_EV_CUBE_TAKEN || e->b == VILLAGE_PLAGUE || e->player == 0)
                    continue;
                char clause[RECAP_LINE_MAX];
                took(&in_english, e, clause, sizeof clause);
                bool told = false;
                for (int l = 0; l < n; l++)
                    told = told || (players[l] == e->player && strstr(lines[l], clause) &&
                                    strstr(lines[l], SEATS.names[e->player]) == lines[l]);
                assert_true(told);
            }
            recap_mark marks[RECAP_MARKS];
            int marked = table_recap_marks(&recap, 0, marks, RECAP_MARKS);
            for (int i = 0; i < marked; i++) {
                assert_int_not_equal(marks[i].player, 0);
                assert_true(moved_piece(since, count, &marks[i]));
            }
            checked++;
        }
        village_state before = s;
        village_events ev;
        play_random(&s, &rng, &ev);
        table_recap_note(&recap, &SEATS, before.actor, &ev);
        if (before.actor == 0) {
            assert_int_equal(recap.seats[0].count, 0); /* the human acted: over */
            count = 0;
        } else {
            for (int i = 0; i < ev.count && count < 4096; i++)
                since[count++] = ev.items[i];
        }
        assert_int_equal(recap.seats[1].count, 0); /* no summary for an AI seat */
    }
    printf("summaries checked: %d\n", checked);
    assert_true(checked >= 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(log_of_a_random_game),
        cmocka_unit_test(no_line_repeats_a_clause),
        cmocka_unit_test(summary_of_a_random_game),
    };
    return cmocka_run_group_tests(tests, catalogues_load, catalogues_free);
}
