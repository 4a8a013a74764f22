/* The prompts band the loop draws for a scene that does not place its own:
 * the keys or buttons of the device in use, at the canvas's foot on the
 * right, and out of the way of the scene's buttons. */
#include "app/app.h"
#include "app/input.h"
#include "ui/glyphs.h"
#include "ui/widgets.h"

/* Within the width of the table's right column (over the projected scores'
 * empty foot). */
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

static bool meets(const SDL_FRect *x, const SDL_FRect *y)
{
    return x->x < y->x + y->w && y->x < x->x + x->w && x->y < y->y + y->h && y->y < x->y + x->h;
}

static int first_met(const menu *m, const SDL_FRect *band)
{
    for (int i = 0; i < m->count; i++)
        if (meets(band, &m->items[i].rect))
            return i;
    return -1;
}

static bool same_row(const SDL_FRect *x, const SDL_FRect *y)
{
    return x->y < y->y + y->h && y->y < x->y + x->h;
}

/* The corner, unless the band would cover a button there (Host's Open at
 * 150 %, where German's keys take two rows): then the widest gap between two
 * of that button's row, as the setup puts its band between Back and Start.
 * Where no gap holds it clear of every button, the corner after all. */
static void place_prompts(app *a, const prompt row[], int count, float *right, float *bottom,
                          float *max_w)
{
    if (!app_scene(a)->build_menu)
        return;
    menu m;
    m.count = 0;
    app_scene(a)->build_menu(a, &m);
    SDL_FRect band = prompts_band(&a->gfx, row, count, *right, *bottom, *max_w);
    int hit = first_met(&m, &band);
    if (hit < 0)
        return;
    const SDL_FRect *met = &m.items[hit].rect;
    float canvas_w = gfx_canvas_w(&a->gfx), best_left = 0, best_right = 0;
    for (int i = 0; i < m.count; i++) {
        const SDL_FRect *left = &m.items[i].rect;
        if (!same_row(left, met))
            continue;
        float gap_left = left->x + left->w, gap_right = canvas_w;
        for (int j = 0; j < m.count; j++) {
            const SDL_FRect *next = &m.items[j].rect;
            if (j != i && same_row(next, met) && next->x >= gap_left && next->x < gap_right)
                gap_right = next->x;
        }
        if (gap_right < canvas_w && gap_right - gap_left > best_right - best_left)
            best_left = gap_left, best_right = gap_right;
    }
    const float margin = 20;
    float width = best_right - best_left - 2 * margin, foot = met->y + met->h;
    if (width <= 0)
        return;
    band = prompts_band(&a->gfx, row, count, best_right - margin, foot, width);
    if (band.x < best_left + margin - 0.5f || first_met(&m, &band) >= 0)
        return;
    *right = best_right - margin, *bottom = foot, *max_w = width;
}

static int loop_prompts(app *a, prompt row[PROMPTS_MAX], float *right, float *bottom, float *max_w)
{
    int actions[PROMPTS_MAX], count = 0;
    if (app_scene(a)->prompts)
        count = app_scene(a)->prompts(a, actions, PROMPTS_MAX);
    else
        count = app_menu_prompts(actions, PROMPTS_MAX);
    /* 0: the scene draws them itself, where they cover nothing */
    if (!input_shows_prompts(&a->input) || count <= 0)
        return 0;
    count = prompt_row(a, actions, count, row);
    *right = gfx_canvas_w(&a->gfx) - 10, *bottom = (float)gfx_canvas_h(&a->gfx) - 10;
    *max_w = PROMPTS_WIDTH;
    place_prompts(a, row, count, right, bottom, max_w);
    return count;
}

void app_draw_loop_prompts(app *a)
{
    prompt row[PROMPTS_MAX];
    float right, bottom, max_w;
    int count = loop_prompts(a, row, &right, &bottom, &max_w);
    if (count > 0)
        prompts_draw(&a->gfx, row, count, right, bottom, max_w);
}

bool app_prompts_band(app *a, SDL_FRect *band)
{
    prompt row[PROMPTS_MAX];
    float right, bottom, max_w;
    int count = loop_prompts(a, row, &right, &bottom, &max_w);
    if (count > 0)
        *band = prompts_band(&a->gfx, row, count, right, bottom, max_w);
    return count > 0;
}
