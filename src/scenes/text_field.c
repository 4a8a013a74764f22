/* The text fields of the online and by-turns screens (text_field.h). */
#include "scenes/text_field.h"

#include <string.h>

void text_field_focus(app *a, int id)
{
    a->shared->menu.focus = id;
    if (id >= 0)
        SDL_StartTextInput();
    else
        SDL_StopTextInput();
}

void text_field_unfocus(app *a)
{
    if (a->shared->menu.focus >= 0)
        text_field_focus(a, -1);
}

static void type_into(const text_field *field, const char *typed)
{
    size_t n = strlen(field->text), add = strlen(typed);
    if (n + add < field->size)
        memcpy(field->text + n, typed, add + 1);
}

static void erase_last(const text_field *field)
{
    size_t n = strlen(field->text);
    while (n > 0 && ((unsigned char)field->text[n - 1] & 0xC0) == 0x80)
        n--; /* UTF-8 continuation bytes */
    field->text[n > 0 ? n - 1 : 0] = '\0';
}

bool text_field_event(app *a, const text_field fields[], int n, const SDL_Event *e)
{
    int index = -1;
    for (int i = 0; i < n; i++)
        if (fields[i].id == a->shared->menu.focus)
            index = i;
    if (index < 0)
        return false;
    const text_field *field = &fields[index];
    if (e->type == SDL_TEXTINPUT) {
        type_into(field, e->text.text);
        return true;
    }
    if (e->type != SDL_KEYDOWN)
        return false;
    SDL_Keycode k = e->key.keysym.sym;
    if (k == SDLK_BACKSPACE && (e->key.keysym.mod & KMOD_CTRL)) {
        field->text[0] = '\0'; /* the whole field, to type another address */
    } else if (k == SDLK_BACKSPACE) {
        erase_last(field);
    } else if (k == SDLK_TAB) {
        int step = e->key.keysym.mod & KMOD_SHIFT ? n - 1 : 1;
        text_field_focus(a, fields[(index + step) % n].id);
    } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE) {
        text_field_unfocus(a);
    } else if (k == SDLK_v && (e->key.keysym.mod & KMOD_CTRL) && SDL_HasClipboardText()) {
        char *pasted = SDL_GetClipboardText(); /* an address or a room copied from a chat */
        if (pasted) {
            pasted[strcspn(pasted, "\r\n")] = '\0';
            type_into(field, pasted);
            SDL_free(pasted);
        }
    }
    return true; /* the other keys belong to the field too */
}
