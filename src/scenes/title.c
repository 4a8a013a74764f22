/* Title: new game, learn to play (and its restart), play online, continue,
 * review a game, rules, settings, quit. */
#include <stdio.h>
#include <string.h>

#include "scenes/turns.h"
#include "scenes/common.h"
#include "scenes/note_tip.h"
#include "scenes/game/game.h"
#include "ui/words_cut.h"

enum {
    TITLE_NEW,
    TITLE_CONTINUE,
    TITLE_RULES,
    TITLE_SETTINGS,
    TITLE_QUIT,
    TITLE_LEARN,
    TITLE_LEARN_AGAIN,
    TITLE_REVIEW,
    TITLE_ONLINE,
    TITLE_SECOND_READ_ONLY,
    TITLE_SECOND_QUIT
};

/* Tall enough for nine buttons with a margin under the last. */
static const SDL_FRect PANEL = {660, 190, 600, 745};

/* Looked up once on entering the title, not on every event or frame: the
 * menu is rebuilt for each, and the save may be on a slow disk. */
typedef struct title_state {
    bool autosave_seen;
    int lesson_next, lesson_count; /* the guided game's place (preferences) */
    bool lesson_begun;             /* a lesson was finished or left in its middle */
} title_state;

static title_state *title_of(const app *a)
{
    return app_scene_state(a, SCENE_TITLE);
}

static const SDL_FRect SECOND_WINDOW = {460, 300, 1000, 440};

/* Another window holds the preferences folder: only the question's two
 * answers until the player picks one. */
static void build_second_window_menu(app *a, menu *m)
{
    m->count = 0;
    float y = SECOND_WINDOW.y + SECOND_WINDOW.h - 100;
    menu_add(m, SECOND_WINDOW.x + 60, y, 420, 60, TR(&a->i18n, "title.second_window.read_only"),
             TITLE_SECOND_READ_ONLY);
    menu_add(m, SECOND_WINDOW.x + SECOND_WINDOW.w - 480, y, 420, 60,
             TR(&a->i18n, "title.second_window.quit"), TITLE_SECOND_QUIT);
}

/* The note under the panel: the scene's message, else what a read-only
 * window must not let the player forget. None while the second window's
 * question covers the title: a question asked in a box over the screen
 * keeps the keys to its two answers, as any such dialog does, so the note
 * is not a stop of the ring, and is not shown or said behind it either;
 * the question says what the read-only note would, and the note is said
 * when the player answers "look without saving". */
static const char *title_note(app *a)
{
    if (a->second_window_asking)
        return "";
    if (a->shared->menu.message[0])
        return a->shared->menu.message;
    return a->read_only ? TR(&a->i18n, "title.read_only") : "";
}

/* Under the panel, as wide as the panel's shadow allows, so a long
 * message (a path, the loader's reason) stays on the screen; past that,
 * its last lines give way to "…" rather than leave the canvas. */
typedef struct title_note_place {
    char cut[sizeof((menu_state *)0)->message + 8]; /* as drawn */
    float size;
} title_note_place;

enum { NOTE_WRAP = 1240, NOTE_TOP = 950, NOTE_X = 960 - NOTE_WRAP / 2 };

static title_note_place title_note_place_of(app *a, const char *note)
{
    const float room = 1080 - NOTE_TOP - 24;
    title_note_place p = {.size = 18};
    while (p.size > 17 && gfx_wrapped_height(&a->gfx, FONT_BODY, p.size, NOTE_WRAP, note) > room)
        p.size -= 0.5f;
    words_cut_to_room(&a->gfx, FONT_BODY, p.size, NOTE_WRAP, note, room, p.cut, sizeof p.cut);
    return p;
}

/* The title's own buttons and its note, drawn under the second window's
 * question while it is asked. */
static menu *title_buttons(app *a, menu *m)
{
    m->count = 0;
    /* "Learn to play" sits under "New game"; once begun, a second way in starts it over. */
    static const int order[] = {TITLE_NEW,    TITLE_LEARN,    TITLE_LEARN_AGAIN,
                                TITLE_ONLINE, TITLE_CONTINUE, TITLE_REVIEW,
                                TITLE_RULES,  TITLE_SETTINGS, TITLE_QUIT};
    static const char *const keys[] = {"title.new",         "title.continue", "title.rules",
                                       "title.settings",    "title.quit",     "title.learn",
                                       "title.learn_again", "title.review",   "title.online"};
    const title_state *t = title_of(a);
    bool learn_again = t->lesson_begun, learn = t->lesson_count > 0;
    /* Nine buttons at most, inside the panel: closer together when all show. */
    bool all = learn_again && learn;
    float y = 446, step = all ? 51 : 58, height = all ? 46 : 52;
    for (size_t i = 0; i < sizeof order / sizeof *order; i++) {
        int id = order[i];
        if (id == TITLE_LEARN_AGAIN && !learn_again)
            continue;
        if (id == TITLE_LEARN && !learn)
            continue;
        menu_item *it = menu_add(m, 760, y, 400, height, TR(&a->i18n, keys[id]), id);
        y += step;
        if (id == TITLE_CONTINUE) {
            it->enabled = game_is_own(a->shared->game) || t->autosave_seen;
            snprintf(it->tip, sizeof it->tip, "%s", TR(&a->i18n, "title.continue.tip"));
        } else if (id == TITLE_REVIEW) {
            snprintf(it->tip, sizeof it->tip, "%s", TR(&a->i18n, "title.review.tip"));
        } else if (id == TITLE_ONLINE) {
            snprintf(it->tip, sizeof it->tip, "%s", TR(&a->i18n, "title.online.tip"));
        } else if (id == TITLE_LEARN && t->lesson_begun) {
            char n[16], count[16];
            snprintf(n, sizeof n, "%d", t->lesson_next + 1);
            snprintf(count, sizeof count, "%d", t->lesson_count);
            TRF(&a->i18n, it->tip, "title.learn.resume", n, count);
        }
    }
    const char *note = title_note(a);
    if (note[0]) { /* under the panel: after its buttons */
        title_note_place p = title_note_place_of(a, note);
        note_tip_add(a, m, note, p.cut, p.size, NOTE_X, NOTE_TOP, NOTE_WRAP);
    }
    return m;
}

static void build_menu(app *a, menu *m)
{
    if (a->second_window_asking)
        build_second_window_menu(a, m);
    else
        title_buttons(a, m);
}

/* The note; while the second window's question is asked, the question
 * itself, which a player who cannot see it would otherwise never hear:
 * the screen's name, then its two answers by Tab. */
static void title_spoken_note(app *a, scene_note *n)
{
    if (!a->second_window_asking) {
        scene_note_set(n, title_note(a));
        return;
    }
    char text[1200];
    snprintf(n->words, sizeof n->words, "%s. %s", TR(&a->i18n, "title.second_window.title"),
             TRF(&a->i18n, text, "title.second_window.text", a->pref_dir));
    n->waits_for = NOTE_NOT_WAITING;
}

enum { LESSONS_FROM_THE_START = -1 };

/* 'from' a lesson's place, resumed where it was left, or from the start. */
static void start_lessons(app *a, int from)
{
    if (game_ask_before_leaving(a, GAME_LEAVE_NEW))
        return;
    char err[900];
    bool ok = from == LESSONS_FROM_THE_START
                  ? game_start_lesson(game_opener_of(a), 0, true, err, sizeof err)
                  : game_resume_lesson(game_opener_of(a), from, err, sizeof err);
    if (ok)
        app_switch(a, SCENE_GAME);
    else
        snprintf(a->shared->menu.message, sizeof a->shared->menu.message, "%s", err);
}

static void title_enter(app *a)
{
    scene_menu_reset(a);
    speech_offer_enter(a);
    a->shared->menu.message[0] = '\0';
    if (a->pref_dir_error) /* nothing would be kept: say so before a game is played */
        TRF(&a->i18n, a->shared->menu.message, "title.pref_dir_trouble", a->pref_dir,
            game_write_trouble_text(&a->i18n, village_write_trouble_of(a->pref_dir_error)));
    char lessons[600];
    if (game_lessons_trouble(game_opener_of(a), lessons, sizeof lessons)) {
        /* After the folder's trouble, if any: both are the player's to know. */
        char *note = a->shared->menu.message;
        size_t used = strlen(note), room = sizeof a->shared->menu.message;
        snprintf(note + used, room - used, "%s%s", used ? " " : "", lessons);
    }
    title_state *t = title_of(a);
    t->autosave_seen = game_autosave_exists(game_opener_of(a));
    t->lesson_next = game_lesson_progress(game_opener_of(a), &t->lesson_count);
    t->lesson_begun = t->lesson_next > 0 || game_lesson_place_kept(game_opener_of(a));
    /* Back from a by-turns table: My games again (that game closed). */
    turns_on_title(a);
    /* Leaving any other network game's table ends it here: a host that
     * kept listening would hold its guests waiting and its port taken. */
    game_close_network(&a->shared->game);
}

static void open_saved_game(app *a)
{
    char err[512];
    if (game_is_own(a->shared->game) || game_continue(game_opener_of(a), err, sizeof err)) {
        app_switch(a, SCENE_GAME);
        return;
    }
    char msg[700];
    snprintf(a->shared->menu.message, sizeof a->shared->menu.message, "%s",
             TRF(&a->i18n, msg, "title.continue.failed", err));
}

static void title_event(app *a, const SDL_Event *e)
{
    if (speech_offer_event(a, e))
        return;
    int id = scene_menu_clicked(a, e, a->second_window_asking ? TITLE_SECOND_QUIT : TITLE_QUIT);
    switch (id) {
    case TITLE_LEARN:
        start_lessons(a, title_of(a)->lesson_next);
        break;
    case TITLE_LEARN_AGAIN:
        start_lessons(a, LESSONS_FROM_THE_START);
        break;
    case TITLE_NEW:
        if (game_ask_before_leaving(a, GAME_LEAVE_NEW))
            break;
        /* The note stays on the title so the player reads where the file is;
         * the next click goes on to the table. */
        if (!game_keep_rejected_save(game_opener_of(a), a->shared->menu.message,
                                     sizeof a->shared->menu.message))
            app_switch(a, SCENE_SETUP);
        else
            title_of(a)->autosave_seen = game_autosave_exists(game_opener_of(a));
        break;
    case TITLE_CONTINUE:
        open_saved_game(a);
        break;
    case TITLE_REVIEW:
        app_switch(a, SCENE_KEPT);
        break;
    case TITLE_ONLINE:
        app_switch(a, SCENE_ONLINE);
        break;
    case TITLE_RULES:
        a->shared->back = SCENE_TITLE;
        app_switch(a, SCENE_RULES);
        break;
    case TITLE_SETTINGS:
        a->shared->back = SCENE_TITLE;
        app_switch(a, SCENE_SETTINGS);
        break;
    case TITLE_QUIT:
        a->quit = !game_ask_before_leaving(a, GAME_LEAVE_QUIT);
        break;
    case TITLE_SECOND_READ_ONLY:
        a->second_window_asking = false; /* a->read_only stays: this window never writes */
        break;
    case TITLE_SECOND_QUIT:
        a->quit = true;
        break;
    default:
        break;
    }
}

static void draw_ornaments(app *a)
{
    static const char *const members[] = {"member.red.1.standing", "member.yellow.2.standing",
                                          "member.blue.3.standing", "member.white.4.standing"};
    for (int i = 0; i < 4; i++)
        gfx_draw_centered(&a->gfx, members[i], 810 + (float)i * 100, 414, 1.3f);
    gfx_draw_centered(&a->gfx, "bag.green.closed", 712, 850, 1.0f);
    gfx_draw_centered(&a->gfx, "bag.black.closed", 1208, 850, 1.0f);
}

static void draw_second_window_question(app *a)
{
    SDL_FRect shade = gfx_canvas_rect(&a->gfx);
    gfx_fill(&a->gfx, &shade, (SDL_Color){0, 0, 0, 150});
    gfx_panel(&a->gfx, &SECOND_WINDOW, true);
    const float x = SECOND_WINDOW.x + 50, w = SECOND_WINDOW.w - 100;
    gfx_text_wrapped(&a->gfx, FONT_BOLD, 28, COLOUR_WARNING, x, SECOND_WINDOW.y + 40, w,
                     TR(&a->i18n, "title.second_window.title"));
    char text[1600];
    gfx_text_wrapped(&a->gfx, FONT_BODY, 19, COLOUR_LIGHT_TEXT, x, SECOND_WINDOW.y + 110, w,
                     TRF(&a->i18n, text, "title.second_window.text", a->pref_dir));
    menu m;
    build_second_window_menu(a, &m);
    scene_menu_draw(a, &m);
}

static void title_draw(app *a)
{
    scene_backdrop(a, &PANEL);
    gfx_text(&a->gfx, FONT_TITLE, 110, COLOUR_INK, 960, 205, ALIGN_CENTER,
             TR(&a->i18n, "title.name"));
    gfx_draw_centered(&a->gfx, "ui.divider", 960, 366, 3.0f);
    gfx_text(&a->gfx, FONT_BODY, 20, COLOUR_INK_SOFT, 960, 318, ALIGN_CENTER,
             TR(&a->i18n, "title.byline"));
    draw_ornaments(a);
    speech_offer_draw(a);
    const char *note = title_note(a);
    if (note[0]) {
        title_note_place p = title_note_place_of(a, note);
        gfx_text_wrapped(&a->gfx, FONT_BODY, p.size, COLOUR_WARNING, NOTE_X, NOTE_TOP, NOTE_WRAP,
                         p.cut);
    }
    menu m;
    bool asking = a->second_window_asking;
    if (asking) /* the title's own buttons under the question: none hovered or ringed */
        menu_draw(&a->gfx, title_buttons(a, &m), -1, -1);
    else {
        build_menu(a, &m);
        scene_menu_draw(a, &m);
    }
    gfx_text(&a->gfx, FONT_BODY, 16, COLOUR_PARCHMENT, 1900, 1050, ALIGN_RIGHT,
             "v" VILLAGE_VERSION);
    turns_draw_title_notice(a);
    if (asking)
        draw_second_window_question(a);
}

const scene SCENE_TITLE_TABLE = {
    .enter = title_enter,
    .handle_event = title_event,
    .update = turns_title_update,
    .draw = title_draw,
    .build_menu = build_menu,
    .note = title_spoken_note,
    .state_size = sizeof(title_state),
};
