/* --bench-net N: how long a move takes from one computer to the other's
 * window, over the direct transport on 127.0.0.1, through the real game
 * scene and loop (app_frame: it sleeps until the transport wakes it). The
 * other computer is a thread here running a headless net_play whose seats
 * decide at once: its clock is the process's, so "the move left" and "the
 * window showed it" are read on one clock. Two halves of N moves each: the
 * window hosts and the thread is its guest (the guest's moves into the
 * host's window), then the window joins a host on the thread (the host's
 * moves into the guest's window). Prints each half's p50/p99/max and the
 * main thread's CPU per frame meanwhile. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/app.h"
#include "app/options.h"
#include "app/paths.h"
#include "net/direct_transport.h"
#include "net/net_play.h"
#include "platform/system.h"
#include "scenes/game/game.h"
#include "scenes/scene.h"
#include "session/session.h"
#include "tools/tools.h"
#include "village/ai.h"

enum { MOVES_MAX = 4096, GAMES_MAX = 40 };

/* A move that left the other computer, and when (seconds). */
typedef struct departure {
    int actor;
    village_move move;
    double at;
} departure;

/* The other computer: a net_play on its own thread, and the moves that
 * left it in order (a guest's table starts at its first view, so the
 * window knows the moves by what they are, not by their number). */
typedef struct peer {
    net_play *np;
    SDL_mutex *lock;
    departure left[MOVES_MAX];
    int first, count; /* the ones the window has not shown yet */
    SDL_atomic_t stop;
    uint64_t seed;
    int decisions;
} peer;

static double now_s(void)
{
    return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
}

static double thread_cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1e6;
}

static void note_left(peer *p, int actor, const village_move *m, double at)
{
    SDL_LockMutex(p->lock);
    if (p->first + p->count < MOVES_MAX)
        p->left[p->first + p->count++] = (departure){actor, *m, at};
    SDL_UnlockMutex(p->lock);
}

/* When the window's move (actor, m) left the peer, or -1 when it did not
 * come from there (the window's own AI or person); older departures the
 * window never showed (before its first view) are passed over. */
static double departed(peer *p, int actor, const village_move *m)
{
    double at = -1;
    SDL_LockMutex(p->lock);
    for (int i = p->first; i < p->first + p->count; i++) {
        const departure *d = &p->left[i];
        if (d->actor == actor && memcmp(&d->move, m, sizeof *m) == 0) {
            at = d->at;
            p->count -= i + 1 - p->first;
            p->first = i + 1;
            break;
        }
    }
    SDL_UnlockMutex(p->lock);
    return at;
}

/* The thread: the host plays its AI seats with no pause, the guest
 * answers its chair at once (easy AI); each move's departure is noted. */
static int peer_run(void *data)
{
    peer *p = data;
    bool hosting = net_play_role_of(p->np) == NET_PLAY_HOSTING;
    while (!SDL_AtomicGet(&p->stop)) {
        session_change c;
        session_turn turn = net_play_turn(p->np, 0.001, 0, &c);
        const session *s = net_play_session(p->np);
        if (hosting && turn == SESSION_PLAYED)
            note_left(p, c.actor, &c.move, now_s());
        if (s && net_play_decides_here(p->np)) {
            village_ai_config cfg = {.level = VILLAGE_AI_EASY,
                                     .seed = p->seed + (uint64_t)p->decisions};
            village_move m;
            int actor = session_state(s)->actor;
            if (village_ai_choose(session_state(s), &cfg, NULL, &m, NULL)) {
                double at = now_s(); /* decided: it leaves now, as after a click */
                if (net_play_decide(p->np, &m)) {
                    note_left(p, actor, &m, at);
                    p->decisions++;
                }
            }
        }
        SDL_Delay(1);
    }
    return 0;
}

static village_seat seat_of(const char *name, village_seat_kind kind, int colour)
{
    village_seat s;
    memset(&s, 0, sizeof s);
    snprintf(s.name, sizeof s.name, "%s", name);
    s.kind = kind;
    s.ai_level = VILLAGE_AI_EASY;
    s.colour = (uint8_t)colour;
    return s;
}

/* A host of two chairs on a free port of 127.0.0.1: chair 0 an AI of the
 * host's, chair 1 the guest's. */
static net_play *host_game(uint64_t seed)
{
    village_seat seats[VILLAGE_MAX_PLAYERS] = {seat_of("Host AI", VILLAGE_SEAT_AI, 0),
                                               seat_of("Guest", VILLAGE_SEAT_HUMAN, 1)};
    session *s = session_new(2, seed, -1, seats);
    char err[256];
    net_transport *t = s ? net_direct_listen("127.0.0.1:0", err, sizeof err) : NULL;
    if (!t) {
        session_free(s);
        return NULL;
    }
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.remote[1] = true;
    return net_play_host(s, t, &setup);
}

static net_play *join_game(const net_play *host, uint64_t seed)
{
    char err[256];
    net_transport *t = net_direct_connect(net_play_address(host), err, sizeof err);
    return t ? net_play_join(t, "Guest", NULL, seed) : NULL;
}

/* The window's side waits in its lobby (stepped here, as the lobby scene
 * steps it) until the game is on, then the game scene has it. */
static bool start_window(app *a, net_play *np)
{
    double give_up = now_s() + 30;
    while (now_s() < give_up) {
        session_change c;
        net_play_turn(np, 0.001, 0, &c);
        if (net_play_phase_of(np) == NET_PLAY_PLAYING && net_play_session(np))
            break;
        SDL_Delay(1);
    }
    char err[256];
    if (!game_start_network(a, np, err, sizeof err)) {
        fprintf(stderr, "village bench: %s\n", err);
        return false;
    }
    app_switch(a, SCENE_GAME);
    return true;
}

static int compare_doubles(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

typedef struct samples {
    double *ms;
    int count, capacity;
} samples;

static void add(samples *s, double v)
{
    if (s->count < s->capacity)
        s->ms[s->count++] = v;
}

static void print_samples(const char *what, samples *s)
{
    if (s->count == 0) {
        printf("%s: no samples\n", what);
        return;
    }
    qsort(s->ms, (size_t)s->count, sizeof *s->ms, compare_doubles);
    printf("%s: %d, p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", what, s->count, s->ms[s->count / 2],
           s->ms[(int)((double)s->count * 0.99)], s->ms[s->count - 1]);
}

/* One game: the window's frames until the game ends or 'wanted' moves from
 * the peer were shown; each move's trip from the peer to the frame that
 * showed it, and the CPU of each frame. */
static void play_one(app *a, peer *p, bool window_hosts, samples *trip, samples *cpu, int wanted)
{
    size_t shown = session_move_count(game_session(a));
    uint64_t decisions = 0;
    while (trip->count < wanted) {
        double cpu_start = thread_cpu_ms();
        app_frame(a);
        double after = now_s();
        add(cpu, thread_cpu_ms() - cpu_start);
        const session *s = game_session(a);
        const village_record *r = session_record(s);
        for (size_t m = shown; m < r->move_count; m++) {
            double at = departed(p, r->actors[m], &r->moves[m]);
            if (at >= 0)
                add(trip, (after - at) * 1000.0);
        }
        shown = r->move_count;
        if (village_game_over(session_state(s)))
            return;
        /* The person at the window: an easy AI deciding at once. */
        if (!window_hosts && game_person_decides(a)) {
            village_ai_config cfg = {.level = VILLAGE_AI_EASY, .seed = 77 + decisions++};
            village_move m;
            if (village_ai_choose(session_state(s), &cfg, NULL, &m, NULL))
                game_decide(a, &m);
        }
    }
}

/* Half of the benchmark: games until 'wanted' trips were measured. */
static bool measure(app *a, bool window_hosts, samples *trip, samples *cpu, int wanted)
{
    for (int game = 0; game < GAMES_MAX && trip->count < wanted; game++) {
        uint64_t seed = 9000 + (uint64_t)game + (window_hosts ? 0 : 500);
        peer p = {.seed = seed, .lock = SDL_CreateMutex()};
        net_play *host = host_game(seed);
        net_play *guest = host ? join_game(host, seed + 1) : NULL;
        if (!guest || !p.lock) {
            fprintf(stderr, "village bench: cannot set up a game on 127.0.0.1\n");
            net_play_free(host);
            return false;
        }
        p.np = window_hosts ? guest : host;
        SDL_Thread *thread = SDL_CreateThread(peer_run, "bench-peer", &p);
        bool started = thread && start_window(a, window_hosts ? host : guest);
        if (started)
            play_one(a, &p, window_hosts, trip, cpu, wanted);
        SDL_AtomicSet(&p.stop, 1);
        SDL_WaitThread(thread, NULL);
        net_play_free(p.np);
        SDL_DestroyMutex(p.lock);
        if (!started)
            return false;
    }
    return true;
}

int tools_bench_net(int moves)
{
    app_prefer_headless_drivers();
    /* The host saves its game after every move: in a folder of the
     * bench's own, "bench-net" inside the person's. */
    char pref[1024], why[256], folder[1100];
    if (!paths_pref_dir(pref, sizeof pref, why, sizeof why)) {
        fprintf(stderr, "village bench: %s\n", why);
        return 1;
    }
    snprintf(folder, sizeof folder, "%sbench-net", pref);
    if (SDL_setenv("VILLAGE_PREF_DIR", folder, 1) != 0)
        return 1;
    app a;
    app_options o = {.software = true,
                     .hidden = true,
                     .width = 1920,
                     .height = 1080,
                     .language = "en",
                     .scenes = scenes_table()};
    if (!app_init(&a, &o)) {
        app_shutdown(&a);
        return 1;
    }
    a.settings.anim_speed = SPEED_INSTANT; /* the move's trip, not its animation */
    samples trips[2] = {{0}, {0}}, cpu = {.capacity = 4000000};
    cpu.ms = malloc(sizeof *cpu.ms * (size_t)cpu.capacity);
    bool ok = cpu.ms != NULL;
    for (int half = 0; half < 2 && ok; half++) {
        trips[half] = (samples){.capacity = moves, .ms = malloc(sizeof(double) * (size_t)moves)};
        ok = trips[half].ms && measure(&a, half == 0, &trips[half], &cpu, moves);
    }
    if (ok) {
        int out_w, out_h;
        SDL_GetRendererOutputSize(a.gfx.renderer, &out_w, &out_h);
        printf("village bench-net: direct transport on 127.0.0.1, window %dx%d (software "
               "renderer), animations instant; the loop sleeps between moves\n",
               out_w, out_h);
        print_samples("guest's move -> host's window (frame presented)", &trips[0]);
        print_samples("host's move -> guest's window (frame presented)", &trips[1]);
        print_samples("main-thread CPU per frame", &cpu);
        double load;
        if (platform_load_average(&load))
            printf("machine load average %.2f on %d cores\n", load, SDL_GetCPUCount());
    }
    free(trips[0].ms);
    free(trips[1].ms);
    free(cpu.ms);
    app_shutdown(&a);
    return ok ? 0 : 1;
}
