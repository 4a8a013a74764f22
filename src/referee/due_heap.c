/* The games' due times (due_heap.h): an array heap of slots, with each
 * slot's place in it so that moving or removing one is O(log n). */
#include "referee/due_heap.h"

#include <stdlib.h>

struct referee_due_heap {
    int slots, count;
    int *order;  /* the heap: slots, the earliest first */
    int *place;  /* by slot: its index in order, or -1 */
    double *due; /* by slot: when it is due, while it is in the heap */
};

referee_due_heap *referee_due_heap_new(int slots)
{
    referee_due_heap *h = slots >= 0 ? calloc(1, sizeof *h) : NULL;
    if (!h)
        return NULL;
    size_t n = slots > 0 ? (size_t)slots : 1;
    h->slots = slots;
    h->order = malloc(n * sizeof *h->order);
    h->place = malloc(n * sizeof *h->place);
    h->due = calloc(n, sizeof *h->due);
    if (!h->order || !h->place || !h->due) {
        referee_due_heap_free(h);
        return NULL;
    }
    for (int i = 0; i < slots; i++)
        h->place[i] = -1;
    return h;
}

void referee_due_heap_free(referee_due_heap *h)
{
    if (!h)
        return;
    free(h->order);
    free(h->place);
    free(h->due);
    free(h);
}

static void put(referee_due_heap *h, int at, int slot)
{
    h->order[at] = slot;
    h->place[slot] = at;
}

static void sift_up(referee_due_heap *h, int at)
{
    int slot = h->order[at];
    while (at > 0) {
        int parent = (at - 1) / 2;
        if (h->due[h->order[parent]] <= h->due[slot])
            break;
        put(h, at, h->order[parent]);
        at = parent;
    }
    put(h, at, slot);
}

static void sift_down(referee_due_heap *h, int at)
{
    int slot = h->order[at];
    for (;;) {
        int child = 2 * at + 1;
        if (child >= h->count)
            break;
        if (child + 1 < h->count && h->due[h->order[child + 1]] < h->due[h->order[child]])
            child++;
        if (h->due[slot] <= h->due[h->order[child]])
            break;
        put(h, at, h->order[child]);
        at = child;
    }
    put(h, at, slot);
}

void referee_due_heap_set(referee_due_heap *h, int slot, double at)
{
    if (slot < 0 || slot >= h->slots)
        return;
    int place = h->place[slot];
    if (place < 0) {
        place = h->count++;
        put(h, place, slot);
    }
    double before = h->due[slot];
    h->due[slot] = at;
    if (place == h->count - 1 || at < before)
        sift_up(h, place);
    else
        sift_down(h, place);
}

void referee_due_heap_remove(referee_due_heap *h, int slot)
{
    if (slot < 0 || slot >= h->slots || h->place[slot] < 0)
        return;
    int place = h->place[slot];
    h->place[slot] = -1;
    int last = h->order[--h->count];
    if (place == h->count)
        return;
    /* The last slot fills the hole and goes whichever way its time says. */
    put(h, place, last);
    sift_up(h, place);
    sift_down(h, h->place[last]);
}

bool referee_due_heap_first(const referee_due_heap *h, int *slot, double *at)
{
    if (h->count == 0)
        return false;
    *slot = h->order[0];
    *at = h->due[*slot];
    return true;
}

int referee_due_heap_count(const referee_due_heap *h)
{
    return h->count;
}
