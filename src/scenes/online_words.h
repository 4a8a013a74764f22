/* A network game's troubles in the player's language: why a transport
 * could not start or stopped (the transports say it in English, for logs),
 * and why a host refused us (the protocol's error kinds). */
#ifndef VILLAGE_SCENES_ONLINE_WORDS_H
#define VILLAGE_SCENES_ONLINE_WORDS_H

#include <stddef.h>

#include "catalogue/i18n.h"

/* The transport's English reason as a sentence in the player's language;
 * a reason the game does not know is named as it came, after a sentence
 * that says the connection failed. Returns out. */
const char *online_failure_text(const i18n *cat, const char *english, char *out, size_t size);
/* A host's refusal (net_error_kind) as a sentence in the player's language. */
const char *online_refusal_text(const i18n *cat, int kind);

#endif
