/* Frames drawn at fractional scales have no seam: a 9-slice (panels) and a
 * 3-slice (buttons) of a plain sprite, drawn with the software renderer at
 * 5/6, 2/3 and other scales, cover every output pixel of their snapped
 * rectangle with the sprite's colour (no gap shows the background, no
 * neighbouring atlas pixel bleeds in) and not one pixel outside it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "render/gfx.h"

enum { SPRITE_AT = 8, SPRITE_SIZE = 64, ATLAS_SIZE = 80, CORNER = 20 };
static const Uint32 SPRITE_RGB = 0x804020, NEIGHBOUR_RGB = 0xff00ff, BACKGROUND_RGB = 0x000000;

typedef struct fixture {
    SDL_Surface *target;
    gfx g;
    sprite sprite;
} fixture;

/* An atlas whose one sprite is a plain colour, surrounded by another colour
 * (what a seam would let through from the neighbouring sprites). */
static int setup(void **state)
{
    static fixture fx;
    memset(&fx, 0, sizeof fx);
    fx.target = SDL_CreateRGBSurfaceWithFormat(0, 1400, 1000, 32, SDL_PIXELFORMAT_ARGB8888);
    fx.g.renderer = SDL_CreateSoftwareRenderer(fx.target);
    SDL_Surface *sheet =
        SDL_CreateRGBSurfaceWithFormat(0, ATLAS_SIZE, ATLAS_SIZE, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!fx.target || !fx.g.renderer || !sheet)
        return -1;
    SDL_FillRect(sheet, NULL, 0xff000000 | NEIGHBOUR_RGB);
    SDL_Rect inside = {SPRITE_AT, SPRITE_AT, SPRITE_SIZE, SPRITE_SIZE};
    SDL_FillRect(sheet, &inside, 0xff000000 | SPRITE_RGB);
    fx.g.atlas.texture = SDL_CreateTextureFromSurface(fx.g.renderer, sheet);
    SDL_FreeSurface(sheet);
    fx.sprite = (sprite){"plain", inside, SPRITE_SIZE, SPRITE_SIZE};
    fx.g.atlas.items = &fx.sprite;
    fx.g.atlas.count = 1;
    fx.g.atlas.density = 1;
    *state = &fx;
    return fx.g.atlas.texture ? 0 : -1;
}

static int teardown(void **state)
{
    fixture *fx = *state;
    SDL_DestroyTexture(fx->g.atlas.texture);
    SDL_DestroyRenderer(fx->g.renderer);
    SDL_FreeSurface(fx->target);
    return 0;
}

static Uint32 pixel_at(SDL_Surface *s, int x, int y)
{
    return ((Uint32 *)((Uint8 *)s->pixels + y * s->pitch))[x] & 0xffffff;
}

static bool near_colour(Uint32 a, Uint32 b)
{
    for (int shift = 0; shift < 24; shift += 8) {
        int d = (int)(a >> shift & 0xff) - (int)(b >> shift & 0xff);
        if (d < -6 || d > 6)
            return false;
    }
    return true;
}

/* Counts the pixels that break the frame: inside not the sprite, or just outside not background. */
static int seam_pixels(fixture *fx, const SDL_FRect *logical, float scale)
{
    SDL_FRect snapped = gfx_snap(fx->g.renderer, logical);
    int x0 = (int)(snapped.x * scale), y0 = (int)(snapped.y * scale);
    int x1 = x0 + (int)(snapped.w * scale + 0.5f), y1 = y0 + (int)(snapped.h * scale + 0.5f);
    int bad = 0;
    for (int y = y0 - 1; y <= y1; y++)
        for (int x = x0 - 1; x <= x1; x++) {
            bool inside = x >= x0 && x < x1 && y >= y0 && y < y1;
            Uint32 want = inside ? SPRITE_RGB : BACKGROUND_RGB;
            if (!near_colour(pixel_at(fx->target, x, y), want)) {
                if (bad < 6)
                    print_error("scale %.4f: pixel (%d, %d) is %06x, expected %06x\n", scale, x, y,
                                (unsigned)pixel_at(fx->target, x, y), (unsigned)want);
                bad++;
            }
        }
    return bad;
}

static const float SCALES[] = {5.0f / 6.0f, 2.0f / 3.0f, 0.7115f, 0.75f, 1.0f, 4.0f / 3.0f};
static const SDL_FRect FRAMES[] = {
    {100.3f, 40.7f, 333.3f, 177.7f}, {41, 300, 840, 184}, {560.5f, 600.25f, 120.75f, 44.5f}};

static void draw_and_count(fixture *fx, bool buttons, int *bad)
{
    for (size_t s = 0; s < sizeof SCALES / sizeof *SCALES; s++) {
        SDL_RenderSetScale(fx->g.renderer, SCALES[s], SCALES[s]);
        for (size_t f = 0; f < sizeof FRAMES / sizeof *FRAMES; f++) {
            SDL_SetRenderDrawColor(fx->g.renderer, 0, 0, 0, 255);
            SDL_RenderClear(fx->g.renderer);
            if (buttons)
                gfx_three_slice(&fx->g, "plain", &FRAMES[f], 14);
            else
                gfx_nine_slice(&fx->g, "plain", &FRAMES[f], CORNER);
            SDL_RenderFlush(fx->g.renderer);
            *bad += seam_pixels(fx, &FRAMES[f], SCALES[s]);
        }
    }
}

static void test_nine_slice_has_no_seam_at_fractional_scales(void **state)
{
    int bad = 0;
    draw_and_count(*state, false, &bad);
    assert_int_equal(bad, 0);
}

static void test_button_has_no_seam_at_fractional_scales(void **state)
{
    int bad = 0;
    draw_and_count(*state, true, &bad);
    assert_int_equal(bad, 0);
}

int main(void)
{
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_nine_slice_has_no_seam_at_fractional_scales),
        cmocka_unit_test(test_button_has_no_seam_at_fractional_scales),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
