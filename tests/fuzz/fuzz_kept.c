/* Fuzz target: the kept games' count (kept-games.txt, "kept N";
 * src/scenes/game/kept_count.c, which needs no SDL). Any text gives a count
 * of 0 or more; the count after one more game is positive, is in the ring
 * slot after it, and written as the game writes it reads back the same.
 * Used by libFuzzer (scripts/fuzz) and by the corpus replay in ctest
 * (replay_main.c). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "scenes/game/kept_count.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 64) /* the game reads at most 64 bytes of the file */
        return 0;
    char text[65];
    memcpy(text, data, size);
    text[size] = '\0';
    long count = game_kept_count_parse(text);
    FUZZ_CHECK(count >= 0, "a negative count %ld from '%s'", count, text);
    long next = game_kept_count_next(count);
    FUZZ_CHECK(next > 0, "the count after %ld is %ld", count, next);
    FUZZ_CHECK(next % KEPT_GAMES == (count % KEPT_GAMES + 1) % KEPT_GAMES,
               "the count after %ld (%ld) is not the next slot of the ring", count, next);
    FUZZ_CHECK(next > count || next > KEPT_GAMES, "the count after %ld keeps no whole ring: %ld",
               count, next);
    char written[48];
    snprintf(written, sizeof written, "kept %ld\n", next);
    FUZZ_CHECK(game_kept_count_parse(written) == next, "'%s' does not read back", written);
    return 0;
}
