/* The game id check before each autosave (autosave_owner.c): made on the
 * background writer's thread (platform_write_check), never on the frame. */
#ifndef VILLAGE_SCENES_GAME_AUTOSAVE_OWNER_H
#define VILLAGE_SCENES_GAME_AUTOSAVE_OWNER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The game id in the save at path: 0 when it has none (a save from before
 * ids, or not a save); present says whether the file exists at all. */
uint64_t autosave_owner_read(const char *path, bool *present);
/* What the check needs to know, handed to the writer with the text. */
typedef struct autosave_owner {
    uint64_t mine;     /* the id of the game being written */
    uint64_t replaces; /* the other id it may replace: the one on disk when it began */
} autosave_owner;
/* The writer's check before it replaces path (facts: an autosave_owner):
 * a file holding another game is moved aside first, never written over,
 * and the note says where it went (empty when nothing was moved). */
void autosave_owner_check(const char *path, const void *facts, char *note, size_t note_size);
/* A fresh id for a new game (never 0). */
uint64_t autosave_new_game_id(void);

#endif
