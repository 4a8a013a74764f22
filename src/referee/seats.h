/* What a game by turns is made of, as both the referee and a player's
 * program know it: a seat (a person's bare XMPP address or an AI level and
 * perhaps its style),
 * a rating, and the bounds of the addresses, rooms and tokens they carry.
 * The store (store.h) keeps them; the request protocol (requests.h)
 * carries them. Only types: nothing here needs a database. No SDL. */
#ifndef VILLAGE_REFEREE_SEATS_H
#define VILLAGE_REFEREE_SEATS_H

#include <stdbool.h>

enum {
    REFEREE_JID_MAX = 255,  /* a bare JID: "ana@example.org" (RFC 7622 bounds each part to 1023; we
                               keep games' to 255) */
    REFEREE_ROOM_MAX = 255, /* a room's JID: "village-3f2a…@conference.example.org" */
    REFEREE_NAME_MAX = 127, /* a referee's name, unique among the referees of one database */
    REFEREE_TOKEN_MAX = 32, /* a chair's token (NET_TOKEN_HEX) */
    REFEREE_MOVE_MAX = 160  /* a move's notation (NET_MOVE_TEXT_MAX) */
};

/* A seat of a game by turns: a person by their bare XMPP address, or an AI
 * the referee plays. */
typedef struct referee_seat {
    char jid[REFEREE_JID_MAX + 1]; /* a person's bare JID; "" for an AI seat */
    int ai_level;                  /* an AI seat's level (village/ai.h); -1 for a person */
    /* An AI seat's style (village/ai.h) as chosen when the game was made;
     * when not chosen, the game's id deals one (game_styles.h). Never a
     * person's. */
    bool style_chosen;
    int ai_style;
    /* The chair's token in the game's room (net_host_setup.tokens): a
     * person's key to their chair. "" for an AI seat. */
    char token[REFEREE_TOKEN_MAX + 1];
    /* The seat's person was invited and has not said yes yet
     * (docs/referee.md, "Invitations"); never the creator's seat or an AI
     * seat. A game starts only once no seat is. */
    bool invited;
} referee_seat;

/* A rating (Glicko-2, docs/referee.md "Ratings"): rating and deviation on
 * the Glicko scale, the volatility, and the rated games behind it. A player
 * never rated has 1500, 350, 0.06, 0 games. */
typedef struct referee_rating {
    double rating;
    double deviation;
    double volatility;
    int games;
} referee_rating;

#endif
