/* The search's parameters by name, so a tournament can seat a search with
 * other parameters without a new build (docs/ai.md, "Search parameters"). */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "search.h"
#include "village/ai.h"

typedef struct tuning_field {
    const char *name;
    size_t offset;
    bool whole; /* an int field */
    double low, high;
} tuning_field;

#define FIELD(name, whole, low, high)                                                              \
    {                                                                                              \
#name, offsetof(village_ai_search_tuning, name), whole, low, high                          \
    }

static const tuning_field fields[] = {
    FIELD(exploration, false, 0.0, 100.0),   FIELD(prior_temperature, false, 0.01, 100.0),
    FIELD(reward_scale, false, 0.01, 100.0), FIELD(win_weight, false, 0.0, 1.0),
    FIELD(playout_turns, true, 0.0, 200.0),  FIELD(playout_epsilon, false, 0.0, 1.0),
    FIELD(learned_weight, false, 0.0, 1.0),  FIELD(learned_players, true, 2.0, 4.0),
};

void village_ai_search_tuning_defaults(int level, village_ai_search_tuning *out)
{
    ai_search_params params;
    ai_search_defaults(level < VILLAGE_AI_MEDIUM ? VILLAGE_AI_HARD : level, &params);
    *out = (village_ai_search_tuning){
        .exploration = params.exploration,
        .prior_temperature = params.prior_temperature,
        .reward_scale = params.reward_scale,
        .win_weight = params.win_weight,
        .playout_turns = params.playout_turns,
        .playout_epsilon = params.playout_epsilon,
        .learned_weight = params.learned_weight,
        .learned_players = params.learned_players,
    };
}

bool village_ai_search_tuning_set(village_ai_search_tuning *t, const char *assignment)
{
    const char *equals = assignment ? strchr(assignment, '=') : NULL;
    if (!equals || equals[1] == '\0')
        return false;
    size_t length = (size_t)(equals - assignment);
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        const tuning_field *f = &fields[i];
        if (strlen(f->name) != length || strncmp(f->name, assignment, length) != 0)
            continue;
        char *end;
        double value = f->whole ? (double)strtol(equals + 1, &end, 10) : strtod(equals + 1, &end);
        if (*end != '\0' || !(value >= f->low && value <= f->high))
            return false;
        char *field = (char *)t + f->offset;
        if (f->whole)
            *(int *)field = (int)value;
        else
            *(double *)field = value;
        return true;
    }
    return false;
}

void ai_apply_search_tuning(const village_ai_search_tuning *t, ai_search_params *params)
{
    params->exploration = t->exploration;
    params->prior_temperature = t->prior_temperature;
    params->reward_scale = t->reward_scale;
    params->win_weight = t->win_weight;
    params->playout_turns = t->playout_turns;
    params->playout_epsilon = t->playout_epsilon;
    params->learned_weight = t->learned_weight;
    params->learned_players = t->learned_players;
}
