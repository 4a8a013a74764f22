/* The public rules API of Village: a plain-value game state, the moves that
 * change it, and the events that report what a move did.
 *
 * Contract (see docs/rules-core.md):
 *  - village_state is a fixed-size value: copy it with memcpy or '='. No heap.
 *  - The game is a sequence of decisions. state.phase says what kind of
 *    decision is pending and state.actor who makes it.
 *  - village_legal_moves() lists every legal move for that decision, each
 *    exactly once, in a canonical form (unused fields zero).
 *  - village_apply() applies a move only if it is one of those listed; an
 *    illegal move leaves the state untouched and returns false.
 *  - All chance comes from the RNG inside the state, so a seed plus a move
 *    list replays a game exactly.
 */
#ifndef VILLAGE_VILLAGE_H
#define VILLAGE_VILLAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    VILLAGE_MAX_PLAYERS = 4,
    VILLAGE_MEMBERS_PER_PLAYER = 11,
    VILLAGE_CITY_MARKERS = 6,
    VILLAGE_GRAIN_LIMIT = 5,
    VILLAGE_CUBES_PER_COLOUR = 18,
    VILLAGE_PLAGUE_CUBES = 6,
    VILLAGE_GRAIN_SUPPLY = 20,
    VILLAGE_MONKS = 4,
    VILLAGE_CUSTOMERS = 24,
    VILLAGE_MARKET_SLOTS = 5,
    VILLAGE_CITIES = 8,
    VILLAGE_COUNCIL_STAGES = 4,
    VILLAGE_CHURCH_WINDOWS = 4,
    VILLAGE_CHRONICLE_AREAS = 5,
    VILLAGE_CHRONICLE_SLOTS = 4,
    VILLAGE_GRAVES = 8,
    VILLAGE_MASS_DRAWS = 4,
    VILLAGE_LIFETIME_SPACES = 12,
    VILLAGE_MAX_MOVES = 256,
    VILLAGE_MAX_EVENTS = 256,
    VILLAGE_NOBODY = 0xFF,
    VILLAGE_NO_CUSTOMER = 0xFF,
    /* Counters play only adds to (a player's coins, goods and prestige,
     * the round) stop at VILLAGE_COUNTER_MAX: the rules saturate there and
     * the save and position readers accept 0..VILLAGE_COUNTER_MAX, so
     * whatever play reaches is read back, and no counter wraps its field
     * (int16_t prestige: one step adds at most a few points, far under
     * 32767 - 9999). Real games stay in two digits. */
    VILLAGE_COUNTER_MAX = 9999,
};

/* Cube colours. The first four are influence; plague is last. */
typedef enum village_colour {
    VILLAGE_BROWN,
    VILLAGE_PINK,
    VILLAGE_ORANGE,
    VILLAGE_GREEN,
    VILLAGE_PLAGUE,
    VILLAGE_INFLUENCE_COLOURS = VILLAGE_PLAGUE,
    VILLAGE_CUBE_COLOURS = 5
} village_colour;

/* The seven action spaces, in board order. */
typedef enum village_space {
    VILLAGE_HARVEST,
    VILLAGE_FAMILY,
    VILLAGE_CRAFTS,
    VILLAGE_MARKET,
    VILLAGE_TRAVEL,
    VILLAGE_COUNCIL,
    VILLAGE_CHURCH,
    VILLAGE_SPACES
} village_space;

typedef enum village_good {
    VILLAGE_SCROLL,
    VILLAGE_HORSE,
    VILLAGE_OX,
    VILLAGE_PLOUGH,
    VILLAGE_WAGON,
    VILLAGE_GOODS
} village_good;

/* Craft buildings. Members can work in the first four, never in the mill. */
typedef enum village_building {
    VILLAGE_WAINWRIGHT,
    VILLAGE_STABLES,
    VILLAGE_OFFICE,
    VILLAGE_SMITHY,
    VILLAGE_MILL,
    VILLAGE_BUILDINGS
} village_building;

/* Chronicle areas, one per place a member can die. */
typedef enum village_chronicle_area {
    VILLAGE_CHRONICLE_COUNCIL,
    VILLAGE_CHRONICLE_CRAFTS,
    VILLAGE_CHRONICLE_TRAVEL,
    VILLAGE_CHRONICLE_CHURCH,
    VILLAGE_CHRONICLE_FARMYARD
} village_chronicle_area;

/* Where a family member is. 'spot' in village_member refines it:
 *   CRAFT: building (0..3)      COUNCIL: stage index (0 = stage 1)
 *   TRAVEL: city (0..7)         CHURCH: window (0 = right-most, 3 = left-most)
 *   CHRONICLE: area * 4 + slot  GRAVE: grave slot (0..7)            */
typedef enum village_place {
    VILLAGE_UNBORN,
    VILLAGE_FARMYARD,
    VILLAGE_CRAFT,
    VILLAGE_COUNCIL_CHAMBER,
    VILLAGE_TRAVEL_MAP,
    VILLAGE_BLACK_BAG,
    VILLAGE_CHURCH_WINDOW,
    VILLAGE_CHRONICLE,
    VILLAGE_GRAVE,
    VILLAGE_GONE, /* died with no chronicle space or grave left (final actions) */
    VILLAGE_PLACES
} village_place;

/* Whose decision and of what kind. */
typedef enum village_phase {
    VILLAGE_PHASE_TURN, /* take a cube, use the well, or (final actions, empty board) act freely */
    VILLAGE_PHASE_ACTION,       /* perform the action of state.action_space, or skip */
    VILLAGE_PHASE_CHOOSE_CUBES, /* pick influence cubes from the supply (city reward, privilege 2)
                                 */
    VILLAGE_PHASE_PRIVILEGE,    /* use one council privilege up to state.privilege_stage, or skip */
    VILLAGE_PHASE_MARKET,       /* market day: serve a customer or pass */
    VILLAGE_PHASE_DEATH,        /* choose which of the lowest-numbered visible members dies */
    VILLAGE_PHASE_MASS_BUY,     /* mass: buy own members out of the black bag, or done */
    VILLAGE_PHASE_MASS_PROMOTE, /* mass: move own church members left paying grain, or done */
    VILLAGE_PHASE_GAME_OVER
} village_phase;

typedef enum village_move_kind {
    VILLAGE_MOVE_NONE,
    VILLAGE_MOVE_TAKE_CUBE, /* where = space, what = colour */
    VILLAGE_MOVE_WELL,      /* what = colour returned, where = space whose action follows, jokers */
    VILLAGE_MOVE_FREE_ACTION, /* where = space (final actions with an empty board) */
    VILLAGE_MOVE_SKIP,        /* do not perform the action / use no privilege */
    VILLAGE_MOVE_HARVEST,
    VILLAGE_MOVE_BIRTH,
    VILLAGE_MOVE_RECALL, /* member back to the farmyard */
    VILLAGE_MOVE_CRAFT, /* where = building, what = good, how = payment, member = trainee or NOBODY,
                           jokers */
    VILLAGE_MOVE_MILL,
    VILLAGE_MOVE_TRAVEL,            /* member travels, where = destination city, jokers */
    VILLAGE_MOVE_COUNCIL_ENTER,     /* member from farmyard to stage 1, how = payment, jokers */
    VILLAGE_MOVE_COUNCIL_ADVANCE,   /* member up one stage, how = payment, jokers */
    VILLAGE_MOVE_COUNCIL_PRIVILEGE, /* use a privilege without moving */
    VILLAGE_MOVE_CHURCH,            /* member into the black bag, how = payment, jokers */
    VILLAGE_MOVE_PRIVILEGE,         /* where = stage (1..4), what = good for stage 3 */
    VILLAGE_MOVE_CHOOSE_CUBES, /* what = first colour, how = second colour (or NOBODY if only one)
                                */
    VILLAGE_MOVE_SERVE,        /* where = market stall (0..4), jokers */
    VILLAGE_MOVE_PASS,
    VILLAGE_MOVE_DIE,          /* member */
    VILLAGE_MOVE_MASS_BUY,     /* member */
    VILLAGE_MOVE_MASS_PROMOTE, /* member, one window left */
    VILLAGE_MOVE_DONE,
    VILLAGE_MOVE_KINDS
} village_move_kind;

/* How a cost is paid. */
typedef enum village_payment {
    VILLAGE_PAY_NONE,
    VILLAGE_PAY_TIME,
    VILLAGE_PAY_CUBES, /* influence cubes, coins standing in as 'jokers' */
    VILLAGE_PAY_GRAIN, /* stables: 3 grain */
    VILLAGE_PAY_SCROLL /* council: a scroll instead of 2 green */
} village_payment;

/* One decision. Compare moves with village_move_equal (all bytes). */
typedef struct village_move {
    uint8_t kind;   /* village_move_kind */
    uint8_t where;  /* space, building, city, stall or stage: see the kind */
    uint8_t what;   /* colour or good: see the kind */
    uint8_t how;    /* village_payment, or second colour */
    uint8_t member; /* index into the actor's members, or VILLAGE_NOBODY */
    uint8_t jokers[VILLAGE_INFLUENCE_COLOURS]; /* coins standing in for cubes, per colour */
} village_move;

typedef struct village_member {
    uint8_t place; /* village_place */
    uint8_t spot;  /* refines place, see village_place */
} village_member;

typedef struct village_player {
    /* Index order is generation order: 1,1,1,1,2,2,2,3,3,4,4
     * (village_member_generation). */
    village_member members[VILLAGE_MEMBERS_PER_PLAYER];
    uint8_t cubes[VILLAGE_INFLUENCE_COLOURS];
    uint8_t grain;
    uint8_t lifetime;       /* 0..11; 0 is the space just past the bridge */
    uint8_t deaths_pending; /* bridges crossed this turn, resolved at its end */
    uint8_t cities;         /* bit i: a marker on city i */
    uint16_t goods[VILLAGE_GOODS];
    uint16_t coins;
    int16_t prestige;   /* the prestige track during play */
    uint32_t customers; /* bit i: customer tile i served (face down) */
} village_player;

/* A small, fast, seedable generator (PCG32). */
typedef struct village_rng {
    uint64_t state;
    uint64_t increment;
} village_rng;

typedef struct village_state {
    uint8_t num_players;
    uint8_t phase;       /* village_phase */
    uint8_t actor;       /* whose decision it is */
    uint8_t turn_player; /* whose turn it is (differs from actor on market days, mass, deaths) */
    uint8_t start_player;
    uint8_t next_start_holder; /* player holding the next-starting-player marker, or NOBODY (on the
                                  council) */
    uint16_t round;            /* 1-based */

    /* The board. */
    uint8_t spaces[VILLAGE_SPACES][VILLAGE_CUBE_COLOURS];
    uint8_t green_bag[VILLAGE_CUBE_COLOURS];
    uint8_t stalls[VILLAGE_MARKET_SLOTS];  /* customer tile or NO_CUSTOMER */
    uint8_t waiting[VILLAGE_MARKET_SLOTS]; /* customer tile or NO_CUSTOMER */
    uint8_t pile[VILLAGE_CUSTOMERS]; /* face-down pile; pile[pile_top..23] remain, hidden order */
    uint8_t pile_top;

    /* The decision in progress. */
    uint8_t action_space;    /* ACTION phase: whose action */
    uint8_t used_well;       /* the action came from the well or a free final action */
    uint8_t privilege_stage; /* PRIVILEGE phase: highest usable stage (1..4) */
    uint8_t cubes_to_choose; /* CHOOSE_CUBES phase: how many */
    uint8_t deaths_now;      /* DEATH phase during a market day: deaths still due now */

    /* Market day. */
    uint8_t market_open;
    uint8_t market_starter;
    uint8_t market_passed; /* bit per player */
    uint8_t market_starter_sales;
    uint8_t market_served_any;

    /* Mass. */
    uint8_t mass_final;  /* this is the final mass */
    uint8_t mass_turn;   /* players done so far in the current mass step */
    uint8_t mass_bought; /* members bought out of the bag this mass */

    /* End of the game. */
    uint8_t end_trigger_player;               /* NOBODY until the end is triggered */
    uint8_t final_queue[VILLAGE_MAX_PLAYERS]; /* players still owed a final action, in order */
    uint8_t final_queue_len;
    uint8_t final_actions_started;

    village_player players[VILLAGE_MAX_PLAYERS];
    village_rng rng;
} village_state;

/* ---- Events: what a move did, in order, for animation and logs. ---- */
typedef enum village_event_kind {
    VILLAGE_EV_ROUND_STARTED,        /* a = round (low byte), player = start player */
    VILLAGE_EV_START_PLAYER_CHANGED, /* player */
    VILLAGE_EV_CUBES_TO_BAG,         /* a = colour, amount = count put into the green bag */
    VILLAGE_EV_CUBE_SEEDED,          /* a = space, b = colour (green bag -> space) */
    VILLAGE_EV_CUBE_TAKEN,           /* player, a = space, b = colour */
    VILLAGE_EV_WELL_USED,            /* player, a = colour, b = space */
    VILLAGE_EV_ACTION_CHOSEN,        /* player, a = space */
    VILLAGE_EV_ACTION_SKIPPED,       /* player, a = space */
    VILLAGE_EV_CUBES_PAID,           /* player, a = colour, amount */
    VILLAGE_EV_CUBES_GAINED,         /* player, a = colour, amount */
    VILLAGE_EV_COINS_CHANGED,        /* player, amount (+/-) */
    VILLAGE_EV_GRAIN_CHANGED,        /* player, amount (+/-) */
    VILLAGE_EV_GOOD_CHANGED,         /* player, a = good, amount (+/-) */
    VILLAGE_EV_TIME_SPENT,           /* player, amount, a = lifetime before, b = after */
    VILLAGE_EV_BRIDGE_CROSSED,       /* player */
    VILLAGE_EV_MEMBER_MOVED,         /* player, member, from (place, spot) -> to (place, spot) */
    VILLAGE_EV_MEMBER_DIED,          /* player, member, from -> to (chronicle / grave / gone) */
    VILLAGE_EV_PRESTIGE,             /* player, amount, a = why (village_prestige_reason) */
    VILLAGE_EV_MARKER_PLACED,        /* player, a = city */
    VILLAGE_EV_NEXT_START_TAKEN,     /* player */
    VILLAGE_EV_MARKET_DAY_STARTED,   /* player */
    VILLAGE_EV_CUSTOMER_SERVED,      /* player, a = stall, b = customer tile */
    VILLAGE_EV_MARKET_PASSED,        /* player */
    VILLAGE_EV_MARKET_DAY_ENDED,
    VILLAGE_EV_CUSTOMER_MOVED, /* a = tile, from (place: 0 pile, 1 waiting, 2 stall; spot) -> to */
    VILLAGE_EV_MASS_STARTED,   /* a = 1 if final */
    VILLAGE_EV_MASS_BOUGHT,    /* player, member */
    VILLAGE_EV_MASS_DRAWN,     /* player = owner or NOBODY for a monk, member */
    VILLAGE_EV_MASS_PROMOTED,  /* player, member, from.spot -> to.spot, amount = grain paid */
    VILLAGE_EV_MASS_MAJORITY,  /* player (one event per winner) */
    VILLAGE_EV_MASS_ENDED,
    VILLAGE_EV_END_TRIGGERED, /* player */
    VILLAGE_EV_FINAL_ACTION,  /* player: this turn is their final action */
    VILLAGE_EV_GAME_OVER,
    VILLAGE_EV_KINDS
} village_event_kind;

typedef enum village_prestige_reason {
    VILLAGE_PRESTIGE_CITY,
    VILLAGE_PRESTIGE_COUNCIL,
    VILLAGE_PRESTIGE_MASS
} village_prestige_reason;

typedef struct village_event {
    uint8_t kind;   /* village_event_kind */
    uint8_t player; /* or NOBODY */
    uint8_t member; /* or NOBODY */
    uint8_t a, b;
    uint8_t from_place, from_spot, to_place, to_spot;
    int16_t amount;
} village_event;

typedef struct village_events {
    int count;
    bool overflowed; /* more events than fit: the state is still right */
    village_event items[VILLAGE_MAX_EVENTS];
} village_events;

/* ---- Scores (R-SCO). ---- */
typedef struct village_score {
    int prestige; /* the track */
    int travel;   /* by cities marked */
    int council;
    int church;
    int chronicle;
    int customers;
    int coins;
    int total;
} village_score;

typedef struct village_result {
    int rank[VILLAGE_MAX_PLAYERS]; /* 1 = winner; tied players share a rank */
    int customers_served[VILLAGE_MAX_PLAYERS];
    int living_members[VILLAGE_MAX_PLAYERS];
    village_score score[VILLAGE_MAX_PLAYERS];
} village_result;

/* ---- Setup. ---- */
/* start_player: 0..n-1, or -1 to draw it from the seed. Returns false for a
 * player count outside 2..4 or a start player out of range. */
bool village_new_game(village_state *s, int num_players, uint64_t seed, int start_player);

/* ---- Decisions. ---- */
int village_legal_moves(const village_state *s, village_move out[VILLAGE_MAX_MOVES]);
bool village_is_legal(const village_state *s, const village_move *m);
/* Applies m if legal; events may be NULL. Returns false (state untouched) if not. */
bool village_apply(village_state *s, const village_move *m, village_events *events);
/* The same without the check, for callers that took m from
 * village_legal_moves(s) on this very state (search, benchmarks): half the
 * cost. Debug builds still assert legality. */
void village_apply_trusted(village_state *s, const village_move *m, village_events *events);
bool village_move_equal(const village_move *a, const village_move *b);
bool village_game_over(const village_state *s);
/* True when the move from 'before' to 'after' ends a turn: the turn passes
 * to another player, a new round starts, or the game ends. */
bool village_ends_turn(const village_state *before, const village_state *after);

/* ---- Queries. ---- */
int village_member_generation(int member_index);
int village_supply_cubes(const village_state *s, int colour);
int village_supply_grain(const village_state *s);
int village_cubes_on_board(const village_state *s);
/* Chronicle and graves: occupant as player*16+member, or one of these. */
enum { VILLAGE_SLOT_FREE = 0xFF, VILLAGE_SLOT_BLOCKED = 0xFE };
int village_chronicle_occupant(const village_state *s, int area, int slot);
/* The chronicle area a member dying at 'place' goes to (R-TIM-4). */
int village_chronicle_area_for(int place);
int village_grave_occupant(const village_state *s, int grave);
/* How many spots 'place' has (a member's spot there is below it); 0 for an
 * unknown place. Anything that indexes by a spot read from outside checks it
 * against this first. */
int village_place_spots(int place);
void village_score_breakdown(const village_state *s, int player, village_score *out);
/* R-MAS-3 applied to the church as it stands: the players who would gain the
 * majority prestige at a mass now (true in leaders[]); returns how many. */
int village_church_leaders(const village_state *s, bool leaders[VILLAGE_MAX_PLAYERS]);
/* Final ranking (R-SCO-6); meaningful at any time, final once game over. */
void village_result_compute(const village_state *s, village_result *out);

/* ---- Consistency: empty string if fine, else what is wrong. ---- */
bool village_check_invariants(const village_state *s, char *why, size_t why_size);

/* ---- Hidden information (for AI determinisation). ----
 * Replaces everything a player cannot know (the order of the customer pile
 * and the RNG that drives future draws) by a fresh sample from 'seed'. Two
 * states that differ only in hidden information give the same result. */
void village_redeal_hidden(village_state *s, uint64_t seed);
/* True when the events of one move showed something nobody knew before (a
 * cube drawn from a bag, a customer turned up from the pile; an overflowed
 * list counts, to be safe): a move that cannot be taken back without showing
 * a different future. */
bool village_events_reveal_hidden(const village_events *ev);

/* What 'viewer' can tell about the points of the customers 'player' served,
 * which lie face down (R-MKT-2): count tiles; worth between low and high
 * (the fewest and most points that many of the tiles viewer cannot see may
 * have); likely between likely_low and likely_high (the middle 80% if every
 * set of that many unseen tiles were as likely). Only the public view is
 * read: two states that differ only in the pile's order or in which unseen
 * tiles others hold give the same range. Exact for viewer's own tiles;
 * viewer -1 is someone who knows no one's tiles (a shared screen). */
typedef struct village_points_range {
    int count;
    int low, high;
    int likely_low, likely_high;
} village_points_range;
void village_face_down_range(const village_state *s, int viewer, int player,
                             village_points_range *out);

/* ---- Notation (docs/cli.md). ---- */
/* Canonical text of a legal move in state s. Returns the length written. */
int village_move_format(const village_state *s, const village_move *m, char *buf, size_t size);
/* Finds the legal move whose canonical text is 'text' (spacing ignored). */
bool village_move_parse(const village_state *s, const char *text, village_move *out);
/* A sentence on why 'text' is not a legal move now. */
void village_explain_illegal(const village_state *s, const char *text, char *buf, size_t size);

/* Names used by notation, logs and saves. */
const char *village_colour_name(int colour);
const char *village_space_name(int space);
const char *village_good_name(int good);
const char *village_building_name(int building);
const char *village_phase_name(int phase);
const char *village_place_name(int place);
const char *village_player_colour_name(int player);
const char *village_move_kind_name(int kind);
const char *village_event_kind_name(int kind);

#ifdef __cplusplus
}
#endif

#endif
