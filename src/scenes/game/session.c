/* The game record behind the scene: applying moves, undo points, saving, and
 * the AI seats running on worker threads. The only front-end file that
 * changes the record. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <SDL.h>

#include "scenes/game/session.h"

struct session {
    village_record record;
    size_t undo_floor; /* moves up to here revealed something: no undo past them */
    /* Parallel to the record's moves: whether the mover had more than one
     * legal move. A move without an alternative was nobody's choice (played
     * for the person, or clicked because nothing else could be), so undo
     * takes it back together with the choice that led to it. */
    bool *had_choice;
    size_t had_choice_capacity;
    village_ai_job *ai_job;
    double ai_elapsed;
    bool ai_ready;
    village_move ai_move;
    double ai_started;           /* wall clock when the running decision began */
    session_ai_timing ai_timing; /* the latest finished decision */
};

static bool choice_in(const village_state *st)
{
    village_move moves[VILLAGE_MAX_MOVES];
    return village_legal_moves(st, moves) > 1;
}

/* Makes room to note move 'index' (the record grows on its own). */
static bool note_choice(session *s, size_t index, bool choice)
{
    if (index >= s->had_choice_capacity) {
        size_t capacity = s->had_choice_capacity ? s->had_choice_capacity * 2 : 256;
        while (capacity <= index)
            capacity *= 2;
        bool *grown = realloc(s->had_choice, capacity * sizeof *grown);
        if (!grown)
            return false;
        s->had_choice = grown;
        s->had_choice_capacity = capacity;
    }
    s->had_choice[index] = choice;
    return true;
}

static bool note_move(void *ctx, size_t index, const village_state *before, const village_move *m,
                      const village_events *ev, const village_state *after)
{
    (void)m, (void)after;
    session *s = ctx;
    if (village_events_reveal_hidden(ev))
        s->undo_floor = index + 1;
    return note_choice(s, index, choice_in(before));
}

static session *adopt(const village_record *r)
{
    session *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->record = *r;
    if (!village_record_replay(r, r->move_count, note_move, s, NULL)) {
        free(s->had_choice);
        free(s);
        return NULL;
    }
    return s;
}

session *session_new(int num_players, uint64_t seed, int start_player,
                     const village_seat seats[VILLAGE_MAX_PLAYERS])
{
    village_record r;
    if (!village_record_new(&r, num_players, seed, start_player))
        return NULL;
    for (int p = 0; p < num_players; p++)
        r.seats[p] = seats[p];
    session *s = adopt(&r);
    if (!s)
        village_record_free(&r);
    return s;
}

session *session_from_position(const village_state *start, uint64_t seed,
                               const village_seat seats[VILLAGE_MAX_PLAYERS], char *err,
                               size_t size)
{
    village_record r;
    if (!village_record_from_position(&r, start, seed, err, size))
        return NULL;
    for (int p = 0; p < r.num_players; p++)
        r.seats[p] = seats[p];
    session *s = adopt(&r);
    if (!s) {
        snprintf(err, size, "out of memory");
        village_record_free(&r);
    }
    return s;
}

session *session_load(const char *path, char *err, size_t size)
{
    village_record r;
    if (!village_save_read_file(path, &r, err, size))
        return NULL;
    session *s = adopt(&r);
    if (!s) {
        snprintf(err, size, "the saved moves no longer replay");
        village_record_free(&r);
    }
    return s;
}

void session_free(session *s)
{
    if (!s)
        return;
    session_stop_ai(s);
    village_record_free(&s->record);
    free(s->had_choice);
    free(s);
}

bool session_save(const session *s, const char *path, char *err, size_t size)
{
    return village_save_write_file(&s->record, path, err, size);
}

const village_record *session_record(const session *s)
{
    return &s->record;
}

const village_state *session_state(const session *s)
{
    return &s->record.state;
}

size_t session_move_count(const session *s)
{
    return s->record.move_count;
}

bool session_is_human(const session *s, int player)
{
    return player >= 0 && player < s->record.num_players &&
           s->record.seats[player].kind == VILLAGE_SEAT_HUMAN;
}

int session_human_count(const session *s)
{
    int n = 0;
    for (int p = 0; p < s->record.num_players; p++)
        n += session_is_human(s, p);
    return n;
}

const char *session_player_name(const session *s, int player)
{
    if (player < 0 || player >= s->record.num_players)
        return "";
    return s->record.seats[player].name;
}

int session_colour(const session *s, int player)
{
    if (player < 0 || player >= VILLAGE_MAX_PLAYERS)
        return 0;
    return s->record.seats[player].colour & 3;
}

int session_last_human_mover(const session *s)
{
    for (size_t i = s->record.move_count; i-- > 0;)
        if (session_is_human(s, s->record.actors[i]) && s->had_choice[i])
            return s->record.actors[i];
    return -1;
}

bool session_apply(session *s, const village_move *m, session_change *out)
{
    session_change change;
    session_change *c = out ? out : &change;
    c->before = s->record.state;
    c->actor = s->record.state.actor;
    if (!note_choice(s, s->record.move_count, choice_in(&s->record.state)) ||
        !village_record_apply(&s->record, m, &c->events))
        return false;
    if (village_events_reveal_hidden(&c->events))
        s->undo_floor = s->record.move_count;
    return true;
}

void session_stop_ai(session *s)
{
    if (s->ai_job)
        village_ai_free(s->ai_job);
    s->ai_job = NULL;
    s->ai_ready = false;
    s->ai_elapsed = 0;
}

/* Where an undo would take the record back to, or the move count when it
 * cannot: before the holder's latest choice, passing over the AI's moves
 * and every move that had no alternative, and never past another person's
 * choice (that person's turn is theirs to take back, not the holder's). */
static size_t undo_target(const session *s, int holder)
{
    if (s->record.state.phase == VILLAGE_PHASE_GAME_OVER)
        return s->record.move_count; /* the result stands */
    for (size_t i = s->record.move_count; i-- > s->undo_floor;) {
        int actor = s->record.actors[i];
        if (!session_is_human(s, actor) || !s->had_choice[i])
            continue;
        if (holder == SESSION_ANY_HUMAN || (holder != SESSION_NOBODY && actor == holder))
            return i;
        break;
    }
    return s->record.move_count;
}

bool session_can_undo(const session *s, int holder)
{
    return undo_target(s, holder) < s->record.move_count;
}

bool session_undo(session *s, int holder)
{
    size_t target = undo_target(s, holder);
    if (target == s->record.move_count)
        return false;
    session_stop_ai(s);
    return village_record_truncate(&s->record, target);
}

/* SDL's counter: mingw-w64's C runtime has no C11 timespec_get. */
static double wall_seconds(void)
{
    return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
}

static void start_ai(session *s)
{
    const village_seat *seat = &s->record.seats[s->record.state.actor];
    village_ai_config cfg = {0};
    cfg.level = seat->ai_level;
    cfg.seed = s->record.seed ^ ((uint64_t)s->record.move_count * 0x9E3779B97F4A7C15ull);
    /* The game thinks by time on every core (docs/ai.md): measured with
     * village --bench-ai, the display keeps its frames without giving the
     * search threads a lower priority. */
    cfg.time_budget = true;
    cfg.threads = SDL_GetCPUCount();
    s->ai_started = wall_seconds();
    s->ai_job = village_ai_start(&s->record.state, &cfg);
    s->ai_elapsed = 0;
    s->ai_ready = false;
    if (!s->ai_job)
        fprintf(stderr, "village: cannot start the AI worker\n");
}

static bool play_ai_move(session *s, session_change *out)
{
    village_move m = s->ai_move;
    session_stop_ai(s);
    if (session_apply(s, &m, out))
        return true;
    /* The AI contract promises a legal move; if it breaks it, say so and keep the game going. */
    fprintf(stderr, "village: the AI chose an illegal move; playing the first legal one\n");
    village_move moves[VILLAGE_MAX_MOVES];
    return village_legal_moves(&s->record.state, moves) > 0 && session_apply(s, &moves[0], out);
}

bool session_play_ai(session *s, double dt, double pace, session_change *out)
{
    const village_state *st = &s->record.state;
    if (st->phase == VILLAGE_PHASE_GAME_OVER || session_is_human(s, st->actor))
        return false;
    if (!s->ai_job)
        start_ai(s);
    if (!s->ai_job)
        return false;
    s->ai_elapsed += dt;
    if (!s->ai_ready && village_ai_poll(s->ai_job, &s->ai_move)) {
        s->ai_ready = true;
        village_move moves[VILLAGE_MAX_MOVES];
        s->ai_timing.decisions++;
        s->ai_timing.seconds = wall_seconds() - s->ai_started;
        s->ai_timing.legal_moves = village_legal_moves(st, moves);
    }
    return s->ai_ready && s->ai_elapsed >= pace && play_ai_move(s, out);
}

void session_ai_timing_get(const session *s, session_ai_timing *out)
{
    *out = s->ai_timing;
}

/* The count lives in the record, so the save keeps it for Continue. */
void session_note_hint(session *s, int player)
{
    if (player >= 0 && player < s->record.num_players &&
        s->record.hints_used[player] < VILLAGE_HINTS_MAX)
        s->record.hints_used[player]++;
}

int session_hints_used(const session *s, int player)
{
    return player >= 0 && player < s->record.num_players ? s->record.hints_used[player] : 0;
}

bool session_set_review(session *s, const village_stored_review *review)
{
    return village_record_set_review(&s->record, review);
}

const village_stored_review *session_review(const session *s)
{
    return s->record.review;
}

void session_set_game_id(session *s, uint64_t id)
{
    s->record.game_id = id;
}

uint64_t session_game_id(const session *s)
{
    return s->record.game_id;
}
