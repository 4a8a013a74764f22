/* Secrets a stranger must not guess (chair tokens, game ids, the seed of a
 * hosted game) come from the operating system's cryptographic source:
 * getrandom on Linux, arc4random_buf on macOS and the BSDs,
 * BCryptGenRandom on Windows. Never a clock, an address or the game's own
 * generator: their outputs can be worked out from one another. No SDL. */
#ifndef VILLAGE_PLATFORM_SECURE_RANDOM_H
#define VILLAGE_PLATFORM_SECURE_RANDOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Fills buf with size random bytes; false (buf left zeroed) only when the
 * system has no source at all, which callers treat as a failure to start
 * the game or the referee, never as a reason to fall back to something
 * guessable. */
bool platform_random_bytes(void *buf, size_t size);

/* 64 random bits, or 0 when platform_random_bytes fails. */
uint64_t platform_random64(void);

/* Compares two secrets of the same length in time that depends on the
 * length only, so a peer cannot learn a token byte by byte from how long
 * a refusal takes. */
bool platform_secrets_equal(const void *a, const void *b, size_t size);

#endif
