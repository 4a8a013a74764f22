/* The in-game rules reference: pages of the catalogue's rules.N.* texts. */
#include <stdio.h>

#include "scenes/common.h"

enum { ID_PREV, ID_NEXT, ID_BACK };

static const SDL_FRect PANEL = {300, 60, 1320, 960};

static int page_count(app *a)
{
    int n = 0;
    char key[32];
    for (;;) {
        snprintf(key, sizeof key, "rules.%d.title", n + 1);
        if (!i18n_has(&a->i18n, key))
            return n;
        n++;
    }
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    int pages = page_count(a);
    menu_add(m, 400, 930, 240, 56, TR(&a->i18n, "rules.prev"), ID_PREV)->enabled = a->menu.page > 0;
    menu_add(m, 840, 930, 240, 56, TR(&a->i18n, "common.back"), ID_BACK);
    menu_add(m, 1280, 930, 240, 56, TR(&a->i18n, "rules.next"), ID_NEXT)->enabled =
        a->menu.page + 1 < pages;
}

static void rules_enter(app *a)
{
    a->menu.page = 0;
}

static void rules_event(app *a, const SDL_Event *e)
{
    menu m;
    build_menu(a, &m);
    int id = scene_menu_event(a, &m, e);
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        id = k == SDLK_ESCAPE ? ID_BACK : k == SDLK_RIGHT ? ID_NEXT : k == SDLK_LEFT ? ID_PREV : id;
    }
    int pages = page_count(a);
    if (id == ID_BACK)
        app_switch(a, a->back_scene);
    else if (id == ID_NEXT && a->menu.page + 1 < pages)
        a->menu.page++;
    else if (id == ID_PREV && a->menu.page > 0)
        a->menu.page--;
}

static void rules_draw(app *a)
{
    scene_backdrop(a, &PANEL);
    char key[32], counter[32];
    snprintf(key, sizeof key, "rules.%d.title", a->menu.page + 1);
    widget_heading(&a->gfx, TR(&a->i18n, key), 960, 95, 52);
    snprintf(key, sizeof key, "rules.%d.body", a->menu.page + 1);
    gfx_text_wrapped(&a->gfx, FONT_BODY, 22, COLOUR_INK, 380, 200, 1160, TR(&a->i18n, key));
    snprintf(counter, sizeof counter, "%d / %d", a->menu.page + 1, page_count(a));
    gfx_text(&a->gfx, FONT_BODY, 18, COLOUR_INK_SOFT, 960, 890, ALIGN_CENTER, counter);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

static void rules_leave(app *a)
{
    (void)a;
}

static void rules_update(app *a, double dt)
{
    (void)a;
    (void)dt;
}

const scene SCENE_RULES_TABLE = {rules_enter, rules_event, rules_update,
                                 rules_draw,  rules_leave, build_menu};
