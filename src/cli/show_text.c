/* village-cli show: the position as a person reads it. */
#include <string.h>

#include "show.h"
#include "village/board.h"

/* A seat's name as the terminal may show it: a name may hold bidi
 * overrides (the game lets a player type them), which would reorder the
 * rest of the line. */
static const char *shown_name(const village_seat *seat, char *out, size_t size)
{
    snprintf(out, size, "%s", seat->name);
    village_text_make_printable(out);
    return out;
}

static void show_decision(const village_record *r, FILE *out)
{
    const village_state *s = &r->state;
    fprintf(out, "Round %d. ", s->round);
    if (s->phase == VILLAGE_PHASE_GAME_OVER) {
        fputs("The game is over.\n", out);
        return;
    }
    char name[VILLAGE_SEAT_NAME_MAX];
    fprintf(out, "%s (%s) to %s [%s].\n", village_player_colour_name(s->actor),
            shown_name(&r->seats[s->actor], name, sizeof name), cli_decision_text(s->phase),
            village_phase_name(s->phase));
    fprintf(out, "  Turn of %s; start player %s; next-start marker %s%s.\n",
            village_player_colour_name(s->turn_player), village_player_colour_name(s->start_player),
            s->next_start_holder == VILLAGE_NOBODY ? "on the council" : "taken by ",
            s->next_start_holder == VILLAGE_NOBODY
                ? ""
                : village_player_colour_name(s->next_start_holder));
    if (s->phase == VILLAGE_PHASE_ACTION)
        fprintf(out, "  Action in progress: %s%s.\n", village_space_name(s->action_space),
                s->used_well ? " (from the well or a free final action)" : "");
    if (s->phase == VILLAGE_PHASE_PRIVILEGE)
        fprintf(out, "  Privileges usable up to stage %d.\n", s->privilege_stage);
    if (s->phase == VILLAGE_PHASE_CHOOSE_CUBES)
        fprintf(out, "  Cubes to choose: %d.\n", s->cubes_to_choose);
}

static void show_game_status(const village_state *s, FILE *out)
{
    if (s->market_open) {
        fprintf(out, "  Market day started by %s; passed:",
                village_player_colour_name(s->market_starter));
        for (int p = 0; p < s->num_players; p++)
            if ((s->market_passed >> p) & 1)
                fprintf(out, " %s", village_player_colour_name(p));
        fputs(s->market_passed ? ".\n" : " nobody.\n", out);
    }
    if (s->end_trigger_player != VILLAGE_NOBODY) {
        fprintf(out, "  The end was triggered by %s; final actions still owed:",
                village_player_colour_name(s->end_trigger_player));
        for (int i = 0; i < s->final_queue_len; i++)
            fprintf(out, " %s", village_player_colour_name(s->final_queue[i]));
        fputs(s->final_queue_len ? ".\n" : " none.\n", out);
    }
}

static void show_cubes(const uint8_t *counts, FILE *out)
{
    bool any = false;
    for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
        if (counts[c]) {
            fprintf(out, "%s %s %d", any ? "," : "", village_colour_name(c), counts[c]);
            any = true;
        }
    fputs(any ? "\n" : " (empty)\n", out);
}

static void show_customer(int tile, FILE *out)
{
    if (tile == VILLAGE_NO_CUSTOMER) {
        fputs(" -", out);
        return;
    }
    const village_customer *c = &village_board_data.customers[tile];
    fprintf(out, " #%d (", tile);
    const char *sep = "";
    for (int g = 0; g < VILLAGE_GOODS; g++)
        for (int k = 0; k < c->goods[g]; k++, sep = "+")
            fprintf(out, "%s%s", sep, village_good_name(g));
    if (c->grain)
        fprintf(out, "%s%d grain", sep, c->grain);
    fprintf(out, ": %d points)", c->points);
}

static void show_board(const village_state *s, FILE *out)
{
    fputs("\nAction spaces:\n", out);
    for (int sp = 0; sp < VILLAGE_SPACES; sp++) {
        fprintf(out, "  %-8s", village_space_name(sp));
        show_cubes(s->spaces[sp], out);
    }
    fputs("  green bag", out);
    show_cubes(s->green_bag, out);
    fputs("Market:\n  stalls: ", out);
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        fprintf(out, " %d:", i + 1);
        show_customer(s->stalls[i], out);
    }
    fputs("\n  waiting:", out);
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++)
        show_customer(s->waiting[i], out);
    fprintf(out, "\n  pile: %d face down\n", VILLAGE_CUSTOMERS - s->pile_top);
}

/* "farm: g1 g1; smithy: g2; ..." */
static void show_members(const village_player *pl, FILE *out)
{
    int order[VILLAGE_MEMBERS_PER_PLAYER];
    show_member_order(pl, order);
    char last[32] = "";
    fputs("  members:", out);
    for (int i = 0; i < VILLAGE_MEMBERS_PER_PLAYER; i++) {
        char where[32];
        cli_member_location(&pl->members[order[i]], where, sizeof where);
        if (strcmp(where, last) != 0)
            fprintf(out, "%s %s:", i ? ";" : "", where);
        fprintf(out, " g%d", village_member_generation(order[i]));
        memcpy(last, where, sizeof last);
    }
    fputc('\n', out);
}

static void show_player(const village_record *r, int p, const village_result *res, FILE *out)
{
    const village_player *pl = &r->state.players[p];
    const village_seat *seat = &r->seats[p];
    char name[VILLAGE_SEAT_NAME_MAX];
    fprintf(out, "\n%s: %s (%s%s%s)\n", village_player_colour_name(p),
            shown_name(seat, name, sizeof name), village_seat_kind_name(seat->kind),
            seat->kind == VILLAGE_SEAT_AI ? ", " : "",
            seat->kind == VILLAGE_SEAT_AI ? village_seat_level_name(seat->ai_level) : "");
    fputs("  cubes:", out);
    for (int c = 0; c < VILLAGE_INFLUENCE_COLOURS; c++)
        fprintf(out, "%s %s %d", c ? "," : "", village_colour_name(c), pl->cubes[c]);
    fprintf(out, "; grain %d; coins %d\n  goods:", pl->grain, pl->coins);
    for (int g = 0; g < VILLAGE_GOODS; g++)
        fprintf(out, "%s %s %d", g ? "," : "", village_good_name(g), pl->goods[g]);
    fprintf(out, "\n  lifetime: space %d of %d (deaths pending %d); prestige %d\n  cities:",
            pl->lifetime, VILLAGE_LIFETIME_SPACES, pl->deaths_pending, pl->prestige);
    for (int c = 0; c < VILLAGE_CITIES; c++)
        if ((pl->cities >> c) & 1)
            fprintf(out, " %s", village_board_data.city_names[c]);
    fprintf(out, "%s; customers served: %d\n", pl->cities ? "" : " none", res->customers_served[p]);
    show_members(pl, out);
    const village_score *sc = &res->score[p];
    fprintf(out,
            "  score: %d = prestige %d + travel %d + council %d + church %d + chronicle %d + "
            "customers %d + coins %d (rank %d)\n",
            sc->total, sc->prestige, sc->travel, sc->council, sc->church, sc->chronicle,
            sc->customers, sc->coins, res->rank[p]);
}

void show_text(const village_record *r, FILE *out)
{
    char seed[32];
    snprintf(seed, sizeof seed, "0x%016llx", (unsigned long long)r->seed);
    fprintf(out, "Village, %d players, seed %s, %lu move%s played.\n", r->num_players, seed,
            (unsigned long)r->move_count, r->move_count == 1 ? "" : "s");
    show_decision(r, out);
    show_game_status(&r->state, out);
    show_board(&r->state, out);
    village_result result;
    village_result_compute(&r->state, &result);
    for (int p = 0; p < r->num_players; p++)
        show_player(r, p, &result, out);
    if (r->state.phase == VILLAGE_PHASE_GAME_OVER) {
        fputs("\nWinner:", out);
        for (int p = 0; p < r->num_players; p++)
            if (result.rank[p] == 1)
                fprintf(out, " %s", village_player_colour_name(p));
        fputc('\n', out);
    }
}
