/* The cube mark's bytes (cube_mark.h): one encoding, written by the words and
 * read by the drawing. */
#include "catalogue/cube_mark.h"

void i18n_cube_mark(int colour, char out[I18N_CUBE_MARK_BYTES + 1])
{
    out[0] = (char)0xEE;
    out[1] = (char)0x80;
    out[2] = (char)(0x80 + (colour < 0 || colour > 4 ? 4 : colour));
    out[3] = '\0';
}

int i18n_cube_mark_at(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    return p[0] == 0xEE && p[1] == 0x80 && p[2] >= 0x80 && p[2] <= 0x84 ? p[2] - 0x80 : -1;
}
