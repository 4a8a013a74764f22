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

static const char *const ROW_KEYS[ROWS] = {
    "settings.language",      "settings.fullscreen",  "settings.master",     "settings.effects",
    "settings.music",         "settings.speed",       "settings.auto_apply", "settings.symbols",
    "settings.handoff",       "settings.hints",       "settings.ui_scale",   "settings.speech",
    "settings.speech_volume", "settings.speech_rate", "settings.cue_volume"};

/* Every word of a row at one size: its label's, its buttons' and its
 * volume's, 22 at 100 % (the buttons' once 19, a step smaller). */
enum { ROW_H = 40, VOLUME_W = 56, ROW_TEXT = 22 };

/* A word of the screen at its designed size times the layout's factor,
 * smaller only where 'room' is too narrow for it. */
static float fitted(app *a, float k, font_role role, float designed, float room, const char *words)
{
    float size = designed * k;
    float w = gfx_text_width(&a->gfx, role, size, words);
    return w > room ? size * room / w : size;
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

/* Where the screen's rows, buttons and words stand at the text and panel
 * size. Every word of a row stands at one size, grown by the one factor k:
 * the row labels, the buttons' labels and the volumes' numbers alike
 * ("Inmediata" once held the whole screen at 120 %, its buttons' words
 * smaller than their rows' at 150 %): the rows grow taller for their
 * buttons' words (a label stops at BUTTON_TEXT_TALLEST of its button's
 * height; fifteen rows at 0.62 would not fit 1080 at 150 %), each button as
 * wide as its label needs, and the
 * panel wider, about the screen's middle, for its longest row. Every row's
 * buttons end at the panel's right margin, the On/Off and volume buttons
 * only as wide as their short words need, so the labels on the left have
 * the room ("Erzwungene Züge automatisch für mich spielen"). */
typedef struct settings_layout {
    float k;
    float row_h, pitch, first_row;
    SDL_FRect panel, back;
    float label_x, row_end;
    float toggle_w, volume_w, language_w, choice_w; /* choice: the speed and size rows */
    float toggle_x;                                 /* the On button's and the minus's left */
} settings_layout;

enum { PANEL_W = 1000, LABEL_INSET = 80, END_INSET = 44, BUTTON_GAP = 6, LABEL_GAP = 12 };

static const char *const SPEED_KEYS[SPEED_COUNT] = {"settings.speed.slow", "settings.speed.normal",
                                                    "settings.speed.fast",
                                                    "settings.speed.instant"};

static void percent_of(const app *a, int value, char *out, size_t size);

static float wider(float x, float y)
{
    return x > y ? x : y;
}

/* A button's width for its label at the layout's size: its designed width
 * grown with the text, or wider where the label needs it (the widget's
 * own measure). */
static float button_w(app *a, float k, float designed_w, const char *label)
{
    return widget_button_w(&a->gfx, ROW_TEXT * k, label, designed_w * k);
}

static settings_layout layout_of(app *a)
{
    settings_layout l = {.k = gfx_ui(&a->gfx, 1), .first_row = 214};
    float k = l.k;
    l.row_h = wider(ROW_H, SDL_ceilf(ROW_TEXT * k / BUTTON_TEXT_TALLEST));
    l.pitch = l.row_h + 3;
    l.volume_w = VOLUME_W * k;
    char hundred[16];
    percent_of(a, 100, hundred, sizeof hundred);
    float number = gfx_text_width(&a->gfx, FONT_BOLD, ROW_TEXT * k, hundred);
    l.toggle_w =
        wider(wider(button_w(a, k, 100, TR(&a->i18n, "settings.on")),
                    button_w(a, k, 100, TR(&a->i18n, "settings.off"))),
              (number + 2 * l.volume_w + 8 - BUTTON_GAP) / 2); /* "100 %" between - and + */
    l.language_w = 136 * k;
    for (int i = 0; i < shipped_languages(a); i++)
        l.language_w = wider(l.language_w, button_w(a, k, 136, shipped_language(a, i)->name));
    l.choice_w = 136 * k;
    for (int i = 0; i < SPEED_COUNT; i++)
        l.choice_w = wider(l.choice_w, button_w(a, k, 136, TR(&a->i18n, SPEED_KEYS[i])));
    float toggles = 2 * l.toggle_w + BUTTON_GAP;
    float languages = (float)shipped_languages(a) * (l.language_w + BUTTON_GAP) - BUTTON_GAP;
    float choices = 4 * (l.choice_w + BUTTON_GAP) - BUTTON_GAP;
    float width = PANEL_W;
    for (int row = 0; row < ROWS; row++) {
        float buttons = row == ROW_LANGUAGE                       ? languages
                        : row == ROW_SPEED || row == ROW_UI_SCALE ? choices
                                                                  : toggles;
        float label = gfx_text_width(&a->gfx, FONT_BOLD, ROW_TEXT * k, TR(&a->i18n, ROW_KEYS[row]));
        width = wider(width, LABEL_INSET + label + LABEL_GAP + buttons + END_INSET);
    }
    float most = gfx_canvas_w(&a->gfx) - 80; /* beyond it the labels shrink (fitted) */
    width = width < most ? width : most;
    float rows_end = l.first_row + (ROWS - 1) * l.pitch + l.row_h;
    l.back = (SDL_FRect){gfx_canvas_w(&a->gfx) / 2 - 150, rows_end + 20, 300, 60};
    l.panel = (SDL_FRect){(gfx_canvas_w(&a->gfx) - width) / 2, 120, width,
                          l.back.y + l.back.h + 24 - 120};
    l.label_x = l.panel.x + LABEL_INSET;
    l.row_end = l.panel.x + width - END_INSET;
    l.toggle_x = l.row_end - toggles;
    return l;
}

static float row_y(const settings_layout *l, int row)
{
    /* Fifteen rows above the Back button, the first clear of the title's
     * descenders in every language. */
    return l->first_row + (float)row * l->pitch;
}

/* The i-th of a row of 'count' equal buttons ending at the row's end. */
static float nth_x(const settings_layout *l, int i, int count, float w)
{
    return l->row_end - (float)(count - i) * (w + BUTTON_GAP) + BUTTON_GAP;
}

/* The left of a row's first button: where its label's room ends. */
static float row_first_button(app *a, const settings_layout *l, int row)
{
    if (row == ROW_LANGUAGE && shipped_languages(a) > 0)
        return nth_x(l, 0, shipped_languages(a), l->language_w);
    if (row == ROW_SPEED || row == ROW_UI_SCALE)
        return nth_x(l, 0, 4, l->choice_w);
    return l->toggle_x;
}

static void add_toggle(app *a, const settings_layout *l, menu *m, int row, bool on)
{
    menu_add(m, l->toggle_x, row_y(l, row), l->toggle_w, l->row_h, TR(&a->i18n, "settings.on"),
             row * 10 + 1)
        ->selected = on;
    menu_add(m, l->toggle_x + l->toggle_w + BUTTON_GAP, row_y(l, row), l->toggle_w, l->row_h,
             TR(&a->i18n, "settings.off"), row * 10)
        ->selected = !on;
}

static void add_volume(const settings_layout *l, menu *m, int row)
{
    menu_add(m, l->toggle_x, row_y(l, row), l->volume_w, l->row_h, "-", row * 10);
    menu_add(m, l->row_end - l->volume_w, row_y(l, row), l->volume_w, l->row_h, "+", row * 10 + 1);
}

static void build_menu(app *a, menu *m)
{
    settings_layout l = layout_of(a);
    m->count = 0;
    settings *s = &a->settings;
    int languages = shipped_languages(a);
    for (int i = 0; i < languages; i++)
        menu_add(m, nth_x(&l, i, languages, l.language_w), row_y(&l, ROW_LANGUAGE), l.language_w,
                 l.row_h, shipped_language(a, i)->name, ROW_LANGUAGE * 10 + i)
            ->selected = strcmp(s->language, shipped_language(a, i)->code) == 0;
    add_toggle(a, &l, m, ROW_FULLSCREEN, s->fullscreen);
    add_volume(&l, m, ROW_MASTER);
    add_volume(&l, m, ROW_EFFECTS);
    add_volume(&l, m, ROW_MUSIC);
    for (int i = 0; i < SPEED_COUNT; i++)
        menu_add(m, nth_x(&l, i, SPEED_COUNT, l.choice_w), row_y(&l, ROW_SPEED), l.choice_w,
                 l.row_h, TR(&a->i18n, SPEED_KEYS[i]), ROW_SPEED * 10 + i)
            ->selected = s->anim_speed == i;
    add_toggle(a, &l, m, ROW_AUTO, s->auto_apply);
    add_toggle(a, &l, m, ROW_SYMBOLS, s->cube_symbols);
    add_toggle(a, &l, m, ROW_HANDOFF, s->hot_seat_handoff);
    add_toggle(a, &l, m, ROW_HINTS, s->hints);
    int w = CANVAS_W, h = CANVAS_H;
    SDL_GetWindowSize(a->window, &w, &h);
    int limit = app_ui_scale_limit(w, h), in_use = app_ui_scale_in_use(a);
    for (int i = 0; i < SETTINGS_UI_SCALE_COUNT; i++) {
        char label[16];
        char number[16];
        snprintf(number, sizeof number, "%d", SETTINGS_UI_SCALES[i]);
        i18n_percent(&a->i18n, label, sizeof label, number);
        menu_item *it =
            menu_add(m, nth_x(&l, i, SETTINGS_UI_SCALE_COUNT, l.choice_w), row_y(&l, ROW_UI_SCALE),
                     l.choice_w, l.row_h, label, ROW_UI_SCALE * 10 + i);
        it->selected = SETTINGS_UI_SCALES[i] == in_use;
        it->enabled = SETTINGS_UI_SCALES[i] <= limit;
        snprintf(
            it->tip, sizeof it->tip, "%s",
            TR(&a->i18n, it->enabled ? "settings.ui_scale.tip" : "settings.ui_scale.too_large"));
    }
    add_toggle(a, &l, m, ROW_SPEECH, s->speech);
    add_volume(&l, m, ROW_SPEECH_VOLUME);
    add_volume(&l, m, ROW_SPEECH_RATE);
    add_volume(&l, m, ROW_CUE_VOLUME);
    /* A voice names the row before its buttons ("Speech: On"). */
    for (int i = 0; i < m->count; i++) {
        int row = m->items[i].id / 10;
        if (row >= 0 && row < ROWS)
            snprintf(m->items[i].group, sizeof m->items[i].group, "%s",
                     TR(&a->i18n, ROW_KEYS[row]));
    }
    menu_add(m, l.back.x, l.back.y, l.back.w, l.back.h, TR(&a->i18n, "common.back"), ID_BACK);
    for (int i = 0; i < m->count; i++) /* a row's at its label's size; Back as designed, 24 */
        m->items[i].text_size = l.k * (m->items[i].id == ID_BACK ? 24 : ROW_TEXT);
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
    settings_layout l = layout_of(a);
    scene_backdrop(a, &l.panel);
    /* The title alone: the heading's divider would run under the language
     * buttons, which reach further left than the title's words. */
    gfx_text(&a->gfx, FONT_TITLE, 56, COLOUR_INK, gfx_canvas_w(&a->gfx) / 2, 150, ALIGN_CENTER,
             TR(&a->i18n, "settings.title"));
    for (int row = 0; row < ROWS; row++) {
        float room = row_first_button(a, &l, row) - l.label_x - LABEL_GAP;
        const char *label = TR(&a->i18n, ROW_KEYS[row]);
        /* a long language: smaller rather than under the buttons */
        float size = fitted(a, l.k, FONT_BOLD, ROW_TEXT, room, label);
        gfx_text(&a->gfx, FONT_BOLD, size, COLOUR_INK, l.label_x,
                 row_y(&l, row) + l.row_h / 2 - size * 0.7f, ALIGN_LEFT, label);
    }
    static const int VOLUME_ROWS[] = {ROW_MASTER,        ROW_EFFECTS,     ROW_MUSIC,
                                      ROW_SPEECH_VOLUME, ROW_SPEECH_RATE, ROW_CUE_VOLUME};
    const settings *st = &a->settings;
    const int values[] = {st->master_volume, st->effects_volume, st->music_volume,
                          st->speech_volume, st->speech_rate,    st->cue_volume};
    const float room = l.row_end - l.toggle_x - 2 * l.volume_w - 8;
    for (size_t i = 0; i < sizeof VOLUME_ROWS / sizeof *VOLUME_ROWS; i++) {
        char value[16];
        percent_of(a, values[i], value, sizeof value);
        float size = fitted(a, l.k, FONT_BOLD, ROW_TEXT, room, value);
        gfx_text(&a->gfx, FONT_BOLD, size, COLOUR_INK, (l.toggle_x + l.row_end) / 2.0f,
                 row_y(&l, VOLUME_ROWS[i]) + l.row_h / 2 - size * 0.7f, ALIGN_CENTER, value);
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
