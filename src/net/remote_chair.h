/* What the host (host.c) and a remote chair's seat (seat_remote.c) share,
 * so that neither calls the other: the guest's move, checked by the host
 * and waiting for the session to ask the chair; the AI standing in for the
 * guest, which the seat asks instead; and the news of every move the seat
 * heard (seat.h, heard), written as the guest's lines and waiting for the
 * host's next poll to send them. The host owns it; the seat only points
 * to it, and the host gives the session other seats before freeing it. */
#ifndef VILLAGE_NET_REMOTE_CHAIR_H
#define VILLAGE_NET_REMOTE_CHAIR_H

#include <stdbool.h>
#include <stddef.h>

#include "session/seat.h"

typedef struct net_remote_chair {
    int chair;
    int players;
    /* The guest's move for decision seq, if one came: taken once. */
    bool has_move;
    long seq;
    village_move move;
    /* The AI playing the chair for its guest (the host's, owned here), or
     * NULL: the guest plays. Each new one has a new generation, so the
     * seat knows whether it has begun the decision with this one. */
    seat_source *stand_in;
    unsigned long stand_in_generation;
    /* A guest sits here and the game is on: what the seat hears is written
     * for it (the host sets it). */
    bool guest_listens;
    /* Lines for the guest, each ended by '\n' here (not on the wire). */
    char *news;
    size_t news_length, news_capacity;
    /* A line could not be kept (memory): the host sends the latest view
     * instead of the news, as to a guest that asked for it (sync). */
    bool news_lost;
} net_remote_chair;

/* The chair's seat: the session asks it as it asks an AI, and it hears
 * each move. NULL for want of memory. */
seat_source *net_remote_seat_new(net_remote_chair *chair);

/* The guest's move is taken: true with it in *out when one came for seq. */
bool net_remote_chair_take_move(net_remote_chair *c, long seq, village_move *out);
/* Forgets the news, the move and the stand-in (freed). */
void net_remote_chair_clear(net_remote_chair *c);
/* Ends and frees the AI standing in: the guest plays again. */
void net_remote_chair_end_stand_in(net_remote_chair *c);

#endif
