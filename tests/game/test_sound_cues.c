/* Issue 42, item 4: the sounds that carry meaning. Every event kind is
 * given to the game's cues and the sound layer's count of sounds asked for
 * is read (no listening): a plague cube, a death and the end each ask for
 * their own sound, once per move, and no other kind asks for a cue. At a
 * real table, a person's turn asks for its sound when it begins (not at each
 * step of one turn) and Enter on an unavailable option for the refusal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "game_driver.h"
#include "scenes/game/game.h"
#include "scenes/game/game_cues.h"
#include "scenes/game/game_probe.h"
#include "scenes/scene.h"
#include "scenes/table_config.h"

static const sound_id CUE_SOUNDS[] = {SOUND_TURN, SOUND_PLAGUE, SOUND_DEATH, SOUND_END,
                                      SOUND_REFUSED};
enum { CUE_SOUND_COUNT = sizeof CUE_SOUNDS / sizeof CUE_SOUNDS[0] };

static unsigned long cues_asked(const audio *sound)
{
    unsigned long n = 0;
    for (int i = 0; i < CUE_SOUND_COUNT; i++)
        n += sound->asked[CUE_SOUNDS[i]];
    return n;
}

/* The one cue sound an event asks for, or SOUND_COUNT for none. */
static sound_id sound_of(const village_event *e)
{
    audio sound = {0}; /* no device: only counted */
    village_events ev = {.count = 1};
    ev.items[0] = *e;
    game_cues_hear_events(&sound, &ev);
    sound_id heard = SOUND_COUNT;
    for (int id = 0; id < SOUND_COUNT; id++)
        if (sound.asked[id]) {
            assert_int_equal(sound.asked[id], 1);
            assert_int_equal(heard, SOUND_COUNT); /* one sound per event at most */
            heard = (sound_id)id;
        }
    return heard;
}

static void every_event_kind_has_its_sound_or_none(void **unused)
{
    (void)unused;
    int kinds = 0, cued = 0;
    for (int kind = 0; kind < VILLAGE_EV_KINDS; kind++, kinds++) {
        village_event e = {.kind = (uint8_t)kind, .player = 0, .a = 1, .b = 0};
        sound_id want = kind == VILLAGE_EV_MEMBER_DIED ? SOUND_DEATH
                        : kind == VILLAGE_EV_GAME_OVER ? SOUND_END
                                                       : SOUND_COUNT;
        sound_id got = sound_of(&e);
        if (got != want)
            fail_msg("event %s asks for sound %d, not %d", village_event_kind_name(kind), got,
                     want);
        cued += got != SOUND_COUNT;
    }
    assert_int_equal(kinds, VILLAGE_EV_KINDS);
    assert_int_equal(cued, 2);
    /* A plague cube is a cue; every influence colour is only the cube's knock. */
    for (int colour = 0; colour < VILLAGE_CUBE_COLOURS; colour++) {
        village_event taken = {.kind = VILLAGE_EV_CUBE_TAKEN, .a = 2, .b = (uint8_t)colour};
        assert_int_equal(sound_of(&taken), colour == VILLAGE_PLAGUE ? SOUND_PLAGUE : SOUND_COUNT);
        assert_int_equal(table_cue_of_event(&taken),
                         colour == VILLAGE_PLAGUE ? TABLE_CUE_PLAGUE : TABLE_CUE_NONE);
    }
}

static void a_move_asks_each_cue_once(void **unused)
{
    (void)unused;
    audio sound = {0};
    village_events ev = {.count = 5};
    ev.items[0] = (village_event){.kind = VILLAGE_EV_CUBE_TAKEN, .b = VILLAGE_PLAGUE};
    ev.items[1] = (village_event){.kind = VILLAGE_EV_MEMBER_DIED, .player = 0};
    ev.items[2] = (village_event){.kind = VILLAGE_EV_MEMBER_DIED, .player = 1};
    ev.items[3] = (village_event){.kind = VILLAGE_EV_COINS_CHANGED, .amount = 2};
    ev.items[4] = (village_event){.kind = VILLAGE_EV_GAME_OVER};
    game_cues_hear_events(&sound, &ev);
    assert_int_equal(sound.asked[SOUND_PLAGUE], 1);
    assert_int_equal(sound.asked[SOUND_DEATH], 1);
    assert_int_equal(sound.asked[SOUND_END], 1);
    assert_int_equal(cues_asked(&sound), 3);
}

/* Each cue has a sound of its own, none an existing effect's, and a file of
 * its own in the assets (differing bytes: made differently). */
static void each_cue_has_its_own_file(void **unused)
{
    (void)unused;
    static char bytes[CUE_SOUND_COUNT][200000];
    size_t sizes[CUE_SOUND_COUNT];
    for (int i = 0; i < CUE_SOUND_COUNT; i++) {
        assert_int_equal(game_cue_sound((table_cue)(TABLE_CUE_TURN + i)), CUE_SOUNDS[i]);
        char path[512];
        snprintf(path, sizeof path, "%s/sfx/%s.ogg", VILLAGE_TEST_DATA_DIR,
                 audio_sound_name(CUE_SOUNDS[i]));
        FILE *f = fopen(path, "rb");
        if (!f)
            fail_msg("no sound file %s", path);
        sizes[i] = fread(bytes[i], 1, sizeof bytes[i], f);
        fclose(f);
        assert_true(sizes[i] > 1000 && sizes[i] < sizeof bytes[i]);
        for (int j = 0; j < i; j++)
            assert_false(sizes[i] == sizes[j] && memcmp(bytes[i], bytes[j], sizes[i]) == 0);
    }
    assert_int_equal(game_cue_sound(TABLE_CUE_NONE), SOUND_COUNT);
}

static void key(app *a, SDL_Keycode k)
{
    driver_key(a, k, SDL_GetScancodeFromKey(k), KMOD_NONE);
}

/* Tab until the ring is on an option that is (not) available. */
static bool ring_option(app *a, bool enabled)
{
    for (int presses = 0; presses < 60; presses++) {
        key(a, SDLK_TAB);
        int kind, id;
        if (probe_focus(a->shared->game, &kind, &id) && kind == TABLE_FOCUS_OPTION &&
            probe_option_at(a->shared->game, id).enabled == enabled)
            return true;
    }
    return false;
}

static void a_turn_and_a_refusal_sound_at_the_table(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("cues");
    assert_non_null(a);
    table_config table = {.start_chair = 0, .fixed_seed = true, .seed = driver_seed()};
    table.chairs[0] = (table_chair){CHAIR_HUMAN, 0, 0, "Ana"};
    table.chairs[1] = (table_chair){CHAIR_AI, 0, 1, "Bea"};
    char err[256];
    assert_true(game_start_new(a, &table, err, sizeof err));
    app_switch(a, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 60));
    driver_frames(a, 1);
    assert_int_equal(a->audio.asked[SOUND_TURN], 1);
    assert_int_equal(a->audio.asked[SOUND_REFUSED], 0);
    /* Whole turns: the sound once per turn of the person's, never twice in a
     * row of their own steps; once, Enter on an option that cannot be chosen:
     * the refusal, and nothing played. */
    size_t start = session_move_count(game_session(a));
    int turns_seen = 0;
    bool refused = false;
    while (session_move_count(game_session(a)) < start + 16 &&
           session_state(game_session(a))->phase != VILLAGE_PHASE_GAME_OVER) {
        if (!driver_wait_for_human(a, 60))
            break;
        driver_frames(a, 1);
        turns_seen++;
        if (!refused && ring_option(a, false)) {
            size_t moves = session_move_count(game_session(a));
            key(a, SDLK_RETURN);
            assert_int_equal(a->audio.asked[SOUND_REFUSED], 1);
            assert_int_equal(session_move_count(game_session(a)), moves);
            refused = true;
        }
        assert_true(ring_option(a, true));
        key(a, SDLK_RETURN);
    }
    assert_true(refused);
    assert_true(turns_seen > 2);
    unsigned long turn_sounds = a->audio.asked[SOUND_TURN];
    assert_true(turn_sounds >= 2);
    assert_true(turn_sounds <= (unsigned long)turns_seen);
    printf("%d decisions of the person's, %lu turn sounds\n", turns_seen, turn_sounds);
    game_close(&a->shared->game);
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_event_kind_has_its_sound_or_none),
        cmocka_unit_test(a_move_asks_each_cue_once),
        cmocka_unit_test(each_cue_has_its_own_file),
        cmocka_unit_test(a_turn_and_a_refusal_sound_at_the_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
