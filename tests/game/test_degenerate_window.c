/* Issue 27: a window made 1x1 (and back) must not allocate render targets
 * from the degenerate size, and the window keeps its minimum size. */
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
        cmocka_unit_test(test_window_keeps_its_minimum_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
