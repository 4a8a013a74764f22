/* The AI seats' entry point: one decision at any level (docs/ai.md). */
#include "village/ai.h"

#include <string.h>

#include "ai_clock.h"
#include "ai_internal.h"
#include "heuristic.h"
#include "search.h"

static const char *const level_names[VILLAGE_AI_LEVELS] = {"random", "easy",   "medium",
                                                           "hard",   "expert", "strongest"};

const char *village_ai_level_name(int level)
{
    return level >= 0 && level < VILLAGE_AI_LEVELS ? level_names[level] : "unknown";
}

int village_ai_level_from_name(const char *name)
{
    for (int level = 0; name && level < VILLAGE_AI_LEVELS; level++)
        if (strcmp(name, level_names[level]) == 0)
            return level;
    return -1;
}

static const char *const style_names[VILLAGE_AI_STYLES] = {"balanced", "chronicler", "councillor",
                                                           "merchant"};

const char *village_ai_style_name(int style)
{
    return style >= 0 && style < VILLAGE_AI_STYLES ? style_names[style] : "unknown";
}

int village_ai_style_from_name(const char *name)
{
    for (int style = 0; name && style < VILLAGE_AI_STYLES; style++)
        if (strcmp(name, style_names[style]) == 0)
            return style;
    return -1;
}

void village_ai_default_styles(const int *levels, int chairs, uint64_t seed, int *styles)
{
    /* A seat alone at its level plays balanced: the plans were measured
     * weaker than balanced at medium (docs/ai.md, "Styles"), and one
     * opponent has no twin to differ from. Seats that share a level take
     * the styles in this order, from the one closest to balanced's
     * strength, starting at a seat the seed picks, so two of them differ
     * and which seat plays which changes from game to game. */
    static const int order[VILLAGE_AI_STYLES] = {
        VILLAGE_AI_STYLE_BALANCED, VILLAGE_AI_STYLE_CHRONICLER, VILLAGE_AI_STYLE_COUNCILLOR,
        VILLAGE_AI_STYLE_MERCHANT};
    ai_rng rng = {ai_derive_seed(seed, 0x57e1)};
    int seats[VILLAGE_AI_LEVELS] = {0}, taken[VILLAGE_AI_LEVELS] = {0}, start[VILLAGE_AI_LEVELS];
    for (int k = 0; k < chairs; k++)
        if (levels[k] > VILLAGE_AI_RANDOM && levels[k] < VILLAGE_AI_LEVELS)
            seats[levels[k]]++;
    for (int level = 0; level < VILLAGE_AI_LEVELS; level++)
        start[level] = seats[level] > 1 ? (int)ai_rng_below(&rng, (uint32_t)seats[level]) : 0;
    for (int k = 0; k < chairs; k++) {
        int level = levels[k];
        styles[k] = VILLAGE_AI_STYLE_BALANCED;
        if (level <= VILLAGE_AI_RANDOM || level >= VILLAGE_AI_LEVELS || seats[level] < 2)
            continue;
        int place = (taken[level]++ - start[level] + seats[level]) % seats[level];
        styles[k] = order[place % VILLAGE_AI_STYLES];
    }
}

static void random_choose(const village_state *s, uint64_t seed, village_move *out)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    ai_rng rng = {ai_derive_seed(seed, 0x4a4d)};
    *out = moves[ai_rng_below(&rng, (uint32_t)n)];
}

void ai_search_params_of(const village_ai_config *cfg, ai_search_params *params)
{
    if (cfg->time_budget)
        ai_search_timed(cfg->level, params);
    else
        ai_search_defaults(cfg->level, params);
    if (cfg->search_tuned)
        ai_apply_search_tuning(&cfg->search, params);
    params->threads = cfg->threads;
    params->style = cfg->style;
    if (cfg->max_iterations > 0)
        params->max_iterations = cfg->max_iterations;
    if (cfg->max_seconds > 0)
        params->max_seconds = cfg->max_seconds;
}

bool ai_decide(const village_state *s, const village_ai_config *cfg, const ai_stop *stop,
               village_move *out, village_ai_stats *stats)
{
    double start = ai_clock_seconds();
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(s, moves);
    village_ai_stats local = {0, 0.0, n};
    if (n == 0 || cfg->level < 0 || cfg->level >= VILLAGE_AI_LEVELS) {
        if (stats)
            *stats = local;
        return false;
    }
    if (n == 1) {
        *out = moves[0];
    } else if (cfg->level == VILLAGE_AI_RANDOM) {
        random_choose(s, cfg->seed, out);
    } else if (cfg->level == VILLAGE_AI_EASY) {
        ai_heuristic_choose(s, cfg->seed, cfg->style, out);
    } else {
        ai_search_params params;
        ai_search_params_of(cfg, &params);
        ai_search(s, &params, cfg->seed, stop, out, &local);
    }
    local.seconds = ai_clock_seconds() - start;
    if (stats)
        *stats = local;
    return true;
}

bool village_ai_choose(const village_state *s, const village_ai_config *cfg,
                       const volatile int *cancel, village_move *out, village_ai_stats *stats)
{
    ai_stop stop = {cancel, NULL};
    return ai_decide(s, cfg, &stop, out, stats);
}
