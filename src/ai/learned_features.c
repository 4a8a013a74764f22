/* The learned evaluation's named inputs (village/ai_learned.h): what one
 * seat can see of the table, so the network never learns from anything a
 * player could not know (docs/ai.md, "Learned evaluation"). */
#include <string.h>

#include "board_view.h"
#include "evaluate.h"
#include "learned_internal.h"
#include "village/ai_learned.h"
#include "village/board.h"

enum { SEAT = VILLAGE_LEARNED_SEAT_FEATURES, TABLE = VILLAGE_LEARNED_TABLE_FEATURES };

/* A seat's features in the order seat_features writes them. */
#define SEAT_FEATURES(X)                                                                           \
    X("prestige")                                                                                  \
    X("points.travel")                                                                             \
    X("points.council")                                                                            \
    X("points.church")                                                                             \
    X("points.chronicle")                                                                          \
    X("points.customers")                                                                          \
    X("coins")                                                                                     \
    X("customers.served")                                                                          \
    X("cubes.brown")                                                                               \
    X("cubes.pink")                                                                                \
    X("cubes.orange")                                                                              \
    X("cubes.green")                                                                               \
    X("grain")                                                                                     \
    X("goods.scroll")                                                                              \
    X("goods.horse")                                                                               \
    X("goods.ox")                                                                                  \
    X("goods.plough")                                                                              \
    X("goods.wagon")                                                                               \
    X("lifetime")                                                                                  \
    X("members.unborn")                                                                            \
    X("members.farmyard")                                                                          \
    X("members.craft")                                                                             \
    X("members.council")                                                                           \
    X("members.travel")                                                                            \
    X("members.bag")                                                                               \
    X("members.church")                                                                            \
    X("members.dead")                                                                              \
    X("cities")                                                                                    \
    X("next_start")                                                                                \
    X("to_play")                                                                                   \
    X("worth")
#define OWN(name)  "own." name,
#define LEAD(name) "lead." name,

static const char *const INPUT_NAMES[VILLAGE_LEARNED_INPUTS] = {
    SEAT_FEATURES(OWN) SEAT_FEATURES(LEAD) "table.round",
    "table.pile",
    "table.end_triggered",
    "table.cubes_on_board",
    "table.plague",
    "table.chronicle_free",
    "table.graves_free",
};

const char *village_learned_input_name(int i)
{
    return i >= 0 && i < VILLAGE_LEARNED_INPUTS ? INPUT_NAMES[i] : "unknown";
}

static int exact_customer_points(const village_player *pl)
{
    int sum = 0;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (pl->customers >> t & 1)
            sum += village_board_data.customers[t].points;
    return sum;
}

/* The mean points of a tile viewer cannot place: the other players' served
 * customers are face down (R-MKT-2), so each counts as this much. */
static double unseen_mean(const village_state *s, int viewer)
{
    bool seen[VILLAGE_CUSTOMERS] = {false};
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        if (s->stalls[i] < VILLAGE_CUSTOMERS)
            seen[s->stalls[i]] = true;
        if (s->waiting[i] < VILLAGE_CUSTOMERS)
            seen[s->waiting[i]] = true;
    }
    int sum = 0, n = 0;
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (!seen[t] && !(s->players[viewer].customers >> t & 1)) {
            sum += village_board_data.customers[t].points;
            n++;
        }
    return n > 0 ? (double)sum / n : 0.0;
}

/* The share of the chronicle spaces and of the graves this player count
 * may use that are still free: the end comes when either fills (R-END-1),
 * so together they are the game's real clock. */
static void free_shares(const village_state *s, float *chronicle, float *graves)
{
    int per_area, open_graves, in_chronicle = 0, in_graves = 0;
    ai_usable_spaces(s->num_players, &per_area, &open_graves);
    int open_chronicle = per_area * VILLAGE_CHRONICLE_AREAS;
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            in_chronicle += s->players[p].members[m].place == VILLAGE_CHRONICLE;
            in_graves += s->players[p].members[m].place == VILLAGE_GRAVE;
        }
    *chronicle = open_chronicle > 0 ? (float)(open_chronicle - in_chronicle) / open_chronicle : 0;
    *graves = open_graves > 0 ? (float)(open_graves - in_graves) / open_graves : 0;
}

static void seat_features(const village_state *s, int viewer, int p, double worth, double tile_mean,
                          float f[SEAT])
{
    const village_player *pl = &s->players[p];
    village_score score;
    village_score_breakdown(s, p, &score);
    int served = __builtin_popcount(pl->customers);
    double customers = p == viewer ? exact_customer_points(pl) : served * tile_mean;
    int at[VILLAGE_PLACES] = {0};
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        if (pl->members[m].place < VILLAGE_PLACES)
            at[pl->members[m].place]++;
    int k = 0;
    f[k++] = (float)(pl->prestige / 20.0);
    f[k++] = (float)(score.travel / 10.0);
    f[k++] = (float)(score.council / 10.0);
    f[k++] = (float)(score.church / 10.0);
    f[k++] = (float)(score.chronicle / 10.0);
    f[k++] = (float)(customers / 10.0);
    f[k++] = (float)(pl->coins / 5.0);
    f[k++] = (float)(served / 5.0);
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        f[k++] = (float)(pl->cubes[c] / 4.0);
    f[k++] = (float)(pl->grain / 5.0);
    for (int g = 0; g < VILLAGE_GOODS; g++)
        f[k++] = (float)(pl->goods[g] / 3.0);
    f[k++] = (float)(pl->lifetime / 12.0);
    f[k++] = (float)(at[VILLAGE_UNBORN] / 4.0);
    f[k++] = (float)(at[VILLAGE_FARMYARD] / 4.0);
    f[k++] = (float)(at[VILLAGE_CRAFT] / 4.0);
    f[k++] = (float)(at[VILLAGE_COUNCIL_CHAMBER] / 4.0);
    f[k++] = (float)(at[VILLAGE_TRAVEL_MAP] / 4.0);
    f[k++] = (float)(at[VILLAGE_BLACK_BAG] / 4.0);
    f[k++] = (float)(at[VILLAGE_CHURCH_WINDOW] / 4.0);
    f[k++] = (float)((at[VILLAGE_CHRONICLE] + at[VILLAGE_GRAVE] + at[VILLAGE_GONE]) / 4.0);
    f[k++] = (float)(__builtin_popcount(pl->cities) / 8.0);
    f[k++] = s->next_start_holder == p ? 1.0f : 0.0f;
    f[k++] = s->turn_player == p ? 1.0f : 0.0f;
    f[k++] = (float)(worth / 50.0);
}

void village_learned_inputs(const village_state *s, int viewer,
                            float inputs[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS])
{
    double worth[VILLAGE_MAX_PLAYERS];
    ai_evaluate(s, worth);
    ai_learned_inputs_of_worth(s, viewer, worth, inputs);
}

void ai_learned_inputs_of_worth(const village_state *s, int viewer,
                                const double worth[VILLAGE_MAX_PLAYERS],
                                float inputs[VILLAGE_MAX_PLAYERS][VILLAGE_LEARNED_INPUTS])
{
    int n = s->num_players;
    double tile_mean = unseen_mean(s, viewer);
    float seat[VILLAGE_MAX_PLAYERS][SEAT];
    for (int p = 0; p < n; p++) {
        /* The hand-written worth counts every served tile's points; as viewer
         * sees it, another's face-down tiles are worth the unseen mean. */
        double known = worth[p];
        if (p != viewer)
            known += __builtin_popcount(s->players[p].customers) * tile_mean -
                     exact_customer_points(&s->players[p]);
        seat_features(s, viewer, p, known, tile_mean, seat[p]);
    }
    float chronicle_free, graves_free;
    free_shares(s, &chronicle_free, &graves_free);
    int plague = 0;
    for (int a = 0; a < VILLAGE_SPACES; a++)
        plague += s->spaces[a][VILLAGE_PLAGUE];
    float table[TABLE] = {
        (float)(s->round / 10.0),
        (float)((VILLAGE_CUSTOMERS - s->pile_top) / 24.0),
        s->end_trigger_player != VILLAGE_NOBODY ? 1.0f : 0.0f,
        (float)(village_cubes_on_board(s) / 20.0),
        (float)(plague / 4.0),
        chronicle_free,
        graves_free,
    };
    for (int p = 0; p < n; p++) {
        float *x = inputs[p];
        for (int i = 0; i < SEAT; i++) {
            float best = -1e30f;
            for (int q = 0; q < n; q++)
                if (q != p && seat[q][i] > best)
                    best = seat[q][i];
            x[i] = seat[p][i];
            x[SEAT + i] = seat[p][i] - best;
        }
        memcpy(x + 2 * SEAT, table, sizeof table);
    }
}
