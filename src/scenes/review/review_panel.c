/* The review's side panel: where the replay stands and the decision made
 * there (the move played, its grade, the better move and why), the step
 * buttons, and the three biggest mistakes as cards that jump the replay to
 * them; while the analysis runs, its progress and a Cancel button instead. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/review/review.h"
#include "scenes/review/review_card.h"

/* The cards and the line under them fill the panel between the step
 * buttons (400 to 454) and Back (from 992). */
enum { TEXT = 18, STEP_TOP = 400, CARD_TOP = 492, CARD_H = 156, CARD_GAP = 4, DONE_TOP = 969 };
_Static_assert(CARD_H - 14 == (int)REVIEW_CARD_ROOM, "the card's words have its height");

static const SDL_FRect PANEL = {1370, 14, 536, 1052};
static const float LEFT = 1394, WIDTH = REVIEW_CARD_WIDTH;

static const char *const GRADE_KEYS[GRADE_COUNT] = {"review.grade.best", "review.grade.good",
                                                    "review.grade.inaccuracy",
                                                    "review.grade.mistake", "review.grade.blunder"};

bool review_panel_mistake_rect(app *a, int k, SDL_FRect *out)
{
    if (k < 0 || k >= review_of(a)->marks.count || !session_review(game_session(a)))
        return false;
    *out = (SDL_FRect){LEFT - 8, CARD_TOP + (float)k * (CARD_H + CARD_GAP), WIDTH + 16, CARD_H};
    return true;
}

/* A chance in thousandths as the panel prints it: whole percent, or one
 * decimal under 1% ("0,4%" with the language's decimal mark). */
static void percent_text(app *a, int thousandths, const char *sign, char *out, size_t size)
{
    char number[24];
    if (thousandths <= 0)
        snprintf(number, sizeof number, "0");
    else if (thousandths < 10)
        snprintf(number, sizeof number, "%s0%s%d", sign, TR(&a->i18n, "review.decimal_mark"),
                 thousandths);
    else
        snprintf(number, sizeof number, "%s%d", sign, (thousandths + 5) / 10);
    i18n_percent(&a->i18n, out, size, number);
}

/* "−7%": the chance to win the played move gave away. */
static void loss_text(app *a, const village_review_decision *d, char *out, size_t size)
{
    percent_text(a, d->win_best - d->win_played, "−", out, size);
}

void review_panel_grade_line(app *a, const village_review_decision *d, char *out, size_t size)
{
    char gap[24], played[16], best[16];
    /* unsigned: the line says "less than", so a sign would say it twice */
    percent_text(a, d->win_best - d->win_played, "", gap, sizeof gap);
    snprintf(played, sizeof played, "%d", (d->win_played + 5) / 10);
    snprintf(best, sizeof best, "%d", (d->win_best + 5) / 10);
    /* The best move needs no comparison with itself. */
    i18n_format(&a->i18n, out, size,
                review_grade_of(d) == GRADE_BEST ? "review.grade.line.best" : "review.grade.line",
                (const char *const[]){TR(&a->i18n, GRADE_KEYS[review_grade_of(d)]), played, gap,
                                      best, NULL});
}

/* Text wrapped into the panel's width; returns the y under it. */
static float wrapped(app *a, font_role role, SDL_Color c, float y, const char *text)
{
    gfx_text_wrapped(&a->gfx, role, TEXT, c, LEFT, y, WIDTH, text);
    return y + gfx_wrapped_height(&a->gfx, role, TEXT, WIDTH, text) + 4;
}

static void better_and_why(app *a, const village_state *before, const village_review_decision *d,
                           char *better, char *why, size_t size)
{
    char label[200], reason[200];
    game_move_label(GAME_WORDS(a), before, &d->best, label, sizeof label);
    i18n_format(&a->i18n, better, size, "review.better", (const char *const[]){label, NULL});
    game_reason_text(GAME_WORDS(a), d->reason_code, d->reason_value, reason, sizeof reason);
    i18n_format(&a->i18n, why, size, "review.because", (const char *const[]){reason, NULL});
}

/* The decision made from the position shown: who, what, and how good. */
static float draw_current(app *a, float y)
{
    const review_replay *rp = &review_of(a)->replay;
    const session *s = game_session(a);
    char line[400], n1[16], n2[16], n3[16];
    /* the decision the panel is about: the move made from the position shown */
    snprintf(n1, sizeof n1, "%lu", (unsigned long)(rp->at < rp->moves ? rp->at + 1 : rp->moves));
    snprintf(n2, sizeof n2, "%lu", (unsigned long)rp->moves);
    snprintf(n3, sizeof n3, "%d", rp->shown.round);
    i18n_format(&a->i18n, line, sizeof line, "review.position",
                (const char *const[]){n1, n2, n3, NULL});
    gfx_text(&a->gfx, FONT_BOLD, 20, COLOUR_INK, LEFT, y, ALIGN_LEFT, line);
    y += 34;
    if (rp->at >= rp->moves) {
        return wrapped(a, FONT_BODY, COLOUR_INK, y, TR(&a->i18n, "review.end"));
    }
    const village_record *r = session_record(s);
    char label[200];
    game_move_label(GAME_WORDS(a), &rp->shown, &r->moves[rp->at], label, sizeof label);
    i18n_format(&a->i18n, line, sizeof line, "review.next",
                (const char *const[]){session_player_name(s, r->actors[rp->at]), label, NULL});
    y = wrapped(a, FONT_BODY, COLOUR_INK, y, line);
    const village_review_decision *d = review_decision_at(session_review(s), rp->at);
    if (!d)
        return y;
    review_panel_grade_line(a, d, line, sizeof line);
    y = wrapped(a, FONT_BOLD, review_grade_of(d) >= GRADE_MISTAKE ? COLOUR_WARNING : COLOUR_INK,
                y + 4, line);
    if (review_grade_of(d) == GRADE_BEST)
        return y;
    char better[300], why[300];
    better_and_why(a, &rp->shown, d, better, why, sizeof better);
    y = wrapped(a, FONT_BODY, COLOUR_INK, y, better);
    return wrapped(a, FONT_BODY, COLOUR_INK_SOFT, y, why);
}

/* Cuts a line that is wider than the panel, ending it in an ellipsis: the
 * last resort for a card's line that does not fit even at the card's
 * smallest size. */
static void fit_line(app *a, float size, char *line, size_t room)
{
    static const char ELLIPSIS[] = "\xe2\x80\xa6";
    size_t len = strlen(line);
    if (gfx_text_width(&a->gfx, FONT_BODY, size, line) <= WIDTH || room < sizeof ELLIPSIS)
        return;
    while (len > 0) {
        do /* back by one UTF-8 character */
            len--;
        while (len > 0 && ((unsigned char)line[len] & 0xc0) == 0x80);
        if (len + sizeof ELLIPSIS > room)
            continue;
        memcpy(line + len, ELLIPSIS, sizeof ELLIPSIS);
        if (gfx_text_width(&a->gfx, FONT_BODY, size, line) <= WIDTH)
            return;
    }
}

static void draw_card(app *a, int k)
{
    SDL_FRect box;
    if (!review_panel_mistake_rect(a, k, &box))
        return;
    const session *s = game_session(a);
    const village_record *r = session_record(s);
    const village_review_decision *d =
        &session_review(s)->decisions[review_of(a)->marks.mistake[k]];
    bool hot = gfx_contains(&box, a->mouse_x, a->mouse_y);
    gfx_fill(&a->gfx, &box, hot ? COLOUR_PARCHMENT_LIGHT : (SDL_Color){0xe9, 0xd9, 0xb4, 255});
    gfx_outline(&a->gfx, &box, hot ? COLOUR_GOLD : COLOUR_INK_SOFT, hot ? 3 : 1);
    village_state before;
    if (!village_record_state_at(r, d->move - 1, &before))
        return;
    char head[200], n1[16], n2[16], n3[16], loss[24];
    snprintf(n1, sizeof n1, "%d", k + 1);
    snprintf(n2, sizeof n2, "%u", (unsigned)d->move);
    snprintf(n3, sizeof n3, "%d", before.round);
    loss_text(a, d, loss, sizeof loss);
    i18n_format(&a->i18n, head, sizeof head, "review.mistake.head",
                (const char *const[]){n1, n2, n3, session_player_name(s, d->actor), loss, NULL});
    char label[200], line[300], better[300], why[300];
    game_move_label(GAME_WORDS(a), &before, &r->moves[d->move - 1], label, sizeof label);
    TRF(&a->i18n, line, "review.played", label);
    better_and_why(a, &before, d, better, why, sizeof better);
    review_card_words words = {head, {line, better, why}};
    review_card_fit fit = review_card_fit_words(&a->gfx, &words);
    if (!fit.whole) { /* the last resort, at the least size */
        fit_line(a, fit.size, line, sizeof line);
        fit_line(a, fit.size, better, sizeof better);
    }
    float y = box.y + 8;
    gfx_text(&a->gfx, FONT_BOLD, fit.head_size, COLOUR_WARNING, LEFT, y, ALIGN_LEFT, head);
    y += fit.size * 1.55f;
    for (int i = 0; i < fit.lines; i++) {
        gfx_text_wrapped(&a->gfx, FONT_BODY, fit.size, i == 2 ? COLOUR_INK_SOFT : COLOUR_INK, LEFT,
                         y, WIDTH, words.lines[i]);
        y += gfx_wrapped_height(&a->gfx, FONT_BODY, fit.size, WIDTH, words.lines[i]) + 2;
    }
}

static void draw_progress(app *a, float y)
{
    gfx_text(&a->gfx, FONT_BOLD, 22, COLOUR_INK, LEFT, y, ALIGN_LEFT,
             TR(&a->i18n, "review.analysing"));
    double done = review_job_progress(a);
    SDL_FRect bar = {LEFT, y + 44, WIDTH, 30};
    gfx_fill(&a->gfx, &bar, (SDL_Color){0xd9, 0xc6, 0x9c, 255});
    gfx_fill(&a->gfx, &(SDL_FRect){bar.x, bar.y, bar.w * (float)done, bar.h}, COLOUR_GOLD);
    gfx_outline(&a->gfx, &bar, COLOUR_INK, 1.5f);
    char pct[16], line[200];
    snprintf(pct, sizeof pct, "%d", (int)(done * 100));
    TRF(&a->i18n, line, "review.progress", pct);
    gfx_text(&a->gfx, FONT_BODY, TEXT, COLOUR_INK, LEFT, y + 84, ALIGN_LEFT, line);
    wrapped(a, FONT_BODY, COLOUR_INK_SOFT, y + 116, TR(&a->i18n, "review.analysing.note"));
}

void review_panel_draw(app *a)
{
    gfx_panel(&a->gfx, &PANEL, false);
    widget_heading(&a->gfx, TR(&a->i18n, "review.heading"), PANEL.x + PANEL.w / 2, 24, 44);
    draw_current(a, 104);
    float y = CARD_TOP - 36;
    const review_job *w = &review_of(a)->work;
    if (review_job_running(a)) {
        draw_progress(a, y);
    } else if (!session_review(game_session(a))) {
        wrapped(a, FONT_BODY, COLOUR_WARNING, y,
                TR(&a->i18n, w->failed ? "review.failed" : "review.cancelled"));
    } else {
        gfx_text(&a->gfx, FONT_BOLD, 22, COLOUR_INK, LEFT, y, ALIGN_LEFT,
                 TR(&a->i18n, "review.mistakes"));
        if (review_of(a)->marks.count == 0)
            wrapped(a, FONT_BODY, COLOUR_INK, y + 40, TR(&a->i18n, "review.no_mistakes"));
        for (int k = 0; k < review_of(a)->marks.count; k++)
            draw_card(a, k);
        if (w->seconds > 0) { /* analysed just now: how long it took */
            char n1[16], n2[16], line[200];
            snprintf(n1, sizeof n1, "%lu", (unsigned long)session_review(game_session(a))->count);
            snprintf(n2, sizeof n2, "%.0f", w->seconds);
            TRF(&a->i18n, line, "review.done", n1, n2);
            gfx_text(&a->gfx, FONT_BODY, 15, COLOUR_INK_SOFT, LEFT, DONE_TOP, ALIGN_LEFT, line);
        }
    }
}

void review_panel_buttons(app *a, menu *m)
{
    static const char *const keys[] = {"review.turn_back", "review.move_back", "review.move_on",
                                       "review.turn_on"};
    static const char *const tips[] = {"review.turn_back.tip", "review.move_back.tip",
                                       "review.move_on.tip", "review.turn_on.tip"};
    m->count = 0;
    const review_replay *rp = &review_of(a)->replay;
    for (int i = 0; i < 4; i++) {
        menu_item *it = menu_add(m, LEFT - 8 + (float)i * 127, STEP_TOP, 120, 54,
                                 TR(&a->i18n, keys[i]), REVIEW_TURN_BACK + i);
        it->enabled = i < 2 ? rp->at > 0 : rp->at < rp->moves;
        snprintf(it->tip, sizeof it->tip, "%s", TR(&a->i18n, tips[i]));
    }
    if (review_job_running(a))
        menu_add(m, LEFT, CARD_TOP + 200, 240, 56, TR(&a->i18n, "review.cancel"), REVIEW_CANCEL);
    else if (!session_review(game_session(a)))
        menu_add(m, LEFT, CARD_TOP + 40, 300, 56, TR(&a->i18n, "review.again"), REVIEW_AGAIN);
    menu_add(m, PANEL.x + PANEL.w / 2 - 150, 992, 300, 56, TR(&a->i18n, "common.back"),
             REVIEW_BACK);
}
