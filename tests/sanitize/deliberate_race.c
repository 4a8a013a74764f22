/* Proof that the ThreadSanitizer build (preset tsan, scripts/tsan) halts on
 * its first report: two threads write one counter without a lock, then the
 * program would print "no sanitizer stopped" and exit 0. ctest runs it in
 * that build expecting TSan's report of the race and not that line, so a
 * build or a TSAN_OPTIONS that only reports and goes on fails the test. */
#include <pthread.h>
#include <stdio.h>

static int unguarded;

static void *bump(void *unused)
{
    (void)unused;
    unguarded++;
    return NULL;
}

int main(void)
{
    pthread_t other;
    if (pthread_create(&other, NULL, bump, NULL) != 0)
        return 2;
    unguarded++; /* races the other thread's write: nothing orders them */
    pthread_join(other, NULL);
    printf("no sanitizer stopped (%d)\n", unguarded);
    return 0;
}
