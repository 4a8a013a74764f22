/* The learned evaluation's versioned text file (docs/ai.md, "Learned
 * evaluation"): its version, every input by name, then each player
 * count's network with the runs that made it (command, commit, seed) and
 * its held-out measure. Version 1 kept one command for the whole file, so
 * a file holding networks of several runs named only the last; it is
 * still read. The reader refuses anything else with a sentence, never a
 * half-read set. */
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "village/ai_learned.h"

enum { LINE_MAX_CHARS = 4096, NUMBER_LIMIT = 1000 };

typedef struct text_out {
    char *text;
    size_t length, capacity;
    bool failed;
} text_out;

static void put(text_out *o, const char *format, ...)
{
    if (o->failed)
        return;
    for (;;) {
        va_list args;
        va_start(args, format);
        int n = vsnprintf(o->text + o->length, o->capacity - o->length, format, args);
        va_end(args);
        if (n < 0) {
            o->failed = true;
            return;
        }
        if (o->length + (size_t)n < o->capacity) {
            o->length += (size_t)n;
            return;
        }
        size_t bigger = (o->capacity + (size_t)n) * 2;
        char *grown = realloc(o->text, bigger);
        if (!grown) {
            o->failed = true;
            return;
        }
        o->text = grown;
        o->capacity = bigger;
    }
}

static void put_numbers(text_out *o, const char *label, const float *x, int n)
{
    put(o, "%s", label);
    for (int i = 0; i < n; i++)
        put(o, " %.9g", (double)x[i]);
    put(o, "\n");
}

static void put_origin(text_out *o, const village_learned_origin *origin)
{
    for (int k = 0; k < origin->runs; k++) {
        const village_learned_run *run = &origin->run[k];
        put(o, "run games %ld", run->games);
        if (run->has_seed)
            put(o, " seed %" PRIu64, run->seed);
        put(o, " commit %s\n", run->commit[0] ? run->commit : "unknown");
        put(o, "command %s\n", run->command);
        for (int i = 0; i < run->notes; i++)
            put(o, "note %s\n", run->note[i]);
    }
    if (origin->holdout_games > 0)
        put(o, "holdout games %ld iterations %d seed %" PRIu64 " loss %.6g\n",
            origin->holdout_games, origin->holdout_iterations, origin->holdout_seed,
            origin->holdout_loss);
}

void village_learned_add_run(village_learned_origin *origin, const village_learned_run *run)
{
    if (origin->runs == VILLAGE_LEARNED_MAX_RUNS) {
        memmove(&origin->run[1], &origin->run[2],
                sizeof origin->run[0] * (VILLAGE_LEARNED_MAX_RUNS - 2));
        origin->runs--;
    }
    origin->run[origin->runs++] = *run;
}

char *village_learned_format(const village_learned *set)
{
    text_out o = {malloc(4096), 0, 4096, false};
    if (!o.text)
        return NULL;
    o.text[0] = '\0';
    put(&o, "village-learned %d\n", VILLAGE_LEARNED_FORMAT);
    put(&o, "inputs %d\n", VILLAGE_LEARNED_INPUTS);
    for (int i = 0; i < VILLAGE_LEARNED_INPUTS; i++)
        put(&o, "input %d %s\n", i, village_learned_input_name(i));
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        if (!set->has[n])
            continue;
        const village_learned_net *net = &set->net[n];
        put(&o, "net %d hidden %d games %ld\n", n, net->hidden, net->games);
        put_origin(&o, &set->origin[n]);
        for (int h = 0; h < net->hidden; h++) {
            char label[32];
            snprintf(label, sizeof label, "w1 %d", h);
            put_numbers(&o, label, net->w1[h], VILLAGE_LEARNED_INPUTS);
        }
        put_numbers(&o, "b1", net->b1, net->hidden);
        put_numbers(&o, "w2", net->w2, net->hidden);
        put_numbers(&o, "b2", &net->b2, 1);
    }
    put(&o, "end\n");
    if (o.failed) {
        free(o.text);
        return NULL;
    }
    return o.text;
}

typedef struct reader {
    const char *at, *end;
    int line_number;
    char line[LINE_MAX_CHARS];
    char *err;
    size_t err_size;
    village_learned_run whole; /* version 1's one command and commit */
} reader;

static bool refuse(reader *r, const char *format, ...)
{
    char why[200];
    va_list args;
    va_start(args, format);
    vsnprintf(why, sizeof why, format, args);
    va_end(args);
    snprintf(r->err, r->err_size, "line %d: %s", r->line_number, why);
    return false;
}

/* The next line without its end, in r->line; false at the end of the text
 * or for a line too long or holding a byte that is not printable text. */
static bool next_line(reader *r)
{
    r->line_number++;
    if (r->at >= r->end)
        return refuse(r, "the file ends early");
    size_t n = 0;
    while (r->at < r->end && *r->at != '\n') {
        unsigned char c = (unsigned char)*r->at++;
        if (c == '\r' && (r->at == r->end || *r->at == '\n'))
            continue;
        if (c < 0x20 || c == 0x7f)
            return refuse(r, "a control character");
        if (n + 1 >= sizeof r->line)
            return refuse(r, "a line longer than %d characters", LINE_MAX_CHARS - 1);
        r->line[n++] = (char)c;
    }
    if (r->at < r->end)
        r->at++;
    r->line[n] = '\0';
    return true;
}

/* A line "label v0 v1 …" with exactly n numbers, each finite and small. */
static bool read_numbers(reader *r, const char *label, float *x, int n)
{
    if (!next_line(r))
        return false;
    size_t length = strlen(label);
    if (strncmp(r->line, label, length) != 0 || r->line[length] != ' ')
        return refuse(r, "expected \"%s\"", label);
    const char *p = r->line + length;
    for (int i = 0; i < n; i++) {
        char *after;
        if (*p != ' ')
            return refuse(r, "expected %d numbers after \"%s\"", n, label);
        double v = strtod(p + 1, &after);
        if (after == p + 1 || (*after != ' ' && *after != '\0'))
            return refuse(r, "a number of \"%s\" is not a number", label);
        if (!isfinite(v) || fabs(v) > NUMBER_LIMIT)
            return refuse(r, "a number of \"%s\" is out of range", label);
        x[i] = (float)v;
        p = after;
    }
    if (*p != '\0')
        return refuse(r, "more than %d numbers after \"%s\"", n, label);
    return true;
}

/* A line "key VALUE" whose value is printable text, copied into out. */
static bool read_text(reader *r, const char *key, char *out, size_t size)
{
    if (!next_line(r))
        return false;
    size_t length = strlen(key);
    if (strncmp(r->line, key, length) != 0 || r->line[length] != ' ')
        return refuse(r, "expected \"%s\"", key);
    if (strlen(r->line + length + 1) >= size)
        return refuse(r, "the %s is too long", key);
    strcpy(out, r->line + length + 1);
    return true;
}

/* A number of digits only (no sign, no space) at *p, moved past it. */
static bool read_count(const char **p, uint64_t high, uint64_t *out)
{
    const char *at = *p;
    uint64_t x = 0;
    if (*at < '0' || *at > '9')
        return false;
    for (; *at >= '0' && *at <= '9'; at++) {
        if (x > (high - (uint64_t)(*at - '0')) / 10)
            return false;
        x = x * 10 + (uint64_t)(*at - '0');
    }
    *p = at;
    *out = x;
    return true;
}

/* "KEY N" at *p (KEY with its leading space), N a count up to high. */
static bool read_pair(const char **p, const char *key, uint64_t high, uint64_t *out)
{
    size_t length = strlen(key);
    if (strncmp(*p, key, length) != 0)
        return false;
    *p += length;
    return read_count(p, high, out);
}

/* "run games G [seed S] commit REV", then "command TEXT" and any "note
 * TEXT" lines: one run of a network's history. */
static bool read_run(reader *r, village_learned_origin *origin)
{
    if (origin->runs == VILLAGE_LEARNED_MAX_RUNS)
        return refuse(r, "more than %d runs for one network", VILLAGE_LEARNED_MAX_RUNS);
    village_learned_run *run = &origin->run[origin->runs];
    *run = (village_learned_run){0};
    const char *p = r->line + 3;
    uint64_t games;
    if (!read_pair(&p, " games ", (uint64_t)LONG_MAX, &games))
        return refuse(r, "expected \"run games GAMES [seed SEED] commit REVISION\"");
    run->games = (long)games;
    if (strncmp(p, " seed ", 6) == 0) {
        if (!read_pair(&p, " seed ", UINT64_MAX, &run->seed))
            return refuse(r, "a run's seed is not a number");
        run->has_seed = true;
    }
    if (strncmp(p, " commit ", 8) != 0)
        return refuse(r, "expected \"run games GAMES [seed SEED] commit REVISION\"");
    p += 8;
    size_t length = strlen(p);
    if (length == 0 || strchr(p, ' '))
        return refuse(r, "a run's commit is not one word");
    if (length >= sizeof run->commit)
        return refuse(r, "the commit is too long");
    memcpy(run->commit, p, length + 1);
    if (!read_text(r, "command", run->command, sizeof run->command))
        return false;
    for (;;) {
        reader before = *r;
        if (!next_line(r))
            return false;
        if (strncmp(r->line, "note ", 5) != 0) {
            *r = before; /* not a note: the next part reads it */
            break;
        }
        if (run->notes == VILLAGE_LEARNED_MAX_NOTES)
            return refuse(r, "more than %d notes on one run", VILLAGE_LEARNED_MAX_NOTES);
        if (strlen(r->line + 5) >= sizeof run->note[0])
            return refuse(r, "the note is too long");
        strcpy(run->note[run->notes++], r->line + 5);
    }
    origin->runs++;
    return true;
}

/* "holdout games K iterations I seed S loss L". */
static bool read_holdout(reader *r, village_learned_origin *origin)
{
    const char *p = r->line + 7;
    uint64_t games, iterations, seed;
    if (!read_pair(&p, " games ", (uint64_t)LONG_MAX, &games) || games == 0 ||
        !read_pair(&p, " iterations ", 1000000, &iterations) ||
        !read_pair(&p, " seed ", UINT64_MAX, &seed) || strncmp(p, " loss ", 6) != 0)
        return refuse(r, "expected \"holdout games GAMES iterations I seed SEED loss LOSS\"");
    char *after;
    double loss = strtod(p + 6, &after);
    if (after == p + 6 || *after != '\0' || !isfinite(loss) || loss < 0 || loss > NUMBER_LIMIT)
        return refuse(r, "a held-out loss that is not a number from 0 to %d", NUMBER_LIMIT);
    origin->holdout_games = (long)games;
    origin->holdout_iterations = (int)iterations;
    origin->holdout_seed = seed;
    origin->holdout_loss = loss;
    return true;
}

/* Version 2's lines between a network's "net" line and its weights: one
 * or more runs, then at most one held-out measure. */
static bool read_origin(reader *r, village_learned_origin *origin)
{
    *origin = (village_learned_origin){0};
    for (;;) {
        reader before = *r;
        if (!next_line(r))
            return false;
        if (strncmp(r->line, "run ", 4) == 0) {
            if (!read_run(r, origin))
                return false;
            continue;
        }
        if (origin->runs == 0)
            return refuse(r, "expected \"run\": a network without the run that made it");
        if (strncmp(r->line, "holdout ", 8) == 0)
            return read_holdout(r, origin);
        *r = before;
        return true;
    }
}

static bool read_net(reader *r, village_learned *out, int version, int inputs)
{
    int n, hidden, used = 0;
    long games;
    if (sscanf(r->line, "net %d hidden %d games %ld%n", &n, &hidden, &games, &used) != 3 ||
        r->line[used] != '\0')
        return refuse(r, "expected \"net PLAYERS hidden UNITS games GAMES\"");
    if (n < 2 || n > VILLAGE_MAX_PLAYERS)
        return refuse(r, "a network for %d players", n);
    if (out->has[n])
        return refuse(r, "a second network for %d players", n);
    if (hidden < 1 || hidden > VILLAGE_LEARNED_MAX_HIDDEN)
        return refuse(r, "%d hidden units (1 to %d)", hidden, VILLAGE_LEARNED_MAX_HIDDEN);
    if (games < 0)
        return refuse(r, "a negative count of games");
    village_learned_net *net = &out->net[n];
    *net = (village_learned_net){.hidden = hidden, .games = games};
    if (version >= 2 && !read_origin(r, &out->origin[n]))
        return false;
    for (int h = 0; h < hidden; h++) {
        char label[32];
        snprintf(label, sizeof label, "w1 %d", h);
        if (!read_numbers(r, label, net->w1[h], inputs))
            return false;
    }
    if (!read_numbers(r, "b1", net->b1, hidden) || !read_numbers(r, "w2", net->w2, hidden) ||
        !read_numbers(r, "b2", &net->b2, 1))
        return false;
    out->has[n] = true;
    return true;
}

/* A version 1 file's one command as a network's one run: it was the last
 * run's, which need not be this network's, and a note says so. */
static void version_1_origin(const village_learned_run *whole, long games,
                             village_learned_origin *origin)
{
    *origin = (village_learned_origin){.runs = 1};
    village_learned_run *run = &origin->run[0];
    *run = *whole;
    run->games = games;
    if (strchr(run->commit, ' ') || run->commit[0] == '\0')
        snprintf(run->commit, sizeof run->commit, "unknown");
    run->notes = 1;
    snprintf(run->note[0], sizeof run->note[0],
             "read from a version 1 file, which kept only its last run's command and commit: "
             "they need not be this network's");
}

static bool read_all(reader *r, village_learned *out)
{
    int version = 0, used = 0;
    if (!next_line(r))
        return false;
    if (sscanf(r->line, "village-learned %d%n", &version, &used) != 1 || r->line[used] != '\0')
        return refuse(r, "not a learned evaluation (it starts \"village-learned VERSION\")");
    if (version < 1 || version > VILLAGE_LEARNED_FORMAT)
        return refuse(r, "version %d; this build reads versions 1 to %d", version,
                      VILLAGE_LEARNED_FORMAT);
    /* Version 1: one command and commit for the whole file. */
    village_learned_run *whole = &r->whole;
    if (version == 1 && (!read_text(r, "command", whole->command, sizeof whole->command) ||
                         !read_text(r, "commit", whole->commit, sizeof whole->commit)))
        return false;
    /* Inputs are only ever appended, so a file made before the last ones
     * names a prefix of this build's list; the inputs it lacks weigh 0. */
    int inputs = 0;
    if (!next_line(r))
        return false;
    if (sscanf(r->line, "inputs %d%n", &inputs, &used) != 1 || r->line[used] != '\0' ||
        (inputs != VILLAGE_LEARNED_INPUTS && inputs != VILLAGE_LEARNED_OLDEST_INPUTS))
        return refuse(r, "expected \"inputs %d\": the file was made for other inputs",
                      VILLAGE_LEARNED_INPUTS);
    for (int i = 0; i < inputs; i++) {
        char expected[96];
        snprintf(expected, sizeof expected, "input %d %s", i, village_learned_input_name(i));
        if (!next_line(r))
            return false;
        if (strcmp(r->line, expected) != 0)
            return refuse(r, "expected \"%s\": the file was made for other inputs", expected);
    }
    for (;;) {
        if (!next_line(r))
            return false;
        if (strcmp(r->line, "end") == 0)
            break;
        if (!read_net(r, out, version, inputs))
            return false;
    }
    if (version == 1)
        for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++)
            if (out->has[n])
                version_1_origin(whole, out->net[n].games, &out->origin[n]);
    bool any = false;
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++)
        any |= out->has[n];
    if (!any)
        return refuse(r, "no network in the file");
    while (r->at < r->end) {
        char c = *r->at++;
        if (c != '\n' && c != '\r' && c != ' ')
            return refuse(r, "text after \"end\"");
    }
    return true;
}

bool village_learned_parse(const char *text, size_t size, village_learned *out, char *err,
                           size_t err_size)
{
    char unused[8];
    if (!err || err_size == 0) {
        err = unused;
        err_size = sizeof unused;
    }
    err[0] = '\0';
    if (size > VILLAGE_LEARNED_TEXT_MAX) {
        snprintf(err, err_size, "larger than %d bytes", VILLAGE_LEARNED_TEXT_MAX);
        return false;
    }
    reader *r = calloc(1, sizeof *r);
    village_learned *read = calloc(1, sizeof *read);
    bool ok = r && read;
    if (!ok) {
        snprintf(err, err_size, "out of memory");
    } else {
        *r = (reader){.at = text, .end = text + size, .err = err, .err_size = err_size};
        ok = read_all(r, read);
        if (ok)
            *out = *read;
    }
    free(r);
    free(read);
    return ok;
}
