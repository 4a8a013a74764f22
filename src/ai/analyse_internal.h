/* Pieces of the analysis module shared by its files (analyse*.c). */
#ifndef VILLAGE_AI_ANALYSE_INTERNAL_H
#define VILLAGE_AI_ANALYSE_INTERNAL_H

#include "ai_stop.h"
#include "village/analyse.h"

/* What move m changes for the actor of 'seen', as a reason; 'other' (may
 * be NULL) is the move it is compared with (for time saved); 'score' is
 * its expected final score, for the fallback reason. */
village_reason ai_analyse_reason(const village_state *seen, const village_move *m,
                                 const village_move *other, double score);

/* The position as the analysis of a decision with this seed sees it: its
 * hidden information re-dealt. Reasons are worked out on it. */
void ai_analysis_view(const village_state *s, uint64_t seed, village_state *seen);

bool ai_analyse_decision(const village_state *s, int seat, const village_move *played,
                         const village_analysis_config *cfg, const ai_stop *stop,
                         village_analysis *out);

void ai_estimate_chances(const village_state *s, uint64_t seed, int playouts, const ai_stop *stop,
                         double win[VILLAGE_MAX_PLAYERS]);

bool ai_analyse_review(const village_state *start, const village_move *moves, size_t move_count,
                       int seat, const village_analysis_config *cfg, const ai_stop *stop,
                       village_review_progress progress, void *context, village_review *out);

#endif
