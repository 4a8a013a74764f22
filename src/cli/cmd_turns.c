/* village-cli turns: a player's side of the referee of games by turns
 * from a shell (docs/cli.md, "Games by turns"): logs into the player's XMPP
 * account, optionally asks the referee for a new game, says yes to an
 * invitation or asks for a seat, and prints the player's games as the
 * game's "Games by turns" screen lists them. The same client as the game's
 * (src/referee/turns_client.h), so what this prints is what the screen
 * shows. */
/* clock_gettime, nanosleep: mingw-w64's C runtime has neither, its
 * winpthreads has both. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "net_transport_options.h"
#include "platform/files.h"
#include "referee/game_styles.h"
#include "referee/turns_client.h"
#include "village/ai.h"

static const char USAGE[] =
    "usage: village-cli turns --xmpp JID --password-file FILE [--referee JID]\n"
    "                         [--ca CERT] [--xmpp-server HOST:PORT] [--wait SECONDS]\n"
    "                         [--new SEAT,… [--days N]] [--accept GAME]\n"
    "                         [--seat GAME --token-file FILE]\n"
    "\n"
    "Logs into the XMPP account JID and prints its games by turns, as the game's\n"
    "'Games by turns' screen lists them: one line each, 'game ID STATE moves M\n"
    "to-act N chair C room ROOM seats S,…' (your turn first, then invitations,\n"
    "games waiting for others, finished ones; chairs count from 1, to-act 0: none),\n"
    "then 'listed COUNT'. The referee is REFEREE, by default referee@ the JID's\n"
    "domain. Before listing, --new asks the referee for a game whose first seat\n"
    "is the player's and whose others are SEAT,… (a friend's address, who is\n"
    "invited, or an AI's LEVEL or LEVEL/STYLE, hard/chronicler; computers of one\n"
    "level without a style play different ones), N days a turn (default 1), and\n"
    "prints 'created ID ROOM'; --accept says yes to the invitation to game ID and\n"
    "prints 'accepted ID'; --seat asks for the player's chair in game ID, prints\n"
    "'seated ID ROOM CHAIR' and writes the chair's token to FILE, readable by\n"
    "this user only (village-cli join --room ROOM --token-file FILE then plays\n"
    "it). A computer is listed as LEVEL, or LEVEL/STYLE when it plays a plan of\n"
    "its own. TLS is always on and the server's certificate checked (--ca: a PEM\n"
    "file to trust). The password from --password-file FILE or\n"
    "VILLAGE_XMPP_PASSWORD (--password P also works). Gives up after --wait\n"
    "SECONDS (default 30) without an answer, or at once when the login fails; a\n"
    "refusal is said on stderr and exits 1.\n"
    "\n"
    "example: village-cli turns --xmpp ana@example.org --password-file pw.txt\n";

typedef struct turns_options {
    cli_net_options net; /* --xmpp, --password*, --ca, --xmpp-server; no room */
    const char *referee, *new_seats, *token_file;
    char referee_text[REFEREE_JID_MAX + 1];
    referee_seat seats[VILLAGE_MAX_PLAYERS]; /* --new's, the player's first */
    int players;
    uint64_t accept, seat;
    bool has_accept, has_seat;
    long days;
    double wait;
} turns_options;

static double now_seconds(void)
{
    struct timespec t = {0};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void pause_briefly(void)
{
    struct timespec pause = {.tv_nsec = 20 * 1000 * 1000};
    nanosleep(&pause, NULL);
}

/* A game's id as the referee words it: 16 hexadecimal digits. */
static bool parse_game(const char *option, const char *text, uint64_t *out)
{
    size_t n = strlen(text);
    if (n == 0 || n > 16 || strspn(text, "0123456789abcdefABCDEF") != n) {
        cli_error("%s: '%s' is not a game's id (16 hexadecimal digits, as listed)", option, text);
        return false;
    }
    *out = (uint64_t)strtoull(text, NULL, 16);
    return true;
}

/* --new's seats after the player's own: "bo@example.org,easy" */
static bool parse_seats(const char *list, const char *own, referee_seat seats[], int *players)
{
    memset(seats, 0, sizeof(referee_seat) * VILLAGE_MAX_PLAYERS);
    snprintf(seats[0].jid, sizeof seats[0].jid, "%s", own);
    seats[0].ai_level = -1;
    int n = 1;
    const char *p = list;
    while (*p) {
        size_t len = strcspn(p, ",");
        if (n == VILLAGE_MAX_PLAYERS) {
            cli_error("--new: at most %d other seats", VILLAGE_MAX_PLAYERS - 1);
            return false;
        }
        char word[REFEREE_JID_MAX + 1];
        if (len == 0 || len >= sizeof word) {
            cli_error("--new: an empty or too long seat in '%s'", list);
            return false;
        }
        memcpy(word, p, len);
        word[len] = '\0';
        int style;
        if (!cli_split_style("--new", word, &style))
            return false;
        int level = village_ai_level_from_name(word);
        if (style >= 0 && level < 0) {
            cli_error("--new: '%s' is not an AI level, so it has no style", word);
            return false;
        } else if (level >= 0) {
            seats[n].ai_level = level;
            seats[n].style_chosen = style >= 0;
            seats[n].ai_style = style >= 0 ? style : 0;
        } else if (referee_jid_ok(word, len)) {
            snprintf(seats[n].jid, sizeof seats[n].jid, "%s", word);
            seats[n].ai_level = -1;
        } else {
            cli_error("--new: '%s' is neither an address (name@server) nor an AI level", word);
            return false;
        }
        n++;
        p += len + (p[len] == ',');
    }
    if (n < 2) {
        cli_error("--new: at least one other seat");
        return false;
    }
    *players = n;
    return true;
}

static bool parse(int argc, char **argv, turns_options *o)
{
    const char *value;
    *o = (turns_options){.days = 1, .wait = 30};
    for (int i = 1; i < argc; i++) {
        if (cli_option(argc, argv, &i, "--referee", &value)) {
            o->referee = value;
        } else if (cli_option(argc, argv, &i, "--new", &value)) {
            o->new_seats = value;
        } else if (cli_option(argc, argv, &i, "--days", &value)) {
            if (!cli_parse_int("--days", value, 1, REFEREE_MOVE_SECONDS_MAX / 86400, &o->days))
                return false;
        } else if (cli_option(argc, argv, &i, "--accept", &value)) {
            if (!parse_game("--accept", value, &o->accept))
                return false;
            o->has_accept = true;
        } else if (cli_option(argc, argv, &i, "--seat", &value)) {
            if (!parse_game("--seat", value, &o->seat))
                return false;
            o->has_seat = true;
        } else if (cli_option(argc, argv, &i, "--token-file", &value)) {
            o->token_file = value;
        } else if (cli_option(argc, argv, &i, "--wait", &value)) {
            if (!cli_parse_seconds("--wait", value, &o->wait))
                return false;
        } else if (cli_net_option(argc, argv, &i, &o->net)) {
            if (o->net.room) {
                cli_error("turns: --room is not an option here (the referee names the rooms)");
                return false;
            }
        } else {
            cli_error("turns: unknown argument '%s'", argv[i]);
            return false;
        }
    }
    if (!o->net.jid) {
        cli_error("turns: --xmpp JID is needed");
        return false;
    }
    if (!cli_secret("--password-file", o->net.password_file, CLI_XMPP_PASSWORD_ENV,
                    o->net.password_text, sizeof o->net.password_text, &o->net.password))
        return false;
    if (!o->net.password) {
        cli_error("turns: a password is needed (--password-file FILE, VILLAGE_XMPP_PASSWORD, or "
                  "--password)");
        return false;
    }
    if (o->has_seat != (o->token_file != NULL)) {
        cli_error("turns: --seat GAME and --token-file FILE go together");
        return false;
    }
    if (!o->referee) {
        const char *at = strchr(o->net.jid, '@');
        snprintf(o->referee_text, sizeof o->referee_text, "referee@%s", at ? at + 1 : "");
        o->referee = o->referee_text;
    }
    return !o->new_seats || parse_seats(o->new_seats, o->net.jid, o->seats, &o->players);
}

typedef enum wanted { WANT_ONLINE, WANT_LIST, WANT_ANSWER } wanted;

/* Drives the client until what is wanted arrives: true, or false after
 * saying why (the login failed, the time ran out). */
static bool wait_for(turns_client *c, const turns_options *o, wanted what, int lists_before,
                     referee_msg *answer)
{
    double until = now_seconds() + o->wait;
    for (;;) {
        turns_client_update(c, now_seconds());
        const turns_list *l = turns_client_list(c);
        if ((what == WANT_ONLINE && turns_client_online(c)) ||
            (what == WANT_LIST && l->lists_heard > lists_before) ||
            (what == WANT_ANSWER && turns_client_take_answer(c, answer)))
            return true;
        char failure[512];
        turns_client_failure(c, failure, sizeof failure);
        if (!turns_client_online(c) && failure[0]) {
            cli_error("turns: %s", failure);
            return false;
        }
        if (now_seconds() > until) {
            cli_error("turns: no answer from the referee %s within %g s", o->referee, o->wait);
            return false;
        }
        pause_briefly();
    }
}

/* An answer that is the one asked for, or an error said in words. */
static bool answer_is(const referee_msg *m, referee_msg_kind kind)
{
    if (m->kind == kind)
        return true;
    if (m->kind == REFEREE_MSG_ERROR)
        cli_error("turns: the referee refused (%s): %s", referee_error_name(m->error), m->text);
    else
        cli_error("turns: the referee answered something else than was asked");
    return false;
}

/* A computer by its level, and its style when not balanced, as My games
 * says it: "hard/chronicler". */
static void print_seat(const referee_seat *s, int style, bool first)
{
    printf("%s%s", first ? "" : ",",
           s->ai_level >= 0 ? village_ai_level_name(s->ai_level) : s->jid);
    if (s->ai_level >= 0 && style > 0)
        printf("/%s", village_ai_style_name(style));
}

static void print_games(const turns_list *l)
{
    for (int i = 0; i < l->count; i++) {
        const turns_game *g = &l->games[i];
        printf("game %016" PRIx64 " %s moves %ld to-act %d chair %d room %s seats ", g->id,
               referee_game_state_name(g->state), g->moves, g->to_act + 1, g->chair + 1, g->room);
        int styles[VILLAGE_MAX_PLAYERS];
        referee_game_styles(g->id, g->players, g->seats, styles);
        for (int s = 0; s < g->players; s++)
            print_seat(&g->seats[s], styles[s], s == 0);
        printf("%s\n", g->paused ? " paused" : "");
    }
    printf("listed %d\n", l->count);
}

static int run(turns_client *c, const turns_options *o)
{
    referee_msg answer;
    if (!wait_for(c, o, WANT_ONLINE, 0, NULL))
        return 1;
    printf("online %s\n", o->net.jid);
    fflush(stdout);
    if (!wait_for(c, o, WANT_LIST, 0, NULL))
        return 1;
    if (o->new_seats) {
        int lists = turns_client_list(c)->lists_heard;
        if (!turns_client_create(c, (int)(o->days * 86400), o->players, o->seats) ||
            !wait_for(c, o, WANT_ANSWER, 0, &answer) || !answer_is(&answer, REFEREE_MSG_CREATED))
            return 1;
        printf("created %016" PRIx64 " %s\n", answer.game, answer.room);
        if (!turns_client_refresh(c) || !wait_for(c, o, WANT_LIST, lists, NULL))
            return 1;
    }
    if (o->has_accept) {
        int lists = turns_client_list(c)->lists_heard;
        if (!turns_client_answer(c, o->accept, true) || !wait_for(c, o, WANT_ANSWER, 0, &answer) ||
            !answer_is(&answer, REFEREE_MSG_ACCEPTED))
            return 1;
        printf("accepted %016" PRIx64 "\n", o->accept);
        /* The client asks for the list again after a yes. */
        if (!wait_for(c, o, WANT_LIST, lists, NULL))
            return 1;
    }
    if (o->has_seat) {
        if (!turns_client_seat(c, o->seat) || !wait_for(c, o, WANT_ANSWER, 0, &answer) ||
            !answer_is(&answer, REFEREE_MSG_SEATED))
            return 1;
        char err[600];
        if (!platform_write_private(o->token_file, answer.token, strlen(answer.token), err,
                                    sizeof err)) {
            cli_error("turns: the chair's token: %s", err);
            return 1;
        }
        printf("seated %016" PRIx64 " %s %d\n", answer.game, answer.room, answer.chair + 1);
    }
    print_games(turns_client_list(c));
    return 0;
}

CLI_COMMAND(turns)
{
    if (argc == 2 && cli_is_help(argv[1])) {
        fputs(USAGE, stdout);
        return 0;
    }
    turns_options o;
    if (!parse(argc, argv, &o)) {
        fputs(USAGE, stderr);
        return 64;
    }
    turns_account account = {.jid = o.net.jid,
                             .password = o.net.password,
                             .referee = o.referee,
                             .server = o.net.server,
                             .ca_file = o.net.ca_file};
    char err[512];
    turns_client *c = turns_client_open(&account, err, sizeof err);
    if (!c) {
        cli_error("turns: %s", err);
        return 1;
    }
    int status = run(c, &o);
    turns_client_close(c);
    return cli_finish_output(status);
}
