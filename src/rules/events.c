/* The events a move reports (village_events): every part of the rules core
 * records what happened through these calls, and a full list is marked
 * overflowed rather than written past. */
#include "internal.h"

void rules_emit(village_events *ev, village_event e)
{
    if (!ev)
        return;
    if (ev->count >= VILLAGE_MAX_EVENTS) {
        ev->overflowed = true;
        return;
    }
    ev->items[ev->count++] = e;
}

void rules_emit_simple(village_events *ev, int kind, int player, int a, int b, int amount)
{
    if (!ev)
        return;
    village_event e = {.kind = (uint8_t)kind,
                       .player = (uint8_t)player,
                       .member = VILLAGE_NOBODY,
                       .a = (uint8_t)a,
                       .b = (uint8_t)b,
                       .amount = (int16_t)amount};
    rules_emit(ev, e);
}

void rules_emit_member(village_events *ev, int kind, int player, int member, village_member from,
                       village_member to, int amount)
{
    if (!ev)
        return;
    village_event e = {.kind = (uint8_t)kind,
                       .player = (uint8_t)player,
                       .member = (uint8_t)member,
                       .from_place = from.place,
                       .from_spot = from.spot,
                       .to_place = to.place,
                       .to_spot = to.spot,
                       .amount = (int16_t)amount};
    rules_emit(ev, e);
}
