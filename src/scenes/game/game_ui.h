/* The game scene's private header: its parts (each written by the one file
 * named at its type) and the functions its files offer one another, grouped
 * by the file that defines them. Other scenes and the tools use game.h and
 * session.h instead. */
#ifndef VILLAGE_SCENES_GAME_UI_H
#define VILLAGE_SCENES_GAME_UI_H

#include <stdbool.h>
#include <stddef.h>

#include "app/app.h"
#include "scenes/lesson_file.h"
#include "scenes/scene.h"
#include "scenes/game/game.h"
#include "scenes/game/session.h"
#include "scenes/rules/rules_book.h"
#include "table/table.h"
#include "village/ai.h"
#include "village/analyse.h"
#include "village/board.h"
#include "village/save.h"
#include "village/village.h"

/* What a drawing or input part of the scene may use besides its own state:
 * the canvas it draws on and measures with (renderer, layout, fonts,
 * sprites), the words, the settings, and the mouse and clock of the moment.
 * game.c makes it from the app for each callback (game_part_view); a part
 * that takes it cannot switch scenes, save settings or reach another part. */
typedef struct part_view {
    gfx *canvas;
    table_words words;
    const settings *settings;
    float mouse_x, mouse_y; /* logical */
    double clock;           /* seconds of fixed updates so far */
} part_view;
part_view game_part_view(app *a);

enum {
    STEP_MAX = TABLE_STEP_MAX,
    STEP_KEY_MAX = TABLE_KEY_MAX,
    LOG_LINES = 160,
    LOG_LINE_MAX = 240,
    FLIGHTS_MAX = 48,
    OPTIONS_MAX = 64,
    /* An option's hover text; a move's description and each of its parts are
     * built in buffers of this size, so none is cut before the tooltip. */
    DETAIL_MAX = 640,
    NOTICES_MAX = 4,
    NOTICE_MAX = 240,
    HINT_LINE_MAX = 320,
    RECAP_EVENTS = 96,
    RECAP_LINES = 12,
    RECAP_LINE_MAX = 320,
    RECAP_MARKS = 48,
    LESSON_LINE_MAX = 400,
};

/* game_ui.last_human when the table was left (hot seat: the next person claims it). */
enum { TABLE_LEFT = -2 };

/* A step of a move as the scene shows it: the model's step (src/table)
 * labelled in the player's language (move_steps.c). */
typedef struct choice_step {
    char key[STEP_KEY_MAX]; /* table_step_key: the step's whole identity */
    char label[96];
    const char *icon; /* sprite, or NULL */
    int target;       /* board target, or TARGET_NONE */
} choice_step;

typedef struct move_path {
    choice_step steps[STEP_MAX];
    int count;
} move_path;

/* An option shown to the person: the model's option of the same index, in words. */
typedef struct choice_option {
    int move; /* index into the model's paths, or -1 for an unavailable choice */
    bool enabled;
    uint8_t warning; /* table_warning: marked on the button, said in the detail */
    char label[96];
    const char *icon;
    int target;
    char reason[512];        /* why disabled, and for a privilege what it would do */
    char detail[DETAIL_MAX]; /* what it costs and gives (hover), and any warning first */
} choice_option;

/* The step-by-step choice of a move: the model (src/table) and its options
 * in words (choices.c; unavailable.c words why an option is disabled). */
typedef struct chooser {
    table_chooser model;
    choice_option options[OPTIONS_MAX]; /* model.options, labelled */
    int option_count;
    size_t built_for; /* move count the chooser was built for */
    bool valid;
    int hover;   /* option under the mouse, -1 none */
    int pressed; /* option held down, -1 none */
} chooser;

typedef struct flight {
    char sprite[48];
    float x0, y0, x1, y1;
    float delay, duration, elapsed;
    float scale0, scale1, arc;
    bool fade_out;
} flight;

/* The animation view (game_view.c): what is drawn, lagging behind the
 * session's state while the events of the last moves play. */
typedef struct anim_view {
    village_state shown;
    bool member_hidden[VILLAGE_MAX_PLAYERS][VILLAGE_MEMBERS_PER_PLAYER];
    village_events pending;
    int pending_next;
    double event_timer; /* time left for the current event */
    double event_duration;
    bool event_open; /* current event begun, not ended */
    flight flights[FLIGHTS_MAX];
    int flight_count;
    char banner[160];
    double banner_left;   /* shown while the move is; gone when the next decision starts */
    char banner_area[24]; /* layout anchor of the area the banner names, "" for none */
    bool black_bag_open;
    int time_player; /* lifetime marker stepping: player or -1 */
    float time_from, time_to, time_progress;
} anim_view;

/* What the mouse rests on (hover.c): a board target, a help area and since when. */
typedef struct hover_state {
    int target;
    char area[48];
    int area_player;
    double since;
    float mouse_x, mouse_y; /* where the mouse was at the last update */
    bool tip_closed;        /* an animation closed the area help */
} hover_state;

/* The small picture at the start of a log line, from the game's own sprites
 * (log_view.c draws it; a cube through gfx_cube_sprite, so colour-blind
 * symbols show). */
typedef enum log_icon {
    LOG_ICON_NONE,
    LOG_ICON_CUBE, /* the colour is the line's 'colour' */
    LOG_ICON_WELL,
    LOG_ICON_BIRTH,
    LOG_ICON_DEATH,
    LOG_ICON_COIN,
    LOG_ICON_GRAIN,
    LOG_ICON_TIME,
    LOG_ICON_PRESTIGE,
    LOG_ICON_HARVEST,
    LOG_ICON_CRAFTS,
    LOG_ICON_TRAVEL,
    LOG_ICON_CHURCH,
    LOG_ICON_COUNCIL,
    LOG_ICON_MARKET,
    LOG_ICON_BAG, /* the green bag: cubes drawn onto the spaces */
    LOG_ICON_KINDS
} log_icon;

/* A log line is a round's heading (the round, the mass, the end), a turn's
 * heading in its seat's colour, or a line told under the last heading. */
typedef enum log_kind { LOG_TOLD, LOG_ROUND, LOG_TURN } log_kind;

typedef struct log_line {
    char text[LOG_LINE_MAX];
    signed char kind;   /* log_kind */
    signed char turn;   /* the seat whose turn the line is in (its heading's), -1 none */
    signed char icon;   /* log_icon */
    signed char colour; /* the cube's colour, for LOG_ICON_CUBE */
} log_line;

/* The log's lines (game_log.c). */
typedef struct log_lines {
    log_line lines[LOG_LINES];
    int count;
    int turn; /* the seat whose turn new lines are told under, -1 none */
} log_lines;

/* The log panel's scrolling (log_view.c). */
typedef struct log_panel {
    int scroll;  /* lines scrolled up from the newest */
    int visible; /* whole lines that fit, as last drawn */
    bool dragging;
    float drag_offset; /* mouse y minus the thumb's top when the drag began */
    bool tall;         /* opened to the full height of the table */
} log_panel;

/* The board, farmyards and panel frames as last drawn (board_cache.c). */
typedef struct board_cache {
    gfx_layer background; /* table, board, farmyards, panel frames: drawn once */
    gfx_layer layer;      /* the background with every piece on it */
    village_state view;
    bool hidden[VILLAGE_MAX_PLAYERS][VILLAGE_MEMBERS_PER_PLAYER];
    bool bag_open, symbols, valid;
    char language[8];
} board_cache;

/* Whether the autosave works (autosave.c). */
typedef struct save_status {
    bool failing;
    int unsaved;               /* moves made since the last save that worked */
    double retry_in;           /* seconds to the next attempt while failing */
    int asking;                /* a game_exit waiting for the player's answer */
    bool folded;               /* the player clicked the banner down to one line */
    village_write_trouble why; /* the last failure, for the player's language */
    char error[512];           /* the last failure in detail, for stderr and bug reports */
    /* The game id the autosave may replace besides this game's own: the one
     * on disk when this game began (autosave_owner.h). */
    uint64_t replaces;
    char notice[900]; /* said once, over the game, until clicked (another game kept, …) */
} save_status;

/* The hint for the decision pending (hint.c): the worker job while it
 * thinks, then the analysis and its lines in the player's language. */
typedef struct hint_panel {
    village_analysis_job *job;
    bool open;       /* asked for this decision (thinking or shown) */
    bool ready;      /* the analysis came back */
    size_t asked_at; /* the session's move count when asked */
    int seat;
    village_analysis result;
    char lines[VILLAGE_ANALYSIS_CANDIDATES][HINT_LINE_MAX];
    char reasons[VILLAGE_ANALYSIS_CANDIDATES][200];
    int target;        /* board target of the suggested move, outlined; TARGET_NONE */
    size_t counted_at; /* 1 + the move count whose hint was last counted; 0 none */
} hint_panel;

/* What the other seats did since one human's last move (recap.c): the events
 * worth telling, kept as events so the words follow a language change. */
typedef struct seat_recap {
    village_event events[RECAP_EVENTS];
    int count;
    bool hidden; /* the person closed it: only the button to open it again shows */
} seat_recap;

/* The "since your last turn" summary of every human seat (recap.c). */
typedef struct turn_recap {
    seat_recap seats[VILLAGE_MAX_PLAYERS];
} turn_recap;

/* A piece the summary outlines on the board in its seat's colour. */
typedef enum recap_mark_kind {
    RECAP_MARK_MEMBER, /* 'what' is the member */
    RECAP_MARK_CUBES,  /* the cube colour on the seat's farmyard */
    RECAP_MARK_GOOD,   /* the good on the seat's farmyard */
    RECAP_MARK_CITY    /* the seat's marker in this city */
} recap_mark_kind;

typedef struct recap_mark {
    recap_mark_kind kind;
    int player, what;
} recap_mark;
/* The guide of a lesson (lesson.c): the lesson's script, what the learner
 * did so far and what the guide says of it. */
typedef struct lesson_guide {
    bool active; /* this game is a lesson */
    lesson script;
    int index;          /* the lesson's place in the guided game's list */
    int count;          /* lessons in that list */
    bool chain;         /* the guided game: the next lesson follows; else one lesson alone */
    int learner_moves;  /* moves the learner made in this lesson */
    bool others_turned; /* another player took a turn after the learner's first move */
    bool finished;
    char said[LESSON_KEY_MAX]; /* the reaction (or closing line) said last, "" none yet */
    int said_amount;           /* its {1} */
    int reactions_said;
    unsigned goals_met; /* bit i: the learner's own move showed the script's goal i */
} lesson_guide;

/* The game scene. Each part is written by the one file named at its type;
 * the others read it. The loose fields at the end are game.c's (game_open.c
 * sets them when it creates the game). */
typedef struct game_ui game_ui;

struct game_ui {
    session *session; /* the record, undo points and AI seats (session.c) */
    anim_view anim;
    chooser choice;
    hover_state hover;
    log_lines log;
    log_panel log_panel;
    board_cache cache;
    save_status save;
    hint_panel hint;
    turn_recap recap;
    lesson_guide lesson;
    bool apart;            /* a save opened for review, not the person's game (kept_games.c) */
    char apart_path[1200]; /* its file: the finished review is kept there, not in the autosave */
    /* Where the guided game's lesson keeps its moves, so Learn to play goes on
     * from there; empty: nowhere (a lesson alone). Written by lesson_open.c. */
    char lesson_place_path[1200];

    char message[200]; /* a hint for the person (nothing to undo, …) */
    double message_left;
    bool peek_customers; /* the active human is looking at their own customer tiles */
    /* The human seat holding the table (hot seat): who made the last
     * decision or took the hand-over; -1 before anyone has; TABLE_LEFT once
     * the table was left for the title or the game continued from its save,
     * so the next person to act claims it. Undo takes back only this
     * person's decisions (viewer_undo_holder). */
    int last_human;
    /* Moves played for a human seat without a click (forced moves), told
     * with what they cost until the person's next click or key. */
    char notices[NOTICES_MAX][NOTICE_MAX];
    int notice_count;
    bool leave_asked; /* Escape at a decision's root asks before the title (leave_question.c) */
};

/* autosave.c: retries on a timer while saving fails; the banner saying so */
void autosave_update(app *a, double dt);
void autosave_draw_banner(app *a);
/* A click on the banner folds it to one line or opens it again. */
bool autosave_banner_event(app *a, const SDL_Event *e);
/* The question before leaving with unsaved moves: its buttons, its clicks
 * (it takes every event while shown) and its drawing. */
bool autosave_asking(const app *a);
void autosave_dialog_menu(app *a, struct menu *m);
bool autosave_dialog_event(app *a, const SDL_Event *e);
void autosave_draw_dialog(app *a);

/* What the board and farmyard drawing shows: a position, with the
 * animation's in-between details (game_view.c's view_look) or none (a
 * position drawn as it stands, game_draw_table). */
typedef struct table_look {
    const village_state *state;
    const bool (*member_hidden)[VILLAGE_MEMBERS_PER_PLAYER]; /* NULL: none hidden */
    bool black_bag_open;
    int time_player;  /* whose lifetime marker is between spaces, -1 none */
    float time_space; /* where it is then */
} table_look;

/* game_view.c */
void view_snap(game_ui *g);
/* The first round's cubes fly out of the green bag, as at a real table. */
void view_seed_first_round(app *a);
void view_start_events(app *a, const village_events *ev);
void view_update(app *a, double dt);
bool view_busy(const game_ui *g);
void view_finish(app *a);
void view_draw_flights(app *a);
/* The table as the animation shows it now. */
void view_look(const game_ui *g, table_look *out);

/* piece_pos.c: centres of pieces in the logical canvas */
bool pos_space_cube(const gfx *canvas, const village_state *s, int space, int colour, int nth,
                    float *x, float *y);
void pos_farmyard_cubes(const gfx *canvas, int player, int colour, float *x, float *y);
void pos_farmyard_item(const gfx *canvas, int player, const char *area, float *x, float *y);
void pos_farmyard_good(const gfx *canvas, int player, int good, float *x, float *y);
bool pos_member(const gfx *canvas, const village_state *s, int player, int member, float *x,
                float *y);
/* The same, with the scale the member is drawn at (smaller in a crowded window or city). */
bool pos_member_scaled(const gfx *canvas, const village_state *s, int player, int member, float *x,
                       float *y, float *scale);
/* How far a ring (a choice's highlight, the recap's mark) may reach past the
 * member's sprite: in a crowded window or city a neighbour's generation
 * number is a few pixels away, so its ring hugs the sprite. */
float pos_member_ring_room(const village_state *s, int player, int member);
void pos_prestige(const gfx *canvas, int value, int player, int num_players, float *x, float *y);
float pos_prestige_scale(int num_players);
/* The score marker sprite's size, drawn at pos_prestige_scale. */
enum { PRESTIGE_MARKER_SIZE = 26 };
void pos_lifetime(const gfx *canvas, int player, float space, float *x, float *y);
void pos_city_marker(const gfx *canvas, int city, int player, float *x, float *y);
void pos_rect_centre(const SDL_FRect *r, float *x, float *y);
int pos_farmyard_slot(int player); /* layout row of a player's farmyard */

/* hover.c */
void hover_reset(hover_state *h);
void hover_update(app *a, bool can_act);

/* board_cache.c: the board as last drawn, redrawn when what the animation
 * shows of 'g' changed; 'cache' is g's own, the one part it writes */
void board_cache_draw(const part_view *v, board_cache *cache, const game_ui *g);
void board_cache_forget(board_cache *cache);

/* board_draw.c, farmyard_draw.c: the table as 'look' shows it; 'game' gives
 * the seats' colours and names */
void board_draw(const part_view *v, const session *game, const table_look *look);
/* Where the pile's count box is drawn, clear of the word on the tile's back. */
bool board_pile_count_box(const gfx *canvas, SDL_FRect *box);
/* The rings around the board targets of the chooser's enabled options. */
void board_draw_highlights(const part_view *v, const game_ui *g);
void farmyards_draw(const part_view *v, const session *game, const table_look *look);
void farmyards_draw_markers(const part_view *v, const session *game, const table_look *look);
void farmyards_draw_boards(const part_view *v, const session *game);

/* sprites.c: a cube's sprite follows the colour-blind setting, a member's its seat's colour */
const char *cube_sprite(const table_words *w, int colour);
void member_sprite(const session *game, int player, int member, bool lying, char *out, size_t size);

/* board_hit.c: the board's geometry on the canvas for the position shown
 * ('shown': the animation's, game_ui.anim.shown) */
/* The board target of an enabled option of the chooser under the point, or TARGET_NONE. */
int board_hit(const gfx *canvas, const chooser *c, const village_state *shown, float x, float y);
/* The clickable box of a target on the board. */
bool board_target_rect(const gfx *canvas, const village_state *shown, int target, SDL_FRect *out);
/* How far the target's highlight ring reaches past board_target_rect. */
float board_ring_room(const village_state *shown, int target);
/* The board area under the point as a help key ("space.crafts", "bag.black", …);
 * false with an empty key where there is none (or a farmyard nobody plays). */
bool board_area_at(const gfx *canvas, const village_state *shown, float x, float y, char *key,
                   size_t size, int *player);
/* The smallest layout anchor under the point ("window.2", "city.A", "prestige.17", …). */
bool board_anchor_at(const gfx *canvas, float x, float y, char *name, size_t size);

/* spot_contents.c: who stands on the crowded spot under the point, for the
 * help tooltip; read from the position shown and the seats' names */
bool spot_contents(const part_view *v, const game_ui *g, float x, float y, char *out, size_t size);

/* move_steps.c: the model's steps in words */
void steps_for_move(const table_words *w, const village_state *s, const village_move *m,
                    move_path *out);
void step_label(const table_words *w, const village_state *s, const table_step *step, char *out,
                size_t size);
const char *step_icon(const table_words *w, const table_step *step);
/* move_describe.c */
void move_describe(const table_words *w, const village_state *s, const village_move *m, char *out,
                   size_t size);
/* What a council privilege does and costs, in one sentence (R-CNC-2); 'good'
 * for stage 3, or -1 for any good. */
void describe_privilege(const table_words *w, int stage, int good, char *out, size_t size);
/* What a move that happened did to one player, on one line: "−2 time, +1 pink";
 * empty when nothing of theirs changed. */
void move_outcome(const table_words *w, int player, const village_events *ev, char *out,
                  size_t size);
/* unavailable.c: why the rules do not allow a step now (its option shown disabled). */
void step_unavailable_reason(const table_words *w, const village_state *s, const table_step *step,
                             char *out, size_t size);

/* choices.c */
void choices_rebuild(app *a);
void choices_reset(game_ui *g);
/* The scene is shown again (back from the rules or settings): the steps the
 * person picked are kept when the decision is still the same. */
void choices_resume(app *a);
bool choices_event(app *a, const SDL_Event *e);
bool choices_click_target(app *a, int target);
/* Back one step: to the last step the person picked (single options skipped
 * on the way in are skipped again). */
void choices_back(app *a);
bool choices_can_go_back(const chooser *c);
bool choices_option_rect(app *a, int option, SDL_FRect *out);
int choices_option_at(app *a, float x, float y);
bool choices_confirm(app *a);
/* The move the person's steps decided, once: the scene plays it. */
bool choices_take_decision(game_ui *g, village_move *out);

/* choices_draw.c */
/* Width a button keeps free at its right for the warning mark ("!"). */
enum { WARNING_MARK_ROOM = 14 };
void choices_draw(app *a);
/* The prompt above the choices ("Ana: take a cube…", args: name, count,
 * market starter) as it fits 'width': the text, its name shortened if need
 * be, in 'out', and the font size it is drawn at (returned). */
float choices_prompt_fit(gfx *canvas, const i18n *cat, const char *key, const char *const args[3],
                         float width, char *out, size_t size);

/* game_log.c */
void log_events(app *a, const village_state *before, const village_events *ev);
void log_add(game_ui *g, const char *line); /* a plain line, in the current turn's group */
void log_add_line(game_ui *g, const char *text, log_kind kind, int turn, log_icon icon, int colour);
/* The log told again from the record's moves (after Continue or an undo). */
void log_rebuild(app *a);

/* log_view.c: the log panel with its scrollbar */
void log_view_draw(app *a);
bool log_view_event(app *a, const SDL_Event *e);
void log_scrolled_by_new_line(game_ui *g);
void log_view_reset(game_ui *g);               /* back to the newest line */
void log_view_keep(game_ui *g, int scroll);    /* the log told again: back to where it was */
bool log_view_thumb(app *a, SDL_FRect *thumb); /* false when everything fits */
/* The panel's own buttons: open full height / back, and jump to the newest
 * line (only while scrolled up). False when the button is not shown. */
enum { LOG_BUTTON_TALL, LOG_BUTTON_LATEST };
bool log_view_button(app *a, int which, SDL_FRect *out);
/* Where the lines are drawn (and clipped to); never under a shown button. */
bool log_view_lines(app *a, SDL_FRect *out);

/* game_panels.c */
/* deciding: a human is to act and nothing moves (the summary may stand in
 * the scores' frame). */
void panels_draw(app *a, bool deciding);
void panels_draw_frames(gfx *canvas);
/* For the scores' tooltip: each other player's face-down customers, the
 * points they likely hold and could hold, one line each ("" for none). */
void panels_face_down_text(const table_words *w, const game_ui *g, char *out, size_t size);
enum {
    GAME_BUTTON_UNDO,
    GAME_BUTTON_RULES,
    GAME_BUTTON_SETTINGS,
    GAME_BUTTON_MENU,
    GAME_BUTTON_RESULTS,
    GAME_BUTTON_HANDOFF,
    GAME_BUTTON_HINT,
    GAME_BUTTON_LESSON_NEXT,
    GAME_BUTTON_LESSON_FINISH,
    GAME_BUTTON_LESSON_AGAIN,
    GAME_BUTTON_LESSON_RULES
};
struct menu;
void panels_buttons(app *a, struct menu *m);

/* area_help.c: the tooltip of what the mouse rests on (hover.c): the option
 * under it, what it costs and gives or why it is not possible; else the rule
 * of the board area, with its live contents */
void area_help_draw(const part_view *v, const game_ui *g);
/* The rules page that explains what the mouse is on (an option, its board
 * target, or a board area), or RULES_TOPIC_CONTENTS when none does. */
rules_topic area_help_topic(const game_ui *g);

/* leave_question.c: "Leave the table?", asked when Escape has no step left
 * to go back; it takes every event while shown. */
void leave_question_open(app *a);
bool leave_question_asking(const app *a);
void leave_question_menu(app *a, struct menu *m);
bool leave_question_event(app *a, const SDL_Event *e);
void leave_question_draw(app *a);

/* handoff.c: hot seat, "Pass to <name>" between two human players' decisions */
bool handoff_pending(const app *a);
void handoff_button(app *a, struct menu *m);
/* Over the dimmed table: the scene's buttons, which keep undo, rules,
 * settings and menu in reach beside the hand-over. */
void handoff_draw(app *a, const struct menu *buttons);

/* hint.c: the Hint button and H key's analysis, shown above the choices */
bool hint_available(const app *a); /* hints on and a human to decide */
void hint_request(app *a);
void hint_update(app *a);
bool hint_busy(const game_ui *g); /* asked and still thinking */
void hint_draw(app *a);
void hint_forget(game_ui *g); /* drops the hint, stopping its worker */

/* recap.c: "since your last turn": what the other seats did since a human's
 * last move, told when that human's decision starts (deciding: a human is to
 * act and nothing is moving), with the pieces they moved outlined. */
void recap_note(app *a, const session_change *c); /* a move was played */
void recap_rebuild(app *a); /* told again from the record (a game continued, an undo) */
bool recap_shown(const app *a, bool deciding); /* the summary is open now */
/* Its lines ("Bruno took a pink cube from Crafts and made a plough.") and
 * the seat each is about; returns how many. */
int recap_lines(app *a, int seat, char out[][RECAP_LINE_MAX], int players[], int max);
/* The pieces it outlines, each once; returns how many. */
int recap_marks(const game_ui *g, int seat, recap_mark out[], int max);
/* The open panel: in the projected scores' frame, off the board. */
bool recap_panel(app *a, bool deciding, SDL_FRect *out);
/* The summary's button: "Hide" on the open summary, "Since your last turn"
 * to open it again once hidden. False when neither shows. */
bool recap_button(app *a, bool deciding, SDL_FRect *out);
bool recap_event(app *a, const SDL_Event *e, bool deciding);
void recap_draw_marks(app *a, bool deciding);
void recap_draw(app *a, bool deciding);
/* lesson.c: the guide of a lesson ("Learn to play") */
void lesson_begin(game_ui *g, const lesson *l, int index, int count, bool chain);
bool lesson_active(const game_ui *g);
/* Hears a move; true when it ended the lesson. */
bool lesson_observe(app *a, const session_change *c);
/* The same for a move whose resulting state is 'after' (a kept lesson's
 * moves are heard again when it resumes). */
bool lesson_hear(lesson_guide *lg, const session_change *c, const village_state *after);
/* Whether the learner's own moves showed every goal of the lesson. */
bool lesson_goals_reached(const lesson_guide *lg);
bool lesson_box(app *a, SDL_FRect *out);
/* The board areas the guide outlines (its targets, near ones as one area),
 * the first the one its arrow points at; returns how many. */
int lesson_target_areas(app *a, SDL_FRect *out, int max);
/* What the guide says now, one catalogue line each; returns how many. */
int lesson_lines(app *a, char lines[][LESSON_LINE_MAX], int max);
void lesson_draw(app *a);
/* Logical pixels to spare under the guide's lines in its panel (negative: they overflow). */
float lesson_room_left(app *a);
/* Next lesson / Finish, or Try again / Back to the rules, once the lesson is over. */
void lesson_buttons(app *a, struct menu *m);

/* viewer.c: the human whose secrets may be shown (the only human, or the
 * one to act while looking at their own customers), or -1 */
int viewer_seat(const game_ui *g);
/* Whose decisions Undo may take back (session_undo's holder): anyone's with
 * one person at the table; at a hot seat only those of the person holding
 * it, nobody's while a table left for the title waits to be claimed. */
int viewer_undo_holder(const game_ui *g);

/* names.c: catalogue names shared by log, steps and panels */
const char *name_colour(const table_words *w, int colour);
/* The colour's name, and in colour-blind mode its cube after it, drawn with
 * its symbol ("green" and the cube marked with a plus: gfx_cube_mark). For
 * help, tooltips and notes; the text is written in out when marked. */
const char *name_colour_marked(const table_words *w, int colour, char *out, size_t size);
const char *name_cube_a(const table_words *w, int colour); /* "an orange cube": with its article */
const char *name_good_a(const table_words *w, int good);   /* "an ox" */
const char *name_space(const table_words *w, int space);
const char *name_good(const table_words *w, int good);
const char *name_building(const table_words *w, int building);
const char *name_city(const table_words *w, int city);

#endif
