/* A chair's view of a network game, its rebuilding on the guest, the public
 * hash and the rules' identity (public_view.h). */
#include "net/public_view.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/state_hash.h"
#include "village/save.h"
#include "village/splitmix64.h"

enum { FIXED_DEAL_SEED = 0 };

uint64_t net_public_hash(const village_state *s)
{
    return net_state_hash(s, NET_HASH_BASIS, NET_HASH_PUBLIC);
}

static uint64_t compute_rules_identity(void)
{
    uint64_t h = NET_HASH_BASIS, pick = 0x7669;
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++) {
        village_state s;
        if (!village_new_game(&s, players, (uint64_t)players * 1000003u, -1))
            continue;
        h = net_hash_value(h, net_public_hash(&s), 8);
        for (int step = 0; step < 4000 && !village_game_over(&s); step++) {
            village_move moves[VILLAGE_MAX_MOVES];
            int n = village_legal_moves(&s, moves);
            if (n <= 0)
                break;
            const village_move *m = &moves[village_splitmix64_next(&pick) % (uint64_t)n];
            char text[256];
            int length = village_move_format(&s, m, text, sizeof text);
            h = net_hash_bytes(h, (const uint8_t *)text, length > 0 ? (size_t)length : 0);
            village_apply_trusted(&s, m, NULL);
            h = net_hash_value(h, net_public_hash(&s), 8);
        }
        village_result r;
        village_result_compute(&s, &r);
        for (int p = 0; p < players; p++)
            h = net_hash_value(h, (uint64_t)r.score[p].total, 4);
    }
    return h;
}

/* Computed once per process (the same build gives the same games): every
 * host and guest, and every fuzz input, asks for it. */
static uint64_t rules_identity;
static pthread_once_t rules_identity_once = PTHREAD_ONCE_INIT;

static void remember_rules_identity(void)
{
    rules_identity = compute_rules_identity();
}

void net_rules_identity(char out[17])
{
    pthread_once(&rules_identity_once, remember_rules_identity);
    snprintf(out, 17, "%016llx", (unsigned long long)rules_identity);
}

/* The position's JSON on one line: the writer's line breaks and the
 * indentation after them go (the text has no line breaks inside strings:
 * JSON escapes them). */
static char *one_line(char *json)
{
    if (!json)
        return NULL;
    char *out = json;
    for (const char *in = json; *in; in++) {
        if (*in == '\n') {
            while (in[1] == ' ')
                in++;
            continue;
        }
        *out++ = *in;
    }
    *out = '\0';
    return json;
}

/* Puts player p's face-down tiles back among the unseen ones (the pile). */
static void hide_customers(village_state *s, int p)
{
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++)
        if (s->players[p].customers >> t & 1u) {
            s->pile_top--;
            s->pile[s->pile_top] = (uint8_t)t;
        }
    s->players[p].customers = 0;
}

char *net_view_json(const village_state *real, int chair, int counts[VILLAGE_MAX_PLAYERS])
{
    village_state view = *real;
    bool turned_up = real->phase == VILLAGE_PHASE_GAME_OVER;
    for (int p = 0; p < VILLAGE_MAX_PLAYERS; p++) {
        counts[p] = p < real->num_players ? net_customer_count(real->players[p].customers) : 0;
        if (p < real->num_players && p != chair && !turned_up)
            hide_customers(&view, p);
    }
    /* Sorts the unseen tiles, then deals them from a fixed seed: the text
     * is a function of the public view alone (village_redeal_hidden). */
    village_redeal_hidden(&view, FIXED_DEAL_SEED);
    return one_line(village_position_to_json(&view));
}

char *net_public_json(const village_state *s)
{
    village_state view = *s;
    village_redeal_hidden(&view, FIXED_DEAL_SEED);
    return one_line(village_position_to_json(&view));
}

static bool fail(char *err, size_t size, const char *why)
{
    if (err && size)
        snprintf(err, size, "%s", why);
    return false;
}

bool net_view_rebuild(const char *json, size_t length, int players,
                      const int counts[VILLAGE_MAX_PLAYERS], int chair, uint64_t seed,
                      village_state *out, char *err, size_t err_size)
{
    char *text = malloc(length + 1);
    if (!text)
        return fail(err, err_size, "out of memory");
    memcpy(text, json, length);
    text[length] = '\0';
    village_state s;
    char why[256];
    bool read = village_position_from_json(text, &s, why, sizeof why);
    free(text);
    if (!read) {
        if (err && err_size)
            snprintf(err, err_size, "the view is not a position: %s", why);
        return false;
    }
    if (s.num_players != players)
        return fail(err, err_size, "the view's counts do not match its players");
    if (chair < 0 || chair >= players)
        return fail(err, err_size, "the view is for a chair not at this table");
    bool turned_up = s.phase == VILLAGE_PHASE_GAME_OVER;
    int hidden = 0;
    for (int p = 0; p < players; p++) {
        int shown = net_customer_count(s.players[p].customers);
        if (p == chair || turned_up) {
            if (shown != counts[p])
                return fail(err, err_size, "a face-down count does not match the view");
        } else {
            if (shown != 0)
                return fail(err, err_size, "the view shows another player's face-down customers");
            hidden += counts[p];
        }
    }
    if (hidden > VILLAGE_CUSTOMERS - s.pile_top)
        return fail(err, err_size, "more face-down customers than unseen tiles");
    /* Deal the other players' face-down tiles from the shuffled unseen ones,
     * then shuffle what is left: the pile. */
    village_redeal_hidden(&s, seed);
    for (int p = 0; p < players && !turned_up; p++) {
        if (p == chair)
            continue;
        for (int i = 0; i < counts[p]; i++)
            s.players[p].customers |= 1u << s.pile[s.pile_top++];
    }
    village_redeal_hidden(&s, seed ^ 0x9E3779B97F4A7C15ull);
    if (!village_check_invariants(&s, why, sizeof why)) {
        if (err && err_size)
            snprintf(err, err_size, "the view is not a possible game: %s", why);
        return false;
    }
    *out = s;
    return true;
}

void net_events_for_chair(const village_events *all, int chair, bool game_over, village_events *out)
{
    *out = *all;
    if (game_over)
        return;
    for (int i = 0; i < out->count && i < VILLAGE_MAX_EVENTS; i++) {
        village_event *e = &out->items[i];
        if (e->kind == VILLAGE_EV_CUSTOMER_SERVED && e->player != chair) {
            e->b = VILLAGE_NO_CUSTOMER;
            e->amount = 0;
        }
    }
}
