/* Whose game autosave.json holds: every game has an id (village_record
 * game_id), and before the autosave replaces the file it reads the id in it.
 * The folder's lock (platform/lock.h) keeps a second window from writing; this
 * is the check for what a lock cannot see (an older version of the game, a
 * folder shared over a network that ignores locks). */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "scenes/game/autosave_owner.h"

/* The writer puts "game_id" right after "format" and "version": the first
 * few hundred bytes hold it, and reading only them keeps the check cheap
 * however long the game. */
enum { HEAD_BYTES = 512 };

uint64_t autosave_owner_read(const char *path, bool *present)
{
    SDL_RWops *f = SDL_RWFromFile(path, "rb");
    *present = f != NULL;
    if (!f)
        return 0;
    char head[HEAD_BYTES + 1];
    size_t n = SDL_RWread(f, head, 1, HEAD_BYTES);
    SDL_RWclose(f);
    head[n] = '\0';
    static const char KEY[] = "\"game_id\": \"";
    const char *at = strstr(head, KEY);
    if (!at)
        return 0;
    at += sizeof KEY - 1;
    uint64_t id = 0;
    for (int i = 0; i < 16; i++) {
        char c = at[i];
        int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (digit < 0)
            return 0;
        id = id << 4 | (uint64_t)digit;
    }
    return id;
}

/* splitmix64's finaliser: nearby inputs (two windows started in the same
 * second) give unrelated ids. */
static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

uint64_t autosave_new_game_id(void)
{
    /* The performance counter ticks in nanoseconds on every desktop: two
     * games never start on the same tick; the time and the stack's address
     * (randomised per process) keep two processes apart. */
    uint64_t here = (uint64_t)(uintptr_t)&here;
    uint64_t id = mix(SDL_GetPerformanceCounter() ^ (uint64_t)time(NULL) << 32 ^ mix(here));
    return id ? id : 1; /* 0 means "no id" */
}
