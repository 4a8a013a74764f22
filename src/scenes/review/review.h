/* The review scene's private header: what it keeps between frames and the
 * functions its files offer one another. Each part is written by the one
 * file named at it; the others read it. The review is of the game in
 * progress (the finished game the results screen shows, or the one
 * Continue opened), and is kept with it in the session, and so in the save. */
#ifndef VILLAGE_SCENES_REVIEW_H
#define VILLAGE_SCENES_REVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "app/app.h"
#include "scenes/scene.h"
#include "ui/widgets.h"
#include "village/analyse.h"
#include "village/save.h"

enum { REVIEW_MISTAKES = 3 };

/* How well a decision was played, by the chance to win it gave away. */
typedef enum review_grade {
    GRADE_BEST,       /* the search's move, or as good */
    GRADE_GOOD,       /* under 2 points of chance lost */
    GRADE_INACCURACY, /* under 5 */
    GRADE_MISTAKE,    /* under 10 */
    GRADE_BLUNDER,
    GRADE_COUNT
} review_grade;

/* The analysis on its worker thread (review_job.c). */
typedef struct review_job {
    village_analysis_job *job;
    int seat;       /* the seat analysed, -1 for everyone */
    bool cancelled; /* the player stopped it: nothing is kept */
    bool failed;    /* the worker could not start or the moves did not replay */
    double started; /* app clock when it started */
    double seconds; /* how long the finished analysis took, wall clock */
} review_job;

/* The game's shape, from one replay when the scene opens (review_replay.c),
 * and where the replay stands. */
typedef struct review_replay {
    size_t moves;        /* the game's move count */
    unsigned *turn;      /* per position (0..moves): which turn it is in */
    int *round;          /* per position: the round */
    size_t at;           /* moves made in the position shown */
    village_state shown; /* the position after 'at' moves */
    gfx_layer picture;   /* the screen's table picture for 'at' */
    size_t picture_at;   /* position the picture shows; SIZE_MAX none */
} review_replay;

/* The three largest losses among the graded players' decisions (review_marks.c). */
typedef struct review_marks {
    int mistake[REVIEW_MISTAKES]; /* indices into the review's decisions */
    int count;
    bool graded[VILLAGE_MAX_PLAYERS]; /* whose decisions are graded: the humans */
    int grades[VILLAGE_MAX_PLAYERS][GRADE_COUNT];
} review_marks;

/* The screen's unchanging part (backdrop, table picture, chart) as last
 * drawn (review.c): redrawn when the position or the review changes, copied
 * 1:1 on every other frame, so the frames stay cheap while the analysis runs. */
typedef struct review_backdrop {
    gfx_layer layer;
    size_t at;        /* position it shows; SIZE_MAX none */
    size_t decisions; /* 1 + the review's decisions it shows; 0 none */
} review_backdrop;

typedef struct review_view {
    review_job work;
    review_replay replay;
    review_marks marks;
    size_t marked_for; /* 1 + decisions the marks were computed from; 0 none */
    review_backdrop backdrop;
} review_view;

/* The scene's state, kept by the app (SCENE_REVIEW_TABLE's state_size). */
review_view *review_of(const app *a);

/* review_job.c */
void review_job_start(app *a);
/* Takes the finished analysis: kept with the game (and saved). True once
 * there is a review to show. */
bool review_job_update(app *a);
bool review_job_running(const app *a);
double review_job_progress(const app *a);
void review_job_cancel(app *a);
void review_job_stop(review_view *v);

/* review_replay.c */
bool review_replay_open(app *a);
void review_replay_close(review_view *v);
void review_replay_go(app *a, size_t at);
void review_replay_step(app *a, int moves);
void review_replay_turn(app *a, int turns);
/* The table picture for the shown position: redrawn first thing in a frame
 * when the position changed, then scaled into the screen's box. */
void review_replay_prepare(app *a);
void review_replay_draw(app *a, const SDL_FRect *box);

/* review_marks.c */
review_grade review_grade_of(const village_review_decision *d);
void review_marks_compute(review_marks *m, const village_stored_review *rv,
                          const village_record *r);
/* The decision about move at + 1 (the one made from the shown position), or NULL. */
const village_review_decision *review_decision_at(const village_stored_review *rv, size_t at);

/* review_chart.c: chances to win after every turn and every analysed decision */
extern const SDL_FRect REVIEW_CHART; /* the chart's box on the canvas (review.c) */
void review_chart_draw(app *a, const SDL_FRect *box);
/* The position a click on the chart goes to (a mistake's mark, else the end
 * of the turn nearest the pointer); false outside the plot. */
bool review_chart_hit(app *a, const SDL_FRect *box, float x, float y, size_t *at);
/* Where player p's point at the end of turn k (the review's turns[k]) is
 * drawn; false when there is no such point (a version 1 review has none). */
bool review_chart_turn_point(app *a, const SDL_FRect *box, size_t k, int p, float *x, float *y);

/* The scene's buttons (review_panel_buttons lays them out). */
enum {
    REVIEW_BACK,
    REVIEW_TURN_BACK,
    REVIEW_MOVE_BACK,
    REVIEW_MOVE_ON,
    REVIEW_TURN_ON,
    REVIEW_CANCEL,
    REVIEW_AGAIN
};

/* review_panel.c: the side panel (the move shown, its grade, the mistakes, progress) */
void review_panel_draw(app *a);
/* The box of mistake card k, for clicks. */
bool review_panel_mistake_rect(app *a, int k, SDL_FRect *out);
/* The decision's grade and chances in words: "Mistake: 12% to win, 8% less
 * than the best move's 20%", or for the best move only its chance. */
void review_panel_grade_line(app *a, const village_review_decision *d, char *out, size_t size);
void review_panel_buttons(app *a, menu *m);

#endif
