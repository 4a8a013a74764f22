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
    menu_add(m, 400, 930, 240, 56, TR(&a->i18n, "rules.prev"), ID_PREV)->enabled =
        a->shared->menu.page > 0;
    menu_add(m, 840, 930, 240, 56, TR(&a->i18n, "common.back"), ID_BACK);
    menu_add(m, 1280, 930, 240, 56, TR(&a->i18n, "rules.next"), ID_NEXT)->enabled =
        a->shared->menu.page + 1 < pages;
}

static void rules_enter(app *a)
{
    scene_menu_reset(a);
    a->shared->menu.page = 0;
}

static void rules_event(app *a, const SDL_Event *e)
{
    int id = scene_menu_clicked(a, e, -1);
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        id = k == SDLK_ESCAPE ? ID_BACK : k == SDLK_RIGHT ? ID_NEXT : k == SDLK_LEFT ? ID_PREV : id;
    }
    int pages = page_count(a);
    if (id == ID_BACK)
        app_switch(a, a->shared->back);
    else if (id == ID_NEXT && a->shared->menu.page + 1 < pages)
        a->shared->menu.page++;
    else if (id == ID_PREV && a->shared->menu.page > 0)
        a->shared->menu.page--;
}

static void rules_draw(app *a)
{
    scene_backdrop(a, &PANEL);
    char key[32], counter[32];
    snprintf(key, sizeof key, "rules.%d.title", a->shared->menu.page + 1);
    widget_heading(&a->gfx, TR(&a->i18n, key), 960, 95, 52);
    snprintf(key, sizeof key, "rules.%d.body", a->shared->menu.page + 1);
    gfx_text_wrapped(&a->gfx, FONT_BODY, 22, COLOUR_INK, 380, 200, 1160, TR(&a->i18n, key));
    snprintf(counter, sizeof counter, "%d / %d", a->shared->menu.page + 1, page_count(a));
    gfx_text(&a->gfx, FONT_BODY, 18, COLOUR_INK_SOFT, 960, 890, ALIGN_CENTER, counter);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

const scene SCENE_RULES_TABLE = {
    .enter = rules_enter,
    .handle_event = rules_event,
    .draw = rules_draw,
    .build_menu = build_menu,
};
