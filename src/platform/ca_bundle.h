/* The certificate authorities the game trusts when the player names none:
 * Windows and macOS have no file OpenSSL could read, so the packages ship
 * Debian's ca-certificates (Mozilla's list) beside the program; Linux uses
 * the system's own (what its OpenSSL reads by default). Plain C: no SDL. */
#ifndef VILLAGE_PLATFORM_CA_BUNDLE_H
#define VILLAGE_PLATFORM_CA_BUNDLE_H

/* The file a package ships, or NULL when there is none (Linux; a build run
 * from its build tree): then OpenSSL's default places are used. UTF-8 path. */
const char *platform_bundled_ca_file(void);

/* What to trust for a server: the player's own file when given (a private
 * server's CA), else the shipped one, else NULL (the system's). */
const char *platform_ca_file_or_default(const char *players_file);

#endif
