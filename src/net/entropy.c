/* net_entropy (entropy.h): C17's clocks and the addresses the system gave
 * this run (randomised on every current OS), mixed by splitmix64. */
/* clock_gettime: mingw-w64's C runtime has no C11 timespec_get, its
 * winpthreads has this. */
#define _POSIX_C_SOURCE 200809L
#include "net/entropy.h"

#include <stdlib.h>
#include <time.h>

static uint64_t mix(uint64_t z)
{
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t net_entropy(void)
{
    struct timespec now = {0};
    clock_gettime(CLOCK_REALTIME, &now);
    uint64_t h = mix((uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec);
    h = mix(h ^ (uint64_t)clock());
    int local = 0;
    h = mix(h ^ (uint64_t)(uintptr_t)&local);
    void *heap = malloc(1);
    h = mix(h ^ (uint64_t)(uintptr_t)heap);
    free(heap);
    h = mix(h ^ (uint64_t)(uintptr_t)&net_entropy);
    return h;
}
