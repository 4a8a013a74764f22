/* The guide of a lesson ("Learn to play", docs/lessons.md) drawn: it says
 * the lesson's lines, outlines the board area the lesson is about with an
 * arrow to it, and after each move of the learner says what that move did.
 * What the guide heard (the reaction, the goals, the end) is the model's,
 * session/lesson_guide.c; this file only shows it. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game/lesson.h"
#include "scenes/game/piece_pos.h"

static const SDL_Color GUIDE_MARK = {0xff, 0xb0, 0x20, 255};
enum { GUIDE_TEXT = 18, GUIDE_TITLE = 22 };

bool lesson_active(const lesson_guide *lg)
{
    return lg->active;
}

bool lesson_box(SDL_FRect *out)
{
    /* Lessons are two-player games: the two lower farmyard places are free. */
    *out = (SDL_FRect){1292, 484, 616, 396};
    return true;
}

/* Areas closer than this are outlined together: the stalls of the market,
 * the rungs of the council, a lifetime track are one area; the family space
 * and the farmyard, at both ends of the table, are two. */
static const float NEAR = 150;

static bool near(const SDL_FRect *p, const SDL_FRect *q)
{
    float dx = SDL_max(p->x, q->x) - SDL_min(p->x + p->w, q->x + q->w);
    float dy = SDL_max(p->y, q->y) - SDL_min(p->y + p->h, q->y + q->h);
    return dx < NEAR && dy < NEAR;
}

int lesson_target_areas(const gfx *canvas, const lesson_guide *lg, SDL_FRect *out, int max)
{
    const lesson *l = &lg->script;
    int n = 0;
    for (int i = 0; i < l->target_count && n < max; i++) {
        const SDL_FRect *r = layout_find(&canvas->layout, l->targets[i]);
        if (r)
            out[n++] = *r;
    }
    /* Merges near areas until none are near: the first area stays first. */
    for (bool merged = true; merged;) {
        merged = false;
        for (int i = 0; i < n && !merged; i++)
            for (int k = i + 1; k < n && !merged; k++)
                if (near(&out[i], &out[k])) {
                    SDL_FRect u;
                    SDL_UnionFRect(&out[i], &out[k], &u);
                    out[i] = u;
                    out[k] = out[--n];
                    merged = true;
                }
    }
    return n;
}

/* A thick arrow from the guide to the edge of the target, with its head. */
static void draw_arrow(gfx *canvas, float x0, float y0, const SDL_FRect *to)
{
    float cx = to->x + to->w / 2, cy = to->y + to->h / 2;
    float dx = cx - x0, dy = cy - y0;
    float len = SDL_sqrtf(dx * dx + dy * dy);
    if (len < 1)
        return;
    float ux = dx / len, uy = dy / len;
    /* Stop at the rectangle's edge: the outline stays readable. */
    float tx = ux != 0 ? (to->w / 2) / SDL_fabsf(ux) : 1e9f;
    float ty = uy != 0 ? (to->h / 2) / SDL_fabsf(uy) : 1e9f;
    float stop = len - SDL_min(tx, ty) - 6;
    if (stop < 20)
        return;
    float x1 = x0 + ux * stop, y1 = y0 + uy * stop;
    SDL_Renderer *r = canvas->renderer;
    SDL_SetRenderDrawColor(r, GUIDE_MARK.r, GUIDE_MARK.g, GUIDE_MARK.b, 255);
    for (int o = -3; o <= 3; o++) {
        float px = -uy * (float)o * 0.7f, py = ux * (float)o * 0.7f;
        SDL_RenderDrawLineF(r, x0 + px, y0 + py, x1 + px, y1 + py);
    }
    for (int side = -1; side <= 1; side += 2)
        for (int o = -2; o <= 2; o++) {
            float hx = x1 - ux * 26 + -uy * 16 * (float)side,
                  hy = y1 - uy * 26 + ux * 16 * (float)side;
            SDL_RenderDrawLineF(r, x1 + (float)o * 0.6f, y1, hx + (float)o * 0.6f, hy);
        }
}

/* The lines the guide shows now: its prompts, then what it says of the
 * learner's last move; once the lesson is over, that and its closing line. */
int lesson_lines(const table_words *w, const lesson_guide *lg, char lines[][LESSON_LINE_MAX],
                 int max)
{
    const i18n *cat = w->cat;
    int n = 0;
    for (int i = 0; !lg->finished && i < lg->script.prompt_count && n < max; i++)
        snprintf(lines[n++], LESSON_LINE_MAX, "%s", TR(cat, lg->script.prompts[i]));
    if (lg->said[0] && n < max) {
        /* A reaction that counts something names <say>.one and <say>.other. */
        char amount[16], counted[sizeof lg->said + 8];
        snprintf(amount, sizeof amount, "%d", lg->said_amount);
        snprintf(counted, sizeof counted, "%s.one", lg->said);
        if (i18n_has(cat, counted))
            i18n_plural(cat, lines[n++], LESSON_LINE_MAX, lg->said, lg->said_amount, NULL);
        else
            i18n_format(cat, lines[n++], LESSON_LINE_MAX, lg->said,
                        (const char *const[]){amount, NULL});
    }
    if (lg->finished && n < max)
        snprintf(lines[n++], LESSON_LINE_MAX, "%s", TR(cat, lg->script.done));
    return n;
}

/* The guide's heading and lines, drawn or only measured; returns where they end. */
static float guide_text(const part_view *v, const lesson_guide *lg, const SDL_FRect *box, bool draw)
{
    const i18n *cat = v->words.cat;
    float x = box->x + 20, y = box->y + 14, wrap = box->w - 40;
    if (draw && lg->chain) {
        char counter[64], index[16], count[16];
        snprintf(index, sizeof index, "%d", lg->index + 1);
        snprintf(count, sizeof count, "%d", lg->count);
        TRF(cat, counter, "lesson.counter", index, count);
        gfx_text(v->canvas, FONT_BODY, GUIDE_TEXT, COLOUR_INK_SOFT, box->x + box->w - 20, y + 3,
                 ALIGN_RIGHT, counter);
    }
    if (draw)
        gfx_text(v->canvas, FONT_BOLD, GUIDE_TITLE, COLOUR_INK, x, y, ALIGN_LEFT,
                 TR(cat, lg->script.title));
    y += 38;
    char lines[LESSON_PROMPTS_MAX + 1][LESSON_LINE_MAX];
    int n = lesson_lines(&v->words, lg, lines, LESSON_PROMPTS_MAX + 1);
    int reaction_line = lg->said[0] ? (lg->finished ? n - 2 : n - 1) : -1;
    for (int i = 0; i < n; i++) {
        font_role font = i == reaction_line ? FONT_BOLD : FONT_BODY;
        if (draw)
            gfx_text_wrapped(v->canvas, font, GUIDE_TEXT,
                             i == reaction_line ? COLOUR_WARNING : COLOUR_INK, x, y, wrap,
                             lines[i]);
        y += gfx_wrapped_height(v->canvas, font, GUIDE_TEXT, wrap, lines[i]) + 8;
    }
    return y;
}

float lesson_room_left(const part_view *v, const lesson_guide *lg)
{
    SDL_FRect box;
    if (!lg->active || !lesson_box(&box))
        return 0;
    float bottom = box.y + box.h - (lg->finished ? 70 : 10);
    return bottom - guide_text(v, lg, &box, false);
}

void lesson_draw(const part_view *v, const lesson_guide *lg)
{
    SDL_FRect box;
    if (!lg->active || !lesson_box(&box))
        return;
    /* Near targets are outlined as one area, far ones each on its own; the
     * arrow goes to the area of the first, the space the lesson asks for. */
    SDL_FRect areas[LESSON_TARGETS_MAX];
    int count = lg->finished ? 0 : lesson_target_areas(v->canvas, lg, areas, LESSON_TARGETS_MAX);
    for (int k = 0; k < count; k++) {
        SDL_FRect target = {areas[k].x - 8, areas[k].y - 8, areas[k].w + 16, areas[k].h + 16};
        gfx_outline(v->canvas, &target, GUIDE_MARK, 5);
        if (k == 0)
            draw_arrow(v->canvas, box.x, box.y + 40, &target);
    }
    gfx_panel(v->canvas, &box, false);
    guide_text(v, lg, &box, true);
}

void lesson_buttons(const table_words *w, const lesson_guide *lg, menu *m)
{
    SDL_FRect box;
    if (!lg->active || !lg->finished || !lesson_box(&box))
        return;
    float y = box.y + box.h - 64, width = (box.w - 60) / 2;
    if (lg->chain) {
        bool last = lg->index + 1 >= lg->count;
        menu_add(m, box.x + box.w - 20 - width, y, width, 50,
                 TR(w->cat, last ? "lesson.finish" : "lesson.next"),
                 last ? GAME_BUTTON_LESSON_FINISH : GAME_BUTTON_LESSON_NEXT);
    } else {
        menu_add(m, box.x + 20, y, width, 50, TR(w->cat, "lesson.again"), GAME_BUTTON_LESSON_AGAIN);
        menu_add(m, box.x + box.w - 20 - width, y, width, 50, TR(w->cat, "lesson.to_rules"),
                 GAME_BUTTON_LESSON_RULES);
    }
}
