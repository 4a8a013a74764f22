/* Fuzz target: the Village Engine Protocol's reader
 * (src/cli/engine_protocol.c, docs/engine-protocol.md) fed whole sessions.
 * The input is many lines, as a controller or an engine would send them
 * (vep, positions, go with its words, bestmove, garbage). Each line is read
 * as the engine reads a command: a refusal is one printable line (the
 * engine sends it back after "error "), an accepted go has every word in its
 * range and its canonical text reads back the same. Each line is read as
 * the tournament reads an answer, and a bestmove's move is parsed in the
 * game the session has reached, which plays on when it is legal. The whole
 * input is also cut into lines as the tournament cuts an engine's output,
 * in chunks of sizes taken from the input, which must give the same lines
 * (or a refusal of an overlong one). Used by libFuzzer (scripts/fuzz) and
 * by the corpus replay in ctest (replay_main.c). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/engine_protocol.h"
#include "fuzz_check.h"
#include "village/save.h"
#include "village/village.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { LINE_CAPACITY = 1024 }; /* as the tournament's ENGINE_LINE_MAX */

static void check_command(const char *line, village_state *game)
{
    vep_command c;
    char err[600];
    vep_command_kind kind = vep_parse_command(line, &c, err, sizeof err);
    FUZZ_CHECK(kind == c.kind, "the kind returned differs from the command's");
    if (kind == VEP_REFUSED) {
        FUZZ_CHECK(err[0] != '\0', "a refused command without a message: '%s'", line);
        FUZZ_CHECK(village_text_is_printable(err), "a refusal with raw bytes: %s", err);
        return;
    }
    FUZZ_CHECK(c.argument != NULL, "no argument");
    if (kind == VEP_POSITION_FILE || kind == VEP_POSITION_JSON)
        FUZZ_CHECK(c.argument >= line && c.argument <= line + strlen(line),
                   "a position's argument outside its line");
    if (kind == VEP_POSITION_JSON) {
        /* The reader of saves has its own target: here only that it answers. */
        village_record r;
        char why[512] = "";
        if (strlen(c.argument) < 4096 && village_save_from_json(c.argument, &r, why, sizeof why)) {
            *game = r.state;
            village_record_free(&r);
        } else if (strlen(c.argument) < 4096)
            FUZZ_CHECK(village_text_is_printable(why) && why[0], "a save refused silently");
    }
    if (kind != VEP_GO)
        return;
    const vep_go *go = &c.go;
    FUZZ_CHECK(!go->has_seat || (go->seat >= 1 && go->seat <= VILLAGE_MAX_PLAYERS),
               "seat %d accepted", go->seat);
    FUZZ_CHECK(!go->has_iterations || (go->iterations >= 0 && go->iterations <= VEP_MAX_ITERATIONS),
               "iterations %d accepted", go->iterations);
    FUZZ_CHECK(!go->has_seconds || (go->seconds >= 0 && go->seconds <= VEP_MAX_SECONDS),
               "seconds %g accepted", go->seconds);
    /* The words written back canonically read back to the same values. */
    char text[256];
    int n = snprintf(text, sizeof text, "go");
    if (go->has_seat)
        n += snprintf(text + n, sizeof text - (size_t)n, " seat %d", go->seat);
    if (go->has_iterations)
        n += snprintf(text + n, sizeof text - (size_t)n, " iterations %d", go->iterations);
    if (go->has_seed)
        snprintf(text + n, sizeof text - (size_t)n, " seed %llu", (unsigned long long)go->seed);
    vep_command back;
    FUZZ_CHECK(vep_parse_command(text, &back, err, sizeof err) == VEP_GO, "'%s' is refused: %s",
               text, err);
    FUZZ_CHECK(back.go.has_seat == go->has_seat && back.go.seat == go->seat &&
                   back.go.has_iterations == go->has_iterations &&
                   back.go.iterations == go->iterations && back.go.has_seed == go->has_seed &&
                   back.go.seed == go->seed,
               "'%s' reads back differently", text);
}

static void check_answer(const char *line, village_state *game)
{
    const char *rest = NULL;
    vep_answer_kind kind = vep_parse_answer(line, &rest);
    bool has_rest = kind == VEP_ANSWER_BESTMOVE || kind == VEP_ANSWER_ERROR;
    FUZZ_CHECK(rest && (has_rest ? rest >= line && rest <= line + strlen(line) : rest[0] == '\0'),
               "an answer's rest outside its line");
    if (kind != VEP_ANSWER_BESTMOVE || village_game_over(game))
        return;
    village_move m;
    if (!village_move_parse(game, rest, &m)) {
        char why[512] = "";
        village_explain_illegal(game, rest, why, sizeof why);
        FUZZ_CHECK(why[0] != '\0', "an engine's move refused without a reason");
        return;
    }
    FUZZ_CHECK(village_apply(game, &m, NULL), "a parsed bestmove '%s' does not apply", rest);
}

/* The input cut as the tournament cuts an engine's output: the same lines as
 * cutting it at once, whatever the chunks, or an overlong line refused. */
static void check_line_cutting(const uint8_t *data, size_t size)
{
    static char buffer[LINE_CAPACITY], line[LINE_CAPACITY];
    size_t buffered = 0, at = 0, step = 0, line_start = 0; /* where buffer[0] came from */
    while (at < size) {
        size_t chunk = 1 + data[step++ % size] % 97;
        if (chunk > LINE_CAPACITY - buffered)
            chunk = LINE_CAPACITY - buffered;
        if (chunk > size - at)
            chunk = size - at;
        memcpy(buffer + buffered, data + at, chunk);
        buffered += chunk;
        at += chunk;
        for (;;) {
            vep_line_status status = vep_take_line(buffer, &buffered, sizeof buffer, line);
            if (status == VEP_LINE_TOO_LONG) {
                FUZZ_CHECK(buffered == sizeof buffer && !memchr(buffer, '\n', buffered),
                           "a line refused as too long that is not");
                return;
            }
            if (status == VEP_LINE_NEED_MORE)
                break;
            size_t length = strlen(line);
            const uint8_t *newline = memchr(data + line_start, '\n', size - line_start);
            FUZZ_CHECK(newline != NULL, "a line without its line break");
            size_t whole = (size_t)(newline - (data + line_start));
            FUZZ_CHECK(length <= whole && memcmp(line, data + line_start, length) == 0,
                       "a line cut differently");
            line_start += whole + 1;
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 64 * 1024)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    village_state game;
    FUZZ_CHECK(village_new_game(&game, 2, 1, -1), "no new game");
    for (char *line = text, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        /* The engine cuts a line at its first line break, "\r" included. */
        line[strcspn(line, "\r")] = '\0';
        check_command(line, &game);
        check_answer(line, &game);
    }
    free(text);
    check_line_cutting(data, size);
    return 0;
}
