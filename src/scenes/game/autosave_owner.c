/* Whose game autosave.json holds: every game has an id (village_record
 * game_id), and before the autosave replaces the file the background
 * writer's thread reads the id in it (autosave_owner_check), so the frame
 * never waits for that read.
 * The folder's lock (platform/lock.h) keeps a second window from writing; this
 * is the check for what a lock cannot see (an older version of the game, a
 * folder shared over a network that ignores locks). */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "scenes/game/autosave_owner.h"
#include "platform/files.h"
#include "village/save.h"
#include "village/splitmix64.h"

/* The writer puts "game_id" right after "format" and "version": the first
 * few hundred bytes hold it, and reading only them keeps the check cheap
 * however long the game. */
enum { HEAD_BYTES = 512 };

/* The id in the head of a save's text (0: none). */
static uint64_t id_in(const char *head)
{
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

uint64_t autosave_owner_read(const char *path, bool *present)
{
    /* Through the platform's files (the tests' files too), and at most the
     * head: the reader gives at most HEAD_BYTES + 1 bytes. */
    platform_files *files = platform_files_in_use();
    size_t len = 0;
    platform_read_trouble trouble = PLATFORM_READ_OK;
    platform_failure why = {0};
    char *text = files->read(files, path, HEAD_BYTES, &len, &trouble, &why);
    *present = text != NULL || trouble != PLATFORM_READ_MISSING;
    if (!text)
        return 0;
    char head[HEAD_BYTES + 1];
    size_t n = len < HEAD_BYTES ? len : HEAD_BYTES;
    memcpy(head, text, n);
    head[n] = '\0';
    free(text);
    return id_in(head);
}

void autosave_owner_check(const char *path, const void *facts, char *note, size_t note_size)
{
    const autosave_owner *owner = facts;
    bool present;
    uint64_t on_disk = autosave_owner_read(path, &present);
    if (!present || on_disk == owner->mine || on_disk == owner->replaces)
        return;
    char moved[1300], err[700];
    if (!village_save_set_aside(path, moved, sizeof moved, err, sizeof err)) {
        fprintf(stderr, "village: %s\n", err);
        return; /* the write then fails over it, or replaces what cannot be kept */
    }
    fprintf(stderr, "village: %s held another game; kept as %s\n", platform_base_name(path), moved);
    village_text_make_printable(moved);
    snprintf(note, note_size, "%s", moved);
}

uint64_t autosave_new_game_id(void)
{
    /* The performance counter ticks in nanoseconds on every desktop: two
     * games never start on the same tick; the time and the stack's address
     * (randomised per process) keep two processes apart; splitmix64's
     * finaliser gives nearby inputs (two windows started in the same
     * second) unrelated ids. */
    uint64_t here = (uint64_t)(uintptr_t)&here;
    uint64_t id = village_splitmix64_mix(SDL_GetPerformanceCounter() ^ (uint64_t)time(NULL) << 32 ^
                                         village_splitmix64_mix(here));
    return id ? id : 1; /* 0 means "no id" */
}
