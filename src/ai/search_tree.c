/* Node pool of the search tree: no allocation while searching. */
#include "search_tree.h"

#include <stdlib.h>
#include <string.h>

bool ai_tree_init(ai_tree *t, int32_t capacity)
{
    t->nodes = malloc((size_t)capacity * sizeof *t->nodes);
    t->count = 0;
    t->capacity = t->nodes ? capacity : 0;
    return t->nodes != NULL;
}

void ai_tree_free(ai_tree *t)
{
    free(t->nodes);
    t->nodes = NULL;
    t->count = t->capacity = 0;
}

int32_t ai_tree_add(ai_tree *t, int32_t parent, const village_move *move, int mover, float prior)
{
    if (t->count >= t->capacity)
        return AI_NO_NODE;
    int32_t id = t->count++;
    ai_node *n = &t->nodes[id];
    memset(n, 0, sizeof *n);
    if (move)
        n->move = *move;
    n->mover = (uint8_t)mover;
    n->prior = prior;
    n->parent = parent;
    n->first_child = AI_NO_NODE;
    n->next_sibling = AI_NO_NODE;
    if (parent != AI_NO_NODE) {
        n->next_sibling = t->nodes[parent].first_child;
        t->nodes[parent].first_child = id;
    }
    return id;
}

int32_t ai_tree_child(const ai_tree *t, int32_t parent, const village_move *move)
{
    for (int32_t c = t->nodes[parent].first_child; c != AI_NO_NODE; c = t->nodes[c].next_sibling)
        if (village_move_equal(&t->nodes[c].move, move))
            return c;
    return AI_NO_NODE;
}
