/* The Games by turns screens' text fields (turns_fields.h). */
#include "scenes/turns_fields.h"

#include <stdio.h>
#include <string.h>

#include "scenes/online_form.h"
#include "scenes/text_field.h"

void turns_fields_unfocus(app *a)
{
    text_field_unfocus(a);
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
        menu_item *it = menu_add(m, c->field_x, c->top + c->row * (float)i, c->field_w, c->field_h,
                                 shown, f[i].id);
        it->field = true;
        it->text_size = c->text;
        it->selected = a->shared->menu.focus == f[i].id;
    }
}

float turns_fields_label_w(app *a, const turns_field *f, int n, float text)
{
    float most = 0;
    for (int i = 0; i < n; i++) {
        float w = gfx_text_width(&a->gfx, FONT_BOLD, text, TR(&a->i18n, f[i].label_key));
        most = w > most ? w : most;
    }
    return most;
}

void turns_fields_draw_labels(app *a, const turns_column *c, const turns_field *f, int n)
{
    for (int i = 0; i < n; i++)
        widget_line(&a->gfx, FONT_BOLD, c->text, COLOUR_INK, c->label_x,
                    widget_words_mid(c->top + c->row * (float)i, c->field_h, true),
                    TR(&a->i18n, f[i].label_key));
}

bool turns_fields_click(app *a, const turns_field *f, int n, int id)
{
    for (int i = 0; i < n; i++)
        if (f[i].id == id) {
            text_field_focus(a, id);
            return true;
        }
    turns_fields_unfocus(a);
    return false;
}

bool turns_fields_event(app *a, const turns_field *f, int n, const SDL_Event *e)
{
    return text_field_event(a, f, n, e);
}
