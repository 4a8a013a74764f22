/* Where pieces sit on the board: shared by drawing, hit-testing and the
 * animations, so a flying piece lands exactly where it will be drawn. */
#include <math.h>

#include "scenes/game/piece_pos.h"

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

bool pos_space_cube(const gfx *canvas, const village_state *s, int space, int colour, int nth,
                    float *x, float *y)
{
    const SDL_FRect *r = layout_findf(&canvas->layout, "space.%s", village_space_name(space));
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

void pos_farmyard_cubes(const gfx *canvas, int player, int colour, float *x, float *y)
{
    const SDL_FRect *r =
        layout_findf(&canvas->layout, "farmyard.%d.cubes", pos_farmyard_slot(player));
    pos_rect_centre(r, x, y);
    if (r) {
        *x = r->x + 17 + (float)colour * 32;
        *y = r->y + 15; /* room under the cube for its count, inside the tray */
    }
}

void pos_farmyard_good(const gfx *canvas, int player, int good, float *x, float *y)
{
    const SDL_FRect *r =
        layout_findf(&canvas->layout, "farmyard.%d.goods", pos_farmyard_slot(player));
    pos_rect_centre(r, x, y);
    if (r)
        *x = r->x + r->w / 10 + (float)good * r->w / 5;
}

/* area: "grain", "coins", "customers", "name", "members". */
void pos_farmyard_item(const gfx *canvas, int player, const char *area, float *x, float *y)
{
    const SDL_FRect *r =
        layout_findf(&canvas->layout, "farmyard.%d.%s", pos_farmyard_slot(player), area);
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

/* A member sprite's size at scale 1 (a little narrower than the picture:
 * neighbours may touch, never hide each other). */
enum { MEMBER_W = 29, MEMBER_H = 44 };
static const float CROWD_MIN_SCALE = 0.45f;

static int rows_for(int n, int cols)
{
    return (n + cols - 1) / cols;
}

/* Members of several players in one area (a church window, a city), as large
 * as fits, standing on the area's bottom: each player's on rows of their own
 * when that costs little size, else all in reading order by player. k is the
 * member's rank among the player's members there. */
static void crowd_pos(const SDL_FRect *area, const int counts[VILLAGE_MAX_PLAYERS], int player,
                      int k, float *x, float *y, float *scale)
{
    float by_player_scale = 0, flat_scale = 0;
    int by_player_cols = 1, flat_cols = 1, total = 0;
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        total += counts[p];
    for (int step = 0; step <= 11; step++) {
        float sc = 1.0f - 0.05f * (float)step;
        int cols = (int)(area->w / (MEMBER_W * sc));
        if (cols < 1)
            continue;
        int grouped = 0;
        for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
            grouped += rows_for(counts[p], cols);
        if (by_player_scale == 0 && (float)grouped * MEMBER_H * sc <= area->h) {
            by_player_scale = sc;
            by_player_cols = cols;
        }
        if (flat_scale == 0 && (float)rows_for(total, cols) * MEMBER_H * sc <= area->h) {
            flat_scale = sc;
            flat_cols = cols;
        }
    }
    bool by_player = by_player_scale > 0 && by_player_scale >= flat_scale - 0.1f;
    float sc = by_player ? by_player_scale : flat_scale > 0 ? flat_scale : CROWD_MIN_SCALE;
    int cols = by_player ? by_player_cols : flat_scale > 0 ? flat_cols : 1;
    if (!by_player && flat_scale == 0 && area->w >= MEMBER_W * sc)
        cols = (int)(area->w / (MEMBER_W * sc));
    int row = 0, rows = 0, col, in_row;
    if (by_player) {
        for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++) {
            if (p < player)
                row += rows_for(counts[p], cols);
            rows += rows_for(counts[p], cols);
        }
        row += k / cols;
        col = k % cols;
        in_row = counts[player] - (k / cols) * cols;
    } else {
        int index = k;
        for (int p = 0; p < player; p++)
            index += counts[p];
        row = index / cols;
        col = index % cols;
        rows = rows_for(total, cols);
        in_row = total - row * cols;
    }
    in_row = in_row > cols ? cols : in_row;
    float w = MEMBER_W * sc, h = MEMBER_H * sc;
    /* Only past the smallest scale do rows overlap, and then evenly. */
    float row_step = (float)rows * h > area->h && rows > 1 ? (area->h - h) / (float)(rows - 1) : h;
    float top = area->y + area->h - ((float)(rows - 1) * row_step + h);
    *x = area->x + (area->w - (float)in_row * w) / 2 + ((float)col + 0.5f) * w;
    *y = top + (float)row * row_step + h / 2;
    *scale = sc;
}

/* How many members each player has at place/spot, and this member's rank among its player's. */
static int count_at(const village_state *s, int player, int member, int place, int spot,
                    int counts[VILLAGE_MAX_PLAYERS])
{
    int rank = 0;
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++)
        counts[p] = 0;
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            const village_member *mm = &s->players[p].members[m];
            if (mm->place != place || mm->spot != spot)
                continue;
            if (p == player && m < member)
                rank++;
            counts[p]++;
        }
    return rank;
}

/* The area a crowd of members stands in: a church window with its glass
 * (the pieces stand on the sill, rising over the glass as they grow in
 * number), or a city with room above its circle (player markers sit below). */
static bool crowd_area(const gfx *canvas, int place, int spot, SDL_FRect *out)
{
    const SDL_FRect *r;
    if (place == VILLAGE_CHURCH_WINDOW) {
        r = layout_findf(&canvas->layout, "window.%d", spot);
        if (r)
            *out = (SDL_FRect){r->x - 3, r->y - 48, r->w + 6, r->h + 46};
    } else {
        r = layout_findf(&canvas->layout, "city.%s", village_board_data.city_names[spot]);
        if (r)
            *out = (SDL_FRect){r->x - 8, r->y - 24, r->w + 16, r->h + 6};
    }
    return r != NULL;
}

static bool placed_pos(const gfx *canvas, const village_state *s, int player, int member, float *x,
                       float *y, float *scale)
{
    const village_member *mm = &s->players[player].members[member];
    const layout *l = &canvas->layout;
    const SDL_FRect *r;
    int n, k;
    *scale = 1.0f;
    switch (mm->place) {
    case VILLAGE_FARMYARD:
        k = rank_at(s, player, member, mm->place, mm->spot, &n);
        r = layout_findf(l, "farmyard.%d.members", pos_farmyard_slot(player));
        return grid_pos(r, k, n, 8, 31, 50, x, y) && (*x += 2, *y += 3, true);
    case VILLAGE_CRAFT:
        k = rank_at(s, player, member, mm->place, mm->spot, &n);
        r = layout_findf(l, "building.%s", village_building_name(mm->spot));
        return grid_pos(r, k, n, 3, 31, 36, x, y) && (*x += 1, true);
    case VILLAGE_COUNCIL_CHAMBER:
        k = rank_at(s, player, member, mm->place, mm->spot, &n);
        r = layout_findf(l, "council.%d", mm->spot + 1);
        if (!r)
            return false;
        *x = spread(r->x + 62, k, n, 22, 88);
        *y = r->y + r->h / 2 - 2;
        return true;
    case VILLAGE_TRAVEL_MAP:
    case VILLAGE_CHURCH_WINDOW: {
        int counts[VILLAGE_MAX_PLAYERS];
        SDL_FRect area;
        k = count_at(s, player, member, mm->place, mm->spot, counts);
        if (!crowd_area(canvas, mm->place, mm->spot, &area))
            return false;
        crowd_pos(&area, counts, player, k, x, y, scale);
        return true;
    }
    default:
        return false;
    }
}

bool pos_member_scaled(const gfx *canvas, const village_state *s, int player, int member, float *x,
                       float *y, float *scale)
{
    const village_member *mm = &s->players[player].members[member];
    const SDL_FRect *r = NULL;
    *scale = 1.0f;
    if (mm->place == VILLAGE_CHRONICLE)
        r = layout_findf(&canvas->layout, "chronicle.%s.%d", CHRONICLE_AREAS[mm->spot / 4 % 5],
                         mm->spot % 4);
    else if (mm->place == VILLAGE_GRAVE)
        r = layout_findf(&canvas->layout, "grave.%d", mm->spot);
    else if (mm->place == VILLAGE_BLACK_BAG)
        r = layout_find(&canvas->layout, "bag.black");
    else if (mm->place == VILLAGE_UNBORN || mm->place == VILLAGE_GONE)
        r = layout_findf(&canvas->layout, "farmyard.%d.name", pos_farmyard_slot(player));
    if (r) {
        pos_rect_centre(r, x, y);
        return true;
    }
    return placed_pos(canvas, s, player, member, x, y, scale);
}

float pos_member_ring_room(const village_state *s, int player, int member)
{
    int place = s->players[player].members[member].place;
    return place == VILLAGE_CHURCH_WINDOW || place == VILLAGE_TRAVEL_MAP ? 2.0f : 12.0f;
}

/* Score markers sit on the outer edge of their track cell, over the board's
 * frame, fanned by seat within the cell, so the cell's number stays
 * readable under them; none reaches past the board's edge, where it would
 * be cut. */
void pos_prestige(const gfx *canvas, int value, int player, int num_players, float *x, float *y)
{
    int v = ((value % 100) + 100) % 100;
    const SDL_FRect *cell = layout_findf(&canvas->layout, "prestige.%d", v);
    const SDL_FRect *board = layout_find(&canvas->layout, "board");
    pos_rect_centre(cell, x, y);
    if (!cell || !board)
        return;
    float top = cell->y - board->y, bottom = board->y + board->h - (cell->y + cell->h);
    float left = cell->x - board->x, right = board->x + board->w - (cell->x + cell->w);
    float nearest = fminf(fminf(top, bottom), fminf(left, right));
    bool along_x = nearest == top || nearest == bottom;
    /* Along the track each marker stays within its own cell, so none is
     * read as the neighbour's number. */
    float size = PRESTIGE_MARKER_SIZE * pos_prestige_scale(num_players);
    float reach = (along_x ? cell->w : cell->h) / 2 - size / 2;
    float fan = num_players > 1 ? ((float)player / (float)(num_players - 1) * 2 - 1) * reach : 0;
    if (along_x) {
        *x += fan;
        *y = nearest == top ? cell->y + 3 : cell->y + cell->h - 3;
    } else {
        *y += fan;
        *x = nearest == left ? cell->x + 3 : cell->x + cell->w - 3;
    }
    float half = size / 2 + 1;
    *x = fmaxf(board->x + half, fminf(*x, board->x + board->w - half));
    *y = fmaxf(board->y + half, fminf(*y, board->y + board->h - half));
}

/* About 15 output pixels across at 1280x720 (at 0.6 they were 10). */
float pos_prestige_scale(int num_players)
{
    return num_players <= 2 ? 0.95f : 0.85f;
}

void pos_lifetime(const gfx *canvas, int player, float space, float *x, float *y)
{
    int slot = pos_farmyard_slot(player);
    int k = (int)floorf(space);
    float t = space - (float)k;
    float x0, y0, x1, y1;
    pos_rect_centre(layout_findf(&canvas->layout, "farmyard.%d.lifetime.%d", slot, k % 12), &x0,
                    &y0);
    if (k % 12 == 11)
        pos_rect_centre(layout_findf(&canvas->layout, "farmyard.%d.bridge", slot), &x1, &y1);
    else
        pos_rect_centre(
            layout_findf(&canvas->layout, "farmyard.%d.lifetime.%d", slot, (k + 1) % 12), &x1, &y1);
    *x = x0 + (x1 - x0) * t;
    *y = y0 + (y1 - y0) * t - 4;
}

void pos_city_marker(const gfx *canvas, int city, int player, float *x, float *y)
{
    const SDL_FRect *r =
        layout_findf(&canvas->layout, "city.%s", village_board_data.city_names[city]);
    pos_rect_centre(r, x, y);
    if (r) {
        *x = r->x + 10 + (float)player * 15;
        *y = r->y + r->h - 10;
    }
}
