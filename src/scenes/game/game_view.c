/* The drawn state follows the real one event by event: each event of a move
 * (village_events) takes its piece off where it was, flies it, and lands it. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"

static const float SUPPLY_X = 640, SUPPLY_Y = 440;

void view_look(const game_ui *g, table_look *out)
{
    out->state = &g->anim.shown;
    out->member_hidden = (const bool(*)[VILLAGE_MEMBERS_PER_PLAYER])g->anim.member_hidden;
    out->black_bag_open = g->anim.black_bag_open;
    out->time_player = g->anim.time_player;
    out->time_space = 0;
    if (g->anim.time_player >= 0) { /* the marker steps from one space to the next */
        const anim_view *v = &g->anim;
        float space = v->time_from + (v->time_to - v->time_from) * v->time_progress;
        while (space >= 12)
            space -= 12;
        out->time_space = space;
    }
}

void view_snap(game_ui *g)
{
    g->anim.shown = *session_state(g->session);
    memset(g->anim.member_hidden, 0, sizeof g->anim.member_hidden);
    g->anim.pending.count = 0;
    g->anim.pending_next = 0;
    g->anim.flight_count = 0;
    g->anim.event_open = false;
    g->anim.black_bag_open = false;
    g->anim.time_player = -1;
    g->anim.banner_left = 0; /* the next decision starts: no banner over it */
}

bool view_busy(const game_ui *g)
{
    return g->anim.pending.count > 0 || g->anim.flight_count > 0;
}

static flight *add_flight(game_ui *g, const char *sprite_name, float x0, float y0, float x1,
                          float y1, float duration)
{
    if (g->anim.flight_count == FLIGHTS_MAX)
        return NULL;
    flight *f = &g->anim.flights[g->anim.flight_count++];
    memset(f, 0, sizeof *f);
    snprintf(f->sprite, sizeof f->sprite, "%s", sprite_name);
    *f = (flight){.x0 = x0,
                  .y0 = y0,
                  .x1 = x1,
                  .y1 = y1,
                  .duration = duration,
                  .scale0 = 1,
                  .scale1 = 1,
                  .arc = 40};
    snprintf(f->sprite, sizeof f->sprite, "%s", sprite_name);
    return f;
}

/* area: the layout anchor of what the banner announces, so it is drawn elsewhere. */
static void set_banner(app *a, const char *text, const char *area, double seconds)
{
    snprintf(a->shared->game->anim.banner, sizeof a->shared->game->anim.banner, "%s", text);
    snprintf(a->shared->game->anim.banner_area, sizeof a->shared->game->anim.banner_area, "%s",
             area);
    a->shared->game->anim.banner_left = seconds * settings_anim_factor(&a->settings) + 0.6;
}

static void play(app *a, sound_id id)
{
    audio_play(&a->audio, id);
}

static const char *good_sprite(int good)
{
    static const char *const names[VILLAGE_GOODS] = {"good.scroll", "good.horse", "good.ox",
                                                     "good.plough", "good.wagon"};
    return names[good % VILLAGE_GOODS];
}

/* Something of the player's comes from or goes back to the general supply. */
static float supply_flight(app *a, const village_event *e, const char *sprite_name, float x,
                           float y)
{
    game_ui *g = a->shared->game;
    flight *f = e->amount < 0 ? add_flight(g, sprite_name, x, y, SUPPLY_X, SUPPLY_Y, 0.45f)
                              : add_flight(g, sprite_name, SUPPLY_X, SUPPLY_Y, x, y, 0.45f);
    if (f && e->amount < 0)
        f->fade_out = true;
    return 0.3f;
}

static float begin_resource(app *a, const village_event *e)
{
    game_ui *g = a->shared->game;
    village_player *p = &g->anim.shown.players[e->player];
    float x, y;
    switch (e->kind) {
    case VILLAGE_EV_CUBES_PAID:
        pos_farmyard_cubes(&a->gfx, e->player, e->a, &x, &y);
        p->cubes[e->a] = (uint8_t)(p->cubes[e->a] >= e->amount ? p->cubes[e->a] - e->amount : 0);
        return supply_flight(a, &(village_event){.amount = -1}, cube_sprite(GAME_WORDS(a), e->a), x,
                             y);
    case VILLAGE_EV_CUBES_GAINED:
        pos_farmyard_cubes(&a->gfx, e->player, e->a, &x, &y);
        return supply_flight(a, &(village_event){.amount = 1}, cube_sprite(GAME_WORDS(a), e->a), x,
                             y);
    case VILLAGE_EV_COINS_CHANGED:
        pos_farmyard_item(&a->gfx, e->player, "coins", &x, &y);
        if (e->amount < 0)
            p->coins = (uint16_t)(p->coins + e->amount);
        play(a, SOUND_COIN);
        return supply_flight(a, e, "coin", x - 24, y);
    case VILLAGE_EV_GRAIN_CHANGED:
        pos_farmyard_item(&a->gfx, e->player, "grain", &x, &y);
        if (e->amount < 0)
            p->grain = (uint8_t)(p->grain + e->amount);
        play(a, SOUND_GRAIN);
        return supply_flight(a, e, "grain", x, y);
    default: /* VILLAGE_EV_GOOD_CHANGED */
        pos_farmyard_good(&a->gfx, e->player, e->a, &x, &y);
        if (e->amount > 0)
            play(a, SOUND_HAMMER);
        if (e->amount < 0)
            p->goods[e->a] = (uint16_t)(p->goods[e->a] + e->amount);
        return supply_flight(a, e, good_sprite(e->a), x, y);
    }
}

static void end_resource(game_ui *g, const village_event *e)
{
    village_player *p = &g->anim.shown.players[e->player];
    if (e->amount <= 0)
        return;
    if (e->kind == VILLAGE_EV_CUBES_GAINED)
        p->cubes[e->a] = (uint8_t)(p->cubes[e->a] + e->amount);
    else if (e->kind == VILLAGE_EV_COINS_CHANGED)
        p->coins = (uint16_t)(p->coins + e->amount);
    else if (e->kind == VILLAGE_EV_GRAIN_CHANGED)
        p->grain = (uint8_t)(p->grain + e->amount);
    else if (e->kind == VILLAGE_EV_GOOD_CHANGED)
        p->goods[e->a] = (uint16_t)(p->goods[e->a] + e->amount);
}

static float begin_cube(app *a, const village_event *e)
{
    game_ui *g = a->shared->game;
    village_state *v = &g->anim.shown;
    float x0, y0, x1, y1;
    if (e->kind == VILLAGE_EV_CUBE_SEEDED) {
        pos_rect_centre(layout_find(&a->gfx.layout, "bag.green"), &x0, &y0);
        if (v->green_bag[e->b] > 0)
            v->green_bag[e->b]--;
        pos_space_cube(&a->gfx, v, e->a, e->b, v->spaces[e->a][e->b], &x1, &y1);
        add_flight(g, cube_sprite(GAME_WORDS(a), e->b), x0, y0, x1, y1, 0.3f);
        return 0.12f;
    }
    int n = v->spaces[e->a][e->b];
    pos_space_cube(&a->gfx, v, e->a, e->b, n > 0 ? n - 1 : 0, &x0, &y0);
    if (n > 0)
        v->spaces[e->a][e->b]--;
    play(a, SOUND_CUBE);
    if (e->b == VILLAGE_PLAGUE) {
        flight *f = add_flight(g, cube_sprite(GAME_WORDS(a), e->b), x0, y0, x0, y0 - 80, 0.6f);
        if (f)
            f->fade_out = true;
        return 0.5f;
    }
    pos_farmyard_cubes(&a->gfx, e->player, e->b, &x1, &y1);
    add_flight(g, cube_sprite(GAME_WORDS(a), e->b), x0, y0, x1, y1, 0.5f);
    return 0.5f;
}

static float begin_member(app *a, const village_event *e)
{
    game_ui *g = a->shared->game;
    float x0, y0, x1, y1, scale0, scale1;
    char sprite_name[48];
    pos_member_scaled(&a->gfx, &g->anim.shown, e->player, e->member, &x0, &y0, &scale0);
    village_member *m = &g->anim.shown.players[e->player].members[e->member];
    m->place = e->to_place;
    m->spot = e->to_spot;
    g->anim.member_hidden[e->player][e->member] = true;
    pos_member_scaled(&a->gfx, &g->anim.shown, e->player, e->member, &x1, &y1, &scale1);
    bool died = e->kind == VILLAGE_EV_MEMBER_DIED;
    member_sprite(g->session, e->player, e->member, died, sprite_name, sizeof sprite_name);
    flight *f = add_flight(g, sprite_name, x0, y0, x1, y1, died ? 1.0f : 0.6f);
    if (f) { /* it leaves and lands at the size it is drawn there */
        f->scale0 = scale0;
        f->scale1 = scale1;
    }
    if (f && e->to_place == VILLAGE_BLACK_BAG) {
        f->scale1 = 0.4f;
        f->fade_out = true;
    }
    if (died)
        play(a, e->to_place == VILLAGE_CHRONICLE ? SOUND_QUILL : SOUND_BELL);
    return died ? 1.0f : 0.6f;
}

static float begin_mass_draw(app *a, const village_event *e)
{
    game_ui *g = a->shared->game;
    float x, y;
    char sprite_name[48];
    pos_rect_centre(layout_find(&a->gfx.layout, "bag.black"), &x, &y);
    if (e->player == VILLAGE_NOBODY)
        snprintf(sprite_name, sizeof sprite_name, "monk");
    else
        member_sprite(g->session, e->player, e->member, false, sprite_name, sizeof sprite_name);
    audio_play(&a->audio, SOUND_BAG_DRAW);
    flight *f = add_flight(g, sprite_name, x, y, x, y + 90, 1.1f);
    if (f) {
        f->scale1 = 2.0f;
        f->arc = 0;
        f->fade_out = e->player == VILLAGE_NOBODY;
    }
    return 1.1f;
}

static float begin_marker(app *a, const village_event *e)
{
    game_ui *g = a->shared->game;
    float x0, y0, x1, y1;
    char sprite_name[40];
    if (e->kind == VILLAGE_EV_PRESTIGE) {
        const village_player *p = &g->anim.shown.players[e->player];
        int n = g->anim.shown.num_players;
        pos_prestige(&a->gfx, p->prestige, e->player, n, &x0, &y0);
        pos_prestige(&a->gfx, p->prestige + e->amount, e->player, n, &x1, &y1);
        snprintf(sprite_name, sizeof sprite_name, "marker.%s.score",
                 gfx_player_colour_key(session_colour(g->session, e->player)));
    } else if (e->kind == VILLAGE_EV_MARKER_PLACED) {
        pos_farmyard_item(&a->gfx, e->player, "name", &x0, &y0);
        pos_city_marker(&a->gfx, e->a, e->player, &x1, &y1);
        snprintf(sprite_name, sizeof sprite_name, "marker.%s",
                 gfx_player_colour_key(session_colour(g->session, e->player)));
    } else {
        pos_rect_centre(layout_find(&a->gfx.layout, "council.next-start"), &x0, &y0);
        pos_farmyard_item(&a->gfx, e->player, "name", &x1, &y1);
        snprintf(sprite_name, sizeof sprite_name, "start.next");
        g->anim.shown.next_start_holder = e->player;
    }
    flight *f = add_flight(g, sprite_name, x0, y0, x1, y1, 0.5f);
    if (f && e->kind == VILLAGE_EV_PRESTIGE)
        f->scale0 = f->scale1 = pos_prestige_scale(g->anim.shown.num_players);
    return 0.5f;
}

static uint8_t *customer_slot(village_state *v, int place, int spot)
{
    if (place == 1)
        return &v->waiting[spot % VILLAGE_MARKET_SLOTS];
    if (place == 2)
        return &v->stalls[spot % VILLAGE_MARKET_SLOTS];
    return NULL;
}

static const SDL_FRect *customer_rect(app *a, int place, int spot)
{
    if (place == 1)
        return layout_findf(&a->gfx.layout, "waiting.%d", spot);
    if (place == 2)
        return layout_findf(&a->gfx.layout, "stall.%d", spot);
    return layout_find(&a->gfx.layout, "pile");
}

static float begin_customer(app *a, const village_event *e)
{
    game_ui *g = a->shared->game;
    char sprite_name[32];
    float x0, y0, x1, y1;
    if (e->kind == VILLAGE_EV_CUSTOMER_SERVED) {
        pos_rect_centre(layout_findf(&a->gfx.layout, "stall.%d", e->a), &x0, &y0);
        g->anim.shown.stalls[e->a] = VILLAGE_NO_CUSTOMER;
        pos_farmyard_item(&a->gfx, e->player, "customers", &x1, &y1);
        snprintf(sprite_name, sizeof sprite_name, "customer.%d", e->b);
        flight *f = add_flight(g, sprite_name, x0, y0, x1, y1, 0.7f);
        if (f)
            f->scale1 = 0.5f;
        play(a, SOUND_MARKET);
        return 0.7f;
    }
    uint8_t *from = customer_slot(&g->anim.shown, e->from_place, e->from_spot);
    if (from)
        *from = VILLAGE_NO_CUSTOMER;
    else if (g->anim.shown.pile_top < VILLAGE_CUSTOMERS)
        g->anim.shown.pile_top++;
    pos_rect_centre(customer_rect(a, e->from_place, e->from_spot), &x0, &y0);
    pos_rect_centre(customer_rect(a, e->to_place, e->to_spot), &x1, &y1);
    snprintf(sprite_name, sizeof sprite_name, "customer.%d", e->a);
    flight *f = add_flight(g, sprite_name, x0, y0, x1, y1, 0.35f);
    if (f)
        f->arc = 10;
    return 0.3f;
}

static float begin_banner_event(app *a, const village_event *e)
{
    game_ui *g = a->shared->game;
    char text[160], number[8];
    const char *who = e->player != VILLAGE_NOBODY ? session_player_name(g->session, e->player) : "";
    switch (e->kind) {
    case VILLAGE_EV_ROUND_STARTED:
        play(a, SOUND_BAG_SHAKE);
        snprintf(number, sizeof number, "%d", e->a);
        set_banner(a, TRF(&a->i18n, text, "banner.round", number), "", 0.9);
        return 0.5f;
    case VILLAGE_EV_MASS_STARTED:
        g->anim.black_bag_open = true;
        play(a, SOUND_BAG_SHAKE);
        set_banner(a, TR(&a->i18n, e->a ? "banner.final_mass" : "banner.mass"), "window.1", 1.2);
        return 1.0f;
    case VILLAGE_EV_MASS_MAJORITY:
        set_banner(a, TRF(&a->i18n, text, "banner.majority", who), "window.1", 1.4);
        return 1.2f;
    case VILLAGE_EV_MARKET_DAY_STARTED:
        play(a, SOUND_MARKET);
        set_banner(a, TRF(&a->i18n, text, "banner.market", who), "stall.2", 0.8);
        return 0.6f;
    case VILLAGE_EV_END_TRIGGERED:
        set_banner(a, TRF(&a->i18n, text, "banner.end", who), "grave.0", 1.6);
        return 1.4f;
    case VILLAGE_EV_FINAL_ACTION:
        set_banner(a, TRF(&a->i18n, text, "banner.final_action", who), "", 0.8);
        return 0.5f;
    case VILLAGE_EV_GAME_OVER:
        set_banner(a, TR(&a->i18n, "banner.game_over"), "", 1.5);
        return 1.0f;
    case VILLAGE_EV_BRIDGE_CROSSED:
        play(a, SOUND_BELL);
        return 0.3f;
    default:
        return 0;
    }
}

/* Starts an event; returns how long it takes (before the speed factor). */
static float begin_event(app *a, const village_event *e)
{
    game_ui *g = a->shared->game;
    switch (e->kind) {
    case VILLAGE_EV_CUBE_SEEDED:
    case VILLAGE_EV_CUBE_TAKEN:
        return begin_cube(a, e);
    case VILLAGE_EV_CUBES_PAID:
    case VILLAGE_EV_CUBES_GAINED:
    case VILLAGE_EV_COINS_CHANGED:
    case VILLAGE_EV_GRAIN_CHANGED:
    case VILLAGE_EV_GOOD_CHANGED:
        return begin_resource(a, e);
    case VILLAGE_EV_TIME_SPENT:
        g->anim.time_player = e->player;
        g->anim.time_from = (float)e->a;
        g->anim.time_to = (float)(e->a + e->amount);
        g->anim.time_progress = 0;
        return 0.15f * (float)(e->amount > 0 ? e->amount : 1);
    case VILLAGE_EV_MEMBER_MOVED:
    case VILLAGE_EV_MEMBER_DIED:
    case VILLAGE_EV_MASS_PROMOTED:
        return begin_member(a, e);
    case VILLAGE_EV_MASS_DRAWN:
        return begin_mass_draw(a, e);
    case VILLAGE_EV_PRESTIGE:
    case VILLAGE_EV_MARKER_PLACED:
    case VILLAGE_EV_NEXT_START_TAKEN:
        return begin_marker(a, e);
    case VILLAGE_EV_CUSTOMER_SERVED:
    case VILLAGE_EV_CUSTOMER_MOVED:
        return begin_customer(a, e);
    default:
        return begin_banner_event(a, e);
    }
}

static void end_event(game_ui *g, const village_event *e)
{
    village_state *v = &g->anim.shown;
    switch (e->kind) {
    case VILLAGE_EV_ROUND_STARTED:
        v->round = e->a;
        break;
    case VILLAGE_EV_START_PLAYER_CHANGED:
        v->start_player = e->player;
        break;
    case VILLAGE_EV_CUBES_TO_BAG:
        v->green_bag[e->a] = (uint8_t)(v->green_bag[e->a] + e->amount);
        break;
    case VILLAGE_EV_CUBE_SEEDED:
        v->spaces[e->a][e->b]++;
        break;
    case VILLAGE_EV_CUBE_TAKEN:
        if (e->b != VILLAGE_PLAGUE)
            v->players[e->player].cubes[e->b]++;
        break;
    case VILLAGE_EV_TIME_SPENT:
        v->players[e->player].lifetime = e->b;
        g->anim.time_player = -1;
        break;
    case VILLAGE_EV_MEMBER_MOVED:
    case VILLAGE_EV_MEMBER_DIED:
    case VILLAGE_EV_MASS_PROMOTED:
        g->anim.member_hidden[e->player][e->member] = false;
        break;
    case VILLAGE_EV_PRESTIGE:
        v->players[e->player].prestige = (int16_t)(v->players[e->player].prestige + e->amount);
        break;
    case VILLAGE_EV_MARKER_PLACED:
        v->players[e->player].cities |= (uint8_t)(1u << e->a);
        break;
    case VILLAGE_EV_CUSTOMER_SERVED:
        v->players[e->player].customers |= 1u << e->b;
        break;
    case VILLAGE_EV_CUSTOMER_MOVED: {
        uint8_t *to = customer_slot(v, e->to_place, e->to_spot);
        if (to)
            *to = e->a;
        break;
    }
    case VILLAGE_EV_MASS_ENDED:
        g->anim.black_bag_open = false;
        break;
    default:
        end_resource(g, e);
    }
}

static void play_sounds_only(app *a, const village_events *ev)
{
    bool played[SOUND_COUNT] = {false};
    for (int i = 0; i < ev->count; i++) {
        int k = ev->items[i].kind;
        sound_id id = k == VILLAGE_EV_CUBE_TAKEN        ? SOUND_CUBE
                      : k == VILLAGE_EV_COINS_CHANGED   ? SOUND_COIN
                      : k == VILLAGE_EV_GRAIN_CHANGED   ? SOUND_GRAIN
                      : k == VILLAGE_EV_MEMBER_DIED     ? SOUND_BELL
                      : k == VILLAGE_EV_MASS_STARTED    ? SOUND_BAG_SHAKE
                      : k == VILLAGE_EV_CUSTOMER_SERVED ? SOUND_MARKET
                                                        : SOUND_COUNT;
        if (id != SOUND_COUNT && !played[id]) {
            played[id] = true;
            audio_play(&a->audio, id);
        }
    }
}

void view_start_events(app *a, const village_events *ev)
{
    game_ui *g = a->shared->game;
    if (settings_anim_factor(&a->settings) <= 0 || ev->overflowed ||
        g->anim.pending.count + ev->count > VILLAGE_MAX_EVENTS) {
        play_sounds_only(a, ev);
        view_snap(g);
        return;
    }
    memcpy(&g->anim.pending.items[g->anim.pending.count], ev->items,
           sizeof ev->items[0] * (size_t)ev->count);
    g->anim.pending.count += ev->count;
}

void view_finish(app *a)
{
    view_snap(a->shared->game);
}

static void update_flights(game_ui *g, float dt)
{
    int kept = 0;
    for (int i = 0; i < g->anim.flight_count; i++) {
        flight *f = &g->anim.flights[i];
        f->elapsed += dt;
        if (f->elapsed < f->delay + f->duration)
            g->anim.flights[kept++] = *f;
    }
    g->anim.flight_count = kept;
}

void view_update(app *a, double dt)
{
    game_ui *g = a->shared->game;
    float factor = (float)settings_anim_factor(&a->settings);
    float step = factor > 0 ? (float)dt / factor : 1e6f;
    update_flights(g, step);
    if (g->anim.banner_left > 0)
        g->anim.banner_left -= dt;
    if (g->anim.time_player >= 0 && g->anim.event_open && g->anim.event_duration > 0)
        g->anim.time_progress =
            fminf(1.0f, 1.0f - (float)(g->anim.event_timer / g->anim.event_duration));
    if (g->anim.event_open) {
        g->anim.event_timer -= step;
        if (g->anim.event_timer > 0)
            return;
        end_event(g, &g->anim.pending.items[g->anim.pending_next++]);
        g->anim.event_open = false;
    }
    while (g->anim.pending_next < g->anim.pending.count && !g->anim.event_open) {
        float duration = begin_event(a, &g->anim.pending.items[g->anim.pending_next]);
        if (duration > 0) {
            g->anim.event_open = true;
            g->anim.event_timer = duration;
            g->anim.event_duration = duration;
        } else {
            end_event(g, &g->anim.pending.items[g->anim.pending_next++]);
        }
    }
    if (g->anim.pending.count > 0 && g->anim.pending_next >= g->anim.pending.count &&
        !g->anim.event_open && g->anim.flight_count == 0)
        view_snap(g);
}

void view_draw_flights(app *a)
{
    game_ui *g = a->shared->game;
    for (int i = 0; i < g->anim.flight_count; i++) {
        const flight *f = &g->anim.flights[i];
        float t = (f->elapsed - f->delay) / f->duration;
        if (t < 0)
            continue;
        t = t > 1 ? 1 : t;
        float e = t * t * (3 - 2 * t);
        float x = f->x0 + (f->x1 - f->x0) * e;
        float y = f->y0 + (f->y1 - f->y0) * e - f->arc * 4 * t * (1 - t);
        float scale = f->scale0 + (f->scale1 - f->scale0) * e;
        Uint8 alpha = f->fade_out && t > 0.5f ? (Uint8)(255 * (1 - t) * 2) : 255;
        gfx_draw_rotated(&a->gfx, f->sprite, x, y, scale, 0, alpha);
    }
}

void view_seed_first_round(app *a)
{
    game_ui *g = a->shared->game;
    village_events ev;
    ev.count = 0;
    ev.overflowed = false;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
            for (int k = 0; k < g->anim.shown.spaces[sp][c] && ev.count < VILLAGE_MAX_EVENTS; k++)
                ev.items[ev.count++] = (village_event){.kind = VILLAGE_EV_CUBE_SEEDED,
                                                       .player = VILLAGE_NOBODY,
                                                       .member = VILLAGE_NOBODY,
                                                       .a = (uint8_t)sp,
                                                       .b = (uint8_t)c};
    if (settings_anim_factor(&a->settings) <= 0)
        return;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++) {
            g->anim.shown.green_bag[c] =
                (uint8_t)(g->anim.shown.green_bag[c] + g->anim.shown.spaces[sp][c]);
            g->anim.shown.spaces[sp][c] = 0;
        }
    view_start_events(a, &ev);
}
