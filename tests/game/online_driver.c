/* The Play online tests' helpers (online_driver.h). */
#include "online_driver.h"

#include <stdio.h>
#include <string.h>

#include "game_driver.h"
#include "net/direct_transport.h"
#include "ui/widgets.h"
#include "village/ai.h"

void online_type(app *a, const char *text)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    e.text.windowID = SDL_GetWindowID(a->window);
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    SDL_PushEvent(&e);
    driver_frames(a, 2);
}

void online_erase(app *a, int n)
{
    for (int i = 0; i < n; i++)
        driver_key(a, SDLK_BACKSPACE, SDL_SCANCODE_BACKSPACE, 0);
}

bool online_click_id(app *a, int id)
{
    const scene *sc = scene_get(a->scene);
    menu m;
    m.count = 0;
    sc->build_menu(a, &m);
    for (int i = 0; i < m.count; i++)
        if (m.items[i].id == id) {
            driver_click_rect(a, &m.items[i].rect);
            return true;
        }
    return false;
}

bool online_open_from_title(app *a, const char *key)
{
    if (!driver_click_label(a, TR(&a->i18n, "title.online"), 0))
        return false;
    driver_frames(a, 2);
    if (a->scene != SCENE_ONLINE || !driver_click_label(a, TR(&a->i18n, key), 0))
        return false;
    driver_frames(a, 2);
    return true;
}

net_play *online_headless_host(int players)
{
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    net_host_setup setup;
    memset(&setup, 0, sizeof setup);
    for (int p = 0; p < players; p++) {
        seats[p].colour = (uint8_t)p;
        seats[p].kind = p == 0 ? VILLAGE_SEAT_AI : VILLAGE_SEAT_HUMAN;
        seats[p].ai_level = p == 0 ? VILLAGE_AI_EASY : 0;
        snprintf(seats[p].name, sizeof seats[p].name, p == 0 ? "Hostbot" : "Guest");
        setup.remote[p] = p > 0;
    }
    session *s = session_new(players, 5, 0, seats);
    char err[256];
    net_transport *t = net_direct_listen("127.0.0.1:0", err, sizeof err);
    if (!s || !t) {
        fprintf(stderr, "headless host: %s\n", err);
        session_free(s);
        return NULL;
    }
    return net_play_host(s, t, &setup);
}

net_play *online_headless_guest(const char *address, const char *name)
{
    char err[256];
    net_transport *t = net_direct_connect(address, err, sizeof err);
    if (!t) {
        fprintf(stderr, "headless guest: %s\n", err);
        return NULL;
    }
    return net_play_join(t, name, NULL, 11);
}

void online_step(app *a, net_play *const *games, int count)
{
    for (int i = 0; i < count; i++)
        if (games[i]) {
            session_change c;
            net_play_turn(games[i], 0.02, 0, &c);
        }
    driver_frames(a, 1);
    SDL_Delay(2);
}

bool online_lobby_shows(app *a, int chair, const char *words)
{
    if (a->scene != SCENE_ONLINE_LOBBY)
        return false;
    online_lobby_words w;
    online_lobby_words_of(a, &w);
    if (chair == -2)
        return strcmp(w.state, words) == 0;
    for (int c = 0; c < w.chairs; c++)
        if ((chair == -1 || chair == c) && strcmp(w.chair[c], words) == 0)
            return true;
    return false;
}
