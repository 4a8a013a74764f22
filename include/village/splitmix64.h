/* SplitMix64 (Steele, Lea & Flood 2014), the one copy: one 64-bit word of
 * state, a step that adds the golden-ratio gamma and a finaliser that
 * scatters nearby inputs. The AI's random stream, the test kit's move
 * picker, the network's rules identity and the game's ids all use it; it
 * is never the game's own RNG (the PCG32 in village_state). Header-only,
 * C library only. */
#ifndef VILLAGE_SPLITMIX64_H
#define VILLAGE_SPLITMIX64_H

#include <stdint.h>

#define VILLAGE_SPLITMIX64_GAMMA 0x9e3779b97f4a7c15ULL

/* The finaliser: unrelated outputs for nearby inputs. */
static inline uint64_t village_splitmix64_mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* The next number of the stream whose state is *state. */
static inline uint64_t village_splitmix64_next(uint64_t *state)
{
    *state += VILLAGE_SPLITMIX64_GAMMA;
    return village_splitmix64_mix(*state);
}

#endif
