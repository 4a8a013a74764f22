/* FILE.chairs, kept beside a hosted network game's save
 * (docs/network-protocol.md, "Resuming a game"): the game's id and each
 * remote chair's token, so that a host that stopped and took the game up
 * again gives every guest its chair back. The reader is strict (every line,
 * number and token checked; a hostile file is refused with a sentence) and
 * fuzzed (tests/fuzz/fuzz_net.c). No SDL. */
#ifndef VILLAGE_NET_CHAIRS_FILE_H
#define VILLAGE_NET_CHAIRS_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "net/host.h"

enum { NET_CHAIRS_FILE_MAX = 4096 }; /* far more than four chairs need */

/* "SAVE.chairs" into out; false when it does not fit. */
bool net_chairs_path(const char *save, char *out, size_t size);

/* The file's text for the host's game ('players' chairs), into buf; its
 * length, or 0 when it does not fit. */
size_t net_chairs_format(const net_host *h, int players, char *buf, size_t size);
/* Reads the text (length bytes) of a game of 'players' chairs into setup:
 * game_id, remote[] and tokens[] (the rest untouched). False with the
 * reason in err when it is not such a file. */
bool net_chairs_parse(const char *text, size_t length, int players, net_host_setup *setup,
                      char *err, size_t size);

/* SAVE.chairs written atomically / read; false with the reason in err. */
bool net_chairs_write(const char *save, const net_host *h, int players, char *err, size_t size);
bool net_chairs_read(const char *save, int players, net_host_setup *setup, char *err, size_t size);

#endif
