/* The game scene's private header: its parts (each written by the one file
 * named at its type) and the functions its files offer one another, grouped
 * by the file that defines them. Other scenes and the tools use game.h and
 * session.h instead. */
#ifndef VILLAGE_SCENES_GAME_UI_H
#define VILLAGE_SCENES_GAME_UI_H

#include <stdbool.h>
#include <stddef.h>

#include "app/app.h"
#include "net/net_play.h"
#include "platform/background_writer.h"
#include "session/lesson_file.h"
#include "session/lesson_guide.h"
#include "scenes/scene.h"
#include "scenes/game/game.h"
#include "scenes/game/table_play.h"
#include "session/session.h"
#include "scenes/rules/rules_book.h"
#include "table/focus.h"
#include "table/hint_book.h"
#include "table/table.h"
#include "table/log.h"
#include "table/recap.h"
#include "table/words.h"
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
    const app_input *input; /* the device in use: the prompts, the keys' or buttons' names */
} part_view;
part_view game_part_view(app *a);
/* A person decides now: the options are theirs to choose (game.c). */
bool game_deciding(const struct game_ui *g, const settings *s);

enum {
    STEP_MAX = TABLE_STEP_MAX,
    STEP_KEY_MAX = TABLE_KEY_MAX,
    FLIGHTS_MAX = 48,
    OPTIONS_MAX = 64,
    DETAIL_MAX = TABLE_DETAIL_MAX, /* an option's hover text (table/words.h) */
    NOTICES_MAX = 4,
    NOTICE_MAX = 240,
    HINT_LINE_MAX = 320,
    LESSON_LINE_MAX = 400,
};

/* game_ui.last_human when the table was left (hot seat: the next person claims it). */
enum { TABLE_LEFT = -2 };

/* A step of a move as the scene shows it: the model's step (src/table)
 * labelled in the player's language (table/words.h) with its icon (move_steps.c). */
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
 * in words (choices.c; table/words.h says why an option is disabled). */
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

/* The log's lines are the table model's (table/log.h); game_log.c keeps them. */

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

/* Where the autosave goes, and whether this window may write there
 * (app_may_write_prefs: not selftest, bench or a read-only second window). */
typedef struct autosave_place {
    char path[1200];
    bool may_write;
} autosave_place;

/* Whether the autosave works (autosave.c). The writing itself is done by a
 * worker thread (platform/background_writer.h); this is what the frames
 * know of it, written on the main thread only. */
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
    char notice[900];        /* said once, over the game, until clicked (another game kept, …) */
    autosave_place place;    /* where the last save asked for goes */
    platform_writer *writer; /* made by the first save */
    uint64_t asked;          /* saves asked for: each write's tag */
    uint64_t landed;         /* the newest of them that a finished write holds */
    uint64_t writing_id;     /* the game id of the text handed to the writer */
    bool stuck;              /* a wait for the disk ran out: said as the trouble */
} save_status;

/* The hint for the decision pending (hint.c): the table model's
 * bookkeeping (which decision, the worker job while it thinks, the analysis,
 * the count of hints asked), and the analysis in the player's language. */
typedef struct hint_panel {
    table_hint book;
    char lines[VILLAGE_ANALYSIS_CANDIDATES][HINT_LINE_MAX];
    char reasons[VILLAGE_ANALYSIS_CANDIDATES][200];
    int target; /* board target of the suggested move, outlined; TARGET_NONE */
} hint_panel;

/* The keyboard's focus over the table (table_focus.c): the spot it rests on
 * (table/focus.h: an option or one of the scene's buttons), and the step it
 * was placed at, so a new step puts it on that step's first option. */
typedef struct focus_state {
    bool shown;      /* a key moved it; a mouse move hides the ring until the next key */
    int kind;        /* table_focus_kind */
    int id;          /* the button's id; an option's index when placed; -1: nowhere yet */
    table_step step; /* an option's step: the option ringed and played is found by it */
    size_t decision;
    int depth, picked; /* the chooser's step when it was placed */
} focus_state;

/* "Since your last turn" (turn_recap, recap_mark) is the table model's
 * (table/recap.h); recap.c keeps it, lays it out and draws it. */

/* The game scene. Each part is written by the one file named at its type;
 * the others read it. The loose fields at the end are game.c's (game_open.c
 * sets them when it creates the game). */
typedef struct game_ui game_ui;

struct game_ui {
    session *session; /* the record, undo points and seats (src/session) */
    anim_view anim;
    chooser choice;
    hover_state hover;
    log_lines log;
    log_panel log_panel;
    board_cache cache;
    save_status save;
    hint_panel hint;
    turn_recap recap;
    lesson_guide lesson;   /* hears every move (session/lesson_guide.h); lesson.c draws it */
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
    /* The keyboard's focus over the table (table_focus.c). */
    focus_state focus;
    /* What the table drives (table_play.h): the game on this computer
     * through the session above, or a network game, hosted or joined,
     * through its net_play (net_table.c), whose session that is. */
    struct table_play *play;
};

/* autosave.c: hands each save to the writer's thread and hears how it
 * went; retries on a timer while saving fails; the banner saying so */
/* Takes the outcomes of finished writes and, while saving fails, retries
 * every few seconds (the place is the last save's). */
void autosave_update(save_status *st, const session *game, const table_words *w, double dt);
/* Waits, at most 'seconds', for the writes handed over, and takes their
 * outcomes; when the disk has not answered by then, that is the trouble
 * shown (stuck) until it does. True when every write finished. */
bool autosave_settle(save_status *st, double seconds);
/* The game is closed: its writes finish (a bounded wait) and the writer ends. */
void autosave_end(save_status *st);
/* folder: the preferences folder, named to the player with the trouble. */
void autosave_draw_banner(const part_view *v, const save_status *st, const char *folder);
/* A click on the banner folds it to one line or opens it again. */
bool autosave_banner_event(const part_view *v, save_status *st, const char *folder,
                           const SDL_Event *e);
/* The question before leaving with unsaved moves: its buttons, its clicks
 * (it takes every event while shown) and its drawing. The clicks take the
 * app: the answer quits, switches scenes or saves again, and the buttons'
 * hover and press are the scenes' menu state. */
bool autosave_asking(const game_ui *g); /* g may be NULL: no game, no question */
void autosave_dialog_menu(const table_words *w, struct menu *m);
bool autosave_dialog_event(app *a, const SDL_Event *e);
void autosave_draw_dialog(const part_view *v, const save_status *st, const char *folder,
                          const menu_state *buttons);

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

/* game_view.c: the animation writes its part (anim_view), following the
 * session's state, and plays its sounds */
void view_snap(game_ui *g);
/* The first round's cubes fly out of the green bag, as at a real table. */
void view_seed_first_round(anim_view *v, const part_view *pv, const session *s, audio *sound);
void view_start_events(anim_view *v, const part_view *pv, const session *s, audio *sound,
                       const village_events *ev);
void view_update(anim_view *v, const part_view *pv, const session *s, audio *sound, double dt);
bool view_busy(const game_ui *g);
void view_finish(game_ui *g); /* the animation skipped: the table as it stands */
void view_draw_flights(const anim_view *v, const part_view *pv);
/* The table as the animation shows it now. */
void view_look(const game_ui *g, table_look *out);

/* piece_pos.c: centres of pieces in the logical canvas */
bool pos_space_cube(const gfx *canvas, const village_state *s, int space, int colour, int nth,
                    float *x, float *y);
void pos_farmyard_cubes(const gfx *canvas, int player, int colour, float *x, float *y);
void pos_farmyard_item(const gfx *canvas, int player, const char *area, float *x, float *y);
void pos_farmyard_good(const gfx *canvas, int player, int good, float *x, float *y);
/* A member's centre, with the scale it is drawn at (smaller in a crowded window or city). */
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

/* hover.c: h is g's hover, written only here; g is read for what lies under
 * the mouse (choice, shown position, lesson guide, summary). */
void hover_reset(hover_state *h);
void hover_update(const part_view *v, hover_state *h, const game_ui *g, bool can_act);

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
void member_sprite(const session *s, int player, int member, bool lying, char *out, size_t size);

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

/* move_steps.c: the model's steps as shown, labelled (table/words.h) and with their icons */
void steps_for_move(const table_words *w, const village_state *s, const village_move *m,
                    move_path *out);
const char *step_icon(const table_words *w, const table_step *step);

/* choices.c */
/* The chooser built for the decision pending in s (nothing when it already is). */
void choices_rebuild(chooser *c, const session *s, const table_words *w);
void choices_reset(chooser *c);
/* The scene is shown again (back from the rules or settings): the steps the
 * person picked are kept when the decision is still the same. */
void choices_resume(chooser *c, const session *s, const table_words *w);
/* Hover, press and click on the option buttons; a click plays the click
 * sound and picks the option (true: the event was the chooser's). */
bool choices_event(const part_view *v, chooser *c, audio *sound, const SDL_Event *e);
bool choices_click_target(chooser *c, const table_words *w, int target);
/* Picks an option as its click would (the keyboard's Enter); false when it is not enabled. */
bool choices_pick(chooser *c, const table_words *w, int option);
/* Back one step: to the last step the person picked (single options skipped
 * on the way in are skipped again). */
void choices_back(chooser *c, const table_words *w);
bool choices_can_go_back(const chooser *c);
bool choices_option_rect(const part_view *v, const chooser *c, int option, SDL_FRect *out);
int choices_option_at(const part_view *v, const chooser *c, float x, float y);
bool choices_confirm(chooser *c, const table_words *w);
/* The move the person's steps decided, once: the scene plays it. */
bool choices_take_decision(chooser *c, village_move *out);

/* choices_draw.c */
/* Width a button keeps free at its right for the warning mark ("!"). */
enum { WARNING_MARK_ROOM = 14 };
void choices_draw(const part_view *v, const game_ui *g);
/* The prompt above the choices ("Ana: take a cube…", args: name, count,
 * market starter) as it fits 'width': the text, its name shortened if need
 * be, in 'out', and the font size it is drawn at (returned). */
float choices_prompt_fit(gfx *canvas, const i18n *cat, const char *key, const char *const args[3],
                         float width, char *out, size_t size);

/* game_log.c: the log's lines (table/log.h) told from the session, a
 * scrolled-up panel kept in place as lines arrive */
/* The session's seats as the table model names them. */
table_seats game_table_seats(const session *s);
void log_events(game_ui *g, const table_words *w, const village_state *before,
                const village_events *ev);
void log_add(game_ui *g, const char *line); /* a plain line, in the current turn's group */
/* The log told again from the record's moves (after Continue or an undo). */
void log_rebuild(game_ui *g, const table_words *w);

/* log_view.c: the log panel with its scrollbar */
/* Draws the lines and counts how many fit (the panel's 'visible'). */
void log_view_draw(const part_view *v, log_panel *lp, const log_lines *log, const session *game);
bool log_view_event(const part_view *v, log_panel *lp, const log_lines *log, const SDL_Event *e);
void log_scrolled_by_new_line(game_ui *g);
void log_view_reset(game_ui *g);            /* back to the newest line */
void log_view_keep(game_ui *g, int scroll); /* the log told again: back to where it was */
/* The keyboard's log: L opens it to the full height or back, Page Up and
 * Page Down scroll it by a page (pages: +1 up, -1 down). */
void log_view_toggle_tall(log_panel *lp, const log_lines *log);
void log_view_page(log_panel *lp, const log_lines *log, int pages);
/* false when everything fits */
bool log_view_thumb(const part_view *v, const log_panel *lp, const log_lines *log,
                    SDL_FRect *thumb);
/* The panel's own buttons: open full height / back, and jump to the newest
 * line (only while scrolled up). False when the button is not shown. */
enum { LOG_BUTTON_TALL, LOG_BUTTON_LATEST };
bool log_view_button(const part_view *v, const log_panel *lp, int which, SDL_FRect *out);
/* Where the lines are drawn (and clipped to); never under a shown button. */
bool log_view_lines(const part_view *v, const log_panel *lp, SDL_FRect *out);

/* game_panels.c */
/* The "since your last turn" summary (recap.c) as the scores make room for
 * it: open in their frame, or its button to open it again under their rows. */
typedef struct panels_summary {
    bool shown;
    const SDL_FRect *button; /* NULL when not shown */
} panels_summary;
/* The panels around the board; the log panel's is the one part they write
 * (log_view_draw counts the lines that fit). */
void panels_draw(const part_view *v, const game_ui *g, log_panel *log,
                 const panels_summary *summary);
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
    GAME_BUTTON_LESSON_RULES,
    GAME_BUTTON_STAND_IN /* + chair: net_table_buttons */
};
struct menu;
void panels_buttons(const part_view *v, const game_ui *g, struct menu *m);

/* area_help.c: the tooltip of what the mouse rests on (hover.c): the option
 * under it, what it costs and gives or why it is not possible; else the rule
 * of the board area, with its live contents */
void area_help_draw(const part_view *v, const game_ui *g);
/* The rules page that explains what the mouse is on (an option, its board
 * target, or a board area), or RULES_TOPIC_CONTENTS when none does. */
rules_topic area_help_topic(const game_ui *g);
/* An option's tooltip and rules page, for the keyboard's ring (table_focus.c):
 * drawn at the view's mouse point, above the choices when 'in_panel'. */
void area_help_draw_option(const part_view *v, const game_ui *g, int option, bool in_panel);
rules_topic area_help_option_topic(const game_ui *g, int option);

/* table_focus.c: the keyboard's focus over the table (issue 31). The spots
 * are the table model's (table/focus.h): the options while a person decides
 * ('deciding'), then the scene's buttons ('buttons', game.c's menu); the
 * ring is drawn over what it rests on, with the tooltip a hover shows. */
int focus_spots(const part_view *v, const game_ui *g, bool deciding, const struct menu *buttons,
                table_focus_spot out[], int max);
/* Once a frame: a new step puts the focus on its first option; a spot gone
 * (the options went with the turn) takes it to the first there is. */
void focus_follow(focus_state *f, const game_ui *g, bool deciding);
/* Tab, Shift+Tab or an arrow moves it and shows the ring (the first key only
 * shows it where it is); F6 and Shift+F6 (a controller's shoulders) move it
 * to the next area's first spot (table/focus.h); on the log, Enter opens it
 * tall or back. False for any other key. */
bool focus_key(focus_state *f, log_panel *log_view, const part_view *v, const game_ui *g,
               bool deciding, const struct menu *buttons, SDL_Keycode key, Uint16 mod);
void focus_hide(focus_state *f); /* the mouse moved */
/* The spot the ring is on, when it shows: its kind and id (an option's
 * index found again from its step in the choice shown now, so the ring
 * and Enter name the same option; none when that step is gone). */
bool focus_ringed(const focus_state *f, const game_ui *g, int *kind, int *id);
void focus_draw(const part_view *v, const game_ui *g, bool deciding, const struct menu *buttons);
/* The table draws its own prompts (focus_prompts_draw), so the app's are
 * none (app/scene_table.h's prompts). */
int focus_prompts(app *a, int actions[], int max);
/* The height the prompts take at the foot of the log, 0 when none show
 * (after the mouse, or the log opened tall). */
/* The name of an action's key, or its button while a controller is in use,
 * for the sentences that name it (tips, the choice's "Esc to go back"). */
const char *game_action_words(const part_view *v, app_action action);
float focus_prompts_room(const part_view *v, const log_panel *lp);
void focus_prompts_draw(const part_view *v, const game_ui *g);

/* leave_question.c: "Leave the table?", asked when Escape has no step left
 * to go back; it takes every event while shown. */
void leave_question_open(game_ui *g);
bool leave_question_asking(const game_ui *g); /* g may be NULL: no game, no question */
void leave_question_menu(const table_words *w, struct menu *m);
/* The catalogue key of the question's words: what leaving keeps of this game. */
const char *leave_question_body_key(const game_ui *g);
/* Opened by a key: the keyboard's ring starts on the safe answer, "Keep
 * playing", so Enter after Escape never leaves by accident. */
void leave_question_ring_safe(menu_state *buttons);
/* Takes the app: "Leave" goes to the title (or asks about unsaved moves
 * first), and the buttons' hover and press are the scenes' menu state. */
bool leave_question_event(app *a, const SDL_Event *e);
/* The buttons drawn with the scenes' menu state (a->shared->menu). */
void leave_question_draw(const part_view *v, const game_ui *g, const menu_state *buttons);

/* handoff.c: hot seat, "Pass to <name>" between two human players' decisions */
bool handoff_pending(const game_ui *g, const settings *st);
void handoff_button(const table_words *w, const session *s, struct menu *m);
/* Over the dimmed table: the scene's buttons, which keep undo, rules,
 * settings and menu in reach beside the hand-over. */
void handoff_draw(const part_view *v, const game_ui *g, const struct menu *buttons);

/* hint.c: the Hint button and H key's analysis, shown above the choices */
bool hint_available(const game_ui *g, const settings *st); /* hints on and a human to decide */
/* Takes the app: a new decision's hint is counted in the game and autosaved,
 * and a failure is said in the game's message. */
void hint_request(app *a);
/* Once a frame: the analysis come back is put in words; false when it
 * failed (the scene says so). Dropped when a move was played or the
 * setting turned hints off. */
bool hint_update(hint_panel *h, const session *game, const table_words *w, bool hints_on);
bool hint_busy(const game_ui *g); /* asked and still thinking */
/* The board target the shown hint outlines, or TARGET_NONE. */
int hint_target(const hint_panel *h);
/* mark: the outlined target's box (board_target_rect of hint_target), or NULL. */
void hint_draw(const part_view *v, const hint_panel *h, const session *game, const SDL_FRect *mark);
void hint_forget(hint_panel *h); /* drops the hint, stopping its worker */

/* recap.c: "since your last turn": what the other seats did since a human's
 * last move (the table model's, table/recap.h), shown when that human's
 * decision starts (deciding: a human is to act and nothing is moving), with
 * the pieces they moved outlined. */
void recap_note(game_ui *g, const session_change *c); /* a move was played */
void recap_rebuild(game_ui *g);   /* told again from the record (a game continued, an undo) */
void recap_note_past(game_ui *g); /* a network guest back: the moves the host told */
bool recap_shown(const game_ui *g, bool deciding); /* the summary is open now */
/* Its lines ("Bruno took a pink cube from Crafts and made a plough.") and
 * the seat each is about; returns how many. */
int recap_lines(const game_ui *g, const table_words *w, int seat, char out[][RECAP_LINE_MAX],
                int players[], int max);
/* The open panel: in the projected scores' frame, off the board. */
bool recap_panel(const part_view *v, const game_ui *g, bool deciding, SDL_FRect *out);
/* The summary's button: "Hide" on the open summary, "Since your last turn"
 * to open it again once hidden. False when neither shows. */
bool recap_button(const part_view *v, const game_ui *g, bool deciding, SDL_FRect *out);
/* What a click did to the summary: nothing, taken (on its panel, not for the
 * board under it), or opened/hidden it (the caller plays the click). */
typedef enum recap_click { RECAP_CLICK_NONE, RECAP_CLICK_TAKEN, RECAP_CLICK_TOGGLED } recap_click;
recap_click recap_event(const part_view *v, game_ui *g, const SDL_Event *e, bool deciding);
void recap_draw_marks(const part_view *v, const game_ui *g, bool deciding);
void recap_draw(const part_view *v, const game_ui *g, bool deciding);
/* lesson.c: the guide of a lesson ("Learn to play") drawn; what it heard is
 * the model's (session/lesson_guide.h) */
bool lesson_active(const game_ui *g);
/* Where the guide's panel is: lessons are two-player games, so the two
 * lower farmyard places are free. */
bool lesson_box(SDL_FRect *out);
/* The board areas the guide outlines (its targets, near ones as one area),
 * the first the one its arrow points at; returns how many. */
int lesson_target_areas(const gfx *canvas, const lesson_guide *lg, SDL_FRect *out, int max);
/* What the guide says now, one catalogue line each; returns how many. */
int lesson_lines(const table_words *w, const lesson_guide *lg, char lines[][LESSON_LINE_MAX],
                 int max);
/* The guide's panel, outlines and arrow (its buttons are lesson_buttons'). */
void lesson_draw(const part_view *v, const lesson_guide *lg);
/* Logical pixels to spare under the guide's lines in its panel (negative: they overflow). */
float lesson_room_left(const part_view *v, const lesson_guide *lg);
/* Next lesson / Finish, or Try again / Back to the rules, once the lesson is over. */
void lesson_buttons(const table_words *w, const lesson_guide *lg, struct menu *m);

/* viewer.c: a person at this computer plays this seat (a human seat; in a
 * network game only this computer's own), how many seats they play, and
 * whether the seat to act is theirs and not answered yet */
bool viewer_here(const game_ui *g, int seat);
int viewer_people(const game_ui *g);
bool viewer_to_decide(const game_ui *g);
/* viewer.c: the human whose secrets may be shown (the only human, or the
 * one to act while looking at their own customers), or -1 */
int viewer_seat(const game_ui *g);
/* Whose decisions Undo may take back (session_undo's holder): anyone's with
 * one person at the table; at a hot seat only those of the person holding
 * it, nobody's while a table left for the title waits to be claimed. */
int viewer_undo_holder(const game_ui *g);

#endif
