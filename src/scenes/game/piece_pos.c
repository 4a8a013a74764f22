/* Where pieces sit on the board: shared by drawing, hit-testing and the
 * animations, so a flying piece lands exactly where it will be drawn. */
#include <math.h>

#include "scenes/game/game_ui.h"

static const char *const CHRONICLE_AREAS[VILLAGE_CHRONICLE_AREAS] = {"council", "crafts", "travel",
                                                                     "church", "farmyard"};

void pos_rect_centre(const SDL_FRect *r, float *x, float *y)
{
    *x = r ? r->x + r->w / 2 : CANVAS_W / 2.0f;
    *y = r ? r->y + r->h / 2 : CANVAS_H / 2.0f;
}

int pos_farmyard_slot(int player)
{
    return player;
}

bool pos_space_cube(const gfx *g, const village_state *s, int space, int colour, int nth, float *x,
                    float *y)
{
    const SDL_FRect *r = layout_findf(&g->layout, "space.%s", village_space_name(space));
    if (!r)
        return false;
    int index = nth;
    for (int c = 0; c < colour; c++)
        index += s->spaces[space][c];
    int total = 0;
    for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
        total += s->spaces[space][c];
    float step = total > 3 ? (r->w - 30) / (float)(total - 1) : 34;
    *x = r->x + 18 + (float)index * step;
    *y = r->y + r->h / 2;
    return true;
}

void pos_farmyard_cubes(const gfx *g, int player, int colour, float *x, float *y)
{
    const SDL_FRect *r = layout_findf(&g->layout, "farmyard.%d.cubes", pos_farmyard_slot(player));
    pos_rect_centre(r, x, y);
    if (r) {
        *x = r->x + 17 + (float)colour * 32;
        *y = r->y + 18;
    }
}

void pos_farmyard_good(const gfx *g, int player, int good, float *x, float *y)
{
    const SDL_FRect *r = layout_findf(&g->layout, "farmyard.%d.goods", pos_farmyard_slot(player));
    pos_rect_centre(r, x, y);
    if (r)
        *x = r->x + r->w / 10 + (float)good * r->w / 5;
}

/* area: "grain", "coins", "customers", "name", "members". */
void pos_farmyard_item(const gfx *g, int player, const char *area, float *x, float *y)
{
    const SDL_FRect *r =
        layout_findf(&g->layout, "farmyard.%d.%s", pos_farmyard_slot(player), area);
    pos_rect_centre(r, x, y);
}

/* The k-th of n pieces spread over a row starting at x0, at most 'step' apart, within width. */
static float spread(float x0, int k, int n, float step, float width)
{
    if (n > 1 && step * (float)(n - 1) > width)
        step = width / (float)(n - 1);
    return x0 + (float)k * step;
}

/* Index of (player, member) among the members at place/spot, ordered by player then member. */
static int rank_at(const village_state *s, int player, int member, int place, int spot, int *total)
{
    int rank = 0, n = 0;
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            const village_member *mm = &s->players[p].members[m];
            if (mm->place != place || (place != VILLAGE_FARMYARD && mm->spot != spot))
                continue;
            if (place == VILLAGE_FARMYARD && p != player)
                continue;
            if (p < player || (p == player && m < member))
                rank++;
            n++;
        }
    *total = n;
    return rank;
}

static bool grid_pos(const SDL_FRect *r, int k, int n, int per_row, float dx, float dy, float *x,
                     float *y)
{
    if (!r)
        return false;
    int rows = (n + per_row - 1) / per_row;
    float row_step =
        rows > 1 && dy * (float)(rows - 1) > r->h - 46 ? (r->h - 46) / (float)(rows - 1) : dy;
    *x = r->x + 17 + (float)(k % per_row) * dx;
    *y = r->y + 24 + (float)(k / per_row) * row_step;
    return true;
}

static bool placed_pos(const gfx *g, const village_member *mm, int k, int n, int player, float *x,
                       float *y)
{
    const layout *l = &g->layout;
    const SDL_FRect *r;
    switch (mm->place) {
    case VILLAGE_FARMYARD:
        r = layout_findf(l, "farmyard.%d.members", pos_farmyard_slot(player));
        return grid_pos(r, k, n, 8, 31, 50, x, y) && (*x += 2, *y += 3, true);
    case VILLAGE_CRAFT:
        r = layout_findf(l, "building.%s", village_building_name(mm->spot));
        return grid_pos(r, k, n, 3, 31, 36, x, y) && (*x += 1, true);
    case VILLAGE_COUNCIL_CHAMBER:
        r = layout_findf(l, "council.%d", mm->spot + 1);
        if (!r)
            return false;
        *x = spread(r->x + 62, k, n, 22, 88);
        *y = r->y + r->h / 2 - 2;
        return true;
    case VILLAGE_TRAVEL_MAP:
        r = layout_findf(l, "city.%s", village_board_data.city_names[mm->spot]);
        if (!r)
            return false;
        *x = spread(r->x + 14, k, n, 14, 36);
        *y = r->y + 18;
        return true;
    case VILLAGE_CHURCH_WINDOW:
        r = layout_findf(l, "window.%d", mm->spot);
        if (!r)
            return false;
        *x = r->x + 15 + (float)(k % 2) * 28;
        *y = spread(r->y + 52, k / 2, (n + 1) / 2, 24, 40);
        return true;
    default:
        return false;
    }
}

bool pos_member(const gfx *g, const village_state *s, int player, int member, float *x, float *y)
{
    const village_member *mm = &s->players[player].members[member];
    const SDL_FRect *r = NULL;
    if (mm->place == VILLAGE_CHRONICLE)
        r = layout_findf(&g->layout, "chronicle.%s.%d", CHRONICLE_AREAS[mm->spot / 4 % 5],
                         mm->spot % 4);
    else if (mm->place == VILLAGE_GRAVE)
        r = layout_findf(&g->layout, "grave.%d", mm->spot);
    else if (mm->place == VILLAGE_BLACK_BAG)
        r = layout_find(&g->layout, "bag.black");
    else if (mm->place == VILLAGE_UNBORN || mm->place == VILLAGE_GONE)
        r = layout_findf(&g->layout, "farmyard.%d.name", pos_farmyard_slot(player));
    if (r) {
        pos_rect_centre(r, x, y);
        return true;
    }
    int n;
    int k = rank_at(s, player, member, mm->place, mm->spot, &n);
    return placed_pos(g, mm, k, n, player, x, y);
}

void pos_prestige(const gfx *g, int value, int player, float *x, float *y)
{
    int v = ((value % 100) + 100) % 100;
    pos_rect_centre(layout_findf(&g->layout, "prestige.%d", v), x, y);
    *x += (float)(player % 2) * 14 - 7;
    *y += (float)(player / 2) * 10 - 5;
}

void pos_lifetime(const gfx *g, int player, float space, float *x, float *y)
{
    int slot = pos_farmyard_slot(player);
    int k = (int)floorf(space);
    float t = space - (float)k;
    float x0, y0, x1, y1;
    pos_rect_centre(layout_findf(&g->layout, "farmyard.%d.lifetime.%d", slot, k % 12), &x0, &y0);
    if (k % 12 == 11)
        pos_rect_centre(layout_findf(&g->layout, "farmyard.%d.bridge", slot), &x1, &y1);
    else
        pos_rect_centre(layout_findf(&g->layout, "farmyard.%d.lifetime.%d", slot, (k + 1) % 12),
                        &x1, &y1);
    *x = x0 + (x1 - x0) * t;
    *y = y0 + (y1 - y0) * t - 4;
}

void pos_city_marker(const gfx *g, int city, int player, float *x, float *y)
{
    const SDL_FRect *r = layout_findf(&g->layout, "city.%s", village_board_data.city_names[city]);
    pos_rect_centre(r, x, y);
    if (r) {
        *x = r->x + 10 + (float)player * 15;
        *y = r->y + r->h - 10;
    }
}
