/* The AI's own random stream (SplitMix64). It never touches the game's RNG,
 * so an AI decision cannot change what the game will draw next. */
#ifndef VILLAGE_AI_RNG_H
#define VILLAGE_AI_RNG_H

#include <stdint.h>

#include "village/splitmix64.h"

typedef struct ai_rng {
    uint64_t state;
} ai_rng;

static inline uint64_t ai_mix(uint64_t z)
{
    return village_splitmix64_mix(z);
}

/* Derives an independent seed from a seed and a label (iteration, chair…). */
static inline uint64_t ai_derive_seed(uint64_t seed, uint64_t label)
{
    return ai_mix(seed + VILLAGE_SPLITMIX64_GAMMA * (label + 1));
}

static inline uint64_t ai_rng_next(ai_rng *r)
{
    return village_splitmix64_next(&r->state);
}

/* Uniform in [0, bound); the tiny modulo bias is irrelevant for play. */
static inline uint32_t ai_rng_below(ai_rng *r, uint32_t bound)
{
    return bound <= 1 ? 0 : (uint32_t)(((ai_rng_next(r) >> 32) * bound) >> 32);
}

/* Uniform in [0, 1). */
static inline double ai_rng_unit(ai_rng *r)
{
    return (double)(ai_rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

#endif
