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

const char *table_name_colour_marked(const table_words *w, int colour, char *out, size_t size)
{
    if (!w->cube_symbols)
        return table_name_colour(w, colour);
    char cube[I18N_CUBE_MARK_BYTES + 1];
    i18n_cube_mark(colour % 5, cube); /* drawn as the cube with its symbol */
    return i18n_format(w->cat, out, size, "colour.with_symbol",
                       (const char *const[]){table_name_colour(w, colour), cube, NULL});
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
