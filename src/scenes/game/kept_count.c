/* The count in kept-games.txt (kept_count.h): how many finished games
 * were ever kept, the newest in ring slot (count - 1) % KEPT_GAMES. */
#include "scenes/game/kept_count.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Past this the count starts again from a low number in the same slot of
 * the ring, so "kept 9223372036854775807" in the file cannot overflow it. */
enum { KEPT_COUNT_LIMIT = 1000000000 };

long game_kept_count_parse(const char *text)
{
    if (!text || strncmp(text, "kept ", 5) != 0)
        return 0;
    char *end;
    errno = 0;
    long count = strtol(text + 5, &end, 10);
    if (errno || end == text + 5 || count < 0 || (*end != '\0' && *end != '\n'))
        return 0;
    return count;
}

long game_kept_count_next(long count)
{
    if (count < KEPT_COUNT_LIMIT)
        return count + 1;
    /* The same ring slot as count + 1, and a whole ring of older games kept. */
    return count % KEPT_GAMES + KEPT_GAMES + 1;
}
