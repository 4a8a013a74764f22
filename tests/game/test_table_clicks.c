/* The table answers clicks as a person expects (issue 13): Esc and a right
 * click go back one step, Undo is off when nothing can be undone and at game
 * over, two cubes are picked one at a time, a building answers on its
 * picture, banners are gone when the next decision starts, and crowded
 * windows and cities show every member apart, at the end of a seeded game
 * and in the committed full-church position. F1 opens the rules page of
 * what the mouse is on (a board area, an option) and Back returns to the
 * game as it was, as a language change in the settings does. Other
 * positions are reached by playing legal moves chosen from a seed:
 * VILLAGE_TEST_SEED (default 42), printed on failure. */
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
#include "scenes/rules/rules_book.h"
#include "temp_folder.h"
#include "ui/widgets.h"

enum { SEARCH_GAMES = 40, SEARCH_MOVES = 3000 };

typedef bool (*position_wanted)(const village_state *s, const village_move *moves, int n);

/* Seat 0 is the person, the others easy AI seats. */
static session *new_table(uint64_t seed)
{
    village_seat seats[VILLAGE_MAX_PLAYERS];
    for (int i = 0; i < 4; i++) {
        seats[i] = (village_seat){"", i == 0 ? VILLAGE_SEAT_HUMAN : VILLAGE_SEAT_AI,
                                  VILLAGE_AI_EASY, (uint8_t)i};
        snprintf(seats[i].name, sizeof seats[i].name, "Player %d", i + 1);
    }
    return session_new(4, seed, 0, seats);
}

/* Plays seeded random legal moves until seat 0 faces a decision 'wanted'
 * accepts (or, with wanted NULL, until the game is over). */
static session *reach(uint64_t seed, position_wanted wanted)
{
    for (int game = 0; game < SEARCH_GAMES; game++) {
        session *s = new_table(seed + (uint64_t)game);
        assert_non_null(s);
        uint64_t rng = seed * 2654435761u + (uint64_t)game;
        village_move moves[VILLAGE_MAX_MOVES];
        for (int i = 0; i < SEARCH_MOVES; i++) {
            const village_state *st = session_state(s);
            if (st->phase == VILLAGE_PHASE_GAME_OVER) {
                if (!wanted)
                    return s;
                break;
            }
            int n = village_legal_moves(st, moves);
            if (wanted && st->actor == 0 && wanted(st, moves, n))
                return s;
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            int pick = (int)((rng >> 33) % (uint64_t)n);
            if (moves[pick].kind == VILLAGE_MOVE_SKIP && n > 1)
                pick = (pick + 1) % n; /* doing things fills the board */
            assert_true(session_apply(s, &moves[pick], NULL));
        }
        session_free(s);
    }
    fail_msg("no game from seed %llu reached the position", (unsigned long long)seed);
    return NULL;
}

static app *open_at(const char *name, session *s)
{
    app *a = driver_start_fresh(name);
    assert_non_null(a);
    assert_true(game_open_session(game_opener_of(a), s));
    app_switch(a, SCENE_GAME);
    driver_frames(a, 3);
    assert_true(driver_wait_for_human(a, 30));
    return a;
}

static void close_and_stop(app *a)
{
    game_close(&a->shared->game);
    driver_stop(a);
}

static void right_click(app *a, float lx, float ly)
{
    int x, y;
    app_logical_to_window(a, lx, ly, &x, &y);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.button.windowID = SDL_GetWindowID(a->window);
    e.button.button = SDL_BUTTON_RIGHT;
    e.button.x = x;
    e.button.y = y;
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.state = SDL_PRESSED;
    SDL_PushEvent(&e);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    SDL_PushEvent(&e);
    driver_frames(a, 2);
}

/* The enabled option of the row whose step is this kind with this value. */
static int option_with_step(const app *a, int kind, int value)
{
    for (int o = 0; o < probe_option_count(a->shared->game); o++)
        if (probe_option_at(a->shared->game, o).enabled &&
            probe_chooser_model(a->shared->game)->options[o].step.kind == kind &&
            probe_chooser_model(a->shared->game)->options[o].step.a == value)
            return o;
    return -1;
}

static bool chose_the_well(const app *a)
{
    return probe_chooser_model(a->shared->game)->depth > 0 &&
           probe_chooser_model(a->shared->game)->chosen[0].kind == TABLE_STEP_WELL;
}

static void click_option(app *a, int option)
{
    SDL_FRect r;
    assert_true(option >= 0);
    assert_true(probe_option_rect(PROBE_VIEW(a), a->shared->game, option, &r));
    driver_click_rect(a, &r);
}

static void click_target(app *a, int target)
{
    SDL_FRect r;
    assert_true(probe_target_rect(&a->gfx, a->shared->game, target, &r));
    driver_click_rect(a, &r);
}

/* The well can be used for two spaces at least, one of them in two ways:
 * well › space › payment is three steps with a choice at each. */
static bool well_with_choices(const village_state *s, const village_move *moves, int n)
{
    (void)s;
    int per_space[VILLAGE_SPACES] = {0}, spaces = 0, deep = 0;
    for (int i = 0; i < n; i++)
        if (moves[i].kind == VILLAGE_MOVE_WELL && moves[i].where < VILLAGE_SPACES)
            per_space[moves[i].where]++;
    for (int sp = 0; sp < VILLAGE_SPACES; sp++) {
        spaces += per_space[sp] > 0;
        deep += per_space[sp] > 1;
    }
    return spaces >= 2 && deep >= 1;
}

static int space_with_two_ways(const app *a)
{
    for (int o = 0; o < probe_option_count(a->shared->game); o++)
        if (chose_the_well(a) &&
            probe_chooser_model(a->shared->game)->options[o].step.kind == TABLE_STEP_SPACE &&
            probe_chooser_model(a->shared->game)->options[o].ways > 1)
            return o;
    return -1;
}

/* Into "Use the well › <space>", then back: one step at a time, by Esc and by a right click. */
static void test_back_goes_one_step(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("back", reach(seed, well_with_choices));
    size_t moves = session_move_count(game_session(a));
    for (int round = 0; round < 2; round++) {
        click_target(a, TARGET_WELL);
        assert_int_equal(probe_chooser_model(a->shared->game)->depth, 1);
        assert_true(chose_the_well(a));
        int space = space_with_two_ways(a);
        click_option(a, space);
        assert_int_equal(probe_chooser_model(a->shared->game)->depth, 2);
        if (round == 0)
            driver_key(a, SDLK_ESCAPE, 0, 0);
        else
            right_click(a, 400, 400);
        /* Back at the spaces of the well, not at the start. */
        assert_int_equal(probe_chooser_model(a->shared->game)->depth, 1);
        assert_true(chose_the_well(a));
        assert_true(space_with_two_ways(a) >= 0);
        if (round == 0)
            driver_key(a, SDLK_ESCAPE, 0, 0);
        else
            right_click(a, 400, 400);
        assert_int_equal(probe_chooser_model(a->shared->game)->depth, 0);
        assert_int_equal(a->scene, SCENE_GAME); /* one more step back, not out of the game */
    }
    assert_int_equal(session_move_count(game_session(a)), moves);
    close_and_stop(a);
}

static menu_item undo_button(app *a)
{
    menu m;
    scene_get(a->scene)->build_menu(a, &m);
    for (int i = 0; i < m.count; i++)
        if (strcmp(m.items[i].label, TR(&a->i18n, "game.undo")) == 0)
            return m.items[i];
    fail_msg("no Undo button");
    return m.items[0];
}

static bool first_turn(const village_state *s, const village_move *moves, int n)
{
    (void)moves, (void)n;
    return s->phase == VILLAGE_PHASE_TURN;
}

/* Undo is off (and does nothing) with nothing to undo, on after a decision,
 * and off again once the game is over. */
static void test_undo_disabled_when_nothing_to_undo(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("undo-off", reach(seed, first_turn));
    size_t start = session_move_count(game_session(a));
    /* Opened here: the moves before were nobody's decision at this table. */
    assert_false(undo_button(a).enabled);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.undo"), 0));
    assert_int_equal(session_move_count(game_session(a)), start);
    assert_true(driver_decide(a));
    assert_true(session_move_count(game_session(a)) > start);
    assert_true(driver_wait_for_human(a, 300));
    assert_true(undo_button(a).enabled);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.undo"), 0));
    driver_frames(a, 2);
    assert_int_equal(session_move_count(game_session(a)), start);
    close_and_stop(a);

    a = open_at("undo-over", reach(seed, NULL));
    size_t end = session_move_count(game_session(a));
    assert_int_equal(session_state(game_session(a))->phase, VILLAGE_PHASE_GAME_OVER);
    assert_false(undo_button(a).enabled);
    driver_key(a, SDLK_z, 0, KMOD_LCTRL);
    assert_true(driver_click_label(a, TR(&a->i18n, "game.undo"), 0));
    assert_int_equal(session_move_count(game_session(a)), end);
    close_and_stop(a);
}

static bool two_cubes_of_two_colours(const village_state *s, const village_move *moves, int n)
{
    if (s->phase != VILLAGE_PHASE_CHOOSE_CUBES || s->cubes_to_choose != 2)
        return false;
    for (int i = 0; i < n; i++)
        if (moves[i].how != moves[i].what && moves[i].how != VILLAGE_NOBODY)
            return n > 2;
    return false;
}

/* "Choose 2 influence cubes": a picker for the first cube, then one for the
 * second, in either order; no buttons for combinations. */
static void test_two_cubes_two_pickers(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("two-cubes", reach(seed, two_cubes_of_two_colours));
    /* The pair the rules list with the higher colour second, picked the other way round. */
    int first = -1, second = -1;
    for (int i = 0; i < probe_chooser_model(a->shared->game)->legal_count && first < 0; i++)
        if (probe_chooser_model(a->shared->game)->moves[i].how !=
                probe_chooser_model(a->shared->game)->moves[i].what &&
            probe_chooser_model(a->shared->game)->moves[i].how != VILLAGE_NOBODY) {
            first = probe_chooser_model(a->shared->game)->moves[i].how;
            second = probe_chooser_model(a->shared->game)->moves[i].what;
        }
    assert_true(probe_option_count(a->shared->game) <= VILLAGE_INFLUENCE_COLOURS);
    for (int o = 0; o < probe_option_count(a->shared->game); o++)
        assert_null(strchr(probe_option_at(a->shared->game, o).label, '+'));
    click_option(a, option_with_step(a, TABLE_STEP_FIRST_CUBE, first));
    assert_int_equal(probe_chooser_model(a->shared->game)->depth, 1);
    assert_true(probe_option_count(a->shared->game) <= VILLAGE_INFLUENCE_COLOURS);
    size_t moves = session_move_count(game_session(a));
    click_option(a, option_with_step(a, TABLE_STEP_SECOND_CUBE, second));
    /* The move played is the pair picked (AI seats may have moved since). */
    assert_true(session_move_count(game_session(a)) > moves);
    const village_record *r = session_record(game_session(a));
    assert_int_equal(r->moves[moves].kind, VILLAGE_MOVE_CHOOSE_CUBES);
    assert_true((r->moves[moves].what == first && r->moves[moves].how == second) ||
                (r->moves[moves].what == second && r->moves[moves].how == first));
    close_and_stop(a);
}

static bool crafts_to_choose(const village_state *s, const village_move *moves, int n)
{
    if (s->phase != VILLAGE_PHASE_ACTION || s->action_space != VILLAGE_CRAFTS)
        return false;
    for (int i = 0; i < n; i++)
        if (moves[i].kind == VILLAGE_MOVE_CRAFT)
            return true;
    return false;
}

/* A highlighted building answers a click on its picture, above the yard box. */
static void test_building_picture_is_clickable(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("building", reach(seed, crafts_to_choose));
    int building = -1;
    for (int o = 0; o < probe_option_count(a->shared->game) && building < 0; o++) {
        probe_option option = probe_option_at(a->shared->game, o);
        if (option.enabled && option.target >= TARGET_BUILDING && option.target < TARGET_CITY)
            building = option.target - TARGET_BUILDING;
    }
    assert_true(building >= 0);
    const SDL_FRect *yard =
        layout_findf(&a->gfx.layout, "building.%s", village_building_name(building));
    assert_non_null(yard);
    size_t moves = session_move_count(game_session(a));
    driver_click(a, yard->x + yard->w / 2, yard->y - 100); /* the picture */
    assert_true(session_move_count(game_session(a)) > moves ||
                (probe_chooser_model(a->shared->game)->depth > 0 &&
                 probe_chooser_model(a->shared->game)->chosen[0].kind == TABLE_STEP_BUILDING &&
                 probe_chooser_model(a->shared->game)->chosen[0].a == building));
    close_and_stop(a);
}

/* A banner is shown with its move and gone once the next decision waits. */
static void test_banner_gone_when_decision_starts(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("banner", reach(seed, first_turn));
    for (int i = 0; i < 40 && session_state(game_session(a))->phase != VILLAGE_PHASE_GAME_OVER;
         i++) {
        assert_true(driver_decide(a));
        assert_true(driver_wait_for_human(a, 300));
        assert_false(probe_banner_shown(a->shared->game));
    }
    close_and_stop(a);
}

static bool overlap(const SDL_FRect *p, const SDL_FRect *q)
{
    const float slack = 1.5f; /* sprites have a transparent rim */
    return p->x + slack < q->x + q->w - slack && q->x + slack < p->x + p->w - slack &&
           p->y + slack < q->y + q->h - slack && q->y + slack < p->y + p->h - slack;
}

/* Every member in a church window or a city has a box of its own, inside
 * its window or city: none hides another's colour or generation. Returns
 * the members checked. */
static int assert_members_apart(app *a)
{
    const village_state *s = probe_shown_state(a->shared->game);
    int members = 0;
    for (int p = 0; p < s->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            int place = s->players[p].members[m].place;
            if (place != VILLAGE_CHURCH_WINDOW && place != VILLAGE_TRAVEL_MAP)
                continue;
            SDL_FRect r;
            assert_true(
                probe_target_rect(&a->gfx, a->shared->game, TARGET_MEMBER + p * 16 + m, &r));
            members++;
            for (int q = 0; q < s->num_players; q++)
                for (int n = 0; n < VILLAGE_MEMBERS_PER_PLAYER; n++) {
                    if ((q == p && n == m) || s->players[q].members[n].place != place ||
                        s->players[q].members[n].spot != s->players[p].members[m].spot)
                        continue;
                    SDL_FRect other;
                    assert_true(probe_target_rect(&a->gfx, a->shared->game,
                                                  TARGET_MEMBER + q * 16 + n, &other));
                    assert_false(overlap(&r, &other));
                }
        }
    return members;
}

/* At the end of a game every member in a church window or a city has a box
 * of its own. */
static void test_crowded_spots_show_every_member(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("crowd", reach(seed, NULL));
    int members = assert_members_apart(a);
    print_message("%d members in windows and cities, each apart\n", members);
    assert_true(members > 0); /* else nothing was checked */
    close_and_stop(a);
}

/* The committed end-game position with a full church (22 members, 10 in the
 * right-most window) loads into the game, and every member in every window
 * stands apart within its window: each can be counted from a screenshot. */
static void test_full_church_position_loads_and_counts(void **unused)
{
    (void)unused;
    village_state start;
    char err[512], save[600];
    assert_true(village_position_read_file(VILLAGE_TEST_POSITIONS_DIR "/church-full-4p.json",
                                           &start, err, sizeof err));
    village_record r;
    assert_true(village_record_from_position(&r, &start, 1, err, sizeof err));
    assert_true(temp_folder_path(save, sizeof save, "church.json"));
    assert_true(village_save_write_file(&r, save, err, sizeof err));
    village_record_free(&r);
    session *s = session_load(save, err, sizeof err);
    remove(save);
    assert_non_null(s);
    app *a = open_at("church", s);
    const village_state *shown = probe_shown_state(a->shared->game);
    assert_int_equal(shown->phase, VILLAGE_PHASE_GAME_OVER);
    int in_window[VILLAGE_CHURCH_WINDOWS] = {0};
    for (int p = 0; p < shown->num_players; p++)
        for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++) {
            const village_member *mb = &shown->players[p].members[m];
            if (mb->place != VILLAGE_CHURCH_WINDOW)
                continue;
            in_window[mb->spot]++;
            SDL_FRect box;
            const SDL_FRect *window = layout_findf(&a->gfx.layout, "window.%d", mb->spot);
            assert_non_null(window);
            assert_true(
                probe_target_rect(&a->gfx, a->shared->game, TARGET_MEMBER + p * 16 + m, &box));
            float x = box.x + box.w / 2;
            assert_true(x > window->x && x < window->x + window->w);
        }
    assert_int_equal(in_window[0], 10);
    assert_int_equal(in_window[0] + in_window[1] + in_window[2] + in_window[3], 22);
    int members = assert_members_apart(a);
    print_message("%d members in windows and cities, each apart\n", members);
    assert_true(members > 0); /* else nothing was checked */
    close_and_stop(a);
}

static bool privilege_to_choose(const village_state *s, const village_move *moves, int n)
{
    (void)moves;
    (void)n;
    return s->phase == VILLAGE_PHASE_PRIVILEGE;
}

/* Every privilege option says in a sentence what it does and costs (R-CNC-2),
 * enabled or not; a disabled one says first why not. */
static void test_privilege_tooltips_say_what_it_does(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("privilege", reach(seed, privilege_to_choose));
    int seen = 0;
    for (int o = 0; o < probe_option_count(a->shared->game); o++) {
        const probe_option option = probe_option_at(a->shared->game, o), *opt = &option;
        char key[32], sentence[320];
        for (int stage = 1; stage <= VILLAGE_COUNCIL_STAGES; stage++) {
            snprintf(key, sizeof key, "priv.%d", stage);
            if (strcmp(opt->label, TR(&a->i18n, key)) != 0)
                continue;
            if (opt->enabled)
                probe_describe_privilege(
                    GAME_WORDS(a), stage,
                    probe_chooser_model(a->shared->game)->moves[opt->move].what, sentence,
                    sizeof sentence);
            else
                probe_describe_privilege(GAME_WORDS(a), stage, -1, sentence, sizeof sentence);
            const char *text = opt->enabled ? opt->detail : opt->reason;
            print_message("%s: %s\n", opt->label, text);
            assert_non_null(strstr(text, sentence));
            assert_null(strstr(text, "{"));
            seen++;
        }
        if (strcmp(opt->label, TR(&a->i18n, "step.skip.privilege")) == 0)
            assert_non_null(strstr(opt->detail, TR(&a->i18n, "describe.privilege.none")));
    }
    assert_int_equal(seen, VILLAGE_COUNCIL_STAGES); /* all four, enabled or with a reason */
    close_and_stop(a);
}

/* The privilege row reads at the size of every other choice row, in both
 * languages: its labels are short (the tooltip tells the whole), so it never
 * falls back to the compact buttons. */
static void test_privilege_row_at_full_size(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("privilege-size", reach(seed, privilege_to_choose));
    static const char *const languages[] = {"en", "es"};
    for (int l = 0; l < 2; l++) {
        assert_true(app_set_language(a, languages[l]));
        driver_frames(a, 2);
        int placed = 0;
        for (int o = 0; o < probe_option_count(a->shared->game); o++) {
            SDL_FRect r;
            if (!probe_option_rect(PROBE_VIEW(a), a->shared->game, o, &r))
                continue;
            print_message("%s: %s %.0fx%.0f\n", languages[l],
                          probe_option_at(a->shared->game, o).label, r.w, r.h);
            assert_true(r.h >= 42); /* a full-size choice button, not a compact one */
            placed++;
        }
        assert_true(placed >= VILLAGE_COUNCIL_STAGES + 1); /* four privileges and "none" */
    }
    close_and_stop(a);
}

static void hover_anchor(app *a, const char *anchor)
{
    const SDL_FRect *r = layout_find(&a->gfx.layout, anchor);
    assert_non_null(r);
    driver_move_mouse(a, r->x + r->w / 2, r->y + r->h / 2);
}

/* F1 opens 'topic'; Back (Esc, or the Back button) returns to the game with
 * its state, its moves and the steps chosen so far untouched. */
static void assert_f1_opens_and_returns(app *a, rules_topic topic, bool by_button)
{
    village_state before = *session_state(game_session(a));
    size_t moves = session_move_count(game_session(a));
    int depth = probe_chooser_model(a->shared->game)->depth;
    table_step chosen = probe_chooser_model(a->shared->game)->chosen[0];
    driver_key(a, SDLK_F1, 0, 0);
    assert_int_equal(a->scene, SCENE_RULES);
    assert_int_equal(rules_current_topic(a), topic);
    if (by_button)
        assert_true(driver_click_label(a, TR(&a->i18n, "common.back"), 0));
    else
        driver_key(a, SDLK_ESCAPE, 0, 0);
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_GAME);
    assert_int_equal(session_move_count(game_session(a)), moves);
    assert_memory_equal(session_state(game_session(a)), &before, sizeof before);
    assert_int_equal(probe_chooser_model(a->shared->game)->depth, depth);
    if (depth > 0)
        assert_true(table_step_same(&probe_chooser_model(a->shared->game)->chosen[0], &chosen));
}

/* Hovering an area and pressing F1 shows that area's rules page; F1 over
 * nothing shows the contents. */
static void test_f1_opens_the_hovered_areas_rules(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("f1-area", reach(seed, well_with_choices));
    static const struct {
        const char *anchor;
        rules_topic topic;
    } areas[] = {
        {"space.market", RULES_TOPIC_MARKET},    {"window.0", RULES_TOPIC_MASS},
        {"bag.black", RULES_TOPIC_CHURCH},       {"council.2", RULES_TOPIC_COUNCIL},
        {"building.smithy", RULES_TOPIC_CRAFTS}, {"farmyard.0.lifetime.3", RULES_TOPIC_TIME},
        {"chronicle.church.0", RULES_TOPIC_END}, {"farmyard.1.grain", RULES_TOPIC_HARVEST},
    };
    for (size_t i = 0; i < sizeof areas / sizeof areas[0]; i++) {
        hover_anchor(a, areas[i].anchor);
        assert_f1_opens_and_returns(a, areas[i].topic, i % 2 == 1);
    }
    /* Somewhere with no area, no option and no target: the contents. */
    bool found = false;
    for (float y = 4; y < 1080 && !found; y += 16)
        for (float x = 4; x < 1920 && !found; x += 16) {
            char key[48];
            int player;
            if (probe_area_at(&a->gfx, a->shared->game, x, y, key, sizeof key, &player) ||
                probe_option_under(PROBE_VIEW(a), a->shared->game, x, y) >= 0 ||
                probe_target_under(&a->gfx, a->shared->game, x, y) != TARGET_NONE)
                continue;
            driver_move_mouse(a, x, y);
            found = probe_hover_now(a->shared->game).area[0] == '\0' &&
                    probe_option_hovered(a->shared->game) < 0;
        }
    assert_true(found);
    driver_key(a, SDLK_F1, 0, 0);
    assert_int_equal(a->scene, SCENE_RULES);
    assert_int_equal(rules_current_topic(a), RULES_TOPIC_CONTENTS);
    driver_key(a, SDLK_ESCAPE, 0, 0);
    assert_int_equal(a->scene, SCENE_GAME);
    close_and_stop(a);
}

/* Every board area with a tooltip names a rules page (the tooltip's "Rules:
 * … (F1)" line and the page F1 opens). */
static void test_every_area_has_a_rules_page(void **unused)
{
    (void)unused;
    app *a = open_at("f1-every", reach(driver_seed(), well_with_choices));
    const layout *l = &a->gfx.layout;
    int areas = 0;
    for (int i = 0; i < l->count; i++) {
        const SDL_FRect *r = &l->items[i].rect;
        char key[48];
        int player;
        if (strncmp(l->items[i].name, "ui.", 3) == 0 ||
            !probe_area_at(&a->gfx, a->shared->game, r->x + r->w / 2, r->y + r->h / 2, key,
                           sizeof key, &player))
            continue;
        driver_move_mouse(a, r->x + r->w / 2, r->y + r->h / 2);
        if (probe_hover_now(a->shared->game).target != TARGET_NONE ||
            probe_option_hovered(a->shared->game) >= 0)
            continue; /* an option's page, checked by the option tests */
        if (probe_help_topic(a->shared->game) == RULES_TOPIC_CONTENTS)
            fail_msg("the area %s (%s) names no rules page", key, l->items[i].name);
        areas++;
    }
    print_message("%d board areas, each with its rules page\n", areas);
    assert_true(areas > 100);
    close_and_stop(a);
}

/* An option bound to an area opens that area's page, and the game comes
 * back at the same step: "Use the well › <space>" is still chosen. */
static void test_f1_on_an_option_keeps_the_steps(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("f1-option", reach(seed, well_with_choices));
    click_target(a, TARGET_WELL);
    assert_int_equal(probe_chooser_model(a->shared->game)->depth, 1);
    int option = space_with_two_ways(a);
    assert_true(option >= 0);
    int space = probe_chooser_model(a->shared->game)
                    ->moves[probe_option_at(a->shared->game, option).move]
                    .where;
    SDL_FRect r;
    assert_true(probe_option_rect(PROBE_VIEW(a), a->shared->game, option, &r));
    driver_move_mouse(a, r.x + r.w / 2, r.y + r.h / 2);
    assert_int_equal(probe_option_hovered(a->shared->game), option);
    assert_f1_opens_and_returns(a, rules_topic_from_id(village_space_name(space)), true);
    assert_true(chose_the_well(a));
    /* The well itself, hovered on the board, is the well's page. */
    driver_key(a, SDLK_ESCAPE, 0, 0);
    assert_int_equal(probe_chooser_model(a->shared->game)->depth, 0);
    SDL_FRect well;
    assert_true(probe_target_rect(&a->gfx, a->shared->game, TARGET_WELL, &well));
    driver_move_mouse(a, well.x + well.w / 2, well.y + well.h / 2);
    assert_f1_opens_and_returns(a, RULES_TOPIC_WELL, false);
    close_and_stop(a);
}

/* "Use the well › <space>" picked, then the language changed in the
 * settings: the game comes back at the same step, its options in the new
 * language, and Esc still goes back one step. */
static void test_language_change_keeps_the_steps(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("language-steps", reach(seed, well_with_choices));
    size_t moves = session_move_count(game_session(a));
    click_target(a, TARGET_WELL);
    int option = space_with_two_ways(a);
    table_step space = probe_chooser_model(a->shared->game)->options[option].step;
    click_option(a, option);
    assert_int_equal(probe_chooser_model(a->shared->game)->depth, 2);
    char english[96];
    snprintf(english, sizeof english, "%s", probe_option_at(a->shared->game, 0).label);

    assert_true(driver_switch_language(a, "Español"));
    assert_string_equal(a->settings.language, "es");
    assert_int_equal(probe_chooser_model(a->shared->game)->depth, 2);
    assert_true(chose_the_well(a));
    assert_true(table_step_same(&probe_chooser_model(a->shared->game)->chosen[1], &space));
    assert_true(probe_option_count(a->shared->game) > 1);
    assert_string_not_equal(probe_option_at(a->shared->game, 0).label,
                            english); /* told again, in Spanish */

    assert_true(driver_switch_language(a, "English"));
    assert_int_equal(probe_chooser_model(a->shared->game)->depth, 2);
    assert_true(table_step_same(&probe_chooser_model(a->shared->game)->chosen[1], &space));
    assert_string_equal(probe_option_at(a->shared->game, 0).label, english);
    driver_key(a, SDLK_ESCAPE, 0, 0);
    assert_int_equal(probe_chooser_model(a->shared->game)->depth, 1);
    assert_true(chose_the_well(a));
    assert_int_equal(session_move_count(game_session(a)), moves);
    close_and_stop(a);
}

/* Player 0 to take a cube, only a plague cube on the board (2 time,
 * R-RND-4), no cubes or coins for the well, nobody on the farmyard: the one
 * legal move spends, so with "play forced moves" on it still waits for the
 * click, and its hover text warns that the Harvest after it does nothing. */
/* Four seats, seat 0 human, from a position edited by 'edit'. */
static session *table_from(uint64_t seed, void (*edit)(village_state *s))
{
    village_state s;
    assert_true(village_new_game(&s, 4, seed, 0));
    edit(&s);
    char why[200];
    assert_true(village_check_invariants(&s, why, sizeof why));
    village_seat seats[VILLAGE_MAX_PLAYERS];
    for (int i = 0; i < 4; i++) {
        seats[i] = (village_seat){"", i == 0 ? VILLAGE_SEAT_HUMAN : VILLAGE_SEAT_AI,
                                  VILLAGE_AI_EASY, (uint8_t)i};
        snprintf(seats[i].name, sizeof seats[i].name, "Player %d", i + 1);
    }
    session *g = session_from_position(&s, seed, seats, why, sizeof why);
    assert_non_null(g);
    return g;
}

static void plague_only_edit(village_state *s)
{
    memset(s->spaces, 0, sizeof s->spaces);
    s->spaces[VILLAGE_HARVEST][VILLAGE_PLAGUE] = 1;
    village_player *p = &s->players[0];
    memset(p->cubes, 0, sizeof p->cubes);
    p->coins = 0;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        if (p->members[m].place == VILLAGE_FARMYARD)
            p->members[m] = (village_member){VILLAGE_CRAFT, VILLAGE_OFFICE};
}

static session *plague_only(uint64_t seed)
{
    return table_from(seed, plague_only_edit);
}

static void test_a_forced_move_that_spends_waits_for_a_click(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("plague", plague_only(seed));
    a->settings.auto_apply = true;
    size_t moves = session_move_count(game_session(a));
    driver_frames(a, 60);
    assert_int_equal(session_move_count(game_session(a)), moves);
    assert_int_equal(probe_notice_count(a->shared->game), 0);
    int cube = TARGET_CUBE + VILLAGE_HARVEST * 8 + VILLAGE_PLAGUE, option = -1;
    for (int o = 0; o < probe_option_count(a->shared->game); o++)
        if (probe_option_at(a->shared->game, o).target == cube)
            option = o;
    assert_true(option >= 0);
    const char *careful = TR(&a->i18n, "warn.action_idle");
    assert_memory_equal(probe_option_at(a->shared->game, option).detail, careful,
                        (size_t)(strchr(careful, ':') - careful));
    click_target(a, cube);
    assert_true(session_move_count(game_session(a)) > moves);
    assert_int_equal(session_record(game_session(a))->moves[moves].kind, VILLAGE_MOVE_TAKE_CUBE);
    close_and_stop(a);
}

static void pink_and_orange_edit(village_state *s)
{
    village_player *p = &s->players[0];
    memset(p->cubes, 0, sizeof p->cubes);
    p->cubes[VILLAGE_PINK] = 3;
    p->cubes[VILLAGE_ORANGE] = 3;
    p->coins = 0;
}

/* Holding 3 pink and 3 orange, Use the well › a space offers both colours
 * (the payment's key once left the colour out: one button, pink only), and
 * the orange one plays the orange well. */
static void test_the_well_offers_both_colours(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("well-colours", table_from(seed, pink_and_orange_edit));
    click_target(a, TARGET_WELL);
    click_option(a, option_with_step(a, TABLE_STEP_SPACE, VILLAGE_FAMILY));
    assert_int_equal(probe_chooser_model(a->shared->game)->depth, 2);
    int orange = -1, pink = -1;
    for (int o = 0; o < probe_option_count(a->shared->game); o++) {
        if (strstr(probe_option_at(a->shared->game, o).label,
                   probe_colour_name(GAME_WORDS(a), VILLAGE_ORANGE)))
            orange = o;
        if (strstr(probe_option_at(a->shared->game, o).label,
                   probe_colour_name(GAME_WORDS(a), VILLAGE_PINK)))
            pink = o;
    }
    assert_int_equal(probe_option_count(a->shared->game), 2);
    assert_true(orange >= 0 && pink >= 0 && orange != pink);
    size_t moves = session_move_count(game_session(a));
    click_option(a, orange);
    const village_move *played = &session_record(game_session(a))->moves[moves];
    assert_int_equal(played->kind, VILLAGE_MOVE_WELL);
    assert_int_equal(played->what, VILLAGE_ORANGE);
    assert_int_equal(played->where, VILLAGE_FAMILY);
    close_and_stop(a);
}

static void lone_traveller_edit(village_state *s)
{
    village_player *p = &s->players[0];
    memset(p->cubes, 0, sizeof p->cubes);
    p->cubes[VILLAGE_BROWN] = 2; /* the road to city A only */
    p->coins = 0;
    p->goods[VILLAGE_WAGON] = 1;
    p->cities = 1u << 0;
    bool kept = false;
    for (int m = 0; m < VILLAGE_MEMBERS_PER_PLAYER; m++)
        if (p->members[m].place == VILLAGE_FARMYARD) {
            if (kept)
                p->members[m] = (village_member){VILLAGE_CRAFT, VILLAGE_OFFICE};
            kept = true;
        }
    memset(s->spaces, 0, sizeof s->spaces);
    s->spaces[VILLAGE_TRAVEL][VILLAGE_GREEN] = 2;
}

/* Defect: choosing a traveller with one city in reach (already marked) sent
 * him at once, spending 2 time, a wagon and 2 cubes for nothing. Now the
 * click on him shows the payment to click, which says the trip gives
 * nothing. */
static void test_a_traveller_waits_for_his_payment(void **unused)
{
    (void)unused;
    uint64_t seed = driver_seed();
    print_message("seed %llu\n", (unsigned long long)seed);
    app *a = open_at("traveller", table_from(seed, lone_traveller_edit));
    click_target(a, TARGET_CUBE + VILLAGE_TRAVEL * 8 + VILLAGE_GREEN);
    assert_true(driver_wait_for_human(a, 30));
    size_t moves = session_move_count(game_session(a));
    int member = -1;
    for (int o = 0; o < probe_option_count(a->shared->game); o++)
        if (probe_chooser_model(a->shared->game)->options[o].step.kind == TABLE_STEP_MEMBER)
            member = o;
    click_option(a, member);
    assert_int_equal(session_move_count(game_session(a)), moves); /* not sent */
    assert_int_equal(probe_option_count(a->shared->game), 1);
    assert_int_equal(probe_option_at(a->shared->game, 0).warning, TABLE_WARN_CITY_MARKED);
    char careful[240];
    TRF(&a->i18n, careful, "warn.city_marked", probe_city_name(GAME_WORDS(a), 0));
    assert_memory_equal(probe_option_at(a->shared->game, 0).detail, careful, strlen(careful));
    char nothing[240];
    TRF(&a->i18n, nothing, "describe.travel.no_reward", probe_city_name(GAME_WORDS(a), 0));
    assert_non_null(strstr(probe_option_at(a->shared->game, 0).detail, nothing));
    click_option(a, 0);
    assert_int_equal(session_record(game_session(a))->moves[moves].kind, VILLAGE_MOVE_TRAVEL);
    close_and_stop(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_back_goes_one_step),
        cmocka_unit_test(test_undo_disabled_when_nothing_to_undo),
        cmocka_unit_test(test_two_cubes_two_pickers),
        cmocka_unit_test(test_building_picture_is_clickable),
        cmocka_unit_test(test_banner_gone_when_decision_starts),
        cmocka_unit_test(test_crowded_spots_show_every_member),
        cmocka_unit_test(test_full_church_position_loads_and_counts),
        cmocka_unit_test(test_privilege_tooltips_say_what_it_does),
        cmocka_unit_test(test_privilege_row_at_full_size),
        cmocka_unit_test(test_f1_opens_the_hovered_areas_rules),
        cmocka_unit_test(test_every_area_has_a_rules_page),
        cmocka_unit_test(test_f1_on_an_option_keeps_the_steps),
        cmocka_unit_test(test_language_change_keeps_the_steps),
        cmocka_unit_test(test_a_forced_move_that_spends_waits_for_a_click),
        cmocka_unit_test(test_the_well_offers_both_colours),
        cmocka_unit_test(test_a_traveller_waits_for_his_payment),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
