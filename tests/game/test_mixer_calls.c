/* Issue 43: SDL2_mixer reached through a table of functions, loaded when the
 * sound starts rather than linked (src/app/mixer_calls.h). The table is
 * whole, its functions play a sound on SDL's dummy audio device, and the
 * game's sound opens through it with every sound file loaded. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include <SDL.h>

#include "app/audio.h"
#include "app/mixer_calls.h"

static int start_audio(void **state)
{
    (void)state;
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    return SDL_InitSubSystem(SDL_INIT_AUDIO);
}

static int stop_audio(void **state)
{
    (void)state;
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return 0;
}

static void test_mixer_calls_are_whole(void **state)
{
    (void)state;
    mixer_calls m;
    char why[300] = "";
    assert_true(mixer_calls_load(&m, why, sizeof why));
    void (*const functions[])(void) = {(void (*)(void))m.open_audio,
                                       (void (*)(void))m.init,
                                       (void (*)(void))m.allocate_channels,
                                       (void (*)(void))m.reserve_channels,
                                       (void (*)(void))m.load_wav_rw,
                                       (void (*)(void))m.load_mus,
                                       (void (*)(void))m.free_chunk,
                                       (void (*)(void))m.free_music,
                                       (void (*)(void))m.halt_music,
                                       (void (*)(void))m.close_audio,
                                       (void (*)(void))m.quit,
                                       (void (*)(void))m.volume,
                                       (void (*)(void))m.volume_music,
                                       (void (*)(void))m.playing_music,
                                       (void (*)(void))m.play_music,
                                       (void (*)(void))m.play_channel_timed,
                                       (void (*)(void))m.playing};
    for (size_t i = 0; i < sizeof functions / sizeof functions[0]; i++)
        assert_non_null(functions[i]);
    mixer_calls_unload(&m);
    assert_null(m.library);
    assert_null(m.open_audio);
}

static void test_mixer_calls_play_a_sound(void **state)
{
    (void)state;
    mixer_calls m;
    char why[300] = "";
    assert_true(mixer_calls_load(&m, why, sizeof why));
    assert_int_equal(m.open_audio(44100, MIX_DEFAULT_FORMAT, 2, 1024), 0);
    m.allocate_channels(4);
    Mix_Chunk *click =
        m.load_wav_rw(SDL_RWFromFile(VILLAGE_TEST_DATA_DIR "/sfx/click.ogg", "rb"), 1);
    assert_non_null(click);
    int channel = m.play_channel_timed(-1, click, 0, -1);
    assert_true(channel >= 0);
    assert_int_equal(m.playing(channel), 1);
    m.halt_music();
    m.free_chunk(click);
    m.close_audio();
    m.quit();
    mixer_calls_unload(&m);
}

static void test_game_sound_opens_through_the_table(void **state)
{
    (void)state;
    audio sound;
    audio_init(&sound, VILLAGE_TEST_DATA_DIR);
    assert_true(sound.open);
    assert_non_null(sound.mixer);
    assert_int_equal(sound.missing, 0);
    assert_non_null(sound.theme);
    audio_set_volume(&sound, 100, 100, 0, 100);
    audio_play_cue(&sound, SOUND_TURN);
    assert_int_equal(sound.mixer->playing(0), 1);
    audio_free(&sound);
    assert_false(sound.open);
    assert_null(sound.mixer);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mixer_calls_are_whole),
        cmocka_unit_test(test_mixer_calls_play_a_sound),
        cmocka_unit_test(test_game_sound_opens_through_the_table),
    };
    return cmocka_run_group_tests(tests, start_audio, stop_audio);
}
