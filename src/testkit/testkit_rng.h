/* The one generator tools and tests use to pick moves and shuffle (SplitMix64,
 * Steele, Lea & Flood 2014): one 64-bit word of state, so a run is repeated
 * from the seed alone. It is separate from the game's own RNG (the PCG32 in
 * village_state), so picking moves never changes what the game draws next.
 * Header-only: village-cli and every test include it without linking more. */
#ifndef VILLAGE_TESTKIT_RNG_H
#define VILLAGE_TESTKIT_RNG_H

#include <stdint.h>

#include "village/splitmix64.h"

typedef struct testkit_rng {
    uint64_t state;
} testkit_rng;

/* The xor keeps seed 0 from starting on the all-zero state. village-cli's
 * random-games checksums depend on this exact seeding. */
static inline void testkit_rng_seed(testkit_rng *r, uint64_t seed)
{
    r->state = seed ^ VILLAGE_SPLITMIX64_GAMMA;
}

static inline uint64_t testkit_rng_next(testkit_rng *r)
{
    return village_splitmix64_next(&r->state);
}

/* Uniform in [0, bound) by multiplying the top 32 bits (Lemire), 0 when
 * bound is 0; the bias below 2^-32 does not matter for picking moves. */
static inline uint32_t testkit_rng_below(testkit_rng *r, uint32_t bound)
{
    return (uint32_t)(((testkit_rng_next(r) >> 32) * (uint64_t)bound) >> 32);
}

#endif
