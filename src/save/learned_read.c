/* The learned evaluation's file from disk (village/save_learned.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/files.h"
#include "village/save_learned.h"

bool village_learned_read_file(const char *path, village_learned *out, char *why, size_t why_size)
{
    char err[400];
    platform_read_trouble trouble;
    char *text = platform_read_text(path, VILLAGE_LEARNED_TEXT_MAX, &trouble, err, sizeof err);
    if (!text) {
        snprintf(why, why_size, "%s", err);
        return false;
    }
    char parse_err[240];
    bool ok = village_learned_parse(text, strlen(text), out, parse_err, sizeof parse_err);
    free(text);
    if (!ok)
        snprintf(why, why_size, "'%s' is not a usable learned evaluation: %s", path, parse_err);
    return ok;
}

void village_learned_fallback_line(const char *program, const char *why, char *out, size_t out_size)
{
    snprintf(out, out_size, "%s: %s; the expert level searches with the hand-written evaluation",
             program, why);
}
