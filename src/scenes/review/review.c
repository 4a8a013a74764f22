/* The review of a finished game (issue 14): a picture of the table that
 * replays the game move by move or turn by turn, a chart of every player's
 * chance to win with the three biggest mistakes marked, and a side panel
 * that grades the decision shown and lists those mistakes with the better
 * move and why. Opened from the results screen; a game reviewed before
 * (the review is kept in its save) opens at once, any other is analysed on
 * a worker thread with a progress bar and a Cancel button meanwhile. */
#include <stdint.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/review/review.h"

static const SDL_FRect PICTURE = {14, 14, 1341, 623}; /* the table at 0.7 */
const SDL_FRect REVIEW_CHART = {14, 650, 1341, 416};

review_view *review_of(const app *a)
{
    return app_scene_state(a, SCENE_REVIEW);
}

static void refresh_marks(app *a)
{
    review_view *v = review_of(a);
    const village_stored_review *rv = session_review(game_session(a));
    if (!rv || v->marked_for == rv->count + 1)
        return;
    review_marks_compute(&v->marks, rv, session_record(game_session(a)));
    v->marked_for = rv->count + 1;
}

static void forget_backdrop(review_view *v)
{
    gfx_layer_free(&v->backdrop.layer);
    v->backdrop.at = SIZE_MAX;
    v->backdrop.decisions = 0;
}

static void review_enter(app *a)
{
    scene_menu_reset(a);
    if (!game_session(a)) {
        app_switch(a, SCENE_TITLE);
        return;
    }
    review_view *v = review_of(a);
    if (!review_replay_open(a)) {
        app_switch(a, SCENE_RESULTS);
        return;
    }
    v->marked_for = 0;
    forget_backdrop(v); /* another game may have been reviewed before */
    v->work.cancelled = v->work.failed = false;
    v->work.seconds = 0;
    if (!session_review(game_session(a)))
        review_job_start(a);
    refresh_marks(a);
}

static void review_leave(app *a)
{
    review_job_stop(review_of(a)); /* an unfinished analysis is not kept */
}

static void review_close(app *a)
{
    review_view *v = review_of(a);
    review_job_stop(v);
    review_replay_close(v);
    forget_backdrop(v);
}

static void review_targets_reset(app *a)
{
    review_view *v = review_of(a);
    gfx_layer_free(&v->replay.picture);
    v->replay.picture_at = SIZE_MAX;
    forget_backdrop(v);
}

static void build_menu(app *a, menu *m)
{
    review_panel_buttons(a, m);
}

static void act(app *a, int id)
{
    switch (id) {
    case REVIEW_BACK:
        app_switch(a, SCENE_RESULTS);
        break;
    case REVIEW_TURN_BACK:
        review_replay_turn(a, -1);
        break;
    case REVIEW_MOVE_BACK:
        review_replay_step(a, -1);
        break;
    case REVIEW_MOVE_ON:
        review_replay_step(a, 1);
        break;
    case REVIEW_TURN_ON:
        review_replay_turn(a, 1);
        break;
    case REVIEW_CANCEL:
        review_job_cancel(a);
        break;
    case REVIEW_AGAIN:
        review_job_start(a);
        break;
    default:
        break;
    }
}

/* Arrows step by move, Shift+arrows or Up/Down by turn, Home and End to
 * either end of the game. */
static bool key_event(app *a, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN)
        return false;
    bool shift = (e->key.keysym.mod & KMOD_SHIFT) != 0;
    switch (e->key.keysym.sym) {
    case SDLK_LEFT:
        act(a, shift ? REVIEW_TURN_BACK : REVIEW_MOVE_BACK);
        return true;
    case SDLK_RIGHT:
        act(a, shift ? REVIEW_TURN_ON : REVIEW_MOVE_ON);
        return true;
    case SDLK_UP:
        act(a, REVIEW_TURN_BACK);
        return true;
    case SDLK_DOWN:
        act(a, REVIEW_TURN_ON);
        return true;
    case SDLK_HOME:
        review_replay_go(a, 0);
        return true;
    case SDLK_END:
        review_replay_go(a, SIZE_MAX);
        return true;
    default:
        return false;
    }
}

/* A click on a mistake's card or on the chart moves the replay there. */
static bool click_event(app *a, const SDL_Event *e)
{
    if (e->type != SDL_MOUSEBUTTONUP || e->button.button != SDL_BUTTON_LEFT)
        return false;
    float x = (float)e->button.x, y = (float)e->button.y;
    const village_stored_review *rv = session_review(game_session(a));
    for (int k = 0; rv && k < review_of(a)->marks.count; k++) {
        SDL_FRect card;
        if (review_panel_mistake_rect(a, k, &card) && gfx_contains(&card, x, y)) {
            review_replay_go(a, rv->decisions[review_of(a)->marks.mistake[k]].move - 1);
            return true;
        }
    }
    size_t at;
    if (review_chart_hit(a, &REVIEW_CHART, x, y, &at)) {
        review_replay_go(a, at);
        return true;
    }
    return false;
}

static void review_event(app *a, const SDL_Event *e)
{
    if (!game_session(a))
        return;
    if (key_event(a, e)) /* the arrows step the replay; Tab rings the buttons */
        return;
    int id = scene_menu_clicked(a, e, REVIEW_BACK);
    if (id >= 0)
        act(a, id);
    else
        click_event(a, e);
}

static void review_update(app *a, double dt)
{
    (void)dt;
    if (!game_session(a))
        return;
    if (review_job_update(a))
        refresh_marks(a);
}

static void draw_backdrop(app *a)
{
    gfx_image(&a->gfx, "table", &(SDL_FRect){0, 0, gfx_canvas_w(&a->gfx), gfx_canvas_h(&a->gfx)});
    review_replay_draw(a, &PICTURE);
    review_chart_draw(a, &REVIEW_CHART);
}

/* The table picture and the chart change only with the position and the
 * review: between, one copy a frame. */
static void draw_cached_backdrop(app *a)
{
    review_backdrop *b = &review_of(a)->backdrop;
    const village_stored_review *rv = session_review(game_session(a));
    size_t decisions = rv ? rv->count + 1 : 0;
    if (b->at != review_of(a)->replay.at || b->decisions != decisions ||
        !gfx_layer_fits(&a->gfx, &b->layer)) {
        if (!gfx_layer_begin(&a->gfx, &b->layer)) {
            draw_backdrop(a);
            return;
        }
        draw_backdrop(a);
        gfx_layer_end(&a->gfx);
        b->at = review_of(a)->replay.at;
        b->decisions = decisions;
    }
    gfx_layer_draw(&a->gfx, &b->layer);
}

static void review_draw(app *a)
{
    if (!game_session(a))
        return;
    review_replay_prepare(a);
    draw_cached_backdrop(a);
    review_panel_draw(a);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

/* While the analysis runs the progress bar moves: a few frames a second. */
static double review_next_frame_in(app *a)
{
    return review_job_running(a) ? 0.1 : 1.0;
}

const scene SCENE_REVIEW_TABLE = {
    .enter = review_enter,
    .handle_event = review_event,
    .update = review_update,
    .draw = review_draw,
    .leave = review_leave,
    .build_menu = build_menu,
    .targets_reset = review_targets_reset,
    .close = review_close,
    .next_frame_in = review_next_frame_in,
    .state_size = sizeof(review_view),
};
