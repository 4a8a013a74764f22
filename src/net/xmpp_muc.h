/* What a chat room (XEP-0045) answers, read one way by both of its users:
 * the room transport (xmpp_transport.c) and the referee's one connection
 * (src/referee/room_hub.c). No SDL. */
#ifndef VILLAGE_NET_XMPP_MUC_H
#define VILLAGE_NET_XMPP_MUC_H

#include <stdbool.h>
#include <stddef.h>

#include <strophe.h>

/* Whether the room's <x/> carries <status code="CODE"/> ("201": made now). */
bool xmpp_muc_has_status(xmpp_stanza_t *x, const char *code);
/* The defined condition of a stanza error ("conflict"), or "". */
const char *xmpp_muc_error_condition(xmpp_stanza_t *stanza);

/* How an owner reads a refused entry into a room it is to own. */
typedef enum xmpp_muc_owner_refusal {
    /* Another account holds the room: registration-required, not-authorized,
     * or forbidden, which ejabberd also says when it will not make the room
     * at all (access_create), so its words say both. */
    XMPP_MUC_ROOM_TAKEN,
    /* The server does not let this account make it (Prosody's not-allowed:
     * restrict_room_creation). */
    XMPP_MUC_ROOM_NOT_MADE,
    /* Neither: the caller says why. */
    XMPP_MUC_REFUSED_OTHERWISE
} xmpp_muc_owner_refusal;

/* Which of these the condition is; for the first two, the words for the
 * room's name in why. */
xmpp_muc_owner_refusal xmpp_muc_owner_refused(const char *condition, const char *room, char *why,
                                              size_t size);

#endif
