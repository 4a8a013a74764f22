/* The protocol's lines read and written (protocol.h, docs/network-protocol.md).
 * A line is words separated by single spaces; its first word names the
 * message, and the last field of some messages (a name, a move, a sentence,
 * a view) is the rest of the line. Chairs are 1-based on the wire, as seats
 * are in the engine protocol; 0-based in net_message. */
#include "net/protocol.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char *const MESSAGE_NAMES[NET_MSG_KINDS] = {"hello",   "move",  "sync",  "bye",
                                                         "welcome", "chair", "moved", "view",
                                                         "events",  "seats", "error"};
static const char *const ERROR_NAMES[NET_ERR_KINDS] = {
    "version",  "rules",   "full",        "token",          "taken",
    "syntax",   "flood",   "hello-first", "not-your-chair", "not-your-turn",
    "sequence", "illegal", "not-started", "game-over"};
static const char *const CHAIR_NAMES[NET_CHAIR_KINDS] = {"host", "open", "guest", "away",
                                                         "stand-in"};
/* An AI's chair on the seats line, one letter per village_ai_style in its
 * order: balanced, the chronicler, the councillor, the merchant-traveller
 * (test_net_protocol holds the two together; the network layer does not
 * see the AI's headers). */
static const char AI_STYLE_LETTERS[NET_AI_STYLES + 1] = "acom";

const char *net_error_name(net_error_kind error)
{
    return error >= 0 && error < NET_ERR_KINDS ? ERROR_NAMES[error] : "?";
}

const char *net_message_name(net_message_kind kind)
{
    return kind >= 0 && kind < NET_MSG_KINDS ? MESSAGE_NAMES[kind] : "?";
}

/* ---- Reading ---- */

typedef struct cursor {
    const char *at, *end;
    char *err;
    size_t err_size;
} cursor;

static bool refuse(cursor *c, const char *fmt, ...)
{
    if (c->err && c->err_size) {
        va_list args;
        va_start(args, fmt);
        vsnprintf(c->err, c->err_size, fmt, args);
        va_end(args);
    }
    return false;
}

/* The next word: up to the next space or the end. Words are separated by
 * exactly one space, so an empty word (two spaces, a space at either end)
 * is refused. */
static bool next_word(cursor *c, const char *what, const char **word, size_t *length)
{
    if (c->at >= c->end)
        return refuse(c, "%s is missing", what);
    const char *start = c->at;
    while (c->at < c->end && *c->at != ' ')
        c->at++;
    *word = start;
    *length = (size_t)(c->at - start);
    if (*length == 0)
        return refuse(c, "an empty word where %s should be", what);
    if (c->at < c->end) {
        c->at++; /* the space */
        if (c->at == c->end)
            return refuse(c, "a space at the end of the line");
    }
    return true;
}

static bool at_end(cursor *c)
{
    return c->at >= c->end || refuse(c, "more words than the message has");
}

/* The rest of the line as the last field; it may hold spaces, but not at
 * either end. */
static bool rest(cursor *c, const char *what, size_t max, bool optional, const char **text,
                 size_t *length)
{
    *text = c->at;
    *length = (size_t)(c->end - c->at);
    if (*length == 0)
        return optional || refuse(c, "%s is missing", what);
    if (*length > max)
        return refuse(c, "%s is longer than %zu bytes", what, max);
    if ((*text)[0] == ' ' || (*text)[*length - 1] == ' ')
        return refuse(c, "%s starts or ends with a space", what);
    c->at = c->end;
    return true;
}

static bool ascii_only(cursor *c, const char *what, const char *text, size_t length)
{
    for (size_t i = 0; i < length; i++)
        if ((unsigned char)text[i] > 0x7E)
            return refuse(c, "%s holds a byte outside printable ASCII", what);
    return true;
}

static bool word_is(const char *word, size_t length, const char *name)
{
    return strlen(name) == length && memcmp(word, name, length) == 0;
}

/* A whole number in decimal, no sign or leading zero, min..max. */
static bool number(cursor *c, const char *what, long min, long max, long *out)
{
    const char *w = NULL;
    size_t n = 0;
    if (!next_word(c, what, &w, &n))
        return false;
    if (n > 9 || (n > 1 && w[0] == '0'))
        return refuse(c, "%s is not a number from %ld to %ld", what, min, max);
    long value = 0;
    for (size_t i = 0; i < n; i++) {
        if (w[i] < '0' || w[i] > '9')
            return refuse(c, "%s is not a number from %ld to %ld", what, min, max);
        value = value * 10 + (w[i] - '0');
    }
    if (value < min || value > max)
        return refuse(c, "%s %ld is out of range (%ld to %ld)", what, value, min, max);
    *out = value;
    return true;
}

/* Exactly 'digits' lower-case hex digits, copied to out (digits + 1 bytes). */
static bool hex_word(cursor *c, const char *what, size_t digits, char *out)
{
    const char *w = NULL;
    size_t n = 0;
    if (!next_word(c, what, &w, &n))
        return false;
    if (n != digits)
        return refuse(c, "%s must be %zu hex digits", what, digits);
    for (size_t i = 0; i < n; i++)
        if (!((w[i] >= '0' && w[i] <= '9') || (w[i] >= 'a' && w[i] <= 'f')))
            return refuse(c, "%s must be %zu lower-case hex digits", what, digits);
    memcpy(out, w, n);
    out[n] = '\0';
    return true;
}

static bool hex64(cursor *c, const char *what, uint64_t *out)
{
    char text[NET_ID_HEX + 1];
    if (!hex_word(c, what, NET_ID_HEX, text))
        return false;
    uint64_t value = 0;
    for (int i = 0; i < NET_ID_HEX; i++)
        value = value << 4 | (uint64_t)(text[i] <= '9' ? text[i] - '0' : text[i] - 'a' + 10);
    *out = value;
    return true;
}

static bool chair_word(cursor *c, int max, int *out)
{
    long chair;
    if (!number(c, "the chair", 1, max, &chair))
        return false;
    *out = (int)chair - 1;
    return true;
}

/* A player's name: UTF-8, printable (no control characters or terminal
 * tricks), under VILLAGE_SEAT_NAME_MAX bytes. */
static bool name_field(cursor *c, bool optional, char out[VILLAGE_SEAT_NAME_MAX])
{
    const char *text;
    size_t n = 0;
    if (!rest(c, "the name", VILLAGE_SEAT_NAME_MAX - 1, optional, &text, &n))
        return false;
    memcpy(out, text, n);
    out[n] = '\0';
    if (!village_text_is_printable(out))
        return refuse(c, "the name is not printable UTF-8");
    return true;
}

static bool read_hello(cursor *c, net_message *m)
{
    long version;
    const char *w = NULL;
    size_t n = 0;
    /* Any version number is read, so that a guest of another version is
     * told so (NET_ERR_VERSION) rather than that its line is garbage. */
    if (!number(c, "the version", 1, 999999, &version))
        return false;
    m->version = (int)version;
    if (!hex_word(c, "the rules' identity", NET_ID_HEX, m->rules) ||
        !next_word(c, "the token", &w, &n))
        return false;
    if (word_is(w, n, "-")) {
        m->has_token = false;
    } else {
        c->at = w; /* read it again, checked */
        if (!hex_word(c, "the token", NET_TOKEN_HEX, m->token))
            return false;
        m->has_token = true;
    }
    return name_field(c, false, m->name);
}

static bool read_move_text(cursor *c, net_message *m)
{
    return rest(c, "the move", NET_MOVE_TEXT_MAX, false, &m->text, &m->text_length) &&
           ascii_only(c, "the move", m->text, m->text_length);
}

static bool read_counts(cursor *c, net_message *m)
{
    const char *w = NULL;
    size_t n = 0;
    if (!next_word(c, "the face-down counts", &w, &n))
        return false;
    int players = 0;
    size_t i = 0;
    while (i <= n) {
        if (players == VILLAGE_MAX_PLAYERS)
            return refuse(c, "more than %d face-down counts", VILLAGE_MAX_PLAYERS);
        size_t digits = 0;
        int value = 0;
        while (i < n && w[i] >= '0' && w[i] <= '9' && digits < 3) {
            value = value * 10 + (w[i] - '0');
            digits++;
            i++;
        }
        if (digits == 0 || (digits > 1 && w[i - digits] == '0') || value > VILLAGE_CUSTOMERS)
            return refuse(c, "the face-down counts are not numbers 0 to %d separated by commas",
                          VILLAGE_CUSTOMERS);
        m->counts[players++] = value;
        if (i == n)
            break;
        if (w[i] != ',')
            return refuse(c, "the face-down counts are not numbers 0 to %d separated by commas",
                          VILLAGE_CUSTOMERS);
        i++;
        if (i == n)
            return refuse(c, "the face-down counts end with a comma");
    }
    if (players < 2)
        return refuse(c, "a view needs the counts of 2 to %d players", VILLAGE_MAX_PLAYERS);
    m->players = players;
    return true;
}

/* A whole number, decimal, optionally negative (no "-0", no leading zero),
 * min..max, ending at 'stop' or the end of the word. */
static bool signed_field(const char **at, const char *end, char stop, long min, long max, long *out)
{
    const char *p = *at;
    bool negative = p < end && *p == '-';
    if (negative)
        p++;
    const char *digits = p;
    long value = 0;
    while (p < end && *p >= '0' && *p <= '9' && p - digits < 6) {
        value = value * 10 + (*p - '0');
        p++;
    }
    size_t n = (size_t)(p - digits);
    if (n == 0 || (n > 1 && digits[0] == '0') || (negative && value == 0))
        return false;
    if (p < end && *p != stop)
        return false;
    value = negative ? -value : value;
    if (value < min || value > max)
        return false;
    *at = p;
    *out = value;
    return true;
}

/* One event: ten numbers separated by commas, the fields of village_event in
 * its order: kind,player,member,a,b,from_place,from_spot,to_place,to_spot,
 * amount. */
static bool event_word(cursor *c, village_event *e)
{
    const char *w = NULL;
    size_t n = 0;
    if (!next_word(c, "an event", &w, &n))
        return false;
    const char *at = w, *end = w + n;
    long v[10];
    for (int f = 0; f < 10; f++) {
        long max = f == 9 ? 32767 : 255, min = f == 9 ? -32768 : 0;
        if (!signed_field(&at, end, ',', min, max, &v[f]) || (f < 9 && (at == end || ++at == end)))
            return refuse(c, "an event is not ten numbers separated by commas");
    }
    if (at != end)
        return refuse(c, "an event has more than ten numbers");
    if (v[0] >= VILLAGE_EV_KINDS)
        return refuse(c, "an unknown event kind %ld", v[0]);
    if (v[1] >= VILLAGE_MAX_PLAYERS && v[1] != VILLAGE_NOBODY)
        return refuse(c, "an event of player %ld", v[1]);
    *e = (village_event){.kind = (uint8_t)v[0],
                         .player = (uint8_t)v[1],
                         .member = (uint8_t)v[2],
                         .a = (uint8_t)v[3],
                         .b = (uint8_t)v[4],
                         .from_place = (uint8_t)v[5],
                         .from_spot = (uint8_t)v[6],
                         .to_place = (uint8_t)v[7],
                         .to_spot = (uint8_t)v[8],
                         .amount = (int16_t)v[9]};
    return true;
}

static bool read_events(cursor *c, net_message *m)
{
    long overflowed, count;
    if (!number(c, "the sequence number", 0, NET_SEQ_MAX, &m->seq) ||
        !number(c, "the overflow flag", 0, 1, &overflowed) ||
        !number(c, "the number of events", 0, VILLAGE_MAX_EVENTS, &count))
        return false;
    m->events.overflowed = overflowed == 1;
    m->events.count = (int)count;
    for (long i = 0; i < count; i++)
        if (!event_word(c, &m->events.items[i]))
            return false;
    return at_end(c);
}

static bool read_body(cursor *c, net_message *m)
{
    long value;
    const char *w = NULL;
    size_t n = 0;
    switch (m->kind) {
    case NET_MSG_HELLO:
        return read_hello(c, m);
    case NET_MSG_MOVE:
    case NET_MSG_MOVED:
        if (!number(c, "the sequence number", 0, NET_SEQ_MAX, &m->seq) ||
            !chair_word(c, VILLAGE_MAX_PLAYERS, &m->chair))
            return false;
        return read_move_text(c, m);
    case NET_MSG_SYNC:
    case NET_MSG_BYE:
        return at_end(c);
    case NET_MSG_WELCOME:
        if (!number(c, "the version", 1, 999999, &value))
            return false;
        m->version = (int)value;
        if (!hex64(c, "the game id", &m->game_id) ||
            !chair_word(c, VILLAGE_MAX_PLAYERS, &m->chair) ||
            !number(c, "the number of players", 2, VILLAGE_MAX_PLAYERS, &value))
            return false;
        m->players = (int)value;
        if (m->chair >= m->players)
            return refuse(c, "chair %d of a game of %d", m->chair + 1, m->players);
        m->has_token = true;
        return hex_word(c, "the token", NET_TOKEN_HEX, m->token) && at_end(c);
    case NET_MSG_CHAIR:
        if (!chair_word(c, VILLAGE_MAX_PLAYERS, &m->chair) ||
            !next_word(c, "the chair's status", &w, &n))
            return false;
        for (int s = 0; s < NET_CHAIR_KINDS; s++)
            if (word_is(w, n, CHAIR_NAMES[s])) {
                m->status = (net_chair_status)s;
                return name_field(c, true, m->name);
            }
        return refuse(c, "an unknown chair status");
    case NET_MSG_VIEW:
        if (!number(c, "the sequence number", 0, NET_SEQ_MAX, &m->seq) ||
            !hex64(c, "the hash", &m->hash) || !read_counts(c, m))
            return false;
        return rest(c, "the view", NET_LINE_MAX, false, &m->text, &m->text_length) &&
               ascii_only(c, "the view", m->text, m->text_length);
    case NET_MSG_EVENTS:
        return read_events(c, m);
    case NET_MSG_SEATS:
        if (!next_word(c, "who plays each chair", &w, &n))
            return false;
        if (n < 2 || n > VILLAGE_MAX_PLAYERS)
            return refuse(c, "who plays each chair: 2 to %d letters", VILLAGE_MAX_PLAYERS);
        for (size_t i = 0; i < n; i++) {
            const char *ai = w[i] ? strchr(AI_STYLE_LETTERS, w[i]) : NULL;
            if (w[i] != 'p' && !ai)
                return refuse(c, "who plays a chair: 'p' (a person), or an AI by its style: "
                                 "'a', 'c', 'o' or 'm'");
            m->person[i] = w[i] == 'p';
            m->ai_style[i] = ai ? (int)(ai - AI_STYLE_LETTERS) : 0;
        }
        m->players = (int)n;
        return at_end(c);
    case NET_MSG_ERROR:
        if (!next_word(c, "the error's kind", &w, &n))
            return false;
        for (int e = 0; e < NET_ERR_KINDS; e++)
            if (word_is(w, n, ERROR_NAMES[e])) {
                m->error = (net_error_kind)e;
                return rest(c, "the error's sentence", NET_ERROR_TEXT_MAX, true, &m->text,
                            &m->text_length) &&
                       ascii_only(c, "the error's sentence", m->text, m->text_length);
            }
        return refuse(c, "an unknown error kind");
    case NET_MSG_KINDS:
        break;
    }
    return refuse(c, "an unknown message");
}

bool net_message_read(const char *line, size_t length, net_message *out, char *err, size_t err_size)
{
    cursor c = {line, line + length, err, err_size};
    if (err && err_size)
        err[0] = '\0';
    if (length > NET_LINE_MAX)
        return refuse(&c, "a line longer than %d bytes", (int)NET_LINE_MAX);
    for (size_t i = 0; i < length; i++) {
        unsigned char b = (unsigned char)line[i];
        if (b < 0x20 || b == 0x7F)
            return refuse(&c, "a control byte at column %zu", i + 1);
    }
    net_message m;
    memset(&m, 0, sizeof m);
    m.text = "";
    const char *w = NULL;
    size_t n = 0;
    if (!next_word(&c, "the message's name", &w, &n))
        return false;
    int kind = -1;
    for (int k = 0; k < NET_MSG_KINDS; k++)
        if (word_is(w, n, MESSAGE_NAMES[k]))
            kind = k;
    if (kind < 0)
        return refuse(&c, "an unknown message");
    m.kind = (net_message_kind)kind;
    if (!read_body(&c, &m))
        return false;
    if (c.at != c.end)
        return refuse(&c, "more words than the message has");
    *out = m;
    return true;
}

/* ---- Writing ---- */

static size_t finish(int n, size_t size)
{
    return n > 0 && (size_t)n < size && (size_t)n <= NET_LINE_MAX ? (size_t)n : 0;
}

static bool printable_ascii(const char *text, size_t max, bool may_be_empty)
{
    size_t n = strlen(text);
    if ((n == 0 && !may_be_empty) || n > max)
        return false;
    if (n && (text[0] == ' ' || text[n - 1] == ' '))
        return false;
    for (size_t i = 0; i < n; i++)
        if (text[i] < 0x20 || text[i] > 0x7E)
            return false;
    return true;
}

static bool name_ok(const char *name, bool may_be_empty)
{
    size_t n = strlen(name);
    return (n || may_be_empty) && n < VILLAGE_SEAT_NAME_MAX && village_text_is_printable(name) &&
           (n == 0 || (name[0] != ' ' && name[n - 1] != ' '));
}

static bool token_ok(const char *token)
{
    if (strlen(token) != NET_TOKEN_HEX)
        return false;
    for (int i = 0; i < NET_TOKEN_HEX; i++)
        if (!((token[i] >= '0' && token[i] <= '9') || (token[i] >= 'a' && token[i] <= 'f')))
            return false;
    return true;
}

size_t net_write_hello(char *buf, size_t size, const char *rules, const char *token,
                       const char *name)
{
    if (strlen(rules) != NET_ID_HEX || (token && !token_ok(token)) || !name_ok(name, false))
        return 0;
    return finish(snprintf(buf, size, "hello %d %s %s %s", NET_PROTOCOL_VERSION, rules,
                           token ? token : "-", name),
                  size);
}

size_t net_write_move(char *buf, size_t size, long seq, int chair, const char *text)
{
    if (seq < 0 || seq > NET_SEQ_MAX || chair < 0 || chair >= VILLAGE_MAX_PLAYERS ||
        !printable_ascii(text, NET_MOVE_TEXT_MAX, false))
        return 0;
    return finish(snprintf(buf, size, "move %ld %d %s", seq, chair + 1, text), size);
}

size_t net_write_sync(char *buf, size_t size)
{
    return finish(snprintf(buf, size, "sync"), size);
}

size_t net_write_bye(char *buf, size_t size)
{
    return finish(snprintf(buf, size, "bye"), size);
}

size_t net_write_welcome(char *buf, size_t size, uint64_t game_id, int chair, int players,
                         const char *token)
{
    if (players < 2 || players > VILLAGE_MAX_PLAYERS || chair < 0 || chair >= players ||
        !token_ok(token))
        return 0;
    return finish(snprintf(buf, size, "welcome %d %016" PRIx64 " %d %d %s", NET_PROTOCOL_VERSION,
                           game_id, chair + 1, players, token),
                  size);
}

size_t net_write_chair(char *buf, size_t size, int chair, net_chair_status status, const char *name)
{
    if (chair < 0 || chair >= VILLAGE_MAX_PLAYERS || status < 0 || status >= NET_CHAIR_KINDS ||
        !name_ok(name, true))
        return 0;
    return finish(snprintf(buf, size, "chair %d %s%s%s", chair + 1, CHAIR_NAMES[status],
                           name[0] ? " " : "", name),
                  size);
}

size_t net_write_moved(char *buf, size_t size, long seq, int chair, const char *text)
{
    if (seq < 0 || seq > NET_SEQ_MAX || chair < 0 || chair >= VILLAGE_MAX_PLAYERS ||
        !printable_ascii(text, NET_MOVE_TEXT_MAX, false))
        return 0;
    return finish(snprintf(buf, size, "moved %ld %d %s", seq, chair + 1, text), size);
}

size_t net_write_view(char *buf, size_t size, long seq, uint64_t hash, int players,
                      const int counts[VILLAGE_MAX_PLAYERS], const char *json)
{
    if (seq < 0 || seq > NET_SEQ_MAX || players < 2 || players > VILLAGE_MAX_PLAYERS ||
        !printable_ascii(json, NET_LINE_MAX, false))
        return 0;
    char list[VILLAGE_MAX_PLAYERS * 4];
    size_t at = 0;
    for (int p = 0; p < players; p++) {
        if (counts[p] < 0 || counts[p] > VILLAGE_CUSTOMERS)
            return 0;
        at += (size_t)snprintf(list + at, sizeof list - at, "%s%d", p ? "," : "", counts[p]);
    }
    return finish(snprintf(buf, size, "view %ld %016" PRIx64 " %s %s", seq, hash, list, json),
                  size);
}

size_t net_write_events(char *buf, size_t size, long seq, const village_events *events)
{
    if (seq < 0 || seq > NET_SEQ_MAX || events->count < 0 || events->count > VILLAGE_MAX_EVENTS)
        return 0;
    int n = snprintf(buf, size, "events %ld %d %d", seq, events->overflowed ? 1 : 0, events->count);
    if (n < 0 || (size_t)n >= size)
        return 0;
    size_t at = (size_t)n;
    for (int i = 0; i < events->count; i++) {
        const village_event *e = &events->items[i];
        if (e->kind >= VILLAGE_EV_KINDS ||
            (e->player >= VILLAGE_MAX_PLAYERS && e->player != VILLAGE_NOBODY))
            return 0;
        n = snprintf(buf + at, size - at, " %d,%d,%d,%d,%d,%d,%d,%d,%d,%d", e->kind, e->player,
                     e->member, e->a, e->b, e->from_place, e->from_spot, e->to_place, e->to_spot,
                     e->amount);
        if (n < 0 || (size_t)n >= size - at)
            return 0;
        at += (size_t)n;
    }
    return finish((int)at, size);
}

size_t net_write_seats(char *buf, size_t size, int players, const bool person[VILLAGE_MAX_PLAYERS],
                       const int ai_style[VILLAGE_MAX_PLAYERS])
{
    if (players < 2 || players > VILLAGE_MAX_PLAYERS)
        return 0;
    char letters[VILLAGE_MAX_PLAYERS + 1];
    for (int c = 0; c < players; c++) {
        if (!person[c] && (ai_style[c] < 0 || ai_style[c] >= NET_AI_STYLES))
            return 0;
        letters[c] = person[c] ? 'p' : AI_STYLE_LETTERS[ai_style[c]];
    }
    letters[players] = '\0';
    return finish(snprintf(buf, size, "seats %s", letters), size);
}

size_t net_write_error(char *buf, size_t size, net_error_kind error, const char *text)
{
    if (error < 0 || error >= NET_ERR_KINDS || !printable_ascii(text, NET_ERROR_TEXT_MAX, true))
        return 0;
    return finish(snprintf(buf, size, "error %s%s%s", ERROR_NAMES[error], text[0] ? " " : "", text),
                  size);
}
