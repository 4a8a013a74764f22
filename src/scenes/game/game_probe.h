/* What the game scene shows, asked from outside it: the choice's options and
 * where they are, the log, the "since your last turn" summary, the hint, the
 * messages, the lesson's guide, the save's trouble and whose turn it is. The
 * tests read the scene through this header only; game_probe.c is the one file
 * that knows the scene's parts, so a change inside them touches it and no
 * test. Each probe takes what it reads: the game in progress (scene.h's
 * shared->game, opaque here), the canvas, the words, or the view a panel is
 * measured in (PROBE_VIEW). Everything here reads, except where a comment
 * says it acts as the scene would. */
#ifndef VILLAGE_SCENES_GAME_PROBE_H
#define VILLAGE_SCENES_GAME_PROBE_H

#include <stdbool.h>
#include <stddef.h>

#include "app/app.h"
#include "scenes/game/game.h"
#include "scenes/scene.h"
#include "session/lesson_file.h"
#include "scenes/rules/rules_book.h"
#include "table/focus.h"
#include "table/table.h"
#include "village/analyse.h"
#include "village/save.h"
#include "village/village.h"

struct game_ui;
struct menu;

/* What the scene's panels are measured with besides the game: the canvas,
 * the words, the settings (the Hint button), and the mouse (the log's buttons
 * show under it) -- the same a part of the scene reads when it draws. */
typedef struct probe_view {
    gfx *canvas;
    table_words words;
    const settings *settings;
    float mouse_x, mouse_y; /* logical */
} probe_view;
/* The view of the app a, as the scene's next frame would have it. */
#define PROBE_VIEW(a)                                                                              \
    (&(const probe_view){&(a)->gfx, *GAME_WORDS(a), &(a)->settings, (a)->mouse_x, (a)->mouse_y})

enum {
    PROBE_LOG_LINE_MAX = 240,
    PROBE_RECAP_LINES = 12,
    PROBE_RECAP_LINE_MAX = 320,
    PROBE_RECAP_MARKS = 48,
    PROBE_NOTICE_MAX = 240,
    PROBE_LESSON_LINE_MAX = 400,
    PROBE_DETAIL_MAX = 640, /* an option's hover text, a move's description */
};

/* ---- the choice of a move ---- */

/* One option as the person sees it; the strings live until the choice changes. */
typedef struct probe_option {
    int move; /* index into the model's paths, or -1 for an unavailable choice */
    bool enabled;
    int warning; /* table_warning */
    int target;  /* board target (table.h), or TARGET_NONE */
    const char *label;
    const char *reason; /* why disabled */
    const char *detail; /* the hover text */
} probe_option;

/* Whether the options are built for the decision now (a human may click). */
bool probe_choice_ready(const struct game_ui *g); /* g may be NULL: no game */
int probe_option_count(const struct game_ui *g);
probe_option probe_option_at(const struct game_ui *g, int option);
/* The option under the mouse, -1 none. */
int probe_option_hovered(const struct game_ui *g);
/* The steps picked so far and what they lead to (the table model). */
const table_chooser *probe_chooser_model(const struct game_ui *g);
bool probe_can_go_back(const struct game_ui *g);
/* Where an option's button is on the canvas; false when it has no room. */
bool probe_option_rect(const probe_view *v, const struct game_ui *g, int option, SDL_FRect *out);
/* The option button under a canvas point, -1 none. */
int probe_option_under(const probe_view *v, const struct game_ui *g, float x, float y);
/* The clickable box of a board target. */
bool probe_target_rect(const gfx *canvas, const struct game_ui *g, int target, SDL_FRect *out);
/* The board target under a canvas point, TARGET_NONE when none. */
int probe_target_under(const gfx *canvas, const struct game_ui *g, float x, float y);
/* The board area under a canvas point as its help key ("space.crafts"), and
 * the farmyard's player; false where there is none. */
bool probe_area_at(const gfx *canvas, const struct game_ui *g, float x, float y, char *key,
                   size_t size, int *player);
/* The rules page F1 opens for what the mouse is on, RULES_TOPIC_CONTENTS when none. */
rules_topic probe_help_topic(const struct game_ui *g);
/* The rules page of an option (what F1 opens when the ring is on it). */
rules_topic probe_option_topic(const struct game_ui *g, int option);

/* ---- the keyboard's focus (table/focus.h) ---- */

/* Whether the keyboard's ring shows, and on what: an option's index
 * (TABLE_FOCUS_OPTION) or one of the scene's buttons by its id. */
bool probe_focus(const struct game_ui *g, int *kind, int *id);
/* The spots Tab visits now, in its order, with where each is drawn. */
int probe_focus_spots(app *a, table_focus_spot out[], int max);

/* The prompt above the choices (args: name, count, market starter) as it
 * fits 'width': the text in 'out' and the font size it is drawn at. */
float probe_prompt_fit(gfx *canvas, const i18n *cat, const char *key, const char *const args[3],
                       float width, char *out, size_t size);

/* ---- the table as drawn, and whose it is ---- */

/* Where the customer pile's count is drawn. */
bool probe_pile_count_box(const gfx *canvas, SDL_FRect *box);

/* The position drawn now: it lags behind the session while events play. */
const village_state *probe_shown_state(const struct game_ui *g);
bool probe_animating(const struct game_ui *g);
/* The banner naming the move just played is up. */
bool probe_banner_shown(const struct game_ui *g);
/* Where a cube on a space is drawn (canvas centre) in the position s. */
bool probe_space_cube_centre(const gfx *canvas, const village_state *s, int space, int colour,
                             int nth, float *x, float *y);
/* Where pieces are drawn in the position s (canvas centres): a member, with
 * the scale it is drawn at (smaller in a crowded window or city), and how
 * far a ring around it may reach past its sprite; a prestige marker. */
bool probe_member_centre(const gfx *canvas, const village_state *s, int player, int member,
                         float *x, float *y, float *scale);
float probe_member_ring_room(const village_state *s, int player, int member);
void probe_prestige_centre(const gfx *canvas, int value, int player, int num_players, float *x,
                           float *y);
float probe_prestige_scale(int num_players);
int probe_prestige_marker_size(void); /* the score marker sprite's size, before its scale */
/* The human seat holding the table at a hot seat (who decided last or took
 * the hand-over), -1 before anyone, negative once the table was left. */
int probe_table_holder(const struct game_ui *g);
/* "Leave the table?" is asked (Escape with no step to go back). */
bool probe_leave_question_asked(const struct game_ui *g);
/* The catalogue key of the question's words (what leaving keeps of this game). */
const char *probe_leave_question_body_key(const struct game_ui *g);
/* Hot seat: the "I am <name>: continue" button waits to be clicked. */
bool probe_handoff_pending(const struct game_ui *g, const settings *st);
bool probe_handoff_button(const table_words *w, const struct game_ui *g, SDL_FRect *out);

/* What the mouse rests on. */
typedef struct probe_hover {
    int target;       /* board target, TARGET_NONE */
    const char *area; /* help key ("farmyard.grain"), "" none */
    int area_player;
} probe_hover;
probe_hover probe_hover_now(const struct game_ui *g);

/* ---- the scene's buttons ---- */

/* The game panel's buttons, in this order (Undo, Rules, …). */
typedef enum probe_button {
    PROBE_BUTTON_UNDO,
    PROBE_BUTTON_RULES,
    PROBE_BUTTON_SETTINGS,
    PROBE_BUTTON_MENU,
} probe_button;
void probe_panel_buttons(const probe_view *v, const struct game_ui *g, struct menu *m);
/* Next lesson / Finish, or Try again / Back to the rules, once a lesson is over. */
void probe_lesson_buttons(const table_words *w, const struct game_ui *g, struct menu *m);

/* ---- messages ---- */

/* The short message shown over the table ("Nothing to undo"), "" when none shows. */
const char *probe_message(const struct game_ui *g);
/* Forced moves told with what they cost, until the person's next click. */
int probe_notice_count(const struct game_ui *g);
const char *probe_notice(const struct game_ui *g, int i);

/* ---- a network game (net_table.c) ---- */

/* Whether the game in progress is a network game. */
bool probe_net_game(const struct game_ui *g);
/* What the choices panel says while the table waits for another computer
 * ("Waiting for Ana…", the host gone); false when it waits for nobody there. */
bool probe_net_waiting(const table_words *w, const struct game_ui *g, char *out, size_t size);
/* The chip on a seat's name plate ("connected", "away"), NULL for none. */
const char *probe_net_chip(const table_words *w, const struct game_ui *g, int seat);
/* The network's last notice ("Ana has left the game"), "" when none shows. */
const char *probe_net_notice(const struct game_ui *g);
/* The host's "Let the computer play for <name>" buttons. */
void probe_net_buttons(const probe_view *v, const struct game_ui *g, struct menu *m);
/* A person at this computer decides now (the options are theirs to click). */
bool probe_deciding(const struct game_ui *g, const settings *s);

/* ---- the log ---- */

typedef enum probe_log_kind { PROBE_LOG_TOLD, PROBE_LOG_ROUND, PROBE_LOG_TURN } probe_log_kind;
typedef enum probe_log_icon {
    PROBE_LOG_ICON_OTHER,
    PROBE_LOG_ICON_CUBE,
    PROBE_LOG_ICON_WELL,
} probe_log_icon;
typedef struct probe_log_line {
    const char *text;
    probe_log_kind kind;
    int turn; /* the seat whose turn the line is in, -1 none */
    probe_log_icon icon;
} probe_log_line;

int probe_log_count(const struct game_ui *g);
/* Lines ever added: the newest added - (its value before) lines are new. */
long probe_log_added(const struct game_ui *g);
/* The seat a person at this computer plays (the only human, or the one to
 * act), or -1 (viewer.c's viewer_seat). */
int probe_viewer_seat(const struct game_ui *g);
/* Line i, the oldest first. */
probe_log_line probe_log_line_at(const struct game_ui *g, int i);
/* The most lines the log keeps (older ones are dropped). */
int probe_log_capacity(void);
/* Lines scrolled up from the newest; whole lines that fit; opened full height. */
int probe_log_scroll(const struct game_ui *g);
int probe_log_visible(const struct game_ui *g);
bool probe_log_tall(const struct game_ui *g);
/* The line at the bottom of the panel now. */
const char *probe_log_bottom_line(const struct game_ui *g);
/* Acts: a plain line arrives in the log, as a move's would. */
void probe_log_tell(struct game_ui *g, const char *line);
bool probe_log_thumb(const probe_view *v, const struct game_ui *g,
                     SDL_FRect *thumb); /* false when everything fits */
typedef enum probe_log_button_kind {
    PROBE_LOG_BUTTON_TALL,
    PROBE_LOG_BUTTON_LATEST
} probe_log_button_kind;
bool probe_log_button(const probe_view *v, const struct game_ui *g, probe_log_button_kind which,
                      SDL_FRect *out);
bool probe_log_lines_rect(const probe_view *v, const struct game_ui *g, SDL_FRect *out);

/* ---- "since your last turn" (asked while a human decides) ---- */

bool probe_recap_shown(const struct game_ui *g);
bool probe_recap_panel(const probe_view *v, const struct game_ui *g, SDL_FRect *out);
bool probe_recap_button(const probe_view *v, const struct game_ui *g, SDL_FRect *out);
/* Its lines and the seat each is about; returns how many. */
int probe_recap_lines(const table_words *w, const struct game_ui *g, int seat,
                      char out[][PROBE_RECAP_LINE_MAX], int players[], int max);
typedef enum probe_mark_kind {
    PROBE_MARK_MEMBER,
    PROBE_MARK_CUBES,
    PROBE_MARK_GOOD,
    PROBE_MARK_CITY
} probe_mark_kind;
typedef struct probe_mark {
    probe_mark_kind kind;
    int player, what;
} probe_mark;
/* The pieces it outlines, each once; returns how many. */
int probe_recap_marks(const struct game_ui *g, int seat, probe_mark out[], int max);
/* Events kept to tell the seat (0 once its turn was told and it moved). */
int probe_recap_events(const struct game_ui *g, int seat);

/* ---- the hint ---- */

bool probe_hint_open(const struct game_ui *g);
bool probe_hint_ready(const struct game_ui *g);
const village_analysis *probe_hint_result(const struct game_ui *g);
const char *probe_hint_line(const struct game_ui *g, int i);
const char *probe_hint_reason(const struct game_ui *g, int i);
int probe_hint_target(const struct game_ui *g); /* TARGET_NONE when nothing is outlined */
/* The option of the step shown that leads to the hint's first move, or -1. */
int probe_hint_option(const struct game_ui *g);

/* ---- the lesson's guide ---- */

typedef struct probe_lesson {
    bool active;
    const lesson *script;
    int index, count; /* its place in the guided game's list, and the list's length */
    bool chain;       /* the guided game, not a lesson alone */
    bool finished;
    int learner_moves;
    const char *said; /* the reaction said last, "" none */
    bool goals_reached;
} probe_lesson;
probe_lesson probe_lesson_now(const struct game_ui *g);
/* Acts: the guide says 'said' (a catalogue key, {1} = amount), over or not,
 * so that each of its sentences can be measured. */
void probe_lesson_pretend(struct game_ui *g, const char *said, int amount, bool finished);
bool probe_lesson_box(SDL_FRect *out);
int probe_lesson_target_areas(const gfx *canvas, const struct game_ui *g, SDL_FRect *out, int max);
int probe_lesson_lines(const table_words *w, const struct game_ui *g,
                       char lines[][PROBE_LESSON_LINE_MAX], int max);
float probe_lesson_room_left(const probe_view *v, const struct game_ui *g);

/* ---- the autosave ---- */

typedef struct probe_save {
    bool failing;
    bool folded; /* the banner folded to one line */
    bool asking; /* "Your last moves are not saved: quit anyway?" is asked */
    village_write_trouble why;
    const char *error;  /* the failure in detail */
    const char *notice; /* said once over the game ("another game kept …") */
    bool stuck;         /* a wait for the disk ran out (the trouble said) */
} probe_save;
probe_save probe_save_now(const struct game_ui *g);
/* Waits, at most 'seconds', for the autosave's writes in flight (a worker
 * thread writes them) and takes their outcomes: what the disk holds is then
 * what the table shows. True when they finished. */
bool probe_save_settle(struct game_ui *g, double seconds); /* g may be NULL: no game */

/* ---- words, as the scene puts them ---- */

void probe_describe_move(const table_words *w, const village_state *s, const village_move *m,
                         char *out, size_t size);
void probe_describe_privilege(const table_words *w, int stage, int good, char *out, size_t size);
const char *probe_colour_name(const table_words *w, int colour);
const char *probe_colour_name_marked(const table_words *w, int colour, char *out, size_t size);
const char *probe_city_name(const table_words *w, int city);
const char *probe_cube_name_a(const table_words *w, int colour); /* "an orange cube" */
const char *probe_space_name(const table_words *w, int space);

#endif
