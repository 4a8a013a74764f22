/* The game scene read from outside (game_probe.h): the one file that turns
 * the scene's parts into the answers tests ask for, so the parts can change
 * shape without a test knowing. */
#include "scenes/game/game_probe.h"

#include <stdio.h>

#include "scenes/game/game_ui.h"
#include "ui/widgets.h"

_Static_assert((int)PROBE_LOG_LINE_MAX == (int)LOG_LINE_MAX, "the log's line size");
_Static_assert((int)PROBE_RECAP_LINES == (int)RECAP_LINES, "the summary's line count");
_Static_assert((int)PROBE_RECAP_LINE_MAX == (int)RECAP_LINE_MAX, "the summary's line size");
_Static_assert((int)PROBE_RECAP_MARKS == (int)RECAP_MARKS, "the summary's marks");
_Static_assert((int)PROBE_NOTICE_MAX == (int)NOTICE_MAX, "a notice's size");
_Static_assert((int)PROBE_DETAIL_MAX == (int)DETAIL_MAX, "an option's detail size");
_Static_assert((int)PROBE_LESSON_LINE_MAX == (int)LESSON_LINE_MAX, "a guide line's size");
_Static_assert((int)PROBE_BUTTON_UNDO == GAME_BUTTON_UNDO &&
                   (int)PROBE_BUTTON_RULES == GAME_BUTTON_RULES &&
                   (int)PROBE_BUTTON_SETTINGS == GAME_BUTTON_SETTINGS &&
                   (int)PROBE_BUTTON_MENU == GAME_BUTTON_MENU,
               "the panel's buttons in order");
_Static_assert((int)PROBE_LOG_BUTTON_TALL == LOG_BUTTON_TALL &&
                   (int)PROBE_LOG_BUTTON_LATEST == LOG_BUTTON_LATEST,
               "the log's buttons");

static const game_ui *game_of(const app *a)
{
    return a->shared->game;
}

bool probe_choice_ready(const app *a)
{
    return game_of(a) && game_of(a)->choice.valid;
}

int probe_option_count(const app *a)
{
    return game_of(a)->choice.option_count;
}

probe_option probe_option_at(const app *a, int option)
{
    const choice_option *o = &game_of(a)->choice.options[option];
    return (probe_option){.move = o->move,
                          .enabled = o->enabled,
                          .warning = o->warning,
                          .target = o->target,
                          .label = o->label,
                          .reason = o->reason,
                          .detail = o->detail};
}

int probe_option_hovered(const app *a)
{
    return game_of(a)->choice.hover;
}

const table_chooser *probe_chooser_model(const app *a)
{
    return &game_of(a)->choice.model;
}

bool probe_can_go_back(const app *a)
{
    return choices_can_go_back(&game_of(a)->choice);
}

bool probe_focus(const app *a, int *kind, int *id)
{
    return focus_ringed(&game_of(a)->focus, kind, id);
}

int probe_focus_spots(app *a, table_focus_spot out[], int max)
{
    menu buttons;
    app_scene(a)->build_menu(a, &buttons); /* the game's own, as its keys see them */
    part_view v = game_part_view(a);
    return focus_spots(&v, game_of(a), game_deciding(a), &buttons, out, max);
}

bool probe_option_rect(app *a, int option, SDL_FRect *out)
{
    part_view v = game_part_view(a);
    return choices_option_rect(&v, &game_of(a)->choice, option, out);
}

int probe_option_under(app *a, float x, float y)
{
    part_view v = game_part_view(a);
    return choices_option_at(&v, &game_of(a)->choice, x, y);
}

bool probe_target_rect(app *a, int target, SDL_FRect *out)
{
    return board_target_rect(&a->gfx, &game_of(a)->anim.shown, target, out);
}

int probe_target_under(app *a, float x, float y)
{
    return board_hit(&a->gfx, &game_of(a)->choice, &game_of(a)->anim.shown, x, y);
}

rules_topic probe_help_topic(app *a)
{
    return area_help_topic(game_of(a));
}

bool probe_area_at(app *a, float x, float y, char *key, size_t size, int *player)
{
    return board_area_at(&a->gfx, &game_of(a)->anim.shown, x, y, key, size, player);
}

float probe_prompt_fit(gfx *canvas, const i18n *cat, const char *key, const char *const args[3],
                       float width, char *out, size_t size)
{
    return choices_prompt_fit(canvas, cat, key, args, width, out, size);
}

bool probe_pile_count_box(app *a, SDL_FRect *box)
{
    return board_pile_count_box(&a->gfx, box);
}

const village_state *probe_shown_state(const app *a)
{
    return &game_of(a)->anim.shown;
}

bool probe_animating(const app *a)
{
    return view_busy(game_of(a));
}

bool probe_banner_shown(const app *a)
{
    return game_of(a)->anim.banner_left > 0;
}

bool probe_space_cube_centre(app *a, const village_state *s, int space, int colour, int nth,
                             float *x, float *y)
{
    return pos_space_cube(&a->gfx, s, space, colour, nth, x, y);
}

bool probe_member_centre(app *a, const village_state *s, int player, int member, float *x, float *y,
                         float *scale)
{
    return pos_member_scaled(&a->gfx, s, player, member, x, y, scale);
}

float probe_member_ring_room(const village_state *s, int player, int member)
{
    return pos_member_ring_room(s, player, member);
}

void probe_prestige_centre(app *a, int value, int player, int num_players, float *x, float *y)
{
    pos_prestige(&a->gfx, value, player, num_players, x, y);
}

float probe_prestige_scale(int num_players)
{
    return pos_prestige_scale(num_players);
}

int probe_prestige_marker_size(void)
{
    return PRESTIGE_MARKER_SIZE;
}

int probe_table_holder(const app *a)
{
    return game_of(a)->last_human;
}

bool probe_leave_question_asked(const app *a)
{
    return leave_question_asking(game_of(a));
}

bool probe_handoff_pending(const app *a)
{
    return handoff_pending(game_of(a), &a->settings);
}

bool probe_handoff_button(app *a, SDL_FRect *out)
{
    menu m;
    m.count = 0;
    handoff_button(GAME_WORDS(a), game_of(a)->session, &m);
    if (m.count == 0)
        return false;
    *out = m.items[0].rect;
    return true;
}

probe_hover probe_hover_now(const app *a)
{
    const hover_state *h = &game_of(a)->hover;
    return (probe_hover){.target = h->target, .area = h->area, .area_player = h->area_player};
}

void probe_panel_buttons(app *a, struct menu *m)
{
    part_view v = game_part_view(a);
    panels_buttons(&v, game_of(a), m);
}

void probe_lesson_buttons(app *a, struct menu *m)
{
    lesson_buttons(GAME_WORDS(a), &game_of(a)->lesson, m);
}

const char *probe_message(const app *a)
{
    return game_of(a)->message_left > 0 ? game_of(a)->message : "";
}

int probe_notice_count(const app *a)
{
    return game_of(a)->notice_count;
}

const char *probe_notice(const app *a, int i)
{
    return game_of(a)->notices[i];
}

probe_log_line probe_log_line_at(const app *a, int i)
{
    const log_line *l = &game_of(a)->log.lines[i];
    probe_log_kind kind = l->kind == LOG_TURN    ? PROBE_LOG_TURN
                          : l->kind == LOG_ROUND ? PROBE_LOG_ROUND
                                                 : PROBE_LOG_TOLD;
    probe_log_icon icon = l->icon == LOG_ICON_CUBE   ? PROBE_LOG_ICON_CUBE
                          : l->icon == LOG_ICON_WELL ? PROBE_LOG_ICON_WELL
                                                     : PROBE_LOG_ICON_OTHER;
    return (probe_log_line){.text = l->text, .kind = kind, .turn = l->turn, .icon = icon};
}

int probe_log_count(const app *a)
{
    return game_of(a)->log.count;
}

int probe_log_capacity(void)
{
    return LOG_LINES;
}

int probe_log_scroll(const app *a)
{
    return game_of(a)->log_panel.scroll;
}

int probe_log_visible(const app *a)
{
    return game_of(a)->log_panel.visible;
}

bool probe_log_tall(const app *a)
{
    return game_of(a)->log_panel.tall;
}

const char *probe_log_bottom_line(const app *a)
{
    const game_ui *g = game_of(a);
    return g->log.lines[g->log.count - 1 - g->log_panel.scroll].text;
}

void probe_log_tell(app *a, const char *line)
{
    log_add(a->shared->game, line);
}

bool probe_log_thumb(app *a, SDL_FRect *thumb)
{
    part_view v = game_part_view(a);
    return log_view_thumb(&v, &game_of(a)->log_panel, &game_of(a)->log, thumb);
}

bool probe_log_button(app *a, probe_log_button_kind which, SDL_FRect *out)
{
    part_view v = game_part_view(a);
    return log_view_button(&v, &game_of(a)->log_panel, (int)which, out);
}

bool probe_log_lines_rect(app *a, SDL_FRect *out)
{
    part_view v = game_part_view(a);
    return log_view_lines(&v, &game_of(a)->log_panel, out);
}

bool probe_recap_shown(const app *a)
{
    return recap_shown(game_of(a), true);
}

bool probe_recap_panel(app *a, SDL_FRect *out)
{
    part_view v = game_part_view(a);
    return recap_panel(&v, game_of(a), true, out);
}

bool probe_recap_button(app *a, SDL_FRect *out)
{
    part_view v = game_part_view(a);
    return recap_button(&v, game_of(a), true, out);
}

int probe_recap_lines(app *a, int seat, char out[][PROBE_RECAP_LINE_MAX], int players[], int max)
{
    return recap_lines(game_of(a), GAME_WORDS(a), seat, out, players, max);
}

int probe_recap_marks(const app *a, int seat, probe_mark out[], int max)
{
    recap_mark marks[RECAP_MARKS];
    int count =
        table_recap_marks(&game_of(a)->recap, seat, marks, max < RECAP_MARKS ? max : RECAP_MARKS);
    for (int i = 0; i < count; i++) {
        probe_mark_kind kind = marks[i].kind == RECAP_MARK_MEMBER  ? PROBE_MARK_MEMBER
                               : marks[i].kind == RECAP_MARK_CUBES ? PROBE_MARK_CUBES
                               : marks[i].kind == RECAP_MARK_GOOD  ? PROBE_MARK_GOOD
                                                                   : PROBE_MARK_CITY;
        out[i] = (probe_mark){.kind = kind, .player = marks[i].player, .what = marks[i].what};
    }
    return count;
}

int probe_recap_events(const app *a, int seat)
{
    return game_of(a)->recap.seats[seat].count;
}

bool probe_hint_open(const app *a)
{
    return game_of(a)->hint.book.open;
}

bool probe_hint_ready(const app *a)
{
    return game_of(a)->hint.book.ready;
}

const village_analysis *probe_hint_result(const app *a)
{
    return &game_of(a)->hint.book.result;
}

const char *probe_hint_line(const app *a, int i)
{
    return game_of(a)->hint.lines[i];
}

const char *probe_hint_reason(const app *a, int i)
{
    return game_of(a)->hint.reasons[i];
}

int probe_hint_target(const app *a)
{
    return game_of(a)->hint.target;
}

probe_lesson probe_lesson_now(const app *a)
{
    const lesson_guide *lg = &game_of(a)->lesson;
    return (probe_lesson){.active = lesson_active(game_of(a)),
                          .script = &lg->script,
                          .index = lg->index,
                          .count = lg->count,
                          .chain = lg->chain,
                          .finished = lg->finished,
                          .learner_moves = lg->learner_moves,
                          .said = lg->said,
                          .goals_reached = lesson_goals_reached(lg)};
}

void probe_lesson_pretend(app *a, const char *said, int amount, bool finished)
{
    lesson_guide *lg = &a->shared->game->lesson;
    snprintf(lg->said, sizeof lg->said, "%s", said);
    lg->said_amount = amount;
    lg->finished = finished;
}

bool probe_lesson_box(app *a, SDL_FRect *out)
{
    (void)a;
    return lesson_box(out);
}

int probe_lesson_target_areas(app *a, SDL_FRect *out, int max)
{
    return lesson_target_areas(&a->gfx, &game_of(a)->lesson, out, max);
}

int probe_lesson_lines(app *a, char lines[][PROBE_LESSON_LINE_MAX], int max)
{
    return lesson_lines(GAME_WORDS(a), &game_of(a)->lesson, lines, max);
}

float probe_lesson_room_left(app *a)
{
    part_view v = game_part_view(a);
    return lesson_room_left(&v, &game_of(a)->lesson);
}

probe_save probe_save_now(const app *a)
{
    const save_status *s = &game_of(a)->save;
    return (probe_save){.failing = s->failing,
                        .folded = s->folded,
                        .asking = autosave_asking(game_of(a)),
                        .why = s->why,
                        .error = s->error,
                        .notice = s->notice,
                        .stuck = s->stuck};
}

bool probe_save_settle(const app *a, double seconds)
{
    game_ui *g = a->shared->game; /* settling takes the outcomes: the autosave's part changes */
    return !g || autosave_settle(&g->save, seconds);
}

void probe_describe_move(app *a, const village_state *s, const village_move *m, char *out,
                         size_t size)
{
    table_move_describe(GAME_WORDS(a), s, m, out, size);
}

void probe_describe_privilege(app *a, int stage, int good, char *out, size_t size)
{
    table_describe_privilege(GAME_WORDS(a), stage, good, out, size);
}

const char *probe_colour_name(app *a, int colour)
{
    return table_name_colour(GAME_WORDS(a), colour);
}

const char *probe_colour_name_marked(app *a, int colour, char *out, size_t size)
{
    return table_name_colour_marked(GAME_WORDS(a), colour, out, size);
}

const char *probe_city_name(app *a, int city)
{
    return table_name_city(GAME_WORDS(a), city);
}

const char *probe_cube_name_a(app *a, int colour)
{
    return table_name_cube_a(GAME_WORDS(a), colour);
}

const char *probe_space_name(app *a, int space)
{
    return table_name_space(GAME_WORDS(a), space);
}
