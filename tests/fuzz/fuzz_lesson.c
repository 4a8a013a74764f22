/* Fuzz target: the lesson reader of "Learn to play" (docs/lessons.md,
 * src/session/lesson_file.c, which needs no SDL). Any bytes are either
 * refused with a printable message (it goes to stderr and quotes the file),
 * or read into a lesson whose counts are in range, whose learner is a seat
 * and whose start keeps the invariants; a game from that start then plays
 * and saves after every move (fuzz_play.h). Used by libFuzzer
 * (scripts/fuzz) and by the corpus replay in ctest (replay_main.c). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "fuzz_reader.h"
#include "fuzz_play.h"
#include "session/lesson_file.h"
#include "village/save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text_of(data, size);
    if (!text)
        return 0;
    static lesson l; /* large */
    char err[700] = "";
    bool read = lesson_from_json(text, &l, err, sizeof err);
    free(text);
    if (!read) {
        fuzz_check_refusal("lesson", err, false);
        return 0;
    }
    FUZZ_CHECK(l.topic_count >= 0 && l.topic_count <= LESSON_TOPICS_MAX && l.target_count >= 0 &&
                   l.target_count <= LESSON_TARGETS_MAX && l.prompt_count >= 0 &&
                   l.prompt_count <= LESSON_PROMPTS_MAX && l.reaction_count >= 0 &&
                   l.reaction_count <= LESSON_REACTIONS_MAX,
               "a lesson with a count out of range");
    FUZZ_CHECK(l.learner >= 0 && l.learner < l.start.num_players, "a learner who is not a seat");
    char why[256];
    FUZZ_CHECK(village_check_invariants(&l.start, why, sizeof why),
               "a lesson's start breaks the invariants: %s", why);
    fuzz_play_and_save(&l.start, fuzz_seed_of(data, size));
    return 0;
}
