/* A note cut to its room (ui/words_cut.h) keeps the most whole words that
 * fit: the same cut as trying every word from the end, with the real fonts,
 * for random sentences at random widths and rooms (a seed, printed on
 * failure, replays a run: VILLAGE_TEST_SEED). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "render/gfx.h"
#include "ui/words_cut.h"

typedef struct fixture {
    SDL_Surface *surface;
    gfx g;
} fixture;

static int setup(void **state)
{
    static fixture fx;
    memset(&fx, 0, sizeof fx);
    fx.surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
    fx.g.renderer = fx.surface ? SDL_CreateSoftwareRenderer(fx.surface) : NULL;
    static const char *const FILES[FONT_ROLES] = {"OpenSans-Regular.ttf", "OpenSans-Bold.ttf",
                                                  "EBGaramond12-Regular.otf",
                                                  "OpenSans-Italic.ttf"};
    char paths[FONT_ROLES][512], err[256];
    const char *list[FONT_ROLES];
    for (int i = 0; i < FONT_ROLES; i++) {
        snprintf(paths[i], sizeof paths[i], "%s/fonts/%s", VILLAGE_TEST_DATA_DIR, FILES[i]);
        list[i] = paths[i];
    }
    if (!fx.g.renderer || !text_init(&fx.g.text, list, err, sizeof err))
        return -1;
    *state = &fx;
    return 0;
}

static int teardown(void **state)
{
    fixture *fx = *state;
    text_free(&fx->g.text);
    SDL_DestroyRenderer(fx->g.renderer);
    SDL_FreeSurface(fx->surface);
    return 0;
}

/* The cut as the game first made it: every word from the end, the first
 * that fits. */
static bool cut_word_by_word(gfx *canvas, float size, float wrap, const char *words, float room,
                             char *out, size_t out_size)
{
    size_t len = strlen(words), copied = len < out_size ? len : out_size - 1;
    memcpy(out, words, copied);
    out[copied] = '\0';
    if (len < out_size && gfx_wrapped_height(canvas, FONT_BODY, size, wrap, out) <= room)
        return false;
    size_t n = strlen(out);
    while (n > 0) {
        while (n > 0 && out[n - 1] != ' ')
            n--;
        while (n > 0 && out[n - 1] == ' ')
            n--;
        if (n == 0 || n + sizeof "…" > out_size)
            continue;
        memcpy(out + n, "…", sizeof "…");
        if (gfx_wrapped_height(canvas, FONT_BODY, size, wrap, out) <= room)
            return true;
    }
    out[0] = '\0';
    return true;
}

static unsigned next_random(unsigned *s)
{
    *s = *s * 1103515245u + 12345u;
    return *s >> 16 & 0x7fff;
}

/* Words of 1 to 14 letters (some accented, some long enough to wrap
 * alone), single or double spaces, sometimes a trailing space. */
static void random_sentence(unsigned *s, char *out, size_t size)
{
    static const char *const LETTERS[] = {"a", "e", "n", "s", "t", "W", "m", "\u00e9", "\u00df"};
    size_t at = 0;
    int words = 1 + (int)(next_random(s) % 60);
    for (int w = 0; w < words && at + 40 < size; w++) {
        int letters = 1 + (int)(next_random(s) % 14);
        for (int i = 0; i < letters; i++)
            at += (size_t)snprintf(out + at, size - at, "%s", LETTERS[next_random(s) % 9]);
        if (w + 1 < words || next_random(s) % 4 == 0)
            at += (size_t)snprintf(out + at, size - at, next_random(s) % 5 ? " " : "  ");
    }
    out[at] = '\0';
}

static void cuts_match_trying_every_word(void **state)
{
    fixture *fx = *state;
    const char *given = getenv("VILLAGE_TEST_SEED");
    unsigned seed = given ? (unsigned)strtoul(given, NULL, 10) : (unsigned)time(NULL);
    unsigned s = seed;
    int cut = 0, whole = 0, emptied = 0;
    for (int round = 0; round < 60; round++) {
        char words[1100], fast[1100], slow[1100];
        random_sentence(&s, words, sizeof words);
        float size = 14 + (float)(next_random(&s) % 20);
        float wrap = 120 + (float)(next_random(&s) % 700);
        /* A room under one line now and then: nothing fits. */
        float room =
            (float)(next_random(&s) % 4 == 0 ? next_random(&s) % 30 : next_random(&s) % 400);
        /* Buffers as short as a few words too: a cut must also fit the buffer. */
        size_t out_size = next_random(&s) % 3 == 0 ? 8 + next_random(&s) % 120 : sizeof fast;
        bool fast_cut =
            words_cut_to_room(&fx->g, FONT_BODY, size, wrap, words, room, fast, out_size);
        bool slow_cut = cut_word_by_word(&fx->g, size, wrap, words, room, slow, out_size);
        if (fast_cut != slow_cut || strcmp(fast, slow) != 0)
            fail_msg("seed %u, round %d: \"%s\" at %.0f in %.0f wide, %.0f tall, %zu bytes: "
                     "cut to \"%s\", every word from the end gives \"%s\"",
                     seed, round, words, size, wrap, room, out_size, fast, slow);
        cut += fast_cut && fast[0];
        whole += !fast_cut;
        emptied += fast_cut && !fast[0];
    }
    print_message("seed %u: %d cut, %d whole, %d nothing fits\n", seed, cut, whole, emptied);
    /* The rounds reach every outcome. */
    assert_true(cut > 10 && whole > 2 && emptied > 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cuts_match_trying_every_word),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
