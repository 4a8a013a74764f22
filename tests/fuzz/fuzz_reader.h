/* The common opening of the fuzz targets that read a file's text (saves,
 * positions, lessons): the input bytes as the text a reader takes, and what
 * every refusal must carry (a message in printable text, and for the save
 * library's readers a kind the front end words for the player). */
#ifndef VILLAGE_FUZZ_READER_H
#define VILLAGE_FUZZ_READER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "village/save.h"

/* The input with a terminating NUL (the readers take C strings); NULL when
 * memory is short, which the target treats as nothing to read. */
static inline char *fuzz_text_of(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return NULL;
    memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

/* A reader refused 'what' ("save", "position", "lesson") with 'err'. */
static inline void fuzz_check_refusal(const char *what, const char *err, bool has_kind)
{
    FUZZ_CHECK(err[0] != '\0', "a refused %s without a message", what);
    if (has_kind)
        FUZZ_CHECK(village_last_refusal() != VILLAGE_REFUSAL_NONE, "a refusal without a kind: %s",
                   err);
    FUZZ_CHECK(village_text_is_printable(err), "a refusal message with raw bytes: %s", err);
}

#endif
