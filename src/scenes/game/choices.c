/* The current decision as choices: legal moves grouped step by step into
 * buttons (and board targets); unavailable choices shown disabled. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"
#include "ui/widgets.h"

enum { BUTTON_H = 42, BUTTON_GAP = 8, BUTTON_TEXT = 19, BUTTON_TEXT_COMPACT = 16 };

static bool matches(const chooser *c, int i)
{
    if (c->paths[i].count <= c->depth)
        return false;
    for (int k = 0; k < c->depth; k++)
        if (strcmp(c->paths[i].steps[k].key, c->chosen[k]) != 0)
            return false;
    return true;
}

static int candidates(const chooser *c, int *first)
{
    int n = 0;
    *first = -1;
    for (int i = 0; i < c->count; i++) {
        bool ok = c->paths[i].count >= c->depth;
        for (int k = 0; ok && k < c->depth; k++)
            ok = strcmp(c->paths[i].steps[k].key, c->chosen[k]) == 0;
        if (ok) {
            if (*first < 0)
                *first = i;
            n++;
        }
    }
    return n;
}

static int find_option(const chooser *c, const char *key)
{
    for (int o = 0; o < c->option_count; o++)
        if (c->options[o].move >= 0 &&
            strcmp(c->paths[c->options[o].move].steps[c->depth].key, key) == 0)
            return o;
    return -1;
}

static void describe_option(app *a, chooser *c, choice_option *o)
{
    const char *key = c->paths[o->move].steps[c->depth].key;
    int same = 0;
    for (int i = 0; i < c->count; i++)
        if (matches(c, i) && strcmp(c->paths[i].steps[c->depth].key, key) == 0)
            same++;
    char one[240];
    move_describe(a, session_state(a->shared->game->session), &c->moves[o->move], one, sizeof one);
    if (same == 1)
        snprintf(o->detail, sizeof o->detail, "%s", one);
    else /* one of the ways, so the person sees what the choice is about */
        snprintf(o->detail, sizeof o->detail, "%s\n%s\n\n%s", TR(&a->i18n, "choice.example"), one,
                 TR(&a->i18n, "choice.more"));
}

static void collect_options(app *a, chooser *c)
{
    c->option_count = 0;
    for (int i = 0; i < c->count && c->option_count < OPTIONS_MAX; i++) {
        if (!matches(c, i) || find_option(c, c->paths[i].steps[c->depth].key) >= 0)
            continue;
        choice_option *o = &c->options[c->option_count++];
        memset(o, 0, sizeof *o);
        const choice_step *st = &c->paths[i].steps[c->depth];
        o->move = i;
        o->enabled = true;
        SDL_strlcpy(o->label, st->label, sizeof o->label);
        o->icon = st->icon;
        o->target = st->target;
    }
    for (int o = 0; o < c->option_count; o++)
        describe_option(a, c, &c->options[o]);
}

/* Skips steps with a single option unless that option would finish the move. */
static void compute_options(app *a)
{
    chooser *c = &a->shared->game->choice;
    for (;;) {
        collect_options(a, c);
        if (c->option_count != 1 || c->depth == 0 || c->depth + 1 >= STEP_MAX)
            break;
        const move_path *p = &c->paths[c->options[0].move];
        if (c->depth + 1 >= p->count)
            break;
        SDL_strlcpy(c->chosen[c->depth], p->steps[c->depth].key, STEP_KEY_MAX);
        c->depth++;
    }
    if (c->depth == 0)
        steps_unavailable(a, c, session_state(a->shared->game->session));
}

void choices_reset(game_ui *g)
{
    g->choice.valid = false;
    g->choice.decided = false;
    g->choice.hover = -1;
    g->choice.pressed = -1;
}

void choices_resume(app *a)
{
    game_ui *g = a->shared->game;
    chooser *c = &g->choice;
    bool same = c->valid && !c->decided && c->built_for == session_move_count(g->session);
    int depth = c->depth, picked_count = c->picked_count, picked[STEP_MAX];
    char chosen[STEP_MAX][STEP_KEY_MAX];
    memcpy(picked, c->picked, sizeof picked);
    memcpy(chosen, c->chosen, sizeof chosen);
    choices_reset(g);
    if (!same)
        return;
    /* Built again (labels and icons follow the settings), then walked back
     * down the same steps. */
    choices_rebuild(a);
    if (depth == 0)
        return;
    memcpy(c->picked, picked, sizeof picked);
    memcpy(c->chosen, chosen, sizeof chosen);
    c->picked_count = picked_count;
    c->depth = depth;
    compute_options(a);
}

void choices_rebuild(app *a)
{
    game_ui *g = a->shared->game;
    chooser *c = &g->choice;
    if (c->valid && c->built_for == session_move_count(g->session))
        return;
    const village_state *s = session_state(g->session);
    c->count = village_legal_moves(s, c->moves);
    int listed = c->count;
    for (int i = 0; i < listed; i++)
        steps_for_move(a, s, &c->moves[i], &c->paths[i]);
    /* Two cubes of different colours are picked one at a time, in either
     * order: the pair is listed once more with its cubes swapped. */
    for (int i = 0; listed > 1 && i < listed && c->count < VILLAGE_MAX_MOVES; i++) {
        const village_move *m = &c->moves[i];
        if (m->kind != VILLAGE_MOVE_CHOOSE_CUBES || m->how == VILLAGE_NOBODY || m->how == m->what)
            continue;
        village_move swapped = *m;
        swapped.what = m->how;
        swapped.how = m->what;
        c->moves[c->count] = *m;
        steps_for_move(a, s, &swapped, &c->paths[c->count]);
        c->count++;
    }
    c->depth = 0;
    c->picked_count = 0;
    c->valid = true;
    c->built_for = session_move_count(g->session);
    g->choice.hover = -1;
    compute_options(a);
}

static void choose(app *a, int option)
{
    game_ui *g = a->shared->game;
    chooser *c = &g->choice;
    choice_option *o = &c->options[option];
    if (!o->enabled || o->move < 0)
        return;
    SDL_strlcpy(c->chosen[c->depth], c->paths[o->move].steps[c->depth].key, STEP_KEY_MAX);
    if (c->picked_count < STEP_MAX)
        c->picked[c->picked_count++] = c->depth;
    c->depth++;
    int first;
    int n = candidates(c, &first);
    bool finished = n == 1 || c->paths[first].count <= c->depth;
    if (finished) {
        c->decision = c->moves[first];
        c->decided = true;
        return;
    }
    g->choice.hover = -1;
    compute_options(a);
}

bool choices_can_go_back(const chooser *c)
{
    return c->valid && c->picked_count > 0;
}

void choices_back(app *a)
{
    chooser *c = &a->shared->game->choice;
    if (!choices_can_go_back(c))
        return;
    c->depth = c->picked[--c->picked_count];
    c->hover = -1;
    c->pressed = -1;
    compute_options(a);
}

bool choices_confirm(app *a)
{
    game_ui *g = a->shared->game;
    chooser *c = &g->choice;
    int only = -1, enabled = 0;
    for (int o = 0; o < c->option_count; o++)
        if (c->options[o].enabled) {
            enabled++;
            only = o;
        }
    if (g->choice.hover >= 0 && c->options[g->choice.hover].enabled)
        only = g->choice.hover;
    else if (enabled != 1)
        return false;
    choose(a, only);
    return true;
}

bool choices_click_target(app *a, int target)
{
    chooser *c = &a->shared->game->choice;
    for (int o = 0; o < c->option_count; o++)
        if (c->options[o].target == target && c->options[o].enabled) {
            choose(a, o);
            return true;
        }
    return false;
}

/* Buttons flow left to right in the choices panel; cube targets are board-only. */
static bool option_visible(const choice_option *o)
{
    return !(o->target >= TARGET_CUBE && o->target < TARGET_WELL);
}

/* Flows the visible buttons left to right; compact buttons are lower and
 * narrower, for decisions with many options; 'k' enlarges them with the text
 * and panel size. Returns the bottom edge used. */
static float place_options(app *a, const SDL_FRect *panel, bool compact, float k, int option,
                           SDL_FRect *out)
{
    const chooser *c = &a->shared->game->choice;
    float h = (compact ? 32 : BUTTON_H) * k, gap = compact ? 5 : BUTTON_GAP;
    float pad = compact ? 28 : 46, min_w = (compact ? 80 : 110) * k;
    /* Measured at the size the button draws its label (widget_button), so no
     * label is squeezed smaller than the rest of its row. */
    float text_size = (compact ? BUTTON_TEXT_COMPACT : BUTTON_TEXT) * k;
    float x = panel->x + 18, y = panel->y + 58 + 46 * (k - 1), right = panel->x + panel->w - 18;
    float bottom = y;
    for (int o = 0; o < c->option_count; o++) {
        const choice_option *opt = &c->options[o];
        if (!option_visible(opt))
            continue;
        float w =
            gfx_text_width(&a->gfx, FONT_BOLD, text_size, opt->label) + pad + (opt->icon ? 30 : 0);
        w = w < min_w ? min_w : w > right - panel->x - 18 ? right - panel->x - 18 : w;
        if (x + w > right) {
            x = panel->x + 18;
            y += h + gap;
        }
        if (o == option)
            *out = (SDL_FRect){x, y, w, h};
        x += w + gap;
        bottom = y + h;
    }
    return bottom;
}

bool choices_option_rect(app *a, int option, SDL_FRect *out)
{
    game_ui *g = a->shared->game;
    const SDL_FRect *panel = layout_find(&a->gfx.layout, "ui.choices");
    if (!panel || option < 0 || option >= g->choice.option_count ||
        !option_visible(&g->choice.options[option]))
        return false;
    float limit = panel->y + panel->h - 8;
    SDL_FRect unused;
    /* The largest of: enlarged, enlarged and compact, as designed, compact. */
    float k = a->gfx.ui_scale > 1 ? a->gfx.ui_scale : 1;
    bool compact = false;
    if (place_options(a, panel, false, k, -1, &unused) > limit) {
        compact = true;
        if (k > 1 && place_options(a, panel, true, k, -1, &unused) > limit) {
            k = 1;
            compact = place_options(a, panel, false, k, -1, &unused) > limit;
        }
    }
    return place_options(a, panel, compact, k, option, out) <= limit || out->y + out->h <= limit;
}

int choices_option_at(app *a, float x, float y)
{
    for (int o = 0; o < a->shared->game->choice.option_count; o++) {
        SDL_FRect r;
        if (choices_option_rect(a, o, &r) && gfx_contains(&r, x, y))
            return o;
    }
    return -1;
}

bool choices_event(app *a, const SDL_Event *e)
{
    game_ui *g = a->shared->game;
    if (e->type == SDL_MOUSEMOTION) {
        g->choice.hover = choices_option_at(a, (float)e->motion.x, (float)e->motion.y);
        return g->choice.hover >= 0;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        g->choice.pressed = choices_option_at(a, (float)e->button.x, (float)e->button.y);
        return g->choice.pressed >= 0;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        int hit = choices_option_at(a, (float)e->button.x, (float)e->button.y);
        int was = g->choice.pressed;
        g->choice.pressed = -1;
        if (hit >= 0 && hit == was) {
            audio_play(&a->audio, SOUND_CLICK);
            choose(a, hit);
            return true;
        }
    }
    return false;
}

bool choices_take_decision(game_ui *g, village_move *out)
{
    if (!g->choice.decided)
        return false;
    g->choice.decided = false;
    *out = g->choice.decision;
    return true;
}
