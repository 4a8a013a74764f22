/* The one move path (turn.h): the decision or the seat's answer goes to
 * what the table drives, which plays it (the session on this computer, or
 * the network game's), and the news goes to the listeners in the order they
 * registered (game_open.c). Nothing here knows which parts listen. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/handoff.h"
#include "scenes/game/turn.h"
#include "scenes/game/viewer.h"

bool game_deciding(const game_ui *g, const settings *s)
{
    return viewer_to_decide(g) && !view_busy(&g->anim) &&
           session_state(g->session)->phase != VILLAGE_PHASE_GAME_OVER && g->choice.valid &&
           !handoff_pending(g, s);
}

void turn_heard(void *part, const move_news *news)
{
    game_ui *g = part;
    if (session_is_human(news->game, news->change->actor))
        g->last_human = news->change->actor;
    g->peek_customers = false;
}

session_turn turn_play(game_ui *g, double dt, double pace, session_change *c)
{
    session_turn turn = table_play_turn(g->play, dt, pace, c);
    if (turn == SESSION_REFUSED)
        fprintf(stderr, "village: %s's move is not legal now; not played\n",
                session_player_name(g->session, c->actor));
    return turn;
}

void turn_tell(game_ui *g, const session_change *c, const part_view *v, audio *sound,
               const game_opener *at)
{
    move_news_tell(
        &g->listeners,
        &(move_news){.change = c, .game = g->session, .view = v, .sound = sound, .at = at});
}

bool turn_play_decision(game_ui *g, session_change *c)
{
    village_move m;
    return choices_take_decision(&g->choice, &m) && table_play_decide(g->play, &m) &&
           turn_play(g, 0, 0, c) == SESSION_PLAYED;
}

bool turn_play_forced(game_ui *g, const village_move *only, session_change *c)
{
    return table_play_decide(g->play, only) && turn_play(g, 0, 0, c) == SESSION_PLAYED;
}

/* Told with what it did until the person's next click or key: a market day
 * that passes untouched is otherwise a turn the player never saw. */
void turn_note_forced(game_ui *g, const table_words *w, const session_change *c)
{
    const village_state *s = &c->before;
    table_path p;
    table_path_for_move(s, &c->move, &p);
    char step[96] = "", label[160];
    if (p.count > 0)
        table_step_label(w, s, &p.steps[p.count - 1], step, sizeof step);
    if (s->phase == VILLAGE_PHASE_ACTION) /* "Skip the action" says which one */
        snprintf(label, sizeof label, "%s \u2014 %s", table_name_space(w, s->action_space), step);
    else
        snprintf(label, sizeof label, "%s", step);
    char outcome[160];
    table_move_outcome(w, c->actor, &c->events, outcome, sizeof outcome);
    if (!outcome[0])
        snprintf(outcome, sizeof outcome, "%s", TR(w->cat, "game.forced.nothing"));
    if (g->notice_count == NOTICES_MAX) { /* the oldest goes */
        memmove(g->notices[0], g->notices[1], sizeof g->notices[0] * (NOTICES_MAX - 1));
        g->notice_count--;
    }
    bool you = viewer_seat(g) == c->actor && viewer_people(g) == 1;
    i18n_format(
        w->cat, g->notices[g->notice_count++], NOTICE_MAX, you ? "game.forced.you" : "game.forced",
        (const char *const[]){session_player_name(g->session, c->actor), label, outcome, NULL});
}

bool game_person_decides(const app *a)
{
    return a->shared->game && game_deciding(a->shared->game, &a->settings);
}

bool game_decide(app *a, const village_move *m)
{
    session_change c;
    if (!game_person_decides(a) || !table_play_decide(a->shared->game->play, m))
        return false;
    if (turn_play(a->shared->game, 0, 0, &c) == SESSION_PLAYED) {
        part_view v = game_part_view(a);
        game_opener at = game_opener_of(a);
        turn_tell(a->shared->game, &c, &v, &a->audio, &at);
    }
    choices_reset(&a->shared->game->choice);
    return true;
}
