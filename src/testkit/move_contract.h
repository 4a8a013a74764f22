/* The move contract, checked at one decision: what village_legal_moves lists
 * is exactly what village_apply accepts. Shared by village-cli random-games
 * and the rules' property test, so both hold the rules to the same promise. */
#ifndef VILLAGE_TESTKIT_MOVE_CONTRACT_H
#define VILLAGE_TESTKIT_MOVE_CONTRACT_H

#include <stddef.h>

#include "testkit_rng.h"
#include "village/village.h"

/* What a run of checks covered, for a summary line. */
typedef struct testkit_contract_counts {
    long listed_checked;    /* listed moves applied on a copy */
    long unlisted_rejected; /* mutated moves refused with the state untouched */
} testkit_contract_counts;

/* How much to check. Parsing a text is the dear part (village_move_parse
 * lists and formats every move), so long runs check one listed move deeply. */
typedef enum testkit_contract_depth {
    TESTKIT_CHECK_ONE_MOVE,   /* one listed move, picked with rng */
    TESTKIT_CHECK_EVERY_MOVE, /* every listed move */
} testkit_contract_depth;

/* moves/n: village_legal_moves(s) of a game that is not over. Checks that s
 * keeps the invariants; that every listed move applies on a copy; that the
 * listed moves have distinct canonical texts; that every listed move, or
 * one picked with rng (as depth says), leaves a state that keeps the
 * invariants and parses back from its text; that one listed move gives the
 * same state on two equal copies; and that listed moves with one byte
 * changed are listed or refused, leaving the state as it was. False with
 * the reason in why; counts may be NULL. The draws from rng are part of
 * village-cli's random-games checksums. */
bool testkit_check_decision(const village_state *s, const village_move *moves, int n,
                            testkit_contract_depth depth, testkit_rng *rng,
                            testkit_contract_counts *counts, char *why, size_t size);

#endif
