/* A network game at the table (net/net_play.h): the scene's moves go
 * through the net_play instead of the session, and the table says what a
 * game on one computer never has to: who is connected (a chip on each
 * farmyard's name plate), whom it waits for, who left or came back, the
 * host gone, a refused move; the host can let an AI play an away chair
 * until its player is back. Everything network-specific the scene shows is
 * here, behind the table_play interface (table_play.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/net_play.h"
#include "scenes/game/part_view.h"
#include "scenes/game/table_play.h"
#include "ui/widgets.h"
#include "scenes/game/piece_pos.h"

enum { NOTICE_SECONDS = 6 };

/* The level of the AI that stands in for an away guest: medium, as the
 * lobby's "Computer plays" says. */
static const int STAND_IN_LEVEL = VILLAGE_AI_MEDIUM;

/* A guest whose host is gone: Reconnect is net_table_button's, Leave is
 * the table's Menu button (a guest has nothing to save). The host's "Give
 * the chair to a new player" (+ chair) asks first: Give it away or Keep it. */
enum {
    BUTTON_RECONNECT = GAME_BUTTON_STAND_IN + VILLAGE_MAX_PLAYERS,
    BUTTON_GIVE_AWAY,
    BUTTON_GIVE_YES = BUTTON_GIVE_AWAY + VILLAGE_MAX_PLAYERS,
    BUTTON_GIVE_NO
};

typedef struct net_table net_table;

struct net_table {
    net_play *np;
    /* The chairs as last seen, to tell who left and who came back. */
    net_chair_status seen[VILLAGE_MAX_PLAYERS];
    bool seen_valid;
    net_play_phase phase; /* as last seen */
    int refusal;          /* the host's refusal last told, -1 none */
    char notice[NOTICE_MAX];
    double notice_left;
    /* The net_play's revision after the last turn, to tell a jump (a view
     * without its move) from a move; and whether the last turn changed the
     * table (more may be queued: the loop keeps stepping). */
    unsigned long revision;
    bool jumped, moving;
    /* A guest: Reconnect pressed, until the host's view is back (the jump
     * then says so in the log) or the host is found gone again; and why the
     * last attempt could not even start. */
    bool reconnecting, reconnect_jumped;
    char dial_failure[NOTICE_MAX];
    /* A guest whose room vanished and who joined it again on its own
     * (net_play_vanished_rejoins): the rejoins told, and the same two
     * stages as Reconnect's, so the jump's log line says why. */
    int vanished_told;
    bool vanished_unsaid, vanished_rejoining, vanished_jumped;
    /* A guest waiting for its host to make the game's room again
     * (net_play_waiting_for_room), as last told. */
    bool room_wait_told;
    /* The host: the chair it asked to give to a new player, + 1 (0: not
     * asking). */
    int giving;
};

static net_table *net_table_new(net_play *np, net_waker_fn wake, void *ctx)
{
    net_table *nt = np ? calloc(1, sizeof *nt) : NULL;
    if (!nt) {
        net_play_free(np);
        return NULL;
    }
    nt->np = np;
    net_play_set_waker(np, wake, ctx);
    nt->revision = net_play_revision(np);
    nt->phase = net_play_phase_of(np);
    nt->refusal = net_play_refusal(np);
    return nt;
}

static void net_table_free(net_table *nt)
{
    if (!nt)
        return;
    net_play_free(nt->np);
    free(nt);
}

static session *net_table_session(const net_table *nt)
{
    /* The scene's parts take the session as the local game's, which they
     * may write (session_stop, session_note_hint); its moves they only
     * make through net_table_turn and net_table_decide. */
    return (session *)net_play_session(nt->np);
}

static session_turn net_table_turn(net_table *nt, double dt, double pace, session_change *out)
{
    session_turn turn = net_play_turn(nt->np, dt, pace, out);
    /* Seen here, before any jump: the new connection's first view may come
     * before the next update. */
    int vanished = net_play_vanished_rejoins(nt->np);
    if (vanished != nt->vanished_told) {
        nt->vanished_told = vanished;
        nt->vanished_rejoining = nt->vanished_unsaid = true;
    }
    unsigned long revision = net_play_revision(nt->np);
    /* Back after a lost room or a Reconnect, the first new view is a jump
     * even when a move arrived with it: else the table never says that it
     * was away (the move's own news would take the jump's place). */
    bool back = nt->vanished_rejoining || nt->reconnecting;
    if ((turn != SESSION_PLAYED || back) && revision != nt->revision) {
        nt->jumped = true;
        nt->reconnect_jumped = nt->reconnecting;
        nt->reconnecting = false;
        nt->vanished_jumped = nt->vanished_rejoining;
        nt->vanished_rejoining = false;
    }
    nt->moving = revision != nt->revision;
    nt->revision = revision;
    return turn;
}

static bool net_table_decide(net_table *nt, const village_move *m)
{
    return net_play_decide(nt->np, m);
}

static bool net_table_decides_here(const net_table *nt)
{
    /* With the host gone, a move could go nowhere: nobody decides. */
    return net_play_phase_of(nt->np) != NET_PLAY_HOST_GONE && net_play_decides_here(nt->np);
}

static bool net_table_seat_here(const net_table *nt, int seat)
{
    if (net_play_role_of(nt->np) == NET_PLAY_JOINED)
        return seat == net_play_own_chair(nt->np);
    const session *s = net_play_session(nt->np);
    return net_play_chair_status(nt->np, seat) == NET_CHAIR_HOST && session_is_human(s, seat);
}

static bool net_table_is_host(const net_table *nt)
{
    return net_play_role_of(nt->np) == NET_PLAY_HOSTING;
}

static bool net_table_save(const net_table *nt, const char *path, char *err, size_t size)
{
    return net_play_save(nt->np, path, err, size);
}

static void say(net_table *nt, const char *text)
{
    snprintf(nt->notice, sizeof nt->notice, "%s", text);
    nt->notice_left = NOTICE_SECONDS;
}

static void say_name(net_table *nt, const table_words *w, const char *key, const char *name)
{
    char text[NOTICE_MAX];
    say(nt, TRF(w->cat, text, key, name));
}

/* A guest's chair changed: left, came back, an AI stands in. */
static void tell_chair(net_table *nt, const table_words *w, const session *s, int chair,
                       net_chair_status was, net_chair_status now)
{
    const char *name = session_player_name(s, chair);
    if (now == NET_CHAIR_AWAY && was == NET_CHAIR_GUEST)
        say_name(nt, w, "net.left", name);
    else if (now == NET_CHAIR_GUEST && (was == NET_CHAIR_AWAY || was == NET_CHAIR_STAND_IN))
        say_name(nt, w, "net.back", name);
    else if (now == NET_CHAIR_STAND_IN)
        say_name(nt, w, "net.stand_in.done", name);
    else if (now == NET_CHAIR_OPEN && (was == NET_CHAIR_AWAY || was == NET_CHAIR_STAND_IN))
        say_name(nt, w, "net.give_away.done", name);
}

static void tell_refusal(net_table *nt, const table_words *w)
{
    int kind = net_play_refusal(nt->np);
    if (kind == nt->refusal)
        return;
    nt->refusal = kind;
    if (kind < 0)
        return;
    char key[64];
    snprintf(key, sizeof key, "net.refused.%s", net_error_name((net_error_kind)kind));
    say(nt, TR(w->cat, i18n_has(w->cat, key) ? key : "net.refused.other"));
}

static bool net_table_update(net_table *nt, const session *s, const table_words *w, double dt)
{
    if (nt->notice_left > 0)
        nt->notice_left -= dt;
    int players = net_play_players(nt->np);
    for (int c = 0; c < players && c < VILLAGE_MAX_PLAYERS; c++) {
        net_chair_status now = net_play_chair_status(nt->np, c);
        if (nt->seen_valid && now != nt->seen[c])
            tell_chair(nt, w, s, c, nt->seen[c], now);
        nt->seen[c] = now;
    }
    nt->seen_valid = true;
    net_play_phase phase = net_play_phase_of(nt->np);
    if (nt->vanished_unsaid) {
        nt->vanished_unsaid = false;
        say(nt, TR(w->cat, "net.room_vanished"));
    }
    bool waiting_for_room = net_play_waiting_for_room(nt->np);
    if (waiting_for_room && !nt->room_wait_told)
        say(nt, TR(w->cat, "net.room_not_open"));
    nt->room_wait_told = waiting_for_room;
    if (nt->dial_failure[0]) {
        say(nt, nt->dial_failure);
        nt->dial_failure[0] = '\0';
    }
    if (phase != nt->phase && phase == NET_PLAY_HOST_GONE) {
        say(nt, TR(w->cat, nt->reconnecting ? "net.reconnect.failed" : "net.host_gone"));
        nt->reconnecting = false;
    } else if (nt->jumped && (nt->reconnect_jumped || nt->vanished_jumped)) {
        say(nt, TR(w->cat, "net.reconnect.done"));
    } else if (phase != nt->phase && phase == NET_PLAY_FAILED)
        say(nt, TR(w->cat, "net.failed"));
    nt->phase = phase;
    tell_refusal(nt, w);
    bool jumped = nt->jumped;
    nt->jumped = false;
    return jumped;
}

static bool net_table_waiting_text(const net_table *nt, const session *s, const table_words *w,
                                   char *out, size_t size)
{
    net_play_phase phase = net_play_phase_of(nt->np);
    if (phase == NET_PLAY_HOST_GONE) {
        bool can = net_play_can_redial(nt->np);
        snprintf(out, size, "%s", TR(w->cat, can ? "net.host_gone.reconnect" : "net.host_gone"));
        return true;
    }
    if (phase == NET_PLAY_FAILED) {
        snprintf(out, size, "%s", TR(w->cat, "net.failed"));
        return true;
    }
    if (phase == NET_PLAY_CONNECTING && net_play_session(nt->np)) {
        snprintf(out, size, "%s", TR(w->cat, "net.reconnecting"));
        return true;
    }
    const village_state *st = session_state(s);
    if (village_game_over(st))
        return false;
    int actor = st->actor;
    const char *name = session_player_name(s, actor);
    char text[200];
    switch (net_play_chair_status(nt->np, actor)) {
    case NET_CHAIR_AWAY:
    case NET_CHAIR_OPEN:
        snprintf(out, size, "%s", TRF(w->cat, text, "net.waiting.away", name));
        return true;
    case NET_CHAIR_GUEST:
        if (actor == net_play_own_chair(nt->np)) /* our move is on its way to the host */
            return false;
        snprintf(out, size, "%s", TRF(w->cat, text, "net.waiting", name));
        return true;
    case NET_CHAIR_HOST:
        /* On a guest the host's own people are remote too; its AI thinks
         * where it runs, as on one computer ("Ana is thinking"). */
        if (net_play_role_of(nt->np) == NET_PLAY_JOINED && session_is_human(s, actor)) {
            snprintf(out, size, "%s", TRF(w->cat, text, "net.waiting", name));
            return true;
        }
        return false;
    default:
        return false;
    }
}

static const char *net_table_jump_text(const net_table *nt, const session *s, const table_words *w,
                                       char *out, size_t size)
{
    char move[24];
    snprintf(move, sizeof move, "%ld", session_follow_move(s));
    char text[300];
    const char *key = nt->vanished_jumped    ? "net.log.room_vanished"
                      : nt->reconnect_jumped ? "net.log.reconnected"
                                             : "net.log.caught_up";
    snprintf(out, size, "%s", TRF(w->cat, text, key, move));
    return out;
}

static const char *net_table_notice(const net_table *nt)
{
    return nt->notice_left > 0 ? nt->notice : "";
}

static const char *net_table_chip_key(const net_table *nt, int chair)
{
    bool guest = net_play_role_of(nt->np) == NET_PLAY_JOINED;
    if (guest && chair == net_play_own_chair(nt->np))
        return "net.chip.you";
    switch (net_play_chair_status(nt->np, chair)) {
    case NET_CHAIR_HOST:
        return guest ? "net.chip.host" : NULL;
    case NET_CHAIR_OPEN:
        return "net.chip.open";
    case NET_CHAIR_GUEST:
        return "net.chip.connected";
    case NET_CHAIR_AWAY:
        return "net.chip.away";
    case NET_CHAIR_STAND_IN:
        return "net.chip.stand_in";
    default:
        return NULL;
    }
}

static SDL_Color chip_colour(const net_table *nt, int chair)
{
    net_chair_status st = net_play_chair_status(nt->np, chair);
    if (st == NET_CHAIR_AWAY || st == NET_CHAIR_OPEN)
        return COLOUR_WARNING;
    return COLOUR_INK;
}

/* Who is connected: a chip on each farmyard's name plate, right of the
 * start markers. */
static void draw_chips(const part_view *v, const net_table *nt, const session *s)
{
    gfx *canvas = v->canvas;
    int players = session_record(s)->num_players;
    for (int p = 0; p < players; p++) {
        const char *key = net_table_chip_key(nt, p);
        const SDL_FRect *name =
            layout_findf(&canvas->layout, "farmyard.%d.name", pos_farmyard_slot(p));
        const SDL_FRect *yard = layout_findf(&canvas->layout, "farmyard.%d", pos_farmyard_slot(p));
        if (!key || !name || !yard)
            continue;
        const char *text = TR(v->words.cat, key);
        float room = yard->x + yard->w - 110 - (name->x + name->w + 76);
        float size = gfx_ui_fit(canvas, FONT_BOLD, 15, room - 20, text);
        float w = gfx_text_width(canvas, FONT_BOLD, size, text) + 20;
        SDL_FRect box = {yard->x + yard->w - 110 - w, name->y, w, name->h};
        gfx_nine_slice(canvas, "ui.tooltip", &box, 8);
        gfx_text(canvas, FONT_BOLD, size, chip_colour(nt, p), box.x + 10,
                 box.y + (box.h - size * 1.3f) / 2, ALIGN_LEFT, text);
    }
}

/* The last notice (left, back, refused, the host gone) above the choices
 * panel's right end, clear of the forced moves' notes at its left. */
static void draw_notice(const part_view *v, const net_table *nt)
{
    const SDL_FRect *r = layout_find(&v->canvas->layout, "ui.choices");
    if (!r || nt->notice_left <= 0 || !nt->notice[0])
        return;
    float size = gfx_ui_fit(v->canvas, FONT_BOLD, 17, r->w - 60, nt->notice);
    float w = gfx_text_width(v->canvas, FONT_BOLD, size, nt->notice) + 36;
    SDL_FRect box = {r->x + r->w - 12 - w, r->y - 50, w, 44};
    gfx_nine_slice(v->canvas, "ui.tooltip", &box, 16);
    gfx_text(v->canvas, FONT_BOLD, size, COLOUR_WARNING, box.x + 18, box.y + 10, ALIGN_LEFT,
             nt->notice);
}

/* A guest whose host is gone: Reconnect (when the table knows where the
 * host was) and Leave, at the foot of the choices panel. */
static void host_gone_buttons(const part_view *v, const net_table *nt, const SDL_FRect *r, menu *m)
{
    if (net_play_phase_of(nt->np) != NET_PLAY_HOST_GONE)
        return;
    float w = (r->w - 40 - 12) / 2;
    if (w > 360)
        w = 360;
    float x = r->x + 20, y = r->y + r->h - 72;
    menu_item *b;
    if (net_play_can_redial(nt->np)) {
        b = menu_add(m, x, y, w, 56, TR(v->words.cat, "net.reconnect.button"), BUTTON_RECONNECT);
        if (b)
            snprintf(b->tip, sizeof b->tip, "%s", TR(v->words.cat, "net.reconnect.tip"));
        x += w + 12;
    }
    b = menu_add(m, x, y, w, 56, TR(v->words.cat, "net.leave.button"), GAME_BUTTON_MENU);
    if (b)
        snprintf(b->tip, sizeof b->tip, "%s", TR(v->words.cat, "net.leave.tip"));
}

/* The chair the host may give to a new player: its guest is away (an AI
 * may be standing in). */
static bool may_give_away(const net_table *nt, int chair)
{
    net_chair_status st = net_play_chair_status(nt->np, chair);
    return st == NET_CHAIR_AWAY || st == NET_CHAIR_STAND_IN;
}

/* The chair the host may hand to its AI: an away one, or a connected
 * guest's whose turn it is (a player who does not move blocks everyone). */
static bool may_stand_in(const net_table *nt, const session *s, int chair)
{
    net_chair_status st = net_play_chair_status(nt->np, chair);
    return st == NET_CHAIR_AWAY || (st == NET_CHAIR_GUEST && session_state(s)->actor == chair);
}

static int asked_chair(const net_table *nt)
{
    int chair = nt->giving - 1;
    return chair >= 0 && may_give_away(nt, chair) ? chair : -1;
}

/* The question before a chair is given away: its two answers, on the row
 * the chairs' buttons take (net_table_draw writes the question above). */
static void give_away_answers(const part_view *v, const session *s, int chair, const SDL_FRect *r,
                              menu *m)
{
    float w = (r->w - 40 - 12) / 2;
    if (w > 380)
        w = 380;
    float y = r->y + r->h - 72;
    menu_add(m, r->x + 20, y, w, 56, TR(v->words.cat, "net.give_away.yes"), BUTTON_GIVE_YES);
    char label[128];
    TRF(v->words.cat, label, "net.give_away.no", session_player_name(s, chair));
    menu_add(m, r->x + 20 + w + 12, y, w, 56, label, BUTTON_GIVE_NO);
}

static void add_chair_button(const part_view *v, menu *m, float x, float y, float w,
                             const char *key, const char *tip, const char *name, int id)
{
    char label[128];
    TRF(v->words.cat, label, key, name);
    menu_item *b = menu_add(m, x, y, w, 56, label, id);
    if (b)
        TRF(v->words.cat, b->tip, tip, name);
}

static void net_table_buttons(const part_view *v, const net_table *nt, const session *s, menu *m)
{
    const SDL_FRect *r = layout_find(&v->canvas->layout, "ui.choices");
    if (r && !net_table_is_host(nt)) {
        host_gone_buttons(v, nt, r, m);
        return;
    }
    if (!r || !net_table_is_host(nt) || net_play_decides_here(nt->np) ||
        village_game_over(session_state(s)))
        return;
    int asked = asked_chair(nt);
    if (asked >= 0) {
        give_away_answers(v, s, asked, r, m);
        return;
    }
    /* One button per thing the host may do for a chair, on one row. */
    int count = 0;
    for (int c = 0; c < net_play_players(nt->np); c++)
        count += may_stand_in(nt, s, c) + may_give_away(nt, c);
    if (count == 0)
        return;
    float gap = 12, w = (r->w - 40 - gap * (float)(count - 1)) / (float)count;
    if (w > 420)
        w = 420;
    float x = r->x + 20, y = r->y + r->h - 72;
    for (int c = 0; c < net_play_players(nt->np); c++) {
        const char *name = session_player_name(s, c);
        if (may_stand_in(nt, s, c)) {
            bool connected = net_play_chair_status(nt->np, c) == NET_CHAIR_GUEST;
            add_chair_button(v, m, x, y, w, "net.stand_in.button",
                             connected ? "net.stand_in.idle_tip" : "net.stand_in.tip", name,
                             GAME_BUTTON_STAND_IN + c);
            x += w + gap;
        }
        if (may_give_away(nt, c)) {
            add_chair_button(v, m, x, y, w, "net.give_away.button", "net.give_away.tip", name,
                             BUTTON_GIVE_AWAY + c);
            x += w + gap;
        }
    }
}

static bool net_table_button(net_table *nt, int id)
{
    if (id == BUTTON_RECONNECT) {
        if (net_play_phase_of(nt->np) != NET_PLAY_HOST_GONE)
            return false;
        nt->reconnecting = net_play_redial(nt->np, nt->dial_failure, sizeof nt->dial_failure);
        if (nt->reconnecting) {
            nt->dial_failure[0] = '\0';
            /* A connection refused at once is heard as a change from this. */
            nt->phase = NET_PLAY_CONNECTING;
        }
        return nt->reconnecting;
    }
    if (id >= BUTTON_GIVE_AWAY && id < BUTTON_GIVE_AWAY + VILLAGE_MAX_PLAYERS) {
        nt->giving = id - BUTTON_GIVE_AWAY + 1; /* asked first: it cannot be taken back */
        return true;
    }
    if (id == BUTTON_GIVE_YES || id == BUTTON_GIVE_NO) {
        int chair = asked_chair(nt);
        nt->giving = 0;
        return id == BUTTON_GIVE_YES && chair >= 0 && net_play_give_chair_away(nt->np, chair);
    }
    int chair = id - GAME_BUTTON_STAND_IN;
    return chair >= 0 && chair < VILLAGE_MAX_PLAYERS &&
           net_play_stand_in(nt->np, chair, STAND_IN_LEVEL);
}

static int net_table_take_past(net_table *nt, net_play_past_fn fn, void *ctx)
{
    return net_play_take_past(nt->np, fn, ctx);
}

static bool net_table_chairs_changed_by(const net_table *nt, int id)
{
    (void)nt;
    return id == BUTTON_GIVE_YES;
}

/* The host's question before a chair is given away, over the choices
 * panel: the answers are on the panel's row of buttons. */
static void draw_give_away_question(const part_view *v, const net_table *nt, const session *s)
{
    const SDL_FRect *r = layout_find(&v->canvas->layout, "ui.choices");
    int chair = asked_chair(nt);
    if (!r || chair < 0 || !net_table_is_host(nt) || net_play_decides_here(nt->np))
        return;
    const char *name = session_player_name(s, chair);
    char question[200], body[400];
    TRF(v->words.cat, question, "net.give_away.question", name);
    TRF(v->words.cat, body, "net.give_away.body", name);
    SDL_FRect box = {r->x + 12, r->y + 8, r->w - 24, r->h - 88};
    gfx_nine_slice(v->canvas, "ui.tooltip", &box, 16);
    float size = gfx_ui_fit(v->canvas, FONT_BOLD, 19, box.w - 36, question);
    gfx_text(v->canvas, FONT_BOLD, size, COLOUR_INK, box.x + 18, box.y + 8, ALIGN_LEFT, question);
    gfx_text_wrapped(v->canvas, FONT_BODY, 15, COLOUR_INK, box.x + 18, box.y + 12 + size * 1.3f,
                     box.w - 36, body);
}

static void net_table_draw(const part_view *v, const net_table *nt, const session *s)
{
    draw_chips(v, nt, s);
    draw_give_away_question(v, nt, s);
    draw_notice(v, nt);
    menu m = {.count = 0};
    net_table_buttons(v, nt, s, &m);
    menu_draw(v->canvas, &m, menu_hit(&m, v->mouse_x, v->mouse_y), -1);
}

static double net_table_next_frame_in(const net_table *nt, const session *s)
{
    if (nt->moving)
        return 0;
    const village_state *st = session_state(s);
    net_chair_status actor = net_play_chair_status(nt->np, st->actor);
    bool ai_here = net_table_is_host(nt) && !village_game_over(st) &&
                   net_play_phase_of(nt->np) == NET_PLAY_PLAYING &&
                   ((actor == NET_CHAIR_HOST && !session_is_human(s, st->actor)) ||
                    actor == NET_CHAIR_STAND_IN);
    if (ai_here)
        return 1.0 / 12.0; /* poll the AI, as on one computer */
    return nt->notice_left > 0 ? nt->notice_left + 0.01 : 1.0;
}

/* ---- The network table behind table_play.h ---- */

static session_turn play_turn(void *self, double dt, double pace, session_change *out)
{
    return net_table_turn(self, dt, pace, out);
}

static bool play_decide(void *self, const village_move *m)
{
    return net_table_decide(self, m);
}

static bool play_seat_here(const void *self, int seat)
{
    return net_table_seat_here(self, seat);
}

static bool play_decides_here(const void *self)
{
    return net_table_decides_here(self);
}

static bool play_update(void *self, const session *s, const table_words *w, double dt)
{
    return net_table_update(self, s, w, dt);
}

static const char *play_jump_text(const void *self, const session *s, const table_words *w,
                                  char *out, size_t size)
{
    return net_table_jump_text(self, s, w, out, size);
}

static bool play_waiting_text(const void *self, const session *s, const table_words *w, char *out,
                              size_t size)
{
    return net_table_waiting_text(self, s, w, out, size);
}

static const char *play_chip_key(const void *self, int seat)
{
    return net_table_chip_key(self, seat);
}

static const char *play_notice(const void *self)
{
    return net_table_notice(self);
}

static void play_draw(const part_view *v, const void *self, const session *s)
{
    net_table_draw(v, self, s);
}

static void play_buttons(const part_view *v, const void *self, const session *s, menu *m)
{
    net_table_buttons(v, self, s, m);
}

/* A chair given to a new player has a new token, which the host's chairs
 * file must hold before a resume is asked for. */
static bool play_button(void *self, int id)
{
    return net_table_button(self, id) && net_table_chairs_changed_by(self, id);
}

static int play_take_past(void *self, net_play_past_fn fn, void *ctx)
{
    return net_table_take_past(self, fn, ctx);
}

static double play_next_frame_in(const void *self, const session *s)
{
    return net_table_next_frame_in(self, s);
}

static bool play_save(const void *self, const char *path, char *err, size_t size)
{
    return net_table_save(self, path, err, size);
}

static void play_free(void *self)
{
    net_table_free(self); /* the session is its net_play's */
}

static const table_play_ops NET_OPS = {
    .turn = play_turn,
    .decide = play_decide,
    .seat_here = play_seat_here,
    .decides_here = play_decides_here,
    .update = play_update,
    .jump_text = play_jump_text,
    .waiting_text = play_waiting_text,
    .chip_key = play_chip_key,
    .notice = play_notice,
    .draw = play_draw,
    .buttons = play_buttons,
    .button = play_button,
    .take_past = play_take_past,
    .next_frame_in = play_next_frame_in,
    .save = play_save,
    .free = play_free,
};

table_play *net_table_play_new(net_play *np, net_waker_fn wake, void *ctx)
{
    net_table *nt = net_table_new(np, wake, ctx);
    if (!nt)
        return NULL;
    return table_play_new(&NET_OPS, nt, net_table_session(nt),
                          net_table_is_host(nt) ? TABLE_HOSTED : TABLE_JOINED);
}
