/* Issue 42: everything the game's voice says of the table has words, in
 * English, Spanish and German. Whole random games with 2, 3 and 4 seats,
 * every decision walked step by step: the decision's question, every option
 * of every step (available or not, with its reason or warning), the list of
 * options, every line the log tells of every move, the questions' answers
 * (resources, scores, the spaces' cubes, the market, the council and
 * church, the chronicle) and the results. Nothing said may
 * be empty, hold an unfilled {n} or a catalogue key where a translation is
 * missing; and every decision kind, every step kind and every event kind
 * must have been heard. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "table/log.h"
#include "table/spoken.h"
#include "testkit_rng.h"

static i18n catalogues[3];
static const char *const LANGUAGES[3] = {"en", "es", "de"};

static int load(void **state)
{
    (void)state;
    char err[256];
    for (int i = 0; i < 3; i++)
        if (!i18n_load(&catalogues[i], VILLAGE_TEST_DATA_DIR, LANGUAGES[i], err, sizeof err)) {
            fprintf(stderr, "%s\n", err);
            return -1;
        }
    return 0;
}

static int unload(void **state)
{
    (void)state;
    for (int i = 0; i < 3; i++)
        i18n_free(&catalogues[i]);
    return 0;
}

/* A catalogue key left in the text: a lowercase word, a dot, a lowercase letter. */
static bool holds_a_key(const char *text)
{
    for (const char *c = text; *c; c++)
        if (*c == '.' && c > text && c[-1] >= 'a' && c[-1] <= 'z' && c[1] >= 'a' && c[1] <= 'z')
            return true;
    return false;
}

static void assert_said(const char *language, const char *what, const char *text)
{
    if (!text[0] || strchr(text, '{') || holds_a_key(text))
        fail_msg("%s, %s: \"%s\"", language, what, text);
}

typedef struct heard {
    bool phases[VILLAGE_PHASE_GAME_OVER + 1];
    bool steps[TABLE_STEP_KINDS];
    bool events[VILLAGE_EV_KINDS];
    bool warnings[TABLE_WARN_ENDS_GAME + 1];
    long sentences;
} heard;

static const table_seats SEATS = {
    4, {"Ana", "Bruno", "Carla", "Dieter"}, {true, false, false, false}};

/* One decision: each step's options said, then a random available one picked. */
static int walk_decision(const table_words *w, const char *language, const village_state *s,
                         testkit_rng *rng, heard *h, village_move *out)
{
    static table_chooser c;
    table_chooser_build(&c, s);
    char text[TABLE_SPOKEN_MAX * 2];
    table_spoken_prompt(w, s, &SEATS, text, sizeof text);
    assert_said(language, "the decision", text);
    h->phases[s->phase] = true;
    for (int depth = 0; depth < 8; depth++) {
        table_spoken_options(w, &c, text, sizeof text);
        assert_said(language, "the options", text);
        int enabled[TABLE_OPTIONS_MAX], n = 0;
        for (int o = 0; o < c.option_count; o++) {
            table_spoken_option(w, &c, o, text, sizeof text);
            assert_said(language, table_step_kind_name(c.options[o].step.kind), text);
            if (c.options[o].warning != TABLE_WARN_NONE) {
                /* the screen's "Careful: …" and the voice's are these words */
                table_spoken_warning(w, &c, o, text, sizeof text);
                assert_said(language, "a warning", text);
                h->warnings[c.options[o].warning] = true;
            }
            h->steps[c.options[o].step.kind] = true;
            h->sentences += 2;
            if (c.options[o].enabled)
                enabled[n++] = o;
        }
        assert_true(n > 0);
        if (table_chooser_choose(&c, enabled[testkit_rng_below(rng, (uint32_t)n)])) {
            *out = c.decision;
            return depth + 1;
        }
    }
    fail_msg("a decision of more than 8 steps");
    return 0;
}

static void play(int language, int players, uint64_t seed, heard *h)
{
    const table_words w = {&catalogues[language], language == 2};
    const char *name = LANGUAGES[language];
    table_seats seats = SEATS;
    seats.count = players;
    village_state s;
    assert_true(village_new_game(&s, players, seed, 0));
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    static log_lines log;
    memset(&log, 0, sizeof log);
    char text[TABLE_SPOKEN_MAX * 2];
    for (int moves = 0; s.phase != VILLAGE_PHASE_GAME_OVER; moves++) {
        assert_true(moves < 20000);
        village_move m;
        walk_decision(&w, name, &s, &rng, h, &m);
        village_state before = s;
        village_events ev;
        assert_true(village_apply(&s, &m, &ev));
        long added = log.added;
        char last[LOG_LINE_MAX] = "";
        if (log.count)
            snprintf(last, sizeof last, "%s", log.lines[log.count - 1].text);
        table_log_events(&log, &w, &seats, &before, &ev);
        /* A move's words: new lines, or its clause added to the last line. */
        bool told =
            log.added > added || (log.count && strcmp(last, log.lines[log.count - 1].text) != 0);
        int fresh = (int)(log.added - added) + 1;
        for (int i = log.count - fresh; i < log.count; i++)
            if (i >= 0)
                assert_said(name, "the log", log.lines[i].text);
        for (int i = 0; told && i < ev.count; i++)
            h->events[ev.items[i].kind] = true;
        if (moves % 40 == 0) {
            for (int p = 0; p < players; p++) {
                table_spoken_resources(&w, &s, &seats, p, text, sizeof text);
                assert_said(name, "resources", text);
            }
            table_spoken_scores(&w, &s, &seats, text, sizeof text);
            assert_said(name, "scores", text);
            table_spoken_spaces(&w, &s, text, sizeof text);
            assert_said(name, "the spaces", text);
            table_spoken_market(&w, &s, text, sizeof text);
            assert_said(name, "the market", text);
            table_spoken_council_church(&w, &s, &seats, text, sizeof text);
            assert_said(name, "the council and church", text);
            table_spoken_chronicle(&w, &s, &seats, text, sizeof text);
            assert_said(name, "the chronicle", text);
            h->sentences += 6;
        }
    }
    table_spoken_results(&w, &s, &seats, text, sizeof text);
    assert_said(name, "the results", text);
    h->phases[VILLAGE_PHASE_GAME_OVER] = true;
}

static void test_everything_said_has_words_in_every_language(void **unused)
{
    (void)unused;
    heard h = {0};
    for (int language = 0; language < 3; language++)
        for (int game = 0; game < 12; game++)
            play(language, 2 + game % 3, 1000 + (uint64_t)(language * 10 + game), &h);
    /* One cube to choose comes only from a city's or a privilege's reward
     * of a single cube, which random games seldom reach: asked here. */
    for (int language = 0; language < 3; language++) {
        village_state s;
        assert_true(village_new_game(&s, 2, 7, 0));
        s.phase = VILLAGE_PHASE_CHOOSE_CUBES;
        s.actor = s.turn_player;
        s.cubes_to_choose = 1;
        testkit_rng rng;
        testkit_rng_seed(&rng, 7);
        village_move m;
        const table_words w = {&catalogues[language], false};
        walk_decision(&w, LANGUAGES[language], &s, &rng, &h, &m);
    }
    int missing = 0;
    for (int p = 0; p <= VILLAGE_PHASE_GAME_OVER; p++)
        if (!h.phases[p] && ++missing)
            printf("no decision heard in phase %s\n", village_phase_name(p));
    for (int k = 0; k < TABLE_STEP_KINDS; k++)
        if (!h.steps[k] && ++missing)
            printf("no option heard of step kind %s\n", table_step_kind_name(k));
    for (int k = 0; k < VILLAGE_EV_KINDS; k++)
        if (!h.events[k] && ++missing)
            printf("no words heard for event kind %s\n", village_event_kind_name(k));
    if (!h.warnings[TABLE_WARN_ENDS_GAME] && ++missing)
        printf("no warning heard that a move ends the game\n");
    assert_int_equal(missing, 0);
    printf("speech words: %ld sentences heard in 3 languages\n", h.sentences);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_everything_said_has_words_in_every_language),
    };
    return cmocka_run_group_tests(tests, load, unload);
}
