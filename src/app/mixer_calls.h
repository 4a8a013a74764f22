/* The SDL2_mixer functions the sound uses, reached through one table. Where
 * the build names the mixer's shared library (VILLAGE_MIXER_LIBRARY: Linux),
 * the program does not link it: it is loaded when the sound starts, on the
 * frame after the first title frame, so its dozens of dependencies (Debian's
 * build brings FluidSynth, GLib, JACK, libstdc++) cost nothing before the
 * title (docs/game.md, "Start"). Elsewhere the table holds the linked
 * functions. */
#ifndef VILLAGE_APP_MIXER_CALLS_H
#define VILLAGE_APP_MIXER_CALLS_H

#include <SDL_mixer.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct mixer_calls {
    void *library; /* SDL_LoadObject's handle, NULL when linked or emptied */
    int (*open_audio)(int frequency, Uint16 format, int channels, int chunk_size);
    int (*init)(int flags);
    int (*allocate_channels)(int count);
    int (*reserve_channels)(int count);
    Mix_Chunk *(*load_wav_rw)(SDL_RWops *source, int free_source);
    Mix_Music *(*load_mus)(const char *path);
    void (*free_chunk)(Mix_Chunk *chunk);
    void (*free_music)(Mix_Music *music);
    int (*halt_music)(void);
    void (*close_audio)(void);
    void (*quit)(void);
    int (*volume)(int channel, int volume);
    int (*volume_music)(int volume);
    int (*playing_music)(void);
    int (*play_music)(Mix_Music *music, int loops);
    int (*play_channel_timed)(int channel, Mix_Chunk *chunk, int loops, int ticks);
    int (*playing)(int channel);
} mixer_calls;

/* Fills the table; false with the reason in `why` when the library or one
 * of its functions is missing (the game then plays silently). */
bool mixer_calls_load(mixer_calls *m, char *why, size_t why_size);
/* Empties the table (the library itself stays loaded: mixer_calls.c). */
void mixer_calls_unload(mixer_calls *m);

#endif
