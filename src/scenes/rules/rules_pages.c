/* The content of every rules page: which pictures, diagrams and short texts
 * go where. The words themselves are in the catalogues (assets/i18n). */
#include "scenes/rules/rules_pages.h"

#include <string.h>

/* Cube colours as gfx_cube_sprite numbers them. */
enum { BROWN, PINK, ORANGE, GREEN, BLACK };

#define TEXT(c, r, w, h, k)                                                                        \
    {                                                                                              \
        .kind = BLOCK_TEXT, .col = c, .row = r, .cols = w, .rows = h, .key = k                     \
    }
#define STRIP(r, pc, k, ...)                                                                       \
    {                                                                                              \
        .kind = BLOCK_STRIP, .col = 0, .row = r, .cols = RULES_GRID_COLS, .rows = 1, .key = k,     \
        .picture_cols = pc, .tokens = {                                                            \
            __VA_ARGS__                                                                            \
        }                                                                                          \
    }
#define DIAGRAM(c, r, w, h, d)                                                                     \
    {                                                                                              \
        .kind = BLOCK_DIAGRAM, .col = c, .row = r, .cols = w, .rows = h, .diagram = d              \
    }
#define S(name)                                                                                    \
    {                                                                                              \
        TOKEN_SPRITE, name, 1.0f                                                                   \
    }
#define SZ(name, size)                                                                             \
    {                                                                                              \
        TOKEN_SPRITE, name, size                                                                   \
    }
#define CUBE(colour)                                                                               \
    {                                                                                              \
        TOKEN_CUBE, NULL, 1.0f, colour                                                             \
    }
#define TO                                                                                         \
    {                                                                                              \
        TOKEN_ARROW, NULL, 1.0f                                                                    \
    }
#define BACK                                                                                       \
    {                                                                                              \
        TOKEN_BACK_ARROW, NULL, 1.0f                                                               \
    }
#define N(sign)                                                                                    \
    {                                                                                              \
        TOKEN_SIGN, sign, 1.0f                                                                     \
    }
#define W(key)                                                                                     \
    {                                                                                              \
        TOKEN_WORD, key, 1.0f                                                                      \
    }

static const rules_page PAGES[RULES_TOPIC_COUNT] = {
    {RULES_TOPIC_GOAL,
     "goal",
     "icon.prestige",
     "R-SET-1 R-SET-2 R-SCO-6",
     {
         TEXT(0, 0, 12, 1, "rules.goal.intro"),
         STRIP(1, 5, "rules.goal.start", S("member.red.1.standing"), S("member.red.1.standing"),
               S("member.red.1.standing"), S("member.red.1.standing"), N("+"), S("coin")),
         STRIP(2, 5, "rules.goal.unborn", S("member.red.2.standing"), S("member.red.2.standing"),
               S("member.red.2.standing"), S("member.red.3.standing"), S("member.red.3.standing"),
               S("member.red.4.standing"), S("member.red.4.standing")),
         STRIP(3, 5, "rules.goal.costs", CUBE(BROWN), CUBE(PINK), CUBE(ORANGE), CUBE(GREEN),
               W("rules.word.or"), S("good.wagon"), W("rules.word.or"), S("icon.time")),
         STRIP(4, 5, "rules.goal.prestige", S("icon.prestige"), TO, S("marker.red.score"),
               S("marker.yellow.score"), S("marker.blue.score"), S("marker.white.score")),
         STRIP(5, 5, "rules.goal.tie", S("icon.prestige"), N("="), S("icon.prestige"), TO,
               S("customer.back"), TO, S("member.red.1.standing"), S("member.red.2.standing")),
         TEXT(0, 6, 12, 2, "rules.goal.players"),
     }},
    {RULES_TOPIC_TURN,
     "turn",
     "start.player",
     "R-RND-1 R-RND-2 R-RND-3 R-RND-4 R-RND-5 R-RND-6",
     {
         DIAGRAM(0, 0, 12, 3, DIAGRAM_SPACES),
         STRIP(3, 5, "rules.turn.seed", S("bag.green.open"), TO, CUBE(BROWN), CUBE(PINK),
               CUBE(GREEN)),
         STRIP(4, 5, "rules.turn.take", CUBE(PINK), TO, W("rules.word.farmyard"), N("+"),
               S("icon.space.crafts")),
         STRIP(5, 5, "rules.turn.plague", CUBE(BLACK), TO, N("2"), S("icon.time")),
         STRIP(6, 5, "rules.turn.market", S("icon.space.market"), TO, S("customer.back")),
         STRIP(7, 5, "rules.turn.last", CUBE(GREEN), TO, S("bag.black.open")),
     }},
    {RULES_TOPIC_WELL,
     "well",
     "icon.well",
     "R-WEL-1 R-COI-1",
     {
         TEXT(0, 0, 12, 1, "rules.well.intro"),
         STRIP(1, 6, "rules.well.pay", S("icon.well"), CUBE(PINK), CUBE(PINK), CUBE(PINK), TO,
               S("icon.space.harvest"), S("icon.space.family"), S("icon.space.crafts"),
               S("icon.space.market"), S("icon.space.travel"), S("icon.space.council"),
               S("icon.space.church")),
         STRIP(2, 6, "rules.well.empty", S("icon.space.travel"), N("0"), TO, S("icon.well"),
               CUBE(ORANGE), CUBE(ORANGE), CUBE(ORANGE)),
         STRIP(3, 6, "rules.well.plague", CUBE(BLACK), CUBE(BLACK), CUBE(BLACK), S("blocked")),
         STRIP(4, 6, "rules.well.coin", S("coin"), N("="), CUBE(BROWN), W("rules.word.or"),
               CUBE(PINK), W("rules.word.or"), CUBE(ORANGE), W("rules.word.or"), CUBE(GREEN)),
         STRIP(5, 6, "rules.well.coin.example", S("icon.well"), CUBE(GREEN), CUBE(GREEN),
               S("coin")),
         TEXT(0, 6, 12, 2, "rules.well.when"),
     }},
    {RULES_TOPIC_TIME,
     "time",
     "icon.time",
     "R-TIM-1 R-TIM-2 R-TIM-3 R-TIM-4",
     {
         DIAGRAM(0, 0, 12, 3, DIAGRAM_LIFETIME),
         STRIP(3, 5, "rules.time.pay", S("icon.time"), N("2"), TO, S("marker.red"), N("+2")),
         STRIP(4, 5, "rules.time.bridge", S("marker.red"), TO, S("icon.death"),
               S("member.red.1.lying")),
         STRIP(5, 5, "rules.time.who", S("member.red.1.standing"), S("member.red.1.standing"),
               S("member.red.2.standing"), S("member.red.3.standing"), TO, S("member.red.1.lying")),
         STRIP(6, 5, "rules.time.where", S("member.red.1.lying"), TO, W("rules.word.chronicle"),
               W("rules.word.or"), W("rules.word.grave")),
         STRIP(7, 5, "rules.time.bag", S("bag.black.closed"), W("rules.word.or"),
               S("member.red.4.standing"), N("="), S("blocked")),
     }},
    {RULES_TOPIC_HARVEST,
     "harvest",
     "icon.space.harvest.large",
     "R-HAR-1 R-HAR-2",
     {
         TEXT(0, 0, 12, 1, "rules.harvest.intro"),
         STRIP(1, 5, "rules.harvest.two", S("member.blue.1.standing"), TO, S("grain"), S("grain")),
         STRIP(2, 5, "rules.harvest.three", S("member.blue.1.standing"), N("+"), S("good.horse"),
               S("good.plough"), TO, S("grain"), S("grain"), S("grain")),
         STRIP(3, 5, "rules.harvest.four", S("member.blue.1.standing"), N("+"), S("good.ox"),
               S("good.plough"), TO, S("grain"), S("grain"), S("grain"), S("grain")),
         STRIP(4, 5, "rules.harvest.keep", S("good.horse"), S("good.ox"), S("good.plough"), N("="),
               S("good.horse"), S("good.ox"), S("good.plough")),
         STRIP(5, 5, "rules.harvest.limit", S("grain"), S("grain"), S("grain"), S("grain"),
               S("grain"), N("5")),
     }},
    {RULES_TOPIC_FAMILY,
     "family",
     "icon.space.family.large",
     "R-FAM-1 R-FAM-2",
     {
         TEXT(0, 0, 12, 1, "rules.family.intro"),
         STRIP(1, 5, "rules.family.birth", S("member.yellow.1.standing"),
               S("member.yellow.1.standing"), N("+"), S("member.yellow.2.standing"), TO,
               W("rules.word.farmyard")),
         STRIP(2, 5, "rules.family.return", S("icon.space.council"), S("icon.space.crafts"),
               S("icon.space.travel"), S("icon.space.church"), S("member.yellow.3.standing"), TO,
               W("rules.word.farmyard")),
         STRIP(3, 5, "rules.family.bag", S("bag.black.closed"), S("member.yellow.2.standing"),
               S("blocked")),
         STRIP(4, 5, "rules.family.from", W("rules.word.farmyard"), TO,
               S("member.yellow.4.standing"), TO, S("icon.space.council"), S("icon.space.crafts"),
               S("icon.space.travel"), S("icon.space.church")),
         TEXT(0, 5, 12, 2, "rules.family.numbers"),
     }},
    {RULES_TOPIC_CRAFTS,
     "crafts",
     "icon.space.crafts.large",
     "R-CRA-1 R-CRA-2 R-CRA-3 R-CRA-4",
     {
         TEXT(0, 0, 12, 2, "rules.crafts.intro"),
         STRIP(2, 6, "rules.crafts.wainwright", S("good.wagon"), N("="),
               S("member.white.1.standing"), S("icon.time"), N("2 + 2"), W("rules.word.or"),
               CUBE(PINK), CUBE(ORANGE)),
         STRIP(3, 6, "rules.crafts.stables", S("good.horse"), S("good.ox"), N("="),
               S("member.white.1.standing"), S("icon.time"), N("3 + 3"), W("rules.word.or"),
               S("grain"), S("grain"), S("grain")),
         STRIP(4, 6, "rules.crafts.office", S("good.scroll"), N("="), S("member.white.1.standing"),
               S("icon.time"), N("2 + 2"), W("rules.word.or"), CUBE(PINK)),
         STRIP(5, 6, "rules.crafts.smithy", S("good.plough"), N("="), S("member.white.1.standing"),
               S("icon.time"), N("3 + 3"), W("rules.word.or"), CUBE(PINK), CUBE(ORANGE)),
         STRIP(6, 6, "rules.crafts.mill", S("icon.time"), N("2"), N("+"), S("grain"), S("grain"),
               TO, S("coin"), S("coin")),
         STRIP(7, 6, "rules.crafts.again", S("member.white.1.standing"), S("icon.time"), N("2"), TO,
               S("good.wagon")),
     }},
    {RULES_TOPIC_MARKET,
     "market",
     "icon.space.market.large",
     "R-MKT-1 R-MKT-2 R-MKT-3 R-MKT-4",
     {
         DIAGRAM(0, 0, 12, 3, DIAGRAM_MARKET),
         STRIP(3, 5, "rules.market.start", S("icon.space.market"), CUBE(GREEN), TO,
               S("start.player")),
         STRIP(4, 5, "rules.market.serve", SZ("customer.3", 0.8f), TO, S("good.ox"),
               S("good.wagon"), TO, SZ("customer.back", 0.8f)),
         STRIP(5, 5, "rules.market.cost", N("2+"), TO, CUBE(GREEN), N("+"), S("icon.time"), N("1")),
         STRIP(6, 5, "rules.market.pass", W("rules.word.pass"), TO, S("blocked")),
         STRIP(7, 5, "rules.market.points", SZ("customer.back", 0.8f), TO, S("icon.prestige")),
     }},
    {RULES_TOPIC_TRAVEL,
     "travel",
     "icon.space.travel.large",
     "R-TRV-1 R-TRV-2 R-TRV-3 R-SCO-1",
     {
         DIAGRAM(0, 0, 6, 5, DIAGRAM_TRAVEL),
         TEXT(6, 0, 6, 2, "rules.travel.move"),
         STRIP(5, 5, "rules.travel.cost", S("icon.time"), N("2"), N("+"), S("good.wagon"), N("+"),
               CUBE(ORANGE), CUBE(ORANGE)),
         STRIP(6, 5, "rules.travel.reward", S("marker.blue"), TO, S("icon.prestige"), N("3"),
               W("rules.word.or"), S("coin"), W("rules.word.or"), CUBE(GREEN), CUBE(PINK)),
         STRIP(7, 5, "rules.travel.score", S("icon.space.travel"), N("1 · 3 · 6 · 10 · 14 · 18")),
         TEXT(6, 2, 6, 3, "rules.travel.share"),
     }},
    {RULES_TOPIC_COUNCIL,
     "council",
     "icon.space.council.large",
     "R-CNC-1 R-CNC-2 R-SCO-2",
     {
         DIAGRAM(0, 0, 7, 6, DIAGRAM_COUNCIL),
         TEXT(7, 0, 5, 2, "rules.council.enter"),
         TEXT(7, 2, 5, 2, "rules.council.climb"),
         TEXT(7, 4, 5, 2, "rules.council.free"),
         STRIP(6, 5, "rules.council.pay", CUBE(GREEN), CUBE(GREEN), W("rules.word.or"),
               S("good.scroll")),
         STRIP(7, 5, "rules.council.score", S("icon.space.council"),
               N("I 0 · II 2 · III 4 · IV 6")),
     }},
    {RULES_TOPIC_CHURCH,
     "church",
     "icon.space.church.large",
     "R-CHU-1 R-MAS-1 R-SCO-3",
     {
         TEXT(0, 0, 12, 1, "rules.church.intro"),
         STRIP(1, 5, "rules.church.pay", W("rules.word.farmyard"), TO, S("member.red.2.standing"),
               TO, S("bag.black.closed"), N("="), CUBE(BROWN), W("rules.word.or"), S("icon.time"),
               N("3")),
         STRIP(2, 5, "rules.church.monks", S("bag.black.open"), N("="), S("monk"), S("monk"),
               S("monk"), S("monk"), N("+"), S("member.red.2.standing"),
               S("member.blue.1.standing")),
         STRIP(3, 5, "rules.church.public", S("bag.black.open"), TO, S("member.red.2.standing"),
               N("2"), S("member.blue.1.standing"), N("1")),
         TEXT(0, 4, 12, 2, "rules.church.why"),
         STRIP(6, 5, "rules.church.score", S("icon.space.church"), N("2 · 3 · 4 · 6"), TO,
               S("icon.prestige")),
     }},
    {RULES_TOPIC_MASS,
     "mass",
     "bag.black.open",
     "R-MAS-1 R-MAS-2 R-MAS-3 R-SCO-3",
     {
         DIAGRAM(0, 0, 12, 4, DIAGRAM_CHURCH),
         STRIP(4, 5, "rules.mass.buy", S("coin"), TO, S("member.red.2.standing"), N("4")),
         STRIP(5, 5, "rules.mass.draw", S("bag.black.open"), TO, S("monk"),
               S("member.blue.1.standing"), TO, S("bag.black.closed"), W("rules.word.or"),
               W("rules.word.window")),
         STRIP(6, 5, "rules.mass.move", W("rules.word.window"), BACK, S("member.red.2.standing"),
               N("="), S("grain"), S("grain")),
         STRIP(7, 5, "rules.mass.majority", S("member.red.2.standing"), S("member.red.3.standing"),
               N(">"), S("member.blue.1.standing"), TO, S("icon.prestige"), N("+2")),
     }},
    {RULES_TOPIC_END,
     "end",
     "icon.death",
     "R-TIM-4 R-END-1 R-END-2 R-END-3 R-END-4 R-SCO-4",
     {
         DIAGRAM(0, 0, 12, 3, DIAGRAM_CHRONICLE),
         STRIP(3, 5, "rules.end.chronicle", N("3"), TO, N("4"), N("·"), N("4"), TO, N("7"), N("·"),
               N("5+"), TO, N("12")),
         STRIP(4, 5, "rules.end.trigger", W("rules.word.chronicle"), W("rules.word.or"),
               W("rules.word.grave"), N("0"), TO, S("icon.death")),
         STRIP(5, 5, "rules.end.final", S("member.red.1.standing"), S("member.yellow.1.standing"),
               S("member.blue.1.standing"), N("+1")),
         STRIP(6, 5, "rules.end.market", S("icon.space.market"), TO, S("customer.back")),
         STRIP(7, 5, "rules.end.mass", S("bag.black.open"), TO, S("icon.prestige")),
     }},
    {RULES_TOPIC_SCORING,
     "scoring",
     "marker.red.score",
     "R-SCO-1 R-SCO-2 R-SCO-3 R-SCO-4 R-SCO-5 R-SCO-6 R-SCO-7",
     {
         TEXT(0, 0, 12, 1, "rules.scoring.intro"),
         STRIP(1, 6, "rules.scoring.track", S("marker.red.score"), N("+"), S("icon.prestige")),
         STRIP(2, 6, "rules.scoring.cities", S("icon.space.travel"), N("1 · 3 · 6 · 10 · 14 · 18")),
         STRIP(3, 6, "rules.scoring.council", S("icon.space.council"), N("0 · 2 · 4 · 6")),
         STRIP(4, 6, "rules.scoring.church", S("icon.space.church"), N("2 · 3 · 4 · 6")),
         STRIP(5, 6, "rules.scoring.chronicle", W("rules.word.chronicle"), N("3"), TO, N("4"),
               N("·"), N("4"), TO, N("7"), N("·"), N("5+"), TO, N("12")),
         STRIP(6, 6, "rules.scoring.customers", SZ("customer.3", 0.8f), N("+"), S("coin"),
               N("= 1")),
         STRIP(7, 8, "rules.scoring.example", S("icon.space.travel"), N("6 +"),
               S("icon.space.council"), N("2 +"), S("icon.space.church"), N("6 +"), N("7 +"),
               SZ("customer.back", 0.6f), N("16 +"), S("coin"), N("2 = 39")),
     }},
};

const rules_page *rules_page_get(rules_topic t)
{
    return t >= 0 && t < RULES_TOPIC_COUNT ? &PAGES[t] : NULL;
}

const char *rules_topic_id(rules_topic t)
{
    const rules_page *p = rules_page_get(t);
    return p ? p->id : "contents";
}

rules_topic rules_topic_from_id(const char *id)
{
    for (int t = 0; t < RULES_TOPIC_COUNT; t++)
        if (id && strcmp(PAGES[t].id, id) == 0)
            return (rules_topic)t;
    return RULES_TOPIC_CONTENTS;
}
