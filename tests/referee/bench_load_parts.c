/* bench_load_parts.h: shared by bench_referee_load's two modes. */
#include "bench_load_parts.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "net/xmpp_transport.h"
#include "wait_until.h"

long bench_rss_kb(pid_t pid)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    long kb = 0;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, "VmRSS:", 6) == 0)
            kb = atol(line + 6);
    if (f)
        fclose(f);
    return kb;
}

long bench_heap_kb(void)
{
    struct mallinfo2 m = mallinfo2();
    return (long)((m.uordblks + m.hblkhd) / 1024);
}

double bench_cpu_seconds(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return (double)u.ru_utime.tv_sec + (double)u.ru_utime.tv_usec * 1e-6 +
           (double)u.ru_stime.tv_sec + (double)u.ru_stime.tv_usec * 1e-6;
}

void bench_step_for(referee *r, double seconds)
{
    double until = support_seconds_now() + seconds;
    for (double now = support_seconds_now(); now < until; now = support_seconds_now()) {
        referee_step(r);
        referee_wait(r, (int)((until - now) * 1000) + 1);
    }
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int bench_run_movers(bench_mover *m, int count, const prosody_server *server, double seconds,
                     const char *results)
{
    static double samples[BENCH_SAMPLES_MAX];
    static int whose[BENCH_SAMPLES_MAX];
    int n = 0;
    char err[256];
    for (int i = 0; i < count; i++) {
        net_xmpp_account account = {.jid = m[i].jid,
                                    .password = "mover-secret",
                                    .room = m[i].room,
                                    .nick = m[i].jid,
                                    .ca_file = server->ca_file,
                                    .server = server->address,
                                    .host_jid = m[i].host};
        m[i].t = net_xmpp_join(&account, err, sizeof err);
        m[i].g = m[i].t ? net_guest_new(m[i].t, m[i].jid, m[i].token, (uint64_t)i + 1) : NULL;
        m[i].ai = seat_ai_new(0);
        if (!m[i].g || !m[i].ai) {
            fprintf(stderr, "bench_referee_load: mover %d: %s\n", i, err);
            return 1;
        }
        support_sleep_seconds(0.2); /* libstrophe logs one connection in at a time */
    }
    double until = support_seconds_now() + seconds;
    while (support_seconds_now() < until) {
        for (int i = 0; i < count; i++) {
            net_guest_poll(m[i].g);
            double now = support_seconds_now();
            if (m[i].waiting && net_guest_seq(m[i].g) > m[i].sent_seq) {
                if (n < BENCH_SAMPLES_MAX) {
                    whose[n] = m[i].referee;
                    samples[n++] = now - m[i].sent_at;
                }
                m[i].waiting = false;
            }
            bool before = net_guest_to_act(m[i].g);
            long seq = net_guest_seq(m[i].g);
            net_guest_drive(m[i].g, m[i].ai, 1);
            if (before && !net_guest_to_act(m[i].g) && !m[i].waiting) {
                m[i].waiting = true;
                m[i].sent_seq = seq;
                m[i].sent_at = now;
            }
        }
        support_sleep_seconds(0.001);
    }
    FILE *f = fopen(results, "w");
    for (int i = 0; f && i < n; i++)
        fprintf(f, "%d %.6f\n", whose[i], samples[i]);
    if (f)
        fclose(f);
    for (int i = 0; i < count; i++) {
        net_guest_free(m[i].g);
        net_transport_free(m[i].t);
        seat_source_free(m[i].ai);
    }
    return 0;
}

int bench_read_latencies(const char *results, int whose, double *samples)
{
    int n = 0, who;
    double seconds;
    FILE *f = fopen(results, "r");
    while (f && n < BENCH_SAMPLES_MAX && fscanf(f, "%d %lf", &who, &seconds) == 2)
        if (whose < 0 || who == whose)
            samples[n++] = seconds;
    if (f)
        fclose(f);
    qsort(samples, (size_t)n, sizeof samples[0], by_value);
    return n;
}

double bench_percentile_ms(const double *sorted, int n, int percent)
{
    return n > 0 ? 1000 * sorted[(n * percent) / 100] : 0;
}
