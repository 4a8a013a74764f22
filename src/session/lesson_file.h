/* Lessons of the guided first game ("Learn to play", docs/lessons.md): each
 * one a position file (docs/position-format.md) with a "lesson" object that
 * says what the guide points at, which catalogue lines it says first, how it
 * reacts to the events of the move the learner actually made, and what ends
 * the lesson. The position is read by the save layer's validated position
 * reader; the lesson object by this file. No SDL: tests and tools read
 * lessons without a window. */
#ifndef VILLAGE_SESSION_LESSON_FILE_H
#define VILLAGE_SESSION_LESSON_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "village/village.h"

enum {
    LESSON_KEY_MAX = 64,
    LESSON_PROMPTS_MAX = 4,
    LESSON_REACTIONS_MAX = 12,
    LESSON_TARGETS_MAX = 8,
    LESSON_TOPICS_MAX = 3,
    LESSON_GOALS_MAX = 4,
    LESSON_ANCHOR_MAX = 40,
    LESSON_TOPIC_MAX = 24,
    LESSON_LIST_MAX = 24,
    LESSON_FILE_MAX = 64,
    LESSON_FILE_BYTES = 256 * 1024,
};

/* What a move can do that a lesson reacts to or ends on. The names are the
 * lesson files' words (lesson_event_name). */
typedef enum lesson_event {
    LESSON_EV_ANY,          /* any move of the learner */
    LESSON_EV_CUBE_TAKEN,   /* an influence cube taken from a space */
    LESSON_EV_PLAGUE,       /* the plague cube taken (2 time) */
    LESSON_EV_WELL,         /* the well used */
    LESSON_EV_SKIPPED,      /* an action not carried out */
    LESSON_EV_GRAIN,        /* grain gained */
    LESSON_EV_BIRTH,        /* a member born onto the farmyard */
    LESSON_EV_RECALL,       /* a member called back to the farmyard */
    LESSON_EV_TRAINED,      /* a member moved into a craft building */
    LESSON_EV_GOOD,         /* a good gained */
    LESSON_EV_COINS,        /* coins gained */
    LESSON_EV_SERVED,       /* a customer served */
    LESSON_EV_PASSED,       /* passed on a market day */
    LESSON_EV_TRAVELLED,    /* a member moved on the travel map */
    LESSON_EV_CITY,         /* a city marker placed */
    LESSON_EV_COUNCIL,      /* a member entered or climbed the council */
    LESSON_EV_CHURCH,       /* a member went into the black bag */
    LESSON_EV_BOUGHT,       /* a member bought out of the bag at a mass */
    LESSON_EV_PROMOTED,     /* a church member moved left at a mass */
    LESSON_EV_MAJORITY,     /* the church majority won at a mass */
    LESSON_EV_TIME,         /* time paid */
    LESSON_EV_DIED,         /* a member of the learner died */
    LESSON_EV_CHRONICLE,    /* a member of the learner went into the chronicle */
    LESSON_EV_PRESTIGE,     /* prestige gained */
    LESSON_EV_MARKET_ENDED, /* a market day ended (anyone's move) */
    LESSON_EV_MASS_ENDED,   /* a mass ended (anyone's move) */
    LESSON_EV_GAME_OVER,    /* the game ended (anyone's move) */
    LESSON_EV_NEXT_TURN,    /* ends only: the learner's next turn has come */
    LESSON_EV_COUNT
} lesson_event;

typedef struct lesson_reaction {
    lesson_event on;
    int space; /* cube_taken only: that action space, or -1 for any ("cube_taken:market") */
    char say[LESSON_KEY_MAX]; /* catalogue key; {1} is the event's amount */
} lesson_reaction;

typedef struct lesson {
    char title[LESSON_KEY_MAX];
    char topics[LESSON_TOPICS_MAX][LESSON_TOPIC_MAX]; /* rules pages with a "Try it" */
    int topic_count;
    char targets[LESSON_TARGETS_MAX][LESSON_ANCHOR_MAX]; /* layout anchors pointed at */
    int target_count;
    char prompts[LESSON_PROMPTS_MAX][LESSON_KEY_MAX]; /* what the guide says first */
    int prompt_count;
    lesson_reaction reactions[LESSON_REACTIONS_MAX]; /* the first that happened is said */
    int reaction_count;
    lesson_event ends;
    /* What the learner's own moves must show for the lesson to have taught
     * its topic (a customer served, a city marked, …): the tests check it. */
    lesson_event goals[LESSON_GOALS_MAX];
    int goal_count;
    /* Not the game the lesson before left: the guide's first line says so. */
    bool new_table;
    char done[LESSON_KEY_MAX]; /* said when the lesson ends */
    int learner;               /* the seat the person plays */
    village_state start;
} lesson;

/* The lessons in the guided game's order (assets/lessons/lessons.txt) that
 * can be opened, and what was left out. */
typedef struct lesson_list {
    char files[LESSON_LIST_MAX][LESSON_FILE_MAX];
    int count;
    /* Lines left out: not a plain file name, past LESSON_LIST_MAX, or naming
     * a lesson file that is missing or damaged; why the first one was (in
     * English, for stderr). */
    int left_out;
    char first_left_out[400];
} lesson_list;

const char *lesson_event_name(lesson_event e);
/* LESSON_EV_COUNT when the name is unknown. */
lesson_event lesson_event_from_name(const char *name);

/* On failure: false, with a message naming the problem (and its path in the
 * file) in err; out is left untouched. */
bool lesson_from_json(const char *json, lesson *out, char *err, size_t size);
bool lesson_read_file(const char *path, lesson *out, char *err, size_t size);
/* The list file under data_dir/lessons/, with the lessons that can be
 * opened: each listed file is read (lesson_read_file), and a line that is no
 * plain file name or names a missing or damaged lesson is left out and
 * counted, so one bad lesson does not cost the course. False, with why in
 * err, when the list cannot be read or leaves no lesson (out untouched). */
bool lesson_list_read(const char *data_dir, lesson_list *out, char *err, size_t size);
/* The path of the list's n-th lesson. */
void lesson_path(const char *data_dir, const lesson_list *l, int n, char *out, size_t size);

/* Whether the move (made by 'mover', with these events) shows the event for
 * the learner; *amount gets its size (grain gained, time paid, …) when it
 * does. Never LESSON_EV_NEXT_TURN: that takes the turns seen so far. */
bool lesson_event_seen(lesson_event e, int learner, int mover, const village_events *ev,
                       int *amount);
/* The same for a reaction, whose cube_taken may name a space. */
bool lesson_reaction_seen(const lesson_reaction *r, int learner, int mover,
                          const village_events *ev, int *amount);

#endif
