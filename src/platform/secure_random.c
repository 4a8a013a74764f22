/* platform_random_bytes and friends (secure_random.h): one of the three
 * cryptographic sources, chosen by the operating system. */
#if defined(__linux__)
#define _GNU_SOURCE /* getrandom */
#endif
#include "platform/secure_random.h"

#include <errno.h>
#include <string.h>

#if defined(_WIN32)
#include <windows.h>
/* windows.h first: bcrypt.h needs its types. */
#include <bcrypt.h>
#elif defined(__linux__)
#include <sys/random.h>
#else
#include <stdlib.h> /* arc4random_buf: macOS and the BSDs */
#endif

bool platform_random_bytes(void *buf, size_t size)
{
    unsigned char *out = buf;
#if defined(_WIN32)
    while (size > 0) {
        ULONG chunk = size > 0x10000000u ? 0x10000000u : (ULONG)size;
        if (!BCRYPT_SUCCESS(BCryptGenRandom(NULL, out, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG))) {
            memset(buf, 0, (size_t)(out - (unsigned char *)buf) + size);
            return false;
        }
        out += chunk;
        size -= chunk;
    }
    return true;
#elif defined(__linux__)
    size_t done = 0;
    while (done < size) {
        ssize_t n = getrandom(out + done, size - done, 0);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            memset(buf, 0, size);
            return false;
        }
        done += (size_t)n;
    }
    return true;
#else
    arc4random_buf(out, size);
    return true;
#endif
}

uint64_t platform_random64(void)
{
    uint64_t v = 0;
    if (!platform_random_bytes(&v, sizeof v))
        return 0;
    return v;
}

bool platform_secrets_equal(const void *a, const void *b, size_t size)
{
    const volatile unsigned char *x = a, *y = b;
    unsigned char diff = 0;
    for (size_t i = 0; i < size; i++)
        diff |= (unsigned char)(x[i] ^ y[i]);
    return diff == 0;
}
