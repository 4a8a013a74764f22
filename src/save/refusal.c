/* The kind of the last refusal (village_last_refusal): kept per thread, as
 * errno is, so the loader's many char *err signatures stay as they are and
 * a thread reading lessons never sees another thread's refusal. */
#include "save_internal.h"

static _Thread_local village_refusal last_refusal;

bool save_refuse(village_refusal kind)
{
    last_refusal = kind;
    return false;
}

village_refusal village_last_refusal(void)
{
    return last_refusal;
}

const char *village_refusal_name(village_refusal kind)
{
    static const char *const names[VILLAGE_REFUSAL_COUNT] = {
        [VILLAGE_REFUSAL_NONE] = "none",
        [VILLAGE_REFUSAL_MISSING] = "missing",
        [VILLAGE_REFUSAL_UNREADABLE] = "unreadable",
        [VILLAGE_REFUSAL_NOT_A_FILE] = "not_a_file",
        [VILLAGE_REFUSAL_TOO_BIG] = "too_big",
        [VILLAGE_REFUSAL_NOT_TEXT] = "not_text",
        [VILLAGE_REFUSAL_DAMAGED] = "damaged",
        [VILLAGE_REFUSAL_WRONG_FORMAT] = "wrong_format",
        [VILLAGE_REFUSAL_NEWER_VERSION] = "newer_version",
        [VILLAGE_REFUSAL_BAD_VALUE] = "bad_value",
        [VILLAGE_REFUSAL_IMPOSSIBLE] = "impossible",
        [VILLAGE_REFUSAL_HISTORY] = "history",
        [VILLAGE_REFUSAL_OUT_OF_MEMORY] = "out_of_memory",
    };
    return (unsigned)kind < VILLAGE_REFUSAL_COUNT ? names[kind] : "unknown";
}
