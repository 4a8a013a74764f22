/* Play online, Host: who sits where (you, friends at other computers,
 * computer players of a level and style: 2-4 chairs, as the table setup
 * offers them) and how friends reach the game (online_form.c); then the
 * transport, the host's net_play and the lobby. Resuming the saved network
 * game asks only for the transport: its chairs are the save's. */
#include <stdio.h>
#include <string.h>

#include "platform/secure_random.h"
#include "scenes/common.h"
#include "scenes/note_tip.h"
#include "scenes/game/game.h"
#include "scenes/online.h"
#include "scenes/online_form.h"
#include "scenes/seat_styles.h"
#include "scenes/style_words.h"
#include "ui/words_cut.h"
#include "village/ai.h"

enum { SEAT_EMPTY, SEAT_YOU, SEAT_FRIEND, SEAT_COMPUTER, SEAT_KINDS };
enum { LEVELS = 4 };
enum { ID_BACK = 40, ID_OPEN = 41, ID_SEAT = 100, SEAT_IDS = 20, SEAT_LEVEL = 10, SEAT_STYLE = 15 };

static const SDL_FRect PANEL = {180, 50, 1560, 980};
static const int AI_LEVELS[LEVELS] = {VILLAGE_AI_EASY, VILLAGE_AI_MEDIUM, VILLAGE_AI_HARD,
                                      VILLAGE_AI_EXPERT};

typedef struct online_host_state {
    bool resume; /* the saved network game: only the transport is chosen */
    bool seats_chosen;
    bool saved_game;                /* a saved network game, which a new one replaces */
    int kind[VILLAGE_MAX_PLAYERS];  /* SEAT_… */
    int level[VILLAGE_MAX_PLAYERS]; /* village_ai_level of a computer's seat */
    /* Which computer of a level plays which style: the host's choice, else
     * a deal drawn when the chairs are first set, not from the game's seed,
     * which stays on this computer. */
    seat_styles styles;
    online_form form;
} online_host_state;

static online_host_state *host_of(const app *a)
{
    return app_scene_state(a, SCENE_ONLINE_HOST);
}

void online_host_open(app *a, bool resume)
{
    host_of(a)->resume = resume;
    a->shared->menu.message[0] = '\0';
    app_switch(a, SCENE_ONLINE_HOST);
}

/* Where the chairs' rows stand at the screen's one size of words: each
 * button as wide as its words need, the kinds right of the widest chair
 * label; the connection's form right of the widest row. */
typedef struct host_place {
    float text, kind_h, level_h;
    float seat_y[VILLAGE_MAX_PLAYERS];            /* each chair's row, a computer's taller */
    float kind_x[SEAT_KINDS], kind_w[SEAT_KINDS]; /* in the order shown */
    float level_x[LEVELS], level_w[LEVELS];
    float form_x; /* the connection's column */
} host_place;

enum { NOTE_Y = 840, LABEL_X = 240, KINDS_X = 350, SEAT_W = 140, SEAT_GAP = 6, FORM_X = 1000 };
/* The chairs' rows from SEATS_TOP, ROW_GAP_MOST apart, closer (never below
 * ROW_GAP_LEAST) when computers' levels and styles would reach lower than a
 * computer's levels in the last row did when rows were SEATS_PITCH apart
 * (the note's room below was measured with those). */
enum { SEATS_TOP = 260, SEATS_PITCH = 134, ROW_GAP_MOST = 40, ROW_GAP_LEAST = 8 };
enum { NOTE_X = 340, NOTE_W = 1320, BUTTONS_Y = 950 };
/* From the chairs' labels to the fields' right end: a note's room when it
 * would be cut between Back's and Open's edges. */
enum { WIDE_NOTE_X = LABEL_X, WIDE_NOTE_W = 1690 - LABEL_X };

static const char *const KIND_KEYS[SEAT_KINDS] = {"setup.empty", "online.seat.you",
                                                  "online.seat.friend", "setup.ai"};
static const int KIND_ORDER[SEAT_KINDS] = {SEAT_YOU, SEAT_FRIEND, SEAT_COMPUTER, SEAT_EMPTY};
static const char *const LEVEL_KEYS[LEVELS] = {"setup.easy", "setup.medium", "setup.hard",
                                               "setup.expert"};

/* A chair's row: its kinds, and a computer's levels and style under them. */
static float row_height(const online_host_state *h, const host_place *p, int chair)
{
    return p->kind_h + (h->kind[chair] == SEAT_COMPUTER ? 2 * (8 + p->level_h) : 0);
}

static void place_rows(const online_host_state *h, host_place *p)
{
    float rows = 0;
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++)
        rows += row_height(h, p, c);
    float lowest = SEATS_TOP + (VILLAGE_MAX_PLAYERS - 1) * SEATS_PITCH + p->kind_h + 8 + p->level_h;
    float gap = (lowest - SEATS_TOP - rows) / (VILLAGE_MAX_PLAYERS - 1);
    gap = gap > ROW_GAP_MOST ? ROW_GAP_MOST : gap < ROW_GAP_LEAST ? ROW_GAP_LEAST : gap;
    float y = SEATS_TOP;
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++) {
        p->seat_y[c] = y;
        y += row_height(h, p, c) + gap;
    }
}

static host_place host_place_of(app *a)
{
    host_place p;
    p.text = online_text(a);
    p.kind_h = online_button_h(p.text, 52);
    p.level_h = online_button_h(p.text, 46);
    char chair[64];
    snprintf(chair, sizeof chair, "%s %d", TR(&a->i18n, "setup.chair"), VILLAGE_MAX_PLAYERS);
    float label_end = LABEL_X + gfx_text_width(&a->gfx, FONT_BOLD, p.text, chair) + 20;
    float x = label_end > KINDS_X ? label_end : KINDS_X, end = x;
    for (int k = 0; k < SEAT_KINDS; k++) {
        p.kind_x[k] = x;
        p.kind_w[k] =
            widget_button_w(&a->gfx, p.text, TR(&a->i18n, KIND_KEYS[KIND_ORDER[k]]), SEAT_W);
        x += p.kind_w[k] + SEAT_GAP;
    }
    end = x;
    x = p.kind_x[0];
    for (int l = 0; l < LEVELS; l++) {
        p.level_x[l] = x;
        p.level_w[l] = widget_button_w(&a->gfx, p.text, TR(&a->i18n, LEVEL_KEYS[l]), SEAT_W);
        x += p.level_w[l] + SEAT_GAP;
    }
    end = x > end ? x : end;
    for (int style = 0; style < VILLAGE_AI_STYLES; style++) {
        style_words words;
        style_words_of(a, style, &words);
        x = p.kind_x[0] + widget_button_w(&a->gfx, p.text, words.label, SEAT_W);
        end = x > end ? x : end;
    }
    p.form_x = end + 60 > FORM_X ? end + 60 : FORM_X;
    place_rows(host_of(a), &p);
    return p;
}

static int count_kind(const online_host_state *h, int kind)
{
    int n = 0;
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++)
        n += h->kind[c] == kind;
    return n;
}

static int seated(const online_host_state *h)
{
    return VILLAGE_MAX_PLAYERS - count_kind(h, SEAT_EMPTY);
}

/* Why the game cannot be opened yet (a catalogue key), or NULL. */
static const char *not_ready(const app *a)
{
    const online_host_state *h = host_of(a);
    if (!h->resume && (seated(h) < 2 || count_kind(h, SEAT_FRIEND) < 1))
        return "online.host.need_friend";
    if (!online_form_complete(a, &h->form))
        return a->settings.online.xmpp && a->settings.online.name[0] ? "online.need_xmpp"
                                                                     : "online.host.need_fields";
    return NULL;
}

/* Each chair's computer's level, -1 for other chairs. */
static void computer_levels(const online_host_state *h, int levels[VILLAGE_MAX_PLAYERS])
{
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++)
        levels[c] = h->kind[c] == SEAT_COMPUTER ? h->level[c] : -1;
}

/* The style each chair's computer plays (seat_styles.h); -1 for other chairs. */
static void chair_styles(const online_host_state *h, int styles[VILLAGE_MAX_PLAYERS])
{
    int levels[VILLAGE_MAX_PLAYERS];
    computer_levels(h, levels);
    seat_styles_of(&h->styles, levels, styles);
}

/* Under a computer's levels: its style, which a press changes, with the
 * plan in its tip (as in the table setup). */
static void add_style_button(app *a, menu *m, const host_place *p, int chair, int style)
{
    style_words words;
    style_words_of(a, style, &words);
    menu_item *it = menu_add(m, p->kind_x[0], p->seat_y[chair] + p->kind_h + 8 + p->level_h + 8,
                             widget_button_w(&a->gfx, p->text, words.label, SEAT_W), p->level_h,
                             words.label, ID_SEAT + chair * SEAT_IDS + SEAT_STYLE);
    snprintf(it->tip, sizeof it->tip, "%s", words.tip);
}

static void add_seat_rows(app *a, menu *m, const host_place *p)
{
    static const char *const tips[LEVELS] = {"setup.easy.tip", "setup.medium.tip", "setup.hard.tip",
                                             "setup.expert.tip"};
    const online_host_state *h = host_of(a);
    int styles[VILLAGE_MAX_PLAYERS];
    chair_styles(h, styles);
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++) {
        int base = ID_SEAT + c * SEAT_IDS;
        for (int k = 0; k < SEAT_KINDS; k++)
            menu_add(m, p->kind_x[k], p->seat_y[c], p->kind_w[k], p->kind_h,
                     TR(&a->i18n, KIND_KEYS[KIND_ORDER[k]]), base + KIND_ORDER[k])
                ->selected = h->kind[c] == KIND_ORDER[k];
        if (h->kind[c] != SEAT_COMPUTER)
            continue;
        for (int l = 0; l < LEVELS; l++) {
            menu_item *it =
                menu_add(m, p->level_x[l], p->seat_y[c] + p->kind_h + 8, p->level_w[l], p->level_h,
                         TR(&a->i18n, LEVEL_KEYS[l]), base + SEAT_LEVEL + l);
            it->selected = h->level[c] == AI_LEVELS[l];
            snprintf(it->tip, sizeof it->tip, "%s", TR(&a->i18n, tips[l]));
        }
        add_style_button(a, m, p, c, styles[c]);
    }
}

/* Where the chairs' rows end (a computer's levels below its kinds), or
 * the words on resuming. */
static float chairs_end(app *a, const host_place *p)
{
    const online_host_state *h = host_of(a);
    if (h->resume)
        return 240 + gfx_wrapped_height(&a->gfx, FONT_BODY, p->text, h->form.label_x - 40 - LABEL_X,
                                        TR(&a->i18n, "online.resume.text"));
    float end = 0;
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++) {
        float y = p->seat_y[c] + row_height(h, p, c);
        end = y > end ? y : end;
    }
    return end;
}

/* What the screen says under the chairs and the form, each at the
 * screen's size across the panel, stacked up from Back and Open: the note
 * (a failure, or why the lobby cannot open yet) just above them, and above
 * it, with a saved network game, that a new game replaces it. Beside the
 * chairs, in their column, three lines of it reached the note at 150 %.
 * A note that would be cut between Back's and Open's edges takes the
 * width from the chairs' labels to the fields' end: under a computer's
 * levels at 150 %, German's longest failure needed a fourth line there.
 * The note is cut with "…" where it would still reach the chairs or the
 * form's fields (a reason of any length once did). */
typedef struct host_words {
    const char *whole;                               /* the note before its cut, or "" */
    char note[sizeof((menu_state *)0)->message + 8]; /* as drawn, "" none */
    float note_x, note_w, note_y, replaces_y, top;
} host_words;

static host_words host_words_of(app *a, const host_place *p)
{
    host_words w = {0};
    const online_host_state *h = host_of(a);
    const char *note = a->shared->menu.message;
    const char *why = not_ready(a);
    if (!note[0] && why)
        note = TR(&a->i18n, why);
    w.whole = note;
    float bottom = BUTTONS_Y - 10;
    float replaces_h = h->saved_game ? gfx_wrapped_height(&a->gfx, FONT_BODY, p->text, NOTE_W,
                                                          TR(&a->i18n, "online.host.replaces")) +
                                           8
                                     : 0;
    float form_end = online_form_least_end(a, &h->form), above = chairs_end(a, p);
    above = (form_end > above ? form_end : above) + 8;
    w.note_x = NOTE_X;
    w.note_w = NOTE_W;
    if (words_cut_to_room(&a->gfx, FONT_BODY, p->text, w.note_w, note, bottom - replaces_h - above,
                          w.note, sizeof w.note)) {
        w.note_x = WIDE_NOTE_X;
        w.note_w = WIDE_NOTE_W;
        words_cut_to_room(&a->gfx, FONT_BODY, p->text, w.note_w, note, bottom - replaces_h - above,
                          w.note, sizeof w.note);
    }
    w.note_y = bottom;
    if (w.note[0]) {
        float tall = gfx_wrapped_height(&a->gfx, FONT_BODY, p->text, w.note_w, w.note);
        w.note_y = bottom - tall < NOTE_Y ? bottom - tall : NOTE_Y;
        /* Under three computers' styles the chairs reach below NOTE_Y: the
         * note (cut to the room under them) and the replacing game's
         * words keep below the chairs. */
        w.note_y = w.note_y > above + replaces_h ? w.note_y : above + replaces_h;
        bottom = w.note_y - 8;
    }
    w.replaces_y = bottom;
    if (h->saved_game) {
        float tall = replaces_h - 8;
        w.replaces_y = bottom - tall < NOTE_Y ? bottom - tall : NOTE_Y;
        w.replaces_y = w.replaces_y > above ? w.replaces_y : above;
    }
    w.top = h->saved_game ? w.replaces_y : w.note[0] ? w.note_y : NOTE_Y;
    w.top = w.top < NOTE_Y ? w.top : NOTE_Y;
    return w;
}

/* The form's column right of the chairs' rows, its hint above the words
 * under it. */
static void place_form(app *a, const host_place *p)
{
    online_form *f = &host_of(a)->form;
    f->label_x = host_of(a)->resume ? FORM_X : p->form_x;
    f->field_x = f->label_x + 250;
    f->field_w = 1690 - f->field_x;
    f->hint_end = host_words_of(a, p).top - 8;
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    online_host_state *h = host_of(a);
    host_place p = host_place_of(a);
    place_form(a, &p);
    if (!h->resume)
        add_seat_rows(a, m, &p);
    online_form_build(a, &h->form, m);
    host_words w = host_words_of(a, &p);
    note_tip_add(a, m, w.whole, w.note, p.text, w.note_x, w.note_y, w.note_w);
    const char *open = TR(&a->i18n, h->resume ? "online.host.resume" : "online.host.open");
    float bh = online_button_h(p.text, 60), ow = widget_button_w(&a->gfx, p.text, open, SEAT_W);
    float bw = widget_button_w(&a->gfx, p.text, TR(&a->i18n, "common.back"), SEAT_W);
    ow = ow > 420 ? ow : 420;
    menu_add(m, NOTE_X, BUTTONS_Y, bw > 300 ? bw : 300, bh, TR(&a->i18n, "common.back"), ID_BACK);
    menu_add(m, NOTE_X + NOTE_W - ow, BUTTONS_Y, ow, bh, open, ID_OPEN)->enabled =
        not_ready(a) == NULL;
    for (int i = 0; i < m->count; i++) /* every word at the screen's one size */
        m->items[i].text_size = p.text;
}

static void online_host_enter(app *a)
{
    scene_menu_reset(a);
    online_host_state *h = host_of(a);
    h->form = (online_form){.hosting = true,
                            .with_name = true,
                            .label_x = FORM_X,
                            .field_x = FORM_X + 250,
                            .field_w = 440,
                            .top = 240};
    if (!a->settings.online.name[0])
        snprintf(a->settings.online.name, sizeof a->settings.online.name, "%s",
                 TR(&a->i18n, "setup.human_name.1"));
    h->saved_game = !h->resume && online_saved_game_exists(a);
    if (h->seats_chosen)
        return;
    static const int first[VILLAGE_MAX_PLAYERS] = {SEAT_YOU, SEAT_FRIEND, SEAT_COMPUTER,
                                                   SEAT_EMPTY};
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++) {
        h->kind[c] = first[c];
        h->level[c] = VILLAGE_AI_MEDIUM;
    }
    seat_styles_start(&h->styles);
    h->seats_chosen = true;
}

/* One "you" at the table: choosing it for a chair makes the old one a friend's. */
static void set_kind(online_host_state *h, int chair, int kind)
{
    if (kind == SEAT_YOU)
        for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++)
            if (h->kind[c] == SEAT_YOU)
                h->kind[c] = SEAT_FRIEND;
    h->kind[chair] = kind;
}

static void seat_click(online_host_state *h, int id)
{
    int chair = (id - ID_SEAT) / SEAT_IDS, what = (id - ID_SEAT) % SEAT_IDS;
    if (what < SEAT_KINDS)
        set_kind(h, chair, what);
    else if (what >= SEAT_LEVEL && what < SEAT_LEVEL + LEVELS)
        h->level[chair] = AI_LEVELS[what - SEAT_LEVEL];
    else if (what == SEAT_STYLE) {
        int levels[VILLAGE_MAX_PLAYERS];
        computer_levels(h, levels);
        seat_styles_next(&h->styles, levels, chair);
    }
}

/* The new game's session: the chairs in use, in their order. */
static session *new_game(app *a, net_host_setup *setup)
{
    const online_host_state *h = host_of(a);
    village_seat seats[VILLAGE_MAX_PLAYERS] = {0};
    int n = 0, computers = 0, friends = 0, chair_style[VILLAGE_MAX_PLAYERS],
        styles[VILLAGE_MAX_PLAYERS] = {0};
    chair_styles(h, chair_style);
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++) {
        if (h->kind[c] == SEAT_EMPTY)
            continue;
        styles[n] = chair_style[c];
        village_seat *s = &seats[n];
        s->colour = (uint8_t)n;
        s->kind = h->kind[c] == SEAT_COMPUTER ? VILLAGE_SEAT_AI : VILLAGE_SEAT_HUMAN;
        s->ai_level = (uint8_t)(h->kind[c] == SEAT_COMPUTER ? h->level[c] : 0);
        setup->remote[n] = h->kind[c] == SEAT_FRIEND;
        char key[40], number[16];
        if (h->kind[c] == SEAT_YOU) {
            snprintf(s->name, sizeof s->name, "%s", a->settings.online.name);
        } else if (h->kind[c] == SEAT_COMPUTER) {
            snprintf(key, sizeof key, "setup.ai_name.%d", ++computers);
            snprintf(s->name, sizeof s->name, "%s", TR(&a->i18n, key));
        } else {
            snprintf(number, sizeof number, "%d", ++friends);
            /* Until the friend's own name comes with their hello. */
            i18n_format(&a->i18n, s->name, sizeof s->name, "online.friend_name",
                        (const char *const[]){number, NULL});
        }
        n++;
    }
    uint64_t seed = platform_random64();
    return session_new_styled(n, seed, -1, seats, styles);
}

/* The transport, the host's game, the lobby; the reason on the screen if not. */
static void open_lobby(app *a)
{
    online_host_state *h = host_of(a);
    char *message = a->shared->menu.message;
    size_t size = sizeof a->shared->menu.message;
    online_form_unfocus(a);
    net_transport *t = online_form_transport(a, &h->form, message, size);
    if (!t)
        return;
    net_play *np = NULL;
    if (h->resume) {
        game_opener at = game_opener_of(a);
        char path[1200], err[512];
        game_opener_path(&at, NETWORK_GAME_FILE, path, sizeof path);
        np = net_play_resume(path, t, err, sizeof err);
        if (!np) {
            fprintf(stderr, "village: %s\n", err);
            char text[1024];
            snprintf(message, size, "%s", TRF(&a->i18n, text, "online.resume.failed", err));
            return;
        }
    } else {
        net_host_setup setup;
        memset(&setup, 0, sizeof setup);
        session *s = new_game(a, &setup);
        if (!s) {
            net_transport_free(t);
            snprintf(message, size, "%s", TR(&a->i18n, "setup.cannot_start"));
            return;
        }
        np = net_play_host(s, t, &setup);
        if (!np) {
            snprintf(message, size, "%s", TR(&a->i18n, "setup.cannot_start"));
            return;
        }
    }
    app_save_settings(a); /* the choices, for the next time */
    online_lobby_open(a, np, SCENE_ONLINE_HOST);
}

static void online_host_event(app *a, const SDL_Event *e)
{
    online_host_state *h = host_of(a);
    if (online_form_event(a, &h->form, e))
        return;
    int id = scene_menu_clicked(a, e, ID_BACK);
    if (id < 0)
        return;
    if (online_form_click(a, &h->form, id))
        return;
    if (id >= ID_SEAT) {
        seat_click(h, id);
        a->shared->menu.message[0] = '\0';
        scene_say_ringed(a); /* heard made, as in the setup */
    } else if (id == ID_OPEN) {
        open_lobby(a);
    } else if (id == ID_BACK) {
        app_switch(a, SCENE_ONLINE);
    }
}

static void draw_seat_labels(app *a, const host_place *p)
{
    gfx *canvas = &a->gfx;
    widget_line(canvas, FONT_BOLD, p->text, COLOUR_INK, LABEL_X, 200, TR(&a->i18n, "online.seats"));
    char chair[64];
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++) {
        snprintf(chair, sizeof chair, "%s %d", TR(&a->i18n, "setup.chair"), c + 1);
        widget_line(canvas, FONT_BOLD, p->text, COLOUR_INK, LABEL_X,
                    widget_words_mid(p->seat_y[c], p->kind_h, false), chair);
    }
}

const char *online_host_title_key(const app *a)
{
    return host_of(a)->resume ? "online.resume.title" : "online.host.title";
}

static void online_host_draw(app *a)
{
    online_host_state *h = host_of(a);
    host_place p = host_place_of(a);
    place_form(a, &p);
    scene_backdrop(a, &PANEL);
    widget_heading(&a->gfx, TR(&a->i18n, online_host_title_key(a)), 960, 80, 56);
    if (h->resume)
        gfx_text_wrapped(&a->gfx, FONT_BODY, p.text, COLOUR_INK, LABEL_X, 240,
                         h->form.label_x - 40 - LABEL_X, TR(&a->i18n, "online.resume.text"));
    else
        draw_seat_labels(a, &p);
    host_words w = host_words_of(a, &p);
    if (h->saved_game)
        gfx_text_wrapped(&a->gfx, FONT_BODY, p.text, COLOUR_INK_SOFT, NOTE_X, w.replaces_y, NOTE_W,
                         TR(&a->i18n, "online.host.replaces"));
    widget_line(&a->gfx, FONT_BOLD, p.text, COLOUR_INK, h->form.label_x, 200,
                TR(&a->i18n, "online.connection"));
    online_form_draw(a, &h->form);
    if (w.note[0])
        gfx_text_wrapped(&a->gfx, FONT_BODY, p.text, COLOUR_WARNING, w.note_x, w.note_y, w.note_w,
                         w.note);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

/* What went wrong, else why Open waits. */
static void online_host_note(app *a, scene_note *n)
{
    const char *why = not_ready(a);
    scene_note_set(n, a->shared->menu.message[0] ? a->shared->menu.message
                      : why                      ? TR(&a->i18n, why)
                                                 : "");
    if (!a->shared->menu.message[0] && why)
        n->waits_for = ID_OPEN;
}

static void online_host_leave(app *a)
{
    online_form_unfocus(a);
}

const scene SCENE_ONLINE_HOST_TABLE = {
    .enter = online_host_enter,
    .handle_event = online_host_event,
    .draw = online_host_draw,
    .leave = online_host_leave,
    .build_menu = build_menu,
    .note = online_host_note,
    .state_size = sizeof(online_host_state),
};
