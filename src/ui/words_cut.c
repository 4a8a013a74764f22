/* A note cut to its room (words_cut.h). */
#include "ui/words_cut.h"

#include <stdio.h>
#include <string.h>

static float lines_h(gfx *canvas, font_role role, float size, float wrap, const char *words)
{
    return words[0] ? gfx_wrapped_height(canvas, role, size, wrap, words) : 0;
}

bool words_cut_to_room(gfx *canvas, font_role role, float size, float wrap, const char *words,
                       float room, char *out, size_t out_size)
{
    if (out_size == 0)
        return words[0] != '\0';
    snprintf(out, out_size, "%s", words);
    if (strlen(words) < out_size && lines_h(canvas, role, size, wrap, out) <= room)
        return false;
    /* Word by word from the end: a sentence cut inside a word reads as a
     * misprint. */
    size_t n = strlen(out);
    while (n > 0) {
        while (n > 0 && out[n - 1] != ' ')
            n--;
        while (n > 0 && out[n - 1] == ' ')
            n--;
        if (n == 0 || n + sizeof "…" > out_size)
            continue;
        memcpy(out + n, "…", sizeof "…");
        if (lines_h(canvas, role, size, wrap, out) <= room)
            return true;
    }
    out[0] = '\0';
    return true;
}
