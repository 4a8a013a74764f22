/* The time policy of docs/ai.md: a decision stops once the leader cannot be
 * caught before the cap at the rate seen so far; after its soft share (a
 * quarter of the cap when little is at stake, half otherwise) as soon as the
 * leader is clear; a close choice uses the whole cap. */
#include "search_time.h"

/* Below this spread (points) every move is worth about the same. */
static const double LOW_STAKES_POINTS = 1.0;
static const double SOFT_SHARE_LOW_STAKES = 0.25;
static const double SOFT_SHARE = 0.5;
/* A leader with this many times the visits of the runner-up is clear. */
static const double CLEAR_LEAD = 2.0;

void ai_time_plan_init(ai_time_plan *plan, double start, double cap, double stakes)
{
    plan->start = start;
    plan->cap = cap;
    plan->soft = cap * (stakes < LOW_STAKES_POINTS ? SOFT_SHARE_LOW_STAKES : SOFT_SHARE);
}

bool ai_time_plan_done(const ai_time_plan *plan, double now, int iterations, int first, int second)
{
    double elapsed = now - plan->start;
    if (elapsed >= plan->cap)
        return true;
    if (iterations <= 0 || elapsed <= 0)
        return false;
    double left = (double)iterations / elapsed * (plan->cap - elapsed);
    if (first - second > left)
        return true;
    return elapsed >= plan->soft && first >= CLEAR_LEAD * second;
}
