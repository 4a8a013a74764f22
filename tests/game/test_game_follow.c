/* Following the table, driven by clicks: a move played for the human without
 * a click (a forced move) stays told with its cost until the person clicks;
 * the log keeps its place through a trip to the settings and a language
 * change, jumps to the newest line and opens to full height, and tells each
 * turn under a heading naming its seat; "since your last turn" tells the AI
 * seats' moves and outlines their pieces until hidden; the results chart has
 * a point for every round.
 * Seed: VILLAGE_TEST_SEED (default 42), printed on failure. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "game_driver.h"
#include "scenes/game/game.h"
#include "scenes/game/game_probe.h"
#include "ui/widgets.h"

enum { SETUP_SEED_FIELD = 31 };

/* Title -> setup: one human (chair 1) against two easy AI seats, this seed. */
static app *start_table(const char *name, uint64_t seed)
{
    app *a = driver_start_fresh(name);
    assert_non_null(a);
    const i18n *t = &a->i18n;
    assert_true(driver_click_label(a, TR(t, "title.new"), 0));
    assert_true(driver_click_label(a, TR(t, "setup.easy"), 0));
    assert_true(driver_click_label(a, TR(t, "setup.easy"), 1));
    assert_true(driver_click_label(a, TR(t, "setup.empty"), 3));
    menu m;
    scene_get(a->scene)->build_menu(a, &m);
    for (int i = 0; i < m.count; i++)
        if (m.items[i].id == SETUP_SEED_FIELD)
            driver_click(a, m.items[i].rect.x + 20, m.items[i].rect.y + 20);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    e.text.windowID = SDL_GetWindowID(a->window);
    snprintf(e.text.text, sizeof e.text.text, "%llu", (unsigned long long)seed);
    SDL_PushEvent(&e);
    driver_frames(a, 1);
    assert_true(driver_click_label(a, TR(t, "setup.play"), 0));
    assert_int_equal(a->scene, SCENE_GAME);
    return a;
}

/* A forced move played for the human (the setting "play forced moves" is on)
 * leaves a notice naming the move and what it cost or gave; it outlives the
 * AI turns that follow and goes at the person's next click. */
static void test_forced_move_is_told_until_a_click(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    app *a = start_table("forced", seed);
    a->settings.auto_apply = true;
    int decisions = 0;
    while (decisions < 600) {
        assert_true(driver_wait_for_human(a, 300));
        if (probe_notice_count(a->shared->game) > 0 ||
            session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER)
            break;
        assert_true(driver_decide(a));
        decisions++;
    }
    printf("first forced move after %d decisions: %s\n", decisions,
           probe_notice(a->shared->game, 0));
    assert_true(probe_notice_count(a->shared->game) > 0);
    /* "You had only one choice, played for you: <move> (<what it did>)" */
    const char *you = TR(&a->i18n, "game.forced.you");
    assert_memory_equal(probe_notice(a->shared->game, 0), you, (size_t)(strchr(you, ':') - you));
    const char *open = strrchr(probe_notice(a->shared->game, 0), '('),
               *close = strrchr(probe_notice(a->shared->game, 0), ')');
    assert_non_null(open);
    assert_non_null(close);
    assert_true(close - open > 1); /* the outcome is never empty */
    char kept[PROBE_NOTICE_MAX];
    snprintf(kept, sizeof kept, "%s", probe_notice(a->shared->game, 0));
    driver_frames(a, 600); /* ten seconds of the table going on */
    assert_true(probe_notice_count(a->shared->game) > 0);
    assert_string_equal(probe_notice(a->shared->game, 0), kept);
    const SDL_FRect *banner = layout_find(&a->gfx.layout, "ui.banner");
    assert_non_null(banner);
    driver_click_rect(a, banner);
    assert_int_equal(probe_notice_count(a->shared->game), 0);
    game_close(&a->shared->game);
    driver_stop(a);
}

/* The log's buttons show while the mouse is on the log. */
static void mouse_on_log(app *a)
{
    const SDL_FRect *log = layout_find(&a->gfx.layout, "ui.log");
    assert_non_null(log);
    driver_move_mouse(a, log->x + log->w / 2, log->y + log->h - 20);
}

/* No shown button of the log lies over the lines it draws. */
static void log_buttons_clear_of_lines(app *a)
{
    SDL_FRect lines, button;
    assert_true(probe_log_lines_rect(PROBE_VIEW(a), a->shared->game, &lines));
    for (int which = PROBE_LOG_BUTTON_TALL; which <= PROBE_LOG_BUTTON_LATEST; which++)
        if (probe_log_button(PROBE_VIEW(a), a->shared->game, which, &button) &&
            SDL_HasIntersectionF(&lines, &button))
            fail_msg("log button %d (%.0f,%.0f %.0fx%.0f) covers the lines (%.0f..%.0f)", which,
                     button.x, button.y, button.w, button.h, lines.y, lines.y + lines.h);
}

static void click_log_button(app *a, int which)
{
    mouse_on_log(a);
    SDL_FRect r;
    assert_true(probe_log_button(PROBE_VIEW(a), a->shared->game, which, &r));
    driver_click_rect(a, &r);
}

/* The log after a trip to the settings and a language change: at the newest
 * line if it was there, else on the same line as before; "jump to latest"
 * returns to the newest line, and the log opens to full height and back. */
static void test_log_keeps_its_place(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed() + 5;
    printf("seed %llu\n", (unsigned long long)seed);
    app *a = start_table("logplace", seed);
    for (int i = 0; i < 12; i++) {
        assert_true(driver_wait_for_human(a, 300));
        assert_true(driver_decide(a));
    }
    assert_true(driver_wait_for_human(a, 300));
    driver_frames(a, 2);
    SDL_FRect thumb, latest;
    assert_true(probe_log_thumb(PROBE_VIEW(a), a->shared->game, &thumb)); /* more lines than fit */
    mouse_on_log(a);
    assert_false(probe_log_button(PROBE_VIEW(a), a->shared->game, PROBE_LOG_BUTTON_LATEST,
                                  &latest)); /* at the newest line */

    assert_true(driver_switch_language(a, "Español"));
    assert_string_equal(a->settings.language, "es");
    assert_int_equal(probe_log_scroll(a->shared->game), 0);

    /* page up once, then to the settings and back to English */
    driver_click(a, thumb.x + thumb.w / 2, thumb.y - 4);
    int scroll = probe_log_scroll(a->shared->game);
    assert_true(scroll > 0);
    int count = probe_log_count(a->shared->game);
    assert_true(driver_switch_language(a, "English"));
    assert_string_equal(a->settings.language, "en");
    assert_int_equal(probe_log_count(a->shared->game), count);
    assert_int_equal(probe_log_scroll(a->shared->game), scroll);

    mouse_on_log(a);
    assert_true(probe_log_button(PROBE_VIEW(a), a->shared->game, PROBE_LOG_BUTTON_LATEST, &latest));
    log_buttons_clear_of_lines(a);
    click_log_button(a, PROBE_LOG_BUTTON_LATEST);
    assert_int_equal(probe_log_scroll(a->shared->game), 0);

    int short_lines = probe_log_visible(a->shared->game);
    click_log_button(a, PROBE_LOG_BUTTON_TALL);
    assert_true(probe_log_tall(a->shared->game));
    driver_frames(a, 2);
    assert_true(probe_log_visible(a->shared->game) > 2 * short_lines);
    log_buttons_clear_of_lines(a);
    click_log_button(a, PROBE_LOG_BUTTON_TALL);
    assert_false(probe_log_tall(a->shared->game));
    driver_frames(a, 2);
    assert_int_equal(probe_log_visible(a->shared->game), short_lines);
    game_close(&a->shared->game);
    driver_stop(a);
}

/* The moves since the human's last one, as the record has them. */
typedef struct moves_seen {
    int human;
    village_event events[512];
    int count;
    int ai_moves;
} moves_seen;

static bool see_move(void *ctx, size_t index, const village_state *before, const village_move *m,
                     const village_events *ev, const village_state *after)
{
    (void)m, (void)after;
    (void)index;
    moves_seen *seen = ctx;
    if (before->actor == seen->human) { /* the human moved: what came before is seen */
        seen->count = seen->ai_moves = 0;
        return true;
    }
    seen->ai_moves++;
    for (int i = 0; i < ev->count && seen->count < 512; i++)
        seen->events[seen->count++] = ev->items[i];
    return true;
}

static bool marked(const probe_mark *marks, int count, probe_mark_kind kind, int player, int what)
{
    for (int i = 0; i < count; i++)
        if (marks[i].kind == kind && marks[i].player == player && marks[i].what == what)
            return true;
    return false;
}

/* Whether an event of the moves seen names this piece. */
static bool moved_in(const moves_seen *seen, const probe_mark *m)
{
    for (int i = 0; i < seen->count; i++) {
        const village_event *e = &seen->events[i];
        if (e->player != m->player)
            continue;
        bool member = e->kind == VILLAGE_EV_MEMBER_MOVED || e->kind == VILLAGE_EV_MEMBER_DIED ||
                      e->kind == VILLAGE_EV_MASS_PROMOTED || e->kind == VILLAGE_EV_MASS_BOUGHT;
        if ((m->kind == PROBE_MARK_MEMBER && member && e->member == m->what) ||
            (m->kind == PROBE_MARK_CUBES && e->kind == VILLAGE_EV_CUBE_TAKEN && e->b == m->what) ||
            (m->kind == PROBE_MARK_GOOD && e->kind == VILLAGE_EV_GOOD_CHANGED && e->a == m->what) ||
            (m->kind == PROBE_MARK_CITY && e->kind == VILLAGE_EV_MARKER_PLACED && e->a == m->what))
            return true;
    }
    return false;
}

/* Neither the summary nor its button covers a board area (a place with a
 * tooltip: a space, a cube, a window, a grave, a cell of the prestige track,
 * a farmyard's part), nor the log or the choices. */
static void assert_clear_of_the_board(app *a, const SDL_FRect *r, const char *what)
{
    const layout *l = &a->gfx.layout;
    const char *const panels[] = {"ui.log", "ui.choices", "ui.banner"};
    for (int i = 0; i < l->count; i++) {
        const layout_entry *e = &l->items[i];
        char key[48];
        int player;
        bool area = strncmp(e->name, "ui.", 3) != 0 &&
                    probe_area_at(&a->gfx, a->shared->game, e->rect.x + e->rect.w / 2,
                                  e->rect.y + e->rect.h / 2, key, sizeof key, &player);
        bool panel = false;
        for (size_t k = 0; k < sizeof panels / sizeof panels[0]; k++)
            panel = panel || strcmp(e->name, panels[k]) == 0;
        if ((area || panel) && driver_rects_meet(r, &e->rect))
            fail_msg("the summary's %s (%.0f,%.0f %.0fx%.0f) covers %s", what, r->x, r->y, r->w,
                     r->h, e->name);
    }
    const SDL_FRect *board = layout_find(l, "board");
    assert_non_null(board);
    assert_false(driver_rects_meet(r, board));
    assert_true(r->x >= 0 && r->y >= 0 && r->x + r->w <= 1920 && r->y + r->h <= 1080);
}

/* The open summary and its button, then the button once hidden, at every
 * window size, text size and language: all off the board. */
static void assert_summary_clear_everywhere(app *a)
{
    static const int sizes[][2] = {{1280, 720}, {1600, 900}, {1920, 1080}};
    static const char *const languages[] = {"en", "es"};
    char language[8];
    snprintf(language, sizeof language, "%s", a->settings.language);
    int scale = a->settings.ui_scale, checked = 0;
    for (size_t w = 0; w < sizeof sizes / sizeof sizes[0]; w++) {
        SDL_SetWindowSize(a->window, sizes[w][0], sizes[w][1]);
        driver_frames(a, 2);
        for (size_t l = 0; l < 2; l++) {
            assert_true(app_set_language(a, languages[l]));
            for (int k = 0; k < SETTINGS_UI_SCALE_COUNT; k++) {
                if (!app_set_ui_scale(a, SETTINGS_UI_SCALES[k]))
                    continue;
                driver_frames(a, 1);
                SDL_FRect panel, button;
                assert_true(probe_recap_shown(a->shared->game));
                assert_true(probe_recap_panel(PROBE_VIEW(a), a->shared->game, &panel));
                assert_clear_of_the_board(a, &panel, "panel");
                assert_true(probe_recap_button(PROBE_VIEW(a), a->shared->game, &button));
                assert_clear_of_the_board(a, &button, "Hide button");
                driver_click_rect(a, &button);
                assert_false(probe_recap_panel(PROBE_VIEW(a), a->shared->game, &panel));
                assert_true(probe_recap_button(PROBE_VIEW(a), a->shared->game, &button));
                assert_clear_of_the_board(a, &button, "reopen button");
                driver_click_rect(a, &button);
                assert_true(probe_recap_shown(a->shared->game));
                checked++;
            }
        }
    }
    printf("summary placements checked off the board: %d\n", checked);
    assert_true(checked >= 12);
    SDL_SetWindowSize(a->window, 1600, 900);
    assert_true(app_set_language(a, language));
    app_set_ui_scale(a, scale);
    driver_frames(a, 2);
}

/* After the AI seats' turns, the human's turn opens with a line per seat
 * saying which cube it took from where, outlines exactly the pieces those
 * moves moved (every member among them), leaves the decision's buttons and
 * cubes uncovered, hides by its button and opens again by the other; the
 * human's move ends it. */
static void test_since_your_last_turn(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed() + 9;
    printf("seed %llu\n", (unsigned long long)seed);
    app *a = start_table("recap", seed);
    a->settings.auto_apply = false; /* every move of the human's is a click */
    int human = 0;
    static moves_seen seen;
    int checked = 0;
    for (int turn = 0; turn < 40 && checked < 3; turn++) {
        assert_true(driver_wait_for_human(a, 300));
        assert_true(driver_decide(a));
        assert_true(driver_wait_for_human(a, 300));
        const village_state *s = session_state(game_session(a));
        if (s->phase == VILLAGE_PHASE_GAME_OVER)
            break;
        memset(&seen, 0, sizeof seen);
        seen.human = human;
        village_record_replay(session_record(game_session(a)), session_move_count(game_session(a)),
                              see_move, &seen, NULL);
        if (seen.ai_moves == 0 || s->phase != VILLAGE_PHASE_TURN) {
            assert_false(probe_recap_shown(a->shared->game) && seen.ai_moves == 0);
            continue;
        }
        driver_frames(a, 2);
        assert_true(probe_recap_shown(a->shared->game));
        char lines[PROBE_RECAP_LINES][PROBE_RECAP_LINE_MAX];
        int players[PROBE_RECAP_LINES];
        int count = probe_recap_lines(GAME_WORDS(a), a->shared->game, human, lines, players,
                                      PROBE_RECAP_LINES);
        assert_true(count > 0);
        /* every cube an AI seat took is told on a line of that seat */
        for (int i = 0; i < seen.count; i++) {
            const village_event *e = &seen.events[i];
            if (e->kind != VILLAGE_EV_CUBE_TAKEN || e->b == VILLAGE_PLAGUE)
                continue;
            char took[PROBE_RECAP_LINE_MAX];
            i18n_format(&a->i18n, took, sizeof took, "log.took",
                        (const char *const[]){probe_cube_name_a(GAME_WORDS(a), e->b),
                                              probe_space_name(GAME_WORDS(a), e->a), NULL});
            bool told = false;
            for (int l = 0; l < count; l++)
                told = told || (players[l] == e->player && strstr(lines[l], took) &&
                                strstr(lines[l], session_player_name(game_session(a), e->player)) ==
                                    lines[l]);
            if (!told)
                printf("not told: %s\n", took);
            assert_true(told);
        }
        /* the outlined pieces are the ones moved, and every member moved is outlined */
        probe_mark marks[PROBE_RECAP_MARKS];
        int mark_count = probe_recap_marks(a->shared->game, human, marks, PROBE_RECAP_MARKS);
        assert_true(mark_count > 0);
        for (int i = 0; i < mark_count; i++) {
            if (!moved_in(&seen, &marks[i]))
                printf("outlined but not moved: kind %d player %d what %d\n", marks[i].kind,
                       marks[i].player, marks[i].what);
            assert_true(moved_in(&seen, &marks[i]));
        }
        for (int i = 0; i < seen.count; i++) {
            const village_event *e = &seen.events[i];
            if ((e->kind == VILLAGE_EV_MEMBER_DIED ||
                 (e->kind == VILLAGE_EV_MEMBER_MOVED && e->from_place != VILLAGE_BLACK_BAG &&
                  e->to_place != VILLAGE_BLACK_BAG)) &&
                e->player != human)
                assert_true(marked(marks, mark_count, PROBE_MARK_MEMBER, e->player, e->member));
        }
        /* the decision stays in view: its buttons and the cubes to take */
        SDL_FRect panel, button;
        assert_true(probe_recap_panel(PROBE_VIEW(a), a->shared->game, &panel));
        assert_true(driver_all_options_visible(a));
        for (int o = 0; o < probe_option_count(a->shared->game); o++) {
            SDL_FRect target;
            if (probe_option_at(a->shared->game, o).target != TARGET_NONE &&
                probe_target_rect(&a->gfx, a->shared->game,
                                  probe_option_at(a->shared->game, o).target, &target))
                assert_false(driver_rects_meet(&panel, &target));
        }
        if (checked == 0)
            assert_summary_clear_everywhere(a);
        /* the log opened to full height stands in its place, and gives it back */
        click_log_button(a, PROBE_LOG_BUTTON_TALL);
        assert_false(probe_recap_shown(a->shared->game));
        click_log_button(a, PROBE_LOG_BUTTON_TALL);
        assert_true(probe_recap_shown(a->shared->game));
        /* hide, open again, hide: the outlines go with the panel */
        assert_true(probe_recap_button(PROBE_VIEW(a), a->shared->game, &button));
        driver_click_rect(a, &button);
        assert_false(probe_recap_shown(a->shared->game));
        assert_false(probe_recap_panel(PROBE_VIEW(a), a->shared->game, &panel));
        assert_true(probe_recap_button(PROBE_VIEW(a), a->shared->game, &button));
        driver_click_rect(a, &button);
        assert_true(probe_recap_shown(a->shared->game));
        assert_true(probe_recap_button(PROBE_VIEW(a), a->shared->game, &button));
        driver_click_rect(a, &button);
        assert_false(probe_recap_shown(a->shared->game));
        checked++;
    }
    printf("summaries checked: %d\n", checked);
    assert_true(checked >= 3);
    /* the human's move ends the summary */
    assert_true(driver_decide(a));
    assert_int_equal(probe_recap_events(a->shared->game, human), 0);
    game_close(&a->shared->game);
    driver_stop(a);
}

static bool count_turn(void *ctx, size_t index, const village_state *before, const village_move *m,
                       const village_events *ev, const village_state *after)
{
    (void)index, (void)m, (void)ev, (void)after;
    *(int *)ctx += before->phase == VILLAGE_PHASE_TURN;
    return true;
}

/* The log tells each turn under a heading naming its seat: the turn's first
 * line is that seat's, begins with the picture of the cube it took (or the
 * well), and the lines up to the next heading belong to the turn; there is a
 * heading for every turn of the record. A new turn's lines leave the line
 * the person reads in place. */
static void test_log_groups_turns(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed() + 3;
    printf("seed %llu\n", (unsigned long long)seed);
    app *a = start_table("logturns", seed);
    for (int i = 0; i < 8; i++) {
        assert_true(driver_wait_for_human(a, 300));
        assert_true(driver_decide(a));
    }
    assert_true(driver_wait_for_human(a, 300));
    driver_frames(a, 2);
    int headings = 0;
    for (int i = 0; i < probe_log_count(a->shared->game); i++) {
        probe_log_line l_line = probe_log_line_at(a->shared->game, i);
        const probe_log_line *l = &l_line;
        if (l->kind != PROBE_LOG_TURN)
            continue;
        headings++;
        const char *name = session_player_name(game_session(a), l->turn);
        assert_non_null(strstr(l->text, name));
        assert_true(i + 1 < probe_log_count(a->shared->game));
        probe_log_line first_line = probe_log_line_at(a->shared->game, i + 1);
        const probe_log_line *first = &first_line;
        assert_int_equal(first->kind, PROBE_LOG_TOLD);
        assert_int_equal(first->turn, l->turn);
        assert_memory_equal(first->text, name, strlen(name));
        assert_true(first->icon == PROBE_LOG_ICON_CUBE || first->icon == PROBE_LOG_ICON_WELL);
        for (int j = i + 1; j < probe_log_count(a->shared->game) &&
                            probe_log_line_at(a->shared->game, j).kind == PROBE_LOG_TOLD;
             j++)
            assert_int_equal(probe_log_line_at(a->shared->game, j).turn, l->turn);
    }
    int turns = 0;
    village_record_replay(session_record(game_session(a)), session_move_count(game_session(a)),
                          count_turn, &turns, NULL);
    printf("log lines %d, turn headings %d, turns %d\n", probe_log_count(a->shared->game), headings,
           turns);
    assert_true(probe_log_count(a->shared->game) <
                probe_log_capacity()); /* nothing dropped: every turn is there */
    assert_int_equal(headings, turns);
    assert_true(turns >= 6);

    /* scrolled up, the line in view stays while AI turns add their lines */
    SDL_FRect thumb;
    assert_true(probe_log_thumb(PROBE_VIEW(a), a->shared->game, &thumb));
    driver_click(a, thumb.x + thumb.w / 2, thumb.y - 4);
    assert_true(probe_log_scroll(a->shared->game) > 0);
    char shown[PROBE_LOG_LINE_MAX];
    snprintf(shown, sizeof shown, "%s", probe_log_bottom_line(a->shared->game));
    int count = probe_log_count(a->shared->game);
    assert_true(driver_decide(a));
    assert_true(driver_wait_for_human(a, 300));
    assert_true(probe_log_count(a->shared->game) > count);
    assert_string_equal(probe_log_bottom_line(a->shared->game), shown);
    game_close(&a->shared->game);
    driver_stop(a);
}

/* A four-seat game played to the end with seeded random legal moves. */
static session *finished_game(uint64_t seed)
{
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    for (int p = 0; p < 4; p++) {
        snprintf(seats[p].name, sizeof seats[p].name, "Seat %d", p + 1);
        seats[p].kind = VILLAGE_SEAT_HUMAN;
        seats[p].colour = (uint8_t)p;
    }
    session *s = session_new(4, seed, 0, seats);
    assert_non_null(s);
    uint64_t rng = seed * 2862933555777941757ull + 3037000493ull;
    village_move moves[VILLAGE_MAX_MOVES];
    for (int i = 0; i < 20000 && session_state(s)->phase != VILLAGE_PHASE_GAME_OVER; i++) {
        int n = village_legal_moves(session_state(s), moves);
        assert_true(n > 0);
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        session_change c;
        assert_true(session_apply(s, &moves[(rng >> 33) % (uint64_t)n], &c));
    }
    assert_int_equal(session_state(s)->phase, VILLAGE_PHASE_GAME_OVER);
    return s;
}

/* The results chart: one point at the start, one at the end of every round
 * (the record replayed), the last the final scores; the results screen
 * computes it when it opens and goes back to the board by a click. */
static void test_results_chart_follows_the_rounds(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    printf("seed %llu\n", (unsigned long long)seed);
    session *s = finished_game(seed);
    score_history h;
    assert_true(score_history_compute(session_record(s), &h));
    const village_state *end = session_state(s);
    printf("rounds %d, chart points %d\n", end->round, h.points);
    assert_int_equal(h.players, 4);
    assert_int_equal(h.points, end->round + 1);
    for (int p = 0; p < 4; p++) {
        village_score sc;
        village_score_breakdown(end, p, &sc);
        assert_int_equal(h.totals[h.points - 1][p], sc.total);
        assert_true(h.best >= sc.total);
    }
    app *a = driver_start_fresh("results");
    assert_non_null(a);
    assert_true(game_open_session(game_opener_of(a), s));
    app_switch(a, SCENE_RESULTS);
    driver_frames(a, 120);
    assert_int_equal(a->scene, SCENE_RESULTS);
    assert_int_equal(results_history(a)->points, h.points);
    assert_memory_equal(results_history(a)->totals, h.totals, sizeof h.totals);
    assert_true(driver_click_label(a, TR(&a->i18n, "results.board"), 0));
    assert_int_equal(a->scene, SCENE_GAME);
    game_close(&a->shared->game);
    driver_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forced_move_is_told_until_a_click),
        cmocka_unit_test(test_log_keeps_its_place),
        cmocka_unit_test(test_since_your_last_turn),
        cmocka_unit_test(test_log_groups_turns),
        cmocka_unit_test(test_results_chart_follows_the_rounds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
