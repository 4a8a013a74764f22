/* PCG32 (O'Neill 2014): small state, fast, good statistics, and a plain
 * value inside village_state so copies of a game share nothing. */
#include "internal.h"

static uint32_t rng_next(village_rng *r)
{
    uint64_t old = r->state;
    r->state = old * 6364136223846793005ULL + r->increment;
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

void rules_rng_seed(village_rng *r, uint64_t seed, uint64_t stream)
{
    r->state = 0;
    r->increment = (stream << 1u) | 1u;
    rng_next(r);
    r->state += seed;
    rng_next(r);
}

/* Unbiased: rejects the few values that would favour small results. */
uint32_t rules_rng_below(village_rng *r, uint32_t bound)
{
    if (bound <= 1)
        return 0;
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t x = rng_next(r);
        if (x >= threshold)
            return x % bound;
    }
}
