/* Hidden information: what a move reveals, and determinisation for search
 * (resample what no player can know). */
#include <string.h>

#include "internal.h"

void village_redeal_hidden(village_state *s, uint64_t seed)
{
    /* Sort first, so the result does not depend on the hidden order we
     * are replacing. */
    uint8_t *rest = s->pile + s->pile_top;
    int n = VILLAGE_CUSTOMERS - s->pile_top;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && rest[j - 1] > rest[j]; j--) {
            uint8_t t = rest[j];
            rest[j] = rest[j - 1];
            rest[j - 1] = t;
        }
    rules_rng_seed(&s->rng, seed, 0x41de41deULL);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rules_rng_below(&s->rng, (uint32_t)(i + 1));
        uint8_t t = rest[i];
        rest[i] = rest[j];
        rest[j] = t;
    }
}

bool village_events_reveal_hidden(const village_events *ev)
{
    for (int i = 0; i < ev->count; i++) {
        const village_event *e = &ev->items[i];
        if (e->kind == VILLAGE_EV_CUBE_SEEDED || e->kind == VILLAGE_EV_MASS_DRAWN ||
            (e->kind == VILLAGE_EV_CUSTOMER_MOVED && e->from_place == 0))
            return true;
    }
    return ev->overflowed;
}
