/* Atomic writes on a worker thread, so that a program drawing frames never
 * waits for a disk: the caller hands over the bytes of a file, one thread
 * writes them with platform_write_atomic, and the caller collects each
 * write's outcome when it likes (a poll that never blocks) or waits for the
 * writes in flight with a bound. Text handed over for a file whose earlier
 * text is still queued (not begun) replaces it: the latest state of a file
 * always lands, the states between may be skipped, and two writes of one
 * file never run at once (there is one writing thread). Plain C and POSIX
 * threads (winpthreads on mingw-w64); no SDL. */
#ifndef VILLAGE_PLATFORM_BACKGROUND_WRITER_H
#define VILLAGE_PLATFORM_BACKGROUND_WRITER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct platform_writer platform_writer;

/* What became of one write: the caller's tag given with its text, and on
 * failure platform_write_atomic's message for the player and errno. A
 * write replaced before it began has no outcome: the one that replaced it
 * speaks for it. */
typedef struct platform_write_outcome {
    uint64_t tag;
    bool ok;
    int error;          /* the system error of the failed step; 0 when ok */
    char message[1400]; /* "could not save in the folder …"; "" when ok */
    char note[1400];    /* what the write's check said (platform_write_check); "" for nothing */
} platform_write_outcome;

/* A look at the file a write is about to replace, made on the writer's
 * thread just before the write, so the caller's thread never reads the
 * disk for it: path, the facts the caller handed over with the text (a
 * copy, at most PLATFORM_WRITE_FACTS_MAX bytes), and room for a note that
 * comes back in the write's outcome (the check may, say, move the old file
 * aside first and say where it went). */
typedef void (*platform_write_check)(const char *path, const void *facts, char *note,
                                     size_t note_size);
enum { PLATFORM_WRITE_FACTS_MAX = 32 };

/* A writer with its thread; NULL when memory is short. Where no thread can
 * be started it still works, writing at once inside platform_writer_put. */
platform_writer *platform_writer_new(void);
/* Queues text (len bytes, malloc'd: the writer owns it from now on and
 * frees it) to be written to path, replacing text for the same path that
 * is queued and not begun. False, with text freed, when memory is short:
 * nothing was queued. */
bool platform_writer_put(platform_writer *w, const char *path, char *text, size_t len,
                         uint64_t tag);
/* As platform_writer_put, with a check run on the writer's thread right
 * before the write (NULL: none) and the facts it reads. False (text freed)
 * as put, or when facts_size is over PLATFORM_WRITE_FACTS_MAX. */
bool platform_writer_put_checked(platform_writer *w, const char *path, char *text, size_t len,
                                 uint64_t tag, platform_write_check check, const void *facts,
                                 size_t facts_size);
/* The oldest outcome not taken yet; false when no write finished since. */
bool platform_writer_take(platform_writer *w, platform_write_outcome *out);
/* Whether every write handed over has finished (its outcome may wait to be taken). */
bool platform_writer_idle(platform_writer *w);
/* Waits until every write handed over has finished, at most 'seconds'; true
 * when they have. */
bool platform_writer_wait(platform_writer *w, double seconds);
/* Waits as platform_writer_wait, then ends the writer. When the writes
 * have not finished by then (a disk that does not answer) the thread
 * finishes them on its own and frees the writer after, so nothing handed
 * over is dropped while the process lives; false then. NULL is allowed. */
bool platform_writer_free(platform_writer *w, double seconds);

#endif
