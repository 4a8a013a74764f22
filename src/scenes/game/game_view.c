/* The drawn state follows the real one event by event: each event of a move
 * (village_events) takes its piece off where it was, flies it, and lands it.
 * It writes only its own part (anim_view) and plays sounds; it reads the
 * session it catches up with and draws through the part view. */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_view.h"
#include "scenes/game/piece_pos.h"
#include "scenes/game/sprites.h"

static const float SUPPLY_X = 640, SUPPLY_Y = 440;

/* One animation step's reach: its part, the canvas, words and settings, the
 * session it follows and the sound it plays. */
typedef struct animator {
    anim_view *v;
    const part_view *pv;
    const session *s;
    audio *sound;
} animator;

void view_look(const anim_view *v, table_look *out)
{
    out->state = &v->shown;
    out->member_hidden = (const bool(*)[VILLAGE_MEMBERS_PER_PLAYER])v->member_hidden;
    out->black_bag_open = v->black_bag_open;
    out->time_player = v->time_player;
    out->time_space = 0;
    if (v->time_player >= 0) { /* the marker steps from one space to the next */
        float space = v->time_from + (v->time_to - v->time_from) * v->time_progress;
        while (space >= 12)
            space -= 12;
        out->time_space = space;
    }
}

static void snap(anim_view *v, const session *s)
{
    v->shown = *session_state(s);
    memset(v->member_hidden, 0, sizeof v->member_hidden);
    v->pending.count = 0;
    v->pending_next = 0;
    v->flight_count = 0;
    v->event_open = false;
    v->black_bag_open = false;
    v->time_player = -1;
    v->banner_left = 0; /* the next decision starts: no banner over it */
}

void view_snap(anim_view *v, const session *s)
{
    snap(v, s);
}

bool view_busy(const anim_view *v)
{
    return v->pending.count > 0 || v->flight_count > 0;
}

static flight *add_flight(anim_view *v, const char *sprite_name, float x0, float y0, float x1,
                          float y1, float duration)
{
    if (v->flight_count == FLIGHTS_MAX)
        return NULL;
    flight *f = &v->flights[v->flight_count++];
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
static void set_banner(animator *an, const char *text, const char *area, double seconds)
{
    snprintf(an->v->banner, sizeof an->v->banner, "%s", text);
    snprintf(an->v->banner_area, sizeof an->v->banner_area, "%s", area);
    an->v->banner_left = seconds * settings_anim_factor(an->pv->settings) + 0.6;
}

static void play(animator *an, sound_id id)
{
    audio_play(an->sound, id);
}

static const char *good_sprite(int good)
{
    static const char *const names[VILLAGE_GOODS] = {"good.scroll", "good.horse", "good.ox",
                                                     "good.plough", "good.wagon"};
    return names[good % VILLAGE_GOODS];
}

/* Something of the player's comes from or goes back to the general supply. */
static float supply_flight(animator *an, const village_event *e, const char *sprite_name, float x,
                           float y)
{
    flight *f = e->amount < 0 ? add_flight(an->v, sprite_name, x, y, SUPPLY_X, SUPPLY_Y, 0.45f)
                              : add_flight(an->v, sprite_name, SUPPLY_X, SUPPLY_Y, x, y, 0.45f);
    if (f && e->amount < 0)
        f->fade_out = true;
    return 0.3f;
}

static float begin_resource(animator *an, const village_event *e)
{
    village_player *p = &an->v->shown.players[e->player];
    float x, y;
    switch (e->kind) {
    case VILLAGE_EV_CUBES_PAID:
        pos_farmyard_cubes(an->pv->canvas, e->player, e->a, &x, &y);
        p->cubes[e->a] = (uint8_t)(p->cubes[e->a] >= e->amount ? p->cubes[e->a] - e->amount : 0);
        return supply_flight(an, &(village_event){.amount = -1}, cube_sprite(&an->pv->words, e->a),
                             x, y);
    case VILLAGE_EV_CUBES_GAINED:
        pos_farmyard_cubes(an->pv->canvas, e->player, e->a, &x, &y);
        return supply_flight(an, &(village_event){.amount = 1}, cube_sprite(&an->pv->words, e->a),
                             x, y);
    case VILLAGE_EV_COINS_CHANGED:
        pos_farmyard_item(an->pv->canvas, e->player, "coins", &x, &y);
        if (e->amount < 0)
            p->coins = (uint16_t)(p->coins + e->amount);
        play(an, SOUND_COIN);
        return supply_flight(an, e, "coin", x - 24, y);
    case VILLAGE_EV_GRAIN_CHANGED:
        pos_farmyard_item(an->pv->canvas, e->player, "grain", &x, &y);
        if (e->amount < 0)
            p->grain = (uint8_t)(p->grain + e->amount);
        play(an, SOUND_GRAIN);
        return supply_flight(an, e, "grain", x, y);
    default: /* VILLAGE_EV_GOOD_CHANGED */
        pos_farmyard_good(an->pv->canvas, e->player, e->a, &x, &y);
        if (e->amount > 0)
            play(an, SOUND_HAMMER);
        if (e->amount < 0)
            p->goods[e->a] = (uint16_t)(p->goods[e->a] + e->amount);
        return supply_flight(an, e, good_sprite(e->a), x, y);
    }
}

static void end_resource(anim_view *av, const village_event *e)
{
    village_player *p = &av->shown.players[e->player];
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

static float begin_cube(animator *an, const village_event *e)
{
    village_state *v = &an->v->shown;
    float x0, y0, x1, y1;
    if (e->kind == VILLAGE_EV_CUBE_SEEDED) {
        pos_rect_centre(layout_find(&an->pv->canvas->layout, "bag.green"), &x0, &y0);
        if (v->green_bag[e->b] > 0)
            v->green_bag[e->b]--;
        pos_space_cube(an->pv->canvas, v, e->a, e->b, v->spaces[e->a][e->b], &x1, &y1);
        add_flight(an->v, cube_sprite(&an->pv->words, e->b), x0, y0, x1, y1, 0.3f);
        return 0.12f;
    }
    int n = v->spaces[e->a][e->b];
    pos_space_cube(an->pv->canvas, v, e->a, e->b, n > 0 ? n - 1 : 0, &x0, &y0);
    if (n > 0)
        v->spaces[e->a][e->b]--;
    play(an, SOUND_CUBE);
    if (e->b == VILLAGE_PLAGUE) {
        flight *f = add_flight(an->v, cube_sprite(&an->pv->words, e->b), x0, y0, x0, y0 - 80, 0.6f);
        if (f)
            f->fade_out = true;
        return 0.5f;
    }
    pos_farmyard_cubes(an->pv->canvas, e->player, e->b, &x1, &y1);
    add_flight(an->v, cube_sprite(&an->pv->words, e->b), x0, y0, x1, y1, 0.5f);
    return 0.5f;
}

static float begin_member(animator *an, const village_event *e)
{
    float x0, y0, x1, y1, scale0, scale1;
    char sprite_name[48];
    pos_member_scaled(an->pv->canvas, &an->v->shown, e->player, e->member, &x0, &y0, &scale0);
    village_member *m = &an->v->shown.players[e->player].members[e->member];
    m->place = e->to_place;
    m->spot = e->to_spot;
    an->v->member_hidden[e->player][e->member] = true;
    pos_member_scaled(an->pv->canvas, &an->v->shown, e->player, e->member, &x1, &y1, &scale1);
    bool died = e->kind == VILLAGE_EV_MEMBER_DIED;
    member_sprite(an->s, e->player, e->member, died, sprite_name, sizeof sprite_name);
    flight *f = add_flight(an->v, sprite_name, x0, y0, x1, y1, died ? 1.0f : 0.6f);
    if (f) { /* it leaves and lands at the size it is drawn there */
        f->scale0 = scale0;
        f->scale1 = scale1;
    }
    if (f && e->to_place == VILLAGE_BLACK_BAG) {
        f->scale1 = 0.4f;
        f->fade_out = true;
    }
    if (died && e->to_place == VILLAGE_CHRONICLE) /* the death's knell is its cue (game_cues.h) */
        play(an, SOUND_QUILL);
    return died ? 1.0f : 0.6f;
}

static float begin_mass_draw(animator *an, const village_event *e)
{
    float x, y;
    char sprite_name[48];
    pos_rect_centre(layout_find(&an->pv->canvas->layout, "bag.black"), &x, &y);
    if (e->player == VILLAGE_NOBODY)
        snprintf(sprite_name, sizeof sprite_name, "monk");
    else
        member_sprite(an->s, e->player, e->member, false, sprite_name, sizeof sprite_name);
    audio_play(an->sound, SOUND_BAG_DRAW);
    flight *f = add_flight(an->v, sprite_name, x, y, x, y + 90, 1.1f);
    if (f) {
        f->scale1 = 2.0f;
        f->arc = 0;
        f->fade_out = e->player == VILLAGE_NOBODY;
    }
    return 1.1f;
}

static float begin_marker(animator *an, const village_event *e)
{
    float x0, y0, x1, y1;
    char sprite_name[40];
    if (e->kind == VILLAGE_EV_PRESTIGE) {
        const village_player *p = &an->v->shown.players[e->player];
        int n = an->v->shown.num_players;
        pos_prestige(an->pv->canvas, p->prestige, e->player, n, &x0, &y0);
        pos_prestige(an->pv->canvas, p->prestige + e->amount, e->player, n, &x1, &y1);
        snprintf(sprite_name, sizeof sprite_name, "marker.%s.score",
                 gfx_player_colour_key(session_colour(an->s, e->player)));
    } else if (e->kind == VILLAGE_EV_MARKER_PLACED) {
        pos_farmyard_item(an->pv->canvas, e->player, "name", &x0, &y0);
        pos_city_marker(an->pv->canvas, e->a, e->player, &x1, &y1);
        snprintf(sprite_name, sizeof sprite_name, "marker.%s",
                 gfx_player_colour_key(session_colour(an->s, e->player)));
    } else {
        pos_rect_centre(layout_find(&an->pv->canvas->layout, "council.next-start"), &x0, &y0);
        pos_farmyard_item(an->pv->canvas, e->player, "name", &x1, &y1);
        snprintf(sprite_name, sizeof sprite_name, "start.next");
        an->v->shown.next_start_holder = e->player;
    }
    flight *f = add_flight(an->v, sprite_name, x0, y0, x1, y1, 0.5f);
    if (f && e->kind == VILLAGE_EV_PRESTIGE)
        f->scale0 = f->scale1 = pos_prestige_scale(an->v->shown.num_players);
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

static const SDL_FRect *customer_rect(animator *an, int place, int spot)
{
    if (place == 1)
        return layout_findf(&an->pv->canvas->layout, "waiting.%d", spot);
    if (place == 2)
        return layout_findf(&an->pv->canvas->layout, "stall.%d", spot);
    return layout_find(&an->pv->canvas->layout, "pile");
}

static float begin_customer(animator *an, const village_event *e)
{
    char sprite_name[32];
    float x0, y0, x1, y1;
    if (e->kind == VILLAGE_EV_CUSTOMER_SERVED) {
        pos_rect_centre(layout_findf(&an->pv->canvas->layout, "stall.%d", e->a), &x0, &y0);
        an->v->shown.stalls[e->a] = VILLAGE_NO_CUSTOMER;
        pos_farmyard_item(an->pv->canvas, e->player, "customers", &x1, &y1);
        snprintf(sprite_name, sizeof sprite_name, "customer.%d", e->b);
        flight *f = add_flight(an->v, sprite_name, x0, y0, x1, y1, 0.7f);
        if (f)
            f->scale1 = 0.5f;
        play(an, SOUND_MARKET);
        return 0.7f;
    }
    uint8_t *from = customer_slot(&an->v->shown, e->from_place, e->from_spot);
    if (from)
        *from = VILLAGE_NO_CUSTOMER;
    else if (an->v->shown.pile_top < VILLAGE_CUSTOMERS)
        an->v->shown.pile_top++;
    pos_rect_centre(customer_rect(an, e->from_place, e->from_spot), &x0, &y0);
    pos_rect_centre(customer_rect(an, e->to_place, e->to_spot), &x1, &y1);
    snprintf(sprite_name, sizeof sprite_name, "customer.%d", e->a);
    flight *f = add_flight(an->v, sprite_name, x0, y0, x1, y1, 0.35f);
    if (f)
        f->arc = 10;
    return 0.3f;
}

static const char *who(const animator *an, const village_event *e)
{
    return e->player != VILLAGE_NOBODY ? session_player_name(an->s, e->player) : "";
}

static float begin_round(animator *an, const village_event *e)
{
    char text[160], number[8];
    play(an, SOUND_BAG_SHAKE);
    snprintf(number, sizeof number, "%d", e->a);
    set_banner(an, TRF(an->pv->words.cat, text, "banner.round", number), "", 0.9);
    return 0.5f;
}

static float begin_mass(animator *an, const village_event *e)
{
    an->v->black_bag_open = true;
    play(an, SOUND_BAG_SHAKE);
    set_banner(an, TR(an->pv->words.cat, e->a ? "banner.final_mass" : "banner.mass"), "window.1",
               1.2);
    return 1.0f;
}

static float begin_majority(animator *an, const village_event *e)
{
    char text[160];
    set_banner(an, TRF(an->pv->words.cat, text, "banner.majority", who(an, e)), "window.1", 1.4);
    return 1.2f;
}

static float begin_market_day(animator *an, const village_event *e)
{
    char text[160];
    play(an, SOUND_MARKET);
    set_banner(an, TRF(an->pv->words.cat, text, "banner.market", who(an, e)), "stall.2", 0.8);
    return 0.6f;
}

static float begin_end(animator *an, const village_event *e)
{
    char text[160];
    set_banner(an, TRF(an->pv->words.cat, text, "banner.end", who(an, e)), "grave.0", 1.6);
    return 1.4f;
}

static float begin_final_action(animator *an, const village_event *e)
{
    char text[160];
    set_banner(an, TRF(an->pv->words.cat, text, "banner.final_action", who(an, e)), "", 0.8);
    return 0.5f;
}

static float begin_game_over(animator *an, const village_event *e)
{
    (void)e;
    set_banner(an, TR(an->pv->words.cat, "banner.game_over"), "", 1.5);
    return 1.0f;
}

static float begin_bridge(animator *an, const village_event *e)
{
    (void)e;
    play(an, SOUND_BELL);
    return 0.3f;
}

static float begin_time(animator *an, const village_event *e)
{
    an->v->time_player = e->player;
    an->v->time_from = (float)e->a;
    an->v->time_to = (float)(e->a + e->amount);
    an->v->time_progress = 0;
    return 0.15f * (float)(e->amount > 0 ? e->amount : 1);
}

/* What an event's end puts into the drawn state. */
static void end_round(anim_view *av, const village_event *e)
{
    av->shown.round = e->a;
}

static void end_start_player(anim_view *av, const village_event *e)
{
    av->shown.start_player = e->player;
}

static void end_cubes_to_bag(anim_view *av, const village_event *e)
{
    av->shown.green_bag[e->a] = (uint8_t)(av->shown.green_bag[e->a] + e->amount);
}

static void end_cube_seeded(anim_view *av, const village_event *e)
{
    av->shown.spaces[e->a][e->b]++;
}

static void end_cube_taken(anim_view *av, const village_event *e)
{
    if (e->b != VILLAGE_PLAGUE)
        av->shown.players[e->player].cubes[e->b]++;
}

static void end_time(anim_view *av, const village_event *e)
{
    av->shown.players[e->player].lifetime = e->b;
    av->time_player = -1;
}

static void end_member(anim_view *av, const village_event *e)
{
    av->member_hidden[e->player][e->member] = false;
}

static void end_prestige(anim_view *av, const village_event *e)
{
    village_player *p = &av->shown.players[e->player];
    p->prestige = (int16_t)(p->prestige + e->amount);
}

static void end_marker(anim_view *av, const village_event *e)
{
    av->shown.players[e->player].cities |= (uint8_t)(1u << e->a);
}

static void end_served(anim_view *av, const village_event *e)
{
    av->shown.players[e->player].customers |= 1u << e->b;
}

static void end_customer_moved(anim_view *av, const village_event *e)
{
    uint8_t *to = customer_slot(&av->shown, e->to_place, e->to_spot);
    if (to)
        *to = e->a;
}

static void end_mass(anim_view *av, const village_event *e)
{
    (void)e;
    av->black_bag_open = false;
}

/* How each kind of event is shown, one row per kind in the enum's order
 * (village.h): a new kind fails the build below until it has its row. */
typedef struct anim_row {
    int kind;
    /* Starts it: returns how long it takes (before the speed factor); NULL: at once. */
    float (*begin)(animator *an, const village_event *e);
    void (*end)(anim_view *av, const village_event *e); /* lands it, or NULL */
    sound_id quick_sound;                               /* with animations off, or SOUND_COUNT */
} anim_row;

static const anim_row ROWS[] = {
    {VILLAGE_EV_ROUND_STARTED, begin_round, end_round, SOUND_COUNT},
    {VILLAGE_EV_START_PLAYER_CHANGED, NULL, end_start_player, SOUND_COUNT},
    {VILLAGE_EV_CUBES_TO_BAG, NULL, end_cubes_to_bag, SOUND_COUNT},
    {VILLAGE_EV_CUBE_SEEDED, begin_cube, end_cube_seeded, SOUND_COUNT},
    {VILLAGE_EV_CUBE_TAKEN, begin_cube, end_cube_taken, SOUND_CUBE},
    {VILLAGE_EV_WELL_USED, NULL, NULL, SOUND_COUNT},
    {VILLAGE_EV_ACTION_CHOSEN, NULL, NULL, SOUND_COUNT},
    {VILLAGE_EV_ACTION_SKIPPED, NULL, NULL, SOUND_COUNT},
    {VILLAGE_EV_CUBES_PAID, begin_resource, end_resource, SOUND_COUNT},
    {VILLAGE_EV_CUBES_GAINED, begin_resource, end_resource, SOUND_COUNT},
    {VILLAGE_EV_COINS_CHANGED, begin_resource, end_resource, SOUND_COIN},
    {VILLAGE_EV_GRAIN_CHANGED, begin_resource, end_resource, SOUND_GRAIN},
    {VILLAGE_EV_GOOD_CHANGED, begin_resource, end_resource, SOUND_COUNT},
    {VILLAGE_EV_TIME_SPENT, begin_time, end_time, SOUND_COUNT},
    {VILLAGE_EV_BRIDGE_CROSSED, begin_bridge, NULL, SOUND_COUNT},
    {VILLAGE_EV_MEMBER_MOVED, begin_member, end_member, SOUND_COUNT},
    {VILLAGE_EV_MEMBER_DIED, begin_member, end_member, SOUND_COUNT}, /* a cue */
    {VILLAGE_EV_PRESTIGE, begin_marker, end_prestige, SOUND_COUNT},
    {VILLAGE_EV_MARKER_PLACED, begin_marker, end_marker, SOUND_COUNT},
    {VILLAGE_EV_NEXT_START_TAKEN, begin_marker, NULL, SOUND_COUNT},
    {VILLAGE_EV_MARKET_DAY_STARTED, begin_market_day, NULL, SOUND_COUNT},
    {VILLAGE_EV_CUSTOMER_SERVED, begin_customer, end_served, SOUND_MARKET},
    {VILLAGE_EV_MARKET_PASSED, NULL, NULL, SOUND_COUNT},
    {VILLAGE_EV_MARKET_DAY_ENDED, NULL, NULL, SOUND_COUNT},
    {VILLAGE_EV_CUSTOMER_MOVED, begin_customer, end_customer_moved, SOUND_COUNT},
    {VILLAGE_EV_MASS_STARTED, begin_mass, NULL, SOUND_BAG_SHAKE},
    {VILLAGE_EV_MASS_BOUGHT, NULL, NULL, SOUND_COUNT},
    {VILLAGE_EV_MASS_DRAWN, begin_mass_draw, NULL, SOUND_COUNT},
    {VILLAGE_EV_MASS_PROMOTED, begin_member, end_member, SOUND_COUNT},
    {VILLAGE_EV_MASS_MAJORITY, begin_majority, NULL, SOUND_COUNT},
    {VILLAGE_EV_MASS_ENDED, NULL, end_mass, SOUND_COUNT},
    {VILLAGE_EV_END_TRIGGERED, begin_end, NULL, SOUND_COUNT},
    {VILLAGE_EV_FINAL_ACTION, begin_final_action, NULL, SOUND_COUNT},
    {VILLAGE_EV_GAME_OVER, begin_game_over, NULL, SOUND_COUNT},
};
_Static_assert(sizeof ROWS / sizeof ROWS[0] == VILLAGE_EV_KINDS,
               "every event kind needs its row in the animation's table");

static const anim_row *row_of(const village_event *e)
{
    assert(e->kind < VILLAGE_EV_KINDS && ROWS[e->kind].kind == e->kind); /* rows in order */
    return &ROWS[e->kind];
}

static float begin_event(animator *an, const village_event *e)
{
    const anim_row *row = row_of(e);
    return row->begin ? row->begin(an, e) : 0;
}

static void end_event(anim_view *av, const village_event *e)
{
    const anim_row *row = row_of(e);
    if (row->end)
        row->end(av, e);
}

static void play_sounds_only(animator *an, const village_events *ev)
{
    bool played[SOUND_COUNT] = {false};
    for (int i = 0; i < ev->count; i++) {
        sound_id id = row_of(&ev->items[i])->quick_sound;
        if (id != SOUND_COUNT && !played[id]) {
            played[id] = true;
            audio_play(an->sound, id);
        }
    }
}

static void start_events(animator *an, const village_events *ev)
{
    if (settings_anim_factor(an->pv->settings) <= 0 || ev->overflowed ||
        an->v->pending.count + ev->count > VILLAGE_MAX_EVENTS) {
        play_sounds_only(an, ev);
        snap(an->v, an->s);
        return;
    }
    memcpy(&an->v->pending.items[an->v->pending.count], ev->items,
           sizeof ev->items[0] * (size_t)ev->count);
    an->v->pending.count += ev->count;
}

void view_start_events(anim_view *v, const part_view *pv, const session *s, audio *sound,
                       const village_events *ev)
{
    start_events(&(animator){v, pv, s, sound}, ev);
}

void view_finish(anim_view *v, const session *s)
{
    snap(v, s);
}

static void update_flights(anim_view *av, float dt)
{
    int kept = 0;
    for (int i = 0; i < av->flight_count; i++) {
        flight *f = &av->flights[i];
        f->elapsed += dt;
        if (f->elapsed < f->delay + f->duration)
            av->flights[kept++] = *f;
    }
    av->flight_count = kept;
}

void view_update(anim_view *v, const part_view *pv, const session *s, audio *sound, double dt)
{
    animator context = {v, pv, s, sound}, *an = &context;
    float factor = (float)settings_anim_factor(an->pv->settings);
    float step = factor > 0 ? (float)dt / factor : 1e6f;
    update_flights(an->v, step);
    if (an->v->banner_left > 0)
        an->v->banner_left -= dt;
    if (an->v->time_player >= 0 && an->v->event_open && an->v->event_duration > 0)
        an->v->time_progress =
            fminf(1.0f, 1.0f - (float)(an->v->event_timer / an->v->event_duration));
    if (an->v->event_open) {
        an->v->event_timer -= step;
        if (an->v->event_timer > 0)
            return;
        end_event(an->v, &an->v->pending.items[an->v->pending_next++]);
        an->v->event_open = false;
    }
    while (an->v->pending_next < an->v->pending.count && !an->v->event_open) {
        float duration = begin_event(an, &an->v->pending.items[an->v->pending_next]);
        if (duration > 0) {
            an->v->event_open = true;
            an->v->event_timer = duration;
            an->v->event_duration = duration;
        } else {
            end_event(an->v, &an->v->pending.items[an->v->pending_next++]);
        }
    }
    if (an->v->pending.count > 0 && an->v->pending_next >= an->v->pending.count &&
        !an->v->event_open && an->v->flight_count == 0)
        snap(an->v, an->s);
}

void view_draw_flights(const anim_view *v, const part_view *pv)
{
    for (int i = 0; i < v->flight_count; i++) {
        const flight *f = &v->flights[i];
        float t = (f->elapsed - f->delay) / f->duration;
        if (t < 0)
            continue;
        t = t > 1 ? 1 : t;
        float e = t * t * (3 - 2 * t);
        float x = f->x0 + (f->x1 - f->x0) * e;
        float y = f->y0 + (f->y1 - f->y0) * e - f->arc * 4 * t * (1 - t);
        float scale = f->scale0 + (f->scale1 - f->scale0) * e;
        Uint8 alpha = f->fade_out && t > 0.5f ? (Uint8)(255 * (1 - t) * 2) : 255;
        gfx_draw_rotated(pv->canvas, f->sprite, x, y, scale, 0, alpha);
    }
}

void view_seed_first_round(anim_view *v, const part_view *pv, const session *s, audio *sound)
{
    animator context = {v, pv, s, sound}, *an = &context;
    village_events ev;
    ev.count = 0;
    ev.overflowed = false;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++)
            for (int k = 0; k < an->v->shown.spaces[sp][c] && ev.count < VILLAGE_MAX_EVENTS; k++)
                ev.items[ev.count++] = (village_event){.kind = VILLAGE_EV_CUBE_SEEDED,
                                                       .player = VILLAGE_NOBODY,
                                                       .member = VILLAGE_NOBODY,
                                                       .a = (uint8_t)sp,
                                                       .b = (uint8_t)c};
    if (settings_anim_factor(an->pv->settings) <= 0)
        return;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++)
        for (int c = 0; c < VILLAGE_CUBE_COLOURS; c++) {
            an->v->shown.green_bag[c] =
                (uint8_t)(an->v->shown.green_bag[c] + an->v->shown.spaces[sp][c]);
            an->v->shown.spaces[sp][c] = 0;
        }
    start_events(an, &ev);
}

void view_heard(void *part, const move_news *news)
{
    view_start_events(part, news->view, news->game, news->sound, &news->change->events);
}
