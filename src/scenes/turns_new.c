/* Games by turns, a new game (turns.h): 2 to 4 seats, the first the
 * player's, each other a friend by XMPP address or a computer player of a
 * level and a style (computers of one level are dealt different ones, as at
 * a table on one screen; a click chooses another); the time a turn may
 * take, 1 to 7 days, and in words what happens when it runs out
 * (docs/referee.md: the referee's computer player plays the rest of that
 * turn; the game is never abandoned) and that friends are invited (the game
 * starts once they all accept, and is cancelled if one declines or the time
 * passes). Create sends the request; the referee's answer (turns_session.c)
 * shows My games again. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/note_tip.h"
#include "scenes/turns.h"
#include "scenes/turns_fields.h"
#include "scenes/turns_page.h"
#include "scenes/online_form.h"
#include "scenes/style_words.h"
#include "ui/words_cut.h"
#include "village/ai.h"

enum {
    ID_FRIEND = 1,   /* ID_FRIEND + seat: the friend's address field */
    ID_KIND = 10,    /* ID_KIND + seat: friend, or the computer's level, in turn */
    ID_PLAYERS = 20, /* ID_PLAYERS + n, n = 2..4 */
    ID_DAYS = 30,    /* ID_DAYS + days, 1..7 */
    ID_STYLE = 40,   /* ID_STYLE + seat: a computer's style, in turn */
    ID_CREATE = 50,
    ID_BACK,
    /* The levels offered: easy to expert (the random one is for tests, the
     * strongest takes too long for a referee holding many games). */
    FIRST_LEVEL = VILLAGE_AI_EASY,
    LAST_LEVEL = VILLAGE_AI_EXPERT
};

/* At 100 %: the column's width, where the choices start in it, the rows'
 * pitch and the first row's top; larger words move them. */
enum { COLUMN_W = 1280, CHOICES_X = 180, ROW = 60, PLAYERS_TOP = 250 };

static int friend_fields(app *a, turns_field out[VILLAGE_MAX_PLAYERS])
{
    turns_session *s = turns_session_of(a);
    int n = 0;
    for (int i = 1; i < s->seats; i++)
        if (s->seat_ai[i] < 0)
            out[n++] = (turns_field){ID_FRIEND + i, "turns.friend", s->friend_jid[i],
                                     sizeof s->friend_jid[i], false};
    return n;
}

/* Each seat's computer's level, -1 for the player's, a friend's and the
 * seats beyond the players' count. */
static void computer_levels(const turns_session *s, int levels[VILLAGE_MAX_PLAYERS])
{
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        levels[i] = i > 0 && i < s->seats ? s->seat_ai[i] : -1;
}

static void seat_styles_now(const turns_session *s, int styles[VILLAGE_MAX_PLAYERS])
{
    int levels[VILLAGE_MAX_PLAYERS];
    computer_levels(s, levels);
    seat_styles_of(&s->seat_styles, levels, styles);
}

static bool complete(app *a)
{
    turns_session *s = turns_session_of(a);
    for (int i = 1; i < s->seats; i++)
        if (s->seat_ai[i] < 0 && !referee_jid_ok(s->friend_jid[i], strlen(s->friend_jid[i])))
            return false;
    return s->client && turns_client_online(s->client) && !s->waiting_create;
}

/* A seat's kind in words: "Friend" or "computer, hard". */
static const char *kind_words(app *a, int ai_level, char *out, size_t size)
{
    if (ai_level < 0)
        return TR(&a->i18n, "turns.kind.friend");
    char level[40];
    snprintf(level, sizeof level, "setup.level.%d", ai_level);
    return i18n_format(&a->i18n, out, size, "turns.seat.ai",
                       (const char *const[]){TR(&a->i18n, level), NULL});
}

static const char *seat_label(app *a, int seat, char *out, size_t size)
{
    char number[16];
    snprintf(number, sizeof number, "%d", seat + 1);
    return i18n_format(&a->i18n, out, size, "turns.seat.n", (const char *const[]){number, NULL});
}

/* What stands above the buttons: what went wrong, or why Create waits. */
static const char *note_of(app *a)
{
    turns_session *s = turns_session_of(a);
    if (s->message[0])
        return s->message;
    if (s->waiting_create)
        return TR(&a->i18n, "turns.creating");
    if (complete(a))
        return "";
    return TR(&a->i18n,
              s->client && turns_client_online(s->client) ? "turns.new.need" : "turns.logged_out");
}

/* Where everything stands at the screen's one size of words: the rows
 * below the opening paragraph however many lines it takes, their choices
 * right of the widest row label; each seat's kind button as wide as its
 * widest kind, so that it keeps its place through the levels, and the
 * friend's address in the rest of the row. */
typedef struct new_place {
    turns_page page;
    float field_h, row, choices_x, players_y, first_y, seats_y, days_y;
    float kind_w, style_w, timeout_y, note_y;
    float number_w, number_gap; /* the players' and days' buttons */
    /* What went wrong comes first: when the note would not fit below the
     * words on the time running out, they leave the page for the days'
     * buttons' tooltips. */
    bool timeout_shown;
    /* The note as drawn: in the room left above the buttons, cut there
     * with "…" (a reason of any length once ran over Create and Back). */
    char note[sizeof((turns_session *)0)->message + 8];
} new_place;

static float wider(float x, float y)
{
    return x > y ? x : y;
}

static new_place place_of(app *a)
{
    new_place p;
    p.page = turns_page_of(a, COLUMN_W);
    const turns_page *g = &p.page;
    float t = g->text;
    p.field_h = online_button_h(t, 50);
    p.row = wider(ROW, p.field_h + 10);
    char words[200];
    float labels = wider(gfx_text_width(&a->gfx, FONT_BOLD, t, TR(&a->i18n, "turns.players")),
                         gfx_text_width(&a->gfx, FONT_BOLD, t, TR(&a->i18n, "turns.days")));
    labels =
        wider(labels, gfx_text_width(&a->gfx, FONT_BOLD, t,
                                     seat_label(a, VILLAGE_MAX_PLAYERS - 1, words, sizeof words)));
    p.choices_x = g->x + wider(CHOICES_X, labels + 24);
    /* The widest kind with room beside its words: at the least margin
     * "computer, medium" touched its button's bevel. */
    p.kind_w = widget_button_w(&a->gfx, t, kind_words(a, -1, words, sizeof words), 0);
    for (int level = FIRST_LEVEL; level <= LAST_LEVEL; level++)
        p.kind_w = wider(p.kind_w,
                         widget_button_w(&a->gfx, t, kind_words(a, level, words, sizeof words), 0));
    p.kind_w = wider(300, p.kind_w + 24);
    /* A computer's style beside its kind, where a friend's address goes,
     * as wide as the widest style so that it keeps its place. */
    p.style_w = 0;
    for (int style = 0; style < VILLAGE_AI_STYLES; style++) {
        style_words style_text;
        style_words_of(a, style, &style_text);
        p.style_w = wider(p.style_w, widget_button_w(&a->gfx, t, style_text.label, 0) + 24);
    }
    p.number_w = widget_button_w(&a->gfx, t, "7", 76);
    p.number_gap = 14;
    float text_end = TURNS_TEXT_Y + turns_page_lines_h(a, g, TR(&a->i18n, "turns.new.text"));
    p.players_y = wider(PLAYERS_TOP, text_end + 16);
    /* "Seat 1: you (…)" on a line of its own below the players' count */
    p.first_y = p.players_y + p.row;
    p.seats_y = p.first_y + t * 1.4f + 8;
    p.days_y = p.seats_y + p.row * (VILLAGE_MAX_PLAYERS - 1);
    p.timeout_y = p.days_y + p.row + 6;
    float timeout_end = p.timeout_y + turns_page_lines_h(a, g, TR(&a->i18n, "turns.timeout"));
    float room_top = timeout_end + 12, room_end = g->buttons_y - 8;
    p.timeout_shown = turns_page_lines_h(a, g, note_of(a)) <= room_end - room_top;
    if (!p.timeout_shown)
        room_top = p.timeout_y + 6;
    words_cut_to_room(&a->gfx, FONT_BODY, t, g->w, note_of(a), room_end - room_top, p.note,
                      sizeof p.note);
    float note_y = g->buttons_y - 16 - turns_page_lines_h(a, g, p.note);
    p.note_y = wider(note_y, room_top);
    return p;
}

static void build_menu(app *a, menu *m)
{
    turns_session *s = turns_session_of(a);
    new_place p = place_of(a);
    float t = p.page.text;
    m->count = 0;
    for (int n = 2; n <= VILLAGE_MAX_PLAYERS; n++) {
        char label[12];
        snprintf(label, sizeof label, "%d", n);
        menu_add(m, p.choices_x + (p.number_w + p.number_gap) * (float)(n - 2), p.players_y,
                 p.number_w, p.field_h, label, ID_PLAYERS + n)
            ->selected = s->seats == n;
    }
    int styles[VILLAGE_MAX_PLAYERS];
    seat_styles_now(s, styles);
    for (int i = 1; i < s->seats; i++) {
        float y = p.seats_y + p.row * (float)(i - 1);
        char label[200];
        menu_item *kind = menu_add(m, p.choices_x, y, p.kind_w, p.field_h,
                                   kind_words(a, s->seat_ai[i], label, sizeof label), ID_KIND + i);
        snprintf(kind->tip, sizeof kind->tip, "%s", TR(&a->i18n, "turns.kind.tip"));
        if (s->seat_ai[i] < 0) {
            turns_field f = {ID_FRIEND + i, "turns.friend", s->friend_jid[i],
                             sizeof s->friend_jid[i], false};
            float x = p.choices_x + p.kind_w + 20;
            turns_column c = {x, x, p.page.x + p.page.w - x, y, p.row, t, p.field_h};
            turns_fields_build(a, m, &c, &f, 1);
        } else {
            style_words words;
            style_words_of(a, styles[i], &words);
            menu_item *style = menu_add(m, p.choices_x + p.kind_w + 20, y, p.style_w, p.field_h,
                                        words.label, ID_STYLE + i);
            snprintf(style->tip, sizeof style->tip, "%s", words.tip);
        }
    }
    for (int d = 1; d <= 7; d++) {
        char label[12];
        snprintf(label, sizeof label, "%d", d);
        menu_item *it = menu_add(m, p.choices_x + (p.number_w + p.number_gap) * (float)(d - 1),
                                 p.days_y, p.number_w, p.field_h, label, ID_DAYS + d);
        it->selected = s->days == d;
        if (!p.timeout_shown)
            snprintf(it->tip, sizeof it->tip, "%s", TR(&a->i18n, "turns.timeout"));
    }
    for (int i = 0; i < m->count; i++) /* every word at the screen's one size */
        m->items[i].text_size = t;
    note_tip_add(a, m, note_of(a), p.note, t, p.page.x, p.note_y, p.page.w);
    turns_page_button(a, m, &p.page, false, TR(&a->i18n, "common.back"), ID_BACK);
    turns_page_button(a, m, &p.page, true, TR(&a->i18n, "turns.create"), ID_CREATE)->enabled =
        complete(a);
}

static void turns_new_enter(app *a)
{
    scene_menu_reset(a);
    turns_session *s = turns_session_of(a);
    turns_account_load(a);
    s->message[0] = '\0';
    s->waiting_create = false;
}

static void turns_new_update(app *a, double dt)
{
    (void)dt;
    turns_poll(a);
}

static void create(app *a)
{
    turns_session *s = turns_session_of(a);
    referee_seat seats[VILLAGE_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    /* Every computer's style as shown, chosen or dealt here: the referee
     * plays what the player saw. */
    int styles[VILLAGE_MAX_PLAYERS];
    seat_styles_now(s, styles);
    for (int i = 0; i < s->seats; i++) {
        seats[i].ai_level = i == 0 ? -1 : s->seat_ai[i];
        seats[i].style_chosen = seats[i].ai_level >= 0;
        seats[i].ai_style = seats[i].style_chosen ? styles[i] : 0;
        if (seats[i].ai_level < 0)
            snprintf(seats[i].jid, sizeof seats[i].jid, "%s", i == 0 ? s->jid : s->friend_jid[i]);
    }
    s->message[0] = '\0';
    s->waiting_create = turns_client_create(s->client, s->days * 86400, s->seats, seats);
    if (!s->waiting_create)
        snprintf(s->message, sizeof s->message, "%s", TR(&a->i18n, "turns.error.invalid"));
}

static void turns_new_event(app *a, const SDL_Event *e)
{
    turns_field f[VILLAGE_MAX_PLAYERS];
    int n = friend_fields(a, f);
    if (turns_fields_event(a, f, n, e))
        return;
    int id = scene_menu_clicked(a, e, ID_BACK);
    if (id < 0 || turns_fields_click(a, f, n, id))
        return;
    turns_session *s = turns_session_of(a);
    if (id > ID_PLAYERS && id <= ID_PLAYERS + VILLAGE_MAX_PLAYERS) {
        s->seats = id - ID_PLAYERS;
    } else if (id > ID_DAYS && id <= ID_DAYS + 7) {
        s->days = id - ID_DAYS;
    } else if (id > ID_KIND && id < ID_KIND + VILLAGE_MAX_PLAYERS) {
        int *kind = &s->seat_ai[id - ID_KIND];
        *kind = *kind < 0 ? FIRST_LEVEL : *kind >= LAST_LEVEL ? -1 : *kind + 1;
    } else if (id > ID_STYLE && id < ID_STYLE + VILLAGE_MAX_PLAYERS) {
        int levels[VILLAGE_MAX_PLAYERS];
        computer_levels(s, levels);
        seat_styles_next(&s->seat_styles, levels, id - ID_STYLE);
    }
    /* a seat, its style, the players or the days: heard made */
    if (id > ID_KIND && id < ID_STYLE + VILLAGE_MAX_PLAYERS)
        scene_say_ringed(a);
    if (id == ID_CREATE) {
        create(a);
    } else if (id == ID_BACK) {
        app_switch(a, SCENE_TURNS_GAMES);
    }
}

static void turns_new_draw(app *a)
{
    turns_session *s = turns_session_of(a);
    new_place p = place_of(a);
    const turns_page *g = &p.page;
    float t = g->text;
    turns_page_draw(a, g, TR(&a->i18n, "turns.new.title"), TR(&a->i18n, "turns.new.text"));
    /* Each row's label on the line of its buttons' words, which stand a
     * little above the buttons' middle. */
    widget_line(&a->gfx, FONT_BOLD, t, COLOUR_INK, g->x,
                widget_words_mid(p.players_y, p.field_h, false), TR(&a->i18n, "turns.players"));
    char you[400];
    TRF(&a->i18n, you, "turns.seat.first", s->jid);
    gfx_text_wrapped(&a->gfx, FONT_BODY, t, COLOUR_INK, g->x, p.first_y, g->w, you);
    for (int i = 1; i < s->seats; i++) {
        char seat[80];
        widget_line(&a->gfx, FONT_BOLD, t, COLOUR_INK, g->x,
                    widget_words_mid(p.seats_y + p.row * (float)(i - 1), p.field_h, false),
                    seat_label(a, i, seat, sizeof seat));
    }
    widget_line(&a->gfx, FONT_BOLD, t, COLOUR_INK, g->x,
                widget_words_mid(p.days_y, p.field_h, false), TR(&a->i18n, "turns.days"));
    if (p.timeout_shown)
        gfx_text_wrapped(&a->gfx, FONT_BODY, t, COLOUR_INK, g->x, p.timeout_y, g->w,
                         TR(&a->i18n, "turns.timeout"));
    gfx_text_wrapped(&a->gfx, FONT_BODY, t, COLOUR_WARNING, g->x, p.note_y, g->w, p.note);
    menu m;
    build_menu(a, &m);
    scene_menu_draw(a, &m);
}

/* What went wrong or is under way, else why Create waits. */
static void turns_new_note(app *a, scene_note *n)
{
    const turns_session *s = turns_session_of(a);
    scene_note_set(n, note_of(a));
    if (!s->message[0] && !s->waiting_create && n->words[0])
        n->waits_for = ID_CREATE;
}

static void turns_new_leave(app *a)
{
    turns_fields_unfocus(a);
}

const scene SCENE_TURNS_NEW_TABLE = {
    .enter = turns_new_enter,
    .handle_event = turns_new_event,
    .update = turns_new_update,
    .draw = turns_new_draw,
    .leave = turns_new_leave,
    .build_menu = build_menu,
    .note = turns_new_note,
};
