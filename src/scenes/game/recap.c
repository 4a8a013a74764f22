/* "Since your last turn": while the AI seats (or the other people at a hot
 * seat) play, a person loses track of what changed. When a human's decision
 * starts, a panel beside the log tells in a few lines what each other seat
 * did since that human's last move, and the pieces they moved are outlined in the
 * seat's colour on the board, until the person moves or hides it (a button
 * opens it again). It is built from the moves' events, the same ones the log
 * tells, and kept as events so the words follow a language change. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"
#include "ui/widgets.h"

enum { CLAUSES_PER_LINE = 6 };

static const float TITLE_H = 44, LINE_GAP = 6, TEXT_SIZE = 15, PAD = 14, MARKER_W = 26,
                   BUTTON_H = 32, RECAP_REOPEN_H = 28;

/* Whether an event says what a seat did in words a new player follows
 * (the time and coins of each action stay in the log). */
static bool worth_telling(const village_event *e)
{
    switch (e->kind) {
    case VILLAGE_EV_CUBE_TAKEN:
    case VILLAGE_EV_WELL_USED:
    case VILLAGE_EV_ACTION_SKIPPED:
    case VILLAGE_EV_MEMBER_DIED:
    case VILLAGE_EV_CUSTOMER_SERVED:
    case VILLAGE_EV_MASS_BOUGHT:
    case VILLAGE_EV_MASS_PROMOTED:
    case VILLAGE_EV_MARKER_PLACED:
    case VILLAGE_EV_NEXT_START_TAKEN:
        return true;
    case VILLAGE_EV_GOOD_CHANGED:
        return e->amount > 0;
    case VILLAGE_EV_MEMBER_MOVED: /* out of the bag is the mass's draw, not a seat's doing */
        return e->from_place != VILLAGE_BLACK_BAG && e->to_place != VILLAGE_BLACK_BAG;
    default:
        return false;
    }
}

static void clear_seat(seat_recap *r)
{
    r->count = 0;
    r->hidden = false;
}

/* The mover's own summary is over (they have acted); every other human
 * hears what the move did. */
void recap_note(app *a, const session_change *c)
{
    game_ui *g = a->shared->game;
    int players = session_record(g->session)->num_players;
    for (int seat = 0; seat < players; seat++) {
        if (!session_is_human(g->session, seat))
            continue;
        seat_recap *r = &g->recap.seats[seat];
        if (seat == c->actor) {
            clear_seat(r);
            continue;
        }
        for (int i = 0; i < c->events.count; i++) {
            const village_event *e = &c->events.items[i];
            if (e->player >= players || !worth_telling(e))
                continue;
            if (r->count == RECAP_EVENTS) { /* a very long wait: the oldest goes */
                memmove(&r->events[0], &r->events[1], sizeof r->events[0] * (RECAP_EVENTS - 1));
                r->count--;
            }
            r->events[r->count++] = *e;
        }
    }
}

static bool note_replayed(void *ctx, size_t index, const village_state *before,
                          const village_move *m, const village_events *ev,
                          const village_state *after)
{
    (void)index, (void)m, (void)after;
    static session_change c; /* a state and its events: too big for the stack */
    c.before = *before;
    c.actor = before->actor;
    c.events = *ev;
    recap_note(ctx, &c);
    return true;
}

/* Told again from the record (a game continued, a move taken back): each
 * human's summary starts after their latest move in it. */
void recap_rebuild(app *a)
{
    game_ui *g = a->shared->game;
    for (int seat = 0; seat < VILLAGE_MAX_PLAYERS; seat++)
        clear_seat(&g->recap.seats[seat]);
    const village_record *r = session_record(g->session);
    village_record_replay(r, r->move_count, note_replayed, a, NULL);
}

/* The human whose decision it is, while they may see their summary, or -1.
 * The log opened to full height tells it all and stands where the summary
 * would: the summary waits until the log is small again. */
static int deciding_seat(const app *a, bool deciding)
{
    const game_ui *g = a->shared->game;
    if (!deciding || g->log_panel.tall)
        return -1;
    int seat = session_state(g->session)->actor;
    return seat >= 0 && seat < VILLAGE_MAX_PLAYERS && g->recap.seats[seat].count > 0 ? seat : -1;
}

bool recap_shown(const app *a, bool deciding)
{
    int seat = deciding_seat(a, deciding);
    return seat >= 0 && !a->shared->game->recap.seats[seat].hidden;
}

/* One clause of an event, or false when it adds no words. */
static bool event_clause(app *a, const village_event *e, char *out, size_t size)
{
    char n[16];
    const char *key = NULL, *arg1 = "", *arg2 = "";
    switch (e->kind) {
    case VILLAGE_EV_CUBE_TAKEN:
        key = e->b == VILLAGE_PLAGUE ? "recap.took_plague" : "log.took";
        arg1 = e->b == VILLAGE_PLAGUE ? name_space(GAME_WORDS(a), e->a)
                                      : name_cube_a(GAME_WORDS(a), e->b);
        arg2 = name_space(GAME_WORDS(a), e->a);
        break;
    case VILLAGE_EV_WELL_USED:
        key = "log.well";
        arg2 = name_space(GAME_WORDS(a), e->b);
        break;
    case VILLAGE_EV_ACTION_SKIPPED:
        key = "log.skipped";
        arg1 = name_space(GAME_WORDS(a), e->a);
        break;
    case VILLAGE_EV_GOOD_CHANGED:
        key = "log.made";
        arg1 = name_good_a(GAME_WORDS(a), e->a);
        break;
    case VILLAGE_EV_MEMBER_DIED:
        key = e->to_place == VILLAGE_CHRONICLE ? "log.died.chronicle"
              : e->to_place == VILLAGE_GRAVE   ? "log.died.grave"
                                               : "log.died.gone";
        snprintf(n, sizeof n, "%d", village_member_generation(e->member));
        arg1 = n;
        break;
    case VILLAGE_EV_CUSTOMER_SERVED:
        key = "log.served";
        break;
    case VILLAGE_EV_MASS_BOUGHT:
        key = "log.bought";
        break;
    case VILLAGE_EV_NEXT_START_TAKEN:
        key = "log.next_start";
        break;
    case VILLAGE_EV_MASS_PROMOTED:
        key = "recap.promoted";
        break;
    case VILLAGE_EV_MEMBER_MOVED:
        switch (e->to_place) {
        case VILLAGE_FARMYARD:
            key = e->from_place == VILLAGE_UNBORN ? "log.birth" : "log.recall";
            snprintf(n, sizeof n, "%d", village_member_generation(e->member));
            arg1 = n;
            break;
        case VILLAGE_CRAFT:
            key = "log.to_craft";
            arg1 = name_building(GAME_WORDS(a), e->to_spot);
            break;
        case VILLAGE_COUNCIL_CHAMBER:
            key = e->to_spot == 0 ? "log.to_council" : "log.council_up";
            snprintf(n, sizeof n, "%d", e->to_spot + 1);
            arg1 = n;
            break;
        case VILLAGE_TRAVEL_MAP:
            key = "log.to_city";
            arg1 = name_city(GAME_WORDS(a), e->to_spot);
            break;
        case VILLAGE_CHURCH_WINDOW:
            key = "recap.promoted";
            break;
        default:
            break;
        }
        break;
    default: /* a marker placed: the trip's line already names the city */
        break;
    }
    if (!key)
        return false;
    i18n_format(&a->i18n, out, size, key, (const char *const[]){arg1, arg2, NULL});
    return true;
}

/* "Name c1, c2 and c3." */
static void join_clauses(app *a, int player, char clauses[][RECAP_LINE_MAX], int count, char *out)
{
    const game_ui *g = a->shared->game;
    size_t n = (size_t)snprintf(out, RECAP_LINE_MAX, "%s", session_player_name(g->session, player));
    for (int i = 0; i < count && n < RECAP_LINE_MAX; i++) {
        const char *sep = i == 0 ? " " : i == count - 1 ? NULL : ", ";
        if (sep)
            n += (size_t)snprintf(out + n, RECAP_LINE_MAX - n, "%s%s", sep, clauses[i]);
        else
            n += (size_t)snprintf(out + n, RECAP_LINE_MAX - n, " %s %s", TR(&a->i18n, "log.and"),
                                  clauses[i]);
    }
    if (n < RECAP_LINE_MAX - 1)
        strcat(out, ".");
}

/* A turn begins with its cube or the well: it starts a line of its own. */
static bool starts_turn(const village_event *e)
{
    return e->kind == VILLAGE_EV_CUBE_TAKEN || e->kind == VILLAGE_EV_WELL_USED;
}

/* A seat's consecutive doings in one turn make one line (a new one after
 * CLAUSES_PER_LINE); when there are more lines than fit, the newest stay. */
int recap_lines(app *a, int seat, char out[][RECAP_LINE_MAX], int players[], int max)
{
    const seat_recap *r = &a->shared->game->recap.seats[seat];
    char clauses[CLAUSES_PER_LINE][RECAP_LINE_MAX];
    int count = 0, lines = 0, player = -1;
    for (int i = 0; i <= r->count; i++) {
        const village_event *e = i < r->count ? &r->events[i] : NULL;
        char clause[RECAP_LINE_MAX];
        bool words = e && event_clause(a, e, clause, sizeof clause);
        bool ends =
            count > 0 &&
            (!e || (words && (e->player != player || starts_turn(e) || count == CLAUSES_PER_LINE)));
        if (ends) {
            if (lines == max) { /* the oldest line goes */
                memmove(out[0], out[1], sizeof out[0] * (size_t)(max - 1));
                memmove(&players[0], &players[1], sizeof players[0] * (size_t)(max - 1));
                lines--;
            }
            join_clauses(a, player, clauses, count, out[lines]);
            players[lines++] = player;
            count = 0;
        }
        if (words) {
            player = e->player;
            snprintf(clauses[count++], RECAP_LINE_MAX, "%s", clause);
        }
    }
    return lines;
}

static void add_mark(recap_mark out[], int *count, int max, recap_mark m)
{
    for (int i = 0; i < *count; i++)
        if (out[i].kind == m.kind && out[i].player == m.player && out[i].what == m.what)
            return;
    if (*count < max)
        out[(*count)++] = m;
}

int recap_marks(const game_ui *g, int seat, recap_mark out[], int max)
{
    const seat_recap *r = &g->recap.seats[seat];
    int count = 0;
    for (int i = 0; i < r->count; i++) {
        const village_event *e = &r->events[i];
        switch (e->kind) {
        case VILLAGE_EV_CUBE_TAKEN:
            if (e->b != VILLAGE_PLAGUE)
                add_mark(out, &count, max, (recap_mark){RECAP_MARK_CUBES, e->player, e->b});
            break;
        case VILLAGE_EV_GOOD_CHANGED:
            add_mark(out, &count, max, (recap_mark){RECAP_MARK_GOOD, e->player, e->a});
            break;
        case VILLAGE_EV_MARKER_PLACED:
            add_mark(out, &count, max, (recap_mark){RECAP_MARK_CITY, e->player, e->a});
            break;
        case VILLAGE_EV_MEMBER_MOVED:
        case VILLAGE_EV_MEMBER_DIED:
        case VILLAGE_EV_MASS_PROMOTED:
        case VILLAGE_EV_MASS_BOUGHT:
            if (e->member != VILLAGE_NOBODY)
                add_mark(out, &count, max, (recap_mark){RECAP_MARK_MEMBER, e->player, e->member});
            break;
        default:
            break;
        }
    }
    return count;
}

/* Where a marked piece is drawn now: its centre and the box to outline. */
static bool mark_box(app *a, const recap_mark *m, SDL_FRect *box)
{
    const game_ui *g = a->shared->game;
    const village_state *s = &g->anim.shown;
    float x, y, w = 34, h = 34, scale = 1;
    switch (m->kind) {
    case RECAP_MARK_MEMBER: {
        const village_member *mm = &s->players[m->player].members[m->what];
        if (mm->place == VILLAGE_UNBORN || mm->place == VILLAGE_GONE ||
            mm->place == VILLAGE_BLACK_BAG ||
            !pos_member_scaled(&a->gfx, s, m->player, m->what, &x, &y, &scale))
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
        pos_farmyard_cubes(&a->gfx, m->player, m->what, &x, &y);
        break;
    case RECAP_MARK_GOOD:
        pos_farmyard_good(&a->gfx, m->player, m->what, &x, &y);
        w = h = 42;
        break;
    case RECAP_MARK_CITY:
        pos_city_marker(&a->gfx, m->what, m->player, &x, &y);
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
void recap_draw_marks(app *a, bool deciding)
{
    if (!recap_shown(a, deciding))
        return;
    game_ui *g = a->shared->game;
    recap_mark marks[RECAP_MARKS];
    int count = recap_marks(g, session_state(g->session)->actor, marks, RECAP_MARKS);
    for (int i = 0; i < count; i++) {
        SDL_FRect box;
        if (!mark_box(a, &marks[i], &box))
            continue;
        SDL_FRect outer = {box.x - 2, box.y - 2, box.w + 4, box.h + 4};
        gfx_outline(&a->gfx, &outer, COLOUR_INK, 1.5f);
        gfx_outline(&a->gfx, &box, gfx_player_colour(session_colour(g->session, marks[i].player)),
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
    SDL_FRect panel, button;
} recap_layout;

static float button_width(app *a, const char *key)
{
    return gfx_text_width(&a->gfx, FONT_BOLD, 17, TR(&a->i18n, key)) + 44;
}

static bool layout_recap(app *a, int seat, recap_layout *l)
{
    const SDL_FRect *scores = layout_find(&a->gfx.layout, "ui.scores");
    if (!scores)
        return false;
    l->panel = *scores;
    l->count = recap_lines(a, seat, l->lines, l->players, RECAP_LINES);
    float h = TITLE_H, room = l->panel.h - PAD / 2, wrap = l->panel.w - 2 * PAD - MARKER_W;
    float size = gfx_ui(&a->gfx, TEXT_SIZE);
    l->first = l->count;
    for (int i = l->count - 1; i >= 0; i--) {
        l->heights[i] = gfx_wrapped_height(&a->gfx, FONT_BODY, size, wrap, l->lines[i]) + LINE_GAP;
        if (h + l->heights[i] > room && i < l->count - 1)
            break;
        h += l->heights[i];
        l->first = i;
    }
    if (a->shared->game->recap.seats[seat].hidden) { /* under the scores, at the right */
        float w = button_width(a, "recap.show");
        l->button = (SDL_FRect){scores->x + scores->w - w - 10,
                                scores->y + scores->h - RECAP_REOPEN_H - 6, w, RECAP_REOPEN_H};
    } else { /* at the panel's top right */
        float w = button_width(a, "recap.hide");
        l->button = (SDL_FRect){l->panel.x + l->panel.w - w - 10, l->panel.y + 8, w, BUTTON_H};
    }
    return true;
}

bool recap_panel(app *a, bool deciding, SDL_FRect *out)
{
    recap_layout l;
    if (!recap_shown(a, deciding) ||
        !layout_recap(a, session_state(a->shared->game->session)->actor, &l))
        return false;
    *out = l.panel;
    return true;
}

/* "Hide" on the open panel; "Since your last turn" once hidden. */
bool recap_button(app *a, bool deciding, SDL_FRect *out)
{
    recap_layout l;
    int seat = deciding_seat(a, deciding);
    if (seat < 0 || !layout_recap(a, seat, &l))
        return false;
    *out = l.button;
    return true;
}

/* The button opens or hides; a click anywhere else on the open panel stays
 * there (the board under it is not clicked through). */
bool recap_event(app *a, const SDL_Event *e, bool deciding)
{
    if (e->type != SDL_MOUSEBUTTONDOWN && e->type != SDL_MOUSEBUTTONUP)
        return false;
    SDL_FRect b, panel;
    float x = (float)e->button.x, y = (float)e->button.y;
    if (!recap_button(a, deciding, &b))
        return false;
    if (gfx_contains(&b, x, y)) {
        if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
            seat_recap *r =
                &a->shared->game->recap.seats[session_state(a->shared->game->session)->actor];
            r->hidden = !r->hidden;
            audio_play(&a->audio, SOUND_CLICK);
        }
        return true;
    }
    return recap_panel(a, deciding, &panel) && gfx_contains(&panel, x, y);
}

static void draw_button(app *a, const SDL_FRect *r, const char *key)
{
    menu_item it = {.enabled = true, .rect = *r};
    snprintf(it.label, sizeof it.label, "%s", TR(&a->i18n, key));
    widget_button(&a->gfx, &it, gfx_contains(&it.rect, a->mouse_x, a->mouse_y), false);
}

void recap_draw(app *a, bool deciding)
{
    recap_layout l;
    int seat = deciding_seat(a, deciding);
    if (seat < 0 || !layout_recap(a, seat, &l))
        return;
    game_ui *g = a->shared->game;
    if (g->recap.seats[seat].hidden) {
        draw_button(a, &l.button, "recap.show");
        return;
    }
    gfx_panel(&a->gfx, &l.panel, false);
    gfx_text(&a->gfx, FONT_BOLD, 18, COLOUR_INK, l.panel.x + PAD, l.panel.y + 14, ALIGN_LEFT,
             TR(&a->i18n, "recap.title"));
    draw_button(a, &l.button, "recap.hide");
    float y = l.panel.y + TITLE_H, wrap = l.panel.w - 2 * PAD - MARKER_W;
    for (int i = l.first; i < l.count; i++) {
        char marker[32];
        snprintf(marker, sizeof marker, "marker.%s",
                 gfx_player_colour_key(session_colour(g->session, l.players[i])));
        gfx_draw_centered(&a->gfx, marker, l.panel.x + PAD + 9, y + 10, 0.7f);
        gfx_text_wrapped(&a->gfx, FONT_BODY, gfx_ui(&a->gfx, TEXT_SIZE), COLOUR_INK,
                         l.panel.x + PAD + MARKER_W, y, wrap, l.lines[i]);
        y += l.heights[i];
    }
}
