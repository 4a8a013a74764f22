/* The current decision as choices: the table model (src/table) groups the
 * legal moves step by step; this file words its options as buttons (and
 * board targets), with what each costs and gives, and any warning. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"
#include "ui/widgets.h"

enum { BUTTON_H = 42, BUTTON_GAP = 8, BUTTON_TEXT = 19, BUTTON_TEXT_COMPACT = 16 };

/* "Careful: …": what the option pays for that would do nothing, or "". */
static void warning_text(app *a, const table_chooser *m, const table_option *t, char *out,
                         size_t size)
{
    const village_move *mv = &m->moves[t->path];
    out[0] = '\0';
    switch (t->warning) {
    case TABLE_WARN_ACTION_IDLE:
        i18n_format(&a->i18n, out, size, "warn.action_idle",
                    (const char *const[]){table_name_space(GAME_WORDS(a), mv->where), NULL});
        break;
    case TABLE_WARN_NO_SALE:
        snprintf(out, size, "%s", TR(&a->i18n, "warn.no_sale"));
        break;
    case TABLE_WARN_CITY_MARKED:
        i18n_format(&a->i18n, out, size, "warn.city_marked",
                    (const char *const[]){table_name_city(GAME_WORDS(a), mv->where), NULL});
        break;
    case TABLE_WARN_NO_MARKER:
        snprintf(out, size, "%s", TR(&a->i18n, "warn.no_marker"));
        break;
    default:
        break;
    }
}

static void describe_option(app *a, const table_chooser *m, const table_option *t, choice_option *o)
{
    /* Described straight into the detail: no smaller buffer on the way cuts a sentence. */
    char warning[240];
    warning_text(a, m, t, warning, sizeof warning);
    size_t size = sizeof o->detail;
    size_t n = (size_t)snprintf(o->detail, size, "%s%s", warning, warning[0] ? "\n\n" : "");
    if (t->ways > 1 && n < size) /* one of the ways, so the person sees what the choice is about */
        n += (size_t)snprintf(o->detail + n, size - n, "%s\n", TR(&a->i18n, "choice.example"));
    if (n >= size)
        return;
    table_move_describe(GAME_WORDS(a), &m->state, &m->moves[t->path], o->detail + n, size - n);
    n = strlen(o->detail);
    if (t->ways > 1 && n < size)
        snprintf(o->detail + n, size - n, "\n\n%s", TR(&a->i18n, "choice.more"));
}

/* The model's options in the player's words: labels, icons, hover text. */
static void label_options(app *a)
{
    chooser *c = &a->shared->game->choice;
    const table_chooser *m = &c->model;
    c->option_count = m->option_count < OPTIONS_MAX ? m->option_count : OPTIONS_MAX;
    for (int i = 0; i < c->option_count; i++) {
        const table_option *t = &m->options[i];
        choice_option *o = &c->options[i];
        memset(o, 0, sizeof *o);
        o->move = t->path;
        o->enabled = t->enabled;
        o->warning = t->warning;
        table_step_label(GAME_WORDS(a), &m->state, &t->step, o->label, sizeof o->label);
        o->icon = step_icon(GAME_WORDS(a), &t->step);
        o->target = t->enabled ? t->step.target : TARGET_NONE;
        if (t->enabled)
            describe_option(a, m, t, o);
        else
            table_step_unavailable_reason(GAME_WORDS(a), &m->state, &t->step, o->reason,
                                          sizeof o->reason);
    }
}

void choices_reset(game_ui *g)
{
    g->choice.valid = false;
    g->choice.model.decided = false;
    g->choice.hover = -1;
    g->choice.pressed = -1;
}

void choices_resume(app *a)
{
    game_ui *g = a->shared->game;
    chooser *c = &g->choice;
    bool same = c->valid && !c->model.decided && c->built_for == session_move_count(g->session);
    if (!same) {
        choices_reset(g);
        return;
    }
    /* The steps picked stay; the words follow the settings (a new language). */
    c->hover = -1;
    c->pressed = -1;
    label_options(a);
}

void choices_rebuild(app *a)
{
    game_ui *g = a->shared->game;
    chooser *c = &g->choice;
    if (c->valid && c->built_for == session_move_count(g->session))
        return;
    table_chooser_build(&c->model, session_state(g->session));
    c->valid = true;
    c->built_for = session_move_count(g->session);
    c->hover = -1;
    c->pressed = -1;
    label_options(a);
}

static void choose(app *a, int option)
{
    chooser *c = &a->shared->game->choice;
    if (option < 0 || option >= c->option_count || !c->options[option].enabled)
        return;
    if (table_chooser_choose(&c->model, option))
        return; /* decided: the scene takes it (choices_take_decision) */
    c->hover = -1;
    label_options(a);
}

bool choices_can_go_back(const chooser *c)
{
    return c->valid && table_chooser_can_go_back(&c->model);
}

void choices_back(app *a)
{
    chooser *c = &a->shared->game->choice;
    if (!choices_can_go_back(c))
        return;
    table_chooser_back(&c->model);
    c->hover = -1;
    c->pressed = -1;
    label_options(a);
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
        float w = gfx_text_width(&a->gfx, FONT_BOLD, text_size, opt->label) + pad +
                  (opt->icon ? 30 : 0) +
                  (opt->warning ? 2 * WARNING_MARK_ROOM : 0); /* the label stays centred */
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
    if (!g->choice.model.decided)
        return false;
    g->choice.model.decided = false;
    *out = g->choice.model.decision;
    return true;
}
