/* The game record behind the scene: applying moves, undo points, saving,
 * and asking the seat to act for its move (seat.h). The only front-end file
 * that changes the record. */
#include <stdio.h>
#include <stdlib.h>

#include "session/session.h"
#include "village/ai.h"

struct session {
    village_record record;
    size_t undo_floor; /* moves up to here revealed something: no undo past them */
    /* Parallel to the record's moves: whether the mover had more than one
     * legal move. A move without an alternative was nobody's choice (played
     * for the person, or clicked because nothing else could be), so undo
     * takes it back together with the choice that led to it. */
    bool *had_choice;
    size_t had_choice_capacity;
    seat_source *seats[VILLAGE_MAX_PLAYERS]; /* where each seat's moves come from */
    session_host host;
    /* The decision in progress: begun with the seat's source, its answer
     * once it came, the time since it began (for the pace). */
    bool deciding;
    int decider;
    bool answered;
    village_move answer;
    double elapsed;
    double started;              /* the host's clock when it began */
    session_ai_timing ai_timing; /* the latest finished AI decision */
    /* A guest's session following its host (session_follow): the state is
     * the host's view, not the replay of the record's moves. */
    bool following;
    /* The host's move count at the first view followed and at the state. */
    long follow_first_move, follow_move;
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

static void free_seats(session *s)
{
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++) {
        seat_source_free(s->seats[p]);
        s->seats[p] = NULL;
    }
}

/* Each seat's source from the record: a person here or an AI. */
static bool seat_sources(session *s)
{
    for (int p = 0; p < s->record.num_players; p++) {
        const village_seat *seat = &s->record.seats[p];
        s->seats[p] = seat->kind == VILLAGE_SEAT_AI
                          ? seat_ai_new_styled(seat->ai_level, s->record.ai_styles[p])
                          : seat_person_new();
        if (!s->seats[p])
            return false;
    }
    return true;
}

static session *adopt(const village_record *r)
{
    session *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->record = *r;
    s->host.threads = 1;
    if (!seat_sources(s) || !village_record_replay(r, r->move_count, note_move, s, NULL)) {
        free_seats(s);
        free(s->had_choice);
        free(s);
        return NULL;
    }
    return s;
}

session *session_new(int num_players, uint64_t seed, int start_player,
                     const village_seat seats[VILLAGE_MAX_PLAYERS])
{
    return session_new_styled(num_players, seed, start_player, seats, NULL);
}

session *session_new_styled(int num_players, uint64_t seed, int start_player,
                            const village_seat seats[VILLAGE_MAX_PLAYERS], const int *styles)
{
    village_record r;
    if (!village_record_new(&r, num_players, seed, start_player))
        return NULL;
    for (int p = 0; p < num_players; p++) {
        r.seats[p] = seats[p];
        if (styles && seats[p].kind == VILLAGE_SEAT_AI && styles[p] > 0 &&
            styles[p] < VILLAGE_AI_STYLES)
            r.ai_styles[p] = (uint8_t)styles[p];
    }
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
    session_stop(s);
    free_seats(s);
    village_record_free(&s->record);
    free(s->had_choice);
    free(s);
}

bool session_save(const session *s, const char *path, char *err, size_t size)
{
    if (s->following) {
        snprintf(err, size,
                 "a game followed from its host cannot be saved here: only the host keeps it");
        return false;
    }
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

int session_ai_style(const session *s, int player)
{
    if (player < 0 || player >= s->record.num_players ||
        s->record.seats[player].kind != VILLAGE_SEAT_AI)
        return -1;
    return s->record.ai_styles[player];
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

void session_set_host(session *s, const session_host *host)
{
    s->host = *host;
    if (s->host.threads < 1)
        s->host.threads = 1;
}

bool session_set_source(session *s, int player, seat_source *src)
{
    if (player < 0 || player >= s->record.num_players || !src) {
        seat_source_free(src);
        return false;
    }
    if (s->deciding && s->decider == player)
        session_stop(s);
    seat_source_free(s->seats[player]);
    s->seats[player] = src;
    return true;
}

/* The state as shown to 'player''s source: the hidden draws (the pile's
 * order, the generator) re-dealt from a seed that owes nothing to the
 * record's, so the view cannot lead back to the real ones. */
static void chair_view(const session *s, int player, village_state *view)
{
    *view = s->record.state;
    uint64_t seed =
        ((uint64_t)s->record.move_count << 8 | (uint64_t)player) * 0xBF58476D1CE4E5B9ull;
    village_redeal_hidden(view, seed ^ 0xC4A1B0A7D5EA7ull);
}

/* Every seat that listens hears what changed, in a view of its own
 * (chair_view); one that does not costs nothing. */
static void tell_seats(const session *s, seat_news_kind kind, const session_change *c)
{
    seat_news news = {.kind = kind, .actor = -1, .move_number = s->record.move_count};
    bool written = false;
    for (int p = 0; p < s->record.num_players; p++) {
        if (!seat_listens(s->seats[p]))
            continue;
        if (c && !written) {
            news.actor = c->actor;
            news.move = c->move;
            news.events = c->events;
            if (village_move_format(&c->before, &c->move, news.move_text, sizeof news.move_text) <=
                0)
                snprintf(news.move_text, sizeof news.move_text, "?");
            written = true;
        }
        news.player = p;
        chair_view(s, p, &news.view);
        seat_hear(s->seats[p], &news);
    }
}

bool session_apply(session *s, const village_move *m, session_change *out)
{
    if (s->following)
        return false; /* the host plays its moves (session_follow) */
    session_change change;
    session_change *c = out ? out : &change;
    c->before = s->record.state;
    c->actor = s->record.state.actor;
    c->move = *m;
    if (!note_choice(s, s->record.move_count, choice_in(&s->record.state)) ||
        !village_record_apply(&s->record, m, &c->events))
        return false;
    session_stop(s); /* the decision, whoever made it, is over */
    if (village_events_reveal_hidden(&c->events))
        s->undo_floor = s->record.move_count;
    tell_seats(s, SEAT_NEWS_MOVE, c);
    return true;
}

void session_stop(session *s)
{
    if (s->deciding)
        seat_end(s->seats[s->decider]);
    s->deciding = false;
    s->answered = false;
    s->elapsed = 0;
}

/* Where an undo would take the record back to, or the move count when it
 * cannot: before the holder's latest choice, passing over the AI's moves
 * and every move that had no alternative, and never past another person's
 * choice (that person's turn is theirs to take back, not the holder's). */
static size_t undo_target(const session *s, int holder)
{
    if (s->following)
        return s->record.move_count; /* the host's record is the game */
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
    session_stop(s);
    if (!village_record_truncate(&s->record, target))
        return false;
    tell_seats(s, SEAT_NEWS_UNDO, NULL);
    return true;
}

static void begin_decision(session *s)
{
    int actor = s->record.state.actor;
    seat_turn turn = {.player = actor,
                      .move_number = s->record.move_count,
                      .seed =
                          s->record.seed ^ ((uint64_t)s->record.move_count * 0x9E3779B97F4A7C15ull),
                      .threads = s->host.threads};
    chair_view(s, actor, &turn.view);
    s->deciding = true;
    s->decider = actor;
    s->answered = false;
    s->elapsed = 0;
    s->started = s->host.seconds ? s->host.seconds() : 0;
    seat_begin(s->seats[actor], &turn);
}

/* An AI's answer came: how long it took (session_ai_timing). */
static void time_answer(session *s)
{
    if (s->record.seats[s->decider].kind != VILLAGE_SEAT_AI)
        return;
    village_move moves[VILLAGE_MAX_MOVES];
    s->ai_timing.decisions++;
    s->ai_timing.seconds = s->host.seconds ? s->host.seconds() - s->started : 0;
    s->ai_timing.legal_moves = village_legal_moves(&s->record.state, moves);
}

session_turn session_play(session *s, double dt, double pace, session_change *out)
{
    if (s->record.state.phase == VILLAGE_PHASE_GAME_OVER)
        return SESSION_IDLE;
    if (s->following)
        return SESSION_WAITING; /* the host plays (session_follow) */
    if (!s->deciding)
        begin_decision(s);
    s->elapsed += dt;
    if (!s->answered && seat_poll(s->seats[s->decider], &s->answer) == SEAT_ANSWERED) {
        s->answered = true;
        time_answer(s);
    }
    if (!s->answered || s->elapsed < pace)
        return SESSION_WAITING;
    village_move m = s->answer;
    if (session_apply(s, &m, out))
        return SESSION_PLAYED;
    /* Refused: the record is untouched and the seat decides again. */
    if (out) {
        out->before = s->record.state;
        out->actor = s->decider;
        out->move = m;
        out->events.count = 0;
        out->events.overflowed = false;
    }
    session_stop(s);
    return SESSION_REFUSED;
}

bool session_decide(session *s, const village_move *m)
{
    if (s->following || s->record.state.phase == VILLAGE_PHASE_GAME_OVER)
        return false;
    if (!seat_is_person(s->seats[s->record.state.actor]))
        return false;
    if (!s->deciding)
        begin_decision(s);
    return seat_person_decide(s->seats[s->decider], m);
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

session *session_follow_new(const village_state *first_view, long first_move,
                            const village_seat seats[VILLAGE_MAX_PLAYERS], char *err, size_t size)
{
    village_record r;
    if (!village_record_from_position(&r, first_view, 0, err, size))
        return NULL;
    for (int p = 0; p < r.num_players; p++)
        r.seats[p] = seats[p];
    session *s = calloc(1, sizeof *s);
    if (s) {
        s->record = r;
        s->host.threads = 1;
        s->following = true;
        s->follow_first_move = s->follow_move = first_move > 0 ? first_move : 0;
        /* Nobody here is asked for a move: every seat waits, as a person's. */
        bool sources = true;
        for (int p = 0; p < r.num_players; p++)
            sources = (s->seats[p] = seat_person_new()) != NULL && sources;
        if (sources)
            return s;
        free_seats(s);
        free(s);
    }
    snprintf(err, size, "out of memory");
    village_record_free(&r);
    return NULL;
}

bool session_is_following(const session *s)
{
    return s->following;
}

long session_follow_first_move(const session *s)
{
    return s->following ? s->follow_first_move : -1;
}

long session_follow_move(const session *s)
{
    return s->following ? s->follow_move : -1;
}

bool session_follow(session *s, int actor, const village_move *m, const village_events *ev,
                    const village_state *after, session_change *out)
{
    if (!s->following || actor != s->record.state.actor ||
        after->num_players != s->record.num_players)
        return false;
    village_state before = s->record.state;
    village_events mine;
    if (!note_choice(s, s->record.move_count, choice_in(&before)) ||
        !village_record_apply(&s->record, m, &mine))
        return false;
    /* The host dealt what was hidden: its view, not our draw, is the game. */
    s->record.state = *after;
    s->follow_move++;
    if (out) {
        out->before = before;
        out->actor = actor;
        out->move = *m;
        out->events = *ev;
    }
    return true;
}

bool session_follow_jump(session *s, const village_state *view, long move)
{
    char why[200];
    if (!s->following || view->num_players != s->record.num_players ||
        !village_check_invariants(view, why, sizeof why))
        return false;
    s->record.state = *view;
    s->follow_move = move > 0 ? move : 0;
    return true;
}

bool session_name_seat(session *s, int player, const char *name)
{
    if (player < 0 || player >= s->record.num_players || !name || !name[0])
        return false;
    snprintf(s->record.seats[player].name, sizeof s->record.seats[player].name, "%s", name);
    return true;
}

bool session_follow_seat(session *s, int player, const village_seat *seat, int ai_style)
{
    if (!s->following || player < 0 || player >= s->record.num_players)
        return false;
    s->record.seats[player] = *seat;
    s->record.ai_styles[player] =
        seat->kind == VILLAGE_SEAT_AI && ai_style > 0 && ai_style < VILLAGE_AI_STYLES
            ? (uint8_t)ai_style
            : 0;
    return true;
}
