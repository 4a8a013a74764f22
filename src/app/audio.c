/* The sound effects: loaded by name from the data folder, played on free
 * channels at the settings' volumes (audio.h). */
#include "app/audio.h"

#include "app/mixer_calls.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const SOUND_NAMES[SOUND_COUNT] = {
    "cube",   "coin",    "grain", "hammer", "quill",  "bell",  "bag-shake", "bag-draw",
    "market", "fanfare", "click", "turn",   "plague", "death", "end",       "refused"};

/* Channels kept for the cues: a death and the end can come in one move. */
enum { CHANNELS = 16, CUE_CHANNELS = 2 };

const char *audio_sound_name(sound_id id)
{
    return SOUND_NAMES[id];
}

void audio_init(audio *a, const char *data_dir)
{
    memset(a, 0, sizeof *a);
    mixer_calls *mix = calloc(1, sizeof *mix);
    char why[300];
    if (!mix || !mixer_calls_load(mix, why, sizeof why)) {
        fprintf(stderr, "village: no sound mixer (%s); playing silently\n",
                mix ? why : "out of memory");
        free(mix);
        return;
    }
    if (mix->open_audio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        fprintf(stderr, "village: no audio device (%s); playing silently\n", Mix_GetError());
        mixer_calls_unload(mix);
        free(mix);
        return;
    }
    mix->init(MIX_INIT_OGG);
    mix->allocate_channels(CHANNELS);
    mix->reserve_channels(CUE_CHANNELS);
    a->mixer = mix;
    a->open = true;
    for (int i = 0; i < SOUND_COUNT; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/sfx/%s.ogg", data_dir, SOUND_NAMES[i]);
        a->chunks[i] = mix->load_wav_rw(SDL_RWFromFile(path, "rb"), 1);
        if (!a->chunks[i]) {
            fprintf(stderr, "village: cannot load sound %s: %s\n", path, Mix_GetError());
            a->missing++;
        }
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/sfx/theme.ogg", data_dir);
    a->theme = mix->load_mus(path); /* optional: no theme, no music */
}

void audio_free(audio *a)
{
    mixer_calls *mix = a->mixer;
    for (int i = 0; mix && i < SOUND_COUNT; i++)
        if (a->chunks[i])
            mix->free_chunk(a->chunks[i]);
    if (mix && a->theme) {
        mix->halt_music();
        mix->free_music(a->theme);
    }
    if (mix) {
        mix->close_audio();
        mix->quit();
        mixer_calls_unload(mix);
        free(mix);
    }
    memset(a, 0, sizeof *a);
}

void audio_set_volume(audio *a, int master, int effects, int music, int cues)
{
    a->effects_level = MIX_MAX_VOLUME * master * effects / 10000;
    a->cue_level = MIX_MAX_VOLUME * master * cues / 10000;
    if (!a->open)
        return;
    a->mixer->volume(-1, a->effects_level);
    for (int channel = 0; channel < CUE_CHANNELS; channel++)
        a->mixer->volume(channel, a->cue_level);
    a->mixer->volume_music(MIX_MAX_VOLUME * master * music / 10000);
    if (music == 0 || master == 0)
        a->mixer->halt_music();
    else
        audio_play_theme(a);
}

void audio_play_theme(audio *a)
{
    if (a->open && a->theme && !a->mixer->playing_music())
        a->mixer->play_music(a->theme, -1);
}

void audio_play(audio *a, sound_id id)
{
    a->asked[id]++;
    if (a->open && a->chunks[id])
        a->mixer->play_channel_timed(-1, a->chunks[id], 0, -1);
}

void audio_play_cue(audio *a, sound_id id)
{
    a->asked[id]++;
    if (!a->open || !a->chunks[id])
        return;
    int channel = 0;
    while (channel < CUE_CHANNELS - 1 && a->mixer->playing(channel))
        channel++;
    a->mixer->play_channel_timed(channel, a->chunks[id], 0, -1);
}
