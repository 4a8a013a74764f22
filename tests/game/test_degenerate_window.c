/* Issue 27: a window made 1x1 (and back) must not allocate render targets
 * from the degenerate size, and the window keeps its minimum size; a window
 * made huge must not allocate a layer of its size (a 32000-pixel window
 * took 4.6 GB): the layer stops at its cap and is drawn scaled. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <cmocka.h>

#include "game_driver.h"
#include "render/gfx.h"

static void test_no_layer_from_a_one_pixel_output(void **unused)
{
    (void)unused;
    SDL_Surface *one = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(one);
    gfx canvas = {0};
    canvas.renderer = SDL_CreateSoftwareRenderer(one);
    assert_non_null(canvas.renderer);
    gfx_layer layer = {0};
    assert_false(gfx_layer_begin(&canvas, &layer));
    assert_null(layer.texture);
    gfx_layer_free(&layer);
    SDL_DestroyRenderer(canvas.renderer);
    SDL_FreeSurface(one);
}

static Uint32 pixel_at(SDL_Surface *s, int x, int y)
{
    return ((const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch))[x];
}

/* An output of 2400x1350 with the cap lowered to 1024 (the real cap, 8192,
 * would need a 150 MB output to reach): the layer is 1024x576, not the
 * output's size, and drawn it still covers the whole output. */
static void test_layer_stops_at_its_cap_and_is_drawn_scaled(void **unused)
{
    (void)unused;
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, 2400, 1350, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(out);
    gfx canvas = {0};
    canvas.renderer = SDL_CreateSoftwareRenderer(out);
    assert_non_null(canvas.renderer);
    SDL_RenderSetLogicalSize(canvas.renderer, CANVAS_W, CANVAS_H);
    gfx_layer layer = {0};
    /* Under the cap: the output's own size, as before. */
    assert_true(gfx_layer_begin(&canvas, &layer));
    gfx_layer_end(&canvas);
    assert_int_equal(layer.w, 2400);
    assert_int_equal(layer.h, 1350);
    canvas.layer_max_side = 1024;
    assert_false(gfx_layer_fits(&canvas, &layer));
    assert_true(gfx_layer_begin(&canvas, &layer));
    SDL_SetRenderDrawColor(canvas.renderer, 200, 20, 20, 255);
    SDL_RenderFillRect(canvas.renderer, NULL);
    gfx_layer_end(&canvas);
    assert_int_equal(layer.w, 1024);
    assert_int_equal(layer.h, 576);
    assert_true(gfx_layer_fits(&canvas, &layer));
    SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 0, 255);
    SDL_RenderClear(canvas.renderer);
    gfx_layer_draw(&canvas, &layer);
    SDL_RenderPresent(canvas.renderer);
    Uint32 red = SDL_MapRGB(out->format, 200, 20, 20);
    assert_int_equal(pixel_at(out, 10, 10), red);
    assert_int_equal(pixel_at(out, 2390, 1340), red); /* the far corner: drawn scaled up */
    gfx_layer_free(&layer);
    SDL_DestroyRenderer(canvas.renderer);
    SDL_FreeSurface(out);
}

static void test_window_keeps_its_minimum_size(void **unused)
{
    (void)unused;
    app *a = driver_start_fresh("tiny");
    assert_non_null(a);
    SDL_SetWindowSize(a->window, 1, 1);
    driver_frames(a, 3);
    int w, h;
    SDL_GetWindowSize(a->window, &w, &h);
    assert_true(w >= 640 && h >= 360);
    SDL_SetWindowSize(a->window, 1600, 900);
    driver_frames(a, 3);
    driver_stop(a);
}

int main(void)
{
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_layer_from_a_one_pixel_output),
        cmocka_unit_test(test_layer_stops_at_its_cap_and_is_drawn_scaled),
        cmocka_unit_test(test_window_keeps_its_minimum_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
