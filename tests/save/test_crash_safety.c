/* Crash safety (issue 11): AI seats play with an autosave after every
 * move, as the game does, in a child process that is killed with SIGKILL
 * at many points: inside the save (between creating the temporary file,
 * writing it, flushing it and renaming it, through the save layer's step
 * hook) and at random moments. After every kill, as the game does on its
 * next start, the temporary files are swept and the save is continued.
 * Checked each time: no temporary file is left, the save loads, its
 * position is legal (invariants, a legal move unless the game is over),
 * and it holds the last move whose save had finished, or the one being
 * saved when the kill came: no finished save is ever lost.
 * It drives the save API headlessly (the same calls the game's autosave
 * makes), not the SDL game, so the kill points are exact and repeatable.
 * usage: test_crash_safety [ROUNDS [SEED]]; VILLAGE_TEST_SEED also works. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "save_test_util.h"
#include "temp_folder.h"
#include "village/ai.h"

enum { MOVES_PER_ROUND = 12, STEPS_PER_SAVE = 4 };

static int rounds = 200;
static uint64_t base_seed = 11;
static char folder[600], path[700];

/* What the child tells the parent through a pipe. */
typedef struct report {
    char kind; /* 'i' about to save, 'c' save finished, 'k' killed inside a save */
    char step[15];
    uint64_t seed;
    uint64_t moves;
} report;

static int report_fd = -1;
static int kill_at_step; /* 0: no kill from inside the save */
static int steps_seen;

static void send_report(char kind, const char *step, uint64_t seed, uint64_t moves)
{
    report r = {.kind = kind, .seed = seed, .moves = moves};
    snprintf(r.step, sizeof r.step, "%s", step ? step : "");
    if (write(report_fd, &r, sizeof r) != (ssize_t)sizeof r)
        _exit(9);
}

static void kill_inside_save(const char *step)
{
    if (++steps_seen == kill_at_step) {
        send_report('k', step, 0, 0);
        raise(SIGKILL);
    }
}

static bool save_reporting(const village_record *r)
{
    char err[512];
    send_report('i', NULL, r->seed, r->move_count);
    if (!village_save_write_file(r, path, err, sizeof err)) {
        fprintf(stderr, "child: %s\n", err);
        return false;
    }
    send_report('c', NULL, r->seed, r->move_count);
    return true;
}

static bool new_table(village_record *r, uint64_t seed)
{
    if (!village_record_new(r, 4, seed, -1))
        return false;
    for (int p = 0; p < 4; p++) {
        r->seats[p].kind = VILLAGE_SEAT_AI;
        r->seats[p].ai_level = (uint8_t)(p % 2 ? VILLAGE_AI_EASY : VILLAGE_AI_RANDOM);
    }
    return save_reporting(r);
}

/* The child: continue the autosave (or set up a table), then let the AI
 * seats play, saving after every move. Exits 0 if never killed. */
static void child_plays(uint64_t seed)
{
    village_record r;
    char err[512];
    village_save_step_hook = kill_inside_save;
    if (village_save_file_present(path)) {
        if (!village_save_read_file(path, &r, err, sizeof err)) {
            fprintf(stderr, "child: %s\n", err);
            _exit(2);
        }
    } else if (!new_table(&r, seed)) {
        _exit(3);
    }
    for (int i = 0; i < MOVES_PER_ROUND; i++) {
        if (village_game_over(&r.state)) {
            uint64_t next = r.seed + 1;
            village_record_free(&r);
            if (!new_table(&r, next))
                _exit(3);
            continue;
        }
        int actor = r.state.actor;
        village_ai_config cfg = {.level = r.seats[actor].ai_level, .seed = r.seed + r.move_count};
        village_move m;
        if (!village_ai_choose(&r.state, &cfg, NULL, &m, NULL) ||
            !village_record_apply(&r, &m, NULL) || !save_reporting(&r))
            _exit(4);
    }
    village_record_free(&r);
    _exit(0);
}

static int temporaries_left(void)
{
    int left = 0;
    DIR *d = opendir(folder);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d));)
        if (strstr(e->d_name, ".tmp-"))
            left++;
    closedir(d);
    return left;
}

typedef struct tally {
    int kills, inside[STEPS_PER_SAVE], between, finished, temporaries_swept;
} tally;

static int step_index(const char *step)
{
    static const char *const names[STEPS_PER_SAVE] = {"created", "written", "flushed", "renamed"};
    for (int i = 0; i < STEPS_PER_SAVE; i++)
        if (strcmp(step, names[i]) == 0)
            return i;
    return -1;
}

/* One round: a child plays and is killed (or finishes); then the checks. */
static void one_round(int round, uint64_t *rng_state, tally *t, report *confirmed)
{
    testkit_rng rng = {*rng_state};
    bool from_inside = round % 3 != 2;
    kill_at_step =
        from_inside ? 1 + (int)testkit_rng_below(&rng, MOVES_PER_ROUND * STEPS_PER_SAVE) : 0;
    steps_seen = 0;
    int pipe_fds[2];
    assert_int_equal(pipe(pipe_fds), 0);
    fflush(NULL);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        close(pipe_fds[0]);
        report_fd = pipe_fds[1];
        child_plays(base_seed);
    }
    close(pipe_fds[1]);
    if (!from_inside) {
        /* A kill at an arbitrary moment: between saves, or wherever it lands. */
        struct timespec pause = {0, (long)testkit_rng_below(&rng, 40) * 1000000L};
        nanosleep(&pause, NULL);
        kill(child, SIGKILL);
    }
    report r, intent = {0};
    bool pending = false, killed_inside = false;
    while (read(pipe_fds[0], &r, sizeof r) == (ssize_t)sizeof r) {
        if (r.kind == 'i') {
            intent = r;
            pending = true;
        } else if (r.kind == 'c') {
            *confirmed = r;
            pending = false;
        } else if (r.kind == 'k') {
            killed_inside = true;
            int at = step_index(r.step);
            assert_true(at >= 0);
            t->inside[at]++;
        }
    }
    close(pipe_fds[0]);
    int status = 0;
    assert_int_equal(waitpid(child, &status, 0), child);
    if (WIFSIGNALED(status)) {
        assert_int_equal(WTERMSIG(status), SIGKILL);
        t->kills++;
        if (!killed_inside)
            t->between++;
    } else {
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            fail_msg("round %d: the child failed (status %d)", round, status);
        t->finished++;
    }
    *rng_state = rng.state;

    /* What the game does on its next start. */
    t->temporaries_swept += village_save_sweep_temporaries(path);
    if (temporaries_left() != 0)
        fail_msg("round %d: a temporary file survived the sweep", round);
    if (!village_save_file_present(path)) {
        assert_int_equal(confirmed->kind, 0); /* only before the very first save */
        return;
    }
    village_record back;
    char err[512];
    if (!village_save_read_file(path, &back, err, sizeof err))
        fail_msg("round %d: the save does not load after the kill: %s", round, err);
    char why[256];
    if (!village_check_invariants(&back.state, why, sizeof why))
        fail_msg("round %d: illegal position after the kill: %s", round, why);
    village_move moves[VILLAGE_MAX_MOVES];
    assert_true(village_game_over(&back.state) || village_legal_moves(&back.state, moves) > 0);
    bool is_confirmed = back.seed == confirmed->seed && back.move_count == confirmed->moves;
    bool is_pending = pending && back.seed == intent.seed && back.move_count == intent.moves;
    if (!is_confirmed && !is_pending)
        fail_msg("round %d: the save holds game %llu move %zu, but the last finished save was "
                 "game %llu move %llu",
                 round, (unsigned long long)back.seed, back.move_count,
                 (unsigned long long)confirmed->seed, (unsigned long long)confirmed->moves);
    if (is_pending)
        *confirmed = intent; /* that save finished its rename before the kill */
    village_record_free(&back);
}

static void kills_never_lose_a_finished_save(void **unused)
{
    (void)unused;
    assert_true(temp_folder_fresh(folder, sizeof folder, "crash"));
    snprintf(path, sizeof path, "%s/autosave.json", folder);
    uint64_t rng_state = base_seed;
    tally t = {0};
    report confirmed = {0};
    for (int round = 0; round < rounds; round++)
        one_round(round, &rng_state, &t, &confirmed);
    printf("crash-safety: %d rounds, %d kills: inside a save after created %d, written %d, "
           "flushed %d, renamed %d; at a random moment %d; %d rounds ran to their end; "
           "%d temporary files swept; every save loaded at a legal position, none lost "
           "(last: game %llu, move %llu)\n",
           rounds, t.kills, t.inside[0], t.inside[1], t.inside[2], t.inside[3], t.between,
           t.finished, t.temporaries_swept, (unsigned long long)confirmed.seed,
           (unsigned long long)confirmed.moves);
    assert_true(t.kills >= rounds / 2);
    for (int i = 0; i < STEPS_PER_SAVE; i++)
        assert_true(t.inside[i] > 0);
    remove(path);
    assert_int_equal(rmdir(folder), 0);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        rounds = atoi(argv[1]);
    base_seed = test_seed(argc > 2 ? 2 : 1, argc > 2 ? argv + 1 : argv, 11);
    if (rounds < 8) {
        fprintf(stderr, "usage: test_crash_safety [ROUNDS (8 or more) [SEED]]\n");
        return 2;
    }
    const struct CMUnitTest tests[] = {cmocka_unit_test(kills_never_lose_a_finished_save)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
