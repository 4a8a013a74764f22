/* The one object the table drives (table_play.h): its calls with the
 * defaults of a table that has no notices, chips or buttons of its own, and
 * the game on this computer, which plays through its session alone. */
#include <stdlib.h>

#include "scenes/game/game.h"
#include "scenes/game/table_play.h"

struct table_play {
    const table_play_ops *ops;
    void *self;
    session *s;
    table_place place;
};

table_play *table_play_new(const table_play_ops *ops, void *self, session *s, table_place place)
{
    table_play *tp = calloc(1, sizeof *tp);
    if (!tp) {
        ops->free(self);
        return NULL;
    }
    *tp = (table_play){.ops = ops, .self = self, .s = s, .place = place};
    return tp;
}

void table_play_free(table_play *tp)
{
    if (!tp)
        return;
    tp->ops->free(tp->self);
    free(tp);
}

session *table_play_session(const table_play *tp)
{
    return tp->s;
}

table_place table_place_of(const table_play *tp)
{
    return tp->place;
}

const char *table_play_file(const table_play *tp)
{
    switch (tp->place) {
    case TABLE_HERE:
        return "autosave.json";
    case TABLE_HOSTED:
        return NETWORK_GAME_FILE;
    case TABLE_JOINED:
        break;
    }
    return NULL;
}

session_turn table_play_turn(table_play *tp, double dt, double pace, session_change *out)
{
    return tp->ops->turn(tp->self, dt, pace, out);
}

bool table_play_decide(table_play *tp, const village_move *m)
{
    return tp->ops->decide(tp->self, m);
}

bool table_play_seat_here(const table_play *tp, int seat)
{
    return tp->ops->seat_here(tp->self, seat);
}

bool table_play_decides_here(const table_play *tp)
{
    return tp->ops->decides_here(tp->self);
}

bool table_play_may_undo(const table_play *tp)
{
    return tp->place == TABLE_HERE;
}

bool table_play_update(table_play *tp, const table_words *w, double dt)
{
    return tp->ops->update && tp->ops->update(tp->self, tp->s, w, dt);
}

const char *table_play_jump_text(const table_play *tp, const table_words *w, char *out, size_t size)
{
    if (!tp->ops->jump_text) {
        if (size)
            out[0] = '\0';
        return out;
    }
    return tp->ops->jump_text(tp->self, tp->s, w, out, size);
}

bool table_play_waiting_text(const table_play *tp, const table_words *w, char *out, size_t size)
{
    return tp->ops->waiting_text && tp->ops->waiting_text(tp->self, tp->s, w, out, size);
}

const char *table_play_chip_key(const table_play *tp, int seat)
{
    return tp->ops->chip_key ? tp->ops->chip_key(tp->self, seat) : NULL;
}

const char *table_play_notice(const table_play *tp)
{
    return tp->ops->notice ? tp->ops->notice(tp->self) : "";
}

void table_play_draw(const struct part_view *v, const table_play *tp)
{
    if (tp->ops->draw)
        tp->ops->draw(v, tp->self, tp->s);
}

void table_play_buttons(const struct part_view *v, const table_play *tp, struct menu *m)
{
    if (tp->ops->buttons)
        tp->ops->buttons(v, tp->self, tp->s, m);
}

bool table_play_button(table_play *tp, int id)
{
    return tp->ops->button && tp->ops->button(tp->self, id);
}

int table_play_take_past(table_play *tp, net_play_past_fn fn, void *ctx)
{
    return tp->ops->take_past ? tp->ops->take_past(tp->self, fn, ctx) : 0;
}

double table_play_next_frame_in(const table_play *tp)
{
    return tp->ops->next_frame_in ? tp->ops->next_frame_in(tp->self, tp->s) : 1e9;
}

bool table_play_save(const table_play *tp, const char *path, char *err, size_t size)
{
    return tp->ops->save ? tp->ops->save(tp->self, path, err, size)
                         : session_save(tp->s, path, err, size);
}

/* ---- A game on this computer: its session is the whole game ---- */

static session_turn local_turn(void *self, double dt, double pace, session_change *out)
{
    return session_play(self, dt, pace, out);
}

static bool local_decide(void *self, const village_move *m)
{
    return session_decide(self, m);
}

static bool local_seat_here(const void *self, int seat)
{
    return session_is_human(self, seat);
}

static bool local_decides_here(const void *self)
{
    return session_is_human(self, session_state(self)->actor);
}

/* An AI of this computer thinks: its worker is polled; the "thinking"
 * dots step three times a second. */
static double local_next_frame_in(const void *self, const session *s)
{
    (void)self;
    const village_state *st = session_state(s);
    if (st->phase != VILLAGE_PHASE_GAME_OVER && !session_is_human(s, st->actor))
        return 1.0 / 12.0;
    return 1e9;
}

static void local_free(void *self)
{
    session_free(self);
}

static const table_play_ops LOCAL_OPS = {
    .turn = local_turn,
    .decide = local_decide,
    .seat_here = local_seat_here,
    .decides_here = local_decides_here,
    .next_frame_in = local_next_frame_in,
    .free = local_free,
};

table_play *table_play_local(session *s)
{
    return s ? table_play_new(&LOCAL_OPS, s, s, TABLE_HERE) : NULL;
}
