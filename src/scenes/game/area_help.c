/* Tooltips: what a choice costs and gives (or why it is not possible), and
 * the rule of every board area, with live contents where useful; each names
 * the rules page that explains it, which F1 opens (area_help_topic). */
#include <stdio.h>
#include <string.h>

#include "scenes/game/area_help.h"
#include "ui/widgets.h"
#include "scenes/game/game_panels.h"
#include "scenes/game/spot_contents.h"
#include "scenes/game/viewer.h"

/* The rules page of a help area: the first entry whose key starts the area's key. */
static const char *const AREA_TOPICS[][2] = {
    {"space.", NULL}, /* the space's own page: its name is the topic id */
    {"well", "well"},
    {"building.", "crafts"},
    {"market", "market"},
    {"travel", "travel"},
    {"village", "travel"},
    {"council", "council"},
    {"church", "mass"}, /* the windows are filled and scored by the mass */
    {"bag.black", "church"},
    {"bag.green", "turn"},
    {"chronicle", "end"},
    {"grave", "end"},
    {"prestige", "scoring"},
    {"scores", "scoring"},
    {"farmyard.name", "turn"},
    {"farmyard.members", "family"},
    {"farmyard.grain", "harvest"},
    {"farmyard.cubes", "turn"},
    {"farmyard.goods", "crafts"},
    {"farmyard.coins", "well"}, /* a coin stands in for a cube: told on the well's page */
    {"farmyard.customers", "market"},
    {"farmyard.lifetime", "time"},
    {"farmyard.bridge", "time"},
};

static rules_topic area_topic(const char *key)
{
    for (size_t i = 0; i < sizeof AREA_TOPICS / sizeof AREA_TOPICS[0]; i++) {
        size_t len = strlen(AREA_TOPICS[i][0]);
        if (strncmp(key, AREA_TOPICS[i][0], len) == 0)
            return rules_topic_from_id(AREA_TOPICS[i][1] ? AREA_TOPICS[i][1] : key + len);
    }
    return RULES_TOPIC_CONTENTS;
}

/* The page of the decision being taken, for options with no board area. */
static rules_topic decision_topic(const village_state *s)
{
    switch (s->phase) {
    case VILLAGE_PHASE_ACTION:
    case VILLAGE_PHASE_CHOOSE_CUBES:
        return rules_topic_from_id(village_space_name(s->action_space));
    case VILLAGE_PHASE_PRIVILEGE:
        return RULES_TOPIC_COUNCIL;
    case VILLAGE_PHASE_MARKET:
        return RULES_TOPIC_MARKET;
    case VILLAGE_PHASE_DEATH:
        return RULES_TOPIC_TIME;
    case VILLAGE_PHASE_MASS_BUY:
    case VILLAGE_PHASE_MASS_PROMOTE:
        return RULES_TOPIC_MASS;
    default:
        return RULES_TOPIC_TURN;
    }
}

/* The page of a move: the space of a cube or of the well's action, the
 * action's own page, else the decision's. */
static rules_topic move_topic(const village_state *s, const village_move *m, int depth)
{
    switch (m->kind) {
    case VILLAGE_MOVE_WELL: /* past "Use the well", its options are the spaces */
        return depth == 0 ? RULES_TOPIC_WELL : rules_topic_from_id(village_space_name(m->where));
    case VILLAGE_MOVE_TAKE_CUBE:
    case VILLAGE_MOVE_FREE_ACTION:
        return rules_topic_from_id(village_space_name(m->where));
    case VILLAGE_MOVE_HARVEST:
        return RULES_TOPIC_HARVEST;
    case VILLAGE_MOVE_BIRTH:
    case VILLAGE_MOVE_RECALL:
        return RULES_TOPIC_FAMILY;
    case VILLAGE_MOVE_CRAFT:
    case VILLAGE_MOVE_MILL:
        return RULES_TOPIC_CRAFTS;
    case VILLAGE_MOVE_TRAVEL:
        return RULES_TOPIC_TRAVEL;
    case VILLAGE_MOVE_COUNCIL_ENTER:
    case VILLAGE_MOVE_COUNCIL_ADVANCE:
    case VILLAGE_MOVE_COUNCIL_PRIVILEGE:
    case VILLAGE_MOVE_PRIVILEGE:
        return RULES_TOPIC_COUNCIL;
    case VILLAGE_MOVE_CHURCH:
        return RULES_TOPIC_CHURCH;
    default:
        return decision_topic(s);
    }
}

/* The page of an option: the board area it is bound to, else its move's. */
static rules_topic option_topic(const game_ui *g, const choice_option *o)
{
    const village_state *s = session_state(g->session);
    int t = o->target;
    if (o->move < 0) /* disabled: at a turn that is only ever the well */
        return s->phase == VILLAGE_PHASE_TURN ? RULES_TOPIC_WELL : decision_topic(s);
    if (t >= TARGET_MEMBER || t == TARGET_NONE)
        return move_topic(s, &g->choice.model.moves[o->move], g->choice.model.depth);
    if (t >= TARGET_STAGE)
        return RULES_TOPIC_COUNCIL;
    if (t >= TARGET_SPACE)
        return rules_topic_from_id(village_space_name(t - TARGET_SPACE));
    if (t >= TARGET_STALL)
        return RULES_TOPIC_MARKET;
    if (t >= TARGET_CITY)
        return RULES_TOPIC_TRAVEL;
    if (t >= TARGET_BUILDING)
        return RULES_TOPIC_CRAFTS;
    if (t == TARGET_WELL)
        return RULES_TOPIC_WELL;
    return rules_topic_from_id(village_space_name((t - TARGET_CUBE) / 8));
}

/* The option whose tip shows: the button under the mouse, else the one bound
 * to the board target under it. */
static const choice_option *hovered_option(const game_ui *g)
{
    if (g->choice.hover >= 0 && g->choice.hover < g->choice.option_count)
        return &g->choice.options[g->choice.hover];
    if (g->hover.target != TARGET_NONE)
        for (int o = 0; o < g->choice.option_count; o++)
            if (g->choice.options[o].target == g->hover.target)
                return &g->choice.options[o];
    return NULL;
}

rules_topic area_help_topic(const game_ui *g)
{
    const choice_option *o = hovered_option(g);
    if (o)
        return option_topic(g, o);
    return g->hover.area[0] ? area_topic(g->hover.area) : RULES_TOPIC_CONTENTS;
}

/* "text\n\nRules: Market (F1)" when the topic has a page. */
static void with_rules_link(const part_view *v, rules_topic t, const char *text, char *out,
                            size_t size)
{
    const i18n *cat = v->words.cat;
    if (t == RULES_TOPIC_CONTENTS) {
        snprintf(out, size, "%s", text);
        return;
    }
    char key[48], link[96];
    snprintf(key, sizeof key, "rules.%s.title", rules_topic_id(t));
    TRF(cat, link, "help.rules_link", TR(cat, key), game_action_words(v, ACTION_RULES));
    snprintf(out, size, "%s%s%s", text, text[0] ? "\n\n" : "", link);
}

/* An option's tip stands above the choices panel, clear of the options it
 * describes; a board target's tip follows the mouse. */
static void option_tip(const part_view *v, const game_ui *g, const choice_option *o, bool in_panel)
{
    char body[900];
    with_rules_link(v, option_topic(g, o), o->enabled ? o->detail : o->reason, body, sizeof body);
    const SDL_FRect *panel = layout_find(&v->canvas->layout, "ui.choices");
    if (!in_panel || !panel) {
        tooltip_draw(v->canvas, v->mouse_x, v->mouse_y, o->label, body);
        return;
    }
    float w, h;
    tooltip_size(v->canvas, o->label, body, &w, &h);
    /* tooltip_draw puts the box 18 right of and 22 below the point it is given */
    tooltip_draw(v->canvas, v->mouse_x - 18, panel->y - 8 - h - 22, o->label, body);
}

static void black_bag_contents(const i18n *cat, const game_ui *g, char *out, size_t size)
{
    const village_state *s = &g->anim.shown;
    size_t n = strlen(i18n_plural(cat, out, size, "help.bag.contents", VILLAGE_MONKS, NULL));
    for (int p = 0; p < s->num_players && n < size; p++) {
        int count = 0;
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            count += s->players[p].members[m].place == VILLAGE_BLACK_BAG;
        if (count > 0)
            n += (size_t)snprintf(out + n, size - n, "\n%s: %d", session_player_name(g->session, p),
                                  count);
    }
}

static void green_bag_contents(const table_words *w, const village_state *s, char *out, size_t size)
{
    size_t n = (size_t)snprintf(out, size, "%s", TR(w->cat, "help.green.contents"));
    char marked[96];
    for (int c = 0; c < VILLAGE_CUBE_COLOURS && n < size; c++)
        n += (size_t)snprintf(out + n, size - n, "\n%s: %d",
                              table_name_colour_marked(w, c, marked, sizeof marked),
                              s->green_bag[c]);
}

static void customers_contents(const i18n *cat, const game_ui *g, int player, char *out,
                               size_t size)
{
    const village_state *s = session_state(g->session);
    int served = __builtin_popcount(s->players[player].customers);
    char points[16];
    bool visible = s->phase == VILLAGE_PHASE_GAME_OVER || viewer_seat(g) == player;
    if (!visible) {
        i18n_plural(cat, out, size, "help.customers.hidden", served, NULL);
        return;
    }
    int total = 0;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (s->players[player].customers >> t & 1)
            total += village_board_data.customers[t].points;
    snprintf(points, sizeof points, "%d", total);
    i18n_plural(cat, out, size, "help.customers.shown", served,
                (const char *const[]){points, NULL});
}

static void area_tip(const part_view *v, const game_ui *g, const char *key, int player)
{
    const i18n *cat = v->words.cat;
    char title_key[64], body_key[88], body[980], extra[320], linked[1060];
    snprintf(title_key, sizeof title_key, "help.%s.title", key);
    snprintf(body_key, sizeof body_key, "help.%s.body", key);
    if (!i18n_has(cat, title_key))
        return;
    /* A text naming cube colours has a variant naming their colour-blind symbols. */
    char symbols_key[sizeof body_key];
    snprintf(symbols_key, sizeof symbols_key, "help.%s.body.symbols", key);
    if (v->words.cube_symbols && i18n_has(cat, symbols_key))
        memcpy(body_key, symbols_key, sizeof body_key);
    extra[0] = '\0';
    if (strcmp(key, "bag.black") == 0)
        black_bag_contents(cat, g, extra, sizeof extra);
    else if (strcmp(key, "bag.green") == 0)
        green_bag_contents(&v->words, &g->anim.shown, extra, sizeof extra);
    else if (strcmp(key, "farmyard.customers") == 0 && player >= 0)
        customers_contents(cat, g, player, extra, sizeof extra);
    else if (strcmp(key, "scores") == 0)
        panels_face_down_text(&v->words, g, extra, sizeof extra);
    else
        spot_contents(v, g, v->mouse_x, v->mouse_y, extra, sizeof extra);
    /* The symbols' variant shows the cubes themselves: {1} … {5} brown to black. */
    char cubes[5][GFX_CUBE_MARK_BYTES + 1], text[640];
    for (int c = 0; c < 5; c++)
        gfx_cube_mark(c, cubes[c]);
    i18n_format(cat, text, sizeof text, body_key,
                (const char *const[]){cubes[0], cubes[1], cubes[2], cubes[3], cubes[4], NULL});
    snprintf(body, sizeof body, "%s%s%s", text, extra[0] ? "\n\n" : "", extra);
    with_rules_link(v, area_topic(key), body, linked, sizeof linked);
    tooltip_draw(v->canvas, v->mouse_x, v->mouse_y, TR(cat, title_key), linked);
}

void area_help_draw(const part_view *v, const game_ui *g)
{
    const choice_option *o = hovered_option(g);
    if (o) {
        option_tip(v, g, o, g->choice.hover >= 0 && g->choice.hover < g->choice.option_count);
        return;
    }
    if (g->hover.area[0] && !g->hover.tip_closed && v->clock - g->hover.since > 0.35)
        area_tip(v, g, g->hover.area, g->hover.area_player);
}

void area_help_draw_option(const part_view *v, const game_ui *g, int option, bool in_panel)
{
    if (option >= 0 && option < g->choice.option_count)
        option_tip(v, g, &g->choice.options[option], in_panel);
}

rules_topic area_help_option_topic(const game_ui *g, int option)
{
    if (option < 0 || option >= g->choice.option_count)
        return RULES_TOPIC_CONTENTS;
    return option_topic(g, &g->choice.options[option]);
}
