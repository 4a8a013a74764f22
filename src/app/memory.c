/* SDL's allocator set to the platform's big blocks (memory.h). */
#include "app/memory.h"

#include <SDL.h>

#include "platform/big_blocks.h"

bool app_memory_install(void)
{
    if (!platform_big_blocks_useful())
        return false;
    return SDL_SetMemoryFunctions(platform_big_blocks_malloc, platform_big_blocks_calloc,
                                  platform_big_blocks_realloc, platform_big_blocks_free) == 0;
}
