/* Asking for a hint (the Hint button, the H key, a question by ear): when a
 * person may ask, the hint's part asked (hint.c), a new decision's hint
 * counted in the game and saved with it (Continue keeps the count), and a
 * failure said in the game's message. */
#include <stdio.h>

#include "scenes/game/handoff.h"
#include "scenes/game/hint_ask.h"
#include "scenes/game/viewer.h"

bool hint_available(const game_ui *g, const settings *st)
{
    const village_state *s = session_state(g->session);
    return st->hints && s->phase != VILLAGE_PHASE_GAME_OVER && viewer_to_decide(g) &&
           !view_busy(&g->anim) && g->choice.valid && !handoff_pending(g, st);
}

bool hint_request(game_ui *g, const settings *st, const table_words *w)
{
    if (!hint_available(g, st))
        return false;
    table_hint_asked asked = hint_ask(&g->hint, g->session);
    if (asked == TABLE_HINT_FAILED) {
        snprintf(g->message, sizeof g->message, "%s", TR(w->cat, "hint.failed"));
        g->message_left = 3.0;
    } else if (asked == TABLE_HINT_COUNTED) {
        session_note_hint(g->session, g->hint.book.seat);
        return true;
    }
    return false;
}

bool game_ask_hint(app *a)
{
    game_ui *g = a->shared->game;
    if (!g || !hint_available(g, &a->settings))
        return false;
    g->recap.seats[session_state(g->session)->actor].hidden = true;
    if (hint_request(g, &a->settings, GAME_WORDS(a)))
        game_autosave(a);
    return g->hint.book.open;
}

bool game_hint_shown(const game_ui *g)
{
    return g && g->hint.book.open && g->hint.book.ready;
}
