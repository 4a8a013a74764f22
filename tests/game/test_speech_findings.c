/* Issue 42: what the games tried by ear found (docs/game.md, "Tried by
 * ear"), each driven through the real scenes by key events with a memory
 * voice listening: G and T say each line as a sentence of its own, never
 * run on into the next; the hint's reasons begin as sentences; the style
 * button says the key that changes it to a player on keys, not "Click";
 * a chair made Empty by Enter moves the ring past its row, to a choice
 * already made, where another Enter changes nothing; and the option the
 * ring stands on at a new step is said. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "speech_listener.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "scenes/scene.h"
#include "session/session.h"
#include "table/spoken.h"
#include "ui/widgets.h"
#include "village/ai.h"
#include "village/village.h"

static bool ends_sentence(const char *text)
{
    size_t n = strlen(text);
    return n > 0 && strchr(".!?:", text[n - 1]) != NULL;
}

/* Each line said in 'answer', in order, as a sentence: followed by a full
 * stop unless it ends one itself, then by a space or the end. Counts the
 * lines that needed the full stop (that had none of their own). */
static void said_as_sentences(const char *answer, const char *const lines[], int n, int *bare)
{
    const char *at = answer;
    for (int i = 0; i < n; i++) {
        const char *found = strstr(at, lines[i]);
        if (!found)
            fail_msg("\"%s\" is not in the answer \"%s\"", lines[i], answer);
        const char *after = found + strlen(lines[i]);
        if (!ends_sentence(lines[i])) {
            ++*bare;
            if (*after != '.')
                fail_msg("\"%s\" runs on into \"%.40s\" in \"%s\"", lines[i], after, answer);
            after++;
        }
        if (*after != ' ' && *after != '\0')
            fail_msg("\"%s\" is followed by \"%.20s\"", lines[i], after);
        at = after;
    }
}

static app *two_player_game(listener *l, const char *name, const char *language)
{
    *l = listener_start(name, language);
    table_config table = {.start_chair = 0, .fixed_seed = true, .seed = 2};
    table.chairs[0] = (table_chair){CHAIR_HUMAN, 0, 0, "Ana"};
    table.chairs[1] = (table_chair){CHAIR_AI, VILLAGE_AI_EASY, 1, "Bea"};
    char err[256];
    assert_true(game_start_new(l->a, &table, err, sizeof err));
    app_switch(l->a, SCENE_GAME);
    assert_true(driver_wait_for_human(l->a, 120));
    return l->a;
}

/* G once said "Player 1's turn Player 1 took…": the log's lines have no
 * full stop of their own. */
static void g_and_t_say_each_line_as_a_sentence(void **unused)
{
    (void)unused;
    listener l;
    app *a = two_player_game(&l, "g-lines", "en");
    for (int decisions = 0; decisions < 8; decisions++) { /* the first option, step by step */
        assert_true(driver_wait_for_human(a, 120));
        if (decisions == 0)
            listener_key(&l, SDLK_TAB);
        listener_key(&l, SDLK_RETURN);
    }
    assert_true(driver_wait_for_human(a, 120));
    const struct game_ui *g = a->shared->game;
    int count = probe_log_count(g), bare = 0;
    assert_true(count >= 5);
    const char *lines[5];
    for (int i = 0; i < 5; i++)
        lines[i] = probe_log_line_at(g, count - 5 + i).text;
    listener_key(&l, SDLK_g);
    said_as_sentences(listener_last_said(&l), lines, 5, &bare);
    assert_true(bare > 0); /* some line had no full stop of its own */
    /* T: the recap's lines after its heading. */
    char recap[PROBE_RECAP_LINES][PROBE_RECAP_LINE_MAX];
    int players[PROBE_RECAP_LINES];
    int n = probe_recap_lines(GAME_WORDS(a), g, 0, recap, players, PROBE_RECAP_LINES);
    assert_true(n > 0);
    const char *recap_lines[PROBE_RECAP_LINES];
    for (int i = 0; i < n; i++)
        recap_lines[i] = recap[i];
    listener_key(&l, SDLK_t);
    assert_true(listener_starts_with(listener_last_said(&l), TR(&a->i18n, "speech.recap")));
    said_as_sentences(listener_last_said(&l), recap_lines, n, &bare);
    game_close(&a->shared->game);
    driver_stop(a);
}

/* Said since the mark (a count of everything said) and starting so. */
static bool said_since(const listener *l, long mark, const char *start)
{
    long count = platform_speech_memory_count(l->voice);
    long first = count - (platform_speech_memory_total(l->voice) - mark);
    for (long i = first < 0 ? 0 : first; i < count; i++)
        if (listener_starts_with(platform_speech_memory_said(l->voice, i), start))
            return true;
    return false;
}

/* At each new step the ring stood on the first option unheard, and the
 * first Tab moved it on to the second: an ear never heard where the ring
 * was, and an Enter by habit played an option nobody said. The ringed
 * option is said after the decision; Tab then says the next. */
static void the_ring_is_said_at_each_new_step(void **unused)
{
    (void)unused;
    listener l;
    app *a = two_player_game(&l, "ring-step", "en");
    const struct game_ui *g = a->shared->game;
    listener_key(&l, SDLK_TAB); /* the first key shows the ring */
    for (int decisions = 0; decisions < 6; decisions++) {
        long mark = platform_speech_memory_total(l.voice);
        listener_key(&l, SDLK_RETURN);
        assert_true(driver_wait_for_human(a, 120));
        driver_frames(a, 2);
        int kind, id;
        assert_true(probe_focus(g, &kind, &id));
        assert_int_equal(kind, TABLE_FOCUS_OPTION);
        char ringed[TABLE_SPOKEN_MAX];
        table_spoken_option(GAME_WORDS(a), probe_chooser_model(g), id, ringed, sizeof ringed);
        if (!said_since(&l, mark, ringed))
            fail_msg("decision %d: the ring stood on \"%s\" and it was not said", decisions,
                     ringed);
        listener_key(&l, SDLK_TAB);
        int next_kind, next_id;
        assert_true(probe_focus(g, &next_kind, &next_id));
        assert_false(next_kind == kind && next_id == id); /* moved on, from a spot heard */
        listener_key_mod(&l, SDLK_TAB, KMOD_SHIFT);       /* back to the first, for the Enter */
    }
    game_close(&a->shared->game);
    driver_stop(a);
}

static bool hint_ready(app *a, void *unused)
{
    (void)unused;
    return probe_hint_ready(a->shared->game);
}

/* "…about 22 points. grows the family…": the panel's reason follows its
 * move on one line, the voice says it as a sentence. */
static void hint_reasons_begin_as_sentences(const char *language)
{
    char folder[40];
    snprintf(folder, sizeof folder, "hint-%s", language);
    listener l;
    app *a = two_player_game(&l, folder, language);
    listener_key(&l, SDLK_h);
    assert_true(wait_until(a, hint_ready, NULL, 300));
    driver_frames(a, 2);
    listener_key(&l, SDLK_h); /* told again, interrupting: the whole hint */
    const char *said = listener_last_said(&l);
    const struct game_ui *g = a->shared->game;
    int lower = 0;
    for (int i = 0; i < 3 && probe_hint_line(g, i)[0]; i++) {
        char reason[400], run_on[420];
        snprintf(reason, sizeof reason, "%s", probe_hint_reason(g, i));
        snprintf(run_on, sizeof run_on, ". %s", reason);
        lower += strcmp(reason, run_on + 2) == 0 && reason[0] >= 'a' && reason[0] <= 'z';
        if (reason[0] >= 'a' && reason[0] <= 'z' && strstr(said, run_on))
            fail_msg("the hint \"%s\" begins a sentence with \"%s\"", said, reason);
        table_spoken_capitalise(reason);
        if (!strstr(said, reason))
            fail_msg("the hint \"%s\" does not say \"%s\"", said, reason);
    }
    assert_true(lower > 0); /* the panel's reasons do begin in lower case */
    game_close(&a->shared->game);
    driver_stop(a);
}

static void hint_reasons_in_english(void **unused)
{
    (void)unused;
    hint_reasons_begin_as_sentences("en");
}

static void hint_reasons_in_german(void **unused)
{
    (void)unused;
    hint_reasons_begin_as_sentences("de");
}

static listener open_setup(const char *name, const char *language)
{
    listener l = listener_start(name, language);
    assert_true(listener_ring_heard(&l, TR(&l.a->i18n, "title.new")));
    listener_key(&l, SDLK_RETURN);
    assert_int_equal(l.a->scene, SCENE_SETUP);
    return l;
}

/* The style's tip names the key on keys, a click under the mouse. */
static void style_tip_follows_the_device(const char *language)
{
    char folder[40];
    snprintf(folder, sizeof folder, "style-%s", language);
    listener l = open_setup(folder, language);
    const i18n *t = &l.a->i18n;
    char style[120], press[160];
    snprintf(style, sizeof style, "%s 2: %s", TR(t, "setup.chair"), TR(t, "setup.style"));
    *strstr(style, "{1}") = '\0'; /* "Chair 2: Style: " */
    TRF(t, press, "setup.style.change.press", TR(t, "keys.enter"));
    assert_true(listener_ring_heard(&l, style));
    if (!strstr(listener_last_said(&l), press))
        fail_msg("the style said \"%s\", without \"%s\"", listener_last_said(&l), press);
    assert_null(strstr(listener_last_said(&l), TR(t, "setup.style.change.click")));
    /* The mouse on it: the tip the tooltip shows says to click. */
    driver_move_mouse(l.a, 10, 10);
    menu m;
    app_scene(l.a)->build_menu(l.a, &m);
    int clicks = 0;
    for (int i = 0; i < m.count; i++) {
        clicks += strstr(m.items[i].tip, TR(t, "setup.style.change.click")) != NULL;
        assert_null(strstr(m.items[i].tip, press));
    }
    assert_int_equal(clicks, 3); /* chairs 2 to 4 are computers at first */
    driver_stop(l.a);
}

static void style_tip_in_english(void **unused)
{
    (void)unused;
    style_tip_follows_the_device("en");
}

static void style_tip_in_spanish(void **unused)
{
    (void)unused;
    style_tip_follows_the_device("es");
}

static void style_tip_in_german(void **unused)
{
    (void)unused;
    style_tip_follows_the_device("de");
}

/* Where the ring is: the label of the ringed button of the setup. */
static const char *ringed_label(app *a)
{
    static menu m;
    app_scene(a)->build_menu(a, &m);
    int at = a->shared->menu.hover;
    return at >= 0 && at < m.count ? m.items[at].label : "";
}

static void chair_button(const i18n *t, int chair, const char *key, char *out, size_t size)
{
    snprintf(out, size, "%s %d: %s", TR(t, "setup.chair"), chair, TR(t, key));
}

/* A chair made Empty by Enter: its row shrank to Empty, Human and Computer
 * and the next Tab said the same chair's Human, which an Enter by habit
 * made a player again. Now the ring moves on to the next choice already
 * made, said after the choice, where Enter changes nothing. */
static void emptying_a_chair_rings_past_its_row(const char *language)
{
    char folder[40];
    snprintf(folder, sizeof folder, "empty-%s", language);
    listener l = open_setup(folder, language);
    app *a = l.a;
    const i18n *t = &a->i18n;
    char empty[160], made[200], next[200], already[300];
    chair_button(t, 2, "setup.empty", empty, sizeof empty);
    assert_true(listener_ring_heard(&l, empty));
    long mark = platform_speech_memory_total(l.voice);
    listener_key(&l, SDLK_RETURN);
    assert_int_equal(setup_table(a)->chairs[1].kind, CHAIR_EMPTY);
    /* Heard made, then where the ring went: chair 3's chosen kind. */
    assert_true(platform_speech_memory_total(l.voice) >= mark + 2);
    long n = platform_speech_memory_count(l.voice);
    snprintf(made, sizeof made, "%s, %s", empty, TR(t, "speech.selected"));
    assert_string_equal(platform_speech_memory_said(l.voice, n - 2), made);
    chair_button(t, 3, "setup.ai", next, sizeof next);
    size_t len = strlen(next);
    snprintf(next + len, sizeof next - len, ", %s", TR(t, "speech.selected"));
    if (!listener_starts_with(listener_last_said(&l), next))
        fail_msg("after emptying chair 2 the voice said \"%s\", not \"%s…\"",
                 listener_last_said(&l), next);
    assert_false(platform_speech_memory_interrupted(l.voice, n - 1)); /* queued after the choice */
    assert_string_equal(ringed_label(a), TR(t, "setup.ai"));
    /* An Enter by habit: chair 3 stays a computer, and says so. */
    listener_key(&l, SDLK_RETURN);
    chair_button(t, 3, "setup.ai", next, sizeof next);
    TRF(t, already, "speech.already", next);
    assert_string_equal(listener_last_said(&l), already);
    assert_int_equal(setup_table(a)->chairs[2].kind, CHAIR_AI);
    assert_int_equal(setup_table(a)->chairs[1].kind, CHAIR_EMPTY);
    /* The last chair: the ring goes on to the starting player's choice. */
    chair_button(t, 4, "setup.empty", empty, sizeof empty);
    assert_true(listener_ring_heard(&l, empty));
    listener_key(&l, SDLK_RETURN);
    assert_int_equal(setup_table(a)->chairs[3].kind, CHAIR_EMPTY);
    snprintf(next, sizeof next, "%s: %s, %s", TR(t, "setup.start"), TR(t, "setup.random"),
             TR(t, "speech.selected"));
    if (!listener_starts_with(listener_last_said(&l), next))
        fail_msg("after emptying chair 4 the voice said \"%s\", not \"%s…\"",
                 listener_last_said(&l), next);
    driver_stop(a);
}

static void emptying_a_chair_in_english(void **unused)
{
    (void)unused;
    emptying_a_chair_rings_past_its_row("en");
}

static void emptying_a_chair_in_spanish(void **unused)
{
    (void)unused;
    emptying_a_chair_rings_past_its_row("es");
}

static void emptying_a_chair_in_german(void **unused)
{
    (void)unused;
    emptying_a_chair_rings_past_its_row("de");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(g_and_t_say_each_line_as_a_sentence),
        cmocka_unit_test(the_ring_is_said_at_each_new_step),
        cmocka_unit_test(hint_reasons_in_english),
        cmocka_unit_test(hint_reasons_in_german),
        cmocka_unit_test(style_tip_in_english),
        cmocka_unit_test(style_tip_in_spanish),
        cmocka_unit_test(style_tip_in_german),
        cmocka_unit_test(emptying_a_chair_in_english),
        cmocka_unit_test(emptying_a_chair_in_spanish),
        cmocka_unit_test(emptying_a_chair_in_german),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
