/* What a chat room answers (xmpp_muc.h). */
#include "net/xmpp_muc.h"

#include <stdio.h>
#include <string.h>

static const char *const STANZA_ERROR_NS = "urn:ietf:params:xml:ns:xmpp-stanzas";

bool xmpp_muc_has_status(xmpp_stanza_t *x, const char *code)
{
    for (xmpp_stanza_t *c = x ? xmpp_stanza_get_children(x) : NULL; c;
         c = xmpp_stanza_get_next(c)) {
        const char *name = xmpp_stanza_get_name(c);
        const char *value = xmpp_stanza_get_attribute(c, "code");
        if (name && value && strcmp(name, "status") == 0 && strcmp(value, code) == 0)
            return true;
    }
    return false;
}

const char *xmpp_muc_error_condition(xmpp_stanza_t *stanza)
{
    xmpp_stanza_t *error = xmpp_stanza_get_child_by_name(stanza, "error");
    for (xmpp_stanza_t *c = error ? xmpp_stanza_get_children(error) : NULL; c;
         c = xmpp_stanza_get_next(c)) {
        const char *ns = xmpp_stanza_get_ns(c);
        if (xmpp_stanza_is_tag(c) && ns && strcmp(ns, STANZA_ERROR_NS) == 0)
            return xmpp_stanza_get_name(c);
    }
    return "";
}

xmpp_muc_owner_refusal xmpp_muc_owner_refused(const char *condition, const char *room, char *why,
                                              size_t size)
{
    if (strcmp(condition, "forbidden") == 0) {
        snprintf(why, size,
                 "the room %s is another account's, or this server does not let this account "
                 "make it (%s)",
                 room, condition);
        return XMPP_MUC_ROOM_TAKEN;
    }
    if (strcmp(condition, "registration-required") == 0 ||
        strcmp(condition, "not-authorized") == 0) {
        snprintf(why, size, "the room %s belongs to another account (%s)", room, condition);
        return XMPP_MUC_ROOM_TAKEN;
    }
    if (strcmp(condition, "not-allowed") == 0) {
        snprintf(why, size, "this server does not let this account make the room %s (%s)", room,
                 condition);
        return XMPP_MUC_ROOM_NOT_MADE;
    }
    return XMPP_MUC_REFUSED_OTHERWISE;
}
