/* An AI seat: each decision is a village_ai job on a worker thread, started
 * from the chair's view (the AI re-deals what is hidden itself, so the view
 * gives the same decision as the real state would). */
#include <stdio.h>
#include <stdlib.h>

#include "session/seat.h"
#include "village/ai.h"

typedef struct ai_seat {
    int level;
    int style; /* village_ai_style */
    village_ai_job *job;
    seat_turn turn; /* the decision asked for, kept to start again */
    bool asked;
} ai_seat;

static void ai_stop(ai_seat *ai)
{
    if (ai->job)
        village_ai_free(ai->job);
    ai->job = NULL;
}

static void ai_start(ai_seat *ai)
{
    village_ai_config cfg = {0};
    cfg.level = ai->level;
    cfg.style = ai->style;
    cfg.seed = ai->turn.seed;
    /* The game thinks by time on every core (docs/ai.md): measured with
     * village --bench-ai, the display keeps its frames without giving the
     * search threads a lower priority. */
    cfg.time_budget = true;
    cfg.threads = ai->turn.threads;
    ai->job = village_ai_start(&ai->turn.view, &cfg);
    if (!ai->job)
        fprintf(stderr, "village: cannot start the AI worker\n");
}

static void ai_begin(void *self, const seat_turn *turn)
{
    ai_seat *ai = self;
    ai_stop(ai);
    ai->turn = *turn;
    ai->asked = true;
    ai_start(ai);
}

static seat_answer ai_poll(void *self, village_move *out)
{
    ai_seat *ai = self;
    if (ai->asked && !ai->job)
        ai_start(ai); /* a worker that could not start is tried again */
    if (!ai->job || !village_ai_poll(ai->job, out))
        return SEAT_WAITING;
    /* The AI contract promises a legal move; if it breaks it, say so and
     * keep the game going with the first legal one. */
    if (!village_is_legal(&ai->turn.view, out)) {
        village_move moves[VILLAGE_MAX_MOVES];
        fprintf(stderr, "village: the AI chose an illegal move; playing the first legal one\n");
        if (village_legal_moves(&ai->turn.view, moves) == 0)
            return SEAT_WAITING;
        *out = moves[0];
    }
    return SEAT_ANSWERED;
}

static void ai_end(void *self)
{
    ai_seat *ai = self;
    ai_stop(ai);
    ai->asked = false;
}

static void ai_free(void *self)
{
    ai_stop(self);
    free(self);
}

static const seat_source_ops AI_OPS = {
    .name = "ai",
    .begin = ai_begin,
    .poll = ai_poll,
    .end = ai_end,
    .free = ai_free,
};

seat_source *seat_ai_new_styled(int level, int style)
{
    ai_seat *ai = calloc(1, sizeof *ai);
    if (!ai)
        return NULL;
    ai->level = level;
    ai->style = style;
    return seat_source_new(&AI_OPS, ai);
}

seat_source *seat_ai_new(int level)
{
    return seat_ai_new_styled(level, VILLAGE_AI_STYLE_BALANCED);
}
