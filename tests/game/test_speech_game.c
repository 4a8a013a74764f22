/* Issue 42: a player who sees nothing plays whole games, and wins. The test
 * player hears only what the game's voice says (a memory voice behind
 * platform/speech.h) and presses only keys: on the title it answers the
 * first start's offer of speech with S, Tabs through the buttons until it
 * hears the one it wants and presses Enter, sets up the table by the
 * chairs' spoken names and types the game's seed into the field it hears
 * named "Seed". At the table it waits until the voice says a decision is
 * theirs, presses H for the hint (told again when it was told already),
 * and Tabs until it hears the option the hint suggests ("The hint's
 * choice"), then presses Enter; until it hears the results, where it must
 * hear itself in first place. Against easy computers, 2 players in
 * English, 3 in Spanish, 4 in German, each on a fixed seed. It never reads
 * the screen, the menus or the game's state to decide; the state is read
 * only to check the game really ended and who won. The sounds that carry
 * meaning are counted too: its turns, a death and the end were heard.
 * VILLAGE_TEST_HEARD=1 prints each key pressed and what was heard after it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game_driver.h"
#include "platform/speech.h"
#include "scenes/game/game.h"
#include "scenes/scene.h"
#include "session/session.h"
#include "village/village.h"

/* What the player has heard, and where it is in it. */
typedef struct listener {
    app *a;
    platform_speech *voice;
    long heard; /* utterances ever said, when last listened */
} listener;

static const char *last_said(const listener *l)
{
    long n = platform_speech_memory_count(l->voice);
    return n ? platform_speech_memory_said(l->voice, n - 1) : "";
}

static void key(listener *l, SDL_Keycode k)
{
    driver_key(l->a, k, SDL_GetScancodeFromKey(k), KMOD_NONE);
    if (getenv("VILLAGE_TEST_HEARD"))
        fprintf(stderr, "[%s] %s\n", SDL_GetKeyName(k), last_said(l));
}

/* Typing into the ringed field: a keyboard's letters arrive as text. */
static void type(listener *l, const char *text)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    e.text.windowID = SDL_GetWindowID(l->a->window);
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    SDL_PushEvent(&e);
    driver_frames(l->a, 2);
}

/* A catalogue sentence up to its first blank ("Your decision. "): what
 * the player listens for. */
static void opening_of(const listener *l, const char *catalogue_key, char *out, size_t size)
{
    snprintf(out, size, "%s", TR(&l->a->i18n, catalogue_key));
    char *blank = strstr(out, "{");
    if (blank)
        *blank = '\0';
}

static bool starts_with(const char *text, const char *start)
{
    return strncmp(text, start, strlen(start)) == 0;
}

/* Tab until the voice says something starting so, then Enter. */
static void press_heard(listener *l, const char *start)
{
    for (int presses = 0; presses < 80; presses++) {
        key(l, SDLK_TAB);
        if (starts_with(last_said(l), start)) {
            key(l, SDLK_RETURN);
            return;
        }
    }
    fail_msg("never heard \"%s\"; last heard \"%s\"", start, last_said(l));
}

static void press_chair(listener *l, int chair, const char *what_key)
{
    char start[160];
    snprintf(start, sizeof start, "%s %d: %s", TR(&l->a->i18n, "setup.chair"), chair,
             TR(&l->a->i18n, what_key));
    press_heard(l, start);
}

typedef struct news {
    listener *l;
    char decision[64], over[64];
    bool over_heard;
    char said[2048]; /* the decision heard last */
} news;

/* Something new was said: a decision is the player's, or the game is over. */
static bool decision_or_end(app *a, void *ctx)
{
    (void)a;
    news *n = ctx;
    listener *l = n->l;
    long total = platform_speech_memory_total(l->voice);
    long kept = platform_speech_memory_count(l->voice);
    bool found = false;
    for (long t = l->heard; t < total; t++) {
        const char *said = platform_speech_memory_said(l->voice, kept - (total - t));
        if (starts_with(said, n->over))
            n->over_heard = true;
        if (starts_with(said, n->decision))
            snprintf(n->said, sizeof n->said, "%s", said);
        if (starts_with(said, n->decision) || starts_with(said, n->over))
            found = true;
    }
    l->heard = total;
    return found;
}

/* The utterance is an option the player may choose: neither unavailable,
 * nor a button, nor the log. */
static bool choosable(const listener *l, const char *said)
{
    char unavailable[80], button[80], log[80];
    opening_of(l, "speech.option.unavailable", unavailable, sizeof unavailable);
    snprintf(button, sizeof button, "%s", TR(&l->a->i18n, "speech.button") + 3); /* ", button" */
    opening_of(l, "speech.focus.log", log, sizeof log);
    return said[0] && !strstr(said, unavailable) && !strstr(said, button) &&
           !starts_with(said, log);
}

/* What the player waits for after H: the hint's words, or that it failed. */
typedef struct hint_wait {
    listener *l;
    char hint[64], failed[200];
    bool heard;
} hint_wait;

static bool hint_or_failure(app *a, void *ctx)
{
    (void)a;
    hint_wait *h = ctx;
    listener *l = h->l;
    long total = platform_speech_memory_total(l->voice);
    long kept = platform_speech_memory_count(l->voice);
    bool found = false;
    for (long t = l->heard; t < total; t++) {
        const char *said = platform_speech_memory_said(l->voice, kept - (total - t));
        if (starts_with(said, h->hint)) {
            h->heard = true;
            found = true;
        }
        if (starts_with(said, h->failed))
            found = true;
    }
    l->heard = total;
    return found;
}

/* Tab until the voice says the option is the hint's, then Enter. */
static bool press_hinted(listener *l, const char *hinted)
{
    for (int presses = 0; presses < 80; presses++) {
        key(l, SDLK_TAB);
        if (strstr(last_said(l), hinted)) {
            key(l, SDLK_RETURN);
            return true;
        }
    }
    return false;
}

/* aim_to_win: by the hint, and the win asserted; else the first option it
 * may choose. The sanitizer build plays every game so: there the hints'
 * analyses cost 3 minutes of CPU for the 2-player game alone, and the
 * default build asserts the wins. */
static void play_by_ear(const char *language, int players, const char *seed, bool aim_to_win)
{
    char name[40];
    snprintf(name, sizeof name, "speech-%s-%d", language, players);
    app *a = driver_start_fresh(name);
    assert_non_null(a);
    assert_true(app_set_language(a, language));
    listener l = {.a = a, .voice = platform_speech_memory_new()};
    app_voice_use(a, l.voice);
    app_switch(a, SCENE_TITLE); /* the title again, now with the voice to hear its offer */
    driver_frames(a, 2);
    assert_string_equal(last_said(&l), TR(&a->i18n, "speech.offer"));
    key(&l, SDLK_s);
    assert_true(a->settings.speech);
    assert_string_equal(last_said(&l), TR(&a->i18n, "speech.on"));

    press_heard(&l, TR(&a->i18n, "title.new"));
    for (int chair = 2; chair <= players; chair++)
        press_chair(&l, chair, "setup.easy");
    for (int chair = players + 1; chair <= VILLAGE_MAX_PLAYERS; chair++)
        press_chair(&l, chair, "setup.empty");
    char seed_field[160]; /* "Seed: empty, text field": Enter, the digits, Tab */
    snprintf(seed_field, sizeof seed_field, "%s: %s", TR(&a->i18n, "setup.seed"),
             TR(&a->i18n, "speech.field.empty"));
    press_heard(&l, seed_field);
    type(&l, seed);
    key(&l, SDLK_TAB);
    press_heard(&l, TR(&a->i18n, "setup.play"));
    assert_int_equal(a->scene, SCENE_GAME);
    assert_int_equal(session_record(game_session(a))->seed, strtoull(seed, NULL, 10));

    news n = {.l = &l};
    opening_of(&l, "speech.decision", n.decision, sizeof n.decision);
    snprintf(n.over, sizeof n.over, "%s", TR(&a->i18n, "prompt.game-over"));
    int decisions = 0, steps = 0, questions = 0, hinted = 0;
    char one_choice[80]; /* "1 choice:" */
    i18n_plural(&a->i18n, one_choice, sizeof one_choice, "speech.choices", 1, NULL);
    while (!n.over_heard) {
        assert_true(wait_until(a, decision_or_end, &n, 600));
        if (n.over_heard)
            break;
        if (decisions % 25 == 0) { /* the player asks what they have and where the cubes are */
            key(&l, SDLK_r);
            assert_true(strlen(last_said(&l)) > 10);
            key(&l, SDLK_c);
            assert_true(strlen(last_said(&l)) > 10);
            char market[80]; /* M, K and B answer with the market, council and chronicle */
            snprintf(market, sizeof market, "%s", TR(&a->i18n, "speech.market"));
            key(&l, SDLK_m);
            assert_true(starts_with(last_said(&l), market));
            key(&l, SDLK_k);
            assert_true(strlen(last_said(&l)) > 10);
            key(&l, SDLK_b);
            assert_true(strlen(last_said(&l)) > 10);
            questions += 5;
        }
        /* The hint, heard, then its option found by ear; a decision of one
         * choice needs none. */
        if (!aim_to_win || strstr(n.said, one_choice)) {
            int presses = 0;
            do {
                key(&l, SDLK_TAB);
                assert_true(++presses < 80);
            } while (!choosable(&l, last_said(&l)));
            key(&l, SDLK_RETURN);
            steps++;
            decisions++;
            continue;
        }
        /* The hint, heard, then its option found by ear. */
        hint_wait h = {.l = &l};
        opening_of(&l, "speech.hint", h.hint, sizeof h.hint);
        snprintf(h.failed, sizeof h.failed, "%s", TR(&a->i18n, "hint.failed"));
        l.heard = platform_speech_memory_total(l.voice);
        key(&l, SDLK_h);
        assert_true(wait_until(a, hint_or_failure, &h, 600));
        if (h.heard && press_hinted(&l, TR(&a->i18n, "speech.option.hinted"))) {
            hinted++;
        } else { /* no hint to follow: the first option it may choose */
            int presses = 0;
            do {
                key(&l, SDLK_TAB);
                assert_true(++presses < 80);
            } while (!choosable(&l, last_said(&l)));
            key(&l, SDLK_RETURN);
        }
        steps++;
        decisions++;
        assert_true(decisions < 3000);
    }
    const village_state *s = session_state(game_session(a));
    assert_int_equal(s->phase, VILLAGE_PHASE_GAME_OVER);
    assert_int_equal(s->num_players, players);
    /* The results were said with every player's place. */
    char place[80];
    opening_of(&l, "speech.rank", place, sizeof place);
    long kept = platform_speech_memory_count(l.voice);
    const char *results = "";
    for (long i = kept - 1; i >= 0 && !results[0]; i--)
        if (starts_with(platform_speech_memory_said(l.voice, i), n.over))
            results = platform_speech_memory_said(l.voice, i);
    int places = 0;
    for (const char *p = strstr(results, place); p; p = strstr(p + 1, place))
        places++;
    assert_int_equal(places, players);
    /* It heard itself in first place, and it did win. */
    village_result r;
    village_result_compute(s, &r);
    if (aim_to_win) {
        char first[200];
        i18n_format(
            &a->i18n, first, sizeof first, "speech.rank",
            (const char *const[]){"1", session_player_name(game_session(a), 0), "\x01", NULL});
        *strchr(first, '\x01') = '\0';
        if (!strstr(results, first))
            fail_msg("seed %s: the player did not win: \"%s\"", seed, results);
        assert_int_equal(r.rank[0], 1);
    }
    /* The sounds that carry meaning: its turns, a death and the end. */
    assert_true(a->audio.asked[SOUND_TURN] >= 10);
    assert_true(a->audio.asked[SOUND_DEATH] >= 1);
    assert_int_equal(a->audio.asked[SOUND_END], 1);
    printf("speech %s, %d players, seed %s: %s with %d points; %d steps chosen by ear, %d by the "
           "hint, %d questions, %ld utterances, %lu turn sounds, %d hints computed\n",
           language, players, seed, r.rank[0] == 1 ? "won" : "lost", r.score[0].total, steps,
           hinted, questions, platform_speech_memory_total(l.voice), a->audio.asked[SOUND_TURN],
           session_hints_used(game_session(a), 0));
    game_close(&a->shared->game);
    driver_stop(a);
}

#ifdef VILLAGE_SANITIZER_BUILD
enum { SANITIZER_BUILD = 1 };
#else
enum { SANITIZER_BUILD = 0 };
#endif

/* The seeds: any seed may be given instead (VILLAGE_TEST_SEED). */
static const char *seed_or(const char *fixed)
{
    const char *env = getenv("VILLAGE_TEST_SEED");
    return env ? env : fixed;
}

static void test_wins_two_players_in_english(void **unused)
{
    (void)unused;
    play_by_ear("en", 2, seed_or("2"), !SANITIZER_BUILD);
}

static void test_wins_three_players_in_spanish(void **unused)
{
    (void)unused;
    play_by_ear("es", 3, seed_or("9"), !SANITIZER_BUILD);
}

static void test_wins_four_players_in_german(void **unused)
{
    (void)unused;
    play_by_ear("de", 4, seed_or("9"), !SANITIZER_BUILD);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wins_two_players_in_english),
        cmocka_unit_test(test_wins_three_players_in_spanish),
        cmocka_unit_test(test_wins_four_players_in_german),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
