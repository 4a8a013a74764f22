/* A referee's game room admits only the holders of its chairs' tokens, each
 * from the account its chair belongs to. The live-play host seats a guest
 * who says hello without a token in a free or away chair (a friend at a
 * table the host set up); in a game by turns every chair is away most of
 * the time, so anyone who learnt the room's name could take one. And a
 * token is a secret that can leak (a screenshot, a log): alone it must be
 * worth nothing. This transport wraps the room's: a hello without a token,
 * or with a chair's token from an account that is not that chair's seat
 * (the room's transport says which account each peer is: peer_identity),
 * is answered with the protocol's "token" error and the peer is dropped
 * before the host hears it. No SDL. */
#ifndef VILLAGE_REFEREE_TOKEN_GUARD_H
#define VILLAGE_REFEREE_TOKEN_GUARD_H

#include "net/transport.h"
#include "referee/store.h"

/* Wraps inner (owned from now on, freed with the guard) for the game g
 * (its seats' addresses and tokens are copied); NULL when memory is short
 * (inner is freed then too). */
net_transport *referee_token_guard_new(net_transport *inner, const referee_game *g);

#endif
