/* The choices panel: who decides what, the steps chosen so far, the options. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/choices_draw.h"
#include "ui/widgets.h"
#include "scenes/game/viewer.h"

enum { PROMPT_SIZE = 19, PROMPT_MIN_SIZE = 16 };

/* Long prompts (Spanish, a long name) shrink to fit the panel's width, and
 * past the smallest size the name is shortened with an ellipsis: the banner
 * above the board names the player in full. */
float choices_prompt_fit(gfx *canvas, const i18n *cat, const char *key, const char *const args[3],
                         float width, char *out, size_t size)
{
    char name[VILLAGE_SEAT_NAME_MAX + 4];
    snprintf(name, sizeof name, "%s", args[0]);
    size_t keep = strlen(name);
    for (;;) {
        i18n_format(cat, out, size, key, (const char *const[]){name, args[1], args[2], NULL});
        for (float font = PROMPT_SIZE; font >= PROMPT_MIN_SIZE; font -= 1)
            if (gfx_text_width(canvas, FONT_BOLD, font, out) <= width)
                return font;
        if (keep == 0)
            return PROMPT_MIN_SIZE;
        do /* one whole UTF-8 character fewer */
            keep--;
        while (keep > 0 && ((unsigned char)args[0][keep] & 0xC0) == 0x80);
        snprintf(name, sizeof name, "%.*s\u2026", (int)keep, args[0]);
    }
}

static float prompt_text(const part_view *v, const game_ui *g, float width, char *out, size_t size)
{
    const session *game = g->session;
    const village_state *s = session_state(game);
    char base[40], key[56];
    snprintf(base, sizeof base, "prompt.%s", village_phase_name(s->phase));
    if (s->phase == VILLAGE_PHASE_ACTION)
        snprintf(base, sizeof base, "prompt.action.%s", village_space_name(s->action_space));
    /* A computer's decision is told about it ("Ana buys her members"), not
     * addressed to the person watching ("buy your members"). */
    bool seat = s->phase != VILLAGE_PHASE_GAME_OVER && !viewer_here(g, s->actor);
    /* The number of cubes picks the counted form ("1 cube", "2 cubes"). */
    const char *counted = s->phase != VILLAGE_PHASE_CHOOSE_CUBES ? ""
                          : s->cubes_to_choose == 1              ? ".one"
                                                                 : ".other";
    snprintf(key, sizeof key, "%s%s%s", base, seat ? ".seat" : "", counted);
    if (!i18n_has(v->words.cat, key))
        snprintf(key, sizeof key, "%s%s", base, counted);
    const char *name =
        s->phase == VILLAGE_PHASE_GAME_OVER ? "" : session_player_name(game, s->actor);
    char count[8];
    snprintf(count, sizeof count, "%d", s->cubes_to_choose);
    const char *starter = session_player_name(game, s->market_starter);
    return choices_prompt_fit(v->canvas, v->words.cat, key,
                              (const char *const[]){name, count, starter}, width, out, size);
}

static void breadcrumb(const part_view *v, const table_chooser *m, char *out, size_t size)
{
    const table_words *w = &v->words;
    out[0] = '\0';
    if (m->depth == 0)
        return;
    size_t n = 0;
    for (int k = 0; k < m->depth && n < size; k++) {
        char label[96];
        table_step_label(w, &m->state, &m->chosen[k], label, sizeof label);
        n += (size_t)snprintf(out + n, size - n, "%s%s", k ? "  ›  " : "", label);
    }
    if (n < size) {
        char back[96];
        snprintf(out + n, size - n, "   (%s)",
                 TRF(w->cat, back, "choice.esc", game_action_words(v, ACTION_BACK)));
    }
}

/* "!" in the button's right margin: what it pays for would do nothing (the
 * tooltip says what); seen before the mouse gets there. */
static void warning_mark(gfx *canvas, const SDL_FRect *button)
{
    float side = 18;
    SDL_FRect mark = {button->x + button->w - WARNING_MARK_ROOM - side / 2,
                      button->y + (button->h - side) / 2, side, side};
    gfx_fill(canvas, &mark, COLOUR_WARNING);
    gfx_outline(canvas, &mark, COLOUR_INK, 1);
    gfx_text(canvas, FONT_BOLD, 15, COLOUR_LIGHT_TEXT, mark.x + side / 2, mark.y - 1, ALIGN_CENTER,
             "!");
}

static void draw_options(const part_view *v, const chooser *c)
{
    bool has_cubes = false;
    for (int o = 0; o < c->option_count; o++) {
        const choice_option *opt = &c->options[o];
        SDL_FRect r;
        if (!choices_option_rect(v, c, o, &r)) {
            has_cubes = has_cubes || (opt->target >= TARGET_CUBE && opt->target < TARGET_WELL);
            continue;
        }
        menu_item it;
        memset(&it, 0, sizeof it);
        it.rect = r;
        snprintf(it.label, sizeof it.label, "%s", opt->label);
        it.enabled = opt->enabled;
        it.icon = opt->icon;
        widget_button(v->canvas, &it, o == c->hover, o == c->pressed);
        if (opt->enabled && opt->warning != TABLE_WARN_NONE)
            warning_mark(v->canvas, &r);
    }
    const SDL_FRect *panel = layout_find(&v->canvas->layout, "ui.choices");
    if (has_cubes && panel) {
        /* With keys or a controller in hand, the ones that take a cube. */
        char by_keys[200];
        const char *words =
            v->input && input_shows_prompts(v->input)
                ? TRF(v->words.cat, by_keys, "choice.focus_cube", game_action_words(v, ACTION_MOVE),
                      game_action_words(v, ACTION_CHOOSE))
                : TR(v->words.cat, "choice.click_cube");
        float size = gfx_ui_fit(v->canvas, FONT_BODY, 17, panel->w - 40, words);
        gfx_text(v->canvas, FONT_BODY, size, COLOUR_INK_SOFT, panel->x + panel->w - 20,
                 panel->y + panel->h - 16 - size, ALIGN_RIGHT, words);
    }
}

static void draw_waiting(const part_view *v, const game_ui *g, const SDL_FRect *panel)
{
    const village_state *s = session_state(g->session);
    char text[160];
    if (s->phase == VILLAGE_PHASE_GAME_OVER)
        return;
    /* In a network game: waiting for another computer's player, or the host gone. */
    if (!view_busy(&g->anim) && table_play_waiting_text(g->play, &v->words, text, sizeof text)) {
        float size = gfx_ui_fit(v->canvas, FONT_BODY, 20, panel->w - 90, text);
        gfx_draw_centered(v->canvas, "icon.time", panel->x + 40, panel->y + 84, 1.0f);
        gfx_text(v->canvas, FONT_BODY, size, COLOUR_INK, panel->x + 70, panel->y + 84 - size * 0.7f,
                 ALIGN_LEFT, text);
        return;
    }
    /* While a move is shown, the one thinking next is not the one on screen. */
    if (viewer_here(g, s->actor) || view_busy(&g->anim))
        snprintf(text, sizeof text, "%s", TR(v->words.cat, "choice.watch"));
    else {
        TRF(v->words.cat, text, "choice.thinking", session_player_name(g->session, s->actor));
        int dots = (int)(v->clock * 3) % 4;
        for (int i = 0; i < dots; i++)
            strncat(text, ".", sizeof text - strlen(text) - 1);
        gfx_draw_centered(v->canvas, "icon.time", panel->x + 40, panel->y + 84,
                          1.0f + 0.08f * (float)((int)(v->clock * 4) % 2));
    }
    float size = gfx_ui_fit(v->canvas, FONT_BODY, 20, panel->w - 90, text);
    gfx_text(v->canvas, FONT_BODY, size, COLOUR_INK, panel->x + 70, panel->y + 84 - size * 0.7f,
             ALIGN_LEFT, text);
}

void choices_draw(const part_view *v, const game_ui *g)
{
    const SDL_FRect *panel = layout_find(&v->canvas->layout, "ui.choices");
    if (!panel)
        return;
    char text[300];
    /* While a move is still being shown, the next decision is not announced yet. */
    if (!view_busy(&g->anim)) {
        float font = prompt_text(v, g, panel->w - 40, text, sizeof text);
        /* a smaller face stays on the same baseline */
        gfx_text(v->canvas, FONT_BOLD, font, COLOUR_INK, panel->x + 20,
                 panel->y + 14 + 0.75f * (PROMPT_SIZE - font), ALIGN_LEFT, text);
    }
    bool my_turn = viewer_to_decide(g) && !view_busy(&g->anim) &&
                   session_state(g->session)->phase != VILLAGE_PHASE_GAME_OVER;
    if (!my_turn) {
        draw_waiting(v, g, panel);
        return;
    }
    breadcrumb(v, &g->choice.model, text, sizeof text);
    if (text[0]) {
        float size = gfx_ui_fit(v->canvas, FONT_BODY, 15, panel->w - 40, text);
        gfx_text(v->canvas, FONT_BODY, size, COLOUR_INK_SOFT, panel->x + 20,
                 panel->y + 14 + gfx_ui(v->canvas, 19) * 1.2f, ALIGN_LEFT, text);
    }
    draw_options(v, &g->choice);
}
