/* Opening lessons ("Learn to play", docs/lessons.md): a lesson file becomes
 * a game against easy AI seats through game_open_session, its guide is
 * started, and the guided game's progress is kept in the preferences
 * folder (lessons.txt) so that "Learn to play" resumes where it was left. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/game/game.h"
#include "scenes/game/game_ui.h"

static const char PROGRESS_FILE[] = "lessons.txt";

static void fill_seats(app *a, const lesson *l, village_seat seats[VILLAGE_MAX_PLAYERS])
{
    memset(seats, 0, sizeof(village_seat) * VILLAGE_MAX_PLAYERS);
    int ai = 0;
    for (int p = 0; p < l->start.num_players; p++) {
        village_seat *s = &seats[p];
        s->colour = (uint8_t)p;
        if (p == l->learner) {
            s->kind = VILLAGE_SEAT_HUMAN;
            snprintf(s->name, sizeof s->name, "%s", TR(&a->i18n, "lesson.learner_name"));
        } else {
            char key[32];
            snprintf(key, sizeof key, "lesson.seat.%d", ++ai);
            s->kind = VILLAGE_SEAT_AI;
            s->ai_level = VILLAGE_AI_EASY;
            snprintf(s->name, sizeof s->name, "%s", TR(&a->i18n, key));
        }
    }
}

/* A lesson that cannot be opened, in the player's language: the save
 * library's refusal of the file, or else a mistake in the lesson's own
 * script; the English detail goes to stderr. */
static void say_broken(app *a, const char *detail, char *err, size_t size)
{
    village_refusal why = village_last_refusal();
    fprintf(stderr, "village: the lesson cannot be opened: %s\n", detail);
    const char *sentence =
        why != VILLAGE_REFUSAL_NONE ? game_refusal_text(a, why) : TR(&a->i18n, "lesson.script");
    i18n_format(&a->i18n, err, size, "lesson.broken", (const char *const[]){sentence, NULL});
}

bool game_start_lesson(app *a, int n, bool chain, char *err, size_t size)
{
    lesson_list list;
    char path[1300], why[700];
    if (!lesson_list_read(a->data_dir, &list, why, sizeof why)) {
        say_broken(a, why, err, size);
        return false;
    }
    if (n < 0 || n >= list.count)
        n = 0;
    static lesson l; /* a state and its keys: kept off the stack */
    lesson_path(a->data_dir, &list, n, path, sizeof path);
    if (!lesson_read_file(path, &l, why, sizeof why)) {
        say_broken(a, why, err, size);
        return false;
    }
    village_seat seats[VILLAGE_MAX_PLAYERS];
    fill_seats(a, &l, seats);
    session *s = session_from_position(&l.start, (uint64_t)n + 1, seats, why, sizeof why);
    if (!s) {
        say_broken(a, why, err, size);
        return false;
    }
    if (!game_open_session(a, s)) {
        snprintf(err, size, "%s", TR(&a->i18n, "setup.cannot_start"));
        return false;
    }
    lesson_begin(a->shared->game, &l, n, list.count, chain);
    if (chain)
        game_lesson_set_progress(a, n);
    return true;
}

int game_lesson_progress(app *a, int *count)
{
    lesson_list list;
    char err[400], path[1200];
    *count = lesson_list_read(a->data_dir, &list, err, sizeof err) ? list.count : 0;
    app_pref_path(a, PROGRESS_FILE, path, sizeof path);
    char *text = a->no_settings ? NULL : village_read_text_file(path, 256, err, sizeof err);
    int next = 0;
    if (text && sscanf(text, "next %d", &next) != 1)
        next = 0;
    free(text);
    return next >= 0 && next < *count ? next : 0;
}

void game_lesson_set_progress(app *a, int next)
{
    if (a->no_settings)
        return;
    char path[1200], text[32], err[600];
    app_pref_path(a, PROGRESS_FILE, path, sizeof path);
    int n = snprintf(text, sizeof text, "next %d\n", next);
    /* Losing the place costs a replayed lesson, never a game: no message. */
    if (!village_write_file_atomic(path, text, (size_t)n, err, sizeof err))
        fprintf(stderr, "village: lesson progress not kept: %s\n", err);
}

int game_lesson_for_topic(app *a, const char *topic)
{
    lesson_list list;
    char err[700], path[1300];
    if (!lesson_list_read(a->data_dir, &list, err, sizeof err))
        return -1;
    static lesson l;
    for (int n = 0; n < list.count; n++) {
        lesson_path(a->data_dir, &list, n, path, sizeof path);
        if (!lesson_read_file(path, &l, err, sizeof err))
            continue; /* said when the lesson is opened */
        for (int t = 0; t < l.topic_count; t++)
            if (strcmp(l.topics[t], topic) == 0)
                return n;
    }
    return -1;
}

bool game_is_lesson(const app *a)
{
    return a->shared->game && lesson_active(a->shared->game);
}
