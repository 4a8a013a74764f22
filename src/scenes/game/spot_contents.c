/* What stands on a crowded spot of the board (a church window, a city, a
 * building, a council stage, a farmyard, a prestige track cell), listed for
 * the help tooltip, so a piece hidden by its neighbours can still be read. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/spot_contents.h"
#include "scenes/game/board_hit.h"

/* The members of each player at place/spot (spot -1: any), as "Red: 2 (generation 2, 3)". */
static size_t list_members(const i18n *cat, const game_ui *g, int place, int spot, int only_player,
                           char *out, size_t size)
{
    const village_state *s = &g->anim.shown;
    size_t n = 0;
    for (int p = 0; p < s->num_players && n < size; p++) {
        if (only_player >= 0 && p != only_player)
            continue;
        char gens[64] = "", count[16];
        size_t gn = 0;
        int members = 0;
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER && gn < sizeof gens; m++) {
            const village_member *mm = &s->players[p].members[m];
            if (mm->place != place || (spot >= 0 && mm->spot != spot))
                continue;
            gn += (size_t)snprintf(gens + gn, sizeof gens - gn, "%s%d", members ? ", " : "",
                                   village_member_generation(m));
            members++;
        }
        if (members == 0)
            continue;
        snprintf(count, sizeof count, "%d", members);
        char line[160];
        i18n_format(cat, line, sizeof line, "spot.members",
                    (const char *const[]){session_player_name(g->session, p), count, gens, NULL});
        n += (size_t)snprintf(out + n, size - n, "\n%s", line);
    }
    return n;
}

static size_t list_scores(const i18n *cat, const game_ui *g, int cell, char *out, size_t size)
{
    const village_state *s = &g->anim.shown;
    size_t n = 0;
    for (int p = 0; p < s->num_players && n < size; p++) {
        if (((s->players[p].prestige % 100) + 100) % 100 != cell)
            continue;
        char points[16], line[120];
        snprintf(points, sizeof points, "%d", s->players[p].prestige);
        i18n_format(cat, line, sizeof line, "spot.score",
                    (const char *const[]){session_player_name(g->session, p), points, NULL});
        n += (size_t)snprintf(out + n, size - n, "\n%s", line);
    }
    return n;
}

static int city_index(char letter)
{
    for (int c = 0; c < VILLAGE_CITIES; c++)
        if (village_board_data.city_names[c][0] == letter)
            return c;
    return -1;
}

static int building_index(const char *name)
{
    for (int b = 0; b < VILLAGE_BUILDINGS; b++)
        if (strcmp(village_building_name(b), name) == 0)
            return b;
    return -1;
}

bool spot_contents(const part_view *v, const game_ui *g, float x, float y, char *out, size_t size)
{
    const i18n *cat = v->words.cat;
    char anchor[64];
    int number, player;
    size_t n = 0;
    char body[480];
    body[0] = '\0';
    if (!board_anchor_at(v->canvas, x, y, anchor, sizeof anchor))
        return false;
    if (sscanf(anchor, "window.%d", &number) == 1)
        n = list_members(cat, g, VILLAGE_CHURCH_WINDOW, number, -1, body, sizeof body);
    else if (strncmp(anchor, "city.", 5) == 0 && city_index(anchor[5]) >= 0)
        n = list_members(cat, g, VILLAGE_TRAVEL_MAP, city_index(anchor[5]), -1, body, sizeof body);
    else if (strncmp(anchor, "building.", 9) == 0 && building_index(anchor + 9) >= 0)
        n = list_members(cat, g, VILLAGE_CRAFT, building_index(anchor + 9), -1, body, sizeof body);
    else if (sscanf(anchor, "council.%d", &number) == 1 && number >= 1)
        n = list_members(cat, g, VILLAGE_COUNCIL_CHAMBER, number - 1, -1, body, sizeof body);
    else if (sscanf(anchor, "farmyard.%d.members", &player) == 1 && strstr(anchor, ".members"))
        n = list_members(cat, g, VILLAGE_FARMYARD, -1, player, body, sizeof body);
    else if (sscanf(anchor, "prestige.%d", &number) == 1)
        n = list_scores(cat, g, number, body, sizeof body);
    if (n == 0)
        return false;
    snprintf(out, size, "%s%s", TR(cat, "spot.here"), body);
    return true;
}
