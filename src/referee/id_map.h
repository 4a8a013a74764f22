/* Game ids to small numbers (a held game's slot), as a hash table of open
 * addressing: finding the game a request or a claim names costs the same
 * with ten thousand games held as with ten, where a search of every slot
 * made a claim of N games N^2/2 steps. Id 0 is no game and is never kept.
 * No SDL, no locks: the referee's loop alone uses it. */
#ifndef VILLAGE_REFEREE_ID_MAP_H
#define VILLAGE_REFEREE_ID_MAP_H

#include <stdbool.h>
#include <stdint.h>

typedef struct referee_id_map referee_id_map;

/* Room for at most 'most' ids at once; NULL for want of memory. */
referee_id_map *referee_id_map_new(int most);
void referee_id_map_free(referee_id_map *m);

/* Keeps id with its value (replacing the value of an id kept); false when
 * id is 0 or the map already holds 'most' ids. */
bool referee_id_map_put(referee_id_map *m, uint64_t id, int value);
/* The id's value, or -1 when it is not kept. */
int referee_id_map_get(const referee_id_map *m, uint64_t id);
/* Forgets id; false when it was not kept. */
bool referee_id_map_remove(referee_id_map *m, uint64_t id);
/* Ids kept. */
int referee_id_map_count(const referee_id_map *m);

#endif
