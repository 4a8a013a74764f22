/* The board's shared places in words, for the questions asked by key
 * (spoken.h): the market's customers, the council and the church, the
 * chronicle and the graves. Only what the board shows: the pile's order and
 * the customers served face down are never told. */
#include <stdio.h>
#include <string.h>

#include "table/spoken.h"
#include "village/board.h"

static void add_sep(char *out, size_t size, const char *sep, const char *text)
{
    size_t n = strlen(out);
    if (!text[0] || n + 1 >= size)
        return;
    snprintf(out + n, size - n, "%s%s", n ? sep : "", text);
}

static void number(int n, char *out, size_t size)
{
    snprintf(out, size, "%d", n);
}

/* "1 horse, 2 grain": what a customer tile asks for. */
static void wants(const table_words *w, int tile, char *out, size_t size)
{
    const village_customer *cu = &village_board_data.customers[tile % VILLAGE_CUSTOMERS];
    out[0] = '\0';
    for (int g = 0; g <= VILLAGE_GOODS; g++) {
        int count = g < VILLAGE_GOODS ? cu->goods[g] : cu->grain;
        if (count <= 0)
            continue;
        char one[96];
        snprintf(one, sizeof one, "%d %s", count,
                 g < VILLAGE_GOODS ? table_name_good_n(w, g, count) : TR(w->cat, "word.grain"));
        add_sep(out, size, ", ", one);
    }
}

static void customer(const table_words *w, const char *key, int place, int tile, char *out,
                     size_t size)
{
    char at[12], wanted[200], points[12];
    number(place, at, sizeof at);
    if (tile == VILLAGE_NO_CUSTOMER) {
        char empty[64];
        snprintf(empty, sizeof empty, "%s.empty", key);
        i18n_format(w->cat, out, size, empty, (const char *const[]){at, NULL});
        return;
    }
    wants(w, tile, wanted, sizeof wanted);
    number(village_board_data.customers[tile % VILLAGE_CUSTOMERS].points, points, sizeof points);
    i18n_format(w->cat, out, size, key, (const char *const[]){at, wanted, points, NULL});
}

void table_spoken_market(const table_words *w, const village_state *s, char *out, size_t size)
{
    snprintf(out, size, "%s", TR(w->cat, "speech.market"));
    char one[300];
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        customer(w, "speech.market.stall", i + 1, s->stalls[i], one, sizeof one);
        add_sep(out, size, " ", one);
    }
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        if (s->waiting[i] != VILLAGE_NO_CUSTOMER) {
            customer(w, "speech.market.waiting", i + 1, s->waiting[i], one, sizeof one);
            add_sep(out, size, " ", one);
        }
    int pile = s->pile_top < VILLAGE_CUSTOMERS ? VILLAGE_CUSTOMERS - s->pile_top : 0;
    i18n_plural(w->cat, one, sizeof one, "speech.market.pile", pile, NULL);
    add_sep(out, size, " ", one);
}

/* "Ana: 2, Bea: 1": how many of each seat's members are at one place and
 * spot (spot < 0: anywhere there); "" for nobody. */
static int members_at(const table_words *w, const village_state *s, const table_seats *seats,
                      int place, int spot_from, int spot_to, char *out, size_t size)
{
    out[0] = '\0';
    int total = 0;
    for (int p = 0; p < s->num_players && p < seats->count; p++) {
        int count = 0;
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            const village_member *mb = &s->players[p].members[m];
            count += mb->place == place && mb->spot >= spot_from && mb->spot <= spot_to;
        }
        if (count == 0)
            continue;
        char n[12], one[96];
        number(count, n, sizeof n);
        i18n_format(w->cat, one, sizeof one, "speech.seat.count",
                    (const char *const[]){seats->names[p], n, NULL});
        add_sep(out, size, ", ", one);
        total += count;
    }
    return total;
}

/* One place's sentence, when someone is there: key with {1} and the members. */
static void add_place(const table_words *w, const char *key, const char *what, const char *who,
                      char *out, size_t size)
{
    if (!who[0])
        return; /* the empty ones are left out: a list of "nobody" hides the few that count */
    char line[400];
    i18n_format(w->cat, line, sizeof line, key, (const char *const[]){what, who, NULL});
    add_sep(out, size, " ", line);
}

/* key.empty when nothing was added since 'before'. */
static void if_empty(const table_words *w, const char *key, size_t before, char *out, size_t size)
{
    if (strlen(out) == before)
        add_sep(out, size, " ", TR(w->cat, key));
}

void table_spoken_council_church(const table_words *w, const village_state *s,
                                 const table_seats *seats, char *out, size_t size)
{
    out[0] = '\0';
    char who[300], what[12], line[400];
    for (int stage = 0; stage < VILLAGE_COUNCIL_STAGES; stage++) {
        members_at(w, s, seats, VILLAGE_COUNCIL_CHAMBER, stage, stage, who, sizeof who);
        number(stage + 1, what, sizeof what);
        add_place(w, "speech.council.stage", what, who, out, size);
    }
    if_empty(w, "speech.council.empty", 0, out, size);
    size_t church = strlen(out);
    for (int window = 0; window < VILLAGE_CHURCH_WINDOWS; window++) {
        members_at(w, s, seats, VILLAGE_CHURCH_WINDOW, window, window, who, sizeof who);
        number(village_board_data.score_church[window], what, sizeof what);
        add_place(w, "speech.church.window", what, who, out, size);
    }
    if_empty(w, "speech.church.empty", church, out, size);
    char monks[80], bag[400];
    i18n_plural(w->cat, monks, sizeof monks, "speech.bag.monks", VILLAGE_MONKS, NULL);
    members_at(w, s, seats, VILLAGE_BLACK_BAG, 0, 255, who, sizeof who);
    snprintf(bag, sizeof bag, "%s", monks);
    add_sep(bag, sizeof bag, ", ", who);
    i18n_format(w->cat, line, sizeof line, "speech.bag", (const char *const[]){bag, NULL});
    add_sep(out, size, " ", line);
}

void table_spoken_chronicle(const table_words *w, const village_state *s, const table_seats *seats,
                            char *out, size_t size)
{
    static const char *const AREAS[] = {"council", "crafts", "travel", "church", "farmyard"};
    _Static_assert(sizeof AREAS / sizeof AREAS[0] == VILLAGE_CHRONICLE_AREAS,
                   "every chronicle area needs its name");
    out[0] = '\0';
    char who[300], key[48], line[400];
    for (int area = 0; area < VILLAGE_CHRONICLE_AREAS; area++) {
        int first = area * VILLAGE_CHRONICLE_SLOTS;
        members_at(w, s, seats, VILLAGE_CHRONICLE, first, first + VILLAGE_CHRONICLE_SLOTS - 1, who,
                   sizeof who);
        snprintf(key, sizeof key, "chronicle.area.%s", AREAS[area]);
        add_place(w, "speech.chronicle.area", TR(w->cat, key), who, out, size);
    }
    if_empty(w, "speech.chronicle.empty", 0, out, size);
    char graves[12], all[12];
    number(members_at(w, s, seats, VILLAGE_GRAVE, 0, 255, who, sizeof who), graves, sizeof graves);
    number(VILLAGE_GRAVES, all, sizeof all);
    i18n_format(w->cat, line, sizeof line, "speech.graves",
                (const char *const[]){graves, all, NULL});
    add_sep(out, size, " ", line);
}
