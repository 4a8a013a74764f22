/* The current decision as choices: the table model (src/table) groups the
 * legal moves step by step; this file words its options as buttons (and
 * board targets), with what each costs and gives, and any warning. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/choices.h"
#include "table/spoken.h"
#include "ui/widgets.h"

enum { BUTTON_H = 42, BUTTON_GAP = 8, BUTTON_TEXT = 19, BUTTON_TEXT_COMPACT = 16 };

static void describe_option(const table_words *w, const table_chooser *m, const table_option *t,
                            choice_option *o)
{
    /* Described straight into the detail: no smaller buffer on the way cuts a sentence. */
    char warning[240];
    table_spoken_warning(w, m, (int)(t - m->options), warning, sizeof warning);
    size_t size = sizeof o->detail;
    size_t n = (size_t)snprintf(o->detail, size, "%s%s", warning, warning[0] ? "\n\n" : "");
    if (t->ways > 1 && n < size) /* one of the ways, so the person sees what the choice is about */
        n += (size_t)snprintf(o->detail + n, size - n, "%s\n", TR(w->cat, "choice.example"));
    if (n >= size)
        return;
    table_move_describe(w, &m->state, &m->moves[t->path], o->detail + n, size - n);
    n = strlen(o->detail);
    if (t->ways > 1 && n < size)
        snprintf(o->detail + n, size - n, "\n\n%s", TR(w->cat, "choice.more"));
}

/* The model's options in the player's words: labels, icons, hover text. */
static void label_options(chooser *c, const table_words *w)
{
    const table_chooser *m = &c->model;
    c->option_count = m->option_count < OPTIONS_MAX ? m->option_count : OPTIONS_MAX;
    for (int i = 0; i < c->option_count; i++) {
        const table_option *t = &m->options[i];
        choice_option *o = &c->options[i];
        memset(o, 0, sizeof *o);
        o->move = t->path;
        o->enabled = t->enabled;
        o->warning = t->warning;
        table_step_label(w, &m->state, &t->step, o->label, sizeof o->label);
        o->icon = step_icon(w, &t->step);
        o->target = t->enabled ? t->step.target : TARGET_NONE;
        if (t->enabled)
            describe_option(w, m, t, o);
        else
            table_step_unavailable_reason(w, &m->state, &t->step, o->reason, sizeof o->reason);
    }
}

void choices_reset(chooser *c)
{
    c->valid = false;
    c->model.decided = false;
    c->hover = -1;
    c->pressed = -1;
}

void choices_resume(chooser *c, const session *s, const table_words *w)
{
    bool same = c->valid && !c->model.decided && c->built_for == session_move_count(s);
    if (!same) {
        choices_reset(c);
        return;
    }
    /* The steps picked stay; the words follow the settings (a new language). */
    c->hover = -1;
    c->pressed = -1;
    label_options(c, w);
}

void choices_rebuild(chooser *c, const session *s, const table_words *w)
{
    if (c->valid && c->built_for == session_move_count(s))
        return;
    table_chooser_build(&c->model, session_state(s));
    c->valid = true;
    c->built_for = session_move_count(s);
    c->hover = -1;
    c->pressed = -1;
    label_options(c, w);
}

static void choose(chooser *c, const table_words *w, int option)
{
    if (option < 0 || option >= c->option_count || !c->options[option].enabled)
        return;
    if (table_chooser_choose(&c->model, option))
        return; /* decided: the scene takes it (choices_take_decision) */
    c->hover = -1;
    label_options(c, w);
}

bool choices_can_go_back(const chooser *c)
{
    return c->valid && table_chooser_can_go_back(&c->model);
}

void choices_back(chooser *c, const table_words *w)
{
    if (!choices_can_go_back(c))
        return;
    table_chooser_back(&c->model);
    c->hover = -1;
    c->pressed = -1;
    label_options(c, w);
}

bool choices_confirm(chooser *c, const table_words *w)
{
    int only = -1, enabled = 0;
    for (int o = 0; o < c->option_count; o++)
        if (c->options[o].enabled) {
            enabled++;
            only = o;
        }
    if (c->hover >= 0 && c->options[c->hover].enabled)
        only = c->hover;
    else if (enabled != 1)
        return false;
    choose(c, w, only);
    return true;
}

bool choices_click_target(chooser *c, const table_words *w, int target)
{
    for (int o = 0; o < c->option_count; o++)
        if (c->options[o].target == target && c->options[o].enabled) {
            choose(c, w, o);
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
static float place_options(const part_view *v, const chooser *c, const SDL_FRect *panel,
                           bool compact, float k, int option, SDL_FRect *out)
{
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
        float w = gfx_text_width(v->canvas, FONT_BOLD, text_size, opt->label) + pad +
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

bool choices_option_rect(const part_view *v, const chooser *c, int option, SDL_FRect *out)
{
    const SDL_FRect *panel = layout_find(&v->canvas->layout, "ui.choices");
    if (!panel || option < 0 || option >= c->option_count || !option_visible(&c->options[option]))
        return false;
    float limit = panel->y + panel->h - 8;
    SDL_FRect unused;
    /* The largest of: enlarged, enlarged and compact, as designed, compact. */
    float k = v->canvas->ui_scale > 1 ? v->canvas->ui_scale : 1;
    bool compact = false;
    if (place_options(v, c, panel, false, k, -1, &unused) > limit) {
        compact = true;
        if (k > 1 && place_options(v, c, panel, true, k, -1, &unused) > limit) {
            k = 1;
            compact = place_options(v, c, panel, false, k, -1, &unused) > limit;
        }
    }
    return place_options(v, c, panel, compact, k, option, out) <= limit || out->y + out->h <= limit;
}

int choices_option_at(const part_view *v, const chooser *c, float x, float y)
{
    for (int o = 0; o < c->option_count; o++) {
        SDL_FRect r;
        if (choices_option_rect(v, c, o, &r) && gfx_contains(&r, x, y))
            return o;
    }
    return -1;
}

bool choices_event(const part_view *v, chooser *c, audio *sound, const SDL_Event *e)
{
    if (e->type == SDL_MOUSEMOTION) {
        c->hover = choices_option_at(v, c, (float)e->motion.x, (float)e->motion.y);
        return c->hover >= 0;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        c->pressed = choices_option_at(v, c, (float)e->button.x, (float)e->button.y);
        return c->pressed >= 0;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        int hit = choices_option_at(v, c, (float)e->button.x, (float)e->button.y);
        int was = c->pressed;
        c->pressed = -1;
        if (hit >= 0 && hit == was) {
            audio_play(sound, SOUND_CLICK);
            choose(c, &v->words, hit);
            return true;
        }
    }
    return false;
}

bool choices_take_decision(chooser *c, village_move *out)
{
    if (!c->model.decided)
        return false;
    c->model.decided = false;
    *out = c->model.decision;
    return true;
}

bool choices_pick(chooser *c, const table_words *w, int option)
{
    if (option < 0 || option >= c->option_count || !c->options[option].enabled)
        return false;
    choose(c, w, option);
    return true;
}

void choices_heard(void *part, const move_news *news)
{
    (void)news;
    choices_reset(part);
}
