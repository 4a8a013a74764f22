/* What is under the mouse: clickable targets of the current decision, and the
 * board area for help tooltips. Geometry only: it reads the canvas's layout,
 * the position as the board shows it and the chooser's options, and writes
 * nothing, so a test or another part can ask it anything. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/board_hit.h"
#include "scenes/game/piece_pos.h"

static bool member_rect(const gfx *canvas, const village_state *s, int target, SDL_FRect *out)
{
    int player = (target - TARGET_MEMBER) / 16, member = (target - TARGET_MEMBER) % 16;
    float x, y, scale;
    if (player >= s->num_players || member >= VILLAGE_MEMBERS_PER_PLAYER ||
        !pos_member_scaled(canvas, s, player, member, &x, &y, &scale))
        return false;
    *out = (SDL_FRect){x - 15 * scale, y - 22 * scale, 30 * scale, 44 * scale};
    return true;
}

static bool cube_rect(const gfx *canvas, const village_state *s, int target, SDL_FRect *out)
{
    int space = (target - TARGET_CUBE) / 8, colour = (target - TARGET_CUBE) % 8;
    if (space >= VILLAGE_SPACES || colour >= VILLAGE_CUBE_COLOURS || s->spaces[space][colour] == 0)
        return false;
    /* Cubes of one colour lie side by side: any of them takes that colour. */
    float x0, x1, y;
    pos_space_cube(canvas, s, space, colour, 0, &x0, &y);
    pos_space_cube(canvas, s, space, colour, s->spaces[space][colour] - 1, &x1, &y);
    *out = (SDL_FRect){x0 - 14, y - 14, x1 - x0 + 28, 28};
    return true;
}

static bool copy_rect(const SDL_FRect *r, SDL_FRect *out)
{
    if (r)
        *out = *r;
    return r != NULL;
}

/* The layout's building box is the workers' yard; the board art puts the
 * building's picture, name and cost on a card right above it. A highlighted
 * building answers (and is ringed) on the whole card and yard. */
enum { BUILDING_CARD_H = 170 };

static bool building_rect(const layout *l, int building, SDL_FRect *out)
{
    const SDL_FRect *yard = layout_findf(l, "building.%s", village_building_name(building));
    if (!yard)
        return false;
    *out = (SDL_FRect){yard->x, yard->y - BUILDING_CARD_H, yard->w, yard->h + BUILDING_CARD_H};
    return true;
}

float board_ring_room(const village_state *s, int target)
{
    if (target >= TARGET_MEMBER) {
        int player = (target - TARGET_MEMBER) / 16, member = (target - TARGET_MEMBER) % 16;
        if (player < s->num_players && member < VILLAGE_MEMBERS_PER_PLAYER)
            return pos_member_ring_room(s, player, member);
    }
    return target >= TARGET_CUBE && target < TARGET_WELL ? 3 : 12;
}

bool board_target_rect(const gfx *canvas, const village_state *s, int target, SDL_FRect *out)
{
    const layout *l = &canvas->layout;
    if (target >= TARGET_MEMBER)
        return member_rect(canvas, s, target, out);
    if (target >= TARGET_STAGE)
        return copy_rect(layout_findf(l, "council.%d", target - TARGET_STAGE), out);
    if (target >= TARGET_SPACE)
        return copy_rect(layout_findf(l, "space.%s", village_space_name(target - TARGET_SPACE)),
                         out);
    if (target >= TARGET_STALL)
        return copy_rect(layout_findf(l, "stall.%d", target - TARGET_STALL), out);
    if (target >= TARGET_CITY)
        return copy_rect(
            layout_findf(l, "city.%s",
                         village_board_data.city_names[(target - TARGET_CITY) % VILLAGE_CITIES]),
            out);
    if (target >= TARGET_BUILDING)
        return building_rect(l, target - TARGET_BUILDING, out);
    if (target == TARGET_WELL)
        return copy_rect(layout_find(l, "well"), out);
    if (target >= TARGET_CUBE)
        return cube_rect(canvas, s, target, out);
    return false;
}

static bool small_target(int target)
{
    return target >= TARGET_MEMBER || (target >= TARGET_CUBE && target < TARGET_WELL);
}

int board_hit(const gfx *canvas, const chooser *c, const village_state *shown, float x, float y)
{
    for (int pass = 0; pass < 2; pass++)
        for (int o = 0; o < c->option_count; o++) {
            int target = c->options[o].target;
            SDL_FRect r;
            if (target == TARGET_NONE || !c->options[o].enabled ||
                small_target(target) != (pass == 0))
                continue;
            if (board_target_rect(canvas, shown, target, &r) && gfx_contains(&r, x, y))
                return target;
        }
    return TARGET_NONE;
}

/* Help key of a layout anchor name: "stall.2" -> "market", "farmyard.1.grain" -> "farmyard.grain".
 */
static bool help_key(const char *name, char *key, size_t size, int *player)
{
    static const char *const SAME[] = {"space.", "building.", "bag.", "well", "village"};
    static const char *const GROUPS[][2] = {
        {"stall.", "market"},        {"waiting.", "market"},  {"pile", "market"},
        {"city.", "travel"},         {"council.", "council"}, {"window.", "church"},
        {"chronicle.", "chronicle"}, {"grave.", "grave"},     {"prestige.", "prestige"}};
    *player = -1;
    if (strncmp(name, "farmyard.", 9) == 0 && strlen(name) > 11) {
        *player = name[9] - '0';
        const char *part = name + 11;
        snprintf(key, size, "farmyard.%.*s", (int)strcspn(part, "."), part);
        return true;
    }
    for (size_t i = 0; i < sizeof SAME / sizeof SAME[0]; i++)
        if (strncmp(name, SAME[i], strlen(SAME[i])) == 0) {
            snprintf(key, size, "%s", name);
            return true;
        }
    for (size_t i = 0; i < sizeof GROUPS / sizeof GROUPS[0]; i++)
        if (strncmp(name, GROUPS[i][0], strlen(GROUPS[i][0])) == 0) {
            snprintf(key, size, "%s", GROUPS[i][1]);
            return true;
        }
    return false;
}

static const layout_entry *smallest_anchor_at(const layout *l, float x, float y)
{
    const layout_entry *best = NULL;
    float best_area = 0;
    for (int i = 0; i < l->count; i++) {
        const layout_entry *e = &l->items[i];
        float area = e->rect.w * e->rect.h;
        if (!gfx_contains(&e->rect, x, y) || strncmp(e->name, "ui.", 3) == 0)
            continue;
        if (!best || area < best_area) {
            best = e;
            best_area = area;
        }
    }
    return best;
}

bool board_anchor_at(const gfx *canvas, float x, float y, char *name, size_t size)
{
    const layout_entry *e = smallest_anchor_at(&canvas->layout, x, y);
    if (e)
        snprintf(name, size, "%s", e->name);
    return e != NULL;
}

bool board_area_at(const gfx *canvas, const village_state *shown, float x, float y, char *key,
                   size_t size, int *player)
{
    const layout *l = &canvas->layout;
    const SDL_FRect *scores = layout_find(l, "ui.scores");
    if (scores && gfx_contains(scores, x, y)) {
        snprintf(key, size, "scores");
        *player = -1;
        return true;
    }
    const layout_entry *best = smallest_anchor_at(l, x, y);
    if (!best)
        return false;
    bool ok = help_key(best->name, key, size, player);
    if (ok && *player >= shown->num_players)
        ok = false; /* a farmyard nobody plays */
    if (!ok) {
        key[0] = '\0';
        *player = -1;
    }
    return ok;
}
