/* Game ids to slots (id_map.h): linear probing in a table of a power of two
 * at least twice the ids it may hold, so a probe ends within a few cells;
 * a removal shifts the cells after it back instead of leaving markers,
 * so that a map whose games come and go for months stays as fast. */
#include "referee/id_map.h"

#include <stdlib.h>

#include "village/splitmix64.h"

struct referee_id_map {
    int most, count;
    size_t mask;   /* cells - 1 */
    uint64_t *ids; /* 0: an empty cell */
    int *values;
};

/* Game ids are random already; mixed anyway, so that ids made otherwise
 * (a test's 1, 2, 3…) spread too. */
static size_t home_of(const referee_id_map *m, uint64_t id)
{
    uint64_t mixed = id;
    return (size_t)village_splitmix64_next(&mixed) & m->mask;
}

referee_id_map *referee_id_map_new(int most)
{
    referee_id_map *m = most >= 0 ? calloc(1, sizeof *m) : NULL;
    if (!m)
        return NULL;
    size_t cells = 4;
    while (cells < 2 * (size_t)most)
        cells *= 2;
    m->most = most;
    m->mask = cells - 1;
    m->ids = calloc(cells, sizeof *m->ids);
    m->values = calloc(cells, sizeof *m->values);
    if (!m->ids || !m->values) {
        referee_id_map_free(m);
        return NULL;
    }
    return m;
}

void referee_id_map_free(referee_id_map *m)
{
    if (!m)
        return;
    free(m->ids);
    free(m->values);
    free(m);
}

/* The id's cell, or the empty cell where it would go. */
static size_t cell_of(const referee_id_map *m, uint64_t id)
{
    size_t i = home_of(m, id);
    while (m->ids[i] && m->ids[i] != id)
        i = (i + 1) & m->mask;
    return i;
}

bool referee_id_map_put(referee_id_map *m, uint64_t id, int value)
{
    if (!id)
        return false;
    size_t i = cell_of(m, id);
    if (!m->ids[i]) {
        if (m->count >= m->most)
            return false;
        m->ids[i] = id;
        m->count++;
    }
    m->values[i] = value;
    return true;
}

int referee_id_map_get(const referee_id_map *m, uint64_t id)
{
    if (!id)
        return -1;
    size_t i = cell_of(m, id);
    return m->ids[i] ? m->values[i] : -1;
}

bool referee_id_map_remove(referee_id_map *m, uint64_t id)
{
    if (!id)
        return false;
    size_t hole = cell_of(m, id);
    if (!m->ids[hole])
        return false;
    m->ids[hole] = 0;
    m->count--;
    /* Each id after the hole, up to an empty cell, moves into the hole
     * unless its home lies cyclically after the hole (it would then no
     * longer be found from its home). */
    for (size_t j = (hole + 1) & m->mask; m->ids[j]; j = (j + 1) & m->mask) {
        size_t home = home_of(m, m->ids[j]);
        bool stays = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j);
        if (stays)
            continue;
        m->ids[hole] = m->ids[j];
        m->values[hole] = m->values[j];
        m->ids[j] = 0;
        hole = j;
    }
    return true;
}

int referee_id_map_count(const referee_id_map *m)
{
    return m->count;
}
