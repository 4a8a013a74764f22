/* The game log panel: the newest lines at the bottom, a scrollbar that can
 * be dragged (or the wheel turned) to read back, and the view that stays
 * where the person scrolled to while new lines arrive (and when the log is
 * told again after a language change). It opens to the table's full height
 * to follow several AI turns, and jumps back to the newest line. Each turn's
 * lines hang under a heading in its seat's colour, with a bar of that colour
 * beside them; a line starts with a small picture of what it tells. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/log_view.h"
#include "ui/widgets.h"

enum {
    BAR_W = 10,
    THUMB_MIN = 28,
    TALL_TOP = 70,
    BUTTON_H = 30,
    BUTTON_MIN_W = 120,
    BUTTON_GAP = 6
};

/* The line's text size, the icon column and the indent of a turn's lines. */
static const float TEXT_SIZE = 14, ICON = 18, ICON_GAP = 5, GROUP_INDENT = 12, HEADING_GAP = 4;

/* The panel as drawn: its layout place, or the full height of the table. */
static bool log_frame(const part_view *v, const log_panel *lp, SDL_FRect *out)
{
    const SDL_FRect *r = layout_find(&v->canvas->layout, "ui.log");
    if (!r)
        return false;
    *out = *r;
    if (lp->tall) {
        out->y = TALL_TOP;
        out->h = r->y + r->h - TALL_TOP;
    }
    return true;
}

/* A button's label: the tall log's first button takes it back to small. */
static const char *button_label(const table_words *w, const log_panel *lp, int which)
{
    if (which == LOG_BUTTON_LATEST)
        return TR(w->cat, "log.latest");
    return TR(w->cat, lp->tall ? "log.short" : "log.tall");
}

/* Wide enough for its label at the size widget_button draws it, so a long
 * translation is not squeezed past the button's edges. */
static float button_width(const part_view *v, const log_panel *lp, int which)
{
    float size = gfx_ui(v->canvas, 16), tallest = BUTTON_H * 0.62f;
    size = size > tallest ? (tallest > 16 ? tallest : 16) : size;
    float w = gfx_text_width(v->canvas, FONT_BOLD, size, button_label(&v->words, lp, which)) +
              BUTTON_MARGIN + 10;
    return w > BUTTON_MIN_W ? w : BUTTON_MIN_W;
}

/* The panel's buttons: on a strip of their own above the lines while the
 * mouse is on the short log (the oldest line in view steps out of sight
 * rather than hide under them), and always on the bottom row of the tall
 * log, under the game's buttons. "Jump to latest" only while scrolled up. */
bool log_view_button(const part_view *v, const log_panel *lp, int which, SDL_FRect *out)
{
    SDL_FRect r;
    if (!log_frame(v, lp, &r))
        return false;
    float tall_w = button_width(v, lp, LOG_BUTTON_TALL);
    float latest_w = button_width(v, lp, LOG_BUTTON_LATEST);
    float right = r.x + r.w - 22 - BAR_W, room = r.w - 32 - BAR_W - BUTTON_GAP;
    if (tall_w + latest_w > room) { /* the labels shrink to fit (widget_button_text) */
        float shrink = room / (tall_w + latest_w);
        tall_w *= shrink;
        latest_w *= shrink;
    }
    float y = lp->tall ? r.y + r.h - 10 - BUTTON_H : r.y + 56;
    *out = which == LOG_BUTTON_TALL
               ? (SDL_FRect){right - latest_w - BUTTON_GAP - tall_w, y, tall_w, BUTTON_H}
               : (SDL_FRect){right - latest_w, y, latest_w, BUTTON_H};
    bool shown = lp->tall || gfx_contains(&r, v->mouse_x, v->mouse_y);
    return shown && (which == LOG_BUTTON_TALL || lp->scroll > 0);
}

static bool log_area(const part_view *v, const log_panel *lp, SDL_FRect *text, SDL_FRect *track)
{
    const SDL_FRect *r = layout_find(&v->canvas->layout, "ui.log");
    SDL_FRect frame;
    if (!r || !log_frame(v, lp, &frame))
        return false;
    bool tall = lp->tall;
    SDL_FRect button;
    float top = tall                                               ? frame.y + 16
                : log_view_button(v, lp, LOG_BUTTON_TALL, &button) ? button.y + button.h + 4
                                                                   : r->y + 54;
    float bottom = tall ? r->y + 4 : r->y + r->h - 14 - log_view_prompts_room(v, lp);
    *text = (SDL_FRect){r->x + 10, top, r->w - 24 - BAR_W, bottom - top};
    *track = (SDL_FRect){r->x + r->w - 12 - BAR_W, top, BAR_W, bottom - top};
    return true;
}

bool log_view_lines(const part_view *v, const log_panel *lp, SDL_FRect *out)
{
    SDL_FRect track;
    return log_area(v, lp, out, &track);
}

static int max_scroll(const log_panel *lp, const log_lines *log)
{
    int visible = lp->visible > 0 ? lp->visible : 1;
    return log->count > visible ? log->count - visible : 0;
}

static void clamp_scroll(log_panel *lp, const log_lines *log)
{
    int most = max_scroll(lp, log);
    lp->scroll = lp->scroll < 0 ? 0 : lp->scroll > most ? most : lp->scroll;
}

/* The thumb: its length is the share of lines in view, its place how far up the view is. */
bool log_view_thumb(const part_view *v, const log_panel *lp, const log_lines *log, SDL_FRect *thumb)
{
    SDL_FRect text, track;
    if (!log_area(v, lp, &text, &track) || max_scroll(lp, log) == 0)
        return false;
    float share = (float)lp->visible / (float)log->count;
    float h = track.h * share < THUMB_MIN ? THUMB_MIN : track.h * share;
    float up = (float)lp->scroll / (float)max_scroll(lp, log);
    *thumb = (SDL_FRect){track.x, track.y + (track.h - h) * (1 - up), track.w, h};
    return true;
}

void log_view_reset(log_panel *lp)
{
    lp->scroll = 0;
}

void log_view_keep(log_panel *lp, const log_lines *log, int scroll)
{
    lp->scroll = scroll;
    clamp_scroll(lp, log);
}

void log_scrolled_by_new_line(log_panel *lp, const log_lines *log)
{
    if (lp->scroll > 0) /* keep the lines the person is reading in place */
        lp->scroll++;
    clamp_scroll(lp, log);
}

static void draw_buttons(const part_view *v, const log_panel *lp)
{
    for (int b = LOG_BUTTON_TALL; b <= LOG_BUTTON_LATEST; b++) {
        menu_item it = {.enabled = true};
        if (!log_view_button(v, lp, b, &it.rect))
            continue;
        snprintf(it.label, sizeof it.label, "%s", button_label(&v->words, lp, b));
        widget_button(v->canvas, &it, gfx_contains(&it.rect, v->mouse_x, v->mouse_y), false);
    }
}

/* The sprite a line starts with, or NULL: a cube through gfx_cube_sprite,
 * so the colour-blind symbols show in the log too. */
static const char *icon_sprite(const gfx *gx, const log_line *l)
{
    static const char *const SPRITES[LOG_ICON_KINDS] = {
        [LOG_ICON_WELL] = "icon.well",           [LOG_ICON_BIRTH] = "icon.space.family",
        [LOG_ICON_DEATH] = "icon.death",         [LOG_ICON_COIN] = "icon.coin",
        [LOG_ICON_GRAIN] = "icon.grain",         [LOG_ICON_TIME] = "icon.time",
        [LOG_ICON_PRESTIGE] = "icon.prestige",   [LOG_ICON_HARVEST] = "icon.space.harvest",
        [LOG_ICON_CRAFTS] = "icon.space.crafts", [LOG_ICON_TRAVEL] = "icon.space.travel",
        [LOG_ICON_CHURCH] = "icon.space.church", [LOG_ICON_COUNCIL] = "icon.space.council",
        [LOG_ICON_MARKET] = "icon.space.market", [LOG_ICON_BAG] = "bag.green.closed"};
    if (l->icon == LOG_ICON_CUBE)
        return gfx_cube_sprite(gx, l->colour);
    return l->icon > LOG_ICON_NONE && l->icon < LOG_ICON_KINDS ? SPRITES[(int)l->icon] : NULL;
}

/* A sprite fitted into a square of 'size' logical pixels, its edges on whole
 * output pixels so it stays sharp at every window size. */
static void draw_icon(gfx *gx, const char *name, float cx, float cy, float size)
{
    const sprite *sp = gfx_sprite(gx, name);
    if (!sp)
        return;
    float scale = size / (sp->w > sp->h ? sp->w : sp->h);
    SDL_FRect dst = {cx - sp->w * scale / 2, cy - sp->h * scale / 2, sp->w * scale, sp->h * scale};
    dst = gfx_snap(gx->renderer, &dst);
    SDL_RenderCopyF(gx->renderer, gx->atlas.texture, &sp->src, &dst);
}

/* Where a line's words start, from the left of the text area. */
static float line_indent(const log_line *l)
{
    if (l->kind == LOG_ROUND)
        return 0;
    if (l->kind == LOG_TURN)
        return ICON + ICON_GAP;
    return (l->turn >= 0 ? GROUP_INDENT : 0) + ICON + ICON_GAP;
}

static float line_height(gfx *canvas, const log_line *l, float wrap)
{
    float h = gfx_wrapped_height(canvas, l->kind == LOG_TOLD ? FONT_BODY : FONT_BOLD,
                                 gfx_ui(canvas, TEXT_SIZE), wrap - line_indent(l), l->text);
    if (h < ICON + 2)
        h = ICON + 2;
    return l->kind == LOG_TOLD ? h : h + HEADING_GAP;
}

/* The bar of a turn's colour down the side of its lines, edged in ink so a
 * white or yellow seat shows on the parchment too. */
static void group_bar(gfx *canvas, int colour, float x, float y, float h)
{
    SDL_FRect r = {x, y, 4, h};
    gfx_fill(canvas, &r, gfx_player_colour(colour));
    gfx_outline(canvas, &r, COLOUR_INK_SOFT, 1);
}

/* One line with its top at y: a round's heading in bold; a turn's heading in
 * bold on a band of its seat's colour with the seat's marker; a turn's line
 * beside a bar of that colour, after its picture. */
static void draw_line(gfx *canvas, const session *game, const log_line *l, float x, float y,
                      float wrap, float h, SDL_Color ink)
{
    float indent = line_indent(l);
    if (l->kind != LOG_TOLD)
        y += HEADING_GAP;
    if (l->kind == LOG_TURN) {
        int colour = session_colour(game, l->turn);
        SDL_Color band = gfx_player_colour(colour);
        band.a = 70;
        SDL_FRect r = {x - 4, y - 1, wrap + 4, h - HEADING_GAP + 1};
        gfx_fill(canvas, &r, band);
        group_bar(canvas, colour, x - 4, y - 1, h - HEADING_GAP + 1);
        char marker[32];
        snprintf(marker, sizeof marker, "marker.%s", gfx_player_colour_key(colour));
        draw_icon(canvas, marker, x + ICON / 2, y + ICON / 2 + 1, ICON - 2);
    } else if (l->kind == LOG_TOLD && l->turn >= 0) {
        group_bar(canvas, session_colour(game, l->turn), x + 2, y, h);
    }
    const char *icon = l->kind == LOG_TOLD ? icon_sprite(canvas, l) : NULL;
    if (icon)
        draw_icon(canvas, icon, x + indent - ICON_GAP - ICON / 2, y + ICON / 2 + 1, ICON);
    bool bold = l->kind != LOG_TOLD;
    gfx_text_wrapped(canvas, bold ? FONT_BOLD : FONT_BODY, gfx_ui(canvas, TEXT_SIZE),
                     bold ? COLOUR_INK : ink, x + indent, y, wrap - indent, l->text);
}

void log_view_draw(const part_view *v, log_panel *lp, const log_lines *log, const session *game)
{
    gfx *canvas = v->canvas;
    SDL_FRect text, track, thumb, frame;
    if (!log_area(v, lp, &text, &track) || !log_frame(v, lp, &frame))
        return;
    if (lp->tall) /* over the board: a panel of its own */
        gfx_panel(canvas, &frame, false);
    float wrap = text.w - 8, bottom = text.y + text.h;
    /* The oldest line in view may be cut at the top rather than left out. */
    SDL_Rect clip = {(int)text.x, (int)text.y, (int)text.w, (int)text.h};
    SDL_RenderSetClipRect(canvas->renderer, &clip);
    int whole = 0;
    for (int i = log->count - 1 - lp->scroll; i >= 0 && bottom > text.y; i--) {
        const log_line *l = &log->lines[i];
        float h = line_height(canvas, l, wrap);
        bottom -= h;
        whole += bottom >= text.y;
        SDL_Color c = i == log->count - 1 ? COLOUR_INK : COLOUR_INK_SOFT;
        draw_line(canvas, game, l, text.x + 8, bottom, wrap, h, c);
    }
    SDL_RenderSetClipRect(canvas->renderer, NULL);
    if (lp->scroll == 0)
        lp->visible = whole > 0 ? whole : 1;
    draw_buttons(v, lp);
    if (!log_view_thumb(v, lp, log, &thumb))
        return;
    gfx_fill(canvas, &track, (SDL_Color){0x6b, 0x4f, 0x33, 60});
    bool hot = lp->dragging || gfx_contains(&thumb, v->mouse_x, v->mouse_y);
    gfx_fill(canvas, &thumb, hot ? COLOUR_GOLD : COLOUR_INK_SOFT);
}

/* Scroll so the thumb's centre follows the mouse. */
static void drag_to(const part_view *v, log_panel *lp, const log_lines *log, float y)
{
    SDL_FRect text, track, thumb;
    if (!log_area(v, lp, &text, &track) || !log_view_thumb(v, lp, log, &thumb))
        return;
    float room = track.h - thumb.h;
    float up = room > 0 ? 1 - (y - lp->drag_offset - track.y) / room : 0;
    lp->scroll = (int)(up * (float)max_scroll(lp, log) + 0.5f);
    clamp_scroll(lp, log);
}

bool log_view_event(const part_view *v, log_panel *lp, const log_lines *log, const SDL_Event *e)
{
    SDL_FRect text, track, thumb;
    if (!log_area(v, lp, &text, &track))
        return false;
    if (e->type == SDL_MOUSEWHEEL) {
        lp->scroll += e->wheel.y;
        clamp_scroll(lp, log);
        return true;
    }
    bool button = e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP;
    float x = button ? (float)e->button.x : (float)e->motion.x;
    float y = button ? (float)e->button.y : (float)e->motion.y;
    SDL_FRect b, frame;
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT && !lp->dragging) {
        if (log_view_button(v, lp, LOG_BUTTON_LATEST, &b) && gfx_contains(&b, x, y)) {
            lp->scroll = 0;
            return true;
        }
        if (log_view_button(v, lp, LOG_BUTTON_TALL, &b) && gfx_contains(&b, x, y)) {
            lp->tall = !lp->tall;
            lp->visible = 0; /* counted again at the next draw */
            clamp_scroll(lp, log);
            return true;
        }
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT &&
        log_view_thumb(v, lp, log, &thumb) && gfx_contains(&track, x, y)) {
        if (!gfx_contains(&thumb, x, y)) { /* a click beside the thumb pages */
            int page = lp->visible > 1 ? lp->visible - 1 : 1;
            lp->scroll += y < thumb.y ? page : -page;
            clamp_scroll(lp, log);
            return true;
        }
        lp->dragging = true;
        lp->drag_offset = y - thumb.y;
        return true;
    }
    if (e->type == SDL_MOUSEMOTION && lp->dragging) {
        drag_to(v, lp, log, y);
        return true;
    }
    if (e->type == SDL_MOUSEBUTTONUP && lp->dragging) {
        lp->dragging = false;
        return true;
    }
    /* Open over the board, the log takes the clicks that land on it. */
    return button && lp->tall && log_frame(v, lp, &frame) && gfx_contains(&frame, x, y);
}

void log_view_toggle_tall(log_panel *lp, const log_lines *log)
{
    lp->tall = !lp->tall;
    lp->visible = 0; /* counted again at the next draw */
    clamp_scroll(lp, log);
}

void log_view_page(log_panel *lp, const log_lines *log, int pages)
{
    lp->scroll += pages * (lp->visible > 1 ? lp->visible - 1 : 1);
    clamp_scroll(lp, log);
}

float log_view_prompts_room(const part_view *v, const log_panel *lp)
{
    if (!v->input || !input_shows_prompts(v->input) || lp->tall)
        return 0;
    return prompts_row_height(v->canvas) + LOG_PROMPTS_MARGIN;
}
