/* The game scene's state: its parts, each in its own header and written by
 * the file that header names, and the few loose fields of game.c. The
 * parts' headers do not include this one: a part takes its own state and
 * what it reads, so no part reaches another through it. Files that read
 * the whole table (the panels, the focus ring, the recap, the probe) include
 * it and sit above the parts (docs/game.md, "Parts and listeners"). Other
 * scenes and the tools use game.h and session.h instead. */
#ifndef VILLAGE_SCENES_GAME_UI_H
#define VILLAGE_SCENES_GAME_UI_H

#include "scenes/game/autosave.h"
#include "scenes/game/board_cache.h"
#include "scenes/game/choices.h"
#include "scenes/game/focus_state.h"
#include "scenes/game/game_view.h"
#include "scenes/game/hint.h"
#include "scenes/game/hover.h"
#include "scenes/game/log_view.h"
#include "scenes/game/move_news.h"
#include "scenes/game/part_view.h"
#include "scenes/game/table_play.h"
#include "session/lesson_guide.h"
#include "table/log.h"
#include "table/recap.h"

/* The game scene. Each part is written by the one file named at its type;
 * the others read it. The loose fields at the end are game.c's (game_open.c
 * sets them when it creates the game). */
typedef struct game_ui game_ui;

struct game_ui {
    session *session; /* the record, undo points and seats (src/session) */
    anim_view anim;
    chooser choice;
    hover_state hover;
    log_lines log;
    log_panel log_panel;
    board_cache cache;
    save_status save;
    hint_panel hint;
    turn_recap recap;
    lesson_guide lesson;   /* hears every move (session/lesson_guide.h); lesson.c draws it */
    bool apart;            /* a save opened for review, not the person's game (kept_games.c) */
    char apart_path[1200]; /* its file: the finished review is kept there, not in the autosave */
    /* Where the guided game's lesson keeps its moves, so Learn to play goes on
     * from there; empty: nowhere (a lesson alone). Written by lesson_open.c. */
    char lesson_place_path[1200];

    char message[200]; /* a hint for the person (nothing to undo, …) */
    double message_left;
    bool peek_customers; /* the active human is looking at their own customer tiles */
    /* The human seat holding the table (hot seat): who made the last
     * decision or took the hand-over; -1 before anyone has; TABLE_LEFT once
     * the table was left for the title or the game continued from its save,
     * so the next person to act claims it. Undo takes back only this
     * person's decisions (viewer_undo_holder). */
    int last_human;
    /* Moves played for a human seat without a click (forced moves), told
     * with what they cost until the person's next click or key. */
    char notices[NOTICES_MAX][NOTICE_MAX];
    int notice_count;
    bool leave_asked; /* Escape at a decision's root asks before the title (leave_question.c) */
    /* The keyboard's focus over the table (table_focus.c). */
    focus_state focus;
    /* What the table drives (table_play.h): the game on this computer
     * through the session above, or a network game, hosted or joined,
     * through its net_play (net_table.c), whose session that is. */
    struct table_play *play;
    /* Who hears of each move played, in order (move_news.h; registered once
     * by game_open.c when the game is made). */
    move_listeners listeners;
};

#endif
