/* The Village Engine Protocol's lines read without I/O
 * (docs/engine-protocol.md): a controller's command as the engine reads it
 * (village-cli engine), an engine's answer as the tournament reads it, and
 * the cutting of an engine's output into lines of bounded length. Pure
 * functions, so that tests/fuzz/fuzz_engine.c can feed them whole sessions. */
#ifndef VILLAGE_CLI_ENGINE_PROTOCOL_H
#define VILLAGE_CLI_ENGINE_PROTOCOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum vep_command_kind {
    VEP_EMPTY, /* an empty or blank line: ignored */
    VEP_VEP,
    VEP_ISREADY,
    VEP_POSITION_FILE, /* argument: the path */
    VEP_POSITION_JSON, /* argument: the save */
    VEP_GO,
    VEP_QUIT,
    VEP_REFUSED, /* the reason is in err, one printable line */
} vep_command_kind;

/* The words of 'go', each checked (seat 1 to VILLAGE_MAX_PLAYERS, iterations
 * 0 to VEP_MAX_ITERATIONS, seconds 0 to VEP_MAX_SECONDS, seed 0 to 2^64-1). */
enum { VEP_MAX_ITERATIONS = 100000000, VEP_MAX_SECONDS = 3600 };
typedef struct vep_go {
    bool has_seat, has_level, has_iterations, has_seconds, has_seed;
    int seat; /* 1 = the first player */
    int level;
    int iterations;
    double seconds;
    uint64_t seed;
} vep_go;

typedef struct vep_command {
    vep_command_kind kind;
    const char *argument; /* inside the line given (position), else "" */
    vep_go go;            /* VEP_GO */
} vep_command;

/* One line from the controller, with or without its line break. */
vep_command_kind vep_parse_command(const char *line, vep_command *out, char *err, size_t err_size);

typedef enum vep_answer_kind {
    VEP_ANSWER_OTHER, /* id name …, or anything an engine wants to say: skipped */
    VEP_ANSWER_VEPOK,
    VEP_ANSWER_READYOK,
    VEP_ANSWER_BESTMOVE, /* rest: the move text */
    VEP_ANSWER_ERROR,    /* rest: the engine's sentence */
} vep_answer_kind;

/* One line from the engine, without its line break; *rest points into it. */
vep_answer_kind vep_parse_answer(const char *line, const char **rest);

typedef enum vep_line_status {
    VEP_LINE_READY,     /* a line was copied out and removed from the buffer */
    VEP_LINE_NEED_MORE, /* no whole line yet, and room for more bytes */
    VEP_LINE_TOO_LONG,  /* the buffer is full without a line break */
} vep_line_status;

/* Takes the first line out of buffer[0..*buffered) (capacity bytes), into
 * line (capacity bytes), without its "\n" or "\r\n". */
vep_line_status vep_take_line(char *buffer, size_t *buffered, size_t capacity, char *line);

#endif
