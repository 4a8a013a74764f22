/* Text fields of the Games by turns screens (turns.h): a column of
 * labelled fields, typed into while one has the focus
 * (a->shared->menu.focus), the same fields as the Play online forms'
 * (text_field.h); a secret field shows dots. */
#ifndef VILLAGE_SCENES_TURNS_FIELDS_H
#define VILLAGE_SCENES_TURNS_FIELDS_H

#include <stdbool.h>
#include <stddef.h>

#include "scenes/common.h"
#include "scenes/text_field.h"

typedef text_field turns_field; /* text_field.h */

/* Where the fields stand; their words and labels at 'text' (the screen's
 * one size), each field field_h tall. */
typedef struct turns_column {
    float label_x, field_x, field_w, top, row;
    float text, field_h;
} turns_column;

void turns_fields_build(app *a, menu *m, const turns_column *c, const turns_field *f, int n);
/* The widest of the fields' labels at 'text': the fields stand right of it. */
float turns_fields_label_w(app *a, const turns_field *f, int n, float text);
void turns_fields_draw_labels(app *a, const turns_column *c, const turns_field *f, int n);
/* A click: true when on one of the fields (it takes the focus); any other
 * click leaves the field typed in. */
bool turns_fields_click(app *a, const turns_field *f, int n, int id);
/* Keys and text while a field has the focus: true when taken. */
bool turns_fields_event(app *a, const turns_field *f, int n, const SDL_Event *e);
void turns_fields_unfocus(app *a);

#endif
