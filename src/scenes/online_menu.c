/* Play online's first screen: host a game, join one, resume this
 * computer's saved network game (online.h), or the games by turns a
 * referee keeps (turns.h). */
#include <stdio.h>

#include "platform/files.h"
#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/online.h"
#include "scenes/online_form.h"
#include "scenes/turns.h"

enum { ONLINE_HOST = 1, ONLINE_JOIN, ONLINE_RESUME, ONLINE_TURNS, ONLINE_BACK };

static const SDL_FRect PANEL = {510, 140, 900, 800};
enum { TEXT_X = 560, TEXT_Y = 300, TEXT_W = 800, FIRST_Y = 470, PITCH = 76, BACK_Y = 830 };

/* Looked up on entering, not every frame: the folder may be on a slow disk. */
typedef struct online_menu_state {
    bool saved_game;
} online_menu_state;

static online_menu_state *menu_of(const app *a)
{
    return app_scene_state(a, SCENE_ONLINE);
}

bool online_saved_game_exists(app *a)
{
    game_opener at = game_opener_of(a);
    if (!at.may_read_prefs)
        return false;
    char path[1200];
    game_opener_path(&at, NETWORK_GAME_FILE, path, sizeof path);
    return platform_file_present(path);
}

/* The paragraph grows with the text size as the buttons do; the buttons
 * stand below however many lines it takes. */
static float first_button_y(app *a)
{
    float h = gfx_wrapped_height(&a->gfx, FONT_BODY, online_text(a), TEXT_W,
                                 TR(&a->i18n, "online.intro"));
    return TEXT_Y + h + 24 > FIRST_Y ? TEXT_Y + h + 24 : FIRST_Y;
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    float y = first_button_y(a), text = online_text(a);
    menu_item *host = menu_add(m, 710, y, 500, 60, TR(&a->i18n, "online.host"), ONLINE_HOST);
    snprintf(host->tip, sizeof host->tip, "%s", TR(&a->i18n, "online.host.tip"));
    menu_item *join =
        menu_add(m, 710, y + PITCH, 500, 60, TR(&a->i18n, "online.join"), ONLINE_JOIN);
    snprintf(join->tip, sizeof join->tip, "%s", TR(&a->i18n, "online.join.tip"));
    menu_item *turns =
        menu_add(m, 710, y + 2 * PITCH, 500, 60, TR(&a->i18n, "turns.menu"), ONLINE_TURNS);
    snprintf(turns->tip, sizeof turns->tip, "%s", TR(&a->i18n, "turns.menu.tip"));
    if (menu_of(a)->saved_game) {
        menu_item *resume =
            menu_add(m, 710, y + 3 * PITCH, 500, 60, TR(&a->i18n, "online.resume"), ONLINE_RESUME);
        snprintf(resume->tip, sizeof resume->tip, "%s", TR(&a->i18n, "online.resume.tip"));
    }
    float last = m->items[m->count - 1].rect.y + PITCH;
    menu_add(m, 710, last > BACK_Y ? last : BACK_Y, 500, 60, TR(&a->i18n, "common.back"),
             ONLINE_BACK);
    for (int i = 0; i < m->count; i++) /* every word at the screen's one size */
        m->items[i].text_size = text;
}

static void online_menu_enter(app *a)
{
    scene_menu_reset(a);
    menu_of(a)->saved_game = online_saved_game_exists(a);
}

static void online_menu_event(app *a, const SDL_Event *e)
{
    switch (scene_menu_clicked(a, e, ONLINE_BACK)) {
    case ONLINE_HOST:
        online_host_open(a, false);
        break;
    case ONLINE_JOIN:
        a->shared->menu.message[0] = '\0';
        app_switch(a, SCENE_ONLINE_JOIN);
        break;
    case ONLINE_RESUME:
        online_host_open(a, true);
        break;
    case ONLINE_TURNS:
        turns_open(a);
        break;
    case ONLINE_BACK:
        app_switch(a, SCENE_TITLE);
        break;
    default:
        break;
    }
}

static void online_menu_draw(app *a)
{
    menu m;
    build_menu(a, &m);
    /* The panel reaches below Back when the grown paragraph pushed it down. */
    const SDL_FRect *back = &m.items[m.count - 1].rect;
    SDL_FRect panel = PANEL;
    if (back->y + back->h + 50 > panel.y + panel.h)
        panel.h = back->y + back->h + 50 - panel.y;
    scene_backdrop(a, &panel);
    widget_heading(&a->gfx, TR(&a->i18n, "online.title"), 960, 180, 56);
    gfx_text_wrapped(&a->gfx, FONT_BODY, online_text(a), COLOUR_INK, TEXT_X, TEXT_Y, TEXT_W,
                     TR(&a->i18n, "online.intro"));
    scene_menu_draw(a, &m);
}

const scene SCENE_ONLINE_TABLE = {
    .enter = online_menu_enter,
    .handle_event = online_menu_event,
    .draw = online_menu_draw,
    .build_menu = build_menu,
    .state_size = sizeof(online_menu_state),
};
