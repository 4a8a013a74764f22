/* Opening lessons ("Learn to play", docs/lessons.md): a lesson file becomes
 * a game against easy AI seats through game_open_session, its guide is
 * started, and the guided game's progress is kept in the preferences
 * folder (lessons.txt) so that "Learn to play" resumes where it was left. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/game/game.h"
#include "scenes/game/lesson_open.h"

static const char PROGRESS_FILE[] = "lessons.txt";
/* The moves of the guided game's lesson in progress, as a save of a game
 * from the lesson's position: the save reader checks it like any save. */
static const char PLACE_FILE[] = "lesson-save.json";

static void fill_seats(const i18n *cat, const lesson *l, village_seat seats[VILLAGE_MAX_PLAYERS])
{
    memset(seats, 0, sizeof(village_seat) * VILLAGE_MAX_PLAYERS);
    int ai = 0;
    for (int p = 0; p < l->start.num_players; p++) {
        village_seat *s = &seats[p];
        s->colour = (uint8_t)p;
        if (p == l->learner) {
            s->kind = VILLAGE_SEAT_HUMAN;
            snprintf(s->name, sizeof s->name, "%s", TR(cat, "lesson.learner_name"));
        } else {
            char key[32];
            snprintf(key, sizeof key, "lesson.seat.%d", ++ai);
            s->kind = VILLAGE_SEAT_AI;
            s->ai_level = VILLAGE_AI_EASY;
            snprintf(s->name, sizeof s->name, "%s", TR(cat, key));
        }
    }
}

/* A lesson that cannot be opened, in the player's language: the save
 * library's refusal of the file, or else a mistake in the lesson's own
 * script; the English detail goes to stderr. */
static void say_broken(const i18n *cat, const char *detail, char *err, size_t size)
{
    village_refusal why = village_last_refusal();
    fprintf(stderr, "village: the lesson cannot be opened: %s\n", detail);
    const char *sentence =
        why != VILLAGE_REFUSAL_NONE ? game_refusal_text(cat, why) : TR(cat, "lesson.script");
    i18n_format(cat, err, size, "lesson.broken", (const char *const[]){sentence, NULL});
}

/* A kept place is this lesson's when its game starts from the lesson's
 * position, the learner is still a person and the lesson has not ended. */
static bool place_is_lessons(const village_record *r, const lesson *l, char *why, size_t size)
{
    if (!r->from_position || r->num_players != l->start.num_players) {
        snprintf(why, size, "the kept game is not this lesson's");
        return false;
    }
    char *kept = village_position_to_json(&r->start),
         *lessons = village_position_to_json(&l->start);
    bool same = kept && lessons && strcmp(kept, lessons) == 0;
    free(kept);
    free(lessons);
    if (!same) {
        snprintf(why, size, "the kept game starts from another position than the lesson's");
        return false;
    }
    if (r->seats[l->learner].kind != VILLAGE_SEAT_HUMAN) {
        snprintf(why, size, "the learner's seat is not a person's");
        return false;
    }
    if (r->state.phase == VILLAGE_PHASE_GAME_OVER) {
        snprintf(why, size, "the kept game is over");
        return false;
    }
    return true;
}

/* The place of lesson l kept at 'path', as a session, or NULL with the
 * reason (also NULL with why "" when nothing is kept there). */
static session *kept_place(const char *path, const lesson *l, char *why, size_t size)
{
    why[0] = '\0';
    if (!path[0] || !village_save_file_present(path))
        return NULL;
    session *s = session_load(path, why, size);
    if (s && !place_is_lessons(session_record(s), l, why, size)) {
        session_free(s);
        s = NULL;
    }
    return s;
}

bool game_lesson_place_kept(game_opener at)
{
    char path[1200];
    game_opener_path(&at, PLACE_FILE, path, sizeof path);
    return at.may_read_prefs && village_save_file_present(path);
}

/* A damaged place is kept beside (as a damaged autosave is), not deleted
 * with the progress reset that follows: a bug report may need it. */
static void set_place_aside(const char *path)
{
    char moved[1300], err[700];
    if (village_save_set_aside(path, moved, sizeof moved, err, sizeof err))
        fprintf(stderr, "village: the damaged lesson place is kept as %s\n", moved);
    else
        fprintf(stderr, "village: %s\n", err);
}

/* The game of lesson l (the n-th), from its kept place or its position. */
static bool open_lesson(const game_opener *at, const lesson *l, int n, const lesson_list *list,
                        bool chain, bool resume, char *err, size_t size)
{
    const i18n *cat = at->words.cat;
    char why[700], place_why[700] = "", place[1200] = "";
    if (at->may_read_prefs)
        game_opener_path(at, PLACE_FILE, place, sizeof place);
    session *s = resume ? kept_place(place, l, place_why, sizeof place_why) : NULL;
    bool resumed = s != NULL;
    if (!s) {
        village_seat seats[VILLAGE_MAX_PLAYERS];
        fill_seats(cat, l, seats);
        s = session_from_position(&l->start, (uint64_t)n + 1, seats, why, sizeof why);
    }
    if (!s) {
        say_broken(cat, why, err, size);
        return false;
    }
    if (!game_open_session(*at, s)) {
        snprintf(err, size, "%s", TR(cat, "setup.cannot_start"));
        return false;
    }
    game_ui *g = *at->game;
    lesson_begin(&g->lesson, l, n, list->count, chain);
    /* Only the guided game keeps its place (game_autosave writes it). */
    if (chain && at->may_write_prefs)
        game_opener_path(at, PLACE_FILE, g->lesson_place_path, sizeof g->lesson_place_path);
    if (resumed) {
        /* The guide hears the kept moves again: it says what it said when
         * the lesson was left. */
        lesson_hear_record(&g->lesson, session_record(s));
    } else if (place_why[0]) {
        /* The lesson is not lost for a damaged place: it starts over, and says why. */
        snprintf(g->message, sizeof g->message, "%s", TR(cat, "lesson.place_lost"));
        g->message_left = 10.0;
        fprintf(stderr, "village: lesson place not used: %s\n", place_why);
        if (at->may_write_prefs)
            set_place_aside(place);
    }
    if (chain && !resumed)
        game_lesson_set_progress(*at, n);
    return true;
}

static bool start_lesson(const game_opener *at, int n, bool chain, bool resume, char *err,
                         size_t size)
{
    const i18n *cat = at->words.cat;
    lesson_list list;
    char path[1300], why[700];
    if (!lesson_list_read(at->data_dir, &list, why, sizeof why)) {
        say_broken(cat, why, err, size);
        return false;
    }
    if (n < 0 || n >= list.count)
        n = 0;
    lesson *l = malloc(sizeof *l); /* a state and its keys: kept off the stack */
    if (!l) {
        snprintf(err, size, "%s", TR(cat, "setup.cannot_start"));
        return false;
    }
    lesson_path(at->data_dir, &list, n, path, sizeof path);
    bool ok = lesson_read_file(path, l, why, sizeof why);
    if (!ok)
        say_broken(cat, why, err, size);
    else
        ok = open_lesson(at, l, n, &list, chain, resume, err, size);
    free(l);
    return ok;
}

bool game_start_lesson(game_opener at, int n, bool chain, char *err, size_t size)
{
    return start_lesson(&at, n, chain, false, err, size);
}

bool game_resume_lesson(game_opener at, int n, char *err, size_t size)
{
    return start_lesson(&at, n, true, true, err, size);
}

int game_lesson_progress(game_opener at, int *count)
{
    lesson_list list;
    char err[400], path[1200];
    *count = lesson_list_read(at.data_dir, &list, err, sizeof err) ? list.count : 0;
    game_opener_path(&at, PROGRESS_FILE, path, sizeof path);
    char *text = at.may_read_prefs ? village_read_text_file(path, 256, err, sizeof err) : NULL;
    int next = 0;
    if (text && sscanf(text, "next %d", &next) != 1)
        next = 0;
    free(text);
    return next >= 0 && next < *count ? next : 0;
}

bool game_lessons_trouble(game_opener at, char *out, size_t size)
{
    lesson_list list;
    char err[700];
    out[0] = '\0';
    if (!lesson_list_read(at.data_dir, &list, err, sizeof err)) {
        fprintf(stderr, "village: Learn to play is not offered: %s\n", err);
        snprintf(out, size, "%s", TR(at.words.cat, "title.lessons.none"));
        return true;
    }
    if (list.left_out == 0)
        return false;
    fprintf(stderr, "village: %d lessons left out of Learn to play; the first: %s\n", list.left_out,
            list.first_left_out);
    i18n_plural(at.words.cat, out, size, "title.lessons.left_out", list.left_out, NULL);
    return true;
}

void game_lesson_set_progress(game_opener at, int next)
{
    if (!at.may_write_prefs)
        return;
    char path[1200], text[32], err[600];
    game_opener_path(&at, PLACE_FILE, path, sizeof path);
    remove(path); /* the place inside the lesson left is forgotten */
    game_opener_path(&at, PROGRESS_FILE, path, sizeof path);
    int n = snprintf(text, sizeof text, "next %d\n", next);
    /* Losing the place costs a replayed lesson, never a game: no message. */
    if (!village_write_file_atomic(path, text, (size_t)n, err, sizeof err))
        fprintf(stderr, "village: lesson progress not kept: %s\n", err);
}

void game_lessons_for_topics(game_opener at, const char *const topics[], int count, int lesson_of[])
{
    for (int t = 0; t < count; t++)
        lesson_of[t] = -1;
    lesson_list list;
    char err[700], path[1300];
    if (!lesson_list_read(at.data_dir, &list, err, sizeof err))
        return;
    lesson *l = malloc(sizeof *l);
    for (int n = 0; l && n < list.count; n++) {
        lesson_path(at.data_dir, &list, n, path, sizeof path);
        if (!lesson_read_file(path, l, err, sizeof err))
            continue; /* said when the lesson is opened */
        for (int i = 0; i < l->topic_count; i++)
            for (int t = 0; t < count; t++)
                if (lesson_of[t] < 0 && strcmp(l->topics[i], topics[t]) == 0)
                    lesson_of[t] = n;
    }
    free(l);
}

void lesson_open_heard(void *part, const move_news *news)
{
    game_ui *g = part;
    if (lesson_hear(&g->lesson, news->change, session_state(news->game)) && g->lesson.chain)
        game_lesson_set_progress(*news->at, g->lesson.index + 1);
}
