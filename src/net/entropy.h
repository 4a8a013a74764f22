/* Randomness for what must not be guessed from the game (chair tokens, game
 * ids, a guest's own deal of what it cannot see): the clock's nanoseconds,
 * the processor time and where this run's memory lies, mixed. Not for
 * cryptography: a token keeps a chair from a mistaken or mischievous
 * claim, not from someone who can read the traffic. No SDL. */
#ifndef VILLAGE_NET_ENTROPY_H
#define VILLAGE_NET_ENTROPY_H

#include <stdint.h>

uint64_t net_entropy(void);

#endif
