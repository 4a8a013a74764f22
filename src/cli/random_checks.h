/* Per-decision checks of village-cli random-games. */
#ifndef VILLAGE_CLI_RANDOM_CHECKS_H
#define VILLAGE_CLI_RANDOM_CHECKS_H

#include "cli.h"

/* moves/n: village_legal_moves(s). False with a reason if the rules
 * misbehave at this decision. */
bool random_check_decision(const village_state *s, const village_move *moves, int n, cli_rng *rng,
                           char *why, size_t size);

#endif
