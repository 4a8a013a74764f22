/* The one text-field module of the Play online forms (online_form.c) and
 * the Games by turns screens (turns_fields.c): a field is typed into while
 * it has the focus (a->shared->menu.focus); Tab and Shift+Tab go to the
 * next and the one before, Enter or Escape leave it, Backspace erases a
 * character (a whole UTF-8 one), Ctrl+Backspace empties it, Ctrl+V pastes
 * the clipboard's first line; what does not fit is not typed. */
#ifndef VILLAGE_SCENES_TEXT_FIELD_H
#define VILLAGE_SCENES_TEXT_FIELD_H

#include <stdbool.h>
#include <stddef.h>

#include "scenes/common.h"

typedef struct text_field {
    int id; /* its menu item's id, which has the focus while it is typed into */
    const char *label_key;
    char *text;
    size_t size; /* of text, with its NUL */
    bool secret; /* shows dots (a password) */
} text_field;

/* Gives the focus to the field 'id' (text input on), or to none (-1: off). */
void text_field_focus(app *a, int id);
/* No field has the focus any more (nothing happens when none had). */
void text_field_unfocus(app *a);
/* An event for the focused one of these n fields, in Tab's order: true
 * when it was the field's (every key is, while one has the focus); false
 * when none of them has the focus. */
bool text_field_event(app *a, const text_field fields[], int n, const SDL_Event *e);

#endif
