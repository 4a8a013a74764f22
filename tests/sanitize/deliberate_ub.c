/* Proof that the sanitizer build halts on its first report: this program
 * commits undefined behaviour chosen by its argument and would otherwise
 * print "no sanitizer stopped" and exit 0. ctest runs it in the sanitizer
 * build expecting the sanitizer's report of that fault and not that line: a
 * build that only prints a report and goes on fails the test, and so does a
 * crash that is not the sanitizer's, so UB can never pass CI quietly. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

/* Opaque to the optimiser: the values come from the command line. */
static int overflow(int start, int step)
{
    return start + step; /* signed overflow when start is INT_MAX */
}

static int read_past_end(int index)
{
    int small[4] = {1, 2, 3, 4};
    return small[index]; /* out of bounds when index is 4 or more */
}

int main(int argc, char **argv)
{
    const char *what = argc > 1 ? argv[1] : "overflow";
    int result = 0;
    if (strcmp(what, "overflow") == 0)
        result = overflow(INT_MAX - 1 + argc / argc, argc);
    else if (strcmp(what, "bounds") == 0)
        result = read_past_end(3 + argc);
    printf("no sanitizer stopped %s (result %d)\n", what, result);
    return 0;
}
