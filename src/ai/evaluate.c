/* A position's worth to each player in final-score points (docs/ai.md):
 * points already earned, plus what the player's resources and family are
 * likely to turn into before the end, minus what the next death costs. */
#include "evaluate.h"

#include "evaluate_internal.h"

#define BOARD village_board_data

static double chronicle_worth(int count, double horizon, const ai_weights *w)
{
    /* Early on a chronicle member is a step towards 3, 4 and 5: count part
     * of that before it is certain. */
    double final = BOARD.score_chronicle[count];
    return final + (w->chronicle_early[count] - final) * horizon;
}

static double placed_potential(const village_player *p, const village_member *mm,
                               const ai_weights *w);
static int placed_points(const village_member *mm);
static double family_potential(const ai_family *f, const ai_weights *w);

/* The places whose members the census values one by one (placed_potential,
 * placed_points); members elsewhere are only counted. */
enum {
    SCORED = 1u << VILLAGE_COUNCIL_CHAMBER | 1u << VILLAGE_CHURCH_WINDOW | 1u << VILLAGE_TRAVEL_MAP
};

void ai_census(const village_player *p, const ai_weights *w, ai_family *f)
{
    /* Counts by place, and one test per member for the few places that need
     * more than a count. A switch over the place compiled to a jump through
     * a table, and the processor guessed its target wrong for about every
     * other member: most of the search's mispredicted indirect jumps. */
    enum { PLACE_ENTRIES = 16 }; /* a power of two: the mask keeps any place inside */
    _Static_assert((int)VILLAGE_PLACES <= (int)PLACE_ENTRIES, "an entry per place");
    int count[PLACE_ENTRIES] = {0};
    uint32_t crafts = 0; /* bit b: a member works in building b */
    *f = (ai_family){0};
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        const village_member *mm = &p->members[m];
        int place = mm->place & (PLACE_ENTRIES - 1);
        count[place]++;
        crafts |= (uint32_t)(place == VILLAGE_CRAFT) << (mm->spot & 31);
        if ((SCORED >> place) & 1u) {
            f->top_councillor |=
                place == VILLAGE_COUNCIL_CHAMBER && mm->spot + 1 == VILLAGE_COUNCIL_STAGES;
            f->placed += placed_potential(p, mm, w);
            f->placed_points += placed_points(mm);
        }
    }
    f->farmyard = count[VILLAGE_FARMYARD];
    f->unborn = count[VILLAGE_UNBORN];
    f->chronicled = count[VILLAGE_CHRONICLE];
    f->in_bag = count[VILLAGE_BLACK_BAG];
    f->craftsmen = ai_bits_set(crafts);
    f->potential = family_potential(f, w);
}

/* The census of p taken from 'was', the census of the members 'was_members'
 * with p's cities, when no member that moved since was or is in a scored
 * place: then what the census values member by member is was's to the bit
 * (a sum in the same order), and only the counts follow the moved members.
 * A move moves a member or two, so this is far cheaper than ai_census.
 * False, with *f undefined, when a scored member moved. */
static bool census_after_moves(const village_player *p, const village_member *was_members,
                               const ai_family *was, const ai_weights *w, ai_family *f)
{
    *f = *was;
    bool crafts = false;
    for (uint32_t moved = ai_members_moved(was_members, p->members); moved; moved &= moved - 1) {
        int m = ai_lowest_bit(moved);
        int from = was_members[m].place, to = p->members[m].place;
        if (((SCORED >> from) | (SCORED >> to)) & 1u)
            return false;
        f->farmyard += (to == VILLAGE_FARMYARD) - (from == VILLAGE_FARMYARD);
        f->unborn += (to == VILLAGE_UNBORN) - (from == VILLAGE_UNBORN);
        f->chronicled += (to == VILLAGE_CHRONICLE) - (from == VILLAGE_CHRONICLE);
        f->in_bag += (to == VILLAGE_BLACK_BAG) - (from == VILLAGE_BLACK_BAG);
        crafts |= from == VILLAGE_CRAFT || to == VILLAGE_CRAFT;
    }
    if (crafts) {
        uint32_t buildings = 0; /* bit b: a member works in building b */
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
            buildings |= (uint32_t)(p->members[m].place == VILLAGE_CRAFT)
                         << (p->members[m].spot & 31);
        f->craftsmen = ai_bits_set(buildings);
    }
    f->potential = family_potential(f, w);
    return true;
}

static double farmyard_value(int n, const ai_weights *w)
{
    int first = n < 2 ? n : 2;
    return first * w->farmyard_worker + (n - first) * w->farmyard_extra;
}

static bool new_city_next_door(const village_player *p, int city)
{
    if (ai_bits_set(p->cities) >= VILLAGE_CITY_MARKERS)
        return false;
    for (int r = 0; r < VILLAGE_ROADS; r++) {
        const village_road *road = &BOARD.roads[r];
        if (road->from != city && road->to != city)
            continue;
        int other = road->from == city ? road->to : road->from;
        if (other != VILLAGE_FROM_VILLAGE && !((p->cities >> other) & 1))
            return true;
    }
    return false;
}

/* What a member on the board may still bring, before the horizon. */
static double placed_potential(const village_player *p, const village_member *mm,
                               const ai_weights *w)
{
    switch (mm->place) {
    case VILLAGE_COUNCIL_CHAMBER:
        return mm->spot + 1 < VILLAGE_COUNCIL_STAGES ? w->councillor_climb : w->councillor_top;
    case VILLAGE_TRAVEL_MAP:
        return new_city_next_door(p, mm->spot) ? w->traveller : 0.0;
    case VILLAGE_CHURCH_WINDOW:
        return mm->spot + 1 < VILLAGE_CHURCH_WINDOWS ? w->church_climb : 0.0;
    default:
        return 0.0;
    }
}

/* Points on the score sheet that leave with the member when it dies. */
static int placed_points(const village_member *mm)
{
    if (mm->place == VILLAGE_COUNCIL_CHAMBER)
        return BOARD.score_council[mm->spot];
    if (mm->place == VILLAGE_CHURCH_WINDOW)
        return BOARD.score_church[mm->spot];
    return 0;
}

static double family_potential(const ai_family *f, const ai_weights *w)
{
    double value = farmyard_value(f->farmyard, w) + f->placed;
    value += (f->unborn < 2 ? f->unborn : 2) * w->unborn;
    for (int b = 0; b < f->craftsmen; b++) /* a sum in the same order as ever */
        value += w->craftsman;
    return value;
}

/* What losing member m costs its owner: its place's points and prospects,
 * less what its chronicle space will score. Can be negative. */
static double death_loss(const village_player *p, const ai_family *f, const ai_board_view *v, int m,
                         const ai_weights *w)
{
    const village_member *mm = &p->members[m];
    double h = v->horizon;
    double loss = placed_points(mm) + h * placed_potential(p, mm, w);
    if (mm->place == VILLAGE_FARMYARD)
        loss += h * (farmyard_value(f->farmyard, w) - farmyard_value(f->farmyard - 1, w));
    else if (mm->place == VILLAGE_CRAFT)
        loss += h * w->craftsman;
    if ((v->free_areas >> village_chronicle_area_for(mm->place)) & 1)
        loss -= chronicle_worth(f->chronicled + 1, h, w) - chronicle_worth(f->chronicled, h, w);
    return loss;
}

static bool is_visible(int place)
{
    return place == VILLAGE_FARMYARD || place == VILLAGE_CRAFT ||
           place == VILLAGE_COUNCIL_CHAMBER || place == VILLAGE_TRAVEL_MAP ||
           place == VILLAGE_CHURCH_WINDOW;
}

/* What the cheapest member of the lowest visible generation costs when it
 * dies (*lowest: that generation, 0 when no member is visible). */
static double next_death_loss(const village_player *p, const ai_family *f, const ai_board_view *v,
                              const ai_weights *w, int *lowest)
{
    double loss = 0;
    *lowest = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        if (!is_visible(p->members[m].place))
            continue;
        int generation = village_member_generation(m);
        if (*lowest && generation != *lowest)
            break;
        double l = death_loss(p, f, v, m, w);
        if (!*lowest || l < loss)
            loss = l;
        *lowest = generation;
    }
    return loss;
}

/* The next death is owed when the lifetime marker completes its lap; its
 * cost is spread over the lap so that spending time costs a share of it
 * and crossing the bridge changes the evaluation only a little. 'memo'
 * holds the last loss of the members and cities f was taken from: the loss
 * reads only them, the horizon and which chronicle areas have room. */
static double death_pressure(const village_state *s, int player, const ai_family *f,
                             const ai_board_view *v, const ai_weights *w,
                             struct ai_death_memo *memo)
{
    const village_player *p = &s->players[player];
    if (!memo->valid || memo->horizon != v->horizon || memo->free_areas != v->free_areas) {
        memo->loss = next_death_loss(p, f, v, w, &memo->lowest);
        memo->horizon = v->horizon;
        memo->free_areas = v->free_areas;
        memo->valid = true;
    }
    int lowest = memo->lowest;
    double loss = memo->loss;
    if (!lowest)
        return 0.0;
    double laps = (double)p->lifetime / BOARD.lifetime_spaces + p->deaths_pending;
    if (s->market_open && s->actor == player)
        laps += s->deaths_now;
    return loss * laps;
}

static double cubes_and_coins(const village_player *p, bool top_councillor, double h,
                              const ai_weights *w)
{
    int cubes = 0;
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        cubes += p->cubes[c];
    int first = cubes < w->cubes_useful ? cubes : w->cubes_useful;
    double value = (first * w->cube + (cubes - first) * w->cube_extra) * (0.3 + 0.7 * h);
    int coins = p->coins < 3 ? p->coins : 3;
    value += coins * h * (w->coin_joker + (top_councillor ? w->coin_stage4 : 0.0));
    return value;
}

/* Mass majorities still to come (R-MAS-3): the leader's expected share. */
static double church_prospects(const ai_board_view *v, int player, int in_bag, const ai_weights *w)
{
    double value = (v->church_count[player] + in_bag) * w->church_member * v->horizon;
    if (v->church_best > 0 && v->church_count[player] == v->church_best &&
        v->church_leftmost[player] == v->church_best_left)
        value += w->majority * v->horizon / v->church_leaders;
    return value;
}

/* The score sheet without the chronicle (R-SCO-1, 2, 3, 5 and the track):
 * village_score_breakdown's sum, from the census already taken. 'memo'
 * holds the travel and customer points of the cities and customers it was
 * last worked out for. */
static int earned_points(const village_player *p, const ai_family *f, struct ai_sheet_memo *memo)
{
    if (!memo->valid || memo->cities != p->cities || memo->customers != p->customers) {
        int points = BOARD.score_travel[ai_bits_set(p->cities)];
        /* One step per customer served rather than per tile. */
        for (uint32_t served = p->customers; served; served &= served - 1)
            points += BOARD.customers[ai_lowest_bit(served)].points;
        memo->points = points;
        memo->cities = p->cities;
        memo->customers = p->customers;
        memo->valid = true;
    }
    return p->prestige + memo->points + f->placed_points + p->coins;
}

/* ai_goods_value, remembered for the goods, grain and cities it read. */
static double goods_value(const village_player *p, const ai_board_view *v,
                          struct ai_goods_memo *memo, const ai_weights *w)
{
    if (memo->valid && memo->grain == p->grain && memo->cities == p->cities &&
        ai_bytes_same(memo->goods, p->goods, sizeof memo->goods))
        return memo->value;
    memo->value = ai_goods_value(p, v, w);
    memo->grain = p->grain;
    memo->cities = p->cities;
    memcpy(memo->goods, p->goods, sizeof memo->goods);
    memo->valid = true;
    return memo->value;
}

/* Worth by the weights the view was built with. */
static double player_worth(const village_state *s, const ai_board_view *v, int player)
{
    const ai_weights *w = v->weights;
    const village_player *p = &s->players[player];
    double h = v->horizon;
    const ai_family *f;
    struct ai_death_memo *death;
    ai_census_cache *c = v->census;
    if (ai_census_same(c, s, player)) {
        if (!c->counted[player]) {
            ai_census(p, w, &c->family[player]);
            c->counted[player] = true;
        }
        f = &c->family[player];
        death = &c->death[player];
    } else {
        struct ai_census_memo *other = &c->other[player];
        if (!other->valid || other->cities != p->cities ||
            !ai_members_same(other->members, p->members)) {
            if (!c->counted[player] || c->cities[player] != p->cities ||
                !census_after_moves(p, c->members[player], &c->family[player], w, &other->family))
                ai_census(p, w, &other->family);
            other->cities = p->cities;
            memcpy(other->members, p->members, sizeof other->members);
            other->death.valid = false;
            other->valid = true;
        }
        f = &other->family;
        death = &other->death;
    }
    double value = earned_points(p, f, &c->sheet[player]) + chronicle_worth(f->chronicled, h, w);
    double goods = goods_value(p, v, &c->goods[player], w);
    value += goods * h;
    value += cubes_and_coins(p, f->top_councillor, h, w);
    value += h * f->potential;
    value += f->in_bag * w->in_bag * (0.4 + 0.6 * h);
    value += church_prospects(v, player, f->in_bag, w);
    if (s->next_start_holder == player)
        value += w->next_start * h;
    double pressure = death_pressure(s, player, f, v, w, death);
    if (w->plan[player])
        value += ai_plan_worth(s, v, player, f, pressure);
    return value - pressure * (1.0 - w->death_discount);
}

static void final_worth(const village_state *s, double worth[VILLAGE_MAX_PLAYERS])
{
    village_result r;
    village_result_compute(s, &r);
    for (int p = 0; p < s->num_players; p++)
        worth[p] = r.score[p].total + 0.01 * r.customers_served[p] + 0.0001 * r.living_members[p];
}

/* The view of s, derived from an earlier one when only 'mover' moved since. */
static void view_of(const village_state *s, const ai_board_view *earlier, int mover,
                    ai_board_view *v)
{
    if (!earlier || !ai_board_view_derive(earlier, s, mover, v))
        ai_board_view_init(s, earlier ? earlier->weights : &ai_default_weights, v);
}

void ai_evaluate_from(const village_state *s, const ai_board_view *earlier, int mover,
                      double worth[VILLAGE_MAX_PLAYERS])
{
    if (village_game_over(s)) {
        final_worth(s, worth);
        return;
    }
    ai_board_view v;
    view_of(s, earlier, mover, &v);
    for (int p = 0; p < s->num_players; p++)
        worth[p] = player_worth(s, &v, p);
}

double ai_evaluate_player_from(const village_state *s, const ai_board_view *earlier, int mover,
                               int player)
{
    if (village_game_over(s)) {
        double worth[VILLAGE_MAX_PLAYERS];
        final_worth(s, worth);
        return worth[player];
    }
    ai_board_view v;
    view_of(s, earlier, mover, &v);
    return player_worth(s, &v, player);
}

void ai_evaluate_weighted(const village_state *s, const ai_weights *w,
                          double worth[VILLAGE_MAX_PLAYERS])
{
    if (village_game_over(s)) {
        final_worth(s, worth);
        return;
    }
    ai_board_view v;
    ai_board_view_init(s, w, &v);
    for (int p = 0; p < s->num_players; p++)
        worth[p] = player_worth(s, &v, p);
}

void ai_evaluate(const village_state *s, double worth[VILLAGE_MAX_PLAYERS])
{
    ai_evaluate_from(s, NULL, 0, worth);
}

double ai_margin(const village_state *s, const double worth[VILLAGE_MAX_PLAYERS], int player)
{
    double best = -1e9;
    for (int q = 0; q < s->num_players; q++)
        if (q != player && worth[q] > best)
            best = worth[q];
    return worth[player] - best;
}
