/* Around the board: the turn banner, the log with the game buttons, the
 * projected scores (R-SCO), and big announcements over the board. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_panels.h"
#include "ui/widgets.h"
#include "scenes/game/choices_draw.h"
#include "scenes/game/hint_ask.h"
#include "scenes/game/piece_pos.h"
#include "scenes/game/viewer.h"

/* Who decides now, and on whose behalf when it is not the turn's player:
 * "Round 3 · Bertram's market day · Ana decides". */
static void banner_text(const table_words *w, const session *game, const village_state *s,
                        char *out, size_t size)
{
    char round[8];
    snprintf(round, sizeof round, "%d", s->round);
    const char *key = "banner.turn";
    int other = s->turn_player;
    if (s->market_open) {
        other = s->market_starter;
        if (s->actor != s->market_starter)
            key = "banner.decides.market";
    } else if (s->phase == VILLAGE_PHASE_MASS_BUY || s->phase == VILLAGE_PHASE_MASS_PROMOTE) {
        key = "banner.decides.mass";
    } else if (s->actor != s->turn_player) {
        key = "banner.decides.other";
    }
    i18n_format(w->cat, out, size, key,
                (const char *const[]){round, session_player_name(game, s->actor),
                                      session_player_name(game, other), NULL});
}

static bool showing_a_players_move(const game_ui *g)
{
    if (g->anim.pending_next >= g->anim.pending.count)
        return true;
    int player = g->anim.pending.items[g->anim.pending_next].player;
    return player >= 0 && player < session_record(g->session)->num_players;
}

static void draw_turn_banner(const part_view *v, const game_ui *g)
{
    gfx *canvas = v->canvas;
    const SDL_FRect *r = layout_find(&canvas->layout, "ui.banner");
    if (!r)
        return;
    /* While a move is shown the banner names its mover, as the farmyard frame
     * does; the bag draws and the seeding belong to nobody. */
    const village_state *s = view_busy(&g->anim) ? &g->anim.shown : session_state(g->session);
    char text[200], round[8];
    snprintf(round, sizeof round, "%d", s->round);
    if (s->phase == VILLAGE_PHASE_GAME_OVER) {
        snprintf(text, sizeof text, "%s", TR(v->words.cat, "banner.game_over"));
    } else if (view_busy(&g->anim) && !showing_a_players_move(g)) {
        TRF(v->words.cat, text, "banner.round", round);
    } else {
        banner_text(&v->words, g->session, s, text, sizeof text);
        char marker[32];
        snprintf(marker, sizeof marker, "marker.%s",
                 gfx_player_colour_key(session_colour(g->session, s->actor)));
        gfx_draw_centered(canvas, marker, r->x + 32, r->y + r->h / 2, 1.1f);
    }
    float size = 22;
    while (size > 14 && gfx_text_width(canvas, FONT_BOLD, size, text) > r->w - 72)
        size -= 1;
    gfx_text(canvas, FONT_BOLD, size, COLOUR_PARCHMENT_LIGHT, r->x + 56,
             r->y + r->h / 2 - size * 0.7f, ALIGN_LEFT, text);
}

/* Each button of a row as wide as its label needs at the size buttons of its
 * height are designed for (16 logical pixels, measured with the real font at
 * the output's pixel size, where the 11-pixel minimum may make it wider), the
 * rest of the row shared equally: "Deshacer" and "Opciones" need more than
 * "Menú". Where the needs alone overrun the row, the margins give way first. */
static void button_row_widths(gfx *canvas, const char *const labels[], int count, float row,
                              float widths[])
{
    float needs = 0;
    for (int i = 0; i < count; i++) {
        widths[i] = gfx_text_width(canvas, FONT_BOLD, 16, labels[i]);
        needs += widths[i];
    }
    float share = (row - needs) / (float)count;
    for (int i = 0; i < count; i++)
        widths[i] += share;
}

void panels_buttons(const part_view *v, const game_ui *g, menu *m)
{
    m->count = 0;
    const SDL_FRect *r = layout_find(&v->canvas->layout, "ui.log");
    if (!r)
        return;
    static const char *const keys[] = {"game.undo", "game.rules", "game.settings", "game.menu",
                                       "game.hint"};
    static const int ids[] = {GAME_BUTTON_UNDO, GAME_BUTTON_RULES, GAME_BUTTON_SETTINGS,
                              GAME_BUTTON_MENU, GAME_BUTTON_HINT};
    int count = v->settings->hints ? 5 : 4; /* the setting takes the Hint button away */
    const char *labels[5];
    for (int i = 0; i < count; i++)
        labels[i] = TR(v->words.cat, keys[i]);
    /* Narrow gaps: at 1280x720 the Spanish row needs nearly all of it. */
    const float edge = 12, gap = 4;
    float widths[5], x = r->x + edge;
    button_row_widths(v->canvas, labels, count, r->w - 2 * edge - (float)(count - 1) * gap, widths);
    for (int i = 0; i < count; i++) {
        menu_add(m, x, r->y + 12, widths[i], 36, labels[i], ids[i]);
        x += widths[i] + gap;
    }
    /* Undo looks as it is: off while a move is shown, with nothing to take
     * back, and once the game is over. */
    m->items[GAME_BUTTON_UNDO].enabled = table_play_may_undo(g->play) && !view_busy(&g->anim) &&
                                         session_can_undo(g->session, viewer_undo_holder(g));
    if (count == 5) {
        m->items[4].enabled = hint_available(g, v->settings);
        TRF(v->words.cat, m->items[4].tip, "game.hint.tip", game_action_words(v, ACTION_HINT));
    }
    /* A network game has none, and the tip says why. */
    TRF(v->words.cat, m->items[GAME_BUTTON_UNDO].tip,
        table_play_may_undo(g->play) ? "game.undo.tip" : "net.undo.tip",
        game_action_words(v, ACTION_UNDO));
}

/* The score's cells; another player's face-down customers (R-MKT-2) as the
 * points they likely hold, judged from what the viewer can see, and the
 * total with them. */
static void score_cells(const village_score *sc, const village_points_range *hidden,
                        char cells[8][16])
{
    int values[7] = {sc->prestige,  sc->travel,    sc->council, sc->church,
                     sc->chronicle, sc->customers, sc->coins};
    for (int k = 0; k < 7; k++)
        snprintf(cells[k], 16, "%d", values[k]);
    if (hidden) {
        int rest = sc->total - sc->customers;
        snprintf(cells[5], 16, "%d\xe2\x80\x93%d", hidden->likely_low, hidden->likely_high);
        snprintf(cells[7], 16, "%d\xe2\x80\x93%d", rest + hidden->likely_low,
                 rest + hidden->likely_high);
    } else {
        snprintf(cells[7], 16, "%d", sc->total);
    }
}

/* Whether p's customers are face down to the one looking, and what they
 * can tell of them. */
static bool face_down(const game_ui *g, const village_state *s, int p, village_points_range *out)
{
    int viewer = viewer_seat(g);
    if (s->phase == VILLAGE_PHASE_GAME_OVER || p == viewer || s->players[p].customers == 0)
        return false;
    village_face_down_range(s, viewer, p, out);
    return true;
}

void panels_face_down_text(const table_words *words, const game_ui *g, char *out, size_t size)
{
    const village_state *s = &g->anim.shown;
    size_t n = 0;
    out[0] = '\0';
    for (int p = 0; p < s->num_players && n + 1 < size; p++) {
        village_points_range r;
        if (!face_down(g, s, p, &r))
            continue;
        char likely_low[8], likely_high[8], low[8], high[8], line[240];
        snprintf(likely_low, sizeof likely_low, "%d", r.likely_low);
        snprintf(likely_high, sizeof likely_high, "%d", r.likely_high);
        snprintf(low, sizeof low, "%d", r.low);
        snprintf(high, sizeof high, "%d", r.high);
        i18n_plural(words->cat, line, sizeof line, "help.scores.face_down", r.count,
                    (const char *const[]){session_player_name(g->session, p), likely_low,
                                          likely_high, low, high, NULL});
        int w = snprintf(out + n, size - n, "%s%s", n ? "\n" : "", line);
        n = w < 0 ? n : n + (size_t)w;
    }
}

enum { SCORES_ICON_HALF = 15 }; /* half an icon of the scores' heading row, drawn at 0.75 */

/* In the frame unless the "since your last turn" summary stands there; its
 * button to open again sits under the rows, which close up to make room. */
static void draw_scores(const part_view *v, const game_ui *g, const panels_summary *summary)
{
    gfx *canvas = v->canvas;
    const SDL_FRect *r = layout_find(&canvas->layout, "ui.scores");
    if (!r || summary->shown)
        return;
    int players = session_record(g->session)->num_players;
    float pitch = 30;
    const SDL_FRect *reopen = summary->button;
    if (reopen && r->y + 48 + pitch * (float)players > reopen->y - 2)
        pitch = (reopen->y - 2 - (r->y + 48)) / (float)players;
    static const char *const icons[8] = {
        "icon.prestige", "icon.space.travel", "icon.space.council", "icon.space.church",
        "icon.death",    "icon.space.market", "icon.coin",          NULL};
    float x0 = r->x + 190, col = (r->w - 210) / 8, y = r->y + 16;
    /* The heading ends before the first column's icon, whatever the language. */
    const char *heading = TR(v->words.cat, "scores.title");
    float room = x0 + col * 0.5f - SCORES_ICON_HALF - 8 - (r->x + 20);
    float size = 16, w = gfx_text_width(canvas, FONT_BOLD, size, heading);
    if (w > room)
        size = size * room / w > 12 ? size * room / w : 12;
    gfx_text(canvas, FONT_BOLD, size, COLOUR_INK, r->x + 20, y + 4 + (16 - size) * 0.75f,
             ALIGN_LEFT, heading);
    for (int k = 0; k < 8; k++) {
        if (icons[k])
            gfx_draw_centered(canvas, icons[k], x0 + col * ((float)k + 0.5f), y + 14, 0.75f);
        else
            gfx_text(canvas, FONT_BOLD, 16, COLOUR_INK, x0 + col * ((float)k + 0.5f), y + 4,
                     ALIGN_CENTER, "Σ");
    }
    /* The drawn position, so the scores change as the pieces land. */
    const village_state *s = &g->anim.shown;
    for (int p = 0; p < players; p++) {
        float row = r->y + 48 + (float)p * pitch;
        village_score sc;
        village_score_breakdown(s, p, &sc);
        char cells[8][16], marker[32];
        village_points_range hidden;
        score_cells(&sc, face_down(g, s, p, &hidden) ? &hidden : NULL, cells);
        snprintf(marker, sizeof marker, "marker.%s",
                 gfx_player_colour_key(session_colour(g->session, p)));
        gfx_draw_centered(canvas, marker, r->x + 30, row + 11, 0.8f);
        gfx_text(canvas, FONT_BODY, 16, COLOUR_INK, r->x + 48, row, ALIGN_LEFT,
                 session_player_name(g->session, p));
        for (int k = 0; k < 8; k++)
            gfx_text(canvas, k == 7 ? FONT_BOLD : FONT_BODY, 16, COLOUR_INK,
                     x0 + col * ((float)k + 0.5f), row, ALIGN_CENTER, cells[k]);
    }
}

/* Where an announcement may sit on the board: the crafts, the market stalls,
 * the travel map. It takes the one farthest from the area it names, so the
 * market day is not announced over the market. */
static void announcement_centre(const layout *l, const anim_view *anim, float *x, float *y)
{
    static const float SPOTS[][2] = {{460, 540}, {330, 190}, {1040, 540}};
    float ax, ay, best = -1;
    const SDL_FRect *named = anim->banner_area[0] ? layout_find(l, anim->banner_area) : NULL;
    *x = SPOTS[0][0];
    *y = SPOTS[0][1];
    if (!named)
        return;
    pos_rect_centre(named, &ax, &ay);
    for (size_t i = 0; i < sizeof SPOTS / sizeof SPOTS[0]; i++) {
        float d = (SPOTS[i][0] - ax) * (SPOTS[i][0] - ax) + (SPOTS[i][1] - ay) * (SPOTS[i][1] - ay);
        if (d > best) {
            best = d;
            *x = SPOTS[i][0];
            *y = SPOTS[i][1];
        }
    }
}

static void draw_announcement(gfx *canvas, const anim_view *anim)
{
    if (anim->banner_left <= 0 || !anim->banner[0])
        return;
    const SDL_FRect *board = layout_find(&canvas->layout, "board");
    float x, y;
    announcement_centre(&canvas->layout, anim, &x, &y);
    float w = gfx_text_width(canvas, FONT_TITLE, 46, anim->banner) + 120;
    SDL_FRect box = {x - w / 2, y - 50, w, 100};
    if (board && box.x + box.w > board->x + board->w - 10)
        box.x = board->x + board->w - 10 - box.w;
    if (board && box.x < board->x + 10)
        box.x = board->x + 10;
    gfx_panel(canvas, &box, true);
    gfx_text(canvas, FONT_TITLE, 46, COLOUR_GOLD_LIGHT, box.x + box.w / 2, box.y + 18, ALIGN_CENTER,
             anim->banner);
}

/* One note just above the choices panel, 'row' notes up from it. */
static void draw_note(gfx *canvas, const char *text, int row, SDL_Color colour)
{
    const SDL_FRect *r = layout_find(&canvas->layout, "ui.choices");
    if (!r)
        return;
    float w = gfx_text_width(canvas, FONT_BOLD, 17, text) + 36;
    SDL_FRect box = {r->x + 12, r->y - 50 - 46 * (float)row, w, 44};
    gfx_nine_slice(canvas, "ui.tooltip", &box, 16);
    gfx_text(canvas, FONT_BOLD, 17, colour, box.x + 18, box.y + 10, ALIGN_LEFT, text);
}

/* The forced moves played for the person since their last click (newest
 * lowest, with how to close them), then the passing hint above them. */
static void draw_notes(const part_view *v, const game_ui *g)
{
    int row = 0;
    if (g->notice_count > 0)
        draw_note(v->canvas, TR(v->words.cat, "game.forced.close"), row++, COLOUR_INK_SOFT);
    for (int i = g->notice_count - 1; i >= 0; i--)
        draw_note(v->canvas, g->notices[i], row++, COLOUR_WARNING);
    if (g->message_left > 0)
        draw_note(v->canvas, g->message, row, COLOUR_WARNING);
}

void panels_draw(const part_view *v, const game_ui *g, log_panel *log,
                 const panels_summary *summary)
{
    draw_turn_banner(v, g);
    log_view_draw(v, log, &g->log, g->session);
    draw_scores(v, g, summary);
    choices_draw(v, g);
    draw_notes(v, g);
    menu m;
    panels_buttons(v, g, &m);
    menu_draw(v->canvas, &m, menu_hit(&m, v->mouse_x, v->mouse_y), -1);
    draw_announcement(v->canvas, &g->anim);
}
