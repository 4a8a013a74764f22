/* Benchmark: evaluations per second of the learned evaluation (inputs and
 * network) against the hand-written one, on positions of random play of
 * 2, 3 and 4 players, one core, processor time (docs/ai.md, "Learned
 * evaluation"). Prints numbers; asserts nothing.
 * usage: bench_learned [SECONDS per measurement, default 2] [WEIGHTS FILE] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "evaluate.h"
#include "testkit_rng.h"
#include "village/ai_learned.h"

enum { POSITIONS = 60 };

static double cpu_seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

static void positions_of(int players, village_state *out)
{
    for (int i = 0; i < POSITIONS; i++) {
        village_state *s = &out[i];
        village_new_game(s, players, 1000 + (uint64_t)i, 0);
        testkit_rng rng;
        testkit_rng_seed(&rng, 77 + (uint64_t)i);
        for (int d = 0; d < 5 * i && !village_game_over(s); d++) {
            village_move moves[VILLAGE_MAX_MOVES];
            int n = village_legal_moves(s, moves);
            village_apply(s, &moves[testkit_rng_below(&rng, (uint32_t)n)], NULL);
        }
    }
}

static village_learned *weights(const char *path)
{
    village_learned *set = calloc(1, sizeof *set);
    if (path) {
        FILE *f = fopen(path, "rb");
        char *text = malloc(VILLAGE_LEARNED_TEXT_MAX + 1);
        size_t size = f && text ? fread(text, 1, VILLAGE_LEARNED_TEXT_MAX + 1, f) : 0;
        char err[240] = "cannot open it";
        if (f)
            fclose(f);
        bool ok = text && village_learned_parse(text, size, set, err, sizeof err);
        free(text);
        if (ok)
            return set;
        fprintf(stderr, "%s: %s; a fresh network of 32 units instead\n", path, err);
    }
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        village_learned_net_init(&set->net[n], 32, (uint64_t)n);
        set->has[n] = true;
    }
    return set;
}

int main(int argc, char **argv)
{
    double seconds = argc > 1 ? atof(argv[1]) : 2.0;
    village_learned *set = weights(argc > 2 ? argv[2] : NULL);
    static village_state positions[POSITIONS];
    double sink = 0;
    printf("players  hand-written evals/s  learned evals/s  learned/hand  hidden units\n");
    for (int players = 2; players <= VILLAGE_MAX_PLAYERS; players++) {
        positions_of(players, positions);
        double rate[2];
        for (int learned = 0; learned < 2; learned++) {
            long done = 0;
            double start = cpu_seconds(), now = start;
            while (now - start < seconds) {
                for (int i = 0; i < POSITIONS; i++) {
                    double win[VILLAGE_MAX_PLAYERS];
                    if (learned)
                        village_learned_evaluate(set, &positions[i], positions[i].actor, win);
                    else
                        ai_evaluate(&positions[i], win);
                    sink += win[0];
                }
                done += POSITIONS;
                now = cpu_seconds();
            }
            rate[learned] = (double)done / (now - start);
        }
        printf("%7d  %20.0f  %15.0f  %12.2f  %12d\n", players, rate[0], rate[1], rate[1] / rate[0],
               set->net[players].hidden);
    }
    fprintf(stderr, "(checksum %g)\n", sink);
    free(set);
    return 0;
}
