/* When each held game next needs the referee's look, as a binary min-heap
 * of slot numbers: the loop wakes for the earliest and looks at only the
 * games due, so a referee holding thousands of games nobody moves in does
 * no work per game while it waits (docs/referee.md, "One connection for
 * every game"). A slot is in the heap at most once; one with nothing due
 * is not in it. No SDL, no locks: the referee's loop alone uses it. */
#ifndef VILLAGE_REFEREE_DUE_HEAP_H
#define VILLAGE_REFEREE_DUE_HEAP_H

#include <stdbool.h>

typedef struct referee_due_heap referee_due_heap;

/* For slots 0..slots-1; NULL for want of memory. */
referee_due_heap *referee_due_heap_new(int slots);
void referee_due_heap_free(referee_due_heap *h);

/* The slot is due at 'at' (seconds on any one clock): put in the heap or
 * moved in it. */
void referee_due_heap_set(referee_due_heap *h, int slot, double at);
/* Nothing is due for the slot: taken out of the heap if it was in. */
void referee_due_heap_remove(referee_due_heap *h, int slot);
/* The slot due first and when; false when the heap is empty. */
bool referee_due_heap_first(const referee_due_heap *h, int *slot, double *at);
/* Slots in the heap. */
int referee_due_heap_count(const referee_due_heap *h);

#endif
