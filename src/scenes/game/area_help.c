/* Tooltips: what a choice costs and gives (or why it is not possible), and
 * the rule of every board area, with live contents where useful. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"
#include "ui/widgets.h"

/* An option's tip stands above the choices panel, clear of the options it
 * describes; a board target's tip follows the mouse. */
static void option_tip(app *a, const choice_option *o, bool in_panel)
{
    const char *body = o->enabled ? o->detail : o->reason;
    const SDL_FRect *panel = layout_find(&a->gfx.layout, "ui.choices");
    if (!in_panel || !panel) {
        tooltip_draw(&a->gfx, a->mouse_x, a->mouse_y, o->label, body);
        return;
    }
    float w, h;
    tooltip_size(&a->gfx, o->label, body, &w, &h);
    /* tooltip_draw puts the box 18 right of and 22 below the point it is given */
    tooltip_draw(&a->gfx, a->mouse_x - 18, panel->y - 8 - h - 22, o->label, body);
}

static void black_bag_contents(app *a, char *out, size_t size)
{
    const village_state *s = &a->shared->game->anim.shown;
    char monks[8];
    snprintf(monks, sizeof monks, "%d", VILLAGE_MONKS);
    size_t n = strlen(
        i18n_format(&a->i18n, out, size, "help.bag.contents", (const char *const[]){monks, NULL}));
    for (int p = 0; p < s->num_players && n < size; p++) {
        int count = 0;
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            count += s->players[p].members[m].place == VILLAGE_BLACK_BAG;
        if (count > 0)
            n += (size_t)snprintf(out + n, size - n, "\n%s: %d",
                                  session_player_name(a->shared->game->session, p), count);
    }
}

static void green_bag_contents(app *a, char *out, size_t size)
{
    const village_state *s = &a->shared->game->anim.shown;
    size_t n = (size_t)snprintf(out, size, "%s", TR(&a->i18n, "help.green.contents"));
    for (int c = 0; c < VILLAGE_CUBE_COLOURS && n < size; c++)
        n += (size_t)snprintf(out + n, size - n, "\n%s: %d", name_colour_marked(a, c),
                              s->green_bag[c]);
}

static void customers_contents(app *a, int player, char *out, size_t size)
{
    game_ui *g = a->shared->game;
    const village_state *s = session_state(g->session);
    int served = __builtin_popcount(s->players[player].customers);
    char n_served[16], points[16];
    snprintf(n_served, sizeof n_served, "%d", served);
    bool visible = s->phase == VILLAGE_PHASE_GAME_OVER || viewer_seat(g) == player;
    if (!visible) {
        i18n_format(&a->i18n, out, size, "help.customers.hidden",
                    (const char *const[]){n_served, NULL});
        return;
    }
    int total = 0;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (s->players[player].customers >> t & 1)
            total += village_board_data.customers[t].points;
    snprintf(points, sizeof points, "%d", total);
    i18n_format(&a->i18n, out, size, "help.customers.shown",
                (const char *const[]){n_served, points, NULL});
}

static void area_tip(app *a, const char *key, int player)
{
    char title_key[64], body_key[88], body[640], extra[320];
    snprintf(title_key, sizeof title_key, "help.%s.title", key);
    snprintf(body_key, sizeof body_key, "help.%s.body", key);
    if (!i18n_has(&a->i18n, title_key))
        return;
    /* A text naming cube colours has a variant naming their colour-blind symbols. */
    char symbols_key[sizeof body_key];
    snprintf(symbols_key, sizeof symbols_key, "help.%s.body.symbols", key);
    if (a->settings.cube_symbols && i18n_has(&a->i18n, symbols_key))
        memcpy(body_key, symbols_key, sizeof body_key);
    extra[0] = '\0';
    if (strcmp(key, "bag.black") == 0)
        black_bag_contents(a, extra, sizeof extra);
    else if (strcmp(key, "bag.green") == 0)
        green_bag_contents(a, extra, sizeof extra);
    else if (strcmp(key, "farmyard.customers") == 0 && player >= 0)
        customers_contents(a, player, extra, sizeof extra);
    else
        spot_contents(a, a->mouse_x, a->mouse_y, extra, sizeof extra);
    snprintf(body, sizeof body, "%s%s%s", TR(&a->i18n, body_key), extra[0] ? "\n\n" : "", extra);
    tooltip_draw(&a->gfx, a->mouse_x, a->mouse_y, TR(&a->i18n, title_key), body);
}

void area_help_draw(app *a)
{
    game_ui *g = a->shared->game;
    if (g->choice.hover >= 0 && g->choice.hover < g->choice.option_count) {
        option_tip(a, &g->choice.options[g->choice.hover], true);
        return;
    }
    if (g->hover.target != TARGET_NONE)
        for (int o = 0; o < g->choice.option_count; o++)
            if (g->choice.options[o].target == g->hover.target) {
                option_tip(a, &g->choice.options[o], false);
                return;
            }
    if (g->hover.area[0] && !g->hover.tip_closed && a->clock - g->hover.since > 0.35)
        area_tip(a, g->hover.area, g->hover.area_player);
}
