/* Plays the committed replays that village-cli alone cannot make, for
 * tests/replays/regenerate.sh: a game of AI seats, each move chosen by its
 * seat's AI on an iteration budget (so the game is the same on every
 * machine), and a hot-seat game of named human seats in the colours they
 * chose, moves picked by the tests' generator from the seed.
 * It also prints a replay's line of expected.txt: the file's name, its
 * number of moves, each seat's final score and the winners' colours.
 * usage: replay_maker ai SEED LEVEL,LEVEL,… FILE
 *        replay_maker hotseat SEED NAME:COLOUR,NAME:COLOUR,… FILE
 *        replay_maker expect FILE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testkit_rng.h"
#include "village/ai.h"
#include "village/save.h"

enum { AI_ITERATIONS = 400, MAX_MOVES = 100000 };

static int usage(void)
{
    fputs("usage: replay_maker ai SEED LEVEL,LEVEL,... FILE\n"
          "       replay_maker hotseat SEED NAME:COLOUR,NAME:COLOUR,... FILE\n"
          "       replay_maker expect FILE\n",
          stderr);
    return 2;
}

static int colour_from_name(const char *name)
{
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++)
        if (strcmp(name, village_player_colour_name(c)) == 0)
            return c;
    return -1;
}

/* Fills the seats from "a,b,c"; false on a bad item. */
static bool parse_seats(bool ai, char *list, village_seat *seats, int *count)
{
    *count = 0;
    for (char *item = strtok(list, ","); item; item = strtok(NULL, ",")) {
        if (*count == VILLAGE_MAX_PLAYERS)
            return false;
        village_seat *seat = &seats[(*count)++];
        memset(seat, 0, sizeof *seat);
        seat->colour = (uint8_t)(*count - 1);
        if (ai) {
            int level = village_ai_level_from_name(item);
            if (level < 0)
                return false;
            seat->kind = VILLAGE_SEAT_AI;
            seat->ai_level = (uint8_t)level;
            snprintf(seat->name, sizeof seat->name, "%s %s", village_ai_level_name(level),
                     village_player_colour_name(*count - 1));
            continue;
        }
        char *colon = strchr(item, ':');
        int colour = colon ? colour_from_name(colon + 1) : -1;
        if (colour < 0)
            return false;
        *colon = '\0';
        seat->kind = VILLAGE_SEAT_HUMAN;
        seat->colour = (uint8_t)colour;
        snprintf(seat->name, sizeof seat->name, "%s", item);
    }
    return *count >= 2;
}

/* The seat whose decision is pending decides: its AI, or the generator. */
static bool next_move(const village_record *r, testkit_rng *rng, village_move *out)
{
    const village_seat *seat = &r->seats[r->state.actor];
    if (seat->kind == VILLAGE_SEAT_AI) {
        village_ai_config cfg = {.level = seat->ai_level,
                                 .seed = r->seed + r->move_count,
                                 .max_iterations = AI_ITERATIONS,
                                 .max_seconds = 1e9};
        return village_ai_choose(&r->state, &cfg, NULL, out, NULL);
    }
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&r->state, moves);
    if (n == 0)
        return false;
    *out = moves[testkit_rng_below(rng, (uint32_t)n)];
    return true;
}

static int print_expected(const char *path)
{
    village_record r;
    char err[512];
    if (!village_save_read_file(path, &r, err, sizeof err)) {
        fprintf(stderr, "replay_maker: %s\n", err);
        return 1;
    }
    village_result result;
    village_result_compute(&r.state, &result);
    const char *slash = strrchr(path, '/');
    printf("%s %zu ", slash ? slash + 1 : path, r.move_count);
    for (int p = 0; p < r.num_players; p++)
        printf("%s%d", p ? "," : "", result.score[p].total);
    const char *sep = " ";
    for (int p = 0; p < r.num_players; p++)
        if (result.rank[p] == 1) {
            printf("%s%s", sep, village_player_colour_name(p));
            sep = ",";
        }
    putchar('\n');
    village_record_free(&r);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "expect") == 0)
        return print_expected(argv[2]);
    if (argc != 5 || (strcmp(argv[1], "ai") != 0 && strcmp(argv[1], "hotseat") != 0))
        return usage();
    bool ai = strcmp(argv[1], "ai") == 0;
    uint64_t seed = strtoull(argv[2], NULL, 0);
    village_seat seats[VILLAGE_MAX_PLAYERS];
    int players;
    if (!parse_seats(ai, argv[3], seats, &players))
        return usage();
    village_record r;
    if (!village_record_new(&r, players, seed, -1)) {
        fprintf(stderr, "replay_maker: cannot set up %d players\n", players);
        return 1;
    }
    memcpy(r.seats, seats, sizeof seats[0] * (size_t)players);
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    village_move m;
    while (!village_game_over(&r.state) && r.move_count < MAX_MOVES && next_move(&r, &rng, &m))
        if (!village_record_apply(&r, &m, NULL)) {
            fprintf(stderr, "replay_maker: move %zu was refused\n", r.move_count + 1);
            return 1;
        }
    char err[512];
    if (!village_game_over(&r.state) || !village_save_write_file(&r, argv[4], err, sizeof err)) {
        fprintf(stderr, "replay_maker: %s\n",
                village_game_over(&r.state) ? err : "the game did not end");
        return 1;
    }
    village_record_free(&r);
    return 0;
}
