/* The words used by notation, logs and saves. */
#include "internal.h"

#define NAME_OF(table, i)                                                                          \
    ((i) >= 0 && (size_t)(i) < sizeof(table) / sizeof(table[0]) ? table[i] : "?")

const char *village_colour_name(int colour)
{
    static const char *names[] = {"brown", "pink", "orange", "green", "plague"};
    return NAME_OF(names, colour);
}

const char *village_space_name(int space)
{
    static const char *names[] = {"harvest", "family",  "crafts", "market",
                                  "travel",  "council", "church"};
    return NAME_OF(names, space);
}

const char *village_good_name(int good)
{
    static const char *names[] = {"scroll", "horse", "ox", "plough", "wagon"};
    return NAME_OF(names, good);
}

const char *village_building_name(int building)
{
    static const char *names[] = {"wainwright", "stables", "office", "smithy", "mill"};
    return NAME_OF(names, building);
}

const char *village_phase_name(int phase)
{
    static const char *names[] = {"turn",  "action",   "choose-cubes", "privilege", "market",
                                  "death", "mass-buy", "mass-promote", "game-over"};
    return NAME_OF(names, phase);
}

const char *village_place_name(int place)
{
    static const char *names[] = {"unborn", "farm",   "craft",     "council", "city",
                                  "bag",    "window", "chronicle", "grave",   "gone"};
    return NAME_OF(names, place);
}

const char *village_player_colour_name(int player)
{
    static const char *names[] = {"red", "yellow", "blue", "white"};
    return NAME_OF(names, player);
}

const char *village_move_kind_name(int kind)
{
    static const char *names[] = {"none",
                                  "take",
                                  "well",
                                  "free",
                                  "skip",
                                  "harvest",
                                  "birth",
                                  "recall",
                                  "make",
                                  "mill",
                                  "travel",
                                  "council-enter",
                                  "council-advance",
                                  "council-privilege",
                                  "church",
                                  "privilege",
                                  "cubes",
                                  "serve",
                                  "pass",
                                  "dies",
                                  "buy",
                                  "promote",
                                  "done"};
    return NAME_OF(names, kind);
}

const char *village_event_kind_name(int kind)
{
    static const char *names[] = {"round-started",   "start-player-changed", "cubes-to-bag",
                                  "cube-seeded",     "cube-taken",           "well-used",
                                  "action-chosen",   "action-skipped",       "cubes-paid",
                                  "cubes-gained",    "coins-changed",        "grain-changed",
                                  "good-changed",    "time-spent",           "bridge-crossed",
                                  "member-moved",    "member-died",          "prestige",
                                  "marker-placed",   "next-start-taken",     "market-day-started",
                                  "customer-served", "market-passed",        "market-day-ended",
                                  "customer-moved",  "mass-started",         "mass-bought",
                                  "mass-drawn",      "mass-promoted",        "mass-majority",
                                  "mass-ended",      "end-triggered",        "final-action",
                                  "game-over"};
    return NAME_OF(names, kind);
}
