/* The game id check before each autosave (autosave_owner.c). */
#ifndef VILLAGE_SCENES_GAME_AUTOSAVE_OWNER_H
#define VILLAGE_SCENES_GAME_AUTOSAVE_OWNER_H

#include <stdbool.h>
#include <stdint.h>

/* The game id in the save at path: 0 when it has none (a save from before
 * ids, or not a save); present says whether the file exists at all. */
uint64_t autosave_owner_read(const char *path, bool *present);
/* A fresh id for a new game (never 0). */
uint64_t autosave_new_game_id(void);

#endif
