/* SDL2_mixer's functions, loaded at run time or linked (mixer_calls.h). */
#include "app/mixer_calls.h"

#include <SDL_loadso.h>
#include <stdio.h>
#include <string.h>

#ifdef VILLAGE_MIXER_LIBRARY

/* Each entry: where its pointer lives in the table, and its name. */
typedef struct mixer_entry {
    size_t offset;
    const char *name;
} mixer_entry;

#define MIXER_ENTRY(field, symbol)                                                                 \
    {                                                                                              \
        offsetof(mixer_calls, field), #symbol                                                      \
    }
static const mixer_entry MIXER_ENTRIES[] = {
    MIXER_ENTRY(open_audio, Mix_OpenAudio),
    MIXER_ENTRY(init, Mix_Init),
    MIXER_ENTRY(allocate_channels, Mix_AllocateChannels),
    MIXER_ENTRY(reserve_channels, Mix_ReserveChannels),
    MIXER_ENTRY(load_wav_rw, Mix_LoadWAV_RW),
    MIXER_ENTRY(load_mus, Mix_LoadMUS),
    MIXER_ENTRY(free_chunk, Mix_FreeChunk),
    MIXER_ENTRY(free_music, Mix_FreeMusic),
    MIXER_ENTRY(halt_music, Mix_HaltMusic),
    MIXER_ENTRY(close_audio, Mix_CloseAudio),
    MIXER_ENTRY(quit, Mix_Quit),
    MIXER_ENTRY(volume, Mix_Volume),
    MIXER_ENTRY(volume_music, Mix_VolumeMusic),
    MIXER_ENTRY(playing_music, Mix_PlayingMusic),
    MIXER_ENTRY(play_music, Mix_PlayMusic),
    MIXER_ENTRY(play_channel_timed, Mix_PlayChannelTimed),
    MIXER_ENTRY(playing, Mix_Playing),
};
enum { MIXER_ENTRY_COUNT = sizeof MIXER_ENTRIES / sizeof MIXER_ENTRIES[0] };
/* Every function pointer of the table has its entry. */
_Static_assert(sizeof(mixer_calls) == sizeof(void *) * (1 + MIXER_ENTRY_COUNT),
               "a mixer function without its entry");

bool mixer_calls_load(mixer_calls *m, char *why, size_t why_size)
{
    memset(m, 0, sizeof *m);
    void *library = SDL_LoadObject(VILLAGE_MIXER_LIBRARY);
    if (!library) {
        snprintf(why, why_size, "%s", SDL_GetError());
        return false;
    }
    for (int i = 0; i < MIXER_ENTRY_COUNT; i++) {
        void *function = SDL_LoadFunction(library, MIXER_ENTRIES[i].name);
        if (!function) {
            snprintf(why, why_size, "%s has no %s", VILLAGE_MIXER_LIBRARY, MIXER_ENTRIES[i].name);
            SDL_UnloadObject(library);
            memset(m, 0, sizeof *m);
            return false;
        }
        /* POSIX and Windows both let a data pointer carry a function's address. */
        memcpy((char *)m + MIXER_ENTRIES[i].offset, &function, sizeof function);
    }
    m->library = library;
    return true;
}

/* The library stays loaded: the mixer's decoders keep a few blocks reachable
 * from their own data until the process ends, which unloading would turn
 * into leaks (LeakSanitizer saw them), and a second start finds it there. */
void mixer_calls_unload(mixer_calls *m)
{
    memset(m, 0, sizeof *m);
}

#else

bool mixer_calls_load(mixer_calls *m, char *why, size_t why_size)
{
    (void)why;
    (void)why_size;
    *m = (mixer_calls){.open_audio = Mix_OpenAudio,
                       .init = Mix_Init,
                       .allocate_channels = Mix_AllocateChannels,
                       .reserve_channels = Mix_ReserveChannels,
                       .load_wav_rw = Mix_LoadWAV_RW,
                       .load_mus = Mix_LoadMUS,
                       .free_chunk = Mix_FreeChunk,
                       .free_music = Mix_FreeMusic,
                       .halt_music = Mix_HaltMusic,
                       .close_audio = Mix_CloseAudio,
                       .quit = Mix_Quit,
                       .volume = Mix_Volume,
                       .volume_music = Mix_VolumeMusic,
                       .playing_music = Mix_PlayingMusic,
                       .play_music = Mix_PlayMusic,
                       .play_channel_timed = Mix_PlayChannelTimed,
                       .playing = Mix_Playing};
    return true;
}

void mixer_calls_unload(mixer_calls *m)
{
    memset(m, 0, sizeof *m);
}

#endif
