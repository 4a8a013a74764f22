/* The Village Engine Protocol's lines, read without I/O (engine_protocol.h,
 * docs/engine-protocol.md). Every refusal is one printable line: the engine
 * sends it back after "error ", and a raw byte of the request in it could
 * break the controller's terminal or its reading of lines. */
#include "engine_protocol.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "village/ai.h"
#include "village/save.h"

/* A word of the request quoted in a refusal: at most 40 bytes, printable. */
static void quote(const char *word, size_t length, char *out, size_t size)
{
    size_t n = length < 40 ? length : 40;
    if (n >= size)
        n = size - 1;
    memcpy(out, word, n);
    out[n] = '\0';
    village_text_make_printable(out);
}

/* A whole number from min to max, all of 'text': "4294967297" must not
 * become 1 iteration through a cast, nor "-3" a seat that skips the check. */
static bool parse_whole(const char *text, long min, long max, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || end == text || *end != '\0' || v < min || v > max)
        return false;
    *out = v;
    return true;
}

static bool parse_go_word(const char *word, const char *value, vep_go *go)
{
    char *end = NULL;
    long n;
    if (strcmp(word, "seat") == 0) {
        if (!parse_whole(value, 1, VILLAGE_MAX_PLAYERS, &n))
            return false;
        go->has_seat = true;
        go->seat = (int)n;
    } else if (strcmp(word, "iterations") == 0) {
        if (!parse_whole(value, 0, VEP_MAX_ITERATIONS, &n))
            return false;
        go->has_iterations = true;
        go->iterations = (int)n;
    } else if (strcmp(word, "seconds") == 0) {
        double seconds = strtod(value, &end);
        if (end == value || *end != '\0' || !isfinite(seconds) || seconds < 0 ||
            seconds > VEP_MAX_SECONDS)
            return false;
        go->has_seconds = true;
        go->seconds = seconds;
    } else if (strcmp(word, "seed") == 0) {
        errno = 0;
        unsigned long long seed = strtoull(value, &end, 0);
        if (errno || end == value || *end != '\0' || value[0] == '-')
            return false;
        go->has_seed = true;
        go->seed = seed;
    } else if (strcmp(word, "level") == 0) {
        int level = village_ai_level_from_name(value);
        if (level < 0)
            return false;
        go->has_level = true;
        go->level = level;
    } else
        return false;
    return true;
}

/* The next word of 'text' from *at (words are separated by spaces), copied
 * into out; false at the end or for a word longer than out can hold. */
static bool next_word(const char *text, size_t *at, char *out, size_t size, bool *too_long)
{
    while (text[*at] == ' ')
        (*at)++;
    size_t length = strcspn(text + *at, " ");
    if (length == 0)
        return false;
    if (length >= size) {
        *too_long = true;
        return false;
    }
    memcpy(out, text + *at, length);
    out[length] = '\0';
    *at += length;
    return true;
}

/* "go [seat N] [level L] [iterations N] [seconds T] [seed S]" */
static bool parse_go(const char *args, vep_go *go, char *err, size_t err_size)
{
    memset(go, 0, sizeof *go);
    char word[64], value[64], shown[48];
    size_t at = 0;
    bool too_long = false;
    while (next_word(args, &at, word, sizeof word, &too_long)) {
        size_t word_at = at - strlen(word);
        if (!next_word(args, &at, value, sizeof value, &too_long) && !too_long) {
            quote(word, strlen(word), shown, sizeof shown);
            snprintf(err, err_size,
                     "go takes [seat N] [level L] [iterations N] [seconds T] "
                     "[seed S]: '%s' has no value",
                     shown);
            return false;
        }
        if (too_long || !parse_go_word(word, value, go)) {
            quote(args + word_at, strlen(args + word_at), shown, sizeof shown);
            snprintf(err, err_size,
                     "go takes [seat N] [level L] [iterations N] [seconds T] [seed S] (seat 1 to "
                     "%d, iterations 0 to %d, seconds 0 to %d, seed 0 to 2^64-1), not '%s'",
                     VILLAGE_MAX_PLAYERS, VEP_MAX_ITERATIONS, VEP_MAX_SECONDS, shown);
            return false;
        }
    }
    if (too_long) {
        snprintf(err, err_size,
                 "go takes [seat N] [level L] [iterations N] [seconds T] "
                 "[seed S]: a word is too long");
        return false;
    }
    return true;
}

vep_command_kind vep_parse_command(const char *line, vep_command *out, char *err, size_t err_size)
{
    memset(out, 0, sizeof *out);
    out->argument = "";
    err[0] = '\0';
    size_t length = strcspn(line, " ");
    const char *args = line[length] == ' ' ? line + length + 1 : line + length;
    char shown[48];
    if (line[strcspn(line, "\r\n")] != '\0') {
        snprintf(err, err_size, "a command is one line");
        out->kind = VEP_REFUSED;
    } else if (length == 0 && line[strspn(line, " ")] == '\0')
        out->kind = VEP_EMPTY;
    else if (length == 0) {
        snprintf(err, err_size, "a command starts at the beginning of its line");
        out->kind = VEP_REFUSED;
    } else if (length == 4 && strncmp(line, "quit", 4) == 0)
        out->kind = VEP_QUIT;
    else if (length == 3 && strncmp(line, "vep", 3) == 0)
        out->kind = VEP_VEP;
    else if (length == 7 && strncmp(line, "isready", 7) == 0)
        out->kind = VEP_ISREADY;
    else if (length == 8 && strncmp(line, "position", 8) == 0) {
        out->argument = args + 5;
        if (strncmp(args, "file ", 5) == 0)
            out->kind = VEP_POSITION_FILE;
        else if (strncmp(args, "json ", 5) == 0)
            out->kind = VEP_POSITION_JSON;
        else {
            out->argument = "";
            out->kind = VEP_REFUSED;
            snprintf(err, err_size, "position needs 'file PATH' or 'json SAVE'");
        }
    } else if (length == 2 && strncmp(line, "go", 2) == 0)
        out->kind = parse_go(args, &out->go, err, err_size) ? VEP_GO : VEP_REFUSED;
    else {
        quote(line, length, shown, sizeof shown);
        snprintf(err, err_size, "unknown command '%s'", shown);
        out->kind = VEP_REFUSED;
    }
    return out->kind;
}

vep_answer_kind vep_parse_answer(const char *line, const char **rest)
{
    *rest = "";
    if (strcmp(line, "vepok") == 0)
        return VEP_ANSWER_VEPOK;
    if (strcmp(line, "readyok") == 0)
        return VEP_ANSWER_READYOK;
    if (strncmp(line, "bestmove ", 9) == 0) {
        *rest = line + 9;
        return VEP_ANSWER_BESTMOVE;
    }
    if (strncmp(line, "error", 5) == 0) {
        *rest = line[5] == ' ' ? line + 6 : line + 5;
        return VEP_ANSWER_ERROR;
    }
    return VEP_ANSWER_OTHER;
}

vep_line_status vep_take_line(char *buffer, size_t *buffered, size_t capacity, char *line)
{
    char *newline = memchr(buffer, '\n', *buffered);
    if (!newline)
        return *buffered >= capacity ? VEP_LINE_TOO_LONG : VEP_LINE_NEED_MORE;
    size_t length = (size_t)(newline - buffer);
    memcpy(line, buffer, length);
    line[length] = '\0';
    if (length > 0 && line[length - 1] == '\r')
        line[length - 1] = '\0';
    *buffered -= length + 1;
    memmove(buffer, newline + 1, *buffered);
    return VEP_LINE_READY;
}
