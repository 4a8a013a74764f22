/* The request protocol's lines (requests.h): split into words by single
 * spaces, each word checked against what its place allows, and written
 * back the same way. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "referee/requests.h"
#include "village/ai.h"

enum { MAX_WORDS = 16 };
#define SEAT_WORDS "a seat is a bare JID, ai:LEVEL or ai:LEVEL/STYLE"

static const char *const KIND_WORDS[REFEREE_MSG_KINDS] = {
    "create",  "list",  "seat",   "rating",  "accept",    "decline",
    "created", "game",  "listed", "seated",  "your-turn", "paused",
    "resumed", "rated", "error",  "invited", "accepted",  "cancelled"};
static const char *const ERROR_WORDS[REFEREE_ERR_KINDS] = {
    "syntax",      "version",     "not-seated",        "invalid",       "unavailable", "busy",
    "not-started", "limit-games", "limit-invitations", "limit-creates", "over"};
enum { STATES = 5 };
static const char *const STATE_WORDS[STATES] = {"your-turn", "waiting", "finished", "invited",
                                                "pending"};

typedef struct word {
    const char *at;
    size_t length;
} word;

static bool word_is(word w, const char *text)
{
    return strlen(text) == w.length && memcmp(w.at, text, w.length) == 0;
}

static int word_index(word w, const char *const *table, int n)
{
    for (int i = 0; i < n; i++)
        if (word_is(w, table[i]))
            return i;
    return -1;
}

const char *referee_game_state_name(referee_game_state s)
{
    return (unsigned)s < STATES ? STATE_WORDS[s] : "?";
}

const char *referee_error_name(referee_error_kind e)
{
    return e >= 0 && e < REFEREE_ERR_KINDS ? ERROR_WORDS[e] : "?";
}

bool referee_jid_ok(const char *jid, size_t length)
{
    if (length == 0 || length > REFEREE_JID_MAX)
        return false;
    size_t ats = 0, at = 0;
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)jid[i];
        if (c <= ' ' || c >= 0x7F || c == '/' || c == '"' || c == '<' || c == '>' || c == '\'' ||
            c == '&')
            return false;
        if (c == '@') {
            ats++;
            at = i;
        }
    }
    return ats == 1 && at > 0 && at + 1 < length;
}

/* A decimal number without sign or leading zeros, in [min, max]. */
static bool read_number(word w, long min, long max, long *out)
{
    if (w.length == 0 || w.length > 12 || (w.length > 1 && w.at[0] == '0'))
        return false;
    long v = 0;
    for (size_t i = 0; i < w.length; i++) {
        if (w.at[i] < '0' || w.at[i] > '9')
            return false;
        v = v * 10 + (w.at[i] - '0');
    }
    if (v < min || v > max)
        return false;
    *out = v;
    return true;
}

/* Exactly 16 lower-case hex digits, not all zero. */
static bool read_game_id(word w, uint64_t *out)
{
    if (w.length != 16)
        return false;
    uint64_t v = 0;
    for (size_t i = 0; i < 16; i++) {
        char c = w.at[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return false;
        v = v << 4 | (uint64_t)d;
    }
    *out = v;
    return v != 0;
}

static bool read_token(word w, char out[REFEREE_TOKEN_MAX + 1])
{
    if (w.length != REFEREE_TOKEN_MAX)
        return false;
    for (size_t i = 0; i < w.length; i++)
        if (!((w.at[i] >= '0' && w.at[i] <= '9') || (w.at[i] >= 'a' && w.at[i] <= 'f')))
            return false;
    memcpy(out, w.at, w.length);
    out[w.length] = '\0';
    return true;
}

static bool read_jid(word w, char out[REFEREE_JID_MAX + 1])
{
    if (!referee_jid_ok(w.at, w.length))
        return false;
    memcpy(out, w.at, w.length);
    out[w.length] = '\0';
    return true;
}

/* A room's JID: the same characters as a bare JID. */
static bool read_room(word w, char out[REFEREE_ROOM_MAX + 1])
{
    return read_jid(w, out);
}

/* A seat: "ai:LEVEL", "ai:LEVEL/STYLE" or a bare JID. */
static bool read_seat(word w, referee_seat *out)
{
    memset(out, 0, sizeof *out);
    if (w.length > 3 && memcmp(w.at, "ai:", 3) == 0) {
        char level[32];
        if (w.length - 3 >= sizeof level)
            return false;
        memcpy(level, w.at + 3, w.length - 3);
        level[w.length - 3] = '\0';
        char *style = strchr(level, '/');
        if (style) {
            *style++ = '\0';
            out->ai_style = village_ai_style_from_name(style);
            out->style_chosen = true;
            if (out->ai_style < 0)
                return false;
        }
        out->ai_level = village_ai_level_from_name(level);
        return out->ai_level >= 0;
    }
    out->ai_level = -1;
    return read_jid(w, out->jid);
}

/* A rating "1500.0": digits, a point, one digit; within [0, 10000). */
static bool read_decimal(word w, double *out)
{
    if (w.length < 3 || w.length > 6 || w.at[w.length - 2] != '.')
        return false;
    word whole = {w.at, w.length - 2};
    long v, tenth;
    if (!read_number(whole, 0, 9999, &v) ||
        !read_number((word){w.at + w.length - 1, 1}, 0, 9, &tenth))
        return false;
    *out = (double)v + (double)tenth / 10.0;
    return true;
}

/* The rest of the line from word i on: free text (printable, no control). */
static bool read_text(const word *words, int n, int i, char out[REFEREE_TEXT_MAX + 1])
{
    out[0] = '\0';
    if (i >= n)
        return true;
    const char *start = words[i].at;
    size_t length = (size_t)(words[n - 1].at + words[n - 1].length - start);
    if (length > REFEREE_TEXT_MAX)
        return false;
    memcpy(out, start, length);
    out[length] = '\0';
    return true;
}

static bool refuse(char *err, size_t err_size, const char *why)
{
    snprintf(err, err_size, "%s", why);
    return false;
}

int referee_line_version(const char *line, size_t length)
{
    static const char start[] = "village-referee ";
    size_t n = sizeof start - 1, digits = 0;
    if (length <= n || memcmp(line, start, n) != 0)
        return 0;
    int version = 0;
    while (n + digits < length && digits < 3 && line[n + digits] >= '0' && line[n + digits] <= '9')
        version = version * 10 + (line[n + digits++] - '0');
    return digits > 0 && (n + digits == length || line[n + digits] == ' ') ? version : 0;
}

size_t referee_version_error_write(char *buf, size_t size, int version)
{
    int n = snprintf(buf, size, "village-referee %d error version this side speaks version %d",
                     version, REFEREE_PROTOCOL_VERSION);
    return version > 0 && n > 0 && (size_t)n < size ? (size_t)n : 0;
}

bool referee_msg_read(const char *line, size_t length, referee_msg *out, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    out->chair = -1;
    out->to_act = -1;
    if (length > REFEREE_LINE_MAX)
        return refuse(err, err_size, "the line is too long");
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)line[i];
        if (c < 0x20 || c == 0x7F)
            return refuse(err, err_size, "a control character in the line");
    }
    word words[MAX_WORDS];
    int n = 0;
    size_t i = 0;
    while (i < length) {
        size_t end = i;
        while (end < length && line[end] != ' ')
            end++;
        if (end == i)
            return refuse(err, err_size, "an empty word (two spaces, or a space at an end)");
        if (n == MAX_WORDS)
            return refuse(err, err_size, "too many words");
        words[n++] = (word){line + i, end - i};
        i = end;
        if (i < length && ++i == length)
            return refuse(err, err_size, "a space at the end");
    }
    if (n < 3 || !word_is(words[0], "village-referee"))
        return refuse(err, err_size, "not a line of the referee's protocol");
    long number;
    if (!read_number(words[1], 1, 999, &number))
        return refuse(err, err_size, "no protocol version");
    if (number != REFEREE_PROTOCOL_VERSION) {
        snprintf(err, err_size, "version %ld of the protocol; this side speaks %d", number,
                 REFEREE_PROTOCOL_VERSION);
        return false;
    }
    int kind = word_index(words[2], KIND_WORDS, REFEREE_MSG_KINDS);
    if (kind < 0)
        return refuse(err, err_size, "an unknown message");
    out->kind = (referee_msg_kind)kind;
    const word *a = words + 3; /* the arguments */
    int args = n - 3;
    switch (out->kind) {
    case REFEREE_MSG_CREATE:
        if (args < 3 || args > 1 + VILLAGE_MAX_PLAYERS)
            return refuse(err, err_size, "create: a time limit and 2 to 4 seats");
        if (!read_number(a[0], REFEREE_MOVE_SECONDS_MIN, REFEREE_MOVE_SECONDS_MAX, &number))
            return refuse(err, err_size, "create: the time limit is 60 to 2419200 seconds");
        out->move_seconds = (int)number;
        out->players = args - 1;
        for (int s = 0; s < out->players; s++)
            if (!read_seat(a[1 + s], &out->seats[s]))
                return refuse(err, err_size, "create: " SEAT_WORDS);
        return true;
    case REFEREE_MSG_LIST:
        return args == 0 || refuse(err, err_size, "list: no arguments");
    case REFEREE_MSG_SEAT:
    case REFEREE_MSG_RESUMED:
    case REFEREE_MSG_ACCEPT:
    case REFEREE_MSG_DECLINE:
    case REFEREE_MSG_ACCEPTED:
        if (args != 1 || !read_game_id(a[0], &out->game))
            return refuse(err, err_size, "a game's id: 16 hex digits");
        return true;
    case REFEREE_MSG_RATING:
        if (args != 1 || !read_jid(a[0], out->jid))
            return refuse(err, err_size, "rating: a bare JID");
        return true;
    case REFEREE_MSG_CREATED:
        if (args != 2 || !read_game_id(a[0], &out->game) || !read_room(a[1], out->room))
            return refuse(err, err_size, "created: a game's id and its room");
        return true;
    case REFEREE_MSG_GAME: {
        /* game ID STATE CHAIR TO_ACT MOVES SECONDS_LEFT ROOM SEAT… */
        if (args < 7 + 2 || args > 7 + VILLAGE_MAX_PLAYERS)
            return refuse(err, err_size, "game: seven fields and 2 to 4 seats");
        int state = word_index(a[1], STATE_WORDS, STATES);
        long chair, to_act;
        out->players = args - 7;
        if (!read_game_id(a[0], &out->game) || state < 0 ||
            !read_number(a[2], 1, out->players, &chair) ||
            !read_number(a[3], 0, out->players, &to_act) ||
            !read_number(a[4], 0, 10000000, &out->moves) ||
            !read_number(a[5], 0, REFEREE_MOVE_SECONDS_MAX, &out->seconds_left) ||
            !read_room(a[6], out->room))
            return refuse(err, err_size, "game: a field out of range");
        out->state = (referee_game_state)state;
        out->chair = (int)chair - 1;
        out->to_act = (int)to_act - 1;
        bool not_playing = out->state == REFEREE_STATE_FINISHED ||
                           out->state == REFEREE_STATE_INVITED ||
                           out->state == REFEREE_STATE_PENDING;
        if (not_playing != (out->to_act < 0) ||
            (out->state == REFEREE_STATE_YOUR_TURN) != (out->to_act == out->chair))
            return refuse(err, err_size, "game: its state disagrees with the seat to act");
        for (int s = 0; s < out->players; s++)
            if (!read_seat(a[7 + s], &out->seats[s]))
                return refuse(err, err_size, "game: " SEAT_WORDS);
        return true;
    }
    case REFEREE_MSG_LISTED:
        if (args != 1 || !read_number(a[0], 0, 100000, &number))
            return refuse(err, err_size, "listed: a count");
        out->count = (int)number;
        return true;
    case REFEREE_MSG_SEATED:
        if (args != 4 || !read_game_id(a[0], &out->game) || !read_room(a[1], out->room) ||
            !read_number(a[2], 1, VILLAGE_MAX_PLAYERS, &number) || !read_token(a[3], out->token))
            return refuse(err, err_size, "seated: a game, its room, a chair and a token");
        out->chair = (int)number - 1;
        return true;
    case REFEREE_MSG_YOUR_TURN:
        if (args != 3 || !read_game_id(a[0], &out->game) || !read_room(a[1], out->room) ||
            !read_number(a[2], 0, 10000000, &out->moves))
            return refuse(err, err_size, "your-turn: a game, its room and its moves");
        return true;
    case REFEREE_MSG_PAUSED:
    case REFEREE_MSG_CANCELLED:
        if (args < 1 || !read_game_id(a[0], &out->game) || !read_text(a, args, 1, out->text))
            return refuse(err, err_size, "paused, cancelled: a game and why");
        return true;
    case REFEREE_MSG_INVITED:
        /* invited GAMEID FROM SECONDS SEAT… */
        if (args < 3 + 2 || args > 3 + VILLAGE_MAX_PLAYERS)
            return refuse(err, err_size,
                          "invited: a game, who invites, a time limit, 2 to 4 seats");
        /* A referee may give its own games (an operator's, a test's) a
         * limit shorter than a create may ask for. */
        if (!read_game_id(a[0], &out->game) || !read_jid(a[1], out->jid) ||
            !read_number(a[2], 1, REFEREE_MOVE_SECONDS_MAX, &number))
            return refuse(err, err_size, "invited: a field out of range");
        out->move_seconds = (int)number;
        out->players = args - 3;
        for (int s = 0; s < out->players; s++)
            if (!read_seat(a[3 + s], &out->seats[s]))
                return refuse(err, err_size, "invited: " SEAT_WORDS);
        return true;
    case REFEREE_MSG_RATED: {
        double deviation;
        long games;
        if (args != 4 || !read_jid(a[0], out->jid) || !read_decimal(a[1], &out->rating.rating) ||
            !read_decimal(a[2], &deviation) || !read_number(a[3], 0, 100000000, &games))
            return refuse(err, err_size, "rated: a JID, a rating, a deviation and a count");
        out->rating.deviation = deviation;
        out->rating.games = (int)games;
        return true;
    }
    case REFEREE_MSG_ERROR: {
        int e = args >= 1 ? word_index(a[0], ERROR_WORDS, REFEREE_ERR_KINDS) : -1;
        if (e < 0 || !read_text(a, args, 1, out->text))
            return refuse(err, err_size, "error: a kind and a sentence");
        out->error = (referee_error_kind)e;
        return true;
    }
    case REFEREE_MSG_KINDS:
        break;
    }
    return refuse(err, err_size, "an unknown message");
}

typedef struct writer {
    char *buf;
    size_t size, used;
    bool ok;
} writer;

static void put(writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(writer *w, const char *fmt, ...)
{
    if (!w->ok)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(w->buf + w->used, w->size - w->used, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= w->size - w->used)
        w->ok = false;
    else
        w->used += (size_t)n;
}

static void put_seat(writer *w, const referee_seat *s)
{
    if (s->ai_level >= 0 && s->style_chosen &&
        (s->ai_style < 0 || s->ai_style >= VILLAGE_AI_STYLES))
        w->ok = false;
    else if (s->ai_level >= 0 && s->style_chosen)
        put(w, " ai:%s/%s", village_ai_level_name(s->ai_level), village_ai_style_name(s->ai_style));
    else if (s->ai_level >= 0)
        put(w, " ai:%s", village_ai_level_name(s->ai_level));
    else if (referee_jid_ok(s->jid, strlen(s->jid)))
        put(w, " %s", s->jid);
    else
        w->ok = false;
}

static bool text_ok(const char *text)
{
    size_t n = strlen(text);
    if (n > REFEREE_TEXT_MAX || (n && (text[0] == ' ' || text[n - 1] == ' ')) || strstr(text, "  "))
        return false;
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)text[i] < 0x20 || text[i] == 0x7F)
            return false;
    return true;
}

size_t referee_msg_write(char *buf, size_t size, const referee_msg *m)
{
    writer w = {buf, size, 0, size > 0};
    if (m->kind < 0 || m->kind >= REFEREE_MSG_KINDS)
        return 0;
    put(&w, "village-referee %d %s", REFEREE_PROTOCOL_VERSION, KIND_WORDS[m->kind]);
    switch (m->kind) {
    case REFEREE_MSG_CREATE:
        if (m->players < 2 || m->players > VILLAGE_MAX_PLAYERS)
            return 0;
        put(&w, " %d", m->move_seconds);
        for (int s = 0; s < m->players; s++)
            put_seat(&w, &m->seats[s]);
        break;
    case REFEREE_MSG_LIST:
        break;
    case REFEREE_MSG_SEAT:
    case REFEREE_MSG_RESUMED:
    case REFEREE_MSG_ACCEPT:
    case REFEREE_MSG_DECLINE:
    case REFEREE_MSG_ACCEPTED:
        put(&w, " %016" PRIx64, m->game);
        break;
    case REFEREE_MSG_RATING:
        put(&w, " %s", m->jid);
        break;
    case REFEREE_MSG_CREATED:
        put(&w, " %016" PRIx64 " %s", m->game, m->room);
        break;
    case REFEREE_MSG_GAME:
        if (m->players < 2 || m->players > VILLAGE_MAX_PLAYERS || m->state < 0 ||
            (int)m->state >= STATES)
            return 0;
        put(&w, " %016" PRIx64 " %s %d %d %ld %ld %s", m->game, STATE_WORDS[m->state], m->chair + 1,
            m->to_act + 1, m->moves, m->seconds_left, m->room);
        for (int s = 0; s < m->players; s++)
            put_seat(&w, &m->seats[s]);
        break;
    case REFEREE_MSG_LISTED:
        put(&w, " %d", m->count);
        break;
    case REFEREE_MSG_SEATED:
        put(&w, " %016" PRIx64 " %s %d %s", m->game, m->room, m->chair + 1, m->token);
        break;
    case REFEREE_MSG_YOUR_TURN:
        put(&w, " %016" PRIx64 " %s %ld", m->game, m->room, m->moves);
        break;
    case REFEREE_MSG_PAUSED:
    case REFEREE_MSG_CANCELLED:
        if (!text_ok(m->text))
            return 0;
        put(&w, " %016" PRIx64 "%s%s", m->game, m->text[0] ? " " : "", m->text);
        break;
    case REFEREE_MSG_INVITED:
        if (m->players < 2 || m->players > VILLAGE_MAX_PLAYERS)
            return 0;
        put(&w, " %016" PRIx64 " %s %d", m->game, m->jid, m->move_seconds);
        for (int s = 0; s < m->players; s++)
            put_seat(&w, &m->seats[s]);
        break;
    case REFEREE_MSG_RATED: {
        double r = m->rating.rating < 0 ? 0 : m->rating.rating > 9999.9 ? 9999.9 : m->rating.rating;
        double d = m->rating.deviation < 0        ? 0
                   : m->rating.deviation > 9999.9 ? 9999.9
                                                  : m->rating.deviation;
        put(&w, " %s %.1f %.1f %d", m->jid, r, d, m->rating.games);
        break;
    }
    case REFEREE_MSG_ERROR:
        if (!text_ok(m->text) || m->error < 0 || m->error >= REFEREE_ERR_KINDS)
            return 0;
        put(&w, " %s%s%s", ERROR_WORDS[m->error], m->text[0] ? " " : "", m->text);
        break;
    case REFEREE_MSG_KINDS:
        return 0;
    }
    if (!w.ok)
        return 0;
    /* What we write, we read back: a field out of range is not sent. */
    referee_msg check;
    char why[REFEREE_TEXT_MAX];
    if (!referee_msg_read(buf, w.used, &check, why, sizeof why))
        return 0;
    return w.used;
}
