/* The hint's bookkeeping (hint_book.h): the worker job, the decision it is
 * for, and the count of hints asked, with no window. */
#include "table/hint_book.h"

#include <string.h>

void table_hint_drop(table_hint *h)
{
    if (h->job)
        village_analysis_free(h->job);
    size_t counted = h->counted_at;
    memset(h, 0, sizeof *h);
    h->counted_at = counted;
}

table_hint_asked table_hint_ask(table_hint *h, const village_state *s, size_t moves,
                                uint64_t game_seed)
{
    if (h->open && h->asked_at == moves)
        return TABLE_HINT_ALREADY;
    table_hint_drop(h);
    village_analysis_config cfg = {.seed = game_seed ^ ((uint64_t)moves * 0x9e3779b97f4a7c15u)};
    h->job = village_hint_start(s, s->actor, &cfg);
    if (!h->job)
        return TABLE_HINT_FAILED;
    h->open = true;
    h->asked_at = moves;
    h->seat = s->actor;
    /* Asked again after a look at the settings or rules: still one hint. */
    bool counted = h->counted_at == moves + 1;
    h->counted_at = moves + 1;
    return counted ? TABLE_HINT_STARTED : TABLE_HINT_COUNTED;
}

table_hint_news table_hint_poll(table_hint *h, size_t moves, bool hints_on)
{
    if (!h->open)
        return TABLE_HINT_NOTHING;
    if (moves != h->asked_at || !hints_on) {
        table_hint_drop(h);
        return TABLE_HINT_DROPPED;
    }
    if (!h->job)
        return TABLE_HINT_NOTHING;
    bool ok = false;
    if (!village_hint_poll(h->job, &ok, &h->result))
        return TABLE_HINT_NOTHING;
    village_analysis_free(h->job);
    h->job = NULL;
    if (!ok) {
        table_hint_drop(h);
        return TABLE_HINT_LOST;
    }
    h->ready = true;
    return TABLE_HINT_READY;
}

bool table_hint_busy(const table_hint *h)
{
    return h->open && !h->ready;
}
