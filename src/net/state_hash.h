/* A game state's fingerprint, one implementation for two uses: the whole
 * state (village-cli random-games folds every final state into its
 * checksum, so any change to the rules shows) and its public part (the
 * hash a network game's host and guests compare after every move,
 * public_view.h). FNV-1a over each field in a fixed order and byte order,
 * so struct padding and the host's endianness never change it. No SDL, no
 * I/O. */
#ifndef VILLAGE_NET_STATE_HASH_H
#define VILLAGE_NET_STATE_HASH_H

#include <stddef.h>
#include <stdint.h>

#include "village/village.h"

/* FNV-1a's starting value: a fingerprint starts here. */
#define NET_HASH_BASIS 0xcbf29ce484222325ULL

typedef enum net_hash_scope {
    NET_HASH_WHOLE,  /* every field: the pile's order, the generator, the customers */
    NET_HASH_PUBLIC, /* what every chair sees: no pile, no generator, customers counted */
} net_hash_scope;

/* h with the state's fields of 'scope' folded in. */
uint64_t net_state_hash(const village_state *s, uint64_t h, net_hash_scope scope);
/* h with n bytes folded in, and the low 'bytes' bytes of value (least
 * significant first): what the fingerprint is made of, for a hash of more
 * than one state (the rules build's identity). */
uint64_t net_hash_bytes(uint64_t h, const uint8_t *bytes, size_t n);
uint64_t net_hash_value(uint64_t h, uint64_t value, int bytes);
/* How many customers a player's set (one bit each) holds: what the public
 * hash and a chair's view show of the face-down ones. */
int net_customer_count(uint32_t customers);

#endif
