/* A cached layer (render/gfx.h) keeps its texture while the output keeps
 * its size: a new language, text size or set of symbols redraws the picture
 * in the texture it has (a new 8 MB texture each time cost the software
 * renderer a fresh allocation); a new size makes another of that size. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "render/gfx.h"

static Uint32 pixel_at(SDL_Surface *s, int x, int y)
{
    return ((const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch))[x];
}

/* The layer filled with one colour and drawn to the whole output. */
static Uint32 drawn_in(gfx *canvas, gfx_layer *layer, SDL_Surface *out, Uint8 r, Uint8 g, Uint8 b)
{
    assert_true(gfx_layer_begin(canvas, layer));
    SDL_SetRenderDrawColor(canvas->renderer, r, g, b, 255);
    SDL_RenderFillRect(canvas->renderer, NULL);
    gfx_layer_end(canvas);
    assert_true(gfx_layer_fits(canvas, layer));
    gfx_layer_draw(canvas, layer);
    SDL_RenderPresent(canvas->renderer);
    return pixel_at(out, out->w / 2, out->h / 2);
}

static void test_a_new_language_redraws_in_the_same_texture(void **unused)
{
    (void)unused;
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, 960, 540, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(out);
    gfx canvas = {0};
    canvas.renderer = SDL_CreateSoftwareRenderer(out);
    assert_non_null(canvas.renderer);
    SDL_RenderSetLogicalSize(canvas.renderer, CANVAS_W, CANVAS_H);
    canvas.text.scale = 0.5f;
    snprintf(canvas.language, sizeof canvas.language, "en");
    gfx_layer layer = {0};
    assert_int_equal(drawn_in(&canvas, &layer, out, 200, 20, 20),
                     SDL_MapRGB(out->format, 200, 20, 20));
    /* Marked: a texture made anew carries no mark, wherever it lands. */
    static int mark;
    assert_int_equal(SDL_SetTextureUserData(layer.texture, &mark), 0);

    /* Another language, then symbols on the cubes, then another text size:
     * each time the layer is out of date, and redrawn where it was. */
    snprintf(canvas.language, sizeof canvas.language, "de");
    assert_false(gfx_layer_fits(&canvas, &layer));
    assert_int_equal(drawn_in(&canvas, &layer, out, 20, 200, 20),
                     SDL_MapRGB(out->format, 20, 200, 20));
    canvas.cube_symbols = true;
    assert_false(gfx_layer_fits(&canvas, &layer));
    assert_int_equal(drawn_in(&canvas, &layer, out, 20, 20, 200),
                     SDL_MapRGB(out->format, 20, 20, 200));
    canvas.ui_scale = 1.5f;
    assert_false(gfx_layer_fits(&canvas, &layer));
    assert_int_equal(drawn_in(&canvas, &layer, out, 90, 90, 9), SDL_MapRGB(out->format, 90, 90, 9));
    assert_ptr_equal(SDL_GetTextureUserData(layer.texture), &mark);
    assert_int_equal(layer.w, 960);
    assert_int_equal(layer.h, 540);

    /* A smaller cap than the output: another texture, of the new size. */
    canvas.layer_max_side = 480;
    assert_false(gfx_layer_fits(&canvas, &layer));
    assert_int_equal(drawn_in(&canvas, &layer, out, 9, 90, 90), SDL_MapRGB(out->format, 9, 90, 90));
    assert_int_equal(layer.w, 480);
    assert_int_equal(layer.h, 270);
    gfx_layer_free(&layer);
    assert_null(layer.texture);
    SDL_DestroyRenderer(canvas.renderer);
    SDL_FreeSurface(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_new_language_redraws_in_the_same_texture),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
