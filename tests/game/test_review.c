/* The Review screen (issue 14) driven by clicks and keys like a person:
 * Continue a finished game → results → Review → the analysis runs on its
 * worker with a progress bar → the chart and the biggest mistakes show →
 * step forward and back by move and by turn (buttons and arrow keys) → a
 * mistake's card jumps the replay to it → Back. Cancelling mid-analysis
 * keeps nothing; a game reviewed before opens from its save without running
 * the analysis again; the hint count survives Continue; the words fit and
 * stay legible at 1280x720 in English and Spanish; a game finished here is
 * kept and reviewed from the title (Review a game).
 *
 * The game is short so the analysis is quick: a random game's last moves,
 * played from the position they started in (a version 2 save), with one
 * human and two AI seats. Seed: VILLAGE_TEST_SEED (default 42), printed on
 * failure. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "game_driver.h"
#include "platform/system.h"
#include "scenes/game/game.h"
#include "scenes/review/review.h"
#include "ui/widgets.h"

enum { LAST_MOVES = 24 };

/* A random game to its end; then its last 'replayed' moves again (all of
 * them if it has fewer), from the position before them, but for the last
 * 'left' of them. Saved as the autosave of pref_dir. */
static void write_game_part(const char *pref_dir, uint64_t seed, size_t replayed, size_t left)
{
    village_record full;
    assert_true(village_record_new(&full, 3, seed, 0));
    uint64_t rng = seed * 6364136223846793005ull + 1442695040888963407ull;
    village_move moves[VILLAGE_MAX_MOVES];
    while (!village_game_over(&full.state)) {
        int n = village_legal_moves(&full.state, moves);
        assert_true(n > 0);
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        assert_true(village_record_apply(&full, &moves[(rng >> 33) % (uint64_t)n], NULL));
    }
    assert_true(full.move_count > LAST_MOVES);
    village_state start;
    size_t from = replayed < full.move_count ? full.move_count - replayed : 0;
    assert_true(village_record_state_at(&full, from, &start));
    village_record game;
    char why[256];
    if (!village_record_from_position(&game, &start, seed, why, sizeof why))
        fail_msg("seed %llu: %s", (unsigned long long)seed, why);
    for (size_t i = from; i + left < full.move_count; i++)
        assert_true(village_record_apply(&game, &full.moves[i], NULL));
    snprintf(game.seats[0].name, sizeof game.seats[0].name, "Ana");
    for (int p = 1; p < 3; p++) {
        game.seats[p].kind = VILLAGE_SEAT_AI;
        game.seats[p].ai_level = VILLAGE_AI_EASY;
    }
    game.hints_used[0] = 2;
    char path[600];
    snprintf(path, sizeof path, "%s/autosave.json", pref_dir);
    assert_true(village_save_write_file(&game, path, why, sizeof why));
    village_record_free(&game);
    village_record_free(&full);
}

/* The game's last LAST_MOVES moves, but for the last 'left': a game that is
 * quick to review. */
static void write_game_before_its_end(const char *pref_dir, uint64_t seed, size_t left)
{
    write_game_part(pref_dir, seed, LAST_MOVES, left);
}

static void write_finished_game(const char *pref_dir, uint64_t seed)
{
    write_game_before_its_end(pref_dir, seed, 0);
}

static bool click(app *a, const char *key)
{
    return driver_click_label(a, TR(&a->i18n, key), 0);
}

/* Title → Continue → the finished table → its results. */
static void open_results(app *a)
{
    assert_true(click(a, "title.continue"));
    assert_int_equal(a->scene, SCENE_GAME);
    assert_int_equal(session_state(game_session(a))->phase, VILLAGE_PHASE_GAME_OVER);
    assert_true(click(a, "game.see_results"));
    assert_int_equal(a->scene, SCENE_RESULTS);
}

/* The review's analysis is over; notes whether it was seen part done. */
static bool review_done(app *a, void *saw_progress)
{
    double done = review_job_progress(a);
    if (done > 0 && done < 1)
        *(bool *)saw_progress = true;
    return !review_job_running(a);
}

/* Waits until the analysis is done; true once the review is kept. */
static bool wait_for_review(app *a, bool *saw_progress)
{
    wait_until(a, review_done, saw_progress, 600);
    return session_review(game_session(a)) != NULL;
}

static size_t at(app *a)
{
    return review_of(a)->replay.at;
}

static void step_by_buttons_and_keys(app *a)
{
    review_replay *rp = &review_of(a)->replay;
    assert_int_equal(at(a), 0);
    assert_true(click(a, "review.move_on"));
    assert_int_equal(at(a), 1);
    driver_key(a, SDLK_RIGHT, 0, KMOD_NONE);
    assert_int_equal(at(a), 2);
    driver_key(a, SDLK_LEFT, 0, KMOD_NONE);
    assert_int_equal(at(a), 1);
    assert_true(click(a, "review.move_back"));
    assert_int_equal(at(a), 0);
    /* By turn: to where the next one begins, and back to where it began. */
    assert_true(click(a, "review.turn_on"));
    size_t turn = at(a);
    assert_true(turn > 0);
    assert_int_not_equal(rp->turn[turn], rp->turn[turn - 1]);
    for (size_t i = 1; i < turn; i++)
        assert_int_equal(rp->turn[i], rp->turn[0]);
    driver_key(a, SDLK_DOWN, 0, KMOD_NONE);
    assert_true(at(a) > turn);
    driver_key(a, SDLK_LEFT, 0, KMOD_SHIFT);
    assert_int_equal(at(a), turn);
    assert_true(click(a, "review.turn_back"));
    assert_int_equal(at(a), 0);
    /* The shown position is the record's, read back. */
    village_state want;
    driver_key(a, SDLK_END, 0, KMOD_NONE);
    assert_int_equal(at(a), rp->moves);
    assert_true(village_record_state_at(session_record(game_session(a)), rp->moves, &want));
    assert_memory_equal(&rp->shown, &want, sizeof want);
}

static void click_a_mistake(app *a)
{
    const village_stored_review *rv = session_review(game_session(a));
    review_marks *m = &review_of(a)->marks;
    assert_true(m->count > 0);
    for (int k = 0; k < m->count; k++) { /* biggest first, and the humans' only */
        const village_review_decision *d = &rv->decisions[m->mistake[k]];
        assert_true(session_is_human(game_session(a), d->actor));
        assert_true(d->win_best > d->win_played);
        if (k > 0) {
            const village_review_decision *e = &rv->decisions[m->mistake[k - 1]];
            assert_true(e->win_best - e->win_played >= d->win_best - d->win_played);
        }
    }
    int last = m->count - 1;
    SDL_FRect card;
    assert_true(review_panel_mistake_rect(a, last, &card));
    driver_click_rect(a, &card);
    assert_int_equal(at(a), rv->decisions[m->mistake[last]].move - 1);
}

/* One point per turn of the game, at its end, and a click on a point
 * (away from the mistakes' marks) shows the position at that turn's end. */
static void a_point_per_turn(app *a)
{
    const village_stored_review *rv = session_review(game_session(a));
    const review_replay *rp = &review_of(a)->replay;
    const village_record *rec = session_record(game_session(a));
    size_t turns = 0;
    village_state before, after;
    assert_true(village_record_state_at(rec, 0, &after));
    for (size_t k = 1; k <= rp->moves; k++) {
        before = after;
        assert_true(village_record_state_at(rec, k, &after));
        /* the turn passes on, a round starts, or the game ends */
        if (k == rp->moves || after.turn_player != before.turn_player ||
            after.round != before.round || after.phase == VILLAGE_PHASE_GAME_OVER) {
            assert_true(turns < rv->turn_count);
            assert_int_equal(rv->turns[turns].move, k);
            turns++;
        }
    }
    assert_int_equal(rv->turn_count, turns);
    assert_true(turns > 3);
    int clicked = 0;
    for (size_t k = 0; k + 1 < rv->turn_count && clicked < 2; k += 2) {
        float x, y, mx = -100;
        assert_true(review_chart_turn_point(a, &REVIEW_CHART, k, 1, &x, &y));
        for (int m = 0; m < review_of(a)->marks.count; m++) {
            size_t move = rv->decisions[review_of(a)->marks.mistake[m]].move;
            float dx =
                x - (REVIEW_CHART.x + 84 + (REVIEW_CHART.w - 114) * (float)move / (float)rp->moves);
            if (fabsf(dx) < fabsf(mx))
                mx = dx;
        }
        if (fabsf(mx) < 40)
            continue; /* a mistake's mark wins the click there */
        driver_click(a, x, y);
        assert_int_equal(at(a), rv->turns[k].move);
        clicked++;
    }
    assert_true(clicked > 0);
}

static void results_review_step_mistake_back(void **unused)
{
    (void)unused;
    char pref[256];
    assert_true(driver_fresh_dir(pref, sizeof pref, "review-flow"));
    write_finished_game(pref, driver_seed());
    app *a = driver_start(pref);
    assert_non_null(a);
    open_results(a);
    assert_int_equal(session_hints_used(game_session(a), 0), 2); /* kept by the save */
    assert_true(click(a, "results.review"));
    assert_int_equal(a->scene, SCENE_REVIEW);
    /* Started: still running, or (a short game, the main thread preempted)
     * already finished and stored within the click's frame. */
    assert_true(review_job_running(a) || session_review(game_session(a)) != NULL);
    bool saw_progress = false;
    assert_true(wait_for_review(a, &saw_progress));
    driver_frames(a, 2); /* the chart and the mistakes drawn */
    const village_stored_review *rv = session_review(game_session(a));
    assert_true(rv->count > 0);
    assert_int_equal(rv->seat, 0); /* the only human */
    step_by_buttons_and_keys(a);
    a_point_per_turn(a);
    click_a_mistake(a);
    assert_true(click(a, "common.back"));
    assert_int_equal(a->scene, SCENE_RESULTS);
    driver_stop(a);

    /* A fresh application: the review comes from the save, at once. */
    a = driver_start(pref);
    open_results(a);
    assert_non_null(session_review(game_session(a)));
    assert_true(click(a, "results.review"));
    assert_int_equal(a->scene, SCENE_REVIEW);
    assert_false(review_job_running(a));
    assert_true(review_of(a)->marks.count > 0);
    driver_frames(a, 2);
    a_point_per_turn(a); /* the points came back with the save */
    driver_key(a, SDLK_ESCAPE, 0, KMOD_NONE);
    assert_int_equal(a->scene, SCENE_RESULTS);
    driver_stop(a);
    (void)saw_progress; /* a fast machine may finish between two looks */
}

static void cancel_mid_analysis_keeps_nothing(void **unused)
{
    (void)unused;
    char pref[256];
    assert_true(driver_fresh_dir(pref, sizeof pref, "review-cancel"));
    /* The whole game: the analysis of its last moves alone may end within
     * the click's frame on a quiet machine, before it can be cancelled. */
    write_game_part(pref, driver_seed(), SIZE_MAX, 0);
    app *a = driver_start(pref);
    open_results(a);
    assert_true(click(a, "results.review"));
    assert_true(review_job_running(a));
    assert_true(click(a, "review.cancel"));
    assert_false(review_job_running(a));
    assert_true(review_of(a)->work.cancelled);
    assert_null(session_review(game_session(a)));
    /* The replay still works without a review, and the analysis can start again. */
    assert_true(click(a, "review.move_on"));
    assert_int_equal(at(a), 1);
    assert_true(click(a, "review.again"));
    assert_true(review_job_running(a));
    assert_true(click(a, "common.back")); /* leaving stops it: nothing is kept */
    assert_false(review_job_running(a));
    assert_null(session_review(game_session(a)));
    driver_stop(a);
}

/* Both languages at 1280x720: no text under 11 pixels, every button's word
 * inside it, with the stored review shown. */
static void words_fit_in_both_languages(void **unused)
{
    (void)unused;
    char pref[256];
    assert_true(driver_fresh_dir(pref, sizeof pref, "review-words"));
    write_finished_game(pref, driver_seed());
    app *a = driver_start(pref);
    open_results(a);
    assert_true(click(a, "results.review"));
    bool saw = false;
    assert_true(wait_for_review(a, &saw));
    driver_stop(a);

    static app small;
    app_options o = {
        .software = true, .hidden = true, .width = 1280, .height = 720, .scenes = scenes_table()};
    assert_true(app_init(&small, &o));
    char err[512];
    assert_true(game_continue(game_opener_of(&small), err, sizeof err));
    static const char *const languages[] = {"en", "es"};
    for (int l = 0; l < 2; l++) {
        assert_true(app_set_language(&small, languages[l]));
        app_switch(&small, SCENE_REVIEW);
        app_step(&small, 1.0 / 60.0);
        assert_int_equal(small.scene, SCENE_REVIEW);
        assert_false(review_job_running(&small)); /* the save's review */
        review_replay_go(&small, review_of(&small)->replay.moves / 2);
        int smallest = INT32_MAX;
        for (int i = 0; i < 3; i++) {
            app_step(&small, 1.0 / 60.0);
            if (small.gfx.text.smallest_last_frame < smallest)
                smallest = small.gfx.text.smallest_last_frame;
        }
        if (smallest < TEXT_MIN_PIXELS)
            fail_msg("%s: the review draws text %d px tall", languages[l], smallest);
        menu m;
        scene_get(SCENE_REVIEW)->build_menu(&small, &m);
        for (int i = 0; i < m.count; i++) {
            float w;
            widget_button_text(&small.gfx, &m.items[i], &w);
            if (w > m.items[i].rect.w - BUTTON_MARGIN / 2.0f + 0.5f)
                fail_msg("%s: \"%s\" does not fit its button", languages[l], m.items[i].label);
        }
        app_switch(&small, SCENE_RESULTS);
        app_step(&small, 1.0 / 60.0);
    }
    app_shutdown(&small);
}

/* The first button of the scene shown. */
static const char *first_label(app *a)
{
    static menu m;
    app_scene(a)->build_menu(a, &m);
    assert_true(m.count > 0);
    return m.items[0].label;
}

/* A kept game's row starts with the day it was kept, in the language's own
 * format (the minutes may have turned since: the day, month and year are
 * compared). */
static void assert_date_of_today(app *a, const char *row)
{
    time_t now = time(NULL);
    struct tm local;
    assert_true(platform_local_time(now, &local));
    char today[64];
    i18n_date(&a->i18n, today, sizeof today, &local);
    size_t day = strcspn(today, ","); /* up to the time */
    print_message("kept: %s\n", row);
    assert_true(day > 0 && strncmp(row, today, day) == 0);
}

/* Title › Review a game: a game played to its end here is kept, listed and
 * reviewed; its review is kept with it (opening it again is instant), and
 * the person's own game is still what Continue opens. */
static void a_finished_game_is_reviewed_from_the_title(void **unused)
{
    (void)unused;
    char pref[256];
    assert_true(driver_fresh_dir(pref, sizeof pref, "review-kept"));
    write_game_before_its_end(pref, driver_seed(), 1);
    app *a = driver_start(pref);
    assert_true(click(a, "title.review"));
    assert_int_equal(a->scene, SCENE_KEPT);
    assert_string_equal(first_label(a), TR(&a->i18n, "common.back")); /* none kept yet */
    assert_true(click(a, "common.back"));
    assert_true(click(a, "title.continue"));
    for (int i = 0; i < 20 && session_state(game_session(a))->phase != VILLAGE_PHASE_GAME_OVER;
         i++) {
        assert_true(driver_wait_for_human(a, 120));
        if (session_state(game_session(a))->phase != VILLAGE_PHASE_GAME_OVER)
            assert_true(driver_decide(a));
    }
    assert_int_equal(session_state(game_session(a))->phase, VILLAGE_PHASE_GAME_OVER);
    size_t moves = session_move_count(game_session(a));
    char paths[KEPT_GAMES][KEPT_PATH_MAX];
    assert_int_equal(game_kept_games(game_opener_of(a), paths, KEPT_GAMES), 1);
    assert_true(click(a, "game.menu"));
    assert_int_equal(a->scene, SCENE_TITLE);

    assert_true(click(a, "title.review"));
    assert_int_equal(a->scene, SCENE_KEPT);
    char row[128];
    snprintf(row, sizeof row, "%s", first_label(a));
    assert_non_null(strstr(row, "Ana")); /* the players and their scores */
    assert_date_of_today(a, row);
    /* In German, the day as Germans write it. */
    assert_true(click(a, "common.back"));
    assert_true(app_set_language(a, "de"));
    assert_true(click(a, "title.review"));
    assert_date_of_today(a, first_label(a));
    assert_non_null(strstr(first_label(a), ". ")); /* "2. Dez. 2026, 09:41" */
    assert_true(click(a, "common.back"));
    assert_true(app_set_language(a, "en"));
    assert_true(click(a, "title.review"));
    assert_true(driver_click_label(a, row, 0));
    assert_int_equal(a->scene, SCENE_REVIEW);
    assert_false(game_is_own(a->shared->game));
    assert_int_equal(session_move_count(game_session(a)), moves);
    bool saw = false;
    assert_true(wait_for_review(a, &saw));
    assert_true(click(a, "common.back"));
    assert_int_equal(a->scene, SCENE_RESULTS);
    assert_true(click(a, "results.title"));
    assert_int_equal(a->scene, SCENE_TITLE);
    /* Continue is the autosave's game, not the one reviewed. */
    assert_true(click(a, "title.continue"));
    assert_int_equal(a->scene, SCENE_GAME);
    assert_true(game_is_own(a->shared->game));
    assert_true(click(a, "game.menu"));
    driver_stop(a);

    /* A fresh start: the kept game opens with its review. Its row is read
     * again: the row says when the review was written, and the minute may
     * have turned since the row above was read. */
    a = driver_start(pref);
    assert_true(click(a, "title.review"));
    snprintf(row, sizeof row, "%s", first_label(a));
    assert_non_null(strstr(row, "Ana"));
    assert_date_of_today(a, row);
    assert_true(driver_click_label(a, row, 0));
    assert_int_equal(a->scene, SCENE_REVIEW);
    assert_false(review_job_running(a));
    assert_non_null(session_review(game_session(a)));
    driver_stop(a);
}

int main(void)
{
    printf("test_review: seed %llu (VILLAGE_TEST_SEED)\n", (unsigned long long)driver_seed());
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(results_review_step_mistake_back),
        cmocka_unit_test(cancel_mid_analysis_keeps_nothing),
        cmocka_unit_test(words_fit_in_both_languages),
        cmocka_unit_test(a_finished_game_is_reviewed_from_the_title),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
