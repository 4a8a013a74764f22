/* Issue 42: the setup and the settings heard by a player who cannot see
 * the screen, through the real scenes by key events with a memory voice
 * listening. A chair's colour buttons, drawn as markers, are said by the
 * colour's name in English, Spanish and German, never by a number the
 * screen does not show; Enter on a choice already chosen says so rather
 * than nothing, and a choice made by Enter is heard made, in the setup and
 * in the settings; a controller's A on a chosen choice is heard as Enter
 * is, and the style's tip names A while the controller is in hand. */
#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "speech_listener.h"
#include "virtual_pad.h"
#include "scenes/scene.h"
#include "ui/widgets.h"
#include "village/ai.h"
#include "village/village.h"

static bool last_interrupted(const listener *l)
{
    long n = platform_speech_memory_count(l->voice);
    return n && platform_speech_memory_interrupted(l->voice, n - 1);
}

/* The app on a fresh folder in a language, speech on by the first start's
 * offer (S), then the setup opened from the title by keys. */
static listener open_setup(const char *name, const char *language)
{
    listener l = listener_start(name, language);
    assert_true(listener_ring_heard(&l, TR(&l.a->i18n, "title.new")));
    listener_key(&l, SDLK_RETURN);
    assert_int_equal(l.a->scene, SCENE_SETUP);
    return l;
}

/* A digit standing alone after a comma in a button's name and state
 * ("Chair 1, 2, selected"), before its tip (where "0,15 s" is a number): a
 * colour said by its number. */
static bool bare_number_after_comma(const char *text)
{
    const char *tip = strstr(text, ". ");
    for (const char *c = strchr(text, ','); c && (!tip || c < tip); c = strchr(c + 1, ','))
        if (c[1] == ' ' && isdigit((unsigned char)c[2]) &&
            (c[3] == '\0' || c[3] == ':' || c[3] == ',' || c[3] == ' '))
            return true;
    return false;
}

static void colours_said_by_name(const char *language)
{
    char folder[40];
    snprintf(folder, sizeof folder, "colours-%s", language);
    listener l = open_setup(folder, language);
    const i18n *t = &l.a->i18n;
    static const char *const keys[4] = {"seat_colour.red", "seat_colour.yellow", "seat_colour.blue",
                                        "seat_colour.white"};
    char chair1[80], heard_colour[4][200];
    snprintf(chair1, sizeof chair1, "%s 1", TR(t, "setup.chair"));
    for (int c = 0; c < 4; c++)
        TRF(t, heard_colour[c], "speech.setup.colour", chair1, TR(t, keys[c]));
    /* Once round the whole ring: every button heard, none with a bare number
     * where the screen shows a colour, and chair 1's four colours by name. */
    bool heard[4] = {false};
    int buttons = 0;
    long mark = platform_speech_memory_total(l.voice);
    for (int presses = 0; presses < 60; presses++) {
        listener_key(&l, SDLK_TAB);
        const char *said = listener_last_said(&l);
        if (bare_number_after_comma(said))
            fail_msg("the setup said \"%s\"", said);
        for (int c = 0; c < 4; c++)
            if (listener_starts_with(said, heard_colour[c]))
                heard[c] = true;
        buttons++;
    }
    assert_true(platform_speech_memory_total(l.voice) >= mark + buttons);
    for (int c = 0; c < 4; c++)
        if (!heard[c])
            fail_msg("chair 1's colour %s was never heard as \"%s\"", keys[c], heard_colour[c]);
    /* The default: chair 1 red, selected; blue chosen by Enter is heard so,
     * and the chair that had blue takes red (the colours swap). */
    assert_int_equal(setup_table(l.a)->chairs[0].colour, 0);
    assert_true(listener_ring_heard(&l, heard_colour[2]));
    listener_key(&l, SDLK_RETURN);
    assert_int_equal(setup_table(l.a)->chairs[0].colour, 2);
    assert_int_equal(setup_table(l.a)->chairs[2].colour, 0);
    char chosen[260];
    snprintf(chosen, sizeof chosen, "%s, %s", heard_colour[2], TR(t, "speech.selected"));
    if (strcmp(listener_last_said(&l), chosen) != 0)
        fail_msg("blue chosen said \"%s\", not \"%s\"", listener_last_said(&l), chosen);
    driver_stop(l.a);
}

static void colours_said_by_name_in_english(void **unused)
{
    (void)unused;
    colours_said_by_name("en");
}

static void colours_said_by_name_in_spanish(void **unused)
{
    (void)unused;
    colours_said_by_name("es");
}

static void colours_said_by_name_in_german(void **unused)
{
    (void)unused;
    colours_said_by_name("de");
}

/* "Chair 2: Medium" as the voice says a button, and its sentences after a
 * key: "…, already chosen" and "…, selected". */
static void button_name(const i18n *t, int chair, const char *label, char *out, size_t size)
{
    snprintf(out, size, "%s %d: %s", TR(t, "setup.chair"), chair, label);
}

static void enter_on_chosen(const char *language)
{
    char folder[40];
    snprintf(folder, sizeof folder, "chosen-%s", language);
    listener l = open_setup(folder, language);
    const i18n *t = &l.a->i18n;
    char medium[160], hard[160], already[300], selected[300];
    button_name(t, 2, TR(t, "setup.medium"), medium, sizeof medium);
    button_name(t, 2, TR(t, "setup.hard"), hard, sizeof hard);
    TRF(t, already, "speech.already", medium);
    /* Medium is chair 2's level at first: Enter says it is already chosen
     * (interrupting, as a key's answer) and changes nothing. */
    assert_int_equal(setup_table(l.a)->chairs[1].ai_level, VILLAGE_AI_MEDIUM);
    assert_true(listener_ring_heard(&l, medium));
    long mark = platform_speech_memory_total(l.voice);
    listener_key(&l, SDLK_RETURN);
    assert_true(platform_speech_memory_total(l.voice) > mark);
    if (strcmp(listener_last_said(&l), already) != 0)
        fail_msg("Enter on the chosen Medium said \"%s\", not \"%s\"", listener_last_said(&l),
                 already);
    assert_true(last_interrupted(&l));
    assert_int_equal(setup_table(l.a)->chairs[1].ai_level, VILLAGE_AI_MEDIUM);
    /* Hard by Enter: heard chosen. */
    assert_true(listener_ring_heard(&l, hard));
    listener_key(&l, SDLK_RETURN);
    assert_int_equal(setup_table(l.a)->chairs[1].ai_level, VILLAGE_AI_HARD);
    snprintf(selected, sizeof selected, "%s, %s", hard, TR(t, "speech.selected"));
    if (!listener_starts_with(listener_last_said(&l), selected))
        fail_msg("Hard chosen said \"%s\", not \"%s…\"", listener_last_said(&l), selected);
    /* The settings: the language already in use, and a row of choices. */
    app_switch(l.a, SCENE_SETTINGS);
    driver_frames(l.a, 2);
    char language_button[160];
    snprintf(language_button, sizeof language_button, "%s: %s", TR(t, "settings.language"),
             TR(t, "language.name"));
    assert_true(listener_ring_heard(&l, language_button));
    mark = platform_speech_memory_total(l.voice);
    listener_key(&l, SDLK_RETURN);
    assert_true(platform_speech_memory_total(l.voice) > mark);
    TRF(t, already, "speech.already", language_button);
    if (strcmp(listener_last_said(&l), already) != 0)
        fail_msg("Enter on the language in use said \"%s\", not \"%s\"", listener_last_said(&l),
                 already);
    assert_string_equal(l.a->settings.language, language);
    driver_stop(l.a);
}

static void enter_on_chosen_in_english(void **unused)
{
    (void)unused;
    enter_on_chosen("en");
}

static void enter_on_chosen_in_spanish(void **unused)
{
    (void)unused;
    enter_on_chosen("es");
}

static void enter_on_chosen_in_german(void **unused)
{
    (void)unused;
    enter_on_chosen("de");
}

/* A row of the settings with no number to say (animations): the choice
 * Enter makes is heard selected, where it was silence. */
static void a_settings_choice_is_heard(void **unused)
{
    (void)unused;
    listener l = open_setup("settings-choice", "en");
    const i18n *t = &l.a->i18n;
    app_switch(l.a, SCENE_SETTINGS);
    driver_frames(l.a, 2);
    int speed = l.a->settings.anim_speed;
    char row[120];
    snprintf(row, sizeof row, "%s: ", TR(t, "settings.speed"));
    /* The first animation speed not in use. */
    for (int presses = 0; presses < 80; presses++) {
        listener_key(&l, SDLK_TAB);
        const char *said = listener_last_said(&l);
        if (listener_starts_with(said, row) && !strstr(said, TR(t, "speech.selected")))
            break;
    }
    char ringed[400];
    snprintf(ringed, sizeof ringed, "%s", listener_last_said(&l));
    assert_true(listener_starts_with(ringed, row));
    long mark = platform_speech_memory_total(l.voice);
    listener_key(&l, SDLK_RETURN);
    assert_int_not_equal(l.a->settings.anim_speed, speed);
    assert_true(platform_speech_memory_total(l.voice) > mark);
    assert_true(listener_starts_with(listener_last_said(&l), row));
    assert_non_null(strstr(listener_last_said(&l), TR(t, "speech.selected")));
    driver_stop(l.a);
}

/* The index of the setup's first button labelled so. */
static int button_index(app *a, const char *label)
{
    menu m;
    app_scene(a)->build_menu(a, &m);
    for (int i = 0; i < m.count; i++)
        if (strcmp(m.items[i].label, label) == 0)
            return i;
    return -1;
}

/* A controller's A arrives as Enter (menu_keys.c): on chair 2's Medium,
 * already its level, it is heard "already chosen" and changes nothing; the
 * style's tip then names A, not a click nor Enter. */
static void a_controllers_a_on_a_chosen_choice(const char *language)
{
    char folder[40];
    snprintf(folder, sizeof folder, "pad-a-%s", language);
    listener l = open_setup(folder, language);
    app *a = l.a;
    const i18n *t = &a->i18n;
    pad p = pad_attach(a, 0x045e, 0x02ea);                  /* an Xbox One controller's ids */
    int medium_at = button_index(a, TR(t, "setup.medium")); /* chair 1 is a person: chair 2's */
    assert_true(medium_at >= 0);
    pad_ring(a, &p, medium_at);
    assert_int_equal(a->input.device, INPUT_CONTROLLER);
    char medium[160], already[300];
    button_name(t, 2, TR(t, "setup.medium"), medium, sizeof medium);
    TRF(t, already, "speech.already", medium);
    long mark = platform_speech_memory_total(l.voice);
    pad_press(a, &p, SDL_CONTROLLER_BUTTON_A);
    assert_true(platform_speech_memory_total(l.voice) > mark);
    if (strcmp(listener_last_said(&l), already) != 0)
        fail_msg("A on the chosen Medium said \"%s\", not \"%s\"", listener_last_said(&l), already);
    assert_true(last_interrupted(&l));
    assert_int_equal(setup_table(a)->chairs[1].ai_level, VILLAGE_AI_MEDIUM);
    assert_int_equal(a->input.device, INPUT_CONTROLLER);
    /* The style of chair 2, ringed by the D-pad: its tip says A. */
    char style[120], press[160];
    snprintf(style, sizeof style, "%s", TR(t, "setup.style"));
    *strstr(style, "{1}") = '\0'; /* "Style: " */
    menu m;
    app_scene(a)->build_menu(a, &m);
    int style_at = -1;
    for (int i = 0; i < m.count && style_at < 0; i++)
        if (listener_starts_with(m.items[i].label, style))
            style_at = i;
    assert_true(style_at >= 0);
    pad_ring(a, &p, style_at);
    TRF(t, press, "setup.style.change.press",
        input_action_words(&a->input, ACTION_CHOOSE, &a->i18n));
    assert_string_equal(input_action_words(&a->input, ACTION_CHOOSE, &a->i18n), "A");
    if (!strstr(listener_last_said(&l), press))
        fail_msg("the style with a controller said \"%s\", without \"%s\"", listener_last_said(&l),
                 press);
    pad_detach(a, &p);
    driver_stop(a);
}

static void a_controllers_a_in_english(void **unused)
{
    (void)unused;
    a_controllers_a_on_a_chosen_choice("en");
}

static void a_controllers_a_in_spanish(void **unused)
{
    (void)unused;
    a_controllers_a_on_a_chosen_choice("es");
}

static void a_controllers_a_in_german(void **unused)
{
    (void)unused;
    a_controllers_a_on_a_chosen_choice("de");
}

int main(void)
{
    /* The offscreen window never has the keyboard's focus, and SDL drops a
     * controller's input to an unfocused program unless told otherwise. */
    setenv("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(colours_said_by_name_in_english),
        cmocka_unit_test(colours_said_by_name_in_spanish),
        cmocka_unit_test(colours_said_by_name_in_german),
        cmocka_unit_test(enter_on_chosen_in_english),
        cmocka_unit_test(enter_on_chosen_in_spanish),
        cmocka_unit_test(enter_on_chosen_in_german),
        cmocka_unit_test(a_settings_choice_is_heard),
        cmocka_unit_test(a_controllers_a_in_english),
        cmocka_unit_test(a_controllers_a_in_spanish),
        cmocka_unit_test(a_controllers_a_in_german),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
