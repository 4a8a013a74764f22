/* The search tree: a preallocated pool of nodes, one per move sequence
 * from the root (an information set, since all players see the same). */
#ifndef VILLAGE_AI_SEARCH_TREE_H
#define VILLAGE_AI_SEARCH_TREE_H

#include <stdbool.h>
#include <stdint.h>

#include "village/village.h"

enum { AI_NO_NODE = -1 };

typedef struct ai_node {
    village_move move; /* the move that leads here */
    uint8_t mover;     /* who made it: rewards here are that player's */
    uint8_t expanded;  /* children were added for this node's legal moves */
    float prior;       /* heuristic value of the move, relative to its best sibling */
    int32_t parent, first_child, next_sibling;
    int32_t visits;
    int32_t available; /* iterations in which the move was legal (ISMCTS) */
    double reward;     /* sum of the mover's rewards */
} ai_node;

typedef struct ai_tree {
    ai_node *nodes;
    int32_t count, capacity;
} ai_tree;

/* One allocation for the whole search; false if memory is short. */
bool ai_tree_init(ai_tree *t, int32_t capacity);
void ai_tree_free(ai_tree *t);
/* A new child of 'parent' (AI_NO_NODE for the root), or AI_NO_NODE when full. */
int32_t ai_tree_add(ai_tree *t, int32_t parent, const village_move *move, int mover, float prior);
/* The child reached by 'move', or AI_NO_NODE. */
int32_t ai_tree_child(const ai_tree *t, int32_t parent, const village_move *move);

#endif
