/* The board view (board_view.c): the public facts of a position the
 * evaluation needs, worked out once, and the weights and per-player
 * counts it carries. Below the evaluation: evaluate.c reads a view, the view
 * knows nothing of evaluate.c. */
#ifndef VILLAGE_AI_BOARD_VIEW_H
#define VILLAGE_AI_BOARD_VIEW_H

#include <string.h>

#include "village/board.h"
#include "village/village.h"

/* Every tunable number of the evaluation, in final-score points. docs/ai.md
 * explains each one. A board view carries the set it was built with. */
typedef struct ai_weights {
    double stall_complete;   /* share of a stall customer's points for holding all it asks */
    double waiting_complete; /* the same for a customer still in the waiting line */
    double partial;          /* share for holding part of it (times the fraction squared) */
    double spare_good;       /* per item point of a good no visible customer wants, while it
                                still has a use (ai_goods_value) */
    double spare_surplus;    /* the same for a good past every use it can still have */
    double spare_grain;      /* per grain no visible customer wants */
    double wagon_travel;     /* a wagon while a trip is still possible */
    double cube;             /* per influence cube, first few */
    double cube_extra;       /* per influence cube beyond those */
    int cubes_useful;        /* how many cubes count as 'first few' */
    double coin_joker;       /* a coin's value beyond its point */
    double coin_stage4;      /* a coin when a stage-4 member turns it into 3 prestige */
    double farmyard_worker;  /* per member on the farmyard, first two */
    double farmyard_extra;   /* per further member on the farmyard */
    double unborn;           /* per unborn member, first two */
    double craftsman;        /* first member in a building */
    double councillor_climb; /* a council member that can still climb */
    double councillor_top;   /* a stage-4 member (a prestige engine) */
    double traveller;        /* a member on the map with a new city next door */
    double in_bag;           /* a member in the black bag */
    double church_climb;     /* a church member that can still move left */
    double church_member;    /* per church member, towards mass majorities */
    double majority;         /* leading the church now, scaled by the horizon */
    double next_start;       /* holding the next-starting-player marker */
    double chronicle_early[VILLAGE_MEMBERS_PER_PLAYER + 1]; /* chronicle value early on */
    double death_discount; /* share of the next death's pressure left out (medium, 3-4 players) */
    /* Hard and up: a plan's points count half and the chronicler gives
     * back none of the next death's pressure (evaluate_plan.c). */
    bool deep_search_plan;
    /* The plan each player's worth follows (village_ai_style; 0: none):
     * a searching seat sets its own (evaluate_plan.c). */
    uint8_t plan[VILLAGE_MAX_PLAYERS];
} ai_weights;

enum { AI_ITEM_GRAIN = VILLAGE_GOODS, AI_ITEMS };

/* A customer in sight, as the goods valuation needs it. */
typedef struct ai_wish {
    int8_t need[AI_ITEMS]; /* goods, then grain */
    double complete;       /* worth of holding everything it asks for */
    double partial;        /* worth of holding part, before the fraction squared */
    int wanted;            /* item points it asks for */
    unsigned items;        /* bit k: it asks for item k */
} ai_wish;

/* What a player's members are doing, as the evaluation counts them. */
typedef struct ai_family {
    int farmyard, unborn, chronicled, in_bag;
    int craftsmen;       /* buildings with a member of the family */
    bool top_councillor; /* a member on stage 4 */
    double placed;       /* prospects of the members on the board */
    int placed_points;   /* council and church points on the score sheet (R-SCO-2, 3) */
    double potential;    /* farmyard, unborn, craftsmen and placed together, before the horizon */
} ai_family;

/* Each player's census in the position a view was first built for, with
 * what it was read from: a later position where a player's members and
 * cities are the same has the same census and the same counts. */
typedef struct ai_census_cache {
    village_member members[VILLAGE_MAX_PLAYERS][VILLAGE_MEMBERS_PER_PLAYER];
    uint8_t cities[VILLAGE_MAX_PLAYERS];
    bool counted[VILLAGE_MAX_PLAYERS]; /* family[p] is taken (on first use) */
    ai_family family[VILLAGE_MAX_PLAYERS];
    /* Each player's last goods valuation (before the horizon) with the
     * goods, grain and cities it was read from: most moves a batch
     * evaluates leave them alone, and the customers are the batch's. */
    struct ai_goods_memo {
        bool valid;
        uint8_t grain, cities;
        uint16_t goods[VILLAGE_GOODS];
        double value;
    } goods[VILLAGE_MAX_PLAYERS];
    /* Each player's travel and customer points with the cities and served
     * customers they were read from: they change only on a journey or a
     * sale. */
    struct ai_sheet_memo {
        bool valid;
        uint8_t cities;
        uint32_t customers;
        int points;
    } sheet[VILLAGE_MAX_PLAYERS];
    /* Each player's last death cost (before the laps) while its members are
     * those above, with the horizon and free chronicle areas it was worked
     * out for. */
    struct ai_death_memo {
        bool valid;
        uint8_t free_areas; /* bit a: chronicle area a has a free space */
        int lowest;         /* generation of the cheapest visible member, 0 for none */
        double horizon, loss;
    } death[VILLAGE_MAX_PLAYERS];
    /* The same for the last other members and cities each player was
     * evaluated with: the moves of one choice (payments, follow-ups) often
     * lead to the same new places for the members. */
    struct ai_census_memo {
        bool valid;
        uint8_t cities;
        village_member members[VILLAGE_MEMBERS_PER_PLAYER];
        ai_family family;
        struct ai_death_memo death;
    } other[VILLAGE_MAX_PLAYERS];
} ai_census_cache;

/* Whether two blocks of at least 8 bytes hold the same bytes: one
 * branch-free pass over their words (the last overlapping the one before
 * when the size is not a multiple of 8). The search compares members and
 * position keys for nearly every position it evaluates; memcmp went
 * through a library call and, on equal blocks, read to the end anyway.
 * With a constant size the compiler unrolls the pass. */
static inline bool ai_bytes_same(const void *x, const void *y, size_t size)
{
    const unsigned char *a = (const unsigned char *)x, *b = (const unsigned char *)y;
    uint64_t differ = 0, u, v;
    for (size_t i = 0; i + 8 <= size; i += 8) {
        memcpy(&u, a + i, 8);
        memcpy(&v, b + i, 8);
        differ |= u ^ v;
    }
    memcpy(&u, a + size - 8, 8);
    memcpy(&v, b + size - 8, 8);
    return (differ | (u ^ v)) == 0;
}

/* Whether two players' members are all in the same places. */
static inline bool ai_members_same(const village_member *x, const village_member *y)
{
    return ai_bytes_same(x, y, VILLAGE_MEMBERS_PER_PLAYER * sizeof(village_member));
}

/* Bit m set: member m of x is in another place or on another spot than
 * member m of y. The census and the counts of a position are brought up to
 * date from an earlier one by the members that moved, usually one or two:
 * found here from three word differences, with no branch per member. */
static inline uint32_t ai_members_moved(const village_member *x, const village_member *y)
{
    _Static_assert(sizeof(village_member) == 2 && VILLAGE_MEMBERS_PER_PLAYER == 11,
                   "three words of four members, the last overlapping the second by one");
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    static const size_t first_member[3] = {0, 4, 7};
    uint32_t moved = 0;
    for (int k = 0; k < 3; k++) {
        uint64_t u, v;
        memcpy(&u, x + first_member[k], 8);
        memcpy(&v, y + first_member[k], 8);
        uint64_t d = u ^ v;
        /* The low byte of each member's 16 bits: its place's or its spot's
         * difference; then 1 in each member's bit 8 where that is not 0. */
        d = (d | d >> 8) & 0x00FF00FF00FF00FFu;
        d = (d + 0x00FF00FF00FF00FFu) >> 8 & 0x0001000100010001u;
        /* The four members' bits (at 0, 16, 32, 48) gathered into bits
         * 45..48 by one multiplication, where no other products land. */
        d = d * (1u | 1ull << 15 | 1ull << 30 | 1ull << 45) >> 45;
        moved |= (uint32_t)(d & 0xFu) << first_member[k];
    }
    return moved;
#else
    uint32_t moved = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        moved |= (uint32_t)(x[m].place != y[m].place || x[m].spot != y[m].spot) << m;
    return moved;
#endif
}

static inline int ai_lowest_bit(uint32_t bits)
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctz(bits);
#else
    int k = 0;
    while (!(bits & 1u)) {
        bits >>= 1;
        k++;
    }
    return k;
#endif
}

/* How many bits are set: a loop per set bit, since the sets counted here
 * (cities marked, buildings worked) hold a few bits at most. */
static inline int ai_bits_set(uint32_t bits)
{
    int n = 0;
    for (; bits; bits &= bits - 1)
        n++;
    return n;
}

/* Whether player p of s still has the members and cities of the cache. */
static inline bool ai_census_same(const ai_census_cache *c, const village_state *s, int p)
{
    const village_player *pl = &s->players[p];
    return pl->cities == c->cities[p] && ai_members_same(pl->members, c->members[p]);
}

enum { AI_HORIZON_OVER, AI_HORIZON_LAST_ROUND, AI_HORIZON_FREE_SPACES };

/* Public facts of a position, worked out once per evaluation. */
typedef struct ai_board_view {
    int free_chronicle[VILLAGE_CHRONICLE_AREAS];
    uint8_t free_areas; /* bit a: free_chronicle[a] > 0 */
    int free_graves;
    int free_slots;
    int open_per_area, open_graves; /* usable at this player count, dead or not */
    double horizon;
    uint8_t horizon_kind;      /* AI_HORIZON_*: how the horizon was worked out */
    const ai_weights *weights; /* what the customers' worth was worked out with */
    const ai_wish *wishes;     /* most valuable first: own_wishes of the view first built */
    ai_census_cache *census;   /* own_census of the view first built, filled as used */
    int wish_count;
    int church_count[VILLAGE_MAX_PLAYERS];
    int church_leftmost[VILLAGE_MAX_PLAYERS];
    /* The church's lead, from the two above: the most members, the leftmost
     * of them among those with that many, and how many players share both. */
    int church_best, church_best_left, church_leaders;
    /* Each player's share of the counts above, and what the customers were
     * read from: what ai_board_view_derive needs to update a view. */
    int chronicled[VILLAGE_MAX_PLAYERS][VILLAGE_CHRONICLE_AREAS];
    int buried[VILLAGE_MAX_PLAYERS];
    uint8_t stalls[VILLAGE_MARKET_SLOTS], waiting[VILLAGE_MARKET_SLOTS];
    uint16_t round;
    uint8_t turn_player;
    /* Last, so that a derived view, which shares its customers with the
     * view it came from, copies everything but this (the evaluation's
     * most frequent copy). A derived view must not outlive its source. */
    ai_wish own_wishes[2 * VILLAGE_MARKET_SLOTS];
    ai_census_cache own_census;
} ai_board_view;

void ai_board_view_init(const village_state *s, const ai_weights *w, ai_board_view *v);

/* ai_board_view_init for a position that follows the one 'last' (a view
 * built by one of these two) was built for, as in a playout: what 'last'
 * worked out from things s still has the same (customers in sight, a
 * player's members and cities) is carried over instead of worked out
 * again. The same view as ai_board_view_init's; 'last' may be NULL. */
void ai_board_view_next(const ai_board_view *last, const village_state *s, const ai_weights *w,
                        ai_board_view *v);

/* The view of s from the view of an earlier position from which only
 * 'player' has moved: only the members of that player and of the player
 * whose turn it was (whose deaths come at the turn's end, R-TIM-2) are
 * counted again. False, with *out untouched, when s is too different
 * (another round, a mass, other customers in sight). */
bool ai_board_view_derive(const ai_board_view *earlier, const village_state *s, int player,
                          ai_board_view *out);

/* Chronicle spaces per area and graves a player count may use: the rest are
 * blocked by their labels (board data's highest_label). */
void ai_usable_spaces(int players, int *per_area, int *graves);

/* Item points of goods and grain as customers count them (R-SCO-5 data). */
extern const int ai_item_points[AI_ITEMS];

#endif
