/* Readability of the table (issue 25, defect 8), read from the pixels the
 * game draws: each seat's name against its banner; the prestige markers'
 * size and place; the generation numbers in a crowded church window or city. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app/app.h"
#include "game_driver.h"
#include "render/gfx.h"
#include "render/layout.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "scenes/scene.h"

/* The frame just drawn, read back at the output's size. */
static SDL_Surface *read_frame(app *a)
{
    app_draw(a);
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(a->gfx.renderer, &w, &h);
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(shot);
    assert_int_equal(SDL_RenderReadPixels(a->gfx.renderer, NULL, SDL_PIXELFORMAT_ARGB8888,
                                          shot->pixels, shot->pitch),
                     0);
    return shot;
}

static SDL_Color pixel(const SDL_Surface *s, int x, int y)
{
    Uint32 v = ((const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch))[x];
    return (SDL_Color){(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, 255};
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* In a box of canvas pixels mostly covered by a background with text on
 * it: the contrast between the background (the median pixel by contrast
 * with black) and the pixel that stands out most from it (the text's core). */
static double text_contrast_in(app *a, const SDL_Surface *shot, SDL_FRect box)
{
    float sx = (float)shot->w / 1920.0f, sy = (float)shot->h / 1080.0f;
    int x0 = (int)(box.x * sx), y0 = (int)(box.y * sy), x1 = (int)((box.x + box.w) * sx),
        y1 = (int)((box.y + box.h) * sy);
    static double keys[200000];
    static SDL_Color colours[200000];
    int n = 0;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1 && n < 200000; x++) {
            colours[n] = pixel(shot, x, y);
            keys[n] = gfx_contrast(colours[n], (SDL_Color){0, 0, 0, 255});
            n++;
        }
    assert_true(n > 0);
    double sorted[200000];
    memcpy(sorted, keys, sizeof *keys * (size_t)n);
    qsort(sorted, (size_t)n, sizeof *sorted, compare_doubles);
    double median = sorted[n / 2];
    SDL_Color background = colours[0];
    for (int i = 0; i < n; i++)
        if (keys[i] == median)
            background = colours[i];
    double best = 1;
    for (int i = 0; i < n; i++) {
        double c = gfx_contrast(colours[i], background);
        best = c > best ? c : best;
    }
    (void)a;
    return best;
}

/* A table of four seats in the four colours: every name on its banner
 * keeps a contrast of at least 3:1 (WCAG AA for large and bold text);
 * white on the white and yellow banners was about 1.1 and 1.6. */
static void names_stand_out_from_their_banners(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("readability");
    assert_non_null(a);
    table_config table = {.start_chair = 0, .seed = 3};
    static const char *const names[] = {"Roberta", "Yolanda", "Bernardo", "Wilhelmina"};
    for (int i = 0; i < 4; i++) {
        table.chairs[i] = (table_chair){i == 0 ? CHAIR_HUMAN : CHAIR_AI, 1, i, ""};
        snprintf(table.chairs[i].name, sizeof table.chairs[i].name, "%s", names[i]);
    }
    char err[256];
    assert_true(game_start_new(a, &table, err, sizeof err));
    app_switch(a, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 30));
    SDL_Surface *shot = read_frame(a);
    for (int slot = 0; slot < 4; slot++) {
        const SDL_FRect *r = layout_findf(&a->gfx.layout, "farmyard.%d.name", slot);
        assert_non_null(r);
        /* The name's first letters, where the banner is lightest. */
        SDL_FRect name = {r->x + 8, r->y + 4, 70, r->h - 8};
        double contrast = text_contrast_in(a, shot, name);
        printf("farmyard %d: name contrast %.2f\n", slot, contrast);
        if (contrast < 3.0)
            fail_msg("the name on farmyard %d stands out only %.2f:1 from its banner", slot,
                     contrast);
    }
    SDL_FreeSurface(shot);
    game_close(&a->shared->game);
    driver_stop(a);
}

static int colour_distance(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b);
}

/* The travel map's "Each trip" box shows the cost in cubes of the road's
 * colour: its cubes show the three road colours (brown, pink, orange), not
 * two orange cubes that told a player every trip costs orange. */
static void the_trip_box_shows_every_road_colour(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("readability-trip");
    assert_non_null(a);
    table_config table = {.start_chair = 0, .seed = 3};
    table.chairs[0] = (table_chair){CHAIR_HUMAN, 0, 0, "Ana"};
    table.chairs[1] = (table_chair){CHAIR_AI, 1, 1, "Bea"};
    char err[256];
    assert_true(game_start_new(a, &table, err, sizeof err));
    app_switch(a, SCENE_GAME);
    assert_true(driver_wait_for_human(a, 30));
    SDL_Surface *shot = read_frame(a);
    const SDL_FRect *board = layout_find(&a->gfx.layout, "board");
    assert_non_null(board);
    /* The box's two cubes, in board pixels (labels.txt "cube board 851 472 12"). */
    static const SDL_Color road[3] = {{0x7b, 0x4a, 0x26, 255}, /* brown */
                                      {0xd7, 0x7f, 0x98, 255}, /* pink */
                                      {0xe0, 0x82, 0x2a, 255}};
    bool seen[3] = {false, false, false};
    float sx = (float)shot->w / 1920.0f, sy = (float)shot->h / 1080.0f;
    for (float y = 470; y < 486; y += 0.5f)
        for (float x = 849; x < 880; x += 0.5f) {
            int px = (int)((board->x + x * board->w / 1280.0f) * sx);
            int py = (int)((board->y + y * board->h / 880.0f) * sy);
            SDL_Color c = pixel(shot, px, py);
            for (int k = 0; k < 3; k++)
                seen[k] = seen[k] || colour_distance(c, road[k]) < 40;
        }
    SDL_FreeSurface(shot);
    game_close(&a->shared->game);
    driver_stop(a);
    if (!seen[0] || !seen[1] || !seen[2])
        fail_msg("the trip box's cubes show brown %d, pink %d, orange %d", seen[0], seen[1],
                 seen[2]);
}

/* Prestige markers at 1280x720: at least 14 output pixels across (at the
 * old scale they were about 10), wholly on the board, never cut by its
 * edge, and centred on their own cell, for every cell, seat and number of
 * seats. */
static void prestige_markers_are_large_and_whole(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("readability");
    assert_non_null(a);
    const SDL_FRect *board = layout_find(&a->gfx.layout, "board");
    const sprite *marker = gfx_sprite(&a->gfx, "marker.red.score");
    assert_non_null(board);
    assert_non_null(marker);
    assert_int_equal((int)marker->w, probe_prestige_marker_size());
    const float output_per_canvas = 1280.0f / CANVAS_W;
    for (int seats = 2; seats <= 4; seats++) {
        float size = marker->w * probe_prestige_scale(seats);
        if (size * output_per_canvas < 14)
            fail_msg("%d seats: prestige markers %.1f output pixels across at 1280x720", seats,
                     size * output_per_canvas);
        for (int value = 0; value < 100; value++)
            for (int p = 0; p < seats; p++) {
                float x, y;
                probe_prestige_centre(&a->gfx, value, p, seats, &x, &y);
                SDL_FRect box = {x - size / 2, y - size / 2, size, size};
                if (box.x < board->x - 0.01f || box.y < board->y - 0.01f ||
                    box.x + box.w > board->x + board->w + 0.01f ||
                    box.y + box.h > board->y + board->h + 0.01f)
                    fail_msg("%d seats, seat %d at %d: marker (%.1f,%.1f) leaves the board", seats,
                             p, value, box.x, box.y);
                const SDL_FRect *cell = layout_findf(&a->gfx.layout, "prestige.%d", value);
                assert_non_null(cell);
                if (x < cell->x || x > cell->x + cell->w || y < cell->y || y > cell->y + cell->h)
                    fail_msg("%d seats, seat %d at %d: marker centred off its cell", seats, p,
                             value);
            }
    }
    driver_stop(a);
}

/* A standing member's generation disc within its 30x44 sprite. */
static SDL_FRect number_disc(float x, float y, float scale)
{
    return (SDL_FRect){x + (8 - 15) * scale, y + (21 - 22) * scale, 15 * scale, 14 * scale};
}

/* In a crowded church window or city the ring a member gets (a choice's
 * highlight, the recap's mark) stays off every neighbour's generation
 * number: a mass late in the game ringed each member 12 pixels out, through
 * the numbers beside and above it. Every window with 0 to 5 members of each
 * of four seats, every city with 0 to 2. */
static void rings_in_a_crowd_leave_the_numbers_readable(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("readability-crowd");
    assert_non_null(a);
    static village_state s;
    for (int kind = 0; kind < 2; kind++) {
        int place = kind == 0 ? VILLAGE_CHURCH_WINDOW : VILLAGE_TRAVEL_MAP;
        int spots = kind == 0 ? VILLAGE_CHURCH_WINDOWS : VILLAGE_CITIES;
        for (int spot = 0; spot < spots; spot++)
            for (int mix = 0; mix < 6 * 6 * 6 * 6; mix++) {
                if (kind == 1 &&
                    (mix % 6 > 2 || mix / 6 % 6 > 2 || mix / 36 % 6 > 2 || mix / 216 > 2))
                    continue; /* a city holds a few members of each seat, not a window's crowd */
                memset(&s, 0, sizeof s);
                s.num_players = 4;
                for (int p = 0, rest = mix; p < 4; p++, rest /= 6)
                    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
                        village_member *mm = &s.players[p].members[m];
                        mm->place = m < rest % 6 ? place : VILLAGE_UNBORN;
                        mm->spot = m < rest % 6 ? spot : 0;
                    }
                for (int p = 0; p < 4; p++)
                    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
                        float x, y, sc;
                        if (s.players[p].members[m].place != place)
                            continue;
                        assert_true(probe_member_centre(&a->gfx, &s, p, m, &x, &y, &sc));
                        float room = probe_member_ring_room(&s, p, m);
                        SDL_FRect ring = {x - 15 * sc - room, y - 22 * sc - room,
                                          30 * sc + 2 * room, 44 * sc + 2 * room};
                        for (int q = 0; q < 4; q++)
                            for (int n = 0; n < VILLAGE_MEMBERS_PER_PLAYER; n++) {
                                float ox, oy, osc;
                                if ((q == p && n == m) || s.players[q].members[n].place != place)
                                    continue;
                                assert_true(probe_member_centre(&a->gfx, &s, q, n, &ox, &oy, &osc));
                                SDL_FRect disc = number_disc(ox, oy, osc);
                                if (driver_rects_meet(&ring, &disc))
                                    fail_msg("%s %d, members %d/%d/%d/%d: the ring of seat %d's "
                                             "member %d covers seat %d's member %d's number",
                                             kind == 0 ? "window" : "city", spot, mix % 6,
                                             mix / 6 % 6, mix / 36 % 6, mix / 216, p, m, q, n);
                            }
                    }
            }
    }
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(names_stand_out_from_their_banners),
        cmocka_unit_test(the_trip_box_shows_every_road_colour),
        cmocka_unit_test(prestige_markers_are_large_and_whole),
        cmocka_unit_test(rings_in_a_crowd_leave_the_numbers_readable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
