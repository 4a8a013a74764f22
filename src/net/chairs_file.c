/* FILE.chairs (chairs_file.h): written by the host beside its save, read
 * back when it resumes. Format, one line each, every line ending in '\n':
 *   village-chairs 1
 *   game GAME_ID                  16 lower-case hex digits, not all zero
 *   chair N TOKEN                 one per remote chair, N from 1 rising,
 *                                 TOKEN 32 lower-case hex digits */
#include "net/chairs_file.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/files.h"
#include "village/save.h"

static const char HEADER[] = "village-chairs 1\n";

bool net_chairs_path(const char *save, char *out, size_t size)
{
    int n = snprintf(out, size, "%s.chairs", save);
    return n > 0 && (size_t)n < size;
}

size_t net_chairs_format(const net_host *h, int players, char *buf, size_t size)
{
    int n = snprintf(buf, size, "%sgame %016" PRIx64 "\n", HEADER, net_host_game_id(h));
    if (n < 0 || (size_t)n >= size)
        return 0;
    size_t at = (size_t)n;
    for (int c = 0; c < players; c++) {
        if (!net_host_token(h, c)[0])
            continue;
        n = snprintf(buf + at, size - at, "chair %d %s\n", c + 1, net_host_token(h, c));
        if (n < 0 || (size_t)n >= size - at)
            return 0;
        at += (size_t)n;
    }
    return at;
}

static bool refuse(char *err, size_t size, int line, const char *fmt, ...)
{
    if (!err || !size)
        return false;
    int n = snprintf(err, size, "line %d: ", line);
    if (n < 0 || (size_t)n >= size)
        return false;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err + n, size - (size_t)n, fmt, ap);
    va_end(ap);
    return false;
}

/* n lower-case hex digits at p into *value (NULL: only checked). */
static bool hex_digits(const char *p, size_t n, uint64_t *value)
{
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        char c = p[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return false;
        v = v << 4 | (uint64_t)d;
    }
    if (value)
        *value = v;
    return true;
}

bool net_chairs_parse(const char *text, size_t length, int players, net_host_setup *setup,
                      char *err, size_t size)
{
    if (length > NET_CHAIRS_FILE_MAX)
        return refuse(err, size, 1, "longer than any chairs file");
    if (memchr(text, '\0', length))
        return refuse(err, size, 1, "a NUL byte: not a chairs file");
    if (length < sizeof HEADER - 1 || memcmp(text, HEADER, sizeof HEADER - 1) != 0)
        return refuse(err, size, 1, "expected 'village-chairs 1'");
    const char *p = text + sizeof HEADER - 1, *end = text + length;
    /* game GAME_ID */
    uint64_t game = 0;
    if (end - p < 5 + NET_ID_HEX + 1 || memcmp(p, "game ", 5) != 0 ||
        !hex_digits(p + 5, NET_ID_HEX, &game) || p[5 + NET_ID_HEX] != '\n')
        return refuse(err, size, 2, "expected 'game' and 16 lower-case hex digits");
    if (game == 0)
        return refuse(err, size, 2, "a game id of zero");
    p += 5 + NET_ID_HEX + 1;
    bool remote[VILLAGE_MAX_PLAYERS] = {false};
    char tokens[VILLAGE_MAX_PLAYERS][NET_TOKEN_HEX + 1];
    int line = 3, last = 0, count = 0;
    /* chair N TOKEN: N one digit */
    enum { CHAIR_LINE = 6 + 2 + NET_TOKEN_HEX + 1 };
    for (; p < end; p += CHAIR_LINE, line++) {
        if (end - p < CHAIR_LINE || memcmp(p, "chair ", 6) != 0 || p[6] < '1' || p[6] > '9' ||
            p[7] != ' ' || !hex_digits(p + 8, NET_TOKEN_HEX, NULL) || p[8 + NET_TOKEN_HEX] != '\n')
            return refuse(err, size, line,
                          "expected 'chair', a chair number and 32 lower-case hex digits");
        int chair = p[6] - '0';
        if (chair > players)
            return refuse(err, size, line, "chair %d in a game of %d players", chair, players);
        if (chair <= last)
            return refuse(err, size, line, "chair %d again or out of order", chair);
        last = chair;
        remote[chair - 1] = true;
        memcpy(tokens[chair - 1], p + 8, NET_TOKEN_HEX);
        tokens[chair - 1][NET_TOKEN_HEX] = '\0';
        count++;
    }
    if (count == 0)
        return refuse(err, size, line, "no remote chair: not a network game");
    setup->game_id = game;
    for (int c = 0; c < players && c < VILLAGE_MAX_PLAYERS; c++) {
        setup->remote[c] = remote[c];
        if (remote[c])
            memcpy(setup->tokens[c], tokens[c], NET_TOKEN_HEX + 1);
    }
    return true;
}

bool net_chairs_write(const char *save, const net_host *h, int players, char *err, size_t size)
{
    char path[4096], text[NET_CHAIRS_FILE_MAX];
    size_t n = net_chairs_format(h, players, text, sizeof text);
    if (!net_chairs_path(save, path, sizeof path) || n == 0) {
        snprintf(err, size, "%s: a path too long for its chairs file", save);
        return false;
    }
    /* The tokens are the chairs' keys: the user's alone. */
    return platform_write_private(path, text, n, err, size);
}

bool net_chairs_read(const char *save, int players, net_host_setup *setup, char *err, size_t size)
{
    char path[4096], why[200];
    if (!net_chairs_path(save, path, sizeof path)) {
        snprintf(err, size, "%s: a path too long for its chairs file", save);
        return false;
    }
    char *text = village_read_text_file(path, NET_CHAIRS_FILE_MAX, err, size);
    if (!text)
        return false;
    bool ok = net_chairs_parse(text, strlen(text), players, setup, why, sizeof why);
    free(text);
    if (!ok)
        snprintf(err, size, "%s: not the chairs file of a hosted game (%s)", path, why);
    return ok;
}
