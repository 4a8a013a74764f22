/* Small pieces of the front end: catalogue placeholders, both catalogues
 * complete (every one found has English's keys), settings round trip, layout and atlas lookups, and
 * what it does with damaged files (issue 11): images whose header claims a huge size, empty
 * catalogues, a data folder without assets. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>
#include <SDL_image.h>

#include "app/app.h"
#include "app/settings.h"
#include "render/images.h"
#include "render/labels.h"
#include "render/layout.h"
#include "render/png_header.h"
#include "catalogue/i18n.h"
#include "ui/languages.h"
#include "temp_folder.h"
#include "ui/system_language.h"

static void test_placeholders_fill_in_any_order(void **unused)
{
    (void)unused;
    char out[64];
    i18n_fill(out, sizeof out, "{2} before {1}, {1} again", (const char *const[]){"a", "b", NULL});
    assert_string_equal(out, "b before a, a again");
    i18n_fill(out, sizeof out, "{3} is missing", (const char *const[]){"a", NULL});
    assert_string_equal(out, "{3} is missing");
    i18n_fill(out, 6, "{1}{1}", (const char *const[]){"abcd", NULL});
    assert_string_equal(out, "abcda");
}

static void test_catalogues_have_the_same_keys(void **unused)
{
    (void)unused;
    i18n en = {0};
    char err[256];
    assert_true(i18n_load(&en, VILLAGE_TEST_DATA_DIR, "en", err, sizeof err));
    assert_true(en.count > 200);
    static const char *const others[] = {"es", "de"};
    static const char *const new_game[] = {"Nueva partida", "Neues Spiel"};
    for (size_t l = 0; l < sizeof others / sizeof *others; l++) {
        i18n other = {0};
        assert_true(i18n_load(&other, VILLAGE_TEST_DATA_DIR, others[l], err, sizeof err));
        for (int i = 0; i < en.count; i++)
            if (!i18n_has(&other, en.entries[i].key))
                fail_msg("%s.txt lacks %s", others[l], en.entries[i].key);
        for (int i = 0; i < other.count; i++)
            if (!i18n_has(&en, other.entries[i].key))
                fail_msg("%s.txt has %s, which en.txt lacks", others[l], other.entries[i].key);
        assert_int_equal(en.count, other.count);
        assert_string_equal(i18n_get(&other, "title.new"), new_game[l]);
        i18n_free(&other);
    }
    /* Every catalogue shipped is one of those checked above. */
    language_entry found[LANGUAGES_MAX];
    int count = languages_found(VILLAGE_TEST_DATA_DIR, found);
    assert_int_equal(count, 1 + (int)(sizeof others / sizeof *others));
    assert_string_equal(found[0].code, "en");
    assert_string_equal(found[1].code, "de");
    assert_string_equal(found[1].name, "Deutsch");
    assert_string_equal(i18n_get(&en, "no.such.key"), "no.such.key");
    i18n_free(&en);
}

static void load_catalogue(i18n *cat, const char *language)
{
    char err[256];
    if (!i18n_load(cat, VILLAGE_TEST_DATA_DIR, language, err, sizeof err))
        fail_msg("%s", err);
}

/* "cube(s)", "moneda(s)", "Kunde(n)": a counted word takes the catalogue's
 * singular or plural (i18n_plural, keys <key>.one and <key>.other), never
 * both at once; and every .one has its .other. */
static void test_catalogues_count_without_brackets(void **unused)
{
    (void)unused;
    static const char *const languages[] = {"en", "es", "de"};
    static const char *const brackets[] = {"(s)", "(es)", "(n)", "(e)", "(en)"};
    int found = 0;
    for (size_t l = 0; l < sizeof languages / sizeof *languages; l++) {
        i18n cat = {0};
        load_catalogue(&cat, languages[l]);
        for (int i = 0; i < cat.count; i++) {
            const char *v = cat.entries[i].value, *k = cat.entries[i].key;
            for (size_t b = 0; b < sizeof brackets / sizeof *brackets; b++) {
                const char *at = strstr(v, brackets[b]);
                if (at && at > v && at[-1] != ' ') {
                    print_error("%s.txt %s: \"%s\"\n", languages[l], k, v);
                    found++;
                }
            }
            size_t n = strlen(k);
            if (n > 4 && strcmp(k + n - 4, ".one") == 0) {
                char other[128];
                snprintf(other, sizeof other, "%.*s.other", (int)(n - 4), k);
                if (!i18n_has(&cat, other))
                    fail_msg("%s.txt has %s but not %s", languages[l], k, other);
            }
        }
        i18n_free(&cat);
    }
    assert_int_equal(found, 0);
}

/* A prompt that speaks to the player ("buy your members", "mueve tus
 * miembros") has a form that tells of a computer seat instead (".seat"),
 * which the game shows when the seat to decide is not a person's. */
static void test_prompts_tell_of_computer_seats(void **unused)
{
    (void)unused;
    static const char *const languages[] = {"en", "es", "de"};
    static const char *const addressed[] = {"your ", " tus ", " tu ", "deine ", "dein "};
    for (size_t l = 0; l < sizeof languages / sizeof *languages; l++) {
        i18n cat = {0};
        load_catalogue(&cat, languages[l]);
        int prompts = 0;
        for (int i = 0; i < cat.count; i++) {
            const char *k = cat.entries[i].key;
            if (strncmp(k, "prompt.", 7) != 0 || strstr(k, ".seat") ||
                strcmp(k, "prompt.game-over") == 0)
                continue;
            prompts++;
            char seat[128];
            size_t n = strlen(k);
            bool counted = n > 6 && strcmp(k + n - 6, ".other") == 0;
            counted = counted || (n > 4 && strcmp(k + n - 4, ".one") == 0);
            if (counted) {
                const char *dot = strrchr(k, '.');
                snprintf(seat, sizeof seat, "%.*s.seat%s", (int)(dot - k), k, dot);
            } else {
                snprintf(seat, sizeof seat, "%s.seat", k);
            }
            if (!i18n_has(&cat, seat))
                fail_msg("%s.txt has %s but no %s", languages[l], k, seat);
            for (size_t w = 0; w < sizeof addressed / sizeof *addressed; w++)
                if (strstr(i18n_get(&cat, seat), addressed[w]))
                    fail_msg("%s.txt %s speaks to the viewer: %s", languages[l], seat,
                             i18n_get(&cat, seat));
        }
        assert_true(prompts >= 14);
        i18n_free(&cat);
    }
}

/* The guide names a button by its label, as the button shows it: "choose
 * Birth" under a button that says "A child is born" sent people looking. */
static void test_lessons_name_buttons_as_labelled(void **unused)
{
    (void)unused;
    static const char *const languages[] = {"en", "es", "de"};
    static const char *const asks[][2] = {{"lesson.turn.ask", "step.harvest"},
                                          {"lesson.family.ask", "step.birth"},
                                          {"lesson.mass.ask", "step.done"},
                                          {"lesson.well.ask", "step.well"}};
    for (size_t l = 0; l < sizeof languages / sizeof *languages; l++) {
        i18n cat = {0};
        load_catalogue(&cat, languages[l]);
        for (size_t k = 0; k < sizeof asks / sizeof *asks; k++)
            if (!strstr(i18n_get(&cat, asks[k][0]), i18n_get(&cat, asks[k][1])))
                fail_msg("%s.txt %s does not name the button \"%s\": %s", languages[l], asks[k][0],
                         i18n_get(&cat, asks[k][1]), i18n_get(&cat, asks[k][0]));
        i18n_free(&cat);
    }
}

static void test_settings_round_trip(void **unused)
{
    (void)unused;
    char path[600];
    assert_true(temp_folder_path(path, sizeof path, "settings-round-trip.txt"));
    settings s, back;
    settings_defaults(&s);
    snprintf(s.language, sizeof s.language, "es");
    s.fullscreen = true;
    s.master_volume = 30;
    s.anim_speed = SPEED_FAST;
    s.auto_apply = false;
    s.cube_symbols = true;
    s.music_volume = 70;
    s.hot_seat_handoff = false;
    assert_true(settings_save(&s, path));
    settings_load(&back, path);
    assert_memory_equal(&s, &back, sizeof s);
    unlink(path);
}

/* @2x above 2400 output pixels, @1x below 2200, and in between whatever is
 * loaded, so a window dragged around the boundary does not reload the art. */
static void test_art_density_thresholds(void **unused)
{
    (void)unused;
    assert_int_equal(app_density_for_output(1600, 0), 1);
    assert_int_equal(app_density_for_output(2300, 0), 1);
    assert_int_equal(app_density_for_output(2560, 0), 2);
    assert_int_equal(app_density_for_output(2300, 2), 2);
    assert_int_equal(app_density_for_output(2300, 1), 1);
    assert_int_equal(app_density_for_output(2100, 2), 1);
    assert_int_equal(app_density_for_output(2401, 1), 2);
}

static void test_layout_names_every_action_space(void **unused)
{
    (void)unused;
    layout l;
    char err[256];
    assert_true(layout_load(&l, VILLAGE_TEST_DATA_DIR "/gfx/layout.txt", err, sizeof err));
    static const char *const spaces[] = {"harvest", "family",  "crafts", "market",
                                         "travel",  "council", "church"};
    for (int i = 0; i < 7; i++) {
        const SDL_FRect *r = layout_findf(&l, "space.%s", spaces[i]);
        assert_non_null(r);
        assert_true(r->w > 0 && r->h > 0);
    }
    assert_null(layout_find(&l, "space.nowhere"));
    layout_free(&l);
}

static void test_window_opens_at_a_whole_scale_that_fits(void **unused)
{
    (void)unused;
    int w, h;
    app_default_window_size(1920, 1040, &w, &h); /* a full HD desktop with a panel */
    assert_int_equal(w, 1440);
    assert_int_equal(h, 810);
    app_default_window_size(2560, 1400, &w, &h);
    assert_int_equal(w, 2080);
    assert_int_equal(h, 1170);
    app_default_window_size(1366, 728, &w, &h);
    assert_int_equal(w, 960);
    assert_int_equal(h, 540);
    app_default_window_size(400, 300, &w, &h); /* never below the smallest window */
    assert_int_equal(w, 640);
    assert_int_equal(h, 360);
}

static void test_first_start_takes_the_systems_language(void **unused)
{
    (void)unused;
    char code[8] = "";
    SDL_Locale spanish[] = {{"es", "MX"}, {"en", "US"}, {NULL, NULL}};
    assert_true(language_from_locales(spanish, VILLAGE_TEST_DATA_DIR, code, sizeof code));
    assert_string_equal(code, "es");
    SDL_Locale austrian[] = {{"de", "AT"}, {"en", NULL}, {NULL, NULL}};
    assert_true(language_from_locales(austrian, VILLAGE_TEST_DATA_DIR, code, sizeof code));
    assert_string_equal(code, "de");
    /* No catalogue for Breton or Klingon: the next language the person reads. */
    SDL_Locale unknown_first[] = {{"br", "FR"}, {"tlh", NULL}, {"EN", "GB"}, {NULL, NULL}};
    assert_true(language_from_locales(unknown_first, VILLAGE_TEST_DATA_DIR, code, sizeof code));
    assert_string_equal(code, "en");
    SDL_Locale nothing_known[] = {{"../en", NULL}, {"fr", NULL}, {NULL, NULL}};
    assert_false(language_from_locales(nothing_known, VILLAGE_TEST_DATA_DIR, code, sizeof code));
    assert_false(language_from_locales(NULL, VILLAGE_TEST_DATA_DIR, code, sizeof code));
}

static void test_settings_file_wins_over_the_system_language(void **unused)
{
    (void)unused;
    char path[600];
    assert_true(temp_folder_path(path, sizeof path, "settings-first.txt"));
    settings s;
    assert_false(settings_load(&s, path)); /* no file: a first start */
    snprintf(s.language, sizeof s.language, "en");
    assert_true(settings_save(&s, path));
    assert_true(settings_load(&s, path));
    assert_string_equal(s.language, "en");
    remove(path);
}

static char scratch[600];

static void make_scratch(void)
{
    assert_true(temp_folder_fresh(scratch, sizeof scratch, "scratch"));
}

static void write_bytes(const char *name, const void *bytes, size_t n)
{
    char path[700];
    snprintf(path, sizeof path, "%s/%s", scratch, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(bytes, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

static void remove_scratch(void)
{
    assert_true(temp_folder_remove_tree(scratch));
}

static uint32_t crc32_of(const unsigned char *p, size_t n)
{
    uint32_t crc = 0xFFFFFFFFu;
    for (size_t i = 0; i < n; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++)
            crc = crc & 1 ? (crc >> 1) ^ 0xEDB88320u : crc >> 1;
    }
    return ~crc;
}

static void put32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)(v >> 24), p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8), p[3] = (unsigned char)v;
}

/* A well-formed PNG signature and IHDR (with a correct CRC) claiming
 * width x height, then IEND: 45 bytes. */
static void write_png_header(const char *name, uint32_t width, uint32_t height)
{
    unsigned char png[45] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n',
                             0,    0,   0,   13,  'I',  'H',  'D',  'R'};
    put32(png + 16, width);
    put32(png + 20, height);
    png[24] = 8, png[25] = 6; /* 8-bit RGBA */
    put32(png + 29, crc32_of(png + 12, 17));
    memcpy(png + 33, "\0\0\0\0IEND", 8);
    put32(png + 41, crc32_of(png + 37, 4));
    write_bytes(name, png, sizeof png);
}

/* Issue 11, found 6: a 45-byte PNG claiming 60000x60000 pixels is refused
 * from its header, before a decoder would ask for 14 GB. */
static void test_huge_png_is_refused_before_decoding(void **unused)
{
    (void)unused;
    make_scratch();
    write_png_header("huge@1x.png", 60000, 60000);
    write_png_header("wide@1x.png", 9000, 10);
    write_png_header("fine@1x.png", 3840, 2160);
    write_bytes("junk@1x.png", "GIF89a, not a PNG at all", 24);
    char path[700], err[512];
    snprintf(path, sizeof path, "%s/huge@1x.png", scratch);
    assert_false(png_header_acceptable(path, err, sizeof err));
    assert_non_null(strstr(err, "60000x60000"));
    assert_non_null(strstr(err, "huge@1x.png"));
    snprintf(path, sizeof path, "%s/wide@1x.png", scratch);
    assert_false(png_header_acceptable(path, err, sizeof err));
    snprintf(path, sizeof path, "%s/fine@1x.png", scratch);
    assert_true(png_header_acceptable(path, err, sizeof err));
    snprintf(path, sizeof path, "%s/junk@1x.png", scratch);
    assert_false(png_header_acceptable(path, err, sizeof err));
    assert_non_null(strstr(err, "not a PNG"));
    snprintf(path, sizeof path, "%s/gfx/table@2x.png", VILLAGE_TEST_DATA_DIR);
    assert_true(png_header_acceptable(path, err, sizeof err));

    /* Through the image cache, as the game loads art. */
    assert_int_equal(SDL_Init(0), 0);
    SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, 16, 16, 32, SDL_PIXELFORMAT_RGBA8888);
    assert_non_null(target);
    SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(target);
    assert_non_null(renderer);
    image_set *set = calloc(1, sizeof *set);
    assert_non_null(set);
    images_init(set, scratch, 1);
    assert_null(images_get(set, renderer, "huge"));
    assert_null(images_get(set, renderer, "junk"));
    images_free(set);
    free(set);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(target);
    SDL_Quit();
    remove_scratch();
}

/* The whole table (no pixel see-through) is copied into a layer without
 * blending, in the layers' format, so that SDL's software renderer scales it
 * straight in; the board, with its rounded corners, keeps blending. Drawn,
 * the table looks as it did when SDL chose its texture's format. */
static Uint8 largest_difference(const Uint8 *a, const Uint8 *b, size_t bytes)
{
    Uint8 largest = 0;
    for (size_t i = 0; i < bytes; i++) {
        Uint8 d = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
        largest = d > largest ? d : largest;
    }
    return largest;
}

static void drawn_table(SDL_Renderer *r, SDL_Texture *t, Uint8 *pixels, int w)
{
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    SDL_RenderClear(r);
    assert_int_equal(SDL_RenderCopy(r, t, NULL, NULL), 0);
    assert_int_equal(SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, pixels, w * 4), 0);
}

static void test_opaque_pictures_are_copied_not_blended(void **unused)
{
    (void)unused;
    assert_int_equal(SDL_Init(0), 0);
    enum { W = 640, H = 360 };
    SDL_Surface *target = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(target);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1"); /* as the game draws */
    SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(target);
    assert_non_null(renderer);
    image_set *set = calloc(1, sizeof *set);
    assert_non_null(set);
    images_init(set, VILLAGE_TEST_DATA_DIR "/gfx", 1);
    const image *table = images_get(set, renderer, "table");
    const image *board = images_get(set, renderer, "board");
    assert_non_null(table);
    assert_non_null(board);
    Uint32 format;
    SDL_BlendMode blend;
    SDL_QueryTexture(table->texture, &format, NULL, NULL, NULL);
    SDL_GetTextureBlendMode(table->texture, &blend);
    assert_int_equal(format, SDL_PIXELFORMAT_ARGB8888);
    assert_int_equal(blend, SDL_BLENDMODE_NONE);
    SDL_QueryTexture(board->texture, &format, NULL, NULL, NULL);
    SDL_GetTextureBlendMode(board->texture, &blend);
    assert_int_equal(format, SDL_PIXELFORMAT_ARGB8888);
    assert_int_equal(blend, SDL_BLENDMODE_BLEND);

    SDL_Texture *as_sdl_loads_it =
        IMG_LoadTexture(renderer, VILLAGE_TEST_DATA_DIR "/gfx/table@1x.png");
    assert_non_null(as_sdl_loads_it);
    static Uint8 now[W * H * 4], before[W * H * 4];
    drawn_table(renderer, table->texture, now, W);
    drawn_table(renderer, as_sdl_loads_it, before, W);
    assert_true(largest_difference(now, before, sizeof now) <= 1);
    SDL_DestroyTexture(as_sdl_loads_it);
    images_free(set);
    free(set);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(target);
    SDL_Quit();
}

/* Issue 11, found 8: an empty catalogue, or one with nothing but damaged
 * lines, is refused with a message naming the file; damaged lines among
 * good ones are skipped. */
static void test_empty_catalogue_names_the_file(void **unused)
{
    (void)unused;
    make_scratch();
    char dir[700];
    snprintf(dir, sizeof dir, "%s/i18n", scratch);
    assert_int_equal(mkdir(dir, 0700), 0);
    write_bytes("i18n/xx.txt", "", 0);
    write_bytes("i18n/yy.txt", "# only a comment\nno equals sign here\n", 37);
    write_bytes("i18n/zz.txt", "broken line\ntitle.new = New\n", 28);
    i18n c = {0};
    char err[512];
    assert_false(i18n_load(&c, scratch, "xx", err, sizeof err));
    assert_non_null(strstr(err, "i18n/xx.txt"));
    assert_non_null(strstr(err, "no entries"));
    assert_false(i18n_load(&c, scratch, "yy", err, sizeof err));
    assert_non_null(strstr(err, "i18n/yy.txt"));
    assert_true(i18n_load(&c, scratch, "zz", err, sizeof err));
    assert_int_equal(c.count, 1);
    assert_string_equal(i18n_get(&c, "title.new"), "New");
    i18n_free(&c);
    remove_scratch();
}

/* A counted phrase takes the catalogue's singular or plural form: never
 * "1 members" or "cubo(s)". */
static void test_plural_forms_follow_the_count(void **unused)
{
    (void)unused;
    make_scratch();
    char dir[700];
    snprintf(dir, sizeof dir, "%s/i18n", scratch);
    assert_int_equal(mkdir(dir, 0700), 0);
    const char *text = "n.cubes.one = {1} cube from {2}\nn.cubes.other = {1} cubes from {2}\n";
    write_bytes("i18n/xx.txt", text, strlen(text));
    i18n c = {0};
    char err[512], out[64];
    assert_true(i18n_load(&c, scratch, "xx", err, sizeof err));
    const char *const from[] = {"Travel", NULL};
    assert_string_equal(i18n_plural(&c, out, sizeof out, "n.cubes", 1, from), "1 cube from Travel");
    assert_string_equal(i18n_plural(&c, out, sizeof out, "n.cubes", 0, from),
                        "0 cubes from Travel");
    assert_string_equal(i18n_plural(&c, out, sizeof out, "n.cubes", 2, NULL), "2 cubes from {2}");
    i18n_free(&c);
    remove_scratch();
}

/* Issue 11, found 8: VILLAGE_DATA_DIR naming a folder without assets stops
 * the start with a message naming the variable and the folder, instead of
 * silently using other assets. */
static void test_data_dir_without_assets_is_reported(void **unused)
{
    (void)unused;
    make_scratch();
    const char *old = getenv("VILLAGE_DATA_DIR");
    char *saved = old ? strdup(old) : NULL;
    setenv("VILLAGE_DATA_DIR", scratch, 1);
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    setenv("VILLAGE_NO_DIALOGS", "1", 1);
    char log[700];
    snprintf(log, sizeof log, "%s/stderr.txt", scratch);
    fflush(stderr);
    int kept = dup(2);
    FILE *capture = fopen(log, "w");
    assert_non_null(capture);
    dup2(fileno(capture), 2);
    app *a = calloc(1, sizeof *a);
    app_options o = {.software = true, .hidden = true, .width = 640, .height = 480};
    bool started = app_init(a, &o);
    fflush(stderr);
    dup2(kept, 2);
    close(kept);
    fclose(capture);
    if (started)
        app_shutdown(a);
    else
        SDL_Quit();
    free(a);
    if (saved)
        setenv("VILLAGE_DATA_DIR", saved, 1);
    else
        unsetenv("VILLAGE_DATA_DIR");
    free(saved);
    assert_false(started);
    FILE *f = fopen(log, "r");
    assert_non_null(f);
    char text[2048] = "";
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    assert_non_null(strstr(text, "VILLAGE_DATA_DIR"));
    assert_non_null(strstr(text, scratch));
    assert_non_null(strstr(text, "no Village assets"));
    remove_scratch();
}

/* Saves settings into 'dir', an empty folder, makes it read-only, changes
 * and saves again: that must fail and leave the first file as it was.
 * Returns what went wrong, or NULL (no cmocka asserts: it runs in a child). */
static const char *settings_read_only_problem(const char *dir)
{
    char path[700];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    settings s, back;
    settings_defaults(&s);
    const char *problem = NULL;
    if (!settings_save(&s, path))
        problem = "the first save failed";
    else if (chmod(dir, 0500) != 0)
        problem = "cannot chmod";
    s.master_volume = 3;
    if (!problem && settings_save(&s, path))
        problem = "settings were saved into a read-only folder";
    chmod(dir, 0700);
    settings_load(&back, path);
    if (!problem && back.master_volume == 3)
        problem = "the settings file changed";
    return problem;
}

/* Issue 11: the settings file on a full disk or in a folder that cannot be
 * written: the save fails (and says so on stderr), the previous file stays
 * as it was, and no temporary file is left. A full disk is a file size
 * limit; an unwritable folder is a path through a regular file and a 0500
 * folder, the latter as the unprivileged user 'nobody' when run as root. */
static void test_settings_disk_full_and_read_only(void **unused)
{
    (void)unused;
    make_scratch();
    char path[700];
    snprintf(path, sizeof path, "%s/settings.txt", scratch);
    settings s, back;
    settings_defaults(&s);
    assert_true(settings_save(&s, path));
    s.master_volume = 7;
    struct rlimit old, tiny;
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
    tiny = old;
    tiny.rlim_cur = 16;
    signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &tiny), 0);
    bool saved = settings_save(&s, path);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
    assert_false(saved);
    settings_load(&back, path);
    assert_int_not_equal(back.master_volume, 7);
    char through[800];
    write_bytes("plain", "x", 1);
    snprintf(through, sizeof through, "%s/plain/settings.txt", scratch);
    assert_false(settings_save(&s, through));
    char command[900];
    snprintf(command, sizeof command, "ls -a '%s' | grep -c tmp- || true", scratch);
    FILE *ls = popen(command, "r");
    assert_non_null(ls);
    int left = -1;
    assert_int_equal(fscanf(ls, "%d", &left), 1);
    pclose(ls);
    assert_int_equal(left, 0);
    remove_scratch();

    char locked[600];
    assert_true(temp_folder_fresh(locked, sizeof locked, "settings-read-only"));
    if (geteuid() != 0) {
        assert_null(settings_read_only_problem(locked));
        return;
    }
    assert_true(temp_folder_hand_over(locked, 65534, 65534));
    fflush(NULL);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        const char *problem = setgid(65534) != 0 || setuid(65534) != 0
                                  ? "cannot drop root privileges"
                                  : settings_read_only_problem(locked);
        if (problem)
            fprintf(stderr, "read-only settings: %s\n", problem);
        _exit(problem ? 1 : 0);
    }
    int status = 0;
    assert_int_equal(waitpid(child, &status, 0), child);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
}

/* A damaged settings file: a FIFO in its place must not hang the start, a
 * language "code" that is a path is ignored, numbers are clamped. */
static void test_settings_from_a_damaged_file(void **unused)
{
    (void)unused;
    make_scratch();
    char path[700];
    snprintf(path, sizeof path, "%s/settings.txt", scratch);
    assert_int_equal(mkfifo(path, 0600), 0);
    settings s, defaults;
    settings_defaults(&defaults);
    settings_load(&s, path); /* blocked forever before the fix */
    assert_memory_equal(&s, &defaults, sizeof s);
    assert_int_equal(unlink(path), 0);
    static const char text[] = "language = ../../etc/passwd\nmaster_volume = 99999999999999999\n"
                               "animation_speed = -99999999999999999\n";
    write_bytes("settings.txt", text, sizeof text - 1);
    settings_load(&s, path);
    assert_string_equal(s.language, "en");
    assert_int_equal(s.master_volume, 100);
    assert_int_equal(s.anim_speed, 0);
    remove_scratch();
}

/* The pictures' words: the shipped file read; a FIFO in its place refused
 * at once, as the layout's is (its reader used to open it and wait); a
 * line too long for the reader refused by its number rather than read as
 * two lines. */
static void test_labels_file_is_read_carefully(void **unused)
{
    (void)unused;
    art_labels l, other;
    char err[512];
    assert_true(labels_load(&l, VILLAGE_TEST_DATA_DIR "/gfx/labels.txt", err, sizeof err));
    assert_true(l.layer_count > 0 && l.count > 0);
    labels_free(&l);

    make_scratch();
    char path[700];
    snprintf(path, sizeof path, "%s/labels.txt", scratch);
    assert_int_equal(mkfifo(path, 0600), 0);
    err[0] = '\0';
    assert_false(labels_load(&other, path, err, sizeof err));
    assert_non_null(strstr(err, "labels.txt"));
    assert_int_equal(unlink(path), 0);
    remove_scratch();

    char text[LABELS_LINE_MAX + 64] = "layer board 100 100\n# ";
    size_t n = strlen(text);
    memset(text + n, 'x', sizeof text - n - 2);
    text[sizeof text - 2] = '\n';
    text[sizeof text - 1] = '\0';
    err[0] = '\0';
    assert_false(labels_from_text(&other, text, "long.txt", err, sizeof err));
    assert_non_null(strstr(err, "long.txt line 2 is longer"));
    assert_true(labels_from_text(&other, "layer board 100 100\r\n\n  # a note\n", "short.txt", err,
                                 sizeof err));
    assert_int_equal(other.layer_count, 1);
    labels_free(&other);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_placeholders_fill_in_any_order),
        cmocka_unit_test(test_catalogues_count_without_brackets),
        cmocka_unit_test(test_prompts_tell_of_computer_seats),
        cmocka_unit_test(test_lessons_name_buttons_as_labelled),
        cmocka_unit_test(test_catalogues_have_the_same_keys),
        cmocka_unit_test(test_settings_round_trip),
        cmocka_unit_test(test_huge_png_is_refused_before_decoding),
        cmocka_unit_test(test_opaque_pictures_are_copied_not_blended),
        cmocka_unit_test(test_empty_catalogue_names_the_file),
        cmocka_unit_test(test_plural_forms_follow_the_count),
        cmocka_unit_test(test_data_dir_without_assets_is_reported),
        cmocka_unit_test(test_settings_disk_full_and_read_only),
        cmocka_unit_test(test_settings_from_a_damaged_file),
        cmocka_unit_test(test_labels_file_is_read_carefully),
        cmocka_unit_test(test_art_density_thresholds),
        cmocka_unit_test(test_layout_names_every_action_space),
        cmocka_unit_test(test_window_opens_at_a_whole_scale_that_fits),
        cmocka_unit_test(test_first_start_takes_the_systems_language),
        cmocka_unit_test(test_settings_file_wins_over_the_system_language),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
