/* The public facts the evaluation needs, worked out once per position. */
#include <stddef.h>
#include <string.h>

#include "board_view.h"

static void count_player(const village_state *s, int p, ai_board_view *v)
{
    /* Without a branch per member (the places vary from member to member,
     * so the processor could not guess them): every member adds 0 or 1 to
     * each count. A member's spot names a chronicle area only in the
     * chronicle; elsewhere its count goes to an unused entry, and the mask
     * keeps any spot inside the array. */
    enum { AREA_ENTRIES = 8 };
    _Static_assert((int)VILLAGE_CHRONICLE_AREAS <= (int)AREA_ENTRIES, "an entry per area");
    int chronicled[AREA_ENTRIES] = {0};
    int buried = 0, church = 0, leftmost = -1;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        const village_member *mm = &s->players[p].members[m];
        chronicled[(mm->spot / VILLAGE_CHRONICLE_SLOTS) & (AREA_ENTRIES - 1)] +=
            mm->place == VILLAGE_CHRONICLE;
        buried += mm->place == VILLAGE_GRAVE;
        bool in_church = mm->place == VILLAGE_CHURCH_WINDOW;
        church += in_church;
        int spot = in_church ? mm->spot : -1;
        leftmost = spot > leftmost ? spot : leftmost;
    }
    for (int a = 0; a < VILLAGE_CHRONICLE_AREAS; a++)
        v->chronicled[p][a] = chronicled[a];
    v->buried[p] = buried;
    v->church_count[p] = church;
    v->church_leftmost[p] = leftmost;
}

/* Player p's counts in v, which hold those of the members 'was', brought up
 * to date with p's members in s by the members that moved; false when no
 * count changed. A move moves a member or two, and most moves none into or
 * out of the chronicle, the graves or the church, so this is far cheaper
 * than count_player. The church's leftmost member cannot be taken away by
 * a difference: a move into or out of the church counts the player afresh. */
static bool recount_moved(const village_member *was, const village_state *s, int p,
                          ai_board_view *v)
{
    enum { COUNTED = 1u << VILLAGE_CHRONICLE | 1u << VILLAGE_GRAVE | 1u << VILLAGE_CHURCH_WINDOW };
    const village_member *now = s->players[p].members;
    bool changed = false;
    for (uint32_t moved = ai_members_moved(was, now); moved; moved &= moved - 1) {
        int m = ai_lowest_bit(moved);
        if (!(((COUNTED >> was[m].place) | (COUNTED >> now[m].place)) & 1u))
            continue;
        if (was[m].place == VILLAGE_CHURCH_WINDOW || now[m].place == VILLAGE_CHURCH_WINDOW) {
            count_player(s, p, v);
            return true;
        }
        if (was[m].place == VILLAGE_CHRONICLE)
            v->chronicled[p][was[m].spot / VILLAGE_CHRONICLE_SLOTS]--;
        v->buried[p] -= was[m].place == VILLAGE_GRAVE;
        if (now[m].place == VILLAGE_CHRONICLE)
            v->chronicled[p][now[m].spot / VILLAGE_CHRONICLE_SLOTS]++;
        v->buried[p] += now[m].place == VILLAGE_GRAVE;
        changed = true;
    }
    return changed;
}

/* Which rule horizon_of used: the horizon of a position of the same kind
 * with the same free spaces is the same. */
static uint8_t horizon_kind(const village_state *s)
{
    if (village_game_over(s))
        return AI_HORIZON_OVER;
    return s->end_trigger_player != VILLAGE_NOBODY ? AI_HORIZON_LAST_ROUND : AI_HORIZON_FREE_SPACES;
}

static double horizon_of(const village_state *s, int free_slots)
{
    if (village_game_over(s))
        return 0.0;
    if (s->end_trigger_player != VILLAGE_NOBODY)
        return 0.1;
    /* Deaths fill the chronicle and graves: the game's real clock. More
     * players fill them faster, so the last stretch is longer for them. */
    double h = (free_slots + 1.0) / (3.0 * s->num_players);
    return h > 1.0 ? 1.0 : h;
}

void ai_usable_spaces(int players, int *per_area, int *graves)
{
    int label = village_board_data.setup[players].highest_label;
    *per_area = 0;
    for (int k = 0; k < VILLAGE_CHRONICLE_SLOTS; k++)
        *per_area += village_board_data.chronicle_label[k] <= label;
    *graves = 0;
    for (int g = 0; g < VILLAGE_GRAVES; g++)
        *graves += village_board_data.grave_label[g] <= label;
}

/* Fixed for the game, so worked out once per view and carried by derived
 * ones. */
static void open_spaces(const village_state *s, ai_board_view *v)
{
    ai_usable_spaces(s->num_players, &v->open_per_area, &v->open_graves);
}

/* Who leads the church by the counts: worked out once per view rather
 * than for every player valued with it. */
static void church_lead(const village_state *s, ai_board_view *v)
{
    int best = 0, best_left = -1, leaders = 0;
    for (int q = 0; q < s->num_players; q++)
        if (v->church_count[q] > best ||
            (v->church_count[q] == best && v->church_leftmost[q] > best_left)) {
            best = v->church_count[q];
            best_left = v->church_leftmost[q];
        }
    for (int q = 0; q < s->num_players; q++)
        leaders += v->church_count[q] == best && v->church_leftmost[q] == best_left;
    v->church_best = best;
    v->church_best_left = best_left;
    v->church_leaders = leaders;
}

/* Free chronicle spaces and graves from every player's dead, the horizon
 * that follows, and the church's lead: everything the counts decide. */
static void sum_counts(const village_state *s, ai_board_view *v)
{
    church_lead(s, v);
    v->free_graves = v->open_graves;
    v->free_slots = 0;
    v->free_areas = 0;
    for (int a = 0; a < VILLAGE_CHRONICLE_AREAS; a++) {
        v->free_chronicle[a] = v->open_per_area;
        for (int p = 0; p < s->num_players; p++)
            v->free_chronicle[a] -= v->chronicled[p][a];
        v->free_slots += v->free_chronicle[a];
        v->free_areas |= (uint8_t)((v->free_chronicle[a] > 0) << a);
    }
    for (int p = 0; p < s->num_players; p++)
        v->free_graves -= v->buried[p];
    v->free_slots += v->free_graves;
    v->horizon = horizon_of(s, v->free_slots);
    v->horizon_kind = horizon_kind(s);
}

const int ai_item_points[AI_ITEMS] = {
    [VILLAGE_SCROLL] = 2, [VILLAGE_HORSE] = 3, [VILLAGE_OX] = 3,
    [VILLAGE_PLOUGH] = 3, [VILLAGE_WAGON] = 2, [AI_ITEM_GRAIN] = 1,
};

static void add_wish(ai_board_view *v, int tile, double weight, double share, const ai_weights *w)
{
    const village_customer *c = &village_board_data.customers[tile];
    ai_wish *wish = &v->own_wishes[v->wish_count++];
    wish->wanted = 0;
    for (int g = 0; g < VILLAGE_GOODS; g++) {
        wish->need[g] = (int8_t)c->goods[g];
        wish->wanted += c->goods[g] * ai_item_points[g];
    }
    wish->need[AI_ITEM_GRAIN] = (int8_t)c->grain;
    wish->wanted += c->grain;
    wish->items = 0;
    for (int k = 0; k < AI_ITEMS; k++)
        wish->items |= (wish->need[k] > 0 ? 1u : 0u) << k;
    wish->complete = c->points * weight * share;
    wish->partial = c->points * weight * w->partial;
}

static void list_customers(const village_state *s, const ai_weights *w, ai_board_view *v)
{
    ai_wish *wishes = v->own_wishes;
    v->wishes = wishes;
    v->wish_count = 0;
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        if (s->stalls[i] != VILLAGE_NO_CUSTOMER)
            add_wish(v, s->stalls[i], 1.0, w->stall_complete, w);
    /* The line moves into the stalls only after a market day with a sale,
     * so its head is nearly as good as a stall and its tail far less. */
    double weight = 0.75;
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        if (s->waiting[i] != VILLAGE_NO_CUSTOMER) {
            add_wish(v, s->waiting[i], weight, w->waiting_complete, w);
            weight *= 0.7;
        }
    /* Most valuable first, so goods are matched to the best customers. */
    for (int i = 1; i < v->wish_count; i++)
        for (int j = i; j > 0 && wishes[j - 1].complete < wishes[j].complete; j--) {
            ai_wish t = wishes[j];
            wishes[j] = wishes[j - 1];
            wishes[j - 1] = t;
        }
}

/* What a view was built from that ai_board_view_derive compares with. */
static void note_source(const village_state *s, ai_board_view *v)
{
    memcpy(v->stalls, s->stalls, sizeof v->stalls);
    memcpy(v->waiting, s->waiting, sizeof v->waiting);
    v->round = s->round;
    v->turn_player = s->turn_player;
}

void ai_board_view_init(const village_state *s, const ai_weights *w, ai_board_view *v)
{
    ai_census_cache *c = &v->own_census;
    v->census = c;
    v->weights = w;
    for (int p = 0; p < s->num_players; p++) {
        memcpy(c->members[p], s->players[p].members, sizeof c->members[p]);
        c->cities[p] = s->players[p].cities;
        c->counted[p] = false;
        c->goods[p].valid = false;
        c->sheet[p].valid = false;
        c->death[p].valid = false;
        c->other[p].valid = false;
    }
    for (int p = 0; p < s->num_players; p++)
        count_player(s, p, v);
    open_spaces(s, v);
    sum_counts(s, v);
    list_customers(s, w, v);
    note_source(s, v);
}

/* Player p's counts and memos from 'last', whose census was taken from
 * the same members ('cities': and the same cities). */
static void carry_player(const ai_board_view *last, int p, bool cities, ai_board_view *v)
{
    const ai_census_cache *from = &last->own_census;
    ai_census_cache *c = &v->own_census;
    for (int a = 0; a < VILLAGE_CHRONICLE_AREAS; a++)
        v->chronicled[p][a] = last->chronicled[p][a];
    v->buried[p] = last->buried[p];
    v->church_count[p] = last->church_count[p];
    v->church_leftmost[p] = last->church_leftmost[p];
    c->counted[p] = cities && from->counted[p];
    if (c->counted[p])
        c->family[p] = from->family[p];
    c->death[p] = from->death[p];
    c->death[p].valid &= cities;
}

void ai_board_view_next(const ai_board_view *last, const village_state *s, const ai_weights *w,
                        ai_board_view *v)
{
    if (!last || last->weights != w || last->census != &last->own_census) {
        ai_board_view_init(s, w, v);
        return;
    }
    bool same_customers = memcmp(s->stalls, last->stalls, sizeof s->stalls) == 0 &&
                          memcmp(s->waiting, last->waiting, sizeof s->waiting) == 0;
    ai_census_cache *c = &v->own_census;
    const ai_census_cache *from = &last->own_census;
    v->census = c;
    v->weights = w;
    for (int p = 0; p < s->num_players; p++) {
        const village_player *pl = &s->players[p];
        if (ai_members_same(pl->members, from->members[p])) {
            carry_player(last, p, pl->cities == from->cities[p], v);
        } else {
            count_player(s, p, v);
            c->counted[p] = false;
            c->death[p].valid = false;
        }
        memcpy(c->members[p], pl->members, sizeof c->members[p]);
        c->cities[p] = pl->cities;
        /* Keyed by what they were worked out from; the goods' worth also
         * depends on the customers. */
        c->goods[p] = from->goods[p];
        c->goods[p].valid &= same_customers;
        c->other[p] = from->other[p];
        c->sheet[p] = from->sheet[p];
    }
    open_spaces(s, v);
    sum_counts(s, v);
    if (same_customers) {
        v->wish_count = last->wish_count;
        memcpy(v->own_wishes, last->own_wishes, (size_t)last->wish_count * sizeof v->own_wishes[0]);
        v->wishes = v->own_wishes;
    } else {
        list_customers(s, w, v);
    }
    note_source(s, v);
}

bool ai_board_view_derive(const ai_board_view *earlier, const village_state *s, int player,
                          ai_board_view *out)
{
    if (s->round != earlier->round || s->phase == VILLAGE_PHASE_MASS_BUY ||
        s->phase == VILLAGE_PHASE_MASS_PROMOTE || village_game_over(s) ||
        memcmp(s->stalls, earlier->stalls, sizeof s->stalls) != 0 ||
        memcmp(s->waiting, earlier->waiting, sizeof s->waiting) != 0)
        return false;
    memcpy(out, earlier, offsetof(ai_board_view, own_wishes));
    /* Counts come from members alone: a player whose members are those of
     * the first view keeps the counts that view holds. */
    bool first = earlier->census == &earlier->own_census, recount = false;
    int changed[2] = {player, earlier->turn_player};
    for (int k = 0; k < (player == earlier->turn_player ? 1 : 2); k++) {
        int p = changed[k];
        if (!first) {
            count_player(s, p, out);
            recount = true;
        } else if (!ai_members_same(earlier->census->members[p], s->players[p].members)) {
            /* The first view's counts are those of its census's members. */
            recount |= recount_moved(earlier->census->members[p], s, p, out);
        }
    }
    out->turn_player = s->turn_player;
    /* With the same free spaces, a horizon of the same kind is the same. */
    if (recount) {
        sum_counts(s, out);
    } else if (horizon_kind(s) != earlier->horizon_kind) {
        out->horizon = horizon_of(s, out->free_slots);
        out->horizon_kind = horizon_kind(s);
    }
    return true;
}
