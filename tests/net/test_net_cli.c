/* Network games over loopback TCP through village-cli, as separate
 * processes (docs/cli.md, "Network play"): a host AI and two remote AI
 * guests play to the end, all three print the same final hash and both
 * guests write the same final position; no line a guest received (join
 * --trace) holds the host's generator words, the seed, or the real order
 * of the unseen tiles at that move (replayed from the host's save); a guest
 * killed mid-game is started again and takes its chair back (from the AI
 * that stood in while it was away); a host killed
 * mid-game is resumed from its save and its guests (join --retry) come
 * back; and a whole game through the chat room of a Prosody server the test
 * starts on 127.0.0.1 (tests/net/prosody_server.c), with the same checks.
 * Arguments: village-cli's path. Randomised by VILLAGE_TEST_SEED
 * (printed). */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <signal.h>
#include <sys/stat.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "child_process.h"
#include "prosody_server.h"
#include "temp_folder.h"
#include "village/ai.h"
#include "village/save.h"
#include "wait_until.h"

static const char *cli_path;
static char folder[256];

static uint64_t test_seed(void)
{
    const char *env = getenv("VILLAGE_TEST_SEED");
    return env ? strtoull(env, NULL, 10) : 21;
}

static void pause_ms(long ms)
{
    support_sleep_seconds((double)ms / 1000);
}

static void path_of(char *out, size_t size, const char *name)
{
    snprintf(out, size, "%s/%s", folder, name);
}

/* folder/NAME.SUFFIX: what the program started as NAME wrote. */
static void output_path(char *out, size_t size, const char *name, const char *suffix)
{
    snprintf(out, size, "%s/%s.%s", folder, name, suffix);
}

/* Starts village-cli with these arguments, its output to folder/NAME.out
 * and folder/NAME.err. */
static pid_t start_with_env(const char *name, const char *const args[], const char *const env[])
{
    const char *argv[32] = {cli_path};
    int n = 1;
    for (; args[n - 1]; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    char out[512], err[512];
    output_path(out, sizeof out, name, "out");
    output_path(err, sizeof err, name, "err");
    pid_t pid = child_start(
        &(child_spec){.argv = argv, .env = env, .out = out, .err = err, .truncate = true});
    assert_true(pid >= 0);
    return pid;
}

static pid_t start(const char *name, const char *const args[])
{
    return start_with_env(name, args, NULL);
}

/* A file that holds secrets must be its user's alone. */
static void assert_private(const char *name)
{
    char path[512];
    path_of(path, sizeof path, name);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    if ((st.st_mode & 0777) != 0600)
        fail_msg("%s has mode %03o, not 600", name, (unsigned)(st.st_mode & 0777));
}

/* A secret in a file of the test's folder, readable by its user alone. */
static void write_secret(const char *name, const char *secret, char *path, size_t size)
{
    path_of(path, size, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "%s\n", secret);
    fclose(f);
    chmod(path, 0600);
}

/* The value after "WORD " at the start of a line of folder/NAME.out, or "". */
static void output_word(const char *name, const char *word, char *out, size_t size)
{
    char path[512];
    output_path(path, sizeof path, name, "out");
    child_output_word(path, word, out, size);
}

/* Waits for the process; its exit status, or fails after 'seconds'. */
static int finish(pid_t pid, const char *name, int seconds)
{
    int status = child_finish(pid, seconds);
    if (status < 0) {
        char path[512];
        output_path(path, sizeof path, name, "err");
        char *err = child_read_text(path);
        fail_msg("%s did not finish in %d s (seed %llu): %s", name, seconds,
                 (unsigned long long)test_seed(), err ? err : "");
    }
    return status;
}

static void wait_for_word(const char *name, const char *word, char *out, size_t size)
{
    char path[512];
    output_path(path, sizeof path, name, "out");
    if (!child_wait_for_word(path, word, out, size, 30))
        fail_msg("%s never printed '%s'", name, word);
}

/* The moves in the host's save so far (0 while it cannot be read). */
static size_t saved_moves(const char *save)
{
    village_record r;
    char err[256];
    if (!village_save_read_file(save, &r, err, sizeof err))
        return 0;
    size_t n = r.move_count;
    village_record_free(&r);
    return n;
}

static void wait_for_moves(const char *save, size_t moves)
{
    for (int i = 0; i < 2400 && saved_moves(save) < moves; i++)
        pause_ms(25);
    assert_true(saved_moves(save) >= moves);
}

/* ---- What a guest received, against the host's game ---- */

typedef struct secrets {
    uint64_t *words; /* every generator word and the seed */
    size_t count;
    char (*pile)[128]; /* by move count: the next eight unseen tiles, or "" */
    size_t states;
} secrets;

static bool gather(void *ctx, size_t index, const village_state *before, const village_move *m,
                   const village_events *ev, const village_state *after)
{
    (void)before, (void)m, (void)ev;
    secrets *s = ctx;
    s->words[s->count++] = after->rng.state;
    s->words[s->count++] = after->rng.increment;
    int remaining = VILLAGE_CUSTOMERS - after->pile_top;
    size_t at = 0;
    s->pile[index + 1][0] = '\0';
    for (int i = after->pile_top; remaining >= 8 && i < after->pile_top + 8; i++)
        at += (size_t)snprintf(s->pile[index + 1] + at, sizeof s->pile[0] - at, "%s%d",
                               i > after->pile_top ? ", " : "", after->pile[i]);
    return true;
}

static void assert_trace_keeps_secrets(const char *save, const char *trace_name)
{
    village_record r;
    char err[256], trace[512];
    assert_true(village_save_read_file(save, &r, err, sizeof err));
    secrets s = {calloc(2 * r.move_count + 4, sizeof(uint64_t)), 0,
                 calloc(r.move_count + 1, sizeof *s.pile), r.move_count + 1};
    assert_true(s.words && s.pile);
    village_state start;
    assert_true(village_record_start_state(&r, &start));
    s.words[s.count++] = start.rng.state;
    s.words[s.count++] = start.rng.increment;
    s.words[s.count++] = r.seed;
    assert_true(village_record_replay(&r, r.move_count, gather, &s, NULL));
    path_of(trace, sizeof trace, trace_name);
    char *text = child_read_text(trace);
    assert_non_null(text);
    long views = 0;
    for (char *line = text; line && *line;) {
        char *end = strchr(line, '\n');
        if (end)
            *end = '\0';
        for (size_t k = 0; k < s.count; k++) {
            char word[17];
            snprintf(word, sizeof word, "%016llx", (unsigned long long)s.words[k]);
            if (strstr(line, word))
                fail_msg("a guest received a generator word %s (seed %llu)", word,
                         (unsigned long long)test_seed());
        }
        long seq;
        if (sscanf(line, "view %ld ", &seq) == 1) {
            assert_true(seq >= 0 && (size_t)seq < s.states);
            if (s.pile[seq][0] && strstr(line, s.pile[seq]))
                fail_msg("a guest received the pile's order at move %ld (seed %llu)", seq,
                         (unsigned long long)test_seed());
            views++;
        }
        line = end ? end + 1 : NULL;
    }
    assert_true(views > 50);
    free(text);
    free(s.words);
    free(s.pile);
    village_record_free(&r);
}

/* ---- The games ---- */

typedef struct game_files {
    char save[512], seed[32], address[128];
} game_files;

/* stand_in: an AI plays a chair whose guest has been away a second. */
static pid_t start_host(game_files *g, const char *name, const char *listen, bool resume,
                        bool stand_in)
{
    path_of(g->save, sizeof g->save, "host.json");
    snprintf(g->seed, sizeof g->seed, "%llu", (unsigned long long)test_seed());
    if (resume) {
        const char *args[] = {"host", "--listen", listen, "--save", g->save, "--resume", NULL};
        return start(name, args);
    }
    const char *args[] = {"host",
                          "--listen",
                          listen,
                          "--players",
                          "3",
                          "--seats",
                          "easy,remote,remote",
                          "--seed",
                          g->seed,
                          "--save",
                          g->save,
                          stand_in ? "--stand-in" : NULL,
                          "random",
                          "--grace",
                          "1",
                          NULL};
    return start(name, args);
}

/* A guest; with token_file, it comes back to the chair of that token. */
static pid_t start_guest_with(const game_files *g, const char *name, const char *retry,
                              const char *token_file)
{
    char save[512], trace[512];
    snprintf(save, sizeof save, "%s/%s.json", folder, name);
    snprintf(trace, sizeof trace, "%s/%s.trace", folder, name);
    const char *args[] = {"join",
                          g->address,
                          "--level",
                          "easy",
                          "--save",
                          save,
                          "--retry",
                          retry,
                          "--trace",
                          trace,
                          token_file ? "--token-file" : NULL,
                          token_file,
                          NULL};
    return start(name, args);
}

static pid_t start_guest(const game_files *g, const char *name, const char *retry)
{
    return start_guest_with(g, name, retry, NULL);
}

static void assert_same_finals(const char *const names[], int count)
{
    char first[64], other[64];
    output_word(names[0], "final", first, sizeof first);
    assert_int_equal(strlen(first), 16);
    for (int i = 1; i < count; i++) {
        output_word(names[i], "final", other, sizeof other);
        assert_string_equal(other, first);
    }
}

static void assert_same_files(const char *a, const char *b)
{
    char pa[512], pb[512];
    path_of(pa, sizeof pa, a);
    path_of(pb, sizeof pb, b);
    char *ta = child_read_text(pa), *tb = child_read_text(pb);
    assert_non_null(ta);
    assert_non_null(tb);
    assert_string_equal(ta, tb);
    free(ta);
    free(tb);
}

static void test_game_over_loopback(void **unused)
{
    (void)unused;
    game_files g;
    pid_t host = start_host(&g, "host", "127.0.0.1:0", false, false);
    wait_for_word("host", "listening", g.address, sizeof g.address);
    pid_t a = start_guest(&g, "a", "0"), b = start_guest(&g, "b", "0");
    assert_int_equal(finish(a, "a", 300), 0);
    assert_int_equal(finish(b, "b", 300), 0);
    assert_int_equal(finish(host, "host", 60), 0);
    const char *names[] = {"host", "a", "b"};
    assert_private("host.json.chairs");
    assert_private("a.trace");
    assert_private("b.trace");
    assert_same_finals(names, 3);
    assert_same_files("a.json", "b.json");
    assert_trace_keeps_secrets(g.save, "a.trace");
    assert_trace_keeps_secrets(g.save, "b.trace");
}

static void test_killed_guest_comes_back(void **unused)
{
    (void)unused;
    game_files g;
    pid_t host = start_host(&g, "host", "127.0.0.1:0", false, true);
    wait_for_word("host", "listening", g.address, sizeof g.address);
    pid_t a = start_guest(&g, "a", "0"), b = start_guest(&g, "b", "0");
    wait_for_moves(g.save, 30);
    child_kill(b);
    assert_true(saved_moves(g.save) < 300); /* mid-game */
    char err[512];
    path_of(err, sizeof err, "host.err");
    for (int i = 0; i < 200; i++) { /* the stand-in takes the chair after a second */
        char *said = child_read_text(err);
        bool stood_in = said && strstr(said, "an AI plays chair");
        free(said);
        if (stood_in)
            break;
        pause_ms(50);
    }
    /* A hello without the token would get no chair (it stays b's): the
     * new program comes with b's token, from a file. */
    char said[512], token_file[512];
    path_of(said, sizeof said, "b.out");
    char *out = child_read_text(said);
    assert_non_null(out);
    const char *line = strstr(out, "chair ");
    assert_non_null(line);
    char token[33]; /* a token's 32 hex digits */
    assert_int_equal(sscanf(line, "chair %*d %32s", token), 1);
    free(out);
    write_secret("b.token", token, token_file, sizeof token_file);
    pid_t again = start_guest_with(&g, "b2", "0", token_file);
    assert_int_equal(finish(again, "b2", 300), 0);
    char before[64], after[64];
    output_word("b", "chair", before, sizeof before);
    output_word("b2", "chair", after, sizeof after);
    assert_true(before[0] != '\0');
    assert_string_equal(after, before); /* the same chair (and its token) */
    assert_int_equal(finish(a, "a", 300), 0);
    assert_int_equal(finish(host, "host", 60), 0);
    const char *names[] = {"host", "a", "b2"};
    assert_same_finals(names, 3);
    assert_same_files("a.json", "b2.json");
}

static void test_host_resumes_and_guests_come_back(void **unused)
{
    (void)unused;
    game_files g;
    pid_t host = start_host(&g, "host", "127.0.0.1:0", false, false);
    wait_for_word("host", "listening", g.address, sizeof g.address);
    pid_t a = start_guest(&g, "a", "60"), b = start_guest(&g, "b", "60");
    wait_for_moves(g.save, 30);
    child_kill(host);
    size_t saved = saved_moves(g.save);
    assert_true(saved >= 30);
    village_record r;
    char err[256];
    assert_true(village_save_read_file(g.save, &r, err, sizeof err));
    assert_false(village_game_over(&r.state)); /* stopped mid-game */
    village_record_free(&r);
    pid_t resumed = start_host(&g, "host2", g.address, true, false);
    assert_int_equal(finish(a, "a", 300), 0);
    assert_int_equal(finish(b, "b", 300), 0);
    assert_int_equal(finish(resumed, "host2", 60), 0);
    assert_true(saved_moves(g.save) > saved);
    const char *names[] = {"host2", "a", "b"};
    assert_same_finals(names, 3);
    assert_same_files("a.json", "b.json");
}

/* The host's computers play styles (docs/ai.md, "Styles"): one named in
 * --seats, and two of one level dealt different ones; a style that is not
 * one is refused with its name. The save keeps them for --resume. */
static void test_host_deals_styles(void **unused)
{
    (void)unused;
    game_files g;
    path_of(g.save, sizeof g.save, "host.json");
    snprintf(g.seed, sizeof g.seed, "%llu", (unsigned long long)test_seed());
    const char *refused[] = {
        "host",   "--listen", "127.0.0.1:0", "--players", "2", "--seats", "easy/sleepy,remote",
        "--seed", g.seed,     "--save",      g.save,      NULL};
    /* A usage error's status, as for any other word --seats cannot read. */
    assert_int_equal(finish(start("refused", refused), "refused", 30), 64);
    char path[512];
    output_path(path, sizeof path, "refused", "err");
    char *err = child_read_text(path);
    assert_non_null(err);
    assert_non_null(strstr(err, "'sleepy' is not a style"));
    free(err);

    const char *args[] = {"host",
                          "--listen",
                          "127.0.0.1:0",
                          "--players",
                          "4",
                          "--seats",
                          "easy/merchant,easy,easy,remote",
                          "--seed",
                          g.seed,
                          "--save",
                          g.save,
                          NULL};
    pid_t host = start("host", args);
    wait_for_word("host", "listening", g.address, sizeof g.address);
    pid_t a = start_guest(&g, "a", "0");
    wait_for_moves(g.save, 1);
    village_record r;
    char why[256];
    assert_true(village_save_read_file(g.save, &r, why, sizeof why));
    assert_int_equal(r.ai_styles[0], VILLAGE_AI_STYLE_MERCHANT);
    assert_int_equal(r.ai_styles[1] + r.ai_styles[2],
                     VILLAGE_AI_STYLE_BALANCED + VILLAGE_AI_STYLE_CHRONICLER);
    assert_int_not_equal(r.ai_styles[1], r.ai_styles[2]);
    assert_int_equal(r.ai_styles[3], 0); /* the guest's chair */
    village_record_free(&r);
    child_kill(a);
    child_kill(host);
}

/* The same game through an XMPP room: the host and both guests log in to
 * a Prosody on 127.0.0.1 (its own certificate trusted with --ca) and meet
 * in one room. */
static void test_game_over_xmpp(void **unused)
{
    (void)unused;
    static const prosody_account accounts[] = {
        {"host", "host-secret"}, {"ana", "ana-secret"}, {"bo", "bo-secret"}, {"cy", "cy-secret"}};
    prosody_server server;
    char err[512];
    if (!prosody_start(&server, accounts, 4, err, sizeof err))
        fail_msg("cannot start the test XMPP server: %s", err);
    game_files g;
    path_of(g.save, sizeof g.save, "host.json");
    snprintf(g.seed, sizeof g.seed, "%llu", (unsigned long long)test_seed());
    const char *room = "table@" PROSODY_ROOMS;
    /* The host's password from a file, each guest's from the environment:
     * neither on a command line. */
    char password_file[512];
    write_secret("host.password", "host-secret", password_file, sizeof password_file);
    const char *host_args[] = {
        "host", "--xmpp",  "host@" PROSODY_DOMAIN, "--password-file", password_file,  "--room",
        room,   "--ca",    server.ca_file,         "--xmpp-server",   server.address, "--players",
        "3",    "--seats", "easy,remote,remote",   "--seed",          g.seed,         "--save",
        g.save, NULL};
    pid_t host = start("host", host_args);
    wait_for_word("host", "listening", g.address, sizeof g.address);
    assert_string_equal(g.address, room);
    /* A guest told who must host (join --host) leaves a room hosted by
     * anyone else, or whose host it cannot see (a live room shows real
     * addresses only to its owner), before its hello: it takes no chair. */
    char cy_save[512];
    path_of(cy_save, sizeof cy_save, "cy.json");
    const char *cy_args[] = {"join",
                             "--xmpp",
                             "cy@" PROSODY_DOMAIN,
                             "--password",
                             "cy-secret",
                             "--room",
                             room,
                             "--ca",
                             server.ca_file,
                             "--xmpp-server",
                             server.address,
                             "--host",
                             "mallory@" PROSODY_DOMAIN ",referee@" PROSODY_DOMAIN,
                             "--level",
                             "easy",
                             "--save",
                             cy_save,
                             NULL};
    assert_int_equal(finish(start("cy", cy_args), "cy", 60), 1);
    char err_path[512];
    output_path(err_path, sizeof err_path, "cy", "err");
    char *cy_err = child_read_text(err_path);
    assert_non_null(cy_err);
    if (!strstr(cy_err,
                "the host of the room "
                "table@" PROSODY_ROOMS " is an account the room hides, not one of mallory@"))
        fail_msg("cy's error: %s", cy_err);
    free(cy_err);
    /* --host is a guest's: the host refuses it. */
    const char *host_with_host[] = {
        "host", "--xmpp", "host@" PROSODY_DOMAIN,    "--password", "host-secret", "--room",
        room,   "--host", "referee@" PROSODY_DOMAIN, "--save",     g.save,        NULL};
    assert_int_not_equal(finish(start("host-with-host", host_with_host), "host-with-host", 30), 0);
    output_path(err_path, sizeof err_path, "host-with-host", "err");
    char *host_err = child_read_text(err_path);
    assert_non_null(host_err);
    if (!strstr(host_err, "host: --host names the account that must host a room"))
        fail_msg("village-cli host --host said: %s", host_err);
    free(host_err);
    pid_t guests[2];
    const char *names[] = {"a", "b"}, *users[] = {"ana@" PROSODY_DOMAIN, "bo@" PROSODY_DOMAIN},
               *passwords[] = {"ana-secret", "bo-secret"};
    for (int i = 0; i < 2; i++) {
        char save[512], trace[512];
        snprintf(save, sizeof save, "%s/%s.json", folder, names[i]);
        snprintf(trace, sizeof trace, "%s/%s.trace", folder, names[i]);
        char env[64];
        snprintf(env, sizeof env, "VILLAGE_XMPP_PASSWORD=%s", passwords[i]);
        const char *args[] = {"join",         "--xmpp",  users[i],       "--room",
                              room,           "--ca",    server.ca_file, "--xmpp-server",
                              server.address, "--level", "easy",         "--save",
                              save,           "--trace", trace,          NULL};
        guests[i] = start_with_env(names[i], args, (const char *const[]){env, NULL});
    }
    int a = finish(guests[0], "a", 300), b = finish(guests[1], "b", 300);
    int h = finish(host, "host", 60);
    prosody_stop(&server);
    assert_int_equal(a, 0);
    assert_int_equal(b, 0);
    assert_int_equal(h, 0);
    const char *all[] = {"host", "a", "b"};
    assert_same_finals(all, 3);
    assert_same_files("a.json", "b.json");
    assert_trace_keeps_secrets(g.save, "a.trace");
    assert_trace_keeps_secrets(g.save, "b.trace");
}

/* A folder of each test's own (kept apart: VILLAGE_KEEP_TEST_FILES keeps them all). */
static int fresh_folder(void **unused)
{
    (void)unused;
    static int tests;
    char name[32];
    snprintf(name, sizeof name, "test_net_cli-%d", ++tests);
    return temp_folder_fresh(folder, sizeof folder, name) ? 0 : -1;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_net_cli VILLAGE_CLI\n");
        return 2;
    }
    cli_path = argv[1];
    printf("VILLAGE_TEST_SEED=%llu\n", (unsigned long long)test_seed());
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_game_over_loopback, fresh_folder, NULL),
        cmocka_unit_test_setup_teardown(test_killed_guest_comes_back, fresh_folder, NULL),
        cmocka_unit_test_setup_teardown(test_host_resumes_and_guests_come_back, fresh_folder, NULL),
        cmocka_unit_test_setup_teardown(test_host_deals_styles, fresh_folder, NULL),
        cmocka_unit_test_setup_teardown(test_game_over_xmpp, fresh_folder, NULL),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
