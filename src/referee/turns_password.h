/* The XMPP password a player chose to remember on this computer (docs/
 * referee.md, "In the game"): one file that only its owner may read (mode
 * 0600; an owner-only DACL on Windows), written whole or not at all. Only
 * where the game has XMPP (a build without libstrophe never writes one).
 * No SDL. */
#ifndef VILLAGE_REFEREE_TURNS_PASSWORD_H
#define VILLAGE_REFEREE_TURNS_PASSWORD_H

#include <stdbool.h>
#include <stddef.h>

/* Writes password to path, the user's alone, replacing it atomically. */
bool turns_password_write(const char *path, const char *password);
/* Reads it back (false: none, or unreadable). */
bool turns_password_read(const char *path, char *out, size_t size);

#endif
