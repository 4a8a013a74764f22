/* Each player's farmyard: name, members, grain, cubes, goods, coins,
 * customers (face down) and the lifetime track with its marker. */
#include <stdio.h>

#include "scenes/game/board_draw.h"
#include "scenes/game/piece_pos.h"
#include "scenes/game/sprites.h"

static void small_count(gfx *canvas, float x, float y, int n, SDL_Color c)
{
    char text[16];
    snprintf(text, sizeof text, "%d", n);
    gfx_text(canvas, FONT_BOLD, 14, c, x, y, ALIGN_CENTER, text);
}

/* A count on a good's tile: a dark badge in the tile's lower right corner,
 * inside the tile (the bare number sat half over its edge). The badge is as
 * large as its number is drawn, which the 11-pixel minimum enlarges in a small
 * window. */
static void good_count(gfx *canvas, float x, float y, int n)
{
    char text[16];
    snprintf(text, sizeof text, "%d", n);
    float w = gfx_text_width(canvas, FONT_BOLD, 12, text) + 5;
    float h = gfx_wrapped_height(canvas, FONT_BOLD, 12, 200, text);
    w = w < 13 ? 13 : w;
    SDL_FRect badge = {x + 17 - w, y + 17 - h, w, h};
    gfx_fill(canvas, &badge, COLOUR_INK);
    gfx_text(canvas, FONT_BOLD, 12, COLOUR_LIGHT_TEXT, badge.x + w / 2, badge.y, ALIGN_CENTER,
             text);
}

static void draw_name(const part_view *v, const session *game, const village_state *s, int p,
                      bool active)
{
    gfx *canvas = v->canvas;
    const SDL_FRect *r = layout_findf(&canvas->layout, "farmyard.%d.name", pos_farmyard_slot(p));
    if (!r)
        return;
    char label[96];
    const village_seat *seat = &session_record(game)->seats[p];
    if (seat->kind == VILLAGE_SEAT_AI && session_is_following(game)) {
        /* A guest's table: the host does not say how strong its computers are. */
        snprintf(label, sizeof label, "%s · %s", seat->name, TR(v->words.cat, "net.seat.computer"));
    } else if (seat->kind == VILLAGE_SEAT_AI) {
        char key[32];
        snprintf(key, sizeof key, "setup.level.%d", seat->ai_level);
        snprintf(label, sizeof label, "%s · %s", seat->name, TR(v->words.cat, key));
    } else {
        snprintf(label, sizeof label, "%s", seat->name);
    }
    /* Dark on the white and yellow banners, light on red and blue. */
    SDL_Color ink = gfx_player_text_colour(session_colour(game, p));
    gfx_text(canvas, active ? FONT_BOLD : FONT_BODY, 18, ink, r->x + 8, r->y + 1, ALIGN_LEFT,
             label);
    float x = r->x + r->w + 20, y = r->y + r->h / 2 + 2;
    if (s->start_player == p)
        gfx_draw_centered(canvas, "start.player", x, y, 0.75f);
    if (s->next_start_holder == p)
        gfx_draw_centered(canvas, "start.next", x + 36, y, 0.75f);
}

static void draw_supplies(const part_view *v, const village_state *s, int p)
{
    gfx *canvas = v->canvas;
    const village_player *pl = &s->players[p];
    int slot = pos_farmyard_slot(p);
    const SDL_FRect *r = layout_findf(&canvas->layout, "farmyard.%d.grain", slot);
    for (int k = 0; r && k < pl->grain && k < VILLAGE_GRAIN_LIMIT; k++)
        gfx_draw_centered(canvas, "grain", r->x + 13 + (float)k * 26, r->y + r->h / 2, 0.9f);
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++) {
        float x, y;
        pos_farmyard_cubes(canvas, p, c, &x, &y);
        if (pl->cubes[c] == 0)
            continue;
        gfx_draw_centered(canvas, cube_sprite(&v->words, c), x, y, 0.95f);
        small_count(canvas, x, y + 10, pl->cubes[c], COLOUR_LIGHT_TEXT);
    }
    static const char *const GOODS[VILLAGE_GOODS] = {"good.scroll", "good.horse", "good.ox",
                                                     "good.plough", "good.wagon"};
    for (int gd = 0; gd < VILLAGE_GOODS; gd++) {
        float x, y;
        pos_farmyard_good(canvas, p, gd, &x, &y);
        if (pl->goods[gd] == 0)
            continue;
        gfx_draw_centered(canvas, GOODS[gd], x, y, 1.0f);
        if (pl->goods[gd] > 1)
            good_count(canvas, x, y, pl->goods[gd]);
    }
}

static void draw_coins_and_customers(gfx *canvas, const village_state *s, int p)
{
    const village_player *pl = &s->players[p];
    int slot = pos_farmyard_slot(p);
    char text[16];
    const SDL_FRect *r = layout_findf(&canvas->layout, "farmyard.%d.coins", slot);
    if (r) {
        snprintf(text, sizeof text, "× %d", pl->coins);
        gfx_text(canvas, FONT_BOLD, 22, COLOUR_INK, r->x + 52, r->y + 9, ALIGN_LEFT, text);
    }
    r = layout_findf(&canvas->layout, "farmyard.%d.customers", slot);
    int served = __builtin_popcount(pl->customers);
    if (r && served > 0) {
        for (int k = 0; k < served && k < 4; k++)
            gfx_draw_centered(canvas, "customer.back", r->x + 58 + (float)k * 4,
                              r->y + r->h / 2 - (float)k * 2, 0.5f);
        snprintf(text, sizeof text, "%d", served);
        gfx_text(canvas, FONT_BOLD, 20, COLOUR_INK, r->x + r->w - 10, r->y + 10, ALIGN_RIGHT, text);
    }
}

static void draw_lifetime(gfx *canvas, const session *game, const table_look *look, int p)
{
    float space =
        look->time_player == p ? look->time_space : (float)look->state->players[p].lifetime;
    char name[32];
    snprintf(name, sizeof name, "marker.%s", gfx_player_colour_key(session_colour(game, p)));
    float x, y;
    pos_lifetime(canvas, p, space, &x, &y);
    gfx_draw_centered(canvas, name, x, y, 1.1f);
}

static void draw_active_frame(gfx *canvas, int p)
{
    const SDL_FRect *r = layout_findf(&canvas->layout, "farmyard.%d", pos_farmyard_slot(p));
    if (!r)
        return;
    SDL_FRect ring = {r->x - 3, r->y - 3, r->w + 6, r->h + 6};
    gfx_outline(canvas, &ring, COLOUR_GOLD_LIGHT, 4);
    SDL_FRect glow = {r->x - 6, r->y - 6, r->w + 12, r->h + 12};
    gfx_outline(canvas, &glow, (SDL_Color){0xec, 0xc9, 0x64, 110}, 3);
}

void farmyards_draw(const part_view *v, const session *game, const table_look *look)
{
    const village_state *s = look->state;
    int active = s->phase == VILLAGE_PHASE_GAME_OVER ? -1 : s->actor;
    for (int p = 0; p < s->num_players; p++) {
        if (p == active)
            draw_active_frame(v->canvas, p);
        draw_name(v, game, s, p, p == active);
        draw_supplies(v, s, p);
        draw_coins_and_customers(v->canvas, s, p);
    }
}

/* The farmyard boards themselves: they never change during a game. */
void farmyards_draw_boards(const part_view *v, const session *game)
{
    gfx *canvas = v->canvas;
    for (int p = 0; p < session_record(game)->num_players; p++) {
        char name[40];
        snprintf(name, sizeof name, "farmyard.%s", gfx_player_colour_key(session_colour(game, p)));
        gfx_image(canvas, name, layout_findf(&canvas->layout, "farmyard.%d", pos_farmyard_slot(p)));
    }
}

/* Lifetime markers step along their tracks, so they are drawn every frame. */
void farmyards_draw_markers(const part_view *v, const session *game, const table_look *look)
{
    for (int p = 0; p < look->state->num_players; p++)
        draw_lifetime(v->canvas, game, look, p);
}
