/* The game scene read from outside (game_probe.h): the one file that turns
 * the scene's parts into the answers tests ask for, so the parts can change
 * shape without a test knowing. */
#include "scenes/game/game_probe.h"

#include <stdio.h>

#include "ui/widgets.h"
#include "scenes/game/area_help.h"
#include "scenes/game/board_draw.h"
#include "scenes/game/board_hit.h"
#include "scenes/game/choices_draw.h"
#include "scenes/game/game_log.h"
#include "scenes/game/game_panels.h"
#include "scenes/game/handoff.h"
#include "scenes/game/leave_question.h"
#include "scenes/game/lesson.h"
#include "scenes/game/piece_pos.h"
#include "scenes/game/recap.h"
#include "scenes/game/table_focus.h"
#include "scenes/game/turn.h"
#include "scenes/game/viewer.h"

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

/* The part view the scene's own drawing would make (game_part_view); the
 * clock is left at 0: no measure depends on it, only blinking does. */
static part_view part_view_of(const probe_view *v)
{
    return (part_view){.canvas = v->canvas,
                       .words = v->words,
                       .settings = v->settings,
                       .mouse_x = v->mouse_x,
                       .mouse_y = v->mouse_y};
}

bool probe_choice_ready(const struct game_ui *g)
{
    return g && g->choice.valid;
}

int probe_option_count(const struct game_ui *g)
{
    return g->choice.option_count;
}

probe_option probe_option_at(const struct game_ui *g, int option)
{
    const choice_option *o = &g->choice.options[option];
    return (probe_option){.move = o->move,
                          .enabled = o->enabled,
                          .warning = o->warning,
                          .target = o->target,
                          .label = o->label,
                          .reason = o->reason,
                          .detail = o->detail};
}

int probe_option_hovered(const struct game_ui *g)
{
    return g->choice.hover;
}

const table_chooser *probe_chooser_model(const struct game_ui *g)
{
    return &g->choice.model;
}

bool probe_can_go_back(const struct game_ui *g)
{
    return choices_can_go_back(&g->choice);
}

bool probe_focus(const struct game_ui *g, int *kind, int *id)
{
    return focus_ringed(&g->focus, g, kind, id);
}

int probe_focus_spots(app *a, table_focus_spot out[], int max)
{
    menu buttons;
    app_scene(a)->build_menu(a, &buttons); /* the game's own, as its keys see them */
    part_view v = game_part_view(a);
    return focus_spots(&v, a->shared->game, game_deciding(a->shared->game, &a->settings), &buttons,
                       out, max);
}

bool probe_option_rect(const probe_view *v, const struct game_ui *g, int option, SDL_FRect *out)
{
    part_view pv = part_view_of(v);
    return choices_option_rect(&pv, &g->choice, option, out);
}

int probe_option_under(const probe_view *v, const struct game_ui *g, float x, float y)
{
    part_view pv = part_view_of(v);
    return choices_option_at(&pv, &g->choice, x, y);
}

bool probe_target_rect(const gfx *canvas, const struct game_ui *g, int target, SDL_FRect *out)
{
    return board_target_rect(canvas, &g->anim.shown, target, out);
}

int probe_target_under(const gfx *canvas, const struct game_ui *g, float x, float y)
{
    return board_hit(canvas, &g->choice, &g->anim.shown, x, y);
}

rules_topic probe_help_topic(const struct game_ui *g)
{
    return area_help_topic(g);
}

bool probe_area_at(const gfx *canvas, const struct game_ui *g, float x, float y, char *key,
                   size_t size, int *player)
{
    return board_area_at(canvas, &g->anim.shown, x, y, key, size, player);
}

float probe_prompt_fit(gfx *canvas, const i18n *cat, const char *key, const char *const args[3],
                       float width, char *out, size_t size)
{
    return choices_prompt_fit(canvas, cat, key, args, width, out, size);
}

bool probe_pile_count_box(const gfx *canvas, SDL_FRect *box)
{
    return board_pile_count_box(canvas, box);
}

const village_state *probe_shown_state(const struct game_ui *g)
{
    return &g->anim.shown;
}

bool probe_animating(const struct game_ui *g)
{
    return view_busy(&g->anim);
}

bool probe_banner_shown(const struct game_ui *g)
{
    return g->anim.banner_left > 0;
}

bool probe_space_cube_centre(const gfx *canvas, const village_state *s, int space, int colour,
                             int nth, float *x, float *y)
{
    return pos_space_cube(canvas, s, space, colour, nth, x, y);
}

bool probe_member_centre(const gfx *canvas, const village_state *s, int player, int member,
                         float *x, float *y, float *scale)
{
    return pos_member_scaled(canvas, s, player, member, x, y, scale);
}

float probe_member_ring_room(const village_state *s, int player, int member)
{
    return pos_member_ring_room(s, player, member);
}

void probe_prestige_centre(const gfx *canvas, int value, int player, int num_players, float *x,
                           float *y)
{
    pos_prestige(canvas, value, player, num_players, x, y);
}

float probe_prestige_scale(int num_players)
{
    return pos_prestige_scale(num_players);
}

int probe_prestige_marker_size(void)
{
    return PRESTIGE_MARKER_SIZE;
}

int probe_table_holder(const struct game_ui *g)
{
    return g->last_human;
}

bool probe_leave_question_asked(const struct game_ui *g)
{
    return leave_question_asking(g);
}

const char *probe_leave_question_body_key(const struct game_ui *g)
{
    return leave_question_body_key(g);
}

bool probe_handoff_pending(const struct game_ui *g, const settings *st)
{
    return handoff_pending(g, st);
}

bool probe_handoff_button(const table_words *w, const struct game_ui *g, SDL_FRect *out)
{
    menu m;
    m.count = 0;
    handoff_button(w, g->session, &m);
    if (m.count == 0)
        return false;
    *out = m.items[0].rect;
    return true;
}

probe_hover probe_hover_now(const struct game_ui *g)
{
    const hover_state *h = &g->hover;
    return (probe_hover){.target = h->target, .area = h->area, .area_player = h->area_player};
}

void probe_panel_buttons(const probe_view *v, const struct game_ui *g, struct menu *m)
{
    part_view pv = part_view_of(v);
    panels_buttons(&pv, g, m);
}

void probe_lesson_buttons(const table_words *w, const struct game_ui *g, struct menu *m)
{
    lesson_buttons(w, &g->lesson, m);
}

bool probe_net_game(const struct game_ui *g)
{
    return g && table_place_of(g->play) != TABLE_HERE;
}

bool probe_net_waiting(const table_words *w, const struct game_ui *g, char *out, size_t size)
{
    return table_play_waiting_text(g->play, w, out, size);
}

const char *probe_net_chip(const table_words *w, const struct game_ui *g, int seat)
{
    const char *key = table_play_chip_key(g->play, seat);
    return key ? TR(w->cat, key) : NULL;
}

const char *probe_net_notice(const struct game_ui *g)
{
    return table_play_notice(g->play);
}

void probe_net_buttons(const probe_view *v, const struct game_ui *g, struct menu *m)
{
    part_view pv = part_view_of(v);
    m->count = 0;
    table_play_buttons(&pv, g->play, m);
}

bool probe_deciding(const struct game_ui *g, const settings *s)
{
    return g && game_deciding(g, s);
}

const char *probe_message(const struct game_ui *g)
{
    return g->message_left > 0 ? g->message : "";
}

int probe_notice_count(const struct game_ui *g)
{
    return g->notice_count;
}

const char *probe_notice(const struct game_ui *g, int i)
{
    return g->notices[i];
}

probe_log_line probe_log_line_at(const struct game_ui *g, int i)
{
    const log_line *l = &g->log.lines[i];
    probe_log_kind kind = l->kind == LOG_TURN    ? PROBE_LOG_TURN
                          : l->kind == LOG_ROUND ? PROBE_LOG_ROUND
                                                 : PROBE_LOG_TOLD;
    probe_log_icon icon = l->icon == LOG_ICON_CUBE   ? PROBE_LOG_ICON_CUBE
                          : l->icon == LOG_ICON_WELL ? PROBE_LOG_ICON_WELL
                                                     : PROBE_LOG_ICON_OTHER;
    return (probe_log_line){.text = l->text, .kind = kind, .turn = l->turn, .icon = icon};
}

int probe_log_count(const struct game_ui *g)
{
    return g->log.count;
}

rules_topic probe_option_topic(const struct game_ui *g, int option)
{
    return area_help_option_topic(g, option);
}

long probe_log_added(const struct game_ui *g)
{
    return g->log.added;
}

int probe_viewer_seat(const struct game_ui *g)
{
    return viewer_seat(g);
}

int probe_log_capacity(void)
{
    return LOG_LINES;
}

int probe_log_scroll(const struct game_ui *g)
{
    return g->log_panel.scroll;
}

int probe_log_visible(const struct game_ui *g)
{
    return g->log_panel.visible;
}

bool probe_log_tall(const struct game_ui *g)
{
    return g->log_panel.tall;
}

const char *probe_log_bottom_line(const struct game_ui *g)
{
    return g->log.lines[g->log.count - 1 - g->log_panel.scroll].text;
}

void probe_log_tell(struct game_ui *g, const char *line)
{
    log_add(g, line);
}

bool probe_log_thumb(const probe_view *v, const struct game_ui *g, SDL_FRect *thumb)
{
    part_view pv = part_view_of(v);
    return log_view_thumb(&pv, &g->log_panel, &g->log, thumb);
}

bool probe_log_button(const probe_view *v, const struct game_ui *g, probe_log_button_kind which,
                      SDL_FRect *out)
{
    part_view pv = part_view_of(v);
    return log_view_button(&pv, &g->log_panel, (int)which, out);
}

bool probe_log_lines_rect(const probe_view *v, const struct game_ui *g, SDL_FRect *out)
{
    part_view pv = part_view_of(v);
    return log_view_lines(&pv, &g->log_panel, out);
}

bool probe_recap_shown(const struct game_ui *g)
{
    return recap_shown(g, true);
}

bool probe_recap_panel(const probe_view *v, const struct game_ui *g, SDL_FRect *out)
{
    part_view pv = part_view_of(v);
    return recap_panel(&pv, g, true, out);
}

bool probe_recap_button(const probe_view *v, const struct game_ui *g, SDL_FRect *out)
{
    part_view pv = part_view_of(v);
    return recap_button(&pv, g, true, out);
}

int probe_recap_lines(const table_words *w, const struct game_ui *g, int seat,
                      char out[][PROBE_RECAP_LINE_MAX], int players[], int max)
{
    return recap_lines(g, w, seat, out, players, max);
}

int probe_recap_marks(const struct game_ui *g, int seat, probe_mark out[], int max)
{
    recap_mark marks[RECAP_MARKS];
    int count = table_recap_marks(&g->recap, seat, marks, max < RECAP_MARKS ? max : RECAP_MARKS);
    for (int i = 0; i < count; i++) {
        probe_mark_kind kind = marks[i].kind == RECAP_MARK_MEMBER  ? PROBE_MARK_MEMBER
                               : marks[i].kind == RECAP_MARK_CUBES ? PROBE_MARK_CUBES
                               : marks[i].kind == RECAP_MARK_GOOD  ? PROBE_MARK_GOOD
                                                                   : PROBE_MARK_CITY;
        out[i] = (probe_mark){.kind = kind, .player = marks[i].player, .what = marks[i].what};
    }
    return count;
}

int probe_recap_events(const struct game_ui *g, int seat)
{
    return g->recap.seats[seat].count;
}

bool probe_hint_open(const struct game_ui *g)
{
    return g->hint.book.open;
}

bool probe_hint_ready(const struct game_ui *g)
{
    return g->hint.book.ready;
}

const village_analysis *probe_hint_result(const struct game_ui *g)
{
    return &g->hint.book.result;
}

const char *probe_hint_line(const struct game_ui *g, int i)
{
    return g->hint.lines[i];
}

const char *probe_hint_reason(const struct game_ui *g, int i)
{
    return g->hint.reasons[i];
}

int probe_hint_option(const struct game_ui *g)
{
    return hint_option(&g->hint, &g->choice.model);
}

int probe_hint_target(const struct game_ui *g)
{
    return g->hint.target;
}

probe_lesson probe_lesson_now(const struct game_ui *g)
{
    const lesson_guide *lg = &g->lesson;
    return (probe_lesson){.active = lesson_active(&g->lesson),
                          .script = &lg->script,
                          .index = lg->index,
                          .count = lg->count,
                          .chain = lg->chain,
                          .finished = lg->finished,
                          .learner_moves = lg->learner_moves,
                          .said = lg->said,
                          .goals_reached = lesson_goals_reached(lg)};
}

void probe_lesson_pretend(struct game_ui *g, const char *said, int amount, bool finished)
{
    lesson_guide *lg = &g->lesson;
    snprintf(lg->said, sizeof lg->said, "%s", said);
    lg->said_amount = amount;
    lg->finished = finished;
}

bool probe_lesson_box(SDL_FRect *out)
{
    return lesson_box(out);
}

int probe_lesson_target_areas(const gfx *canvas, const struct game_ui *g, SDL_FRect *out, int max)
{
    return lesson_target_areas(canvas, &g->lesson, out, max);
}

int probe_lesson_lines(const table_words *w, const struct game_ui *g,
                       char lines[][PROBE_LESSON_LINE_MAX], int max)
{
    return lesson_lines(w, &g->lesson, lines, max);
}

float probe_lesson_room_left(const probe_view *v, const struct game_ui *g)
{
    part_view pv = part_view_of(v);
    return lesson_room_left(&pv, &g->lesson);
}

probe_save probe_save_now(const struct game_ui *g)
{
    const save_status *s = &g->save;
    return (probe_save){.failing = s->failing,
                        .folded = s->folded,
                        .asking = autosave_asking(s),
                        .why = s->why,
                        .error = s->error,
                        .notice = s->notice,
                        .stuck = s->stuck};
}

bool probe_save_settle(struct game_ui *g, double seconds)
{
    /* Settling takes the outcomes: the autosave's part changes. */
    return !g || autosave_settle(&g->save, seconds);
}

void probe_describe_move(const table_words *w, const village_state *s, const village_move *m,
                         char *out, size_t size)
{
    table_move_describe(w, s, m, out, size);
}

void probe_describe_privilege(const table_words *w, int stage, int good, char *out, size_t size)
{
    table_describe_privilege(w, stage, good, out, size);
}

const char *probe_colour_name(const table_words *w, int colour)
{
    return table_name_colour(w, colour);
}

const char *probe_colour_name_marked(const table_words *w, int colour, char *out, size_t size)
{
    return table_name_colour_marked(w, colour, out, size);
}

const char *probe_city_name(const table_words *w, int city)
{
    return table_name_city(w, city);
}

const char *probe_cube_name_a(const table_words *w, int colour)
{
    return table_name_cube_a(w, colour);
}

const char *probe_space_name(const table_words *w, int space)
{
    return table_name_space(w, space);
}
