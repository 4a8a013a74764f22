#include "ai_fixtures.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "village/ai_learned.h"

uint64_t aifx_run_seed;

uint64_t aifx_seed(int argc, char **argv, uint64_t fallback)
{
    const char *text = argc > 1 ? argv[1] : getenv("VILLAGE_TEST_SEED");
    aifx_run_seed = text ? strtoull(text, NULL, 0) : fallback;
    printf("seed %llu (rerun with this argument or VILLAGE_TEST_SEED)\n",
           (unsigned long long)aifx_run_seed);
    return aifx_run_seed;
}

village_ai_config aifx_config(int level, uint64_t seed, int iterations)
{
    village_ai_config cfg = {
        .level = level, .seed = seed, .max_iterations = iterations, .max_seconds = 1e9};
    return cfg;
}

void aifx_assert_legal(const village_state *s, const village_move *m)
{
    if (!village_is_legal(s, m)) {
        char text[96];
        village_move_format(s, m, text, sizeof text);
        fail_msg("illegal move '%s' (kind %d) in phase %s, seed %llu", text, m->kind,
                 village_phase_name(s->phase), (unsigned long long)aifx_run_seed);
    }
}

void aifx_random_position(village_state *s, int players, uint64_t seed, int decisions)
{
    assert_true(village_new_game(s, players, seed, 0));
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    for (int d = 0; d < decisions && !village_game_over(s); d++) {
        village_move moves[VILLAGE_MAX_MOVES];
        int n = village_legal_moves(s, moves);
        assert_true(village_apply(s, &moves[testkit_rng_below(&rng, (uint32_t)n)], NULL));
    }
}

void aifx_birth(village_state *s, int player, int count)
{
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER && count > 0; m++)
        if (s->players[player].members[m].place == VILLAGE_UNBORN) {
            s->players[player].members[m].place = VILLAGE_FARMYARD;
            count--;
        }
}

village_learned *aifx_shipped_learned(const char *assets_dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/ai/learned.txt", assets_dir);
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot open %s", path);
    char *text = malloc(VILLAGE_LEARNED_TEXT_MAX + 1);
    assert_non_null(text);
    size_t size = fread(text, 1, VILLAGE_LEARNED_TEXT_MAX + 1, f);
    fclose(f);
    village_learned *set = calloc(1, sizeof *set);
    assert_non_null(set);
    char err[200];
    if (!village_learned_parse(text, size, set, err, sizeof err))
        fail_msg("%s: %s", path, err);
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++)
        if (set->has[n])
            assert_true(set->origin[n].runs > 0 &&
                        strncmp(set->origin[n].run[0].command, "village-cli train", 17) == 0);
    free(text);
    return set;
}
