/* Direct XMPP messages in a build without libstrophe (src/referee's
 * CMakeLists.txt says when): opening a connection refuses with a sentence
 * that says why, so that the game's "Games by turns" screens tell the
 * player what this build lacks. The other calls have no connection to
 * act on. */
#include "referee/turns_password.h"
#include "referee/xmpp_direct.h"

#include <stdio.h>

referee_direct *referee_direct_open(const referee_direct_account *account, char *err,
                                    size_t err_size)
{
    (void)account;
    if (err && err_size)
        snprintf(err, err_size,
                 "this build of Village has no XMPP: it was built without libstrophe");
    return NULL;
}

void referee_direct_close(referee_direct *d)
{
    (void)d;
}

bool referee_direct_online(const referee_direct *d)
{
    (void)d;
    return false;
}

void referee_direct_failure(referee_direct *d, char *out, size_t size)
{
    (void)d;
    if (size)
        out[0] = '\0';
}

bool referee_direct_send(referee_direct *d, const char *to, const char *body)
{
    (void)d;
    (void)to;
    (void)body;
    return false;
}

bool referee_direct_poll(referee_direct *d, const char **from, const char **body)
{
    (void)d;
    (void)from;
    (void)body;
    return false;
}

void referee_direct_wait(referee_direct *d, int timeout_ms)
{
    (void)d;
    (void)timeout_ms;
}

void referee_direct_set_waker(referee_direct *d, void (*wake)(void *ctx), void *ctx)
{
    (void)d;
    (void)wake;
    (void)ctx;
}

/* No XMPP, no password to remember (turns_password.h). */
bool turns_password_write(const char *path, const char *password)
{
    (void)path;
    (void)password;
    return false;
}

bool turns_password_read(const char *path, char *out, size_t size)
{
    (void)path;
    (void)out;
    (void)size;
    return false;
}
