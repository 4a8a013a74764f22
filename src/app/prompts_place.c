/* The prompts band the loop draws for a scene that does not place its own:
 * the keys or buttons of the device in use, at the canvas's foot on the
 * right, and out of the way of the scene's buttons. */
#include "app/app.h"
#include "app/input.h"
#include "ui/glyphs.h"
#include "ui/widgets.h"

/* In the corner, within the width of the table's right column. */
static const float PROMPTS_WIDTH = 620;

static int prompt_row(app *a, const int actions[], int count, prompt row[PROMPTS_MAX])
{
    count = count < PROMPTS_MAX ? count : PROMPTS_MAX;
    for (int i = 0; i < count; i++)
        row[i] = (prompt){input_action_glyph(&a->input, (app_action)actions[i], &a->i18n),
                          input_action_label((app_action)actions[i], &a->i18n)};
    return count;
}

void app_draw_prompts_at(app *a, const int actions[], int count, float right, float bottom,
                         float max_w)
{
    if (!input_shows_prompts(&a->input) || count <= 0)
        return;
    prompt row[PROMPTS_MAX];
    count = prompt_row(a, actions, count, row);
    prompts_draw(&a->gfx, row, count, right, bottom, max_w);
}

/* Whether the band covers none of the scene's buttons, fields and notes,
 * nor a word it drew. */
static bool clear(const menu *m, const text_record *words, const SDL_FRect *band)
{
    for (int i = 0; i < m->count; i++)
        if (SDL_HasIntersectionF(band, &m->items[i].rect))
            return false;
    for (int i = 0; words && i < words->count; i++)
        if (SDL_HasIntersectionF(band, &words->items[i].box))
            return false;
    return true;
}

static bool same_row(const SDL_FRect *x, const SDL_FRect *y)
{
    return x->y < y->y + y->h && y->y < x->y + x->h;
}

typedef struct band_place {
    float right, bottom, max_w;
    int shown; /* the first prompts it names */
} band_place;

/* The widest gap between two buttons of the canvas's lowest row of buttons
 * (between Back and Open on Host); false when it has none. */
static bool widest_gap(const menu *m, float canvas_w, SDL_FRect *gap)
{
    int low = -1;
    for (int i = 0; i < m->count; i++)
        if (!m->items[i].note && (low < 0 || m->items[i].rect.y + m->items[i].rect.h >
                                                 m->items[low].rect.y + m->items[low].rect.h))
            low = i;
    if (low < 0)
        return false;
    const SDL_FRect *row = &m->items[low].rect;
    float best_left = 0, best_right = 0;
    for (int i = 0; i < m->count; i++) {
        const SDL_FRect *left = &m->items[i].rect;
        if (!same_row(left, row))
            continue;
        float gap_left = left->x + left->w, gap_right = canvas_w;
        for (int j = 0; j < m->count; j++) {
            const SDL_FRect *next = &m->items[j].rect;
            if (j != i && same_row(next, row) && next->x >= gap_left && next->x < gap_right)
                gap_right = next->x;
        }
        if (gap_right < canvas_w && gap_right - gap_left > best_right - best_left)
            best_left = gap_left, best_right = gap_right;
    }
    *gap = (SDL_FRect){best_left, row->y, best_right - best_left, row->h};
    return best_right > best_left;
}

/* The first of these places that covers nothing: the canvas's bottom right
 * corner; the widest gap in the lowest row of buttons, as the setup puts its
 * band between Back and Start (at 150 % German's keys in the corner stood on
 * Host's "Lobby öffnen"), in rows or in one row of the most needed prompts,
 * as the table's log shows them; the top right corner. Where each covers
 * something, the bottom corner, as before. */
static band_place place_prompts(app *a, const prompt row[], int count, const text_record *words)
{
    float canvas_w = gfx_canvas_w(&a->gfx), canvas_h = gfx_canvas_h(&a->gfx);
    band_place corner = {canvas_w - 10, canvas_h - 10, PROMPTS_WIDTH, count};
    if (!app_scene(a)->build_menu)
        return corner;
    menu m;
    m.count = 0;
    app_scene(a)->build_menu(a, &m);
    SDL_FRect band = prompts_band(&a->gfx, row, count, corner.right, corner.bottom, corner.max_w);
    if (clear(&m, words, &band))
        return corner;
    const float margin = 20;
    SDL_FRect gap;
    if (widest_gap(&m, canvas_w, &gap) && gap.w > 2 * margin) {
        float width = gap.w - 2 * margin, right = gap.x + gap.w - margin;
        for (int pass = 0; pass < 2; pass++) {
            int shown = pass == 0 ? count : prompts_in_one_row(&a->gfx, row, count, width);
            if (shown < 1)
                break;
            band = prompts_band(&a->gfx, row, shown, right, gap.y + gap.h, width);
            /* level with the row's buttons when no taller than they are */
            float foot = band.h <= gap.h ? gap.y + (gap.h + band.h) / 2 : gap.y + gap.h;
            band.y += foot - (gap.y + gap.h);
            if (band.x >= gap.x + margin - 0.5f && clear(&m, words, &band))
                return (band_place){right, foot, width, shown};
        }
    }
    band = prompts_band(&a->gfx, row, count, corner.right, 0, corner.max_w);
    band_place top = {corner.right, 10 + band.h, corner.max_w, count};
    band.y = 10;
    return clear(&m, words, &band) ? top : corner;
}

/* The actions of the band the loop draws now; 0: none (after the mouse,
 * or the scene draws them itself, where they cover nothing). */
static int loop_actions(app *a, int actions[PROMPTS_MAX])
{
    if (!input_shows_prompts(&a->input))
        return 0;
    if (app_scene(a)->prompts)
        return app_scene(a)->prompts(a, actions, PROMPTS_MAX);
    return app_menu_prompts(actions, PROMPTS_MAX);
}

bool app_loop_draws_prompts(app *a)
{
    int actions[PROMPTS_MAX];
    return loop_actions(a, actions) > 0;
}

static int loop_prompts(app *a, const text_record *words, prompt row[PROMPTS_MAX],
                        band_place *place)
{
    int actions[PROMPTS_MAX], count = loop_actions(a, actions);
    if (count <= 0)
        return 0;
    count = prompt_row(a, actions, count, row);
    *place = place_prompts(a, row, count, words);
    return place->shown;
}

void app_draw_loop_prompts(app *a, const text_record *words)
{
    prompt row[PROMPTS_MAX];
    band_place at;
    int count = loop_prompts(a, words, row, &at);
    if (count > 0)
        prompts_draw(&a->gfx, row, count, at.right, at.bottom, at.max_w);
}

bool app_prompts_band(app *a, SDL_FRect *band)
{
    prompt row[PROMPTS_MAX];
    band_place at;
    int count = loop_prompts(a, &a->scene_words, row, &at);
    if (count > 0)
        *band = prompts_band(&a->gfx, row, count, at.right, at.bottom, at.max_w);
    return count > 0;
}
