/* A cube inside text: three bytes (a private-use character, U+E000 + colour)
 * stand for the influence cube of that colour, so a sentence can show the
 * cube itself with its colour-blind symbol ("green" and the cube marked with
 * a plus). The words are made without SDL (src/table); the drawing layer
 * (gfx_text and its kin) draws each mark as the cube's sprite. */
#ifndef VILLAGE_CATALOGUE_CUBE_MARK_H
#define VILLAGE_CATALOGUE_CUBE_MARK_H

enum { I18N_CUBE_MARK_BYTES = 3 };
/* Colours 0 brown … 4 black; anything else is black. */
void i18n_cube_mark(int colour, char out[I18N_CUBE_MARK_BYTES + 1]);
/* The colour of the cube mark 's' starts with, or -1. */
int i18n_cube_mark_at(const char *s);

#endif
