/* A PNG's size from its header, checked before any decoder allocates the
 * pixels: a damaged or hostile 1 KB file can claim 60000x60000 pixels and
 * make a decoder ask for 14 GB. No SDL here. */
#ifndef VILLAGE_PNG_HEADER_H
#define VILLAGE_PNG_HEADER_H

#include <stdbool.h>
#include <stddef.h>

/* Far above any art the game ships (the largest is 3840x2160) and within
 * what renderers accept as one texture. */
enum { PNG_MAX_SIDE = 8192, PNG_MAX_PIXELS = 8192 * 4096 };

/* True if 'path' starts like a PNG whose width and height are within the
 * limits; otherwise false with a message naming the file and the problem. */
bool png_header_acceptable(const char *path, char *err, size_t err_size);

#endif
