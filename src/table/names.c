/* Names from the catalogue (colours, cubes, goods, spaces, buildings,
 * cities), shared by the log, the choice steps and the panels. */
#include <stdio.h>

#include "catalogue/cube_mark.h"
#include "table/words.h"
#include "village/board.h"

const char *table_name_colour(const table_words *w, int colour)
{
    static const char *const keys[] = {"colour.brown", "colour.pink", "colour.orange",
                                       "colour.green", "colour.plague"};
    return TR(w->cat, keys[colour % 5]);
}

/* The catalogue's word for "prefix.word", or the rules' own word when the
 * catalogue lacks it: never the key, whose buffer dies with this call. */
static const char *catalogue_word(const table_words *w, const char *prefix, const char *word)
{
    char key[48];
    snprintf(key, sizeof key, "%s.%s", prefix, word);
    return i18n_has(w->cat, key) ? TR(w->cat, key) : word;
}

/* "prefix.word.one" or ".other" as n asks, else the uncounted word. */
static const char *counted_word(const table_words *w, const char *prefix, const char *word, long n)
{
    char key[64];
    snprintf(key, sizeof key, "%s.%s.%s", prefix, word, n == 1 ? "one" : "other");
    return i18n_has(w->cat, key) ? TR(w->cat, key) : catalogue_word(w, prefix, word);
}

const char *table_name_colour_n(const table_words *w, int colour, long n)
{
    return counted_word(w, "colour", village_colour_name(colour % 5), n);
}

const char *table_name_good_n(const table_words *w, int good, long n)
{
    return counted_word(w, "good", village_good_name(good), n);
}

static const char *marked(const table_words *w, int colour, const char *word, char *out,
                          size_t size)
{
    if (!w->cube_symbols)
        return word;
    char cube[I18N_CUBE_MARK_BYTES + 1];
    i18n_cube_mark(colour % 5, cube); /* drawn as the cube with its symbol */
    return i18n_format(w->cat, out, size, "colour.with_symbol",
                       (const char *const[]){word, cube, NULL});
}

const char *table_name_colour_marked(const table_words *w, int colour, char *out, size_t size)
{
    return marked(w, colour, table_name_colour(w, colour), out, size);
}

const char *table_name_colour_marked_n(const table_words *w, int colour, long n, char *out,
                                       size_t size)
{
    return marked(w, colour, table_name_colour_n(w, colour, n), out, size);
}

char *table_count_cubes(const table_words *w, int colour, long n, char *out, size_t size)
{
    /* A language may word one colour's cubes its own way (German "Pestwürfel"). */
    char key[48], own[64];
    snprintf(key, sizeof key, "speech.cubes.%s", village_colour_name(colour % 5));
    snprintf(own, sizeof own, "%s.%s", key, n == 1 ? "one" : "other");
    return i18n_plural(w->cat, out, size, i18n_has(w->cat, own) ? key : "speech.cubes", n,
                       (const char *const[]){table_name_colour_n(w, colour, n), NULL});
}

const char *table_name_cube_a(const table_words *w, int colour)
{
    static const char *const keys[] = {"cube.a.brown", "cube.a.pink", "cube.a.orange",
                                       "cube.a.green", "cube.a.plague"};
    return TR(w->cat, keys[colour % 5]);
}

const char *table_name_good_a(const table_words *w, int good)
{
    return catalogue_word(w, "good.a", village_good_name(good));
}

const char *table_name_space(const table_words *w, int space)
{
    return catalogue_word(w, "space", village_space_name(space));
}

const char *table_name_good(const table_words *w, int good)
{
    return catalogue_word(w, "good", village_good_name(good));
}

const char *table_name_building(const table_words *w, int building)
{
    return catalogue_word(w, "building", village_building_name(building));
}

const char *table_name_city(const table_words *w, int city)
{
    return catalogue_word(w, "city", village_board_data.city_names[city % VILLAGE_CITIES]);
}
