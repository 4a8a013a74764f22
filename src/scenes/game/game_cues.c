/* The cues at the table: events and a person's turn to sounds (game_cues.h). */
#include "scenes/game/game_cues.h"

#include "scenes/game/turn.h"

sound_id game_cue_sound(table_cue cue)
{
    switch (cue) {
    case TABLE_CUE_TURN:
        return SOUND_TURN;
    case TABLE_CUE_PLAGUE:
        return SOUND_PLAGUE;
    case TABLE_CUE_DEATH:
        return SOUND_DEATH;
    case TABLE_CUE_END:
        return SOUND_END;
    case TABLE_CUE_REFUSED:
        return SOUND_REFUSED;
    default:
        return SOUND_COUNT;
    }
}

void game_cue_play(audio *sound, table_cue cue)
{
    sound_id id = game_cue_sound(cue);
    if (id != SOUND_COUNT)
        audio_play_cue(sound, id);
}

void game_cues_hear_events(audio *sound, const village_events *ev)
{
    bool played[TABLE_CUE_KINDS] = {false};
    for (int i = 0; i < ev->count; i++) {
        table_cue cue = table_cue_of_event(&ev->items[i]);
        if (cue != TABLE_CUE_NONE && !played[cue]) {
            played[cue] = true;
            game_cue_play(sound, cue);
        }
    }
}

void game_cues_follow(int *turn_seat, const struct game_ui *g, const settings *st, audio *sound)
{
    if (!g)
        return;
    int actor = session_state(g->session)->actor;
    bool deciding = game_deciding(g, st);
    /* Another seat acts (or the game is over): the next decision of a
     * person is a new turn. A person's own steps of one turn are not. */
    if (actor != *turn_seat && !deciding)
        *turn_seat = -1;
    if (deciding && *turn_seat != actor) {
        *turn_seat = actor;
        game_cue_play(sound, TABLE_CUE_TURN);
    }
}

void game_cues_heard(void *part, const move_news *news)
{
    (void)part;
    game_cues_hear_events(news->sound, &news->change->events);
}
