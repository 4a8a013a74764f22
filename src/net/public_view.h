/* What a network game shows of itself (docs/network-protocol.md, "Nothing
 * hidden leaves the host"): the view of one chair as the host writes it
 * (the pile's order, the generator and the other players' face-down
 * customers left out), the playable state a guest rebuilds from it by
 * dealing the hidden parts itself, the hash of the public state both sides
 * compare after every move, and the rules build's identity the hello
 * carries. No SDL, no I/O. */
#ifndef VILLAGE_NET_PUBLIC_VIEW_H
#define VILLAGE_NET_PUBLIC_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "village/village.h"

/* FNV-1a over every public field in a fixed order and byte order: not the
 * pile's contents or order, not the generator, and of each player's
 * face-down customers only how many. Two states that differ only in what
 * is hidden hash alike. */
uint64_t net_public_hash(const village_state *s);

/* The rules build's identity as 16 hex digits (out: 17 bytes): a hash of
 * fixed games played with this build's rules (every move's notation, every
 * public state), so two builds whose rules differ anywhere a game reaches
 * refuse to play together. A few milliseconds, once per process. */
void net_rules_identity(char out[17]);

/* The view of 'chair' of the real state, as a position's JSON on one line
 * (malloc'd; NULL for want of memory): the other players' face-down
 * customers are put back among the unseen tiles (until the game is over:
 * final scoring turns them up), the unseen tiles are sorted and dealt from
 * a fixed seed, so nothing in the text depends on the hidden order or the
 * generator. counts gets each player's face-down customers. */
char *net_view_json(const village_state *real, int chair, int counts[VILLAGE_MAX_PLAYERS]);

/* A guest's playable state from a view (json, length bytes) for 'chair':
 * the other players' face-down customers and the pile's order dealt from
 * 'seed' (as the AI re-deals what it cannot see). False with the reason in
 * err when the view is not a possible one (bad JSON, counts that do not
 * add up, a state the rules refuse). */
bool net_view_rebuild(const char *json, size_t length, int players,
                      const int counts[VILLAGE_MAX_PLAYERS], int chair, uint64_t seed,
                      village_state *out, char *err, size_t err_size);

/* The events of one move as 'chair' may know them, as its view hides
 * things: until the game is over (game_over: the state after the move is),
 * a customer another player served lies face down, so its tile (b) and
 * points (amount) become VILLAGE_NO_CUSTOMER and 0. Everything else in an
 * event is public (a cube drawn, a customer turned up from the pile: all
 * see it). */
void net_events_for_chair(const village_events *all, int chair, bool game_over,
                          village_events *out);

/* The public state as one line of a position's JSON (malloc'd), the same for
 * every state with the same public part and the same face-down customers:
 * the pile sorted and dealt from a fixed seed. At the game's end, when every
 * customer is turned up, the host and every guest write the same text. */
char *net_public_json(const village_state *s);

#endif
