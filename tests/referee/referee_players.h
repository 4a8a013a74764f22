/* What the whole-game referee tests (test_referee_game, test_referee_cluster,
 * test_referee_ejabberd) share: the programs they start, each by a name
 * with its output in the test's folder (world_); a player's direct line to
 * a referee (ask, hear); a headless AI client (village-cli join) seated
 * with its token; the offline replay of the moves a store kept, and the
 * checks of a game's end. One copy, so the tests start, ask, wait and
 * check alike. Uses cmocka's assertions: a failure fails the calling test. */
#ifndef VILLAGE_TESTS_REFEREE_PLAYERS_H
#define VILLAGE_TESTS_REFEREE_PLAYERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "prosody_server.h"
#include "referee_world.h"
#include "referee/requests.h"
#include "referee/store.h"
#include "referee/xmpp_direct.h"

/* A player's direct line to a referee, and what it heard. */
typedef struct player {
    const char *user, *password; /* the account on the test's Prosody */
    char jid[64];
    referee_direct *d;
    int your_turns; /* "your turn" notices heard so far */
} player;

/* Logs the player in (p->user and p->password set) and waits until it is
 * online. */
void player_open(player *p, const prosody_server *server);
/* The same on any XMPP server of the test domain: its "127.0.0.1:PORT" and
 * the certificate to trust (an ejabberd cluster's node). */
void player_open_at(player *p, const char *address, const char *ca_file);
/* Sends a request to the referee at referee_jid. */
void player_ask(player *p, const char *referee_jid, const referee_msg *m);
/* The next message of this kind (others counted or skipped), within
 * 'seconds'; from_referee, when not NULL, is the only sender allowed. */
referee_msg player_hear(player *p, referee_msg_kind kind, const char *from_referee, int seconds);

/* Reads what already came, counting "your turn" notices and skipping the
 * rest: notices come whenever a person's turn finds them away, also while
 * nothing asks the player's line. */
void player_drain(player *p);

/* Starts village-cli join for the player's seat: a random AI that comes
 * back (--retry), takes only 'referees' (addresses separated by commas:
 * join --host) for the room's host, and saves its game to
 * folder/USER.json; its output appended to folder/USER.out and .err.
 * die_signal: what it gets when the test process dies (0: nothing). */
pid_t player_start_client(const prosody_server *server, const player *p, const referee_msg *seat,
                          const char *referees, const char *cli_path, const char *folder,
                          int die_signal);
/* The same through the server at address, trusting ca_file. */
pid_t player_start_client_at(const char *address, const char *ca_file, const player *p,
                             const referee_msg *seat, const char *referees, const char *cli_path,
                             const char *folder, int die_signal);

/* The players of one game, at most. */
enum { PLAYERS_MAX = 4 };

/* ---- the programs a test starts: each by a name, its output appended to
 * folder/NAME.out and folder/NAME.err ---- */

/* folder/NAME.SUFFIX. */
void world_path(const char *folder, const char *name, const char *suffix, char *out, size_t size);
/* Starts program with args (NULL-terminated, without the program) and env
 * ("NAME=VALUE" strings added to the environment, NULL-terminated, or NULL);
 * die_signal: what it gets when the test process dies (0: nothing). */
pid_t world_start(const char *folder, const char *name, const char *program,
                  const char *const args[], const char *const env[], int die_signal);
/* Copies folder/NAME.SUFFIX to stderr, for a failure's report. */
void world_show(const char *folder, const char *name, const char *suffix);
/* The rest of the last line of folder/NAME.out that starts with "WORD ", or "". */
void world_output_word(const char *folder, const char *name, const char *word, char *out,
                       size_t size);
/* The same, waited for up to 'seconds'; fails the test (with NAME.err shown) without it. */
void world_wait_for_word(const char *folder, const char *name, const char *word, char *out,
                         size_t size, int seconds);
/* Its exit status within 'seconds'; fails the test (NAME.err shown) when it runs on. */
int world_finish(const char *folder, pid_t pid, const char *name, int seconds);
/* Whether folder/NAME.err holds text. */
bool world_said(const char *folder, const char *name, const char *text);

/* After referee_world_run_until(visiting_over) returned 'reached': fails
 * the test, with the stderr of every program named in names (NULL-ended)
 * shown, when a client ended on its own or the world ran out of time, so
 * that a stuck game says where it stuck. */
void visiting_require_end(const visiting *v, bool reached, const char *folder,
                          const char *const names[]);

/* The end of a whole game, checked alike by every whole-game test: each
 * client (clients[i], players[i]'s, its output folder/USER.out) exits 0
 * and printed the same final public state (its and referee_name's stderr
 * shown when not); the store has the game finished, the offline replay of
 * its stored moves ends on that state (none lost, none played twice), and
 * every player is rated once. The finished game in *out. */
void players_check_game_end(referee_store *st, uint64_t game, const player players[],
                            const pid_t clients[], int count, const char *folder,
                            const char *referee_name, referee_game *out);

/* The game set up from its seed as a saved game is (village/save.h), the
 * stored moves applied one by one with the rules; the public hash of the
 * end (16 hex digits in out), after checking that every stored move
 * replayed and the game is over. */
void player_replay_stored(referee_store *st, const referee_game *g, char *out, size_t size);

#endif
