/* What the whole-game referee tests share (referee_players.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "referee_players.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "child_process.h"
#include "net/public_view.h"
#include "net/xmpp_link.h"
#include "village/save.h"
#include "wait_until.h"

void player_open(player *p, const prosody_server *server)
{
    player_open_at(p, server->address, server->ca_file);
}

void player_open_at(player *p, const char *address, const char *ca_file)
{
    snprintf(p->jid, sizeof p->jid, "%s@" PROSODY_DOMAIN, p->user);
    referee_direct_account account = {
        .jid = p->jid, .password = p->password, .ca_file = ca_file, .server = address};
    char err[256];
    p->d = referee_direct_open(&account, err, sizeof err);
    assert_non_null(p->d);
    /* Longer than the link's own patience with a login (XMPP_LINK_LOGIN_MS),
     * which a loaded machine's server may need most of. */
    double until = support_seconds_now() + XMPP_LINK_LOGIN_MS / 1000.0 + 10;
    while (!referee_direct_online(p->d) && support_seconds_now() < until)
        support_sleep_seconds(0.025);
    if (!referee_direct_online(p->d))
        fail_msg("%s did not log in to %s in %.0f s", p->user, address,
                 XMPP_LINK_LOGIN_MS / 1000.0 + 10);
}

void player_ask(player *p, const char *referee_jid, const referee_msg *m)
{
    char line[REFEREE_LINE_MAX + 1];
    assert_true(referee_msg_write(line, sizeof line, m) > 0);
    assert_true(referee_direct_send(p->d, referee_jid, line));
}

referee_msg player_hear(player *p, referee_msg_kind kind, const char *from_referee, int seconds)
{
    for (int i = 0; i < seconds * 50; i++) {
        const char *from, *body;
        while (referee_direct_poll(p->d, &from, &body)) {
            referee_msg m;
            char why[200];
            if (from_referee)
                assert_string_equal(from, from_referee);
            if (!referee_msg_read(body, strlen(body), &m, why, sizeof why))
                fail_msg("%s heard a line it cannot read (%s): %s", p->user, why, body);
            if (m.kind == REFEREE_MSG_YOUR_TURN)
                p->your_turns++;
            if (m.kind == kind)
                return m;
            if (m.kind == REFEREE_MSG_ERROR)
                fail_msg("%s was refused: %s", p->user, m.text);
        }
        referee_direct_wait(p->d, 20);
    }
    fail_msg("%s heard no %d from the referee in %d s", p->user, (int)kind, seconds);
    return (referee_msg){0};
}

void player_drain(player *p)
{
    const char *from, *body;
    while (referee_direct_poll(p->d, &from, &body)) {
        referee_msg m;
        char why[200];
        if (referee_msg_read(body, strlen(body), &m, why, sizeof why) &&
            m.kind == REFEREE_MSG_YOUR_TURN)
            p->your_turns++;
    }
}

pid_t player_start_client(const prosody_server *server, const player *p, const referee_msg *seat,
                          const char *referees, const char *cli_path, const char *folder,
                          int die_signal)
{
    return player_start_client_at(server->address, server->ca_file, p, seat, referees, cli_path,
                                  folder, die_signal);
}

pid_t player_start_client_at(const char *address, const char *ca_file, const player *p,
                             const referee_msg *seat, const char *referees, const char *cli_path,
                             const char *folder, int die_signal)
{
    char save[512];
    snprintf(save, sizeof save, "%s/%s.json", folder, p->user);
    const char *args[] = {"join",    "--xmpp",   p->jid,      "--password", p->password,
                          "--room",  seat->room, "--ca",      ca_file,      "--xmpp-server",
                          address,   "--token",  seat->token, "--level",    "random",
                          "--retry", "120",      "--save",    save,         "--host",
                          referees,  NULL};
    return world_start(folder, p->user, cli_path, args, NULL, die_signal);
}

typedef struct replayed {
    village_record record;
    long moves;
    bool ok;
} replayed;

static bool replay_one(void *ctx, long seq, int actor, const char *text)
{
    replayed *r = ctx;
    village_move m;
    village_events ev;
    if (seq != r->moves || actor != r->record.state.actor ||
        !village_move_parse(&r->record.state, text, &m) ||
        !village_record_apply(&r->record, &m, &ev)) {
        fprintf(stderr, "stored move %ld (%s by seat %d) does not replay\n", seq, text, actor + 1);
        r->ok = false;
        return false;
    }
    r->moves++;
    return true;
}

void player_replay_stored(referee_store *st, const referee_game *g, char *out, size_t size)
{
    replayed r = {.ok = true};
    assert_true(village_record_new(&r.record, g->players, g->seed, -1));
    assert_int_equal(referee_store_read_moves(st, g->id, replay_one, &r), REFEREE_STORE_OK);
    assert_true(r.ok);
    assert_int_equal(r.moves, g->moves);
    assert_true(village_game_over(&r.record.state));
    snprintf(out, size, "%016" PRIx64, net_public_hash(&r.record.state));
    village_record_free(&r.record);
}

void world_path(const char *folder, const char *name, const char *suffix, char *out, size_t size)
{
    snprintf(out, size, "%s/%s.%s", folder, name, suffix);
}

pid_t world_start(const char *folder, const char *name, const char *program,
                  const char *const args[], const char *const env[], int die_signal)
{
    const char *argv[40] = {program};
    int n = 1;
    for (; args[n - 1] && n < 39; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    char out[512], err[512];
    world_path(folder, name, "out", out, sizeof out);
    world_path(folder, name, "err", err, sizeof err);
    pid_t pid = child_start(&(child_spec){
        .argv = argv, .env = env, .out = out, .err = err, .parent_death_signal = die_signal});
    assert_true(pid >= 0);
    return pid;
}

void world_show(const char *folder, const char *name, const char *suffix)
{
    char path[512];
    world_path(folder, name, suffix, path, sizeof path);
    fprintf(stderr, "---- %s.%s\n", name, suffix);
    child_show_file(path, "");
}

void visiting_require_end(const visiting *v, bool reached, const char *folder,
                          const char *const names[])
{
    if (reached && v->ended_seat < 0)
        return;
    for (int i = 0; names[i]; i++)
        world_show(folder, names[i], "err");
    if (v->ended_seat >= 0)
        fail_msg("seat %d's client ended before the game did (wait status %d) at move %ld",
                 v->ended_seat + 1, v->ended_status, v->seen.moves);
    fail_msg("the game did not get on: %ld moves stored, seat %d to act", v->seen.moves,
             v->seen.to_act + 1);
}

void world_output_word(const char *folder, const char *name, const char *word, char *out,
                       size_t size)
{
    char path[512];
    world_path(folder, name, "out", path, sizeof path);
    child_output_word(path, word, out, size);
}

void world_wait_for_word(const char *folder, const char *name, const char *word, char *out,
                         size_t size, int seconds)
{
    char path[512];
    world_path(folder, name, "out", path, sizeof path);
    if (!child_wait_for_word(path, word, out, size, seconds)) {
        world_show(folder, name, "err");
        fail_msg("%s never printed '%s'", name, word);
    }
}

int world_finish(const char *folder, pid_t pid, const char *name, int seconds)
{
    int status = child_finish(pid, seconds);
    if (status < 0) {
        world_show(folder, name, "err");
        fail_msg("%s did not finish in %d s", name, seconds);
    }
    return status;
}

bool world_said(const char *folder, const char *name, const char *text)
{
    char path[512];
    world_path(folder, name, "err", path, sizeof path);
    char *log = child_read_text(path);
    bool found = log && strstr(log, text);
    free(log);
    return found;
}

typedef struct finished_game {
    referee_store *store;
    uint64_t id;
    referee_game *game;
} finished_game;

static bool game_finished(void *ctx)
{
    finished_game *f = ctx;
    return referee_store_load_game(f->store, f->id, f->game) == REFEREE_STORE_OK &&
           f->game->status == REFEREE_GAME_FINISHED;
}

void players_check_game_end(referee_store *st, uint64_t game, const player players[],
                            const pid_t clients[], int count, const char *folder,
                            const char *referee_name, referee_game *out)
{
    char finals[PLAYERS_MAX][64];
    assert_true(count > 0 && count <= PLAYERS_MAX);
    for (int i = 0; i < count; i++) {
        int status = world_finish(folder, clients[i], players[i].user, 600);
        if (status != 0) {
            world_show(folder, players[i].user, "err");
            world_show(folder, referee_name, "err");
        }
        assert_int_equal(status, 0);
        world_output_word(folder, players[i].user, "final", finals[i], sizeof finals[i]);
        assert_int_equal(strlen(finals[i]), 16);
        assert_string_equal(finals[i], finals[0]);
    }
    /* The offline replay of the stored moves ends on the clients' state:
     * none lost, none played twice. The store says "finished" once the
     * referee wrote the last move's rating, which may come after the
     * clients saw it. */
    finished_game f = {.store = st, .id = game, .game = out};
    assert_true(support_wait_until(game_finished, &f, 300));
    char hash[32];
    player_replay_stored(st, out, hash, sizeof hash);
    assert_string_equal(hash, finals[0]);
    print_message("game over after %ld moves; final public state %s on every side\n", out->moves,
                  hash);
    /* Rated once, each. */
    for (int i = 0; i < count; i++) {
        referee_rating rating;
        assert_int_equal(referee_store_rating(st, players[i].jid, &rating), REFEREE_STORE_OK);
        assert_int_equal(rating.games, 1);
    }
}
