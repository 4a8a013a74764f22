/* The sound effects: loaded by name from the data folder, played on free
 * channels at the settings' volumes (audio.h). */
#include "app/audio.h"

#include <SDL_mixer.h>
#include <stdio.h>
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
    if (Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        fprintf(stderr, "village: no audio device (%s); playing silently\n", Mix_GetError());
        return;
    }
    Mix_Init(MIX_INIT_OGG);
    Mix_AllocateChannels(CHANNELS);
    Mix_ReserveChannels(CUE_CHANNELS);
    a->open = true;
    for (int i = 0; i < SOUND_COUNT; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/sfx/%s.ogg", data_dir, SOUND_NAMES[i]);
        a->chunks[i] = Mix_LoadWAV(path);
        if (!a->chunks[i]) {
            fprintf(stderr, "village: cannot load sound %s: %s\n", path, Mix_GetError());
            a->missing++;
        }
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/sfx/theme.ogg", data_dir);
    a->theme = Mix_LoadMUS(path); /* optional: no theme, no music */
}

void audio_free(audio *a)
{
    for (int i = 0; i < SOUND_COUNT; i++)
        if (a->chunks[i])
            Mix_FreeChunk(a->chunks[i]);
    if (a->theme) {
        Mix_HaltMusic();
        Mix_FreeMusic(a->theme);
    }
    if (a->open) {
        Mix_CloseAudio();
        Mix_Quit();
    }
    memset(a, 0, sizeof *a);
}

void audio_set_volume(audio *a, int master, int effects, int music, int cues)
{
    a->effects_level = MIX_MAX_VOLUME * master * effects / 10000;
    a->cue_level = MIX_MAX_VOLUME * master * cues / 10000;
    if (!a->open)
        return;
    Mix_Volume(-1, a->effects_level);
    for (int channel = 0; channel < CUE_CHANNELS; channel++)
        Mix_Volume(channel, a->cue_level);
    Mix_VolumeMusic(MIX_MAX_VOLUME * master * music / 10000);
    if (music == 0 || master == 0)
        Mix_HaltMusic();
    else
        audio_play_theme(a);
}

void audio_play_theme(audio *a)
{
    if (a->open && a->theme && !Mix_PlayingMusic())
        Mix_PlayMusic(a->theme, -1);
}

void audio_play(audio *a, sound_id id)
{
    a->asked[id]++;
    if (a->open && a->chunks[id])
        Mix_PlayChannel(-1, a->chunks[id], 0);
}

void audio_play_cue(audio *a, sound_id id)
{
    a->asked[id]++;
    if (!a->open || !a->chunks[id])
        return;
    int channel = 0;
    while (channel < CUE_CHANNELS - 1 && Mix_Playing(channel))
        channel++;
    Mix_PlayChannel(channel, a->chunks[id], 0);
}
