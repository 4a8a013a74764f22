/* Styles as plans (docs/ai.md, "Styles"): what following its plan adds to
 * a seat's worth. Each plan has a goal (five members in the chronicle, a
 * climbed council and a place in the church, customers and cities) and
 * counts the seat's progress towards it. The value of progress grows
 * faster than the progress, so a seat that has begun its plan gains more
 * from the next step of it than from the first step of another: it
 * commits. What the plan needs on the way (members where their death
 * writes them into the chronicle, scrolls for the council) is valued too.
 * Everything is scaled by the horizon: at the end only the points count,
 * so a plan shapes the game, not the last moves. Hard and up follow a
 * lighter plan (ai_weights.deep_search_plan): their deeper search chased
 * the full one at a cost to the score. */
#include "evaluate_internal.h"

#define BOARD village_board_data

enum {
    CHRONICLER_GOAL = 5,  /* members in the chronicle: its 12 points */
    COUNCILLOR_GOAL = 12, /* council stages and church windows climbed */
    MERCHANT_GOAL = 9,    /* customers served and cities marked */
    SCROLLS_WANTED = 2    /* council steps a councillor keeps scrolls for */
};

/* How much a plan weighs: easy and medium follow the full one, hard and up
 * the lighter one (docs/ai.md, "A lighter plan at hard"). */
typedef struct plan_weight {
    double points;              /* a completed plan, before the horizon */
    double pressure_given_back; /* share of the next death's pressure the chronicler ignores */
} plan_weight;

static const plan_weight FULL_PLAN = {10.0, 0.5};
static const plan_weight LIGHTER_PLAN = {5.0, 0.0};

static const plan_weight *plan_weight_of(const ai_weights *w)
{
    return w->deep_search_plan ? &LIGHTER_PLAN : &FULL_PLAN;
}

/* Progress g in [0, 1] worth the plan's points * g * (1 + g) / 2: the last
 * step is worth three times the first. */
static double committed(const ai_weights *w, double progress)
{
    double g = progress > 1.0 ? 1.0 : progress;
    return plan_weight_of(w)->points * g * (1.0 + g) / 2.0;
}

static bool area_open(const ai_board_view *v, int place)
{
    return (v->free_areas >> village_chronicle_area_for(place)) & 1u;
}

/* The chronicler wants its members to die where the chronicle has room,
 * on the council and the travel map (their own areas), and so, below
 * hard, does not dodge the deaths that bring them there. */
static double chronicler(const village_player *p, const ai_family *f, const ai_board_view *v,
                         double death)
{
    int route = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        int place = p->members[m].place;
        route += (place == VILLAGE_COUNCIL_CHAMBER || place == VILLAGE_TRAVEL_MAP) &&
                 area_open(v, place);
    }
    double progress = (f->chronicled + 0.5 * route) / CHRONICLER_GOAL;
    return v->horizon * committed(v->weights, progress) +
           plan_weight_of(v->weights)->pressure_given_back * death;
}

/* The councillor climbs the council (a stage-4 member turns coins into
 * prestige) and the church's windows (masses and their majorities). */
static double councillor(const village_player *p, const ai_board_view *v)
{
    int steps = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        const village_member *mm = &p->members[m];
        if (mm->place == VILLAGE_COUNCIL_CHAMBER || mm->place == VILLAGE_CHURCH_WINDOW)
            steps += mm->spot + 1;
    }
    int scrolls =
        p->goods[VILLAGE_SCROLL] < SCROLLS_WANTED ? p->goods[VILLAGE_SCROLL] : SCROLLS_WANTED;
    return v->horizon * (committed(v->weights, (double)steps / COUNCILLOR_GOAL) + 0.5 * scrolls);
}

/* The merchant-traveller serves customers and marks cities. Valuing its
 * goods half as much again as well made it keep goods instead of selling
 * them: at medium it won 5% of 4-player games (a quarter is even), and
 * 19% without that term (docs/ai.md, "Styles"). */
static double merchant(const village_player *p, const ai_board_view *v)
{
    int served = ai_bits_set(p->customers), cities = ai_bits_set(p->cities);
    double progress = (double)(served + cities) / MERCHANT_GOAL;
    return v->horizon * committed(v->weights, progress);
}

double ai_plan_worth(const village_state *s, const ai_board_view *v, int player, const ai_family *f,
                     double death)
{
    const village_player *p = &s->players[player];
    switch (v->weights->plan[player]) {
    case VILLAGE_AI_STYLE_CHRONICLER:
        return chronicler(p, f, v, death);
    case VILLAGE_AI_STYLE_COUNCILLOR:
        return councillor(p, v);
    case VILLAGE_AI_STYLE_MERCHANT:
        return merchant(p, v);
    default:
        return 0.0;
    }
}
