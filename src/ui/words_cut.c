/* A note cut to its room (words_cut.h). */
#include "ui/words_cut.h"

#include <stdio.h>
#include <string.h>

static float lines_h(gfx *canvas, font_role role, float size, float wrap, const char *words)
{
    return words[0] ? gfx_wrapped_height(canvas, role, size, wrap, words) : 0;
}

/* The end of the last whole word before byte n: the next shorter place a
 * cut may stand (0 when none). A sentence cut inside a word reads as a
 * misprint. */
static size_t previous_cut(const char *s, size_t n)
{
    while (n > 0 && s[n - 1] != ' ')
        n--;
    while (n > 0 && s[n - 1] == ' ')
        n--;
    return n;
}

/* The longest place a cut may stand at or before byte at (at below the
 * longest cut, so s[at] exists). */
static size_t cut_at_or_before(const char *s, size_t at)
{
    bool word_ends_here = at > 0 && s[at - 1] != ' ' && s[at] == ' ';
    return word_ends_here ? at : previous_cut(s, at);
}

/* Whether the first n bytes of words, ended with "…", fit the room;
 * written to out either way. */
static bool cut_fits(gfx *canvas, font_role role, float size, float wrap, const char *words,
                     size_t n, float room, char *out, size_t out_size)
{
    if (n == 0 || n + sizeof "…" > out_size)
        return false;
    memcpy(out, words, n);
    memcpy(out + n, "…", sizeof "…");
    return lines_h(canvas, role, size, wrap, out) <= room;
}

bool words_cut_to_room(gfx *canvas, font_role role, float size, float wrap, const char *words,
                       float room, char *out, size_t out_size)
{
    if (out_size == 0)
        return words[0] != '\0';
    snprintf(out, out_size, "%s", words);
    size_t kept = strlen(out);
    if (strlen(words) < out_size && lines_h(canvas, role, size, wrap, out) <= room)
        return false;
    /* The longest cut that fits, found by halving: a longer cut never takes
     * fewer lines, and each try wraps (and caches) a whole paragraph, so
     * trying every word from the end cost a long note dozens of them a
     * layout. */
    size_t longest = previous_cut(out, kept), best = 0, low = 1, high = longest;
    while (low <= high) {
        size_t middle = low + (high - low) / 2, cut = cut_at_or_before(words, middle);
        if (cut > best && cut_fits(canvas, role, size, wrap, words, cut, room, out, out_size))
            best = cut;
        if (cut <= best)
            low = middle + 1;
        else
            high = cut - 1;
    }
    if (best == 0) {
        out[0] = '\0';
        return true;
    }
    memcpy(out, words, best);
    memcpy(out + best, "…", sizeof "…");
    return true;
}
