/* Settings: language, fullscreen, volumes, animation speed, auto-apply, cube
 * symbols, the hot-seat handoff, hints, text and panel size, and speech
 * with its volume and rate, and the volume of the sounds that carry meaning. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "ui/languages.h"

enum {
    ROW_LANGUAGE,
    ROW_FULLSCREEN,
    ROW_MASTER,
    ROW_EFFECTS,
    ROW_MUSIC,
    ROW_SPEED,
    ROW_AUTO,
    ROW_SYMBOLS,
    ROW_HANDOFF,
    ROW_HINTS,
    ROW_UI_SCALE,
    ROW_SPEECH,
    ROW_SPEECH_VOLUME,
    ROW_SPEECH_RATE,
    ROW_CUE_VOLUME,
    ROWS,
    ID_BACK = 999
};

static const SDL_FRect PANEL = {460, 120, 1000, 840};
static const char *const ROW_KEYS[ROWS] = {
    "settings.language",      "settings.fullscreen",  "settings.master",     "settings.effects",
    "settings.music",         "settings.speed",       "settings.auto_apply", "settings.symbols",
    "settings.handoff",       "settings.hints",       "settings.ui_scale",   "settings.speech",
    "settings.speech_volume", "settings.speech_rate", "settings.cue_volume"};

enum { ROW_H = 40, VOLUME_W = 56 };

static void build_menu(app *a, menu *m);
static float text_factor(app *a);

/* A word of the screen at its designed size times text_factor, smaller
 * only where 'room' is too narrow for it. */
static float fitted(app *a, float k, font_role role, float designed, float room, const char *words)
{
    float size = designed * k;
    float w = gfx_text_width(&a->gfx, role, size, words);
    return w > room ? size * room / w : size;
}

static float row_y(int row)
{
    /* Fifteen rows above the Back button, the first clear of the title's
     * descenders in every language. */
    return 214 + (float)row * 43;
}

/* The catalogues found, read once: the folder does not change while the game
 * runs, and the menu is rebuilt every frame. */
typedef struct settings_state {
    bool languages_read;
    int language_count;
    language_entry languages[LANGUAGES_MAX];
} settings_state;

static settings_state *settings_of(const app *a)
{
    return app_scene_state(a, SCENE_SETTINGS);
}

static int shipped_languages(app *a)
{
    settings_state *st = settings_of(a);
    if (!st->languages_read) {
        st->language_count = languages_found(a->data_dir, st->languages);
        st->languages_read = true;
    }
    return st->language_count;
}

static const language_entry *shipped_language(app *a, int i)
{
    return &settings_of(a)->languages[i];
}

/* Every row's buttons end at the panel's right margin, and the On/Off and
 * volume buttons are only as wide as their short words need, so the labels
 * on the left have room to grow with the text size ("Play forced moves
 * automatically" at 130 %, "Symbole auf Würfeln (Farbsehschwäche)"). */
enum { ROW_END = 1416, TOGGLE_W = 100, TOGGLE_X = ROW_END - 2 * TOGGLE_W - 6 };

/* One button per language, the last one ending where the other rows end. */
static float language_x(app *a, int i)
{
    return ROW_END - (float)(shipped_languages(a) - i) * 142 + 6;
}

static void add_toggle(app *a, menu *m, int row, bool on)
{
    menu_add(m, TOGGLE_X, row_y(row), TOGGLE_W, ROW_H, TR(&a->i18n, "settings.on"), row * 10 + 1)
        ->selected = on;
    menu_add(m, TOGGLE_X + TOGGLE_W + 6, row_y(row), TOGGLE_W, ROW_H, TR(&a->i18n, "settings.off"),
             row * 10)
        ->selected = !on;
}

static void add_volume(app *a, menu *m, int row)
{
    menu_add(m, TOGGLE_X, row_y(row), VOLUME_W, ROW_H, "-", row * 10);
    menu_add(m, ROW_END - VOLUME_W, row_y(row), VOLUME_W, ROW_H, "+", row * 10 + 1);
    (void)a;
}

static void add_buttons(app *a, menu *m)
{
    m->count = 0;
    settings *s = &a->settings;
    for (int i = 0; i < shipped_languages(a); i++)
        menu_add(m, language_x(a, i), row_y(ROW_LANGUAGE), 136, ROW_H, shipped_language(a, i)->name,
                 ROW_LANGUAGE * 10 + i)
            ->selected = strcmp(s->language, shipped_language(a, i)->code) == 0;
    add_toggle(a, m, ROW_FULLSCREEN, s->fullscreen);
    add_volume(a, m, ROW_MASTER);
    add_volume(a, m, ROW_EFFECTS);
    add_volume(a, m, ROW_MUSIC);
    static const char *const speeds[SPEED_COUNT] = {"settings.speed.slow", "settings.speed.normal",
                                                    "settings.speed.fast",
                                                    "settings.speed.instant"};
    for (int i = 0; i < SPEED_COUNT; i++)
        menu_add(m, ROW_END - (4 - (float)i) * 142 + 6, row_y(ROW_SPEED), 136, ROW_H,
                 TR(&a->i18n, speeds[i]), ROW_SPEED * 10 + i)
            ->selected = s->anim_speed == i;
    add_toggle(a, m, ROW_AUTO, s->auto_apply);
    add_toggle(a, m, ROW_SYMBOLS, s->cube_symbols);
    add_toggle(a, m, ROW_HANDOFF, s->hot_seat_handoff);
    add_toggle(a, m, ROW_HINTS, s->hints);
    int w = CANVAS_W, h = CANVAS_H;
    SDL_GetWindowSize(a->window, &w, &h);
    int limit = app_ui_scale_limit(w, h), in_use = app_ui_scale_in_use(a);
    for (int i = 0; i < SETTINGS_UI_SCALE_COUNT; i++) {
        char label[16];
        char number[16];
        snprintf(number, sizeof number, "%d", SETTINGS_UI_SCALES[i]);
        i18n_percent(&a->i18n, label, sizeof label, number);
        menu_item *it = menu_add(m, ROW_END - (4 - (float)i) * 142 + 6, row_y(ROW_UI_SCALE), 136,
                                 ROW_H, label, ROW_UI_SCALE * 10 + i);
        it->selected = SETTINGS_UI_SCALES[i] == in_use;
        it->enabled = SETTINGS_UI_SCALES[i] <= limit;
        snprintf(
            it->tip, sizeof it->tip, "%s",
            TR(&a->i18n, it->enabled ? "settings.ui_scale.tip" : "settings.ui_scale.too_large"));
    }
    add_toggle(a, m, ROW_SPEECH, s->speech);
    add_volume(a, m, ROW_SPEECH_VOLUME);
    add_volume(a, m, ROW_SPEECH_RATE);
    add_volume(a, m, ROW_CUE_VOLUME);
    /* A voice names the row before its buttons ("Speech: On"). */
    for (int i = 0; i < m->count; i++) {
        int row = m->items[i].id / 10;
        if (row >= 0 && row < ROWS)
            snprintf(m->items[i].group, sizeof m->items[i].group, "%s",
                     TR(&a->i18n, ROW_KEYS[row]));
    }
    menu_add(m, 810, 876, 300, 60, TR(&a->i18n, "common.back"), ID_BACK);
}

static float designed_text(const menu_item *it)
{
    return it->rect.h >= 50 ? 24 : 19; /* as widget_button_text designs it */
}

/* Every word of the screen grows by one factor: the text and panel size's
 * as far as the rows' buttons can take it, in height (widget_button_text
 * stops a label at 0.62 of its button's height) and in width (every
 * button's label whole). The labels, the buttons and the volumes' numbers
 * never stand side by side at two sizes. */
static float factor_of(app *a, const menu *m)
{
    float k = gfx_ui(&a->gfx, 1), most = 0.62f * ROW_H / 19.0f;
    k = k < most ? k : most;
    for (int i = 0; i < m->count && k > 1; i++) {
        const menu_item *it = &m->items[i];
        float size = designed_text(it), room = it->rect.w - BUTTON_MARGIN - (it->icon ? 30 : 0);
        float w = gfx_text_width(&a->gfx, FONT_BOLD, size * k, it->label);
        if (w > room)
            k = k * room / w > 1 ? k * room / w : 1;
    }
    return k;
}

static float text_factor(app *a)
{
    menu m;
    add_buttons(a, &m);
    return factor_of(a, &m);
}

static void build_menu(app *a, menu *m)
{
    add_buttons(a, m);
    float k = factor_of(a, m);
    for (int i = 0; i < m->count; i++)
        m->items[i].text_size = k * designed_text(&m->items[i]);
}

static int step_volume(int v, int up)
{
    v += up ? 10 : -10;
    return v < 0 ? 0 : v > 100 ? 100 : v;
}

static void percent_of(const app *a, int value, char *out, size_t size)
{
    char number[16];
    snprintf(number, sizeof number, "%d", value);
    i18n_percent(&a->i18n, out, size, number);
}

/* What a choice changed, said at once: a volume's new number, speech on,
 * else the choice now selected. */
static void say_choice(app *a, int row)
{
    const settings *s = &a->settings;
    int value = row == ROW_MASTER          ? s->master_volume
                : row == ROW_EFFECTS       ? s->effects_volume
                : row == ROW_MUSIC         ? s->music_volume
                : row == ROW_SPEECH_VOLUME ? s->speech_volume
                : row == ROW_SPEECH_RATE   ? s->speech_rate
                : row == ROW_CUE_VOLUME    ? s->cue_volume
                                           : -1;
    char words[200], amount[32];
    if (value >= 0) {
        percent_of(a, value, amount, sizeof amount);
        snprintf(words, sizeof words, "%s: %s", TR(&a->i18n, ROW_KEYS[row]), amount);
    } else if (row == ROW_SPEECH && s->speech)
        snprintf(words, sizeof words, "%s", TR(&a->i18n, "speech.on"));
    else { /* a row of choices: the one now chosen ("Animations: Fast, selected") */
        scene_say_ringed(a);
        return;
    }
    app_say(a, words, true);
}

static void apply_choice(app *a, int id)
{
    settings *s = &a->settings;
    int row = id / 10, opt = id % 10;
    if (row == ROW_LANGUAGE)
        app_set_language(a, opt < shipped_languages(a) ? shipped_language(a, opt)->code : "en");
    else if (row == ROW_FULLSCREEN && (bool)opt != s->fullscreen)
        app_toggle_fullscreen(a);
    else if (row == ROW_MASTER)
        s->master_volume = step_volume(s->master_volume, opt);
    else if (row == ROW_EFFECTS)
        s->effects_volume = step_volume(s->effects_volume, opt);
    else if (row == ROW_MUSIC)
        s->music_volume = step_volume(s->music_volume, opt);
    else if (row == ROW_SPEED)
        s->anim_speed = opt;
    else if (row == ROW_AUTO)
        s->auto_apply = opt;
    else if (row == ROW_SYMBOLS)
        s->cube_symbols = opt;
    else if (row == ROW_HANDOFF)
        s->hot_seat_handoff = opt;
    else if (row == ROW_HINTS)
        s->hints = opt;
    else if (row == ROW_UI_SCALE)
        app_set_ui_scale(a, SETTINGS_UI_SCALES[opt]);
    else if (row == ROW_SPEECH) {
        s->speech = opt;
        s->speech_offered = true;
    } else if (row == ROW_SPEECH_VOLUME)
        s->speech_volume = step_volume(s->speech_volume, opt);
    else if (row == ROW_SPEECH_RATE)
        s->speech_rate = step_volume(s->speech_rate, opt);
    else if (row == ROW_CUE_VOLUME)
        s->cue_volume = step_volume(s->cue_volume, opt);
    app_apply_volume(a);
    app_voice_apply(a);
    say_choice(a, row);
    if (row == ROW_MASTER || row == ROW_EFFECTS || row == ROW_MUSIC)
        audio_play(&a->audio, SOUND_COIN);
    if (row == ROW_CUE_VOLUME) /* heard at the new level: your turn's cue */
        audio_play_cue(&a->audio, SOUND_TURN);
    app_save_settings(a);
}

static void settings_event(app *a, const SDL_Event *e)
{
    int id = scene_menu_clicked_start(a, e, ID_BACK, ID_BACK); /* Start: done */
    if (id == ID_BACK)
        app_switch(a, a->shared->back);
    else if (id >= 0)
        apply_choice(a, id);
}

static void settings_draw(app *a)
{
    scene_backdrop(a, &PANEL);
    /* The title alone: the heading's divider would run under the language
     * buttons, which reach further left than the title's words. */
    gfx_text(&a->gfx, FONT_TITLE, 56, COLOUR_INK, 960, 150, ALIGN_CENTER,
             TR(&a->i18n, "settings.title"));
    const float k = text_factor(a);
    for (int row = 0; row < ROWS; row++) {
        /* Up to the row's first button: the speed and size rows start further left. */
        float first = row == ROW_SPEED || row == ROW_UI_SCALE           ? ROW_END - 4 * 142 + 6
                      : row == ROW_LANGUAGE && shipped_languages(a) > 0 ? language_x(a, 0)
                                                                        : TOGGLE_X;
        float room = first - 540 - 12;
        const char *label = TR(&a->i18n, ROW_KEYS[row]);
        /* a long language: smaller rather than under the buttons */
        float size = fitted(a, k, FONT_BOLD, 22, room, label);
        gfx_text(&a->gfx, FONT_BOLD, size, COLOUR_INK, 540, row_y(row) + ROW_H / 2 - size * 0.7f,
                 ALIGN_LEFT, label);
    }
    static const int VOLUME_ROWS[] = {ROW_MASTER,        ROW_EFFECTS,     ROW_MUSIC,
                                      ROW_SPEECH_VOLUME, ROW_SPEECH_RATE, ROW_CUE_VOLUME};
    const settings *st = &a->settings;
    const int values[] = {st->master_volume, st->effects_volume, st->music_volume,
                          st->speech_volume, st->speech_rate,    st->cue_volume};
    const float room = ROW_END - TOGGLE_X - 2 * VOLUME_W - 8;
    for (size_t i = 0; i < sizeof VOLUME_ROWS / sizeof *VOLUME_ROWS; i++) {
        char value[16];
        percent_of(a, values[i], value, sizeof value);
        float size = fitted(a, k, FONT_BOLD, 22, room, value);
        gfx_text(&a->gfx, FONT_BOLD, size, COLOUR_INK, (TOGGLE_X + ROW_END) / 2.0f,
                 row_y(VOLUME_ROWS[i]) + ROW_H / 2 - size * 0.7f, ALIGN_CENTER, value);
    }
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

const scene SCENE_SETTINGS_TABLE = {
    .enter = scene_menu_reset,
    .handle_event = settings_event,
    .draw = settings_draw,
    .build_menu = build_menu,
    .state_size = sizeof(settings_state),
};
