/* The board: cubes on the action spaces, bags, buildings, market, travel map,
 * council, church, chronicle, graves and the prestige track. */
#include <stdio.h>

#include "scenes/game/board_draw.h"
#include "scenes/game/board_hit.h"
#include "scenes/game/piece_pos.h"
#include "scenes/game/sprites.h"

static const char *const CHRONICLE_AREAS[VILLAGE_CHRONICLE_AREAS] = {"council", "crafts", "travel",
                                                                     "church", "farmyard"};
static void draw_space_cubes(const part_view *v, const village_state *s)
{
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
            for (int k = 0; k < s->spaces[sp][c]; k++) {
                float x, y;
                if (pos_space_cube(v->canvas, s, sp, c, k, &x, &y))
                    gfx_draw_centered(v->canvas, cube_sprite(&v->words, c), x, y, 1.0f);
            }
}

static SDL_FRect count_badge_box(float x, float y)
{
    return (SDL_FRect){x - 13, y - 12, 26, 24};
}

static void draw_count_badge(gfx *canvas, float x, float y, int n)
{
    char text[16];
    snprintf(text, sizeof text, "%d", n);
    SDL_FRect disc = count_badge_box(x, y);
    gfx_fill(canvas, &disc, COLOUR_PARCHMENT_LIGHT);
    gfx_outline(canvas, &disc, COLOUR_INK, 1.5f);
    gfx_text(canvas, FONT_BOLD, 16, COLOUR_INK, x, y - 11, ALIGN_CENTER, text);
}

/* The centre of a bag's count badge, beside the bag laid out as 'bag'. */
static void bag_count_centre(const SDL_FRect *bag, float *x, float *y)
{
    pos_rect_centre(bag, x, y);
    *x += 30;
    *y += 26;
}

void board_keep_words_clear(gfx *canvas)
{
    static const char *const BAGS[] = {"bag.black", "bag.green"};
    const SDL_FRect *board = layout_find(&canvas->layout, "board");
    int layer = labels_layer_for(&canvas->labels, "board");
    if (!board || board->w <= 0 || board->h <= 0 || layer < 0)
        return;
    float kx = canvas->labels.layers[layer].w / board->w,
          ky = canvas->labels.layers[layer].h / board->h;
    SDL_FRect boxes[2];
    int n = 0;
    for (int i = 0; i < 2; i++) {
        float x, y;
        const SDL_FRect *bag = layout_find(&canvas->layout, BAGS[i]);
        if (!bag)
            continue;
        bag_count_centre(bag, &x, &y);
        SDL_FRect d = count_badge_box(x, y);
        boxes[n++] = (SDL_FRect){(d.x - board->x) * kx, (d.y - board->y) * ky, d.w * kx, d.h * ky};
    }
    gfx_labels_keep_clear(canvas, "board", boxes, n);
}

static void draw_bags(gfx *canvas, const table_look *look)
{
    const village_state *s = look->state;
    int green = 0, black = VILLAGE_MONKS;
    for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
        green += s->green_bag[c];
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            black += s->players[p].members[m].place == VILLAGE_BLACK_BAG;
    float x, y;
    const SDL_FRect *green_bag = layout_find(&canvas->layout, "bag.green");
    pos_rect_centre(green_bag, &x, &y);
    gfx_draw_centered(canvas, "bag.green.closed", x, y, 1.0f);
    bag_count_centre(green_bag, &x, &y);
    draw_count_badge(canvas, x, y, green);
    const SDL_FRect *black_bag = layout_find(&canvas->layout, "bag.black");
    pos_rect_centre(black_bag, &x, &y);
    gfx_draw_centered(canvas, look->black_bag_open ? "bag.black.open" : "bag.black.closed", x, y,
                      1.0f);
    bag_count_centre(black_bag, &x, &y);
    draw_count_badge(canvas, x, y, black);
}

static void draw_members(gfx *canvas, const session *game, const table_look *look)
{
    const village_state *s = look->state;
    char name[48];
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            int place = s->players[p].members[m].place;
            if ((look->member_hidden && look->member_hidden[p][m]) || place == VILLAGE_UNBORN ||
                place == VILLAGE_GONE || place == VILLAGE_BLACK_BAG)
                continue;
            float x, y, scale;
            if (!pos_member_scaled(canvas, s, p, m, &x, &y, &scale))
                continue;
            bool lying = place == VILLAGE_CHRONICLE || place == VILLAGE_GRAVE;
            member_sprite(game, p, m, lying, name, sizeof name);
            gfx_draw_centered(canvas, name, x, y, scale);
        }
}

static void draw_customer(gfx *canvas, int tile, const SDL_FRect *r, bool face_up)
{
    char name[32];
    if (tile == VILLAGE_NO_CUSTOMER || !r)
        return;
    if (face_up)
        snprintf(name, sizeof name, "customer.%d", tile);
    else
        snprintf(name, sizeof name, "customer.back");
    gfx_draw_centered(canvas, name, r->x + r->w / 2, r->y + r->h / 2, 1.0f);
}

static void draw_market(gfx *canvas, const village_state *s)
{
    const layout *l = &canvas->layout;
    int in_use = village_board_data.setup[s->num_players].stalls_in_use;
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        const SDL_FRect *stall = layout_findf(l, "stall.%d", i);
        if (!(in_use >> i & 1) && stall)
            gfx_draw_centered(canvas, "blocked", stall->x + stall->w / 2, stall->y + stall->h / 2,
                              1.3f);
        draw_customer(canvas, s->stalls[i], stall, true);
        draw_customer(canvas, s->waiting[i], layout_findf(l, "waiting.%d", i), true);
    }
    int pile = VILLAGE_CUSTOMERS - s->pile_top;
    const SDL_FRect *r = layout_find(l, "pile");
    SDL_FRect count;
    if (pile > 0 && r) {
        draw_customer(canvas, 0, r, false);
        if (board_pile_count_box(canvas, &count))
            draw_count_badge(canvas, count.x + count.w / 2, count.y + count.h / 2, pile);
    }
}

bool board_pile_count_box(const gfx *canvas, SDL_FRect *box)
{
    const SDL_FRect *r = layout_find(&canvas->layout, "pile");
    if (!r)
        return false;
    /* At the top corner, on the tile's frame: the word "VILLAGE" runs along
     * the foot of the tile's back. */
    *box = count_badge_box(r->x + r->w - 8, r->y + 12);
    return true;
}

static void draw_markers(gfx *canvas, const session *game, const village_state *s)
{
    char name[32];
    for (int p = 0; p < s->num_players; p++) {
        snprintf(name, sizeof name, "marker.%s", gfx_player_colour_key(session_colour(game, p)));
        for (int c = 0; c < VILLAGE_CITIES; c++)
            if (s->players[p].cities >> c & 1) {
                float x, y;
                pos_city_marker(canvas, c, p, &x, &y);
                gfx_draw_centered(canvas, name, x, y, 0.8f);
            }
        snprintf(name, sizeof name, "marker.%s.score",
                 gfx_player_colour_key(session_colour(game, p)));
        float x, y;
        pos_prestige(canvas, s->players[p].prestige, p, s->num_players, &x, &y);
        gfx_draw_centered(canvas, name, x, y, pos_prestige_scale(s->num_players));
    }
    if (s->next_start_holder == VILLAGE_NOBODY) {
        float x, y;
        pos_rect_centre(layout_find(&canvas->layout, "council.next-start"), &x, &y);
        gfx_draw_centered(canvas, "start.next", x, y, 1.0f);
    }
}

/* R-MAS-3 as it stands: who would gain the majority at a mass now, on the
 * free parchment between the church's title ribbon and its action space.
 * The word is measured as drawn (small windows draw it larger than its
 * logical size, never under 11 pixels), and the markers of tied leaders
 * close up rather than run into the ribbon. */
enum { CHURCH_RIBBON_TIP = 1012 }; /* right end of the ribbon in the board art */

static void draw_church_lead(const part_view *v, const session *game, const village_state *s)
{
    gfx *canvas = v->canvas;
    bool leaders[VILLAGE_MAX_PLAYERS];
    const SDL_FRect *space = layout_find(&canvas->layout, "space.church");
    if (!space || village_church_leaders(s, leaders) == 0)
        return;
    int members = 0;
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER && leaders[p]; m++)
            members += s->players[p].members[m].place == VILLAGE_CHURCH_WINDOW;
    /* Tied leaders have the same count; the sum counts each of them. */
    int count = 0;
    for (int p = 0; p < s->num_players; p++)
        count += leaders[p];
    char text[16], name[32];
    snprintf(text, sizeof text, "%d", members / count);
    const char *word = TR(v->words.cat, "board.church.leads");
    float right = space->x - 8, y = space->y + space->h / 2;
    float number_w = gfx_text_width(canvas, FONT_BOLD, 15, text);
    float word_w = gfx_text_width(canvas, FONT_BOLD, 14, word);
    float room = right - CHURCH_RIBBON_TIP - number_w - word_w - 12 - 4 - 8;
    float step = count > 1 ? SDL_min(16.0f, SDL_max(6.0f, room / (float)(count - 1))) : 16;
    float x = right - number_w;
    gfx_text(canvas, FONT_BOLD, 15, COLOUR_INK, x, y - 11, ALIGN_LEFT, text);
    x -= 12;
    for (int p = s->num_players - 1; p >= 0; p--)
        if (leaders[p]) {
            snprintf(name, sizeof name, "marker.%s",
                     gfx_player_colour_key(session_colour(game, p)));
            gfx_draw_centered(canvas, name, x, y, 0.75f);
            x -= step;
        }
    x += step - 8; /* the left edge of the last marker */
    gfx_text(canvas, FONT_BOLD, 14, COLOUR_INK_SOFT, SDL_max(x - 4, CHURCH_RIBBON_TIP + word_w),
             y - 10, ALIGN_RIGHT, word);
}

static void draw_chronicle(gfx *canvas, const village_state *s)
{
    for (int area = 0; area < VILLAGE_CHRONICLE_AREAS; area++)
        for (int slot = 0; slot < VILLAGE_CHRONICLE_SLOTS; slot++)
            if (village_chronicle_occupant(s, area, slot) == VILLAGE_SLOT_BLOCKED) {
                float x, y;
                pos_rect_centre(
                    layout_findf(&canvas->layout, "chronicle.%s.%d", CHRONICLE_AREAS[area], slot),
                    &x, &y);
                gfx_draw_centered(canvas, "blocked", x, y, 1.0f);
            }
    for (int grave = 0; grave < VILLAGE_GRAVES; grave++)
        if (village_grave_occupant(s, grave) == VILLAGE_SLOT_BLOCKED) {
            float x, y;
            pos_rect_centre(layout_findf(&canvas->layout, "grave.%d", grave), &x, &y);
            gfx_draw_centered(canvas, "blocked", x, y, 1.0f);
        }
}

void board_draw_highlights(const part_view *v, const chooser *choice, const anim_view *anim,
                           int hovered)
{
    gfx *canvas = v->canvas;
    if (view_busy(anim))
        return;
    for (int i = 0; i < choice->option_count; i++) {
        const choice_option *o = &choice->options[i];
        int target = o->target;
        if (target == TARGET_NONE || !o->enabled)
            continue;
        SDL_FRect box;
        if (!board_target_rect(canvas, &anim->shown, target, &box))
            continue;
        bool hot = target == hovered;
        bool cube = target >= TARGET_CUBE && target < TARGET_WELL;
        if (cube && !hot)
            continue; /* every cube can be taken: the hint says so, rings would clutter */
        float grow = board_ring_room(&anim->shown, target);
        SDL_FRect ring = {box.x - grow, box.y - grow, box.w + 2 * grow, box.h + 2 * grow};
        /* A tight ring (a cube, a member in a crowd) is a plain line: the
         * highlight's glow would reach over the neighbours' numbers. */
        bool tight = grow < 12;
        if (tight)
            gfx_outline(canvas, &ring, hot || cube ? COLOUR_GOLD_LIGHT : COLOUR_GOLD, 2);
        else
            gfx_nine_slice(canvas, "highlight", &ring, 20);
        if (hot && !tight)
            gfx_outline(canvas, &ring, COLOUR_GOLD_LIGHT, 3);
    }
}

void board_draw(const part_view *v, const session *game, const table_look *look)
{
    const village_state *s = look->state;
    draw_chronicle(v->canvas, s);
    draw_market(v->canvas, s);
    draw_space_cubes(v, s);
    draw_bags(v->canvas, look);
    draw_markers(v->canvas, game, s);
    draw_members(v->canvas, game, look);
    draw_church_lead(v, game, s);
}
