/* Sound effects (SDL2_mixer, loaded when the sound starts where the build
 * says so: mixer_calls.h). Without an audio device, or without the mixer's
 * library, the game runs silent.
 * The cues (your turn, a plague, a death, the end, a refused choice) carry
 * meaning for a player who does not see the screen: they play on channels of
 * their own, so a busy table never drops one. */
#ifndef VILLAGE_APP_AUDIO_H
#define VILLAGE_APP_AUDIO_H

#include <stdbool.h>

typedef enum sound_id {
    SOUND_CUBE,
    SOUND_COIN,
    SOUND_GRAIN,
    SOUND_HAMMER,
    SOUND_QUILL,
    SOUND_BELL,
    SOUND_BAG_SHAKE,
    SOUND_BAG_DRAW,
    SOUND_MARKET,
    SOUND_FANFARE,
    SOUND_CLICK,
    SOUND_TURN,
    SOUND_PLAGUE,
    SOUND_DEATH,
    SOUND_END,
    SOUND_REFUSED,
    SOUND_COUNT
} sound_id;

struct mixer_calls;

typedef struct audio {
    bool open;
    struct mixer_calls *mixer; /* the mixer's functions while the device is open */
    void *chunks[SOUND_COUNT]; /* Mix_Chunk */
    void *theme;               /* Mix_Music: the quiet looping theme, optional */
    int missing;               /* sounds whose file could not be loaded */
    /* How many times each sound was asked for, with or without a device:
     * what tests read instead of listening. */
    unsigned long asked[SOUND_COUNT];
    /* The mixer's volumes (0..128) last given to the effects' channels and
     * to the cues' own, with or without a device: what tests read. */
    int effects_level, cue_level;
} audio;

/* Opens the device and loads <dir>/sfx/<name>.ogg for every sound. */
void audio_init(audio *a, const char *data_dir);
void audio_free(audio *a);
/* Percentages: the cues play at master × cues, apart from the effects, so a
 * player who turns the table's noise down still hears their turn. */
void audio_set_volume(audio *a, int master, int effects, int music, int cues);
/* Starts the looping theme if it is not playing (and the volume allows). */
void audio_play_theme(audio *a);
void audio_play(audio *a, sound_id id);
/* A cue: on the cues' own channels, at the cues' volume. */
void audio_play_cue(audio *a, sound_id id);
const char *audio_sound_name(sound_id id);

#endif
