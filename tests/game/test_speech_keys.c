/* Issue 42: the small things a player who cannot see the screen meets
 * first, each driven through the real scenes by key events with a memory
 * voice (platform/speech.h) listening: every menu screen says its own name
 * when it opens, before its first focus, in English, Spanish and German;
 * Shift+H moves the ring to the hint's choice and says it, step by step,
 * so that Enter plays the hint's move without a Tab; and the sounds that
 * carry meaning have their own volume in the settings, apart from the
 * effects, said, applied to the cues' channels and kept in the settings
 * file for the next start; and the loop polls a voice that keeps its own
 * queue (macOS'), waking soon while an utterance waits. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "speech_listener.h"
#include "app/settings.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "scenes/scene.h"
#include "session/session.h"
#include "table/focus.h"
#include "village/ai.h"
#include "village/village.h"

/* The utterance said 'after' others since the mark (0: the first one after
 * it), or "" when fewer were said. */
static const char *said_since(const listener *l, long mark, long after, bool *interrupted)
{
    long total = platform_speech_memory_total(l->voice);
    long kept = platform_speech_memory_count(l->voice);
    long n = kept - (total - mark) + after;
    if (mark + after >= total || n < 0)
        return "";
    if (interrupted)
        *interrupted = platform_speech_memory_interrupted(l->voice, n);
    return platform_speech_memory_said(l->voice, n);
}

/* From the title, the button heard as 'label' pressed by Enter: the first
 * thing said after it is the new screen's name, interrupting, and a Tab
 * then says a button after it. */
static void opens_with_its_name(listener *l, const char *label, int screen, const char *name)
{
    assert_true(listener_ring_heard(l, label));
    long mark = platform_speech_memory_total(l->voice);
    listener_key(l, SDLK_RETURN);
    assert_int_equal(l->a->scene, screen);
    bool interrupted = false;
    const char *first = said_since(l, mark, 0, &interrupted);
    if (strcmp(first, name) != 0)
        fail_msg("%s opened saying \"%s\", not its name \"%s\"", label, first, name);
    assert_true(interrupted);
    listener_key(l, SDLK_TAB);
    assert_true(platform_speech_memory_total(l->voice) > mark + 1);
    assert_string_not_equal(listener_last_said(l), name);
}

static void back_to_title(listener *l)
{
    long mark = platform_speech_memory_total(l->voice);
    app_switch(l->a, SCENE_TITLE);
    driver_frames(l->a, 2);
    assert_string_equal(said_since(l, mark, 0, NULL), TR(&l->a->i18n, "title.name"));
}

static void screens_say_their_names(const char *language)
{
    char folder[40];
    snprintf(folder, sizeof folder, "names-%s", language);
    listener l = listener_start(folder, language);
    const i18n *t = &l.a->i18n;
    opens_with_its_name(&l, TR(t, "title.new"), SCENE_SETUP, TR(t, "setup.title"));
    /* The setup's first Tab says its first chair, after the name. */
    char chair[80];
    snprintf(chair, sizeof chair, "%s 1", TR(t, "setup.chair"));
    assert_true(listener_starts_with(listener_last_said(&l), chair));
    back_to_title(&l);
    opens_with_its_name(&l, TR(t, "title.settings"), SCENE_SETTINGS, TR(t, "settings.title"));
    back_to_title(&l);
    opens_with_its_name(&l, TR(t, "title.rules"), SCENE_RULES, TR(t, "title.rules"));
    back_to_title(&l);
    opens_with_its_name(&l, TR(t, "title.online"), SCENE_ONLINE, TR(t, "online.title"));
    opens_with_its_name(&l, TR(t, "online.join"), SCENE_ONLINE_JOIN, TR(t, "online.join.title"));
    app_switch(l.a, SCENE_ONLINE);
    driver_frames(l.a, 2);
    opens_with_its_name(&l, TR(t, "online.host"), SCENE_ONLINE_HOST, TR(t, "online.host.title"));
    driver_stop(l.a);
}

static void every_screen_says_its_name_in_english(void **unused)
{
    (void)unused;
    screens_say_their_names("en");
}

static void every_screen_says_its_name_in_spanish(void **unused)
{
    (void)unused;
    screens_say_their_names("es");
}

static void every_screen_says_its_name_in_german(void **unused)
{
    (void)unused;
    screens_say_their_names("de");
}

static bool hint_told(app *a, void *unused)
{
    (void)unused;
    return probe_hint_ready(a->shared->game) || probe_message(a->shared->game)[0];
}

/* H asks for the hint; Shift+H then rings its choice at each step and says
 * it ("… The hint's choice."), so Enter alone plays the hint's move. */
static void shift_h_rings_the_hints_choice(void **unused)
{
    (void)unused;
    listener l = listener_start("shift-h", "en");
    app *a = l.a;
    table_config table = {.start_chair = 0, .fixed_seed = true, .seed = 2};
    table.chairs[0] = (table_chair){CHAIR_HUMAN, 0, 0, "Ana"};
    table.chairs[1] = (table_chair){CHAIR_AI, 0, 1, "Bea"};
    char err[256];
    assert_true(game_start_new(a, &table, err, sizeof err));
    app_switch(a, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 120));
    size_t played = session_move_count(game_session(a));
    listener_key(&l, SDLK_h);
    assert_true(wait_until(a, hint_told, NULL, 300));
    assert_true(probe_hint_ready(a->shared->game));
    village_move hinted = probe_hint_result(a->shared->game)->moves[0].move;
    const char *choice = TR(&a->i18n, "speech.option.hinted");
    int steps = 0;
    while (session_move_count(game_session(a)) == played) {
        int option = probe_hint_option(a->shared->game);
        assert_true(option >= 0);
        listener_key_mod(&l, SDLK_h, KMOD_LSHIFT);
        int kind = -1, id = -1;
        assert_true(probe_focus(a->shared->game, &kind, &id));
        assert_int_equal(kind, TABLE_FOCUS_OPTION);
        assert_int_equal(id, option);
        if (!strstr(listener_last_said(&l), choice))
            fail_msg("Shift+H said \"%s\", not the hint's choice", listener_last_said(&l));
        listener_key(&l, SDLK_RETURN);
        assert_true(++steps < 10);
    }
    /* The move played is the hint's, whatever the AI answered after it. */
    const village_record *r = session_record(game_session(a));
    assert_true(r->move_count > played);
    assert_true(village_move_equal(&r->moves[played], &hinted));
    printf("shift+h: the hint's move played in %d step(s)\n", steps);
    game_close(&a->shared->game);
    driver_stop(a);
}

/* Whether the voice said these words, alone, since the start. */
static bool heard_whole(const listener *l, const char *words)
{
    for (long n = 0; n < platform_speech_memory_count(l->voice); n++)
        if (strcmp(platform_speech_memory_said(l->voice, n), words) == 0)
            return true;
    return false;
}

/* A move's later steps join the log line its first began ("… took an
 * orange cube from Family and welcomed a child"; the computer's "… spent 3
 * time and put a member into the black bag"): every line of the log is
 * heard in its final words, not only as first written. */
static void every_log_line_is_heard_whole(void **unused)
{
    (void)unused;
    listener l = listener_start("log-whole", "en");
    app *a = l.a;
    table_config table = {.start_chair = 0, .fixed_seed = true, .seed = 2};
    table.chairs[0] = (table_chair){CHAIR_HUMAN, 0, 0, "Ana"};
    table.chairs[1] = (table_chair){CHAIR_AI, VILLAGE_AI_EASY, 1, "Bea"};
    char err[256];
    assert_true(game_start_new(a, &table, err, sizeof err));
    app_switch(a, SCENE_GAME);
    /* A few turns by the first choice, step by step: Tab rings it at
     * first, and at each new step the ring is on the first option, which
     * Enter takes (seed 2: a cube from Harvest, then its harvest, which
     * joins the cube's line; the computer's moves the same). */
    for (int decisions = 0; decisions < 12; decisions++) {
        assert_true(driver_wait_for_human(a, 120));
        if (decisions == 0)
            listener_key(&l, SDLK_TAB);
        listener_key(&l, SDLK_RETURN);
    }
    assert_true(driver_wait_for_human(a, 120));
    driver_frames(a, 2);
    const struct game_ui *g = a->shared->game;
    int count = probe_log_count(g), joined = 0;
    assert_true(count > 6);
    assert_true(platform_speech_memory_count(l.voice) == platform_speech_memory_total(l.voice));
    for (int i = 1; i < count; i++) { /* the game's opening line is its past, not news */
        const char *line = probe_log_line_at(g, i).text;
        if (!heard_whole(&l, line))
            fail_msg("the log's line \"%s\" was never heard whole", line);
        joined += strstr(line, " and ") != NULL;
    }
    assert_true(joined > 0); /* some line did grow after it was first said */
    game_close(&a->shared->game);
    driver_stop(a);
}

/* The cues' volume: its own row in the settings, said when changed, given
 * to the cues' channels and not to the effects', and kept in the file. */
static void the_cues_have_their_own_volume(void **unused)
{
    (void)unused;
    listener l = listener_start("cue-volume", "en");
    app *a = l.a;
    const i18n *t = &a->i18n;
    assert_int_equal(a->settings.cue_volume, 100);
    assert_true(listener_ring_heard(&l, TR(t, "title.settings")));
    listener_key(&l, SDLK_RETURN);
    assert_int_equal(a->scene, SCENE_SETTINGS);
    driver_frames(a, 2);
    int effects = a->audio.effects_level;
    unsigned long turns = a->audio.asked[SOUND_TURN];
    char minus[160]; /* "Cue sounds (…): -" */
    snprintf(minus, sizeof minus, "%s: -", TR(t, "settings.cue_volume"));
    assert_true(listener_ring_heard(&l, minus));
    listener_key(&l, SDLK_RETURN);
    listener_key(&l, SDLK_RETURN);
    assert_int_equal(a->settings.cue_volume, 80);
    char heard[160]; /* "Cue sounds (…): 80%" */
    snprintf(heard, sizeof heard, "%s: 80", TR(t, "settings.cue_volume"));
    assert_true(listener_starts_with(listener_last_said(&l), heard));
    assert_int_equal(a->audio.cue_level, 128 * a->settings.master_volume * 80 / 10000);
    assert_int_equal(a->audio.effects_level, effects);
    assert_int_equal(a->audio.asked[SOUND_TURN], turns + 2); /* heard at each new level */
    /* The file the next start reads (the driver writes its own there at
     * each start, so it is read as the game's start reads it). */
    char path[1100];
    snprintf(path, sizeof path, "%s/settings.txt", a->pref_dir);
    driver_stop(a);
    settings kept;
    assert_true(settings_load(&kept, path));
    assert_int_equal(kept.cue_volume, 80);
    assert_int_equal(kept.effects_volume, 80);
}

/* A voice that keeps its own queue, as macOS' synthesizer does: its poll
 * says whether an utterance waits for it. */
typedef struct waiting_voice {
    platform_speech base;
    bool waits;
    int polls;
} waiting_voice;

static void waiting_say(platform_speech *v, const char *text, platform_speech_mode mode)
{
    (void)v;
    (void)text;
    (void)mode;
}

static void waiting_stop(platform_speech *v)
{
    (void)v;
}

static void waiting_setting(platform_speech *v, int percent)
{
    (void)v;
    (void)percent;
}

static void waiting_language(platform_speech *v, const char *code)
{
    (void)v;
    (void)code;
}

static void waiting_close(platform_speech *v)
{
    (void)v; /* the test's own */
}

static bool waiting_poll(platform_speech *v)
{
    waiting_voice *w = (waiting_voice *)v;
    w->polls++;
    return w->waits;
}

static const platform_speech_ops WAITING_OPS = {waiting_say,     waiting_stop,     waiting_setting,
                                                waiting_setting, waiting_language, waiting_close,
                                                waiting_poll};

/* The loop gives such a voice its turn at every frame, and while an
 * utterance waits it wakes within a twentieth of a second instead of
 * sleeping until input, so the next one follows without a gap. */
static void the_loop_polls_a_voice_that_queues_itself(void **unused)
{
    (void)unused;
    listener l = listener_start("voice-poll", "en");
    app *a = l.a;
    long polls = platform_speech_memory_polls(l.voice);
    driver_frames(a, 5);
    assert_int_equal(platform_speech_memory_polls(l.voice), polls + 5);
    waiting_voice w = {.base = {&WAITING_OPS, "waiting"}};
    app_voice_use(a, &w.base); /* the memory voice is closed */
    driver_frames(a, 30);      /* the title settles */
    assert_int_equal(w.polls, 30);
    assert_true(app_next_frame_in(a) > 0.05); /* idle: it would sleep */
    w.waits = true;
    driver_frames(a, 1);
    assert_true(app_voice_waiting(a));
    assert_true(app_next_frame_in(a) <= 0.05);
    w.waits = false;
    driver_frames(a, 1);
    assert_true(app_next_frame_in(a) > 0.05);
    app_voice_use(a, NULL);
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_screen_says_its_name_in_english),
        cmocka_unit_test(every_screen_says_its_name_in_spanish),
        cmocka_unit_test(every_screen_says_its_name_in_german),
        cmocka_unit_test(shift_h_rings_the_hints_choice),
        cmocka_unit_test(every_log_line_is_heard_whole),
        cmocka_unit_test(the_cues_have_their_own_volume),
        cmocka_unit_test(the_loop_polls_a_voice_that_queues_itself),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
