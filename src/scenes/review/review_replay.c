/* The review's replay: the game's positions read back from the record
 * (village_record_state_at), stepped move by move or turn by turn, drawn by
 * the game's own table drawing into a picture that is redrawn only when the
 * position changes. The only file that writes review_replay. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/game/game.h"
#include "scenes/review/review.h"

/* The table's part of the canvas: the board and the farmyards. */
static const SDL_FRect TABLE_PART = {0, 0, 1916, 890};

typedef struct shape_walk {
    review_replay *r;
    unsigned turn;
} shape_walk;

static bool note_shape(void *ctx, size_t index, const village_state *before, const village_move *m,
                       const village_events *ev, const village_state *after)
{
    (void)m, (void)ev;
    shape_walk *w = ctx;
    if (village_ends_turn(before, after))
        w->turn++;
    w->r->turn[index + 1] = w->turn;
    w->r->round[index + 1] = after->round;
    return true;
}

bool review_replay_open(app *a)
{
    review_replay *r = &review_of(a)->replay;
    const village_record *rec = session_record(game_session(a));
    review_replay_close(review_of(a));
    r->moves = rec->move_count;
    r->turn = calloc(r->moves + 1, sizeof *r->turn);
    r->round = calloc(r->moves + 1, sizeof *r->round);
    village_state start;
    shape_walk w = {r, 0};
    bool ok = r->turn && r->round && village_record_start_state(rec, &start) &&
              village_record_replay(rec, rec->move_count, note_shape, &w, NULL);
    if (!ok) {
        review_replay_close(review_of(a));
        return false;
    }
    r->round[0] = start.round;
    r->picture_at = SIZE_MAX;
    review_replay_go(a, 0);
    return true;
}

void review_replay_close(review_view *v)
{
    review_replay *r = &v->replay;
    free(r->turn);
    free(r->round);
    gfx_layer_free(&r->picture);
    memset(r, 0, sizeof *r);
    r->picture_at = SIZE_MAX;
}

void review_replay_go(app *a, size_t at)
{
    review_replay *r = &review_of(a)->replay;
    if (at > r->moves)
        at = r->moves;
    village_state s;
    if (!village_record_state_at(session_record(game_session(a)), at, &s))
        return;
    r->at = at;
    r->shown = s;
}

void review_replay_step(app *a, int moves)
{
    review_replay *r = &review_of(a)->replay;
    if (moves < 0 && (size_t)-moves > r->at)
        review_replay_go(a, 0);
    else
        review_replay_go(a, (size_t)((long)r->at + moves));
}

static bool turn_starts(const review_replay *r, size_t at)
{
    return at == 0 || r->turn[at] != r->turn[at - 1];
}

/* Forward: to where the next turn begins. Back: to where this turn began,
 * or the one before when already there. */
void review_replay_turn(app *a, int turns)
{
    review_replay *r = &review_of(a)->replay;
    size_t at = r->at;
    for (; turns > 0 && at < r->moves; turns--)
        do
            at++;
        while (at < r->moves && !turn_starts(r, at));
    for (; turns < 0 && at > 0; turns++)
        do
            at--;
        while (at > 0 && !turn_starts(r, at));
    review_replay_go(a, at);
}

/* Before anything else of the frame is drawn: drawing the picture takes
 * the renderer's target for a moment. */
void review_replay_prepare(app *a)
{
    review_replay *r = &review_of(a)->replay;
    if (r->picture_at == r->at && gfx_layer_fits(&a->gfx, &r->picture))
        return;
    if (!gfx_layer_begin(&a->gfx, &r->picture))
        return;
    game_draw_table(a, &r->shown);
    gfx_layer_end(&a->gfx);
    r->picture_at = r->at;
}

void review_replay_draw(app *a, const SDL_FRect *box)
{
    review_replay *r = &review_of(a)->replay;
    if (r->picture_at == r->at && gfx_layer_fits(&a->gfx, &r->picture))
        gfx_layer_draw_part(&a->gfx, &r->picture, &TABLE_PART, box);
    else /* no render targets: the table straight onto the screen, full size */
        game_draw_table(a, &r->shown);
    gfx_outline(&a->gfx, box, COLOUR_INK, 2);
}
