/* --screenshots DIR: every scene (title, setup, a mid-game board, a mass, a
 * death choice, the board with its hint, results, the review of that game, a lesson, rules, the
 * games kept for review, Play online's screens and the Games by turns ones) at the common window
 * sizes in every shipped language, as PNG files, so anyone can check the look at each size; and at
 * 1280x720 once more at the largest text and panel size. The
 * game positions come from seeded random play with one human seat until the
 * human meets the wanted decision, so the pictures are the same every run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/options.h"
#include "app/paths.h"
#include "app/screenshot.h"
#include "platform/files.h"
#include "scenes/game/game.h"
#include "session/session.h"
#include "scenes/scene.h"
#include "scenes/turns.h"
#include "testkit_rng.h"
#include "tools/tools.h"
#include "ui/languages.h"
#include "ui/widgets.h"

typedef struct window_size {
    int w, h;
    int ui_scale; /* percent; above 100 the file name ends in it: board-es-1280x720-150.png */
} window_size;

static const window_size SIZES[] = {{1280, 720, 100},  {1366, 768, 100},  {1600, 900, 100},
                                    {1920, 1080, 100}, {2560, 1440, 100}, {1280, 720, 150},
                                    {1280, 800, 100},  {1280, 800, 150},  {1920, 1080, 150}};

/* POS_LATE, not one of the loop's pictures: a later board where other
 * players have served customers, for the hint and the scores' ranges. */
typedef enum position { POS_BOARD, POS_MASS, POS_DEATH, POS_OVER, POS_COUNT, POS_LATE } position;
static const char *const POSITION_NAMES[POS_COUNT] = {"board", "mass", "death", "results"};

enum { FIRST_SEED = 1, LAST_SEED = 200, MID_GAME_ROUND = 4, LATE_ROUND = 7 };

static bool wanted(const village_state *st, position p)
{
    if (p == POS_OVER)
        return st->phase == VILLAGE_PHASE_GAME_OVER;
    if (st->actor != 0)
        return false; /* seat 0 is the human whose decision is shown */
    switch (p) {
    case POS_BOARD:
        return st->round >= MID_GAME_ROUND && st->phase == VILLAGE_PHASE_TURN;
    case POS_LATE: {
        int serving = 0;
        for (int seat = 1; seat < st->num_players; seat++)
            serving += __builtin_popcount(st->players[seat].customers) >= 2;
        return st->round >= LATE_ROUND && st->phase == VILLAGE_PHASE_TURN && serving >= 2;
    }
    case POS_MASS:
        return st->phase == VILLAGE_PHASE_MASS_BUY || st->phase == VILLAGE_PHASE_MASS_PROMOTE;
    case POS_DEATH: {
        village_move moves[VILLAGE_MAX_MOVES];
        return st->phase == VILLAGE_PHASE_DEATH && village_legal_moves(st, moves) > 1;
    }
    default:
        return false;
    }
}

static session *new_table(uint64_t seed)
{
    static const char *const names[4] = {"Ana", "Bertram", "Cunegunda", "Dietrich"};
    village_seat seats[VILLAGE_MAX_PLAYERS];
    for (int i = 0; i < 4; i++) {
        seats[i] = (village_seat){"", i == 0 ? VILLAGE_SEAT_HUMAN : VILLAGE_SEAT_AI,
                                  VILLAGE_AI_MEDIUM, (uint8_t)i};
        snprintf(seats[i].name, sizeof seats[i].name, "%s", names[i]);
    }
    return session_new(4, seed, 0, seats);
}

/* Random legal moves (busy ones rather than skips) from a seeded generator
 * until the position is reached; NULL when this seed never gets there. */
static session *play_until(position p, uint64_t seed)
{
    session *s = new_table(seed);
    if (!s)
        return NULL;
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    village_move moves[VILLAGE_MAX_MOVES];
    const village_state *st = session_state(s);
    while (!wanted(st, p)) {
        if (st->phase == VILLAGE_PHASE_GAME_OVER)
            break;
        int n = village_legal_moves(st, moves);
        if (n <= 0)
            break;
        int pick = (int)testkit_rng_below(&rng, (uint32_t)n);
        if (moves[pick].kind == VILLAGE_MOVE_SKIP && n > 1)
            pick = (pick + 1) % n;
        if (!session_apply(s, &moves[pick], NULL))
            break;
    }
    if (wanted(st, p))
        return s;
    session_free(s);
    return NULL;
}

static session *find_position(position p)
{
    for (uint64_t seed = FIRST_SEED; seed <= LAST_SEED; seed++) {
        session *s = play_until(p, seed);
        if (s)
            return s;
    }
    fprintf(stderr, "village screenshots: no seed up to %d reaches the %s position\n", LAST_SEED,
            p < POS_COUNT ? POSITION_NAMES[p] : "late board");
    return NULL;
}

/* Steps enough frames of simulated time for banners and animations to end. */
static void settle(app *a)
{
    for (int i = 0; i < 8; i++)
        app_step(a, 0.5);
}

static bool save_shot(app *a, const char *dir, const char *shot_name, const char *lang,
                      window_size size)
{
    char path[1400], err[256];
    char scale[16] = "";
    if (size.ui_scale != 100)
        snprintf(scale, sizeof scale, "-%d", size.ui_scale);
    snprintf(path, sizeof path, "%s/%s-%s-%dx%d%s.png", dir, shot_name, lang, size.w, size.h,
             scale);
    app_draw(a);
    if (!screenshot_save(a->gfx.renderer, path, err, sizeof err)) {
        fprintf(stderr, "village screenshots: %s: %s\n", path, err);
        return false;
    }
    return true;
}

static bool shoot_menu(app *a, const char *dir, int id, const char *name, const char *lang,
                       window_size size)
{
    app_switch(a, id);
    settle(a);
    return save_shot(a, dir, name, lang, size);
}

/* The sizes that also show the screens with an error: the smallest
 * canvas with the largest words, and the commonest at 100 %. */
static bool shows_errors(window_size size)
{
    return (size.w == 1280 && size.h == 720 && size.ui_scale == 150) ||
           (size.w == 1920 && size.h == 1080 && size.ui_scale == 100);
}

/* A screen entered as a player reaches it, then showing 'note' where it
 * says what went wrong (the turns session's message, or the menus'). */
static bool shoot_note(app *a, const char *dir, int id, const char *name, const char *lang,
                       window_size size, const char *note, bool turns)
{
    app_switch(a, id);
    app_step(a, 1.0 / 60.0);
    char *message = turns ? turns_session_of(a)->message : a->shared->menu.message;
    size_t room = turns ? sizeof turns_session_of(a)->message : sizeof a->shared->menu.message;
    snprintf(message, room, "%s", note);
    settle(a);
    bool ok = save_shot(a, dir, name, lang, size);
    message[0] = '\0';
    return ok;
}

/* A player's press on the current screen's nth button labelled 'label'. */
static bool click_label(app *a, const char *label, int nth)
{
    menu m;
    m.count = 0;
    app_scene(a)->build_menu(a, &m);
    for (int i = 0; i < m.count; i++) {
        if (strcmp(m.items[i].label, label) != 0 || nth-- > 0)
            continue;
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = (int)(m.items[i].rect.x + m.items[i].rect.w / 2);
        e.button.y = (int)(m.items[i].rect.y + m.items[i].rect.h / 2);
        e.type = SDL_MOUSEBUTTONDOWN;
        app_handle_event(a, &e);
        e.type = SDL_MOUSEBUTTONUP;
        app_handle_event(a, &e);
        app_step(a, 1.0 / 60.0);
        return true;
    }
    return false;
}

/* Tab, as a player presses it, until the keyboard's ring is on the
 * screen's cut note (menu_item.note): its whole shows in a tooltip. */
static bool ring_the_note(app *a)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION; /* the pointer off every button */
    app_handle_event(a, &e);
    for (int presses = 0; presses < MENU_MAX_ITEMS; presses++) {
        memset(&e, 0, sizeof e);
        e.type = SDL_KEYDOWN;
        e.key.state = SDL_PRESSED;
        e.key.keysym.sym = SDLK_TAB;
        e.key.keysym.scancode = SDL_SCANCODE_TAB;
        app_handle_event(a, &e);
        menu m;
        m.count = 0;
        app_scene(a)->build_menu(a, &m);
        int at = a->shared->menu.hover;
        if (a->shared->menu.keys && at >= 0 && at < m.count && m.items[at].note)
            return true;
    }
    fprintf(stderr, "village screenshots: Tab never rang the cut note\n");
    return false;
}

/* Host with a computer's levels under chair 4, the last row, and a reason
 * no catalogue knows (850 letters), cut to the room left above Back and
 * Open; then the same with the keyboard's ring on the cut note and its
 * whole in a tooltip. */
static bool shoot_host_long_error(app *a, const char *dir, const char *lang, window_size size)
{
    /* Long enough to be cut at 1920x1080 at 100 % too. */
    char reason[900] = "";
    while (strlen(reason) < 850)
        strcat(reason, "the server said what nobody here expected ");
    app_switch(a, SCENE_ONLINE_HOST);
    app_step(a, 1.0 / 60.0);
    const char *computer = TR(&a->i18n, "setup.ai");
    if (!click_label(a, computer, VILLAGE_MAX_PLAYERS - 1)) {
        fprintf(stderr, "village screenshots: no computer button for Host's chair 4\n");
        return false;
    }
    char *message = a->shared->menu.message;
    i18n_format(&a->i18n, message, sizeof a->shared->menu.message, "online.fail.other",
                (const char *const[]){reason, NULL});
    settle(a);
    bool ok = save_shot(a, dir, "online-host-error-long", lang, size);
    ok = ring_the_note(a) && ok;
    settle(a);
    ok = ok && save_shot(a, dir, "online-host-error-long-ringed", lang, size);
    message[0] = '\0';
    /* Chair 4 empty again, as the other pictures show it. */
    return click_label(a, TR(&a->i18n, "setup.empty"), VILLAGE_MAX_PLAYERS - 1) && ok;
}

/* Host with three computers of one level under chairs 2-4, each with its
 * own style under its levels (issue 39): the rows at their closest. Then
 * the chairs as the other pictures show them. */
static bool shoot_host_computers(app *a, const char *dir, const char *lang, window_size size)
{
    app_switch(a, SCENE_ONLINE_HOST);
    app_step(a, 1.0 / 60.0);
    const char *computer = TR(&a->i18n, "setup.ai");
    if (!click_label(a, computer, 1) || !click_label(a, computer, 3)) {
        fprintf(stderr, "village screenshots: no computer button for Host's chairs 2 and 4\n");
        return false;
    }
    settle(a);
    bool ok = save_shot(a, dir, "online-host-computers", lang, size);
    return click_label(a, TR(&a->i18n, "online.seat.friend"), 1) &&
           click_label(a, TR(&a->i18n, "setup.empty"), VILLAGE_MAX_PLAYERS - 1) && ok;
}

/* The screens that say what went wrong above their buttons, each with the
 * longest error its catalogue has, and Host and a new game by turns with a
 * reason no catalogue knows (the server's own English), cut to its room
 * with "…". */
static bool shoot_errors(app *a, const char *dir, const char *lang, window_size size)
{
    static const char *const ONLINE_ERRORS[] = {"online.fail.", "online.refused.", NULL};
    static const char *const TURNS_ERRORS[] = {"online.fail.", "turns.error.", NULL};
    char note[1024], reason[600] = "";
    while (strlen(reason) < 500)
        strcat(reason, "the server said what nobody here expected ");
    i18n_longest_under(&a->i18n, ONLINE_ERRORS, note, sizeof note);
    bool ok = shoot_note(a, dir, SCENE_ONLINE_JOIN, "online-join-error", lang, size, note, false);
    ok = shoot_note(a, dir, SCENE_ONLINE_HOST, "online-host-error", lang, size, note, false) && ok;
    a->settings.online.xmpp = true;
    ok = shoot_note(a, dir, SCENE_ONLINE_JOIN, "online-join-xmpp-error", lang, size, note, false) &&
         ok;
    a->settings.online.xmpp = false;
    i18n_longest_under(&a->i18n, TURNS_ERRORS, note, sizeof note);
    ok = shoot_note(a, dir, SCENE_TURNS_ACCOUNT, "turns-account-error", lang, size, note, true) &&
         ok;
    ok = shoot_note(a, dir, SCENE_TURNS_NEW, "turns-new-error", lang, size, note, true) && ok;
    ok = shoot_host_long_error(a, dir, lang, size) && ok;
    i18n_format(&a->i18n, note, sizeof note, "online.fail.other",
                (const char *const[]){reason, NULL});
    return shoot_note(a, dir, SCENE_TURNS_NEW, "turns-new-error-long", lang, size, note, true) &&
           ok;
}

/* Games by turns: the account, a new game (with one computer, and with
 * two) and My games, with no referee:
 * an address typed and the password remembered (the account's longest
 * words), and My games showing a made-up list of one game of each kind. */
static bool shoot_turns(app *a, const char *dir, const char *lang, window_size size)
{
    turns_account_load(a);
    turns_session *s = turns_session_of(a);
    snprintf(s->jid, sizeof s->jid, "%s", "ana@example.org");
    s->remember = true;
    s->seats = VILLAGE_MAX_PLAYERS; /* a friend, a computer and a friend */
    s->seat_ai[1] = s->seat_ai[3] = -1;
    snprintf(s->friend_jid[1], sizeof s->friend_jid[1], "%s", "bo.martinez@example.org");
    bool ok = shoot_menu(a, dir, SCENE_TURNS_ACCOUNT, "turns-account", lang, size);
    ok = shoot_menu(a, dir, SCENE_TURNS_NEW, "turns-new", lang, size) && ok;
    /* Two computers of one level: two styles beside them. */
    s->seat_ai[3] = VILLAGE_AI_MEDIUM;
    ok = shoot_menu(a, dir, SCENE_TURNS_NEW, "turns-new-computers", lang, size) && ok;
    s->seat_ai[3] = -1;
    if (shows_errors(size))
        ok = shoot_errors(a, dir, lang, size) && ok;
    if (!turns_games_show_sample(a))
        return false;
    ok = shoot_menu(a, dir, SCENE_TURNS_GAMES, "turns-games", lang, size) && ok;
    /* The title says how many of those games wait for the player. */
    ok = shoot_menu(a, dir, SCENE_TITLE, "title-turns", lang, size) && ok;
    turns_games_forget_sample(a);
    return ok;
}

/* Opens a copy of the prepared position in the game scene. */
static bool shoot_position(app *a, const char *dir, position p, const char *lang, window_size size)
{
    session *s = find_position(p);
    if (!s || !game_open_session(game_opener_of(a), s))
        return false;
    app_switch(a, p == POS_OVER ? SCENE_RESULTS : SCENE_GAME);
    settle(a);
    return save_shot(a, dir, POSITION_NAMES[p], lang, size);
}

/* A later board with its hint on screen and the scores in view (other
 * players' face-down customers as ranges); then the scores' tooltip. */
static bool shoot_hint(app *a, const char *dir, const char *lang, window_size size)
{
    session *s = find_position(POS_LATE);
    if (!s || !game_open_session(game_opener_of(a), s))
        return false;
    app_switch(a, SCENE_GAME);
    settle(a);
    if (!game_ask_hint(a)) {
        fprintf(stderr, "village screenshots: no hint for the board position\n");
        return false;
    }
    for (int wait = 0; wait < 1200 && !game_hint_shown(a->shared->game); wait++) {
        SDL_Delay(25); /* the analysis runs on its worker thread */
        app_step(a, 0.025);
    }
    if (!game_hint_shown(a->shared->game)) {
        fprintf(stderr, "village screenshots: the hint did not finish\n");
        return false;
    }
    if (!save_shot(a, dir, "hint", lang, size))
        return false;
    const SDL_FRect *scores = layout_find(&a->gfx.layout, "ui.scores");
    if (!scores)
        return false;
    a->mouse_x = scores->x + scores->w * 0.6f;
    a->mouse_y = scores->y + scores->h * 0.3f;
    settle(a); /* a tooltip opens after the pointer rests */
    return save_shot(a, dir, "scores-tip", lang, size);
}

/* The finished game's review, analysed once (its first picture also shows
 * the analysis under way) and kept in review_done for the same game at the
 * other sizes and languages. */
static bool shoot_review(app *a, const char *dir, const char *lang, window_size size,
                         village_stored_review *review_done)
{
    if (review_done->decisions && !game_keep_review(game_opener_of(a), review_done))
        return false;
    app_switch(a, SCENE_REVIEW);
    settle(a);
    if (!review_done->decisions) {
        bool ok = save_shot(a, dir, "review-analysing", lang, size);
        for (int wait = 0; wait < 12000 && !session_review(game_session(a)); wait++) {
            SDL_Delay(50); /* the analysis runs on its worker thread */
            app_step(a, 0.05);
        }
        const village_stored_review *rv = session_review(game_session(a));
        if (!ok || !rv) {
            fprintf(stderr, "village screenshots: the review did not finish\n");
            return false;
        }
        *review_done = *rv;
        review_done->decisions = malloc(rv->count * sizeof *rv->decisions + 1);
        if (!review_done->decisions)
            return false;
        memcpy(review_done->decisions, rv->decisions, rv->count * sizeof *rv->decisions);
        review_done->turns = malloc(rv->turn_count * sizeof *rv->turns + 1);
        if (!review_done->turns) {
            review_done->turn_count = 0;
            return false;
        }
        memcpy(review_done->turns, rv->turns, rv->turn_count * sizeof *rv->turns);
        settle(a);
    }
    return save_shot(a, dir, "review", lang, size);
}

/* The market lesson alone, as its rules page opens it. */
static bool shoot_lesson(app *a, const char *dir, const char *lang, window_size size)
{
    char err[900];
    if (!game_start_lesson(game_opener_of(a), 3, false, err, sizeof err)) {
        fprintf(stderr, "village screenshots: %s\n", err);
        return false;
    }
    app_switch(a, SCENE_GAME);
    settle(a);
    return save_shot(a, dir, "lesson", lang, size);
}

static int shoot_size_language(const char *dir, window_size size, const char *lang,
                               village_stored_review *review_done)
{
    app a;
    app_options o = {.software = true,
                     .hidden = true,
                     .no_settings = true,
                     .width = size.w,
                     .height = size.h,
                     .scenes = scenes_table()};
    if (!app_init(&a, &o)) {
        app_shutdown(&a);
        return 1;
    }
    a.settings.anim_speed = SPEED_INSTANT;
    a.settings.hot_seat_handoff = false;
    int failures = 0;
    if (!app_set_ui_scale(&a, size.ui_scale)) {
        fprintf(stderr, "village screenshots: %dx%d does not offer %d %%\n", size.w, size.h,
                size.ui_scale);
        failures++;
    }
    if (!app_set_language(&a, lang))
        failures++;
    failures += !shoot_menu(&a, dir, SCENE_TITLE, "title", lang, size);
    failures += !shoot_menu(&a, dir, SCENE_SETUP, "setup", lang, size);
    failures += !shoot_menu(&a, dir, SCENE_SETTINGS, "settings", lang, size);
    failures += !shoot_menu(&a, dir, SCENE_RULES, "rules", lang, size);
    failures += !shoot_menu(&a, dir, SCENE_KEPT, "review-a-game", lang, size);
    failures += !shoot_menu(&a, dir, SCENE_ONLINE, "online", lang, size);
    failures += !shoot_menu(&a, dir, SCENE_ONLINE_HOST, "online-host", lang, size);
    failures += !shoot_host_computers(&a, dir, lang, size);
    failures += !shoot_menu(&a, dir, SCENE_ONLINE_JOIN, "online-join", lang, size);
    /* The XMPP room's form: five fields and the longest hint of the two. */
    a.settings.online.xmpp = true;
    failures += !shoot_menu(&a, dir, SCENE_ONLINE_HOST, "online-host-xmpp", lang, size);
    failures += !shoot_menu(&a, dir, SCENE_ONLINE_JOIN, "online-join-xmpp", lang, size);
    a.settings.online.xmpp = false;
    failures += !shoot_turns(&a, dir, lang, size);
    for (int p = 0; p < POS_COUNT; p++)
        failures += !shoot_position(&a, dir, (position)p, lang, size);
    failures += !shoot_hint(&a, dir, lang, size);
    failures +=
        !shoot_review(&a, dir, lang, size, review_done); /* of the finished game just shown */
    failures += !shoot_lesson(&a, dir, lang, size);
    game_close(&a.shared->game);
    app_shutdown(&a);
    return failures;
}

int tools_screenshots(const char *dir)
{
    app_prefer_headless_drivers();
    if (platform_make_folders(dir, PLATFORM_FOLDER_SHARED) != 0) {
        fprintf(stderr, "village screenshots: cannot create the folder '%s'\n", dir);
        return 1;
    }
    char data_dir[1024];
    language_entry languages[LANGUAGES_MAX];
    int count =
        paths_find_data_dir(data_dir, sizeof data_dir) ? languages_found(data_dir, languages) : 0;
    int failures = count == 0; /* no catalogue: nothing could be drawn */
    village_stored_review review_done = {0};
    for (int l = 0; l < count; l++) /* every shipped language, a new one with no change here */
        for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++)
            failures += shoot_size_language(dir, SIZES[i], languages[l].code, &review_done);
    free(review_done.decisions);
    free(review_done.turns);
    printf("village screenshots: %s in %s (%d problem%s)\n", failures ? "FAILED" : "written", dir,
           failures, failures == 1 ? "" : "s");
    return failures ? 1 : 0;
}
