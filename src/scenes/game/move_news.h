/* The news of a move played at the table, told to the game scene's parts
 * through one list of listeners: each part registers once what it does
 * with a move (the log adds its lines, the recap notes it, the animation
 * flies it, the autosave writes it, ...), and one notifier calls them in
 * the order they registered. The move path (table_turn.c) only tells the
 * list; it does not know who listens. */
#ifndef VILLAGE_SCENES_GAME_MOVE_NEWS_H
#define VILLAGE_SCENES_GAME_MOVE_NEWS_H

#include <stdbool.h>

#include "app/audio.h"
#include "scenes/game/game.h"
#include "scenes/game/part_view.h"
#include "session/session.h"

/* What a listener hears: the move (the state before it, the actor, its
 * events), the session after it, and what a part may need to act on it:
 * the part view (words, canvas), the sound, and the preferences folder
 * (game_opener: the autosave's and the lessons' place). */
typedef struct move_news {
    const session_change *change;
    const session *game;
    const part_view *view;
    audio *sound;
    const game_opener *at;
} move_news;

typedef void (*move_heard)(void *part, const move_news *news);

typedef struct move_listener {
    const char *name; /* for a reader of the list: the part that listens */
    move_heard heard;
    void *part;
} move_listener;

enum { MOVE_LISTENERS_MAX = 12 };

typedef struct move_listeners {
    move_listener list[MOVE_LISTENERS_MAX];
    int count;
} move_listeners;

/* Adds a listener at the end of the list; false (and nothing added) when
 * the list is full, which is a programming error the caller asserts. */
bool move_listen(move_listeners *l, const char *name, move_heard heard, void *part);
/* Tells each listener, in the order they registered. */
void move_news_tell(const move_listeners *l, const move_news *news);

#endif
