/* The game log panel: the newest lines at the bottom, a scrollbar that can
 * be dragged (or the wheel turned) to read back, and the view that stays
 * where the person scrolled to while new lines arrive (and when the log is
 * told again after a language change). It opens to the table's full height
 * to follow several AI turns, and jumps back to the newest line. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"
#include "ui/widgets.h"

enum { BAR_W = 10, THUMB_MIN = 28, TALL_TOP = 70, BUTTON_H = 30 };

/* The panel as drawn: its layout place, or the full height of the table. */
static bool log_frame(app *a, SDL_FRect *out)
{
    const SDL_FRect *r = layout_find(&a->gfx.layout, "ui.log");
    if (!r)
        return false;
    *out = *r;
    if (a->shared->game->log_panel.tall) {
        out->y = TALL_TOP;
        out->h = r->y + r->h - TALL_TOP;
    }
    return true;
}

/* The panel's buttons: over the oldest lines in view while the mouse is on
 * the short log (so it keeps all its lines), and always on the bottom row of
 * the tall log, under the game's buttons. "Jump to latest" only while
 * scrolled up. */
bool log_view_button(app *a, int which, SDL_FRect *out)
{
    SDL_FRect r;
    if (!log_frame(a, &r))
        return false;
    const log_panel *lp = &a->shared->game->log_panel;
    float w = 150, x = r.x + r.w - 22 - BAR_W - w;
    float y = lp->tall ? r.y + r.h - 10 - BUTTON_H : r.y + 56;
    *out = which == LOG_BUTTON_TALL ? (SDL_FRect){x - w - 6, y, w, BUTTON_H}
                                    : (SDL_FRect){x, y, w, BUTTON_H};
    bool shown = lp->tall || gfx_contains(&r, a->mouse_x, a->mouse_y);
    return shown && (which == LOG_BUTTON_TALL || lp->scroll > 0);
}

static bool log_area(app *a, SDL_FRect *text, SDL_FRect *track)
{
    const SDL_FRect *r = layout_find(&a->gfx.layout, "ui.log");
    SDL_FRect frame;
    if (!r || !log_frame(a, &frame))
        return false;
    bool tall = a->shared->game->log_panel.tall;
    float top = tall ? frame.y + 16 : r->y + 54;
    float bottom = tall ? r->y + 4 : r->y + r->h - 14;
    *text = (SDL_FRect){r->x + 10, top, r->w - 24 - BAR_W, bottom - top};
    *track = (SDL_FRect){r->x + r->w - 12 - BAR_W, top, BAR_W, bottom - top};
    return true;
}

static int max_scroll(const game_ui *g)
{
    int visible = g->log_panel.visible > 0 ? g->log_panel.visible : 1;
    return g->log.count > visible ? g->log.count - visible : 0;
}

static void clamp_scroll(game_ui *g)
{
    int most = max_scroll(g);
    g->log_panel.scroll = g->log_panel.scroll < 0      ? 0
                          : g->log_panel.scroll > most ? most
                                                       : g->log_panel.scroll;
}

/* The thumb: its length is the share of lines in view, its place how far up the view is. */
bool log_view_thumb(app *a, SDL_FRect *thumb)
{
    game_ui *g = a->shared->game;
    SDL_FRect text, track;
    if (!log_area(a, &text, &track) || max_scroll(g) == 0)
        return false;
    float share = (float)g->log_panel.visible / (float)g->log.count;
    float h = track.h * share < THUMB_MIN ? THUMB_MIN : track.h * share;
    float up = (float)g->log_panel.scroll / (float)max_scroll(g);
    *thumb = (SDL_FRect){track.x, track.y + (track.h - h) * (1 - up), track.w, h};
    return true;
}

void log_view_reset(game_ui *g)
{
    g->log_panel.scroll = 0;
}

void log_view_keep(game_ui *g, int scroll)
{
    g->log_panel.scroll = scroll;
    clamp_scroll(g);
}

void log_scrolled_by_new_line(game_ui *g)
{
    if (g->log_panel.scroll > 0) /* keep the lines the person is reading in place */
        g->log_panel.scroll++;
    clamp_scroll(g);
}

static void draw_buttons(app *a)
{
    static const char *const keys[] = {"log.tall", "log.latest"};
    for (int b = LOG_BUTTON_TALL; b <= LOG_BUTTON_LATEST; b++) {
        menu_item it = {.enabled = true};
        if (!log_view_button(a, b, &it.rect))
            continue;
        const char *key =
            b == LOG_BUTTON_TALL && a->shared->game->log_panel.tall ? "log.short" : keys[b];
        snprintf(it.label, sizeof it.label, "%s", TR(&a->i18n, key));
        widget_button(&a->gfx, &it, gfx_contains(&it.rect, a->mouse_x, a->mouse_y), false);
    }
}

void log_view_draw(app *a)
{
    game_ui *g = a->shared->game;
    SDL_FRect text, track, thumb, frame;
    if (!log_area(a, &text, &track) || !log_frame(a, &frame))
        return;
    if (g->log_panel.tall) /* over the board: a panel of its own */
        gfx_panel(&a->gfx, &frame, false);
    float wrap = text.w - 8, bottom = text.y + text.h;
    /* The oldest line in view may be cut at the top rather than left out. */
    SDL_Rect clip = {(int)text.x, (int)text.y, (int)text.w, (int)text.h};
    SDL_RenderSetClipRect(a->gfx.renderer, &clip);
    int whole = 0;
    float size = gfx_ui(&a->gfx, 14);
    for (int i = g->log.count - 1 - g->log_panel.scroll; i >= 0 && bottom > text.y; i--) {
        bottom -= gfx_wrapped_height(&a->gfx, FONT_BODY, size, wrap, g->log.lines[i]);
        whole += bottom >= text.y;
        SDL_Color c = i == g->log.count - 1 ? COLOUR_INK : COLOUR_INK_SOFT;
        bool heading = strncmp(g->log.lines[i], "\u2014", 3) == 0; /* "— Round 3 begins —" */
        gfx_text_wrapped(&a->gfx, heading ? FONT_BOLD : FONT_BODY, size, heading ? COLOUR_INK : c,
                         text.x + 8, bottom, wrap, g->log.lines[i]);
    }
    SDL_RenderSetClipRect(a->gfx.renderer, NULL);
    if (g->log_panel.scroll == 0)
        g->log_panel.visible = whole > 0 ? whole : 1;
    draw_buttons(a);
    if (!log_view_thumb(a, &thumb))
        return;
    gfx_fill(&a->gfx, &track, (SDL_Color){0x6b, 0x4f, 0x33, 60});
    bool hot = g->log_panel.dragging || gfx_contains(&thumb, a->mouse_x, a->mouse_y);
    gfx_fill(&a->gfx, &thumb, hot ? COLOUR_GOLD : COLOUR_INK_SOFT);
}

/* Scroll so the thumb's centre follows the mouse. */
static void drag_to(app *a, float y)
{
    game_ui *g = a->shared->game;
    SDL_FRect text, track, thumb;
    if (!log_area(a, &text, &track) || !log_view_thumb(a, &thumb))
        return;
    float room = track.h - thumb.h;
    float up = room > 0 ? 1 - (y - g->log_panel.drag_offset - track.y) / room : 0;
    g->log_panel.scroll = (int)(up * (float)max_scroll(g) + 0.5f);
    clamp_scroll(g);
}

bool log_view_event(app *a, const SDL_Event *e)
{
    game_ui *g = a->shared->game;
    SDL_FRect text, track, thumb;
    if (!log_area(a, &text, &track))
        return false;
    if (e->type == SDL_MOUSEWHEEL) {
        g->log_panel.scroll += e->wheel.y;
        clamp_scroll(g);
        return true;
    }
    bool button = e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP;
    float x = button ? (float)e->button.x : (float)e->motion.x;
    float y = button ? (float)e->button.y : (float)e->motion.y;
    SDL_FRect b, frame;
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT &&
        !g->log_panel.dragging) {
        if (log_view_button(a, LOG_BUTTON_LATEST, &b) && gfx_contains(&b, x, y)) {
            g->log_panel.scroll = 0;
            return true;
        }
        if (log_view_button(a, LOG_BUTTON_TALL, &b) && gfx_contains(&b, x, y)) {
            g->log_panel.tall = !g->log_panel.tall;
            g->log_panel.visible = 0; /* counted again at the next draw */
            clamp_scroll(g);
            return true;
        }
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT &&
        log_view_thumb(a, &thumb) && gfx_contains(&track, x, y)) {
        if (!gfx_contains(&thumb, x, y)) { /* a click beside the thumb pages */
            int page = g->log_panel.visible > 1 ? g->log_panel.visible - 1 : 1;
            g->log_panel.scroll += y < thumb.y ? page : -page;
            clamp_scroll(g);
            return true;
        }
        g->log_panel.dragging = true;
        g->log_panel.drag_offset = y - thumb.y;
        return true;
    }
    if (e->type == SDL_MOUSEMOTION && g->log_panel.dragging) {
        drag_to(a, y);
        return true;
    }
    if (e->type == SDL_MOUSEBUTTONUP && g->log_panel.dragging) {
        g->log_panel.dragging = false;
        return true;
    }
    /* Open over the board, the log takes the clicks that land on it. */
    return button && g->log_panel.tall && log_frame(a, &frame) && gfx_contains(&frame, x, y);
}
