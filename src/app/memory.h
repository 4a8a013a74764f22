/* SDL's memory for the game: its large pixel buffers on huge pages
 * (platform/big_blocks.h), which more than halved the CPU from start to the
 * title (docs/game.md, "Start"). */
#ifndef VILLAGE_APP_MEMORY_H
#define VILLAGE_APP_MEMORY_H

#include <stdbool.h>

/* Call before anything of SDL's (SDL_setenv, a hint, SDL_Init); true when
 * SDL now allocates through the big blocks. */
bool app_memory_install(void);

#endif
