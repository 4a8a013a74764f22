/* Canonical move text (docs/cli.md). Parsing matches the text against the
 * legal moves' canonical texts, so a parsed move is always legal and
 * canonical, and the notation has exactly one definition: the formatter. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

typedef struct text_buf {
    char *buf;
    size_t size;
    size_t len;
} text_buf;

static void put(text_buf *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    size_t room = t->len < t->size ? t->size - t->len : 0;
    int n = vsnprintf(room ? t->buf + t->len : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0)
        t->len += (size_t)n;
}

static void put_member(text_buf *t, const village_state *s, int player, int member)
{
    const village_member *m = &s->players[player].members[member];
    put(t, "g%d@", village_member_generation(member));
    switch (m->place) {
    case VILLAGE_CRAFT:
        put(t, "%s", village_building_name(m->spot));
        break;
    case VILLAGE_COUNCIL_CHAMBER:
        put(t, "council%d", m->spot + 1);
        break;
    case VILLAGE_TRAVEL_MAP:
        put(t, "city-%s", BOARD.city_names[m->spot]);
        break;
    case VILLAGE_CHURCH_WINDOW:
        put(t, "window%d", m->spot + 1);
        break;
    default:
        put(t, "%s", village_place_name(m->place));
    }
}

static void put_coins(text_buf *t, const village_move *m)
{
    const char *sep = " coins=";
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        for (int k = 0; k < m->jokers[c]; k++) {
            put(t, "%s%s", sep, village_colour_name(c));
            sep = "+";
        }
}

int village_move_format(const village_state *s, const village_move *m, char *buf, size_t size)
{
    text_buf t = {buf, size, 0};
    if (size)
        buf[0] = '\0';
    int who = s->actor < VILLAGE_MAX_PLAYERS ? s->actor : 0;
    const char *verb = village_move_kind_name(m->kind);
    switch (m->kind) {
    case VILLAGE_MOVE_TAKE_CUBE:
        put(&t, "take %s %s", village_space_name(m->where), village_colour_name(m->what));
        break;
    case VILLAGE_MOVE_WELL:
        put(&t, "well %s %s", village_colour_name(m->what), village_space_name(m->where));
        put_coins(&t, m);
        break;
    case VILLAGE_MOVE_FREE_ACTION:
        put(&t, "free %s", village_space_name(m->where));
        break;
    case VILLAGE_MOVE_CRAFT:
        put(&t, "make %s %s", village_good_name(m->what),
            m->how == VILLAGE_PAY_TIME    ? "time"
            : m->how == VILLAGE_PAY_GRAIN ? "grain"
                                          : "cubes");
        if (m->member != VILLAGE_NOBODY) {
            put(&t, " train=");
            put_member(&t, s, who, m->member);
        }
        put_coins(&t, m);
        break;
    case VILLAGE_MOVE_TRAVEL:
        put(&t, "travel ");
        put_member(&t, s, who, m->member);
        put(&t, " %s", BOARD.city_names[m->where]);
        put_coins(&t, m);
        break;
    case VILLAGE_MOVE_COUNCIL_ENTER:
    case VILLAGE_MOVE_COUNCIL_ADVANCE:
        put(&t, "%s ", verb);
        put_member(&t, s, who, m->member);
        put(&t, " %s", m->how == VILLAGE_PAY_SCROLL ? "scroll" : "green");
        put_coins(&t, m);
        break;
    case VILLAGE_MOVE_CHURCH:
        put(&t, "church ");
        put_member(&t, s, who, m->member);
        put(&t, " %s", m->how == VILLAGE_PAY_TIME ? "time" : "brown");
        put_coins(&t, m);
        break;
    case VILLAGE_MOVE_PRIVILEGE:
        put(&t, "privilege %d", m->where);
        if (m->where == 3)
            put(&t, " %s", village_good_name(m->what));
        break;
    case VILLAGE_MOVE_CHOOSE_CUBES:
        put(&t, "cubes %s", village_colour_name(m->what));
        if (m->how != VILLAGE_NOBODY)
            put(&t, " %s", village_colour_name(m->how));
        break;
    case VILLAGE_MOVE_SERVE:
        put(&t, "serve %d", m->where + 1);
        put_coins(&t, m);
        break;
    case VILLAGE_MOVE_RECALL:
    case VILLAGE_MOVE_DIE:
    case VILLAGE_MOVE_MASS_BUY:
    case VILLAGE_MOVE_MASS_PROMOTE:
        put(&t, "%s ", verb);
        put_member(&t, s, who, m->member);
        break;
    default:
        put(&t, "%s", verb);
    }
    return (int)t.len;
}

/* Lower case, single spaces, no leading or trailing space. */
static void normalise(const char *in, char *out, size_t size)
{
    size_t n = 0;
    bool space = false;
    for (; *in && n + 1 < size; in++) {
        if (isspace((unsigned char)*in)) {
            space = n > 0;
            continue;
        }
        if (space && n + 2 < size)
            out[n++] = ' ';
        space = false;
        out[n++] = (char)tolower((unsigned char)*in);
    }
    out[n] = '\0';
}

bool village_move_parse(const village_state *s, const char *text, village_move *out)
{
    char want[128], formatted[128], have[128];
    normalise(text, want, sizeof want);
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    for (int i = 0; i < n; i++) {
        /* Both sides normalised: city names format in upper case. */
        village_move_format(s, &moves[i], formatted, sizeof formatted);
        normalise(formatted, have, sizeof have);
        if (strcmp(have, want) == 0) {
            *out = moves[i];
            return true;
        }
    }
    return false;
}

static const char *decision_description(int phase)
{
    switch (phase) {
    case VILLAGE_PHASE_TURN:
        return "take a cube from an action space or use the well";
    case VILLAGE_PHASE_ACTION:
        return "perform the action of the space (or skip)";
    case VILLAGE_PHASE_CHOOSE_CUBES:
        return "choose influence cubes from the supply";
    case VILLAGE_PHASE_PRIVILEGE:
        return "use a council privilege (or skip)";
    case VILLAGE_PHASE_MARKET:
        return "serve a customer or pass on the market day";
    case VILLAGE_PHASE_DEATH:
        return "choose which family member dies";
    case VILLAGE_PHASE_MASS_BUY:
        return "buy members out of the black bag (or done)";
    case VILLAGE_PHASE_MASS_PROMOTE:
        return "move church members to the left paying grain (or done)";
    default:
        return "nothing: the game is over";
    }
}

void village_explain_illegal(const village_state *s, const char *text, char *buf, size_t size)
{
    char want[128], verb[64];
    normalise(text, want, sizeof want);
    size_t v = strcspn(want, " ");
    if (v >= sizeof verb)
        v = sizeof verb - 1;
    memcpy(verb, want, v);
    verb[v] = '\0';

    if (s->phase == VILLAGE_PHASE_GAME_OVER) {
        snprintf(buf, size, "the game is over; no move can be applied");
        return;
    }
    int kind = -1;
    for (int k = 1; k < VILLAGE_MOVE_KINDS; k++)
        if (strcmp(verb, village_move_kind_name(k)) == 0)
            kind = k;
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    const char *who = village_player_colour_name(s->actor);
    if (kind < 0) {
        snprintf(buf, size, "'%s' is not a move word (see docs/cli.md); %s must %s", verb, who,
                 decision_description(s->phase));
        return;
    }
    int same_kind = 0, first = -1;
    for (int i = 0; i < n; i++)
        if (moves[i].kind == kind) {
            same_kind++;
            if (first < 0)
                first = i;
        }
    if (same_kind == 0) {
        snprintf(buf, size, "no '%s' move is possible now: %s must %s", verb, who,
                 decision_description(s->phase));
        return;
    }
    char example[96];
    village_move_format(s, &moves[first], example, sizeof example);
    snprintf(buf, size,
             "'%s' is not one of the %d legal '%s' moves for %s now (for example '%s'); "
             "run 'village-cli moves' to list them",
             want, same_kind, verb, who, example);
}
