/* --selftest: every asset loads, every name the game draws exists, every
 * catalogue has English's keys, and every scene draws once offscreen. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/options.h"
#include "app/paths.h"
#include "scenes/game/game.h"
#include "scenes/scene.h"
#include "tools/tools.h"
#include "ui/languages.h"
#include "village/board.h"

typedef struct check {
    app *a;
    int failures;
} check;

static void fail(check *c, const char *what, const char *name)
{
    fprintf(stderr, "village selftest: %s: %s\n", what, name);
    c->failures++;
}

static void need_sprite(check *c, const char *name)
{
    if (!atlas_find(&c->a->gfx.atlas, name))
        fail(c, "sprite missing from the atlas", name);
}

static void need_anchor(check *c, const char *name)
{
    if (!layout_find(&c->a->gfx.layout, name))
        fail(c, "layout anchor missing", name);
}

static void check_player_sprites(check *c)
{
    static const char *const colours[] = {"red", "yellow", "blue", "white"};
    char name[64];
    for (int p = 0; p < 4; p++) {
        for (int gen = 1; gen <= 4; gen++)
            for (int lying = 0; lying < 2; lying++) {
                snprintf(name, sizeof name, "member.%s.%d.%s", colours[p], gen,
                         lying ? "lying" : "standing");
                need_sprite(c, name);
            }
        snprintf(name, sizeof name, "marker.%s", colours[p]);
        need_sprite(c, name);
        snprintf(name, sizeof name, "marker.%s.score", colours[p]);
        need_sprite(c, name);
    }
}

static void check_sprites(check *c)
{
    static const char *const cubes[] = {"brown", "pink", "orange", "green", "black"};
    static const char *const fixed[] = {"monk",
                                        "good.scroll",
                                        "good.horse",
                                        "good.ox",
                                        "good.plough",
                                        "good.wagon",
                                        "grain",
                                        "coin",
                                        "customer.back",
                                        "bag.green.closed",
                                        "bag.green.open",
                                        "bag.black.closed",
                                        "bag.black.open",
                                        "start.player",
                                        "start.next",
                                        "blocked",
                                        "highlight",
                                        "icon.time",
                                        "icon.prestige",
                                        "icon.grain",
                                        "icon.coin",
                                        "icon.death",
                                        "icon.well",
                                        "ui.panel",
                                        "ui.panel.dark",
                                        "ui.button.normal",
                                        "ui.button.hover",
                                        "ui.button.pressed",
                                        "ui.button.disabled",
                                        "ui.tooltip",
                                        "ui.divider"};
    char name[64];
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        need_sprite(c, fixed[i]);
    for (int k = 0; k < 5; k++) {
        snprintf(name, sizeof name, "cube.%s", cubes[k]);
        need_sprite(c, name);
        snprintf(name, sizeof name, "cube.%s.symbol", cubes[k]);
        need_sprite(c, name);
    }
    check_player_sprites(c);
    for (int t = 0; t < VILLAGE_CUSTOMERS; t++) {
        snprintf(name, sizeof name, "customer.%d", t);
        need_sprite(c, name);
    }
    for (int sp = 0; sp < VILLAGE_SPACES; sp++) {
        snprintf(name, sizeof name, "icon.space.%s", village_space_name(sp));
        need_sprite(c, name);
    }
}

static void check_farmyard_anchors(check *c, int slot)
{
    static const char *const parts[] = {"name",  "members", "grain",     "cubes",
                                        "goods", "coins",   "customers", "bridge"};
    char name[64];
    snprintf(name, sizeof name, "farmyard.%d", slot);
    need_anchor(c, name);
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        snprintf(name, sizeof name, "farmyard.%d.%s", slot, parts[i]);
        need_anchor(c, name);
    }
    for (int k = 0; k < 12; k++) {
        snprintf(name, sizeof name, "farmyard.%d.lifetime.%d", slot, k);
        need_anchor(c, name);
    }
}

static void check_anchors(check *c)
{
    static const char *const fixed[] = {
        "board",     "well",      "pile",       "bag.black", "bag.green", "council.next-start",
        "ui.banner", "ui.scores", "ui.choices", "ui.log"};
    static const char *const areas[] = {"council", "crafts", "travel", "church", "farmyard"};
    char name[64];
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        need_anchor(c, fixed[i]);
    for (int i = 0; i < VILLAGE_SPACES; i++) {
        snprintf(name, sizeof name, "space.%s", village_space_name(i));
        need_anchor(c, name);
    }
    for (int i = 0; i < VILLAGE_BUILDINGS; i++) {
        snprintf(name, sizeof name, "building.%s", village_building_name(i));
        need_anchor(c, name);
    }
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        snprintf(name, sizeof name, "stall.%d", i);
        need_anchor(c, name);
        snprintf(name, sizeof name, "waiting.%d", i);
        need_anchor(c, name);
    }
    for (int i = 0; i < VILLAGE_CITIES; i++) {
        snprintf(name, sizeof name, "city.%s", village_board_data.city_names[i]);
        need_anchor(c, name);
    }
    for (int i = 0; i < 4; i++) {
        snprintf(name, sizeof name, "council.%d", i + 1);
        need_anchor(c, name);
        snprintf(name, sizeof name, "window.%d", i);
        need_anchor(c, name);
        check_farmyard_anchors(c, i);
    }
    for (int area = 0; area < 5; area++)
        for (int slot = 0; slot < 4; slot++) {
            snprintf(name, sizeof name, "chronicle.%s.%d", areas[area], slot);
            need_anchor(c, name);
        }
    for (int i = 0; i < VILLAGE_GRAVES; i++) {
        snprintf(name, sizeof name, "grave.%d", i);
        need_anchor(c, name);
    }
    for (int i = 0; i < 100; i++) {
        snprintf(name, sizeof name, "prestige.%d", i);
        need_anchor(c, name);
    }
}

static void check_pictures(check *c)
{
    static const char *const pictures[] = {"board",           "table",         "farmyard.red",
                                           "farmyard.yellow", "farmyard.blue", "farmyard.white"};
    for (int density = 1; density <= 2; density++) {
        image_set set;
        char dir[1200], err[256];
        snprintf(dir, sizeof dir, "%s/gfx", c->a->data_dir);
        images_init(&set, dir, density);
        for (size_t i = 0; i < sizeof pictures / sizeof pictures[0]; i++)
            if (!images_get(&set, c->a->gfx.renderer, pictures[i]))
                fail(c, "picture does not load", pictures[i]);
        images_free(&set);
        atlas other;
        if (!atlas_load(&other, c->a->gfx.renderer, dir, density, err, sizeof err))
            fail(c, "atlas does not load", err);
        atlas_free(&other);
    }
}

/* Every catalogue found has exactly English's keys. */
static void check_catalogues(check *c)
{
    language_entry languages[LANGUAGES_MAX];
    int count = languages_found(c->a->data_dir, languages);
    i18n en = {0};
    char err[256];
    if (count < 2 || !i18n_load(&en, c->a->data_dir, "en", err, sizeof err)) {
        fail(c, "catalogue", count < 2 ? "fewer than two catalogues in i18n/" : err);
        i18n_free(&en);
        return;
    }
    for (int l = 0; l < count; l++) {
        i18n other = {0};
        char what[64];
        snprintf(what, sizeof what, "missing in %.7s.txt", languages[l].code);
        if (!i18n_load(&other, c->a->data_dir, languages[l].code, err, sizeof err)) {
            fail(c, "catalogue", err);
            continue;
        }
        for (int i = 0; i < en.count; i++)
            if (!i18n_has(&other, en.entries[i].key))
                fail(c, what, en.entries[i].key);
        for (int i = 0; i < other.count; i++)
            if (!i18n_has(&en, other.entries[i].key))
                fail(c, "missing in en.txt", other.entries[i].key);
        i18n_free(&other);
    }
    i18n_free(&en);
}

/* Switches to the scene as a button would, and draws one frame without
 * advancing time. */
static void draw_scene(app *a, scene_id id)
{
    app_switch(a, id);
    app_step(a, 0.0);
}

static void check_scenes(check *c)
{
    app *a = c->a;
    for (int id = SCENE_TITLE; id < SCENE_COUNT; id++) {
        if (id == SCENE_GAME) {
            char err[256];
            table_config table = {.start_chair = -1, .seed = 1};
            table.chairs[0] = (table_chair){CHAIR_HUMAN, 0, 0, "Selftest"};
            for (int i = 1; i < 4; i++)
                table.chairs[i] = (table_chair){CHAIR_AI, 1, i, "AI"};
            if (!game_start_new(a, &table, err, sizeof err)) {
                fail(c, "cannot start a game", err);
                continue;
            }
        }
        draw_scene(a, (scene_id)id);
    }
}

int tools_selftest(void)
{
    app_prefer_headless_drivers();
    app *a = calloc(1, sizeof *a); /* large: not on the stack */
    if (!a)
        return 1;
    app_options o = {
        .software = true, .hidden = true, .no_settings = true, .scenes = scenes_table()};
    if (!app_init(a, &o)) {
        app_shutdown(a);
        free(a);
        return 1;
    }
    check c = {a, 0};
    check_sprites(&c);
    check_anchors(&c);
    check_pictures(&c);
    check_catalogues(&c);
    app_start_audio(a);
    for (int i = 0; i < SOUND_COUNT; i++)
        if (a->audio.open && !a->audio.chunks[i])
            fail(&c, "sound does not load", audio_sound_name((sound_id)i));
    check_scenes(&c);
    app_shutdown(a);
    free(a);
    printf("village selftest: %s (%d problem%s)\n", c.failures ? "FAILED" : "ok", c.failures,
           c.failures == 1 ? "" : "s");
    return c.failures ? 1 : 0;
}
