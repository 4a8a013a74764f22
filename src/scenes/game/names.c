/* Names from the catalogue (colours, cubes, goods, spaces, buildings,
 * cities), shared by the log, the choice steps and the panels. */
#include <stdio.h>

#include "scenes/game/game_ui.h"

const char *name_colour(app *a, int colour)
{
    static const char *const keys[] = {"colour.brown", "colour.pink", "colour.orange",
                                       "colour.green", "colour.plague"};
    return TR(&a->i18n, keys[colour % 5]);
}

/* The catalogue's word for "prefix.word", or the rules' own word when the
 * catalogue lacks it: never the key, whose buffer dies with this call. */
static const char *catalogue_word(app *a, const char *prefix, const char *word)
{
    char key[48];
    snprintf(key, sizeof key, "%s.%s", prefix, word);
    return i18n_has(&a->i18n, key) ? TR(&a->i18n, key) : word;
}

const char *name_colour_marked(app *a, int colour)
{
    if (!a->settings.cube_symbols)
        return name_colour(a, colour);
    static char out[2][96];
    static int turn;
    char *text = out[turn++ % 2]; /* two in one sentence stay valid */
    char cube[GFX_CUBE_MARK_BYTES + 1];
    gfx_cube_mark(colour % 5, cube); /* drawn as the cube with its symbol */
    return i18n_format(&a->i18n, text, sizeof out[0], "colour.with_symbol",
                       (const char *const[]){name_colour(a, colour), cube, NULL});
}

const char *name_cube_a(app *a, int colour)
{
    static const char *const keys[] = {"cube.a.brown", "cube.a.pink", "cube.a.orange",
                                       "cube.a.green", "cube.a.plague"};
    return TR(&a->i18n, keys[colour % 5]);
}

const char *name_good_a(app *a, int good)
{
    return catalogue_word(a, "good.a", village_good_name(good));
}

const char *name_space(app *a, int space)
{
    return catalogue_word(a, "space", village_space_name(space));
}

const char *name_good(app *a, int good)
{
    return catalogue_word(a, "good", village_good_name(good));
}

const char *name_building(app *a, int building)
{
    return catalogue_word(a, "building", village_building_name(building));
}

const char *name_city(app *a, int city)
{
    return catalogue_word(a, "city", village_board_data.city_names[city % VILLAGE_CITIES]);
}
