/* "Since your last turn": while the AI seats (or the other people at a hot
 * seat) play, a person loses track of what changed. When a human's decision
 * starts, a panel beside the log tells in a few lines what each other seat
 * did since that human's last move, and the pieces they moved are outlined in the
 * seat's colour on the board, until the person moves or hides it (a button
 * opens it again). The summary itself (which events, its lines and marks)
 * is the table model's (src/table/recap.h); this file lays it out, draws it
 * and takes its clicks. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/recap.h"
#include "ui/widgets.h"
#include "scenes/game/game_log.h"
#include "scenes/game/piece_pos.h"

static const float RECAP_SMALLEST_TEXT = 12, TITLE_H = 44, LINE_GAP = 6, TEXT_SIZE = 15, PAD = 14,
                   MARKER_W = 26, BUTTON_H = 32, RECAP_REOPEN_H = 28;

/* The session's seats as the summary names them and hears them. */
void recap_note(game_ui *g, const session_change *c)
{
    table_seats seats = game_table_seats(g->session);
    table_recap_note(&g->recap, &seats, c->actor, &c->events);
}

static bool note_replayed(void *ctx, size_t index, const village_state *before,
                          const village_move *m, const village_events *ev,
                          const village_state *after)
{
    (void)index, (void)m, (void)after;
    game_ui *g = ctx;
    table_seats seats = game_table_seats(g->session);
    table_recap_note(&g->recap, &seats, before->actor, ev);
    return true;
}

static void note_past(void *ctx, int actor, const village_events *ev)
{
    game_ui *g = ctx;
    table_seats seats = game_table_seats(g->session);
    table_recap_note(&g->recap, &seats, actor, ev);
}

/* A guest back at a network game's table (a reconnection, a restart, a
 * game by turns opened) hears from the host what was played since its
 * last move, which its own record never saw: the summary tells it. */
void recap_note_past(game_ui *g)
{
    table_play_take_past(g->play, note_past, g);
}

/* Told again from the record (a game continued, a move taken back): each
 * human's summary starts after their latest move in it. */
void recap_rebuild(game_ui *g)
{
    table_recap_clear(&g->recap);
    const village_record *r = session_record(g->session);
    village_record_replay(r, r->move_count, note_replayed, g, NULL);
}

/* The human whose decision it is, while they may see their summary, or -1.
 * The log opened to full height tells it all and stands where the summary
 * would: the summary waits until the log is small again. */
static int deciding_seat(const game_ui *g, bool deciding)
{
    if (!deciding || g->log_panel.tall)
        return -1;
    int seat = session_state(g->session)->actor;
    return seat >= 0 && seat < VILLAGE_MAX_PLAYERS && g->recap.seats[seat].count > 0 ? seat : -1;
}

bool recap_shown(const game_ui *g, bool deciding)
{
    int seat = deciding_seat(g, deciding);
    return seat >= 0 && !g->recap.seats[seat].hidden;
}

int recap_lines(const game_ui *g, const table_words *w, int seat, char out[][RECAP_LINE_MAX],
                int players[], int max)
{
    table_seats seats = game_table_seats(g->session);
    return table_recap_lines(&g->recap, seat, w, &seats, out, players, max);
}

/* Where a marked piece is drawn now: its centre and the box to outline. */
static bool mark_box(const part_view *v, const game_ui *g, const recap_mark *m, SDL_FRect *box)
{
    const village_state *s = &g->anim.shown;
    float x, y, w = 34, h = 34, scale = 1;
    switch (m->kind) {
    case RECAP_MARK_MEMBER: {
        const village_member *mm = &s->players[m->player].members[m->what];
        if (mm->place == VILLAGE_UNBORN || mm->place == VILLAGE_GONE ||
            mm->place == VILLAGE_BLACK_BAG ||
            !pos_member_scaled(v->canvas, s, m->player, m->what, &x, &y, &scale))
            return false;
        bool lying = mm->place == VILLAGE_CHRONICLE || mm->place == VILLAGE_GRAVE;
        /* The mark, with its 2-pixel ink rim, reaches no further than a
         * ring may (a crowd's neighbours' numbers are close). */
        float pad = 2 * SDL_min(4.0f, pos_member_ring_room(s, m->player, m->what) - 2);
        w = (lying ? 44 : 30) * scale + pad;
        h = (lying ? 30 : 44) * scale + pad;
        break;
    }
    case RECAP_MARK_CUBES:
        pos_farmyard_cubes(v->canvas, m->player, m->what, &x, &y);
        break;
    case RECAP_MARK_GOOD:
        pos_farmyard_good(v->canvas, m->player, m->what, &x, &y);
        w = h = 42;
        break;
    case RECAP_MARK_CITY:
        pos_city_marker(v->canvas, m->what, m->player, &x, &y);
        w = h = 32;
        break;
    default:
        return false;
    }
    *box = (SDL_FRect){x - w / 2, y - h / 2, w, h};
    return true;
}

/* An outline in the seat's colour with a dark edge, so a white or yellow
 * seat shows on the parchment too. */
void recap_draw_marks(const part_view *v, const game_ui *g, bool deciding)
{
    if (!recap_shown(g, deciding))
        return;
    recap_mark marks[RECAP_MARKS];
    int count = table_recap_marks(&g->recap, session_state(g->session)->actor, marks, RECAP_MARKS);
    for (int i = 0; i < count; i++) {
        SDL_FRect box;
        if (!mark_box(v, g, &marks[i], &box))
            continue;
        SDL_FRect outer = {box.x - 2, box.y - 2, box.w + 4, box.h + 4};
        gfx_outline(v->canvas, &outer, COLOUR_INK, 1.5f);
        gfx_outline(v->canvas, &box, gfx_player_colour(session_colour(g->session, marks[i].player)),
                    3);
    }
}

/* The summary as drawn: its lines, the first that shows (the newest stay
 * when they do not all fit) and the panel. The board has no room to spare
 * (every part of it is a place pieces go), so the open summary takes the
 * projected scores' frame beside the log, and the scores come back when it
 * is hidden, with the button that opens it again under them. */
typedef struct recap_layout {
    char lines[RECAP_LINES][RECAP_LINE_MAX];
    int players[RECAP_LINES];
    float heights[RECAP_LINES];
    int count, first;
    float size; /* the lines' text size */
    SDL_FRect panel, button;
} recap_layout;

static float button_width(const part_view *v, const char *key)
{
    return gfx_text_width(v->canvas, FONT_BOLD, 17, TR(v->words.cat, key)) + 44;
}

static bool layout_recap(const part_view *v, const game_ui *g, int seat, recap_layout *l)
{
    const SDL_FRect *scores = layout_find(&v->canvas->layout, "ui.scores");
    if (!scores)
        return false;
    l->panel = *scores;
    l->count = recap_lines(g, &v->words, seat, l->lines, l->players, RECAP_LINES);
    float room = l->panel.h - PAD / 2, wrap = l->panel.w - 2 * PAD - MARKER_W;
    /* Every opponent's doings show: the text steps down (never below the
     * smallest readable size) until all lines fit; only past that do the
     * oldest give way. */
    for (l->size = gfx_ui(v->canvas, TEXT_SIZE);; l->size -= 1) {
        float h = TITLE_H;
        l->first = l->count;
        for (int i = l->count - 1; i >= 0; i--) {
            l->heights[i] =
                gfx_wrapped_height(v->canvas, FONT_BODY, l->size, wrap, l->lines[i]) + LINE_GAP;
            if (h + l->heights[i] > room && i < l->count - 1)
                break;
            h += l->heights[i];
            l->first = i;
        }
        if (l->first == 0 || l->size - 1 < RECAP_SMALLEST_TEXT)
            break;
    }
    if (g->recap.seats[seat].hidden) { /* under the scores, at the right */
        float w = button_width(v, "recap.show");
        l->button = (SDL_FRect){scores->x + scores->w - w - 10,
                                scores->y + scores->h - RECAP_REOPEN_H - 6, w, RECAP_REOPEN_H};
    } else { /* at the panel's top right */
        float w = button_width(v, "recap.hide");
        l->button = (SDL_FRect){l->panel.x + l->panel.w - w - 10, l->panel.y + 8, w, BUTTON_H};
    }
    return true;
}

bool recap_panel(const part_view *v, const game_ui *g, bool deciding, SDL_FRect *out)
{
    recap_layout l;
    if (!recap_shown(g, deciding) || !layout_recap(v, g, session_state(g->session)->actor, &l))
        return false;
    *out = l.panel;
    return true;
}

/* "Hide" on the open panel; "Since your last turn" once hidden. */
bool recap_button(const part_view *v, const game_ui *g, bool deciding, SDL_FRect *out)
{
    recap_layout l;
    int seat = deciding_seat(g, deciding);
    if (seat < 0 || !layout_recap(v, g, seat, &l))
        return false;
    *out = l.button;
    return true;
}

/* The button opens or hides; a click anywhere else on the open panel stays
 * there (the board under it is not clicked through). */
recap_click recap_event(const part_view *v, game_ui *g, const SDL_Event *e, bool deciding)
{
    if (e->type != SDL_MOUSEBUTTONDOWN && e->type != SDL_MOUSEBUTTONUP)
        return RECAP_CLICK_NONE;
    SDL_FRect b, panel;
    float x = (float)e->button.x, y = (float)e->button.y;
    if (!recap_button(v, g, deciding, &b))
        return RECAP_CLICK_NONE;
    if (gfx_contains(&b, x, y)) {
        if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
            seat_recap *r = &g->recap.seats[session_state(g->session)->actor];
            r->hidden = !r->hidden;
            return RECAP_CLICK_TOGGLED;
        }
        return RECAP_CLICK_TAKEN;
    }
    return recap_panel(v, g, deciding, &panel) && gfx_contains(&panel, x, y) ? RECAP_CLICK_TAKEN
                                                                             : RECAP_CLICK_NONE;
}

static void draw_button(const part_view *v, const SDL_FRect *r, const char *key)
{
    menu_item it = {.enabled = true, .rect = *r};
    snprintf(it.label, sizeof it.label, "%s", TR(v->words.cat, key));
    widget_button(v->canvas, &it, gfx_contains(&it.rect, v->mouse_x, v->mouse_y), false);
}

void recap_draw(const part_view *v, const game_ui *g, bool deciding)
{
    recap_layout l;
    int seat = deciding_seat(g, deciding);
    if (seat < 0 || !layout_recap(v, g, seat, &l))
        return;
    if (g->recap.seats[seat].hidden) {
        draw_button(v, &l.button, "recap.show");
        return;
    }
    gfx_panel(v->canvas, &l.panel, false);
    gfx_text(v->canvas, FONT_BOLD, 18, COLOUR_INK, l.panel.x + PAD, l.panel.y + 14, ALIGN_LEFT,
             TR(v->words.cat, "recap.title"));
    draw_button(v, &l.button, "recap.hide");
    float y = l.panel.y + TITLE_H, wrap = l.panel.w - 2 * PAD - MARKER_W;
    for (int i = l.first; i < l.count; i++) {
        char marker[32];
        snprintf(marker, sizeof marker, "marker.%s",
                 gfx_player_colour_key(session_colour(g->session, l.players[i])));
        gfx_draw_centered(v->canvas, marker, l.panel.x + PAD + 9, y + 10, 0.7f);
        gfx_text_wrapped(v->canvas, FONT_BODY, l.size, COLOUR_INK, l.panel.x + PAD + MARKER_W, y,
                         wrap, l.lines[i]);
        y += l.heights[i];
    }
}

void recap_heard(void *part, const move_news *news)
{
    recap_note(part, news->change);
}
