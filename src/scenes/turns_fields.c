/* The Games by turns screens' text fields (turns_fields.h). */
#include "scenes/turns_fields.h"

#include <stdio.h>
#include <string.h>

#include "scenes/online_form.h"

static void focus_on(app *a, int id)
{
    a->shared->menu.focus = id;
    if (id >= 0)
        SDL_StartTextInput();
    else
        SDL_StopTextInput();
}

void turns_fields_unfocus(app *a)
{
    if (a->shared->menu.focus >= 0)
        focus_on(a, -1);
}

void turns_fields_build(app *a, menu *m, const turns_column *c, const turns_field *f, int n)
{
    for (int i = 0; i < n; i++) {
        char shown[300];
        if (f[i].secret) {
            size_t dots = strlen(f[i].text) < 40 ? strlen(f[i].text) : 40;
            memset(shown, '*', dots);
            shown[dots] = '\0';
        } else {
            snprintf(shown, sizeof shown, "%s", f[i].text);
        }
        menu_item *it =
            menu_add(m, c->field_x, c->top + c->row * (float)i, c->field_w, 50, shown, f[i].id);
        it->field = true;
        it->selected = a->shared->menu.focus == f[i].id;
    }
}

void turns_fields_draw_labels(app *a, const turns_column *c, const turns_field *f, int n)
{
    for (int i = 0; i < n; i++)
        online_label(&a->gfx, FONT_BOLD, 21, COLOUR_INK, c->label_x,
                     c->top + c->row * (float)i + 25, c->field_x - c->label_x - 16,
                     TR(&a->i18n, f[i].label_key));
}

bool turns_fields_click(app *a, const turns_field *f, int n, int id)
{
    for (int i = 0; i < n; i++)
        if (f[i].id == id) {
            focus_on(a, id);
            return true;
        }
    turns_fields_unfocus(a);
    return false;
}

static void type_into(const turns_field *f, const char *typed)
{
    size_t n = strlen(f->text), add = strlen(typed);
    if (n + add < f->size)
        memcpy(f->text + n, typed, add + 1);
}

bool turns_fields_event(app *a, const turns_field *f, int n, const SDL_Event *e)
{
    int index = -1;
    for (int i = 0; i < n; i++)
        if (f[i].id == a->shared->menu.focus)
            index = i;
    if (index < 0)
        return false;
    const turns_field *field = &f[index];
    if (e->type == SDL_TEXTINPUT) {
        type_into(field, e->text.text);
        return true;
    }
    if (e->type != SDL_KEYDOWN)
        return false;
    SDL_Keycode k = e->key.keysym.sym;
    if (k == SDLK_BACKSPACE && (e->key.keysym.mod & KMOD_CTRL)) {
        field->text[0] = '\0';
    } else if (k == SDLK_BACKSPACE) {
        size_t len = strlen(field->text);
        while (len > 0 && ((unsigned char)field->text[len - 1] & 0xC0) == 0x80)
            len--; /* UTF-8 continuation bytes */
        field->text[len > 0 ? len - 1 : 0] = '\0';
    } else if (k == SDLK_TAB) {
        int step = e->key.keysym.mod & KMOD_SHIFT ? n - 1 : 1;
        focus_on(a, f[(index + step) % n].id);
    } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE) {
        turns_fields_unfocus(a);
    } else if (k == SDLK_v && (e->key.keysym.mod & KMOD_CTRL) && SDL_HasClipboardText()) {
        char *pasted = SDL_GetClipboardText();
        if (pasted) {
            pasted[strcspn(pasted, "\r\n")] = '\0';
            type_into(field, pasted);
            SDL_free(pasted);
        }
    }
    return true;
}
