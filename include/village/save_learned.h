/* The learned evaluation's file read from disk (docs/ai.md, "Learned
 * evaluation"): the one reader the game, village-cli and village-referee
 * share, and the one line each says when it has no usable file. The AI
 * layer parses (village_learned_parse); this layer does the file. */
#ifndef VILLAGE_SAVE_LEARNED_H
#define VILLAGE_SAVE_LEARNED_H

#include <stdbool.h>
#include <stddef.h>

#include "village/ai_learned.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Reads and parses the file at path into *out. False, with a sentence
 * that names the path in why, when it cannot be read (missing, too large,
 * unreadable) or is not a usable learned evaluation of this build. */
bool village_learned_read_file(const char *path, village_learned *out, char *why, size_t why_size);

/* The line a program writes on stderr when it has none, why being
 * village_learned_read_file's sentence: "PROGRAM: WHY; the expert level
 * searches with the hand-written evaluation". */
void village_learned_fallback_line(const char *program, const char *why, char *out,
                                   size_t out_size);

#ifdef __cplusplus
}
#endif

#endif
