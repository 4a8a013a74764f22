/* Strict UTF-8 for text that reaches a screen or a terminal: names in a
 * save, and every message the save layer writes about a file. Accepts only
 * shortest-form encodings of Unicode scalar values (no surrogates, nothing
 * above U+10FFFF) and no control characters (C0, DEL, C1: a lone 0x9B byte
 * or U+009B is the terminal's CSI). */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "village/save.h"

/* Length of the printable character at s (1-4), or 0 if s does not start
 * one. Reads no further than the first byte that disqualifies it, so a
 * NUL terminator is never passed. */
static size_t printable_char_length(const unsigned char *s)
{
    unsigned char b = s[0];
    if (b < 0x80)
        return b >= 0x20 && b != 0x7F ? 1 : 0;
    size_t len;
    uint32_t cp, min;
    if (b >= 0xC2 && b <= 0xDF) {
        len = 2, cp = b & 0x1Fu, min = 0x80;
    } else if (b >= 0xE0 && b <= 0xEF) {
        len = 3, cp = b & 0x0Fu, min = 0x800;
    } else if (b >= 0xF0 && b <= 0xF4) {
        len = 4, cp = b & 0x07u, min = 0x10000;
    } else {
        return 0; /* a continuation byte, an overlong lead (C0, C1) or beyond U+10FFFF */
    }
    for (size_t k = 1; k < len; k++) {
        if ((s[k] & 0xC0) != 0x80)
            return 0;
        cp = cp << 6 | (s[k] & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    if (cp >= 0x80 && cp <= 0x9F)
        return 0; /* C1 controls, CSI among them */
    return len;
}

bool village_text_is_printable(const char *text)
{
    const unsigned char *s = (const unsigned char *)text;
    while (*s) {
        size_t n = printable_char_length(s);
        if (n == 0)
            return false;
        s += n;
    }
    return true;
}

/* Length of the bidirectional override or isolate at s (U+202A-U+202E,
 * U+2066-U+2069), or 0. Printable as text, but on a terminal they reorder
 * what follows them ("Trojan Source"), so a name or a file's words quoted
 * on stderr could show something else than they are. */
static size_t bidi_control_length(const unsigned char *s)
{
    if (s[0] != 0xE2 || !s[1])
        return 0;
    if ((s[1] == 0x80 && s[2] >= 0xAA && s[2] <= 0xAE) ||
        (s[1] == 0x81 && s[2] >= 0xA6 && s[2] <= 0xA9))
        return 3;
    return 0;
}

void village_text_make_printable(char *text)
{
    const unsigned char *in = (const unsigned char *)text;
    unsigned char *out = (unsigned char *)text;
    while (*in) {
        size_t n = printable_char_length(in), bidi = n ? bidi_control_length(in) : 0;
        if (n == 0 || bidi) {
            *out++ = '?';
            in += bidi ? bidi : 1;
            continue;
        }
        while (n--)
            *out++ = *in++;
    }
    *out = '\0';
}
