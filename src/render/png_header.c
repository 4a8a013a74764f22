/* Reads the 24 bytes that hold a PNG's signature and IHDR size. */
#include "render/png_header.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint32_t big_endian(const unsigned char *b)
{
    return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

bool png_header_acceptable(const char *path, char *err, size_t err_size)
{
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    unsigned char head[24];
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(head, 1, sizeof head, f) : 0;
    if (f)
        fclose(f);
    if (!f) {
        snprintf(err, err_size, "cannot open the image %s", path);
        return false;
    }
    if (n < sizeof head || memcmp(head, signature, sizeof signature) != 0 ||
        memcmp(head + 12, "IHDR", 4) != 0) {
        snprintf(err, err_size, "the image %s is not a PNG file (damaged?)", path);
        return false;
    }
    uint32_t w = big_endian(head + 16), h = big_endian(head + 20);
    if (w == 0 || h == 0 || w > PNG_MAX_SIDE || h > PNG_MAX_SIDE ||
        (uint64_t)w * h > PNG_MAX_PIXELS) {
        snprintf(err, err_size,
                 "the image %s claims %lux%lu pixels, more than the game accepts (at most %d a "
                 "side and %d in all): it is damaged",
                 path, (unsigned long)w, (unsigned long)h, PNG_MAX_SIDE, PNG_MAX_PIXELS);
        return false;
    }
    return true;
}
