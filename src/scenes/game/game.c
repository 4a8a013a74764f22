/* The game scene: its callbacks, which hand each input to the part it is
 * for. A decided move goes down the one move path (turn.c), whose news the
 * parts hear through their listeners (move_news.h). */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game/area_help.h"
#include "scenes/game/board_draw.h"
#include "scenes/game/board_hit.h"
#include "scenes/game/choices_draw.h"
#include "scenes/game/game.h"
#include "scenes/game/game_cues.h"
#include "scenes/game/game_log.h"
#include "scenes/game/game_panels.h"
#include "scenes/game/game_save.h"
#include "scenes/game/game_speech.h"
#include "scenes/game/handoff.h"
#include "scenes/game/hint_ask.h"
#include "scenes/game/leave_question.h"
#include "scenes/game/lesson.h"
#include "scenes/game/recap.h"
#include "scenes/game/table_focus.h"
#include "scenes/game/turn.h"
#include "scenes/game/viewer.h"
#include "scenes/rules/rules_book.h"

enum { ID_RESULTS = 100 };

/* What an input at the table asks of the app. The handlers below take the
 * parts they read and write and return one of these; only the scene's
 * callbacks reach the app (carry_out), so a handler's signature shows that
 * it cannot switch scenes, quit or play a move by itself. */
typedef struct table_request {
    enum {
        ASK_NOTHING,
        ASK_PLAY,       /* the chooser decided a move: play it and tell the parts */
        ASK_BUTTON,     /* press .id as its click presses it (on_button) */
        ASK_RULES_PAGE, /* the rules open at .topic */
        ASK_COME_BACK,  /* .scene opens and returns to the table (rules, settings) */
        ASK_SCENE,      /* .scene replaces the table */
        ASK_LEAVE,      /* to the title, asking first when moves are unsaved */
        ASK_EXIT,       /* the unsaved-moves question answered: go .exit */
        ASK_FRESH_MENU, /* a new game took the table: its buttons start unpressed */
    } kind;
    int id;
    rules_topic topic;
    scene_id scene;
    game_exit exit;
} table_request;

static const table_request NOTHING = {.kind = ASK_NOTHING};
static const table_request PLAY = {.kind = ASK_PLAY};

static table_request press(int id)
{
    return (table_request){.kind = ASK_BUTTON, .id = id};
}

static table_request go_to(scene_id to)
{
    return (table_request){.kind = ASK_SCENE, .scene = to};
}

/* Undo takes the person's last decision back, and the parts are told the
 * game again from the record. */
static void undo(game_ui *g, const table_words *w, const game_opener *at)
{
    const i18n *cat = w->cat;
    if (!table_play_may_undo(g->play)) { /* the move is already at the other tables */
        snprintf(g->message, sizeof g->message, "%s", TR(cat, "net.undo_off"));
        g->message_left = 3.0;
        return;
    }
    if (!session_undo(g->session, viewer_undo_holder(g))) {
        /* At a hot seat the last decision may be someone else's: say so. */
        if (session_can_undo(g->session, SESSION_ANY_HUMAN))
            TRF(cat, g->message, "game.undo.not_yours",
                session_player_name(g->session, session_last_human_mover(g->session)));
        else
            snprintf(g->message, sizeof g->message, "%s", TR(cat, "game.nothing_to_undo"));
        g->message_left = 3.0;
        return;
    }
    view_snap(&g->anim, g->session);
    choices_reset(&g->choice);
    recap_rebuild(g);
    g->last_human = session_state(g->session)->actor; /* the one who took it back decides again */
    log_rebuild(g, w);
    log_view_reset(&g->log_panel); /* the decision taken back is at the bottom */
    log_add(g, TR(cat, "log.undo"));
    game_save_at(at);
}

static void game_targets_reset(app *a)
{
    if (a->shared->game)
        board_cache_forget(&a->shared->game->cache);
}

static void game_language_changed(app *a)
{
    if (!a->shared->game)
        return;
    board_cache_forget(&a->shared->game->cache);
    part_view v = game_part_view(a);
    /* the steps already picked stay, told in the new words */
    choices_resume(&a->shared->game->choice, a->shared->game->session, &v.words);
    log_rebuild(a->shared->game, &v.words);
}

/* Appends the results button once the game is over and shown. */
static void results_button(const part_view *v, const game_ui *g, menu *m)
{
    const SDL_FRect *r = layout_find(&v->canvas->layout, "ui.choices");
    if (r && session_state(g->session)->phase == VILLAGE_PHASE_GAME_OVER && !view_busy(&g->anim))
        menu_add(m, r->x + r->w / 2 - 200, r->y + 80, 400, 60, TR(v->words.cat, "game.see_results"),
                 ID_RESULTS);
}

static void game_enter(app *a)
{
    scene_menu_reset(a);
    if (!a->shared->game) {
        app_switch(a, SCENE_TITLE);
        return;
    }
    part_view v = game_part_view(a);
    choices_resume(&a->shared->game->choice, a->shared->game->session, &v.words);
    hover_reset(&a->shared->game->hover);
}

static void game_leave(app *a)
{
    game_ui *g = a->shared->game;
    if (!g)
        return;
    session_stop(g->session);
    hint_forget(&g->hint);
    /* The title is in view of everyone: whoever clicks Continue is not
     * known to be the one who held the table (Rules and Settings are only a
     * look away from it). */
    if (a->next_scene == SCENE_TITLE)
        g->last_human = TABLE_LEFT;
}

/* Enter on the ring: the option is picked as its click would pick it, the
 * button pressed as its click would press it. 'ring' is the scenes' menu
 * state (the question's buttons are ringed from the safe answer). */
static table_request choose_focused(game_ui *g, const part_view *v, audio *sound, menu_state *ring,
                                    const menu *buttons, int kind, int id)
{
    if (kind == TABLE_FOCUS_OPTION) {
        if (!game_deciding(g, v->settings))
            return NOTHING;
        if (choices_pick(&g->choice, &v->words, id)) {
            audio_play(sound, SOUND_CLICK);
            return PLAY;
        }
        game_cue_play(sound, TABLE_CUE_REFUSED);
        return NOTHING;
    }
    if (id == GAME_BUTTON_MENU && session_state(g->session)->phase != VILLAGE_PHASE_GAME_OVER) {
        /* An arrow too many lands on Menu: leaving by the keys asks first. */
        leave_question_open(g);
        leave_question_ring_safe(ring);
        return NOTHING;
    }
    for (int i = 0; i < buttons->count; i++)
        if (buttons->items[i].id == id && buttons->items[i].enabled) {
            audio_play(sound, SOUND_CLICK);
            return press(id);
        }
    return NOTHING;
}

/* The keys of the log (L, Page Up, Page Down), the menu (F10) and of the
 * focus (Tab, the arrows, F6); false for any other key. */
static bool table_key(game_ui *g, const part_view *v, audio *sound, menu_state *ring,
                      const menu *buttons, const SDL_KeyboardEvent *k, table_request *asks)
{
    SDL_Keycode key = k->keysym.sym;
    if (k->keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))
        return false;
    if (key == SDLK_l)
        log_view_toggle_tall(&g->log_panel, &g->log);
    else if (key == SDLK_PAGEUP || key == SDLK_PAGEDOWN)
        log_view_page(&g->log_panel, &g->log, key == SDLK_PAGEUP ? 1 : -1);
    else if (key == SDLK_F10) /* a controller's Start: the Menu button */
        *asks = choose_focused(g, v, sound, ring, buttons, TABLE_FOCUS_BUTTON, GAME_BUTTON_MENU);
    else
        return focus_key(&g->focus, &g->log_panel, v, g, game_deciding(g, v->settings), buttons,
                         key, k->keysym.mod);
    return true;
}

static table_request on_key(game_ui *g, const part_view *v, audio *sound, menu_state *ring,
                            const menu *buttons, const SDL_KeyboardEvent *k)
{
    SDL_Keycode key = k->keysym.sym;
    int focus_kind, focus_id;
    table_request asks = NOTHING;
    if (table_key(g, v, sound, ring, buttons, k, &asks))
        return asks;
    if (scene_is_choose_key(key) && !view_busy(&g->anim) &&
        focus_ringed(&g->focus, g, &focus_kind, &focus_id))
        return choose_focused(g, v, sound, ring, buttons, focus_kind, focus_id);
    if (key == SDLK_ESCAPE) {
        if (choices_can_go_back(&g->choice))
            choices_back(&g->choice, &v->words);
        else {
            leave_question_open(g); /* one Escape too many must not end the evening */
            leave_question_ring_safe(ring);
        }
    } else if (key == SDLK_z && (k->keysym.mod & KMOD_CTRL)) {
        view_finish(&g->anim, g->session);
        return press(GAME_BUTTON_UNDO);
    } else if ((key == SDLK_SPACE || key == SDLK_RETURN) && !handoff_pending(g, v->settings)) {
        if (view_busy(&g->anim))
            view_finish(&g->anim, g->session);
        else if (g->choice.valid && choices_confirm(&g->choice, &v->words))
            return PLAY;
    } else if (key == SDLK_F1) {
        /* The page of what the mouse is on; the contents when it is on nothing. */
        rules_topic topic = area_help_topic(g);
        if (focus_ringed(&g->focus, g, &focus_kind, &focus_id) && focus_kind == TABLE_FOCUS_OPTION)
            topic = area_help_option_topic(g, focus_id); /* what the ring is on */
        if (topic == RULES_TOPIC_CONTENTS)
            return press(GAME_BUTTON_RULES);
        return (table_request){.kind = ASK_RULES_PAGE, .topic = topic};
    } else if (key == SDLK_h && (k->keysym.mod & KMOD_SHIFT) &&
               !(k->keysym.mod & (KMOD_CTRL | KMOD_ALT)) &&
               hint_option(&g->hint, &g->choice.model) >= 0) {
        /* the hint's choice in one key, not a Tab through every option */
        focus_ring_option(&g->focus, g, hint_option(&g->hint, &g->choice.model));
    } else if (key == SDLK_h && !(k->keysym.mod & (KMOD_CTRL | KMOD_ALT))) {
        return press(GAME_BUTTON_HINT);
    }
    return NOTHING;
}

/* The lesson's own buttons, once it is over. A new lesson replaces this
 * game (and this scene's state with it). */
static table_request lesson_button(const game_opener *at, int id)
{
    const lesson_guide *lg = &(*at->game)->lesson;
    char err[sizeof(*at->game)->message];
    bool ok = true;
    if (id == GAME_BUTTON_LESSON_NEXT)
        ok = game_start_lesson(*at, lg->index + 1, true, err, sizeof err);
    else if (id == GAME_BUTTON_LESSON_AGAIN)
        ok = game_start_lesson(*at, lg->index, lg->chain, err, sizeof err);
    else if (id == GAME_BUTTON_LESSON_RULES)
        return (table_request){
            .kind = ASK_RULES_PAGE,
            .topic = rules_topic_from_id(lg->script.topic_count ? lg->script.topics[0] : "")};
    else if (id == GAME_BUTTON_LESSON_FINISH) {
        game_close(at->game);
        return go_to(SCENE_TITLE);
    }
    if (!ok) {
        game_ui *g = *at->game;
        snprintf(g->message, sizeof g->message, "%s", err);
        g->message_left = 8.0;
        return NOTHING;
    }
    return (table_request){.kind = ASK_FRESH_MENU};
}

/* A button of the table's own (table_play_buttons); one that changed the
 * chairs has the game's file written again at once. */
static void table_button(game_ui *g, const game_opener *at, int id)
{
    const char *file = table_play_file(g->play);
    if (!table_play_button(g->play, id) || !file || !at->may_write_prefs)
        return;
    char path[1200], err[300];
    game_opener_path(at, file, path, sizeof path);
    if (!table_play_save(g->play, path, err, sizeof err))
        fprintf(stderr, "village: the network game's chairs are not saved: %s\n", err);
}

/* A button of the table, clicked or pressed by its key; at reaches the game
 * in progress and the folder it is saved in. */
static table_request on_button(const game_opener *at, const settings *st, int id)
{
    game_ui *g = *at->game;
    if (id >= GAME_BUTTON_LESSON_NEXT && id <= GAME_BUTTON_LESSON_RULES)
        return lesson_button(at, id);
    if (id == GAME_BUTTON_UNDO)
        undo(g, &at->words, at);
    else if (id == GAME_BUTTON_RULES || id == GAME_BUTTON_SETTINGS)
        return (table_request){.kind = ASK_COME_BACK,
                               .scene = id == GAME_BUTTON_RULES ? SCENE_RULES : SCENE_SETTINGS};
    else if (id == GAME_BUTTON_MENU) {
        /* A click asks as the keys do: Menu sits beside Hint and Undo, and a
         * click a little off must not end the evening. A finished game has
         * nothing left to lose. */
        if (session_state(g->session)->phase != VILLAGE_PHASE_GAME_OVER)
            leave_question_open(g);
        else
            return (table_request){.kind = ASK_LEAVE};
    } else if (id == ID_RESULTS)
        return go_to(SCENE_RESULTS);
    else if (id == GAME_BUTTON_HINT) {
        if (hint_request(g, st, &at->words))
            game_save_at(at); /* the count goes with the game (Continue keeps it) */
    } else if (id == GAME_BUTTON_HANDOFF)
        g->last_human = session_state(g->session)->actor;
    else if (id >= GAME_BUTTON_STAND_IN)
        table_button(g, at, id);
    return NOTHING;
}

/* Hot seat: the player to act may look at their own served customers' points
 * by clicking their customer tiles; the next decision hides them again. */
static void toggle_peek(game_ui *g, const gfx *canvas, float x, float y)
{
    char key[48];
    int player;
    if (board_area_at(canvas, &g->anim.shown, x, y, key, sizeof key, &player) &&
        strcmp(key, "farmyard.customers") == 0 && player == session_state(g->session)->actor)
        g->peek_customers = !g->peek_customers;
}

/* The mouse on the log, the choices and the board (the scene's buttons
 * and panels had it first). */
static table_request on_mouse(game_ui *g, const part_view *v, audio *sound, const SDL_Event *e)
{
    if (log_view_event(v, &g->log_panel, &g->log, e))
        return NOTHING;
    if (e->type == SDL_MOUSEBUTTONDOWN && view_busy(&g->anim)) {
        view_finish(&g->anim, g->session); /* a click skips the animation */
        return NOTHING;
    }
    if (!game_deciding(g, v->settings))
        return NOTHING;
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_RIGHT) {
        choices_back(&g->choice, &v->words);
        return NOTHING;
    }
    if (choices_event(v, &g->choice, sound, e))
        return PLAY;
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT) {
        toggle_peek(g, v->canvas, (float)e->button.x, (float)e->button.y);
        int target = board_hit(v->canvas, &g->choice, &g->anim.shown, (float)e->button.x,
                               (float)e->button.y);
        if (target != TARGET_NONE) {
            audio_play(sound, SOUND_CLICK);
            if (choices_click_target(&g->choice, &v->words, target))
                return PLAY;
        }
    }
    return NOTHING;
}

/* The scene's buttons: Undo, Rules, Settings, Menu, and the results or the
 * hot-seat hand-over when they show (tests click them by label). */
static void game_build_menu(app *a, menu *m)
{
    part_view v = game_part_view(a);
    if (autosave_asking(&a->shared->game->save)) {
        autosave_dialog_menu(&v.words, m);
        return;
    }
    if (leave_question_asking(a->shared->game)) {
        leave_question_menu(&v.words, m);
        return;
    }
    panels_buttons(&v, a->shared->game, m);
    results_button(&v, a->shared->game, m);
    lesson_buttons(&v.words, &a->shared->game->lesson, m);
    if (handoff_pending(a->shared->game, &a->settings))
        handoff_button(&v.words, a->shared->game->session, m);
    table_play_buttons(&v, a->shared->game->play, m);
}

/* Does what an input asked of the app. */
static void carry_out(app *a, table_request r)
{
    game_ui *g = a->shared->game;
    part_view v = game_part_view(a);
    session_change c;
    if (r.kind == ASK_PLAY && turn_play_decision(g, &c)) {
        game_opener at = game_opener_of(a); /* a folder deleted meanwhile is made again first */
        turn_tell(g, &c, &v, &a->audio, &at);
    } else if (r.kind == ASK_BUTTON) {
        game_opener at = game_opener_of(a);
        carry_out(a, on_button(&at, &a->settings, r.id));
    } else if (r.kind == ASK_RULES_PAGE)
        rules_open_topic(a, r.topic);
    else if (r.kind == ASK_COME_BACK) {
        a->shared->back = SCENE_GAME;
        app_switch(a, r.scene);
    } else if (r.kind == ASK_SCENE)
        app_switch(a, r.scene);
    else if (r.kind == ASK_LEAVE && !game_ask_before_leaving(a, GAME_LEAVE_TITLE))
        app_switch(a, SCENE_TITLE);
    else if (r.kind == ASK_EXIT && r.exit == GAME_LEAVE_QUIT)
        a->quit = true;
    else if (r.kind == ASK_EXIT && r.exit == GAME_LEAVE_TITLE)
        app_switch(a, SCENE_TITLE);
    else if (r.kind == ASK_EXIT && r.exit == GAME_LEAVE_NEW)
        app_switch(a, SCENE_SETUP);
    else if (r.kind == ASK_FRESH_MENU)
        scene_menu_reset(a);
}

static void game_event(app *a, const SDL_Event *e)
{
    game_ui *g = a->shared->game;
    part_view v = game_part_view(a);
    if (e->type == SDL_MOUSEMOTION)
        focus_hide(&g->focus); /* the mouse has the table again */
    bool escape = e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE;
    menu m;
    if (autosave_asking(&g->save)) { /* the question takes every event while shown */
        autosave_dialog_menu(&v.words, &m);
        int id = escape ? AUTOSAVE_KEEP_PLAYING : scene_menu_event(a, &m, e);
        game_exit how = autosave_dialog_answer(&g->save, g->session, &v.words, id);
        if (how != GAME_LEAVE_NONE)
            carry_out(a, (table_request){.kind = ASK_EXIT, .exit = how});
        return;
    }
    if (leave_question_asking(g)) { /* so does this one */
        leave_question_menu(&v.words, &m);
        if (leave_question_answer(g, escape ? LEAVE_NO : scene_menu_event(a, &m, e)))
            carry_out(a, (table_request){.kind = ASK_LEAVE});
        return;
    }
    if (autosave_banner_event(&v, &g->save, a->pref_dir, e))
        return;
    if (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_KEYDOWN)
        g->notice_count = 0; /* the person has seen them and acts */
    if (e->type == SDL_KEYDOWN) {
        if (!game_speech_key(a, &e->key)) { /* a question asked by ear leaves the ring */
            game_build_menu(a, &m);
            carry_out(a, on_key(g, &v, &a->audio, &a->shared->menu, &m, &e->key));
            game_speech_focus(a, &e->key);
        }
        return;
    }
    recap_click summary = recap_event(&v, g, e, game_deciding(g, &a->settings));
    if (summary == RECAP_CLICK_TOGGLED)
        audio_play(&a->audio, SOUND_CLICK);
    if (summary != RECAP_CLICK_NONE)
        return;
    game_build_menu(a, &m);
    int id = scene_menu_event(a, &m, e);
    if (id >= 0) {
        carry_out(a, press(id));
        return;
    }
    carry_out(a, on_mouse(g, &v, &a->audio, e));
}

static void game_update(app *a, double dt)
{
    game_ui *g = a->shared->game;
    if (!g)
        return;
    part_view v = game_part_view(a);
    view_update(&g->anim, &v, g->session, &a->audio, dt);
    autosave_update(&g->save, g->session, &v.words, dt);
    if (g->message_left > 0)
        g->message_left -= dt;
    const village_state *s = session_state(g->session);
    if (!view_busy(&g->anim) && s->phase != VILLAGE_PHASE_GAME_OVER && viewer_to_decide(g)) {
        choices_rebuild(&g->choice, g->session, &v.words);
        village_move only;
        session_change forced;
        int last_human = g->last_human;
        /* The only legal move, played for the person (setting) when it
         * spends nothing, and told with what it did; nobody decided it, so
         * it hands the table neither to nor from anyone. A forced move that
         * spends (a plague cube's time, a payment) waits for the person's
         * click like any other. */
        if (a->settings.auto_apply && g->choice.model.depth == 0 &&
            table_chooser_free_forced(&g->choice.model, &only) &&
            turn_play_forced(g, &only, &forced)) {
            turn_tell(g, &forced, &v, &a->audio, &(game_opener[]){game_opener_of(a)}[0]);
            g->last_human = last_human;
            turn_note_forced(g, &v.words, &forced);
        }
    }
    /* A person can follow the AI: a pause before each AI turn's cube (so one
     * turn does not run into the next) and a shorter one inside the turn.
     * The faster speeds scale it down, "instant" to nothing. The AI waits
     * while the player answers the unsaved-moves question. */
    double pace = (s->phase == VILLAGE_PHASE_TURN ? 1.4 : 0.7) * settings_anim_factor(&a->settings);
    session_change played;
    if (!view_busy(&g->anim) && !autosave_asking(&g->save) &&
        turn_play(g, dt, pace, &played) == SESSION_PLAYED)
        turn_tell(g, &played, &v, &a->audio, &(game_opener[]){game_opener_of(a)}[0]);
    if (table_play_update(g->play, &v.words, dt)) {
        view_snap(&g->anim,
                  g->session); /* a guest back at the table: the host's view as it is now */
        choices_reset(&g->choice);
        recap_rebuild(g);
        recap_note_past(g);
        char line[300];
        log_add(g, table_play_jump_text(g->play, &v.words, line, sizeof line));
    }
    if (!hint_update(&g->hint, g->session, &v.words, a->settings.hints)) {
        snprintf(g->message, sizeof g->message, "%s", TR(&a->i18n, "hint.failed"));
        g->message_left = 3.0;
    }
    bool deciding = game_deciding(g, &a->settings);
    SDL_FRect guide, summary;
    hover_update(
        &v, &g->hover,
        &(hover_ground){.choice = &g->choice,
                        .anim = &g->anim,
                        .can_act = deciding,
                        .guide = lesson_active(&g->lesson) && lesson_box(&guide) ? &guide : NULL,
                        .summary = recap_panel(&v, g, deciding, &summary) ? &summary : NULL});
    focus_follow(&g->focus, g, game_deciding(a->shared->game, &a->settings));
    game_speech_follow(a);
    game_cues_follow(&((game_speech *)app_scene_state(a, SCENE_GAME))->turn_seat, g, &a->settings,
                     &a->audio);
}

static void game_draw(app *a)
{
    if (!a->shared->game)
        return;
    part_view v = game_part_view(a);
    game_ui *g = a->shared->game;
    board_cache_draw(&v, &g->cache, g->session, &g->anim);
    table_look look;
    view_look(&g->anim, &look);
    farmyards_draw_markers(&v, g->session, &look);
    board_draw_highlights(&v, &g->choice, &g->anim, g->hover.target);
    recap_draw_marks(&v, g, game_deciding(a->shared->game, &a->settings));
    view_draw_flights(&g->anim, &v);
    bool deciding = game_deciding(a->shared->game, &a->settings);
    panels_summary summary = {.shown = recap_shown(g, deciding)};
    SDL_FRect reopen;
    if (!summary.shown && recap_button(&v, g, deciding, &reopen))
        summary.button = &reopen;
    panels_draw(&v, g, &g->log_panel, &summary);
    recap_draw(&v, g, deciding);
    menu results;
    results.count = 0;
    results_button(&v, g, &results);
    scene_menu_draw(a, &results);
    if (handoff_pending(g, &a->settings)) {
        menu buttons;
        panels_buttons(&v, g, &buttons);
        handoff_button(&v.words, g->session, &buttons);
        handoff_draw(&v, g, &buttons);
    } else {
        menu lesson_menu = {.count = 0};
        lesson_draw(&v, &g->lesson);
        lesson_buttons(&v.words, &g->lesson, &lesson_menu);
        scene_menu_draw(a, &lesson_menu);
        SDL_FRect mark;
        int target = hint_target(&g->hint);
        bool marked =
            target != TARGET_NONE && board_target_rect(v.canvas, &g->anim.shown, target, &mark);
        hint_draw(&v, &g->hint, g->session, marked ? &mark : NULL);
        if (!g->focus.shown) /* the ring's tip instead (focus_draw) */
            area_help_draw(&v, g);
    }
    table_play_draw(&v, g->play);
    if (!leave_question_asking(g) && !autosave_asking(&g->save)) {
        menu buttons;
        game_build_menu(a, &buttons);
        focus_draw(&v, g, deciding, &buttons);
    }
    focus_prompts_draw(&v, g);
    autosave_draw_banner(&v, &g->save, a->pref_dir);
    leave_question_draw(&v, g, &a->shared->menu);
    autosave_draw_dialog(&v, &g->save, a->pref_dir, &a->shared->menu);
    if (autosave_asking(&g->save)) { /* its answers by keyboard (scenes/menu_keys.c) */
        menu answers;
        autosave_dialog_menu(&v.words, &answers);
        scene_menu_draw_ring(v.canvas, &answers, &a->shared->menu);
    }
}

/* How soon a frame is needed without input (app/scene_table.h). */
static double game_next_frame_in(app *a)
{
    const game_ui *g = a->shared->game;
    if (!g)
        return 1.0;
    if (hint_busy(&g->hint))
        return 1.0 / 12.0; /* poll the hint's worker */
    if (view_busy(&g->anim) || g->anim.banner_left > 0 || g->message_left > 0 ||
        g->anim.time_player >= 0)
        return 0;
    double wake = 1.0;
    if (g->save.failing) /* the autosave retries on its own timer (autosave.c) */
        wake = SDL_max(0.0, g->save.retry_in);
    /* An AI of this computer is polled; a network game waits for the other
     * tables without a frame: a line arriving wakes the loop (app_wake). */
    wake = SDL_min(wake, table_play_next_frame_in(g->play));
    double tip_in = g->hover.since + 0.35 - a->clock; /* the board's hover help (area_help.c) */
    if (g->hover.area[0] && !g->hover.tip_closed && tip_in >= 0)
        return SDL_min(tip_in + 0.02, wake);
    return wake;
}

/* The application closes: the game in progress goes with it. */
static void game_scene_close(app *a)
{
    game_close(&a->shared->game);
}

const scene SCENE_GAME_TABLE = {
    .enter = game_enter,
    .handle_event = game_event,
    .update = game_update,
    .draw = game_draw,
    .leave = game_leave,
    .build_menu = game_build_menu,
    .language_changed = game_language_changed,
    .targets_reset = game_targets_reset,
    .close = game_scene_close,
    .next_frame_in = game_next_frame_in,
    .prompts = focus_prompts,
    .state_size = sizeof(game_speech),
    .fills_screen = true,
};
