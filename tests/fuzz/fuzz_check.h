/* How a fuzz target reports a broken property: a message on stderr, then
 * abort(), which libFuzzer records as a crash (with the input) and which
 * fails the corpus replay in ctest. */
#ifndef VILLAGE_FUZZ_CHECK_H
#define VILLAGE_FUZZ_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#define FUZZ_CHECK(condition, ...)                                                                 \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            fprintf(stderr, "fuzz property broken: " __VA_ARGS__);                                 \
            fputc('\n', stderr);                                                                   \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

#endif
