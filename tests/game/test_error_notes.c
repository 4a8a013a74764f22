/* Issue 43: the note a screen shows in a fixed place (what went wrong, or
 * why its button waits) keeps to a room of its own. A new game by turns,
 * My games, the host's and join screens of live online play, the title and
 * Review a game drew a long error as far as it went: over Create and Back,
 * up over the form's fields and a computer's levels, or off the canvas. On
 * each, the longest sentence of each catalogue that screen may show, and a
 * reason the catalogues do not know (in English, 500 letters), meet no
 * button, field or other words and stay on the canvas: in English, Spanish
 * and German at 1280x720 with 150 % text and at 1920x1080 at 100 % and
 * 150 %. A catalogue's sentence stands whole at 100 % everywhere, and at
 * 150 % on the Games by turns screens, Join and Host (a computer's levels
 * under the chairs once left German's longest a line too little); where a
 * note is cut (with "…"), the whole shows in a tooltip over its lines, and
 * on keys alone the ring reaches it and shows the same; by ear each note
 * is said whole when it appears, never by drawing a frame, and a note of
 * why a button waits again only when that button is pressed. While the
 * title's second-window question is open, its note waits behind it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app/app.h"
#include "catalogue/i18n.h"
#include "game_driver.h"
#include "online_driver.h"
#include "render/gfx.h"
#include "scenes/online_form.h"
#include "scenes/scene.h"
#include "scenes/turns.h"
#include "speech_listener.h"
#include "temp_folder.h"
#include "ui/widgets.h"

static const char *const LANGUAGES[] = {"en", "es", "de"};
static const struct {
    int w, h, ui_scale;
} LOOKS[] = {{1280, 720, 150}, {1920, 1080, 100}, {1920, 1080, 150}};
enum { LOOK_COUNT = sizeof LOOKS / sizeof *LOOKS, LANGUAGE_COUNT = 3 };

/* online_host.c's and turns_new.c's ids. */
enum { HOST_SEAT_IDS = 100, HOST_SEAT_STEP = 20, HOST_COMPUTER = 3, TURNS_PLAYERS = 20 };

/* What a screen may say in its note: the catalogue keys that start so. */
static const char *const ONLINE_NOTES[] = {"online.fail.", "online.refused.", "online.resume.",
                                           "setup.cannot_start", NULL};
static const char *const TURNS_NOTES[] = {"online.fail.", "turns.error.", "turns.cancelled.", NULL};
static const char *const TITLE_NOTES[] = {"title.continue.failed", "title.pref_dir_trouble",
                                          "kept.failed", NULL};

typedef struct screen {
    const char *name;
    scene_id id;
    bool xmpp;     /* the XMPP room chosen: the form's most rows */
    bool computer; /* the host's chair 4 a computer: its levels' row */
    bool turns;    /* the note is the turns session's message, not the menus' */
    bool sample;   /* My games with its made-up list */
    /* The note's words at the online screens' one size, a catalogue's
     * sentence whole; else at a small size of its own under a panel. */
    bool online_size;
    const char *const *notes;
} screen;

static const screen SCREENS[] = {
    {"a new game by turns", SCENE_TURNS_NEW, false, false, true, false, true, TURNS_NOTES},
    {"my games", SCENE_TURNS_GAMES, false, false, true, true, true, TURNS_NOTES},
    {"join", SCENE_ONLINE_JOIN, false, false, false, false, true, ONLINE_NOTES},
    {"join, XMPP room", SCENE_ONLINE_JOIN, true, false, false, false, true, ONLINE_NOTES},
    {"host, a computer's levels", SCENE_ONLINE_HOST, false, true, false, false, true, ONLINE_NOTES},
    {"host, XMPP room, a computer's levels", SCENE_ONLINE_HOST, true, true, false, false, true,
     ONLINE_NOTES},
    {"the title", SCENE_TITLE, false, false, false, false, false, TITLE_NOTES},
    {"review a game", SCENE_KEPT, false, false, false, false, false, TITLE_NOTES},
};
enum { SCREEN_COUNT = sizeof SCREENS / sizeof *SCREENS };

/* The screen as a player leaves it before the error: reached, its form's
 * way of travelling chosen and a chair made a computer by clicks. */
static void open_screen(app *a, const screen *s)
{
    if (s->sample)
        assert_true(turns_games_show_sample(a));
    app_switch(a, s->id);
    app_step(a, 1.0 / 60.0);
    if (s->id == SCENE_TURNS_NEW)
        assert_true(online_click_id(a, TURNS_PLAYERS + 4));
    bool form = s->id == SCENE_ONLINE_JOIN || s->id == SCENE_ONLINE_HOST;
    if (form)
        assert_true(online_click_id(a, s->xmpp ? FORM_XMPP : FORM_DIRECT));
    if (s->computer && !online_click_id(a, HOST_SEAT_IDS + 3 * HOST_SEAT_STEP + HOST_COMPUTER))
        fail_msg("%s: chair 4's computer button not found", s->name);
    assert_true(a->settings.online.xmpp == s->xmpp || !form);
}

static char *note_of(app *a, const screen *s, size_t *size)
{
    if (s->turns) {
        *size = sizeof turns_session_of(a)->message;
        return turns_session_of(a)->message;
    }
    *size = sizeof a->shared->menu.message;
    return a->shared->menu.message;
}

static bool overlap(const SDL_FRect *x, const SDL_FRect *y)
{
    return x->x < y->x + y->w && y->x < x->x + x->w && x->y < y->y + y->h && y->y < x->y + x->h;
}

static bool within(const SDL_FRect *inner, const SDL_FRect *outer)
{
    return inner->x >= outer->x - 0.5f && inner->x + inner->w <= outer->x + outer->w + 0.5f &&
           inner->y >= outer->y - 0.5f && inner->y + inner->h <= outer->y + outer->h + 0.5f;
}

/* A line's letters, from a capital's top to the baseline (Open Sans). */
static SDL_FRect letters(const SDL_FRect *box)
{
    return (SDL_FRect){box->x, box->y + box->h * 0.25f, box->w, box->h * 0.55f};
}

/* One look at the note: its every line meets no button or field nor other
 * words, stays on the canvas, and a catalogue's sentence stands whole (as
 * tall as its lines at the width it was drawn). The faults, each said. */
static int look_at_note(app *a, const screen *s, const char *note, bool cut_allowed, int ui_scale,
                        const char *where)
{
    static text_drawn drawn[TEXT_RECORD_MAX];
    int n = driver_words_drawn(a, drawn), at = -1;
    size_t len = strlen(note) < sizeof drawn->words - 1 ? strlen(note) : sizeof drawn->words - 1;
    for (int i = 0; i < n && at < 0; i++)
        if (drawn[i].role == FONT_BODY && strncmp(drawn[i].words, note, len) == 0)
            at = i;
    if (at < 0)
        fail_msg("%s: \"%.40s…\" not shown", where, note);
    const SDL_FRect *box = &drawn[at].box;
    int bad = 0;
    static menu m;
    scene_get(s->id)->build_menu(a, &m);
    assert_true(m.count > 0);
    for (int i = 0; i < m.count; i++)
        if (!m.items[i].note && overlap(box, &m.items[i].rect)) {
            print_error("%s: the note meets \"%s\"\n", where, m.items[i].label);
            bad++;
        }
    for (int i = 0; i < n; i++) {
        SDL_FRect ink = letters(&drawn[i].box);
        if (i != at && overlap(box, &ink)) {
            print_error("%s: the note meets \"%s\"\n", where, drawn[i].words);
            bad++;
        }
    }
    SDL_FRect canvas = gfx_canvas_rect(&a->gfx), ink = letters(box);
    ink.h = box->h - box->h * 0.25f; /* its last line's foot too */
    if (!within(&ink, &canvas)) {
        print_error("%s: the note leaves the canvas\n", where);
        bad++;
    }
    /* Wrapped at its widest line, it breaks where it was drawn. */
    float size = s->online_size ? gfx_ui(&a->gfx, ONLINE_TEXT) : 18;
    float whole = gfx_wrapped_height(&a->gfx, FONT_BODY, size, box->w + 1, note);
    bool cut = box->h < whole - 0.5f;
    if (cut && !cut_allowed && (s->online_size || ui_scale == 100)) {
        print_error("%s: the note cut, %.0f of %.0f tall\n", where, box->h, whole);
        bad++;
    }
    if (cut_allowed && strstr(drawn[at].words, "the server said") == NULL) {
        print_error("%s: the reason's first words not shown\n", where);
        bad++;
    }
    if (cut) { /* the whole in a tooltip over its lines */
        driver_move_mouse(a, box->x + 10, box->y + 10);
        n = driver_words_drawn(a, drawn);
        int said = 0;
        for (int i = 0; i < n; i++)
            said += strncmp(drawn[i].words, note, len) == 0;
        if (said < 2) {
            print_error("%s: the cut note's tooltip not shown\n", where);
            bad++;
        }
        driver_move_mouse(a, 5, 5);
    }
    /* The keys' band a key press shows covers no button, field, note or
     * word: on Host at 150 % German's two rows stood on "Lobby öffnen".
     * Shift alone does nothing but make the keyboard the device in use. */
    n = driver_words_drawn(a, drawn);
    driver_key(a, SDLK_LSHIFT, SDL_SCANCODE_LSHIFT, KMOD_LSHIFT);
    SDL_FRect band;
    if (app_prompts_band(a, &band)) {
        for (int i = 0; i < m.count; i++)
            if (overlap(&band, &m.items[i].rect)) {
                print_error("%s: the keys' band covers \"%s\"\n", where,
                            m.items[i].note ? "the note" : m.items[i].label);
                bad++;
            }
        for (int i = 0; i < n; i++) {
            SDL_FRect word = letters(&drawn[i].box);
            if (overlap(&band, &word)) {
                print_error("%s: the keys' band covers \"%.40s\"\n", where, drawn[i].words);
                bad++;
            }
        }
    }
    driver_move_mouse(a, 5, 5);
    return bad;
}

/* One screen in each language at each look, with the longest sentence
 * and with the unknown reason. */
static void note_keeps_to_its_room(int screen_index)
{
    const screen *sc = &SCREENS[screen_index];
    char reason[520] = "";
    while (strlen(reason) < 500)
        strcat(reason, "the server said what nobody here expected ");
    int looks = 0, bad = 0;
    for (int z = 0; z < LOOK_COUNT; z++) {
        static app a;
        assert_true(driver_open_hidden(&a, LOOKS[z].w, LOOKS[z].h));
        for (int l = 0; l < LANGUAGE_COUNT; l++)
            for (int unknown = 0; unknown < 2; unknown++) {
                assert_true(app_set_language(&a, LANGUAGES[l]));
                assert_true(app_set_ui_scale(&a, LOOKS[z].ui_scale));
                open_screen(&a, sc);
                size_t size;
                char *note = note_of(&a, sc, &size);
                if (unknown)
                    i18n_format(&a.i18n, note, size, "online.fail.other",
                                (const char *const[]){reason, NULL});
                else
                    i18n_longest_under(&a.i18n, sc->notes, note, size);
                driver_move_mouse(&a, 5, 5); /* no button hovered, no tooltip */
                char where[160];
                snprintf(where, sizeof where, "%s, %s, %dx%d at %d %%, %s note", sc->name,
                         LANGUAGES[l], LOOKS[z].w, LOOKS[z].h, LOOKS[z].ui_scale,
                         unknown ? "an unknown" : "the longest");
                char kept[1024];
                snprintf(kept, sizeof kept, "%s", note);
                bad += look_at_note(&a, sc, kept, unknown, LOOKS[z].ui_scale, where);
                note[0] = '\0';
                looks++;
            }
        app_shutdown(&a);
    }
    print_message("%s: the note looked at %d times\n", sc->name, looks);
    assert_int_equal(looks, LOOK_COUNT * LANGUAGE_COUNT * 2);
    assert_int_equal(bad, 0);
}

static void new_game_note_keeps_off_the_buttons(void **unused)
{
    (void)unused;
    note_keeps_to_its_room(0);
}

static void my_games_status_keeps_off_the_buttons(void **unused)
{
    (void)unused;
    note_keeps_to_its_room(1);
}

static void join_note_keeps_off_the_fields(void **unused)
{
    (void)unused;
    note_keeps_to_its_room(2);
    note_keeps_to_its_room(3);
}

static void host_note_keeps_off_the_chairs_and_fields(void **unused)
{
    (void)unused;
    note_keeps_to_its_room(4);
    note_keeps_to_its_room(5);
}

static void title_note_stays_on_the_canvas(void **unused)
{
    (void)unused;
    note_keeps_to_its_room(6);
}

static void review_a_game_note_stays_on_the_canvas(void **unused)
{
    (void)unused;
    note_keeps_to_its_room(7);
}

/* A reason the catalogues do not know, too long for any note's room. */
static void write_long_reason(app *a, const screen *s)
{
    char reason[900] = "";
    while (strlen(reason) < 850)
        strcat(reason, "the server said what nobody here expected ");
    size_t size;
    char *note = note_of(a, s, &size);
    i18n_format(&a->i18n, note, size, "online.fail.other", (const char *const[]){reason, NULL});
}

/* The screen's cut note among its buttons (menu_item.note), or -1. */
static int note_stop(app *a, const screen *s, menu *m)
{
    scene_get(s->id)->build_menu(a, m);
    int at = -1;
    for (int i = 0; i < m->count; i++)
        if (m->items[i].note) {
            assert_int_equal(at, -1); /* one note a screen */
            at = i;
        }
    return at;
}

/* The note drawn with all its lines (My games' status and Review a game's
 * note have a list's room when the list is short). */
static bool drawn_whole(app *a, const screen *s, const char *note)
{
    static text_drawn drawn[TEXT_RECORD_MAX];
    int n = driver_words_drawn(a, drawn);
    size_t len = strlen(note) < sizeof drawn->words - 1 ? strlen(note) : sizeof drawn->words - 1;
    float size = s->online_size ? gfx_ui(&a->gfx, ONLINE_TEXT) : 18;
    for (int i = 0; i < n; i++)
        if (drawn[i].role == FONT_BODY && strncmp(drawn[i].words, note, len) == 0)
            return drawn[i].box.h >=
                   gfx_wrapped_height(&a->gfx, FONT_BODY, size, drawn[i].box.w + 1, note) - 0.5f;
    return false;
}

static int ringed(const app *a)
{
    return a->shared->menu.keys ? a->shared->menu.hover : -1;
}

/* The whole note in a tooltip: words that begin as the note does, as tall
 * as all of its lines at the tooltip's size and width. */
static bool whole_in_tooltip(app *a, const char *note)
{
    static text_drawn drawn[TEXT_RECORD_MAX];
    int n = driver_words_drawn(a, drawn);
    size_t len = strlen(note) < sizeof drawn->words - 1 ? strlen(note) : sizeof drawn->words - 1;
    float whole =
        gfx_wrapped_height(&a->gfx, FONT_BODY, gfx_ui(&a->gfx, 18), gfx_ui(&a->gfx, 400), note);
    for (int i = 0; i < n; i++)
        if (strncmp(drawn[i].words, note, len) == 0 && drawn[i].box.h > whole - 0.5f &&
            drawn[i].box.h < whole + 0.5f)
            return true;
    return false;
}

/* A player on keys alone reads a cut note: Tab reaches it, the ring on it
 * shows the whole in a tooltip, as the pointer over it does, and Enter
 * there does nothing but leave it ringed; the first key rings one of the
 * screen's choices, never the note (Tab, Shift+Tab, the mouse resting on
 * it). At 1280x720 with 150 % text, in English and German. A note that
 * stands whole (My games' status and Review a game's note may take a
 * short list's room) is not a stop. */
static int cut_note_read_by_keys(int screen_index)
{
    const screen *sc = &SCREENS[screen_index];
    static const char *const languages[] = {"en", "de"};
    int read = 0, stops = 0;
    for (int l = 0; l < 2; l++) {
        static app a;
        assert_true(driver_open_hidden(&a, 1280, 720));
        assert_true(app_set_language(&a, languages[l]));
        assert_true(app_set_ui_scale(&a, 150));
        open_screen(&a, sc);
        write_long_reason(&a, sc);
        driver_move_mouse(&a, 5, 5);
        static menu m;
        int stop = note_stop(&a, sc, &m);
        size_t size;
        const char *note = note_of(&a, sc, &size);
        if (stop < 0 && !drawn_whole(&a, sc, note))
            fail_msg("%s, %s: the cut note is not among the keys' stops", sc->name, languages[l]);
        if (stop < 0) { /* whole in a room as tall as the list's: nothing to reach */
            note_of(&a, sc, &size)[0] = '\0';
            app_shutdown(&a);
            read++;
            continue;
        }
        assert_string_equal(m.items[stop].note, note);
        const SDL_FRect *lines = &m.items[stop].rect;
        const float starts[][2] = {{5, 5}, {5, 5}, {lines->x + 10, lines->y + 10}};
        for (int first = 0; first < 3; first++) {
            driver_move_mouse(&a, 1900, 1075); /* the mouse has the buttons: nothing ringed */
            driver_move_mouse(&a, starts[first][0], starts[first][1]);
            assert_int_equal(ringed(&a), -1);
            driver_key(&a, SDLK_TAB, SDL_SCANCODE_TAB, first == 1 ? KMOD_SHIFT : KMOD_NONE);
            if (ringed(&a) < 0 || m.items[ringed(&a)].note)
                fail_msg("%s, %s: the first key (%d) rang %d, not a choice", sc->name, languages[l],
                         first, ringed(&a));
        }
        for (int presses = 0; presses < m.count && ringed(&a) != stop; presses++)
            driver_key(&a, SDLK_TAB, SDL_SCANCODE_TAB, KMOD_NONE);
        assert_int_equal(ringed(&a), stop);
        if (!whole_in_tooltip(&a, note))
            fail_msg("%s, %s: the ringed note's whole is not in its tooltip", sc->name,
                     languages[l]);
        char before[1400];
        snprintf(before, sizeof before, "%s", note);
        driver_key(&a, SDLK_RETURN, SDL_SCANCODE_RETURN, KMOD_NONE);
        assert_int_equal(a.scene, sc->id);
        assert_string_equal(note_of(&a, sc, &size), before);
        assert_int_equal(ringed(&a), stop);
        assert_true(whole_in_tooltip(&a, note));
        read++;
        stops++;
        note_of(&a, sc, &size)[0] = '\0';
        app_shutdown(&a);
    }
    assert_int_equal(read, 2);
    return stops;
}

/* By ear: each screen's note is said when it appears, whole and after what
 * was being said, and once; the ring on a cut note says its whole, never
 * the lines cut with "…", and Enter there says it again. In English at
 * 150 % text, speech turned on as a player does. */
static void notes_said_whole(void **unused)
{
    (void)unused;
    listener l = listener_start("notes-by-ear", "en");
    assert_true(app_set_ui_scale(l.a, 150));
    int appeared = 0, rung = 0;
    for (int s = 0; s < SCREEN_COUNT; s++) {
        const screen *sc = &SCREENS[s];
        open_screen(l.a, sc);
        driver_frames(l.a, 2);
        write_long_reason(l.a, sc);
        driver_frames(l.a, 2);
        size_t size;
        const char *note = note_of(l.a, sc, &size);
        long said = platform_speech_memory_count(l.voice);
        if (strcmp(listener_last_said(&l), note) != 0)
            fail_msg("%s: the note not said when it appeared, \"%.60s\" last", sc->name,
                     listener_last_said(&l));
        assert_false(platform_speech_memory_interrupted(l.voice, said - 1));
        driver_frames(l.a, 3);
        assert_int_equal(platform_speech_memory_count(l.voice), said); /* once */
        appeared++;
        static menu m;
        if (note_stop(l.a, sc, &m) >= 0) {
            char start[40];
            memcpy(start, note, sizeof start - 1); /* English: no letter cut in two */
            start[sizeof start - 1] = '\0';
            driver_move_mouse(l.a, 1900, 1075); /* nothing ringed */
            if (!listener_ring_heard(&l, start))
                fail_msg("%s: Tab never said the note", sc->name);
            assert_string_equal(listener_last_said(&l), note);
            said = platform_speech_memory_count(l.voice);
            listener_key(&l, SDLK_RETURN);
            assert_int_equal(platform_speech_memory_count(l.voice), said + 1);
            assert_string_equal(listener_last_said(&l), note);
            rung++;
        }
        note_of(l.a, sc, &size)[0] = '\0';
    }
    print_message("%d notes heard appearing, %d cut ones heard ringed\n", appeared, rung);
    assert_int_equal(appeared, SCREEN_COUNT);
    assert_true(rung >= 6);
    driver_stop(l.a);
}

/* How many times the voice said exactly these words. */
static int times_said(const listener *l, const char *words)
{
    int n = 0;
    for (long i = 0; i < platform_speech_memory_count(l->voice); i++)
        n += strcmp(platform_speech_memory_said(l->voice, i), words) == 0;
    return n;
}

/* Drawing changes nothing: a frame drawn again, or a screenshot, says
 * nothing. On each screen a note appears with no frame stepped and is
 * drawn three times: silence, then the next frame says it. */
static void drawing_never_speaks(void **unused)
{
    (void)unused;
    listener l = listener_start("draw-in-silence", "en");
    int screens = 0;
    for (int s = 0; s < SCREEN_COUNT; s++) {
        const screen *sc = &SCREENS[s];
        open_screen(l.a, sc);
        driver_frames(l.a, 2);
        write_long_reason(l.a, sc);
        long said = platform_speech_memory_count(l.voice);
        for (int frame = 0; frame < 3; frame++)
            app_draw(l.a);
        if (platform_speech_memory_count(l.voice) != said)
            fail_msg("%s: drawing said \"%.60s\"", sc->name, listener_last_said(&l));
        driver_frames(l.a, 1);
        size_t size;
        char *note = note_of(l.a, sc, &size);
        assert_int_equal(platform_speech_memory_count(l.voice), said + 1);
        assert_string_equal(listener_last_said(&l), note);
        note[0] = '\0';
        driver_frames(l.a, 1);
        screens++;
    }
    assert_int_equal(screens, SCREEN_COUNT);
    driver_stop(l.a);
}

enum { HOST_EMPTY = 0, HOST_LEVEL = 10, HOST_OPEN = 41 };

/* Host's note of why Open waits is said when it appears, and again only
 * when the player presses Open (by the mouse, or by keys), grey as it is:
 * not after each choice of the chairs while it stays. A note of what went
 * wrong is said again after the next button pressed, whichever. */
static void waiting_note_said_when_asked(void **unused)
{
    (void)unused;
    listener l = listener_start("open-waits", "en");
    app *a = l.a;
    app_switch(a, SCENE_ONLINE_HOST);
    driver_frames(a, 2);
    assert_true(online_click_id(a, FORM_DIRECT));
    const char *why = TR(&a->i18n, "online.host.need_friend");
    assert_int_equal(times_said(&l, why), 0);
    /* Chair 2 empty: no friend, so Open waits. */
    assert_true(online_click_id(a, HOST_SEAT_IDS + HOST_SEAT_STEP + HOST_EMPTY));
    assert_int_equal(times_said(&l, why), 1);
    /* Chair 3's computer at each level; chair 4 a computer, then empty again. */
    int chosen = 0;
    for (int level = 0; level < 4; level++)
        chosen += online_click_id(a, HOST_SEAT_IDS + 2 * HOST_SEAT_STEP + HOST_LEVEL + level);
    chosen += online_click_id(a, HOST_SEAT_IDS + 3 * HOST_SEAT_STEP + HOST_COMPUTER);
    chosen += online_click_id(a, HOST_SEAT_IDS + 3 * HOST_SEAT_STEP + HOST_EMPTY);
    assert_int_equal(chosen, 6);
    if (times_said(&l, why) != 1)
        fail_msg("why Open waits said %d times after 6 choices of the chairs", times_said(&l, why));
    /* Open pressed, grey: why it waits, again. */
    assert_true(online_click_id(a, HOST_OPEN));
    assert_int_equal(a->scene, SCENE_ONLINE_HOST);
    assert_int_equal(times_said(&l, why), 2);
    assert_string_equal(listener_last_said(&l), why);
    /* The same by keys: Open ringed ("unavailable"), then Enter. */
    driver_move_mouse(a, 1900, 1075);
    assert_true(listener_ring_heard(&l, TR(&a->i18n, "online.host.open")));
    assert_int_equal(times_said(&l, why), 2);
    listener_key(&l, SDLK_RETURN);
    assert_int_equal(times_said(&l, why), 3);
    assert_string_equal(listener_last_said(&l), why);
    /* What went wrong: said again after the next press of any button. */
    const char *wrong = TR(&a->i18n, "setup.cannot_start");
    snprintf(a->shared->menu.message, sizeof a->shared->menu.message, "%s", wrong);
    driver_frames(a, 2);
    assert_int_equal(times_said(&l, wrong), 1);
    assert_true(online_click_id(a, FORM_NAME));
    assert_int_equal(times_said(&l, wrong), 2);
    a->shared->menu.message[0] = '\0';
    driver_stop(a);
}

/* While the title asks what a second window on the same preferences
 * folder should do, the question keeps the keys: Tab rings its two
 * answers only, the question is said, and the title's note behind it is
 * neither shown nor said nor a stop. Answered "look without saving", the note is there: shown,
 * said, and (cut) a stop of the ring. */
static void title_note_waits_for_the_question(void **unused)
{
    (void)unused;
    listener l = listener_start("second-window", "en");
    app *a = l.a;
    const screen *title = &SCREENS[6];
    assert_int_equal(title->id, SCENE_TITLE);
    a->read_only = true;
    a->second_window_asking = true;
    write_long_reason(a, title);
    driver_move_mouse(a, 5, 5);
    char note[1024];
    snprintf(note, sizeof note, "%s", a->shared->menu.message);
    static text_drawn drawn[TEXT_RECORD_MAX];
    int n = driver_words_drawn(a, drawn), shown = 0;
    for (int i = 0; i < n; i++)
        shown += strncmp(drawn[i].words, note, 40) == 0;
    if (shown)
        fail_msg("the title's note shown behind the question");
    /* The question is said instead, after the screen's name. */
    const char *asked = TR(&a->i18n, "title.second_window.title");
    if (!listener_starts_with(listener_last_said(&l), asked))
        fail_msg("the question not said: \"%.60s\" last", listener_last_said(&l));
    static menu m;
    assert_int_equal(note_stop(a, title, &m), -1);
    assert_int_equal(m.count, 2);
    const char *look = TR(&a->i18n, "title.second_window.read_only");
    const char *quit = TR(&a->i18n, "title.second_window.quit");
    for (int press = 0; press < 4; press++) {
        listener_key(&l, SDLK_TAB);
        const char *heard = listener_last_said(&l);
        if (!listener_starts_with(heard, look) && !listener_starts_with(heard, quit))
            fail_msg("Tab %d behind the question: \"%.60s\"", press + 1, heard);
    }
    assert_int_equal(times_said(&l, note), 0);
    assert_true(listener_ring_heard(&l, look));
    listener_key(&l, SDLK_RETURN);
    assert_false(a->second_window_asking);
    assert_false(a->quit);
    assert_int_equal(times_said(&l, note), 1);
    assert_true(note_stop(a, title, &m) >= 0);
    n = driver_words_drawn(a, drawn);
    shown = 0;
    for (int i = 0; i < n; i++)
        shown += drawn[i].role == FONT_BODY && strncmp(drawn[i].words, note, 40) == 0;
    assert_int_equal(shown, 1);
    a->shared->menu.message[0] = '\0';
    driver_stop(a);
}

static void cut_notes_read_by_keys(void **unused)
{
    (void)unused;
    int stops = 0;
    for (int s = 0; s < SCREEN_COUNT; s++)
        stops += cut_note_read_by_keys(s);
    print_message("%d cut notes read by keys\n", stops);
    assert_true(stops >= 12); /* all but My games and Review a game, in two languages */
}

int main(void)
{
    setenv("VILLAGE_NO_DIALOGS", "1", 1);
    setenv("VILLAGE_DATA_DIR", VILLAGE_TEST_DATA_DIR, 1);
    char pref[600];
    if (!temp_folder_path(pref, sizeof pref, "pref"))
        return 1;
    setenv("VILLAGE_PREF_DIR", pref, 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(new_game_note_keeps_off_the_buttons),
        cmocka_unit_test(my_games_status_keeps_off_the_buttons),
        cmocka_unit_test(join_note_keeps_off_the_fields),
        cmocka_unit_test(host_note_keeps_off_the_chairs_and_fields),
        cmocka_unit_test(title_note_stays_on_the_canvas),
        cmocka_unit_test(review_a_game_note_stays_on_the_canvas),
        cmocka_unit_test(cut_notes_read_by_keys),
        cmocka_unit_test(notes_said_whole),
        cmocka_unit_test(drawing_never_speaks),
        cmocka_unit_test(waiting_note_said_when_asked),
        cmocka_unit_test(title_note_waits_for_the_question),
    };
    if (getenv("VILLAGE_TEST_ONLY"))
        cmocka_set_test_filter(getenv("VILLAGE_TEST_ONLY"));
    return cmocka_run_group_tests(tests, NULL, NULL);
}
