/* A move's one-line reason: the most telling thing it changes for the
 * player who makes it, checked in order of how much it usually matters. */
#include <math.h>
#include <stdio.h>

#include "analyse_internal.h"
#include "heuristic.h"
#include "village/board.h"

static const char *const reason_names[VILLAGE_REASON_CODES] = {
    "SERVES_CUSTOMER",    "SECURES_CHURCH_MAJORITY",
    "MARKS_CITY",         "CLIMBS_COUNCIL",
    "GAINS_PRESTIGE",     "DELAYS_DEATH",
    "TRAINS_CRAFTSMAN",   "MAKES_GOOD",
    "HARVESTS_GRAIN",     "GROWS_FAMILY",
    "ENTERS_CHURCH",      "GAINS_COINS",
    "GAINS_CUBES",        "TAKES_ACTION",
    "KEEPS_RESOURCES",    "BEST_OUTLOOK",
    "TAKES_START_MARKER", "BUYS_FROM_BAG",
    "MOVES_UP_CHURCH",    "BRINGS_MEMBER_HOME"};

const char *village_reason_name(int code)
{
    return code >= 0 && code < VILLAGE_REASON_CODES ? reason_names[code] : "UNKNOWN";
}

void village_reason_english(const village_reason *reason, char *buf, size_t size)
{
    int v = reason->value;
    switch (reason->code) {
    case VILLAGE_REASON_SERVES_CUSTOMER:
        snprintf(buf, size, "serves a customer: %d points at the end", v);
        break;
    case VILLAGE_REASON_SECURES_CHURCH_MAJORITY:
        snprintf(buf, size, "leads the church with %d member%s: 2 prestige at the mass", v,
                 v == 1 ? "" : "s");
        break;
    case VILLAGE_REASON_MARKS_CITY:
        snprintf(buf, size, "marks a new city: %d marked, worth %d points", v,
                 village_board_data.score_travel[v < 0                      ? 0
                                                 : v > VILLAGE_CITY_MARKERS ? VILLAGE_CITY_MARKERS
                                                                            : v]);
        break;
    case VILLAGE_REASON_CLIMBS_COUNCIL:
        if (v <= 1)
            snprintf(buf, size, "enters the council and uses its privilege");
        else
            snprintf(buf, size,
                     "climbs to council stage %d: %d points at the end, and its privilege", v,
                     village_board_data
                         .score_council[v > VILLAGE_COUNCIL_STAGES ? VILLAGE_COUNCIL_STAGES - 1
                                                                   : v - 1]);
        break;
    case VILLAGE_REASON_GAINS_PRESTIGE:
        snprintf(buf, size, "gains %d prestige point%s", v, v == 1 ? "" : "s");
        break;
    case VILLAGE_REASON_DELAYS_DEATH:
        snprintf(buf, size, "spends %d time less: the next death comes later", v);
        break;
    case VILLAGE_REASON_TRAINS_CRAFTSMAN:
        snprintf(buf, size, "trains a craftsman in the %s", village_building_name(v));
        break;
    case VILLAGE_REASON_MAKES_GOOD:
        snprintf(buf, size, "makes one %s", village_good_name(v));
        break;
    case VILLAGE_REASON_HARVESTS_GRAIN:
        snprintf(buf, size, "harvests %d grain", v);
        break;
    case VILLAGE_REASON_GROWS_FAMILY:
        snprintf(buf, size, "grows the family: %d member%s on the farmyard", v, v == 1 ? "" : "s");
        break;
    case VILLAGE_REASON_ENTERS_CHURCH:
        snprintf(buf, size, "sends a member to the church: %d there for the mass", v);
        break;
    case VILLAGE_REASON_GAINS_COINS:
        snprintf(buf, size, "gains %d coin%s: a point each, or a cube in any payment", v,
                 v == 1 ? "" : "s");
        break;
    case VILLAGE_REASON_GAINS_CUBES:
        snprintf(buf, size, "gains %d influence cube%s", v, v == 1 ? "" : "s");
        break;
    case VILLAGE_REASON_TAKES_ACTION:
        snprintf(buf, size, "takes the %s action", village_space_name(v));
        break;
    case VILLAGE_REASON_KEEPS_RESOURCES:
        snprintf(buf, size, "spends nothing: keeps cubes and time for later");
        break;
    case VILLAGE_REASON_TAKES_START_MARKER:
        snprintf(buf, size, "takes the starting-player marker: first in the next round");
        break;
    case VILLAGE_REASON_BUYS_FROM_BAG:
        snprintf(buf, size, "buys a member out of the bag into a window worth %d points", v);
        break;
    case VILLAGE_REASON_MOVES_UP_CHURCH:
        snprintf(buf, size, "moves a member up to a window worth %d points", v);
        break;
    case VILLAGE_REASON_BRINGS_MEMBER_HOME:
        snprintf(buf, size, "brings a member home: %d on the farmyard", v);
        break;
    default:
        snprintf(buf, size, "gains nothing at once but has the best prospects: about %d points", v);
        break;
    }
}

static int church_members(const village_player *pl)
{
    int n = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        n += pl->members[m].place == VILLAGE_CHURCH_WINDOW ||
             pl->members[m].place == VILLAGE_BLACK_BAG;
    return n;
}

static bool leads_church(const village_state *s, int player)
{
    int own = church_members(&s->players[player]);
    for (int p = 0; p < s->num_players; p++)
        if (p != player && church_members(&s->players[p]) >= own)
            return false;
    return own > 0;
}

static int count_bits(unsigned v)
{
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

static int highest_stage(const village_player *pl)
{
    int top = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        if (pl->members[m].place == VILLAGE_COUNCIL_CHAMBER && pl->members[m].spot + 1 > top)
            top = pl->members[m].spot + 1;
    return top;
}

/* The stage a member reached by this move, or 0. */
static int stage_reached(const village_player *before, const village_player *after)
{
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
        const village_member *b = &before->members[m], *a = &after->members[m];
        if (a->place == VILLAGE_COUNCIL_CHAMBER &&
            (b->place != VILLAGE_COUNCIL_CHAMBER || a->spot > b->spot))
            return a->spot + 1;
    }
    return 0;
}

static int farmyard(const village_player *pl)
{
    int n = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        n += pl->members[m].place == VILLAGE_FARMYARD;
    return n;
}

/* The position after m, and the time the actor spent on it. */
static bool play(const village_state *seen, const village_move *m, village_state *after,
                 int *time_spent)
{
    village_events events;
    *after = *seen;
    if (!village_apply(after, m, &events))
        return false;
    *time_spent = 0;
    for (int i = 0; i < events.count; i++)
        if (events.items[i].kind == VILLAGE_EV_TIME_SPENT && events.items[i].player == seen->actor)
            *time_spent += events.items[i].amount;
    return true;
}

static int gained(int before, int after)
{
    return after > before ? after - before : 0;
}

static int cube_total(const village_player *pl)
{
    int n = 0;
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        n += pl->cubes[c];
    return n;
}

static village_reason reason_of(const village_state *seen, const village_move *m,
                                const village_move *other, double score, int depth);

/* Whether the player's next decision is still part of what the move began
 * (its action, the privilege, the cubes chosen, its market day): what a
 * mass or the next turn brings is no reason for this move. */
static bool same_turn_follows(const village_state *after, int player)
{
    if (village_game_over(after) || after->actor != player)
        return false;
    return after->phase == VILLAGE_PHASE_ACTION || after->phase == VILLAGE_PHASE_CHOOSE_CUBES ||
           after->phase == VILLAGE_PHASE_PRIVILEGE || after->phase == VILLAGE_PHASE_MARKET;
}

/* How many decisions after the move a reason may look: a council step, its
 * privilege, and the cubes that privilege lets the player choose. */
enum { FOLLOW_UP_DEPTH = 2 };

/* Taking a cube (or the well) is worth what the action after it does: the
 * reason of the follow-up the heuristic player would choose, when telling. */
static bool follow_up_reason(const village_state *after, int player, double score, int depth,
                             village_reason *out)
{
    if (depth >= FOLLOW_UP_DEPTH || !same_turn_follows(after, player))
        return false;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(after, moves);
    if (n == 0)
        return false;
    ai_rng rng = {0x4ea5};
    int pick = n > 1 ? ai_best_move(after, moves, n, 0, AI_VALUE_OWN, &rng) : 0;
    village_reason r = reason_of(after, &moves[pick], NULL, score, depth + 1);
    if (r.code == VILLAGE_REASON_KEEPS_RESOURCES || r.code == VILLAGE_REASON_BEST_OUTLOOK ||
        r.code == VILLAGE_REASON_TAKES_ACTION)
        return false;
    *out = r;
    return true;
}

/* Whether the action the move began can be done: an action the player
 * cannot do is skipped (issue 43 saw "does the travel action" for a trip
 * that was impossible), so a reason must not promise it. */
static bool action_can_follow(const village_state *after, int player)
{
    if (village_game_over(after) || after->actor != player)
        return true; /* the market day, or what the action led to, is under way */
    if (after->phase != VILLAGE_PHASE_ACTION)
        return true;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(after, moves);
    for (int i = 0; i < n; i++)
        if (moves[i].kind != VILLAGE_MOVE_SKIP)
            return true;
    return false;
}

village_reason ai_analyse_reason(const village_state *seen, const village_move *m,
                                 const village_move *other, double score)
{
    return reason_of(seen, m, other, score, 0);
}

static village_reason reason_of(const village_state *seen, const village_move *m,
                                const village_move *other, double score, int depth)
{
    int p = seen->actor, spent = 0, other_spent = 0;
    village_state after, other_after;
    village_reason outlook = {VILLAGE_REASON_BEST_OUTLOOK, (int)lround(score)};
    if (!play(seen, m, &after, &spent))
        return outlook;
    const village_player *b = &seen->players[p], *a = &after.players[p];
    if (m->kind == VILLAGE_MOVE_SERVE && m->where < VILLAGE_MARKET_SLOTS &&
        seen->stalls[m->where] < VILLAGE_CUSTOMERS)
        return (village_reason){VILLAGE_REASON_SERVES_CUSTOMER,
                                village_board_data.customers[seen->stalls[m->where]].points};
    if (leads_church(&after, p) && !leads_church(seen, p))
        return (village_reason){VILLAGE_REASON_SECURES_CHURCH_MAJORITY, church_members(a)};
    if (count_bits(a->cities) > count_bits(b->cities))
        return (village_reason){VILLAGE_REASON_MARKS_CITY, count_bits(a->cities)};
    int stage = stage_reached(b, a);
    if (stage > 0 && stage >= highest_stage(b))
        return (village_reason){VILLAGE_REASON_CLIMBS_COUNCIL, stage};
    if (a->prestige > b->prestige)
        return (village_reason){VILLAGE_REASON_GAINS_PRESTIGE, a->prestige - b->prestige};
    if (after.next_start_holder == p && seen->next_start_holder != p)
        return (village_reason){VILLAGE_REASON_TAKES_START_MARKER, 0};
    if (m->kind == VILLAGE_MOVE_MASS_BUY)
        return (village_reason){VILLAGE_REASON_BUYS_FROM_BAG, village_board_data.score_church[0]};
    if (m->kind == VILLAGE_MOVE_MASS_PROMOTE && m->member < VILLAGE_MEMBERS_PER_PLAYER)
        return (village_reason){VILLAGE_REASON_MOVES_UP_CHURCH,
                                village_board_data.score_church[a->members[m->member].spot]};
    if (m->kind == VILLAGE_MOVE_RECALL)
        return (village_reason){VILLAGE_REASON_BRINGS_MEMBER_HOME, farmyard(a)};
    if (other && play(seen, other, &other_after, &other_spent) && other_spent > spent)
        return (village_reason){VILLAGE_REASON_DELAYS_DEATH, other_spent - spent};
    if (m->kind == VILLAGE_MOVE_CRAFT && m->member != VILLAGE_NOBODY)
        return (village_reason){VILLAGE_REASON_TRAINS_CRAFTSMAN, m->where};
    for (int g = 0; g < VILLAGE_GOODS; g++)
        if (a->goods[g] > b->goods[g])
            return (village_reason){VILLAGE_REASON_MAKES_GOOD, g};
    if (a->grain > b->grain)
        return (village_reason){VILLAGE_REASON_HARVESTS_GRAIN, a->grain - b->grain};
    if (m->kind == VILLAGE_MOVE_BIRTH)
        return (village_reason){VILLAGE_REASON_GROWS_FAMILY, farmyard(a)};
    if (m->kind == VILLAGE_MOVE_CHURCH)
        return (village_reason){VILLAGE_REASON_ENTERS_CHURCH, church_members(a)};
    if (m->kind == VILLAGE_MOVE_TAKE_CUBE || m->kind == VILLAGE_MOVE_WELL ||
        m->kind == VILLAGE_MOVE_FREE_ACTION) {
        village_reason then;
        if (depth == 0 && follow_up_reason(&after, p, score, depth, &then))
            return then;
        if (cube_total(a) > cube_total(b)) /* the cube is what it is taken for */
            return (village_reason){VILLAGE_REASON_GAINS_CUBES, cube_total(a) - cube_total(b)};
        if (action_can_follow(&after, p))
            return (village_reason){VILLAGE_REASON_TAKES_ACTION, m->where};
        return outlook;
    }
    if ((m->kind >= VILLAGE_MOVE_COUNCIL_ENTER && m->kind <= VILLAGE_MOVE_COUNCIL_PRIVILEGE) ||
        m->kind == VILLAGE_MOVE_PRIVILEGE) {
        /* A stage below one's best is worth its privilege, and the second
         * stage's privilege the cubes chosen after it (issue 43 saw "brings
         * nothing now" for taking 2 cubes). */
        village_reason then;
        if (follow_up_reason(&after, p, score, depth, &then))
            return then;
        if (m->kind != VILLAGE_MOVE_PRIVILEGE)
            return (village_reason){VILLAGE_REASON_TAKES_ACTION, VILLAGE_COUNCIL};
    }
    if (a->coins > b->coins)
        return (village_reason){VILLAGE_REASON_GAINS_COINS, gained(b->coins, a->coins)};
    if (cube_total(a) > cube_total(b))
        return (village_reason){VILLAGE_REASON_GAINS_CUBES, cube_total(a) - cube_total(b)};
    if (m->kind == VILLAGE_MOVE_PASS || m->kind == VILLAGE_MOVE_SKIP ||
        m->kind == VILLAGE_MOVE_DONE)
        return (village_reason){VILLAGE_REASON_KEEPS_RESOURCES, 0};
    return outlook;
}
