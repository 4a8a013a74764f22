/* The game table spoken: what is new after each update, the ring after a
 * key, and the questions asked by key (game_speech.h). */
#include "scenes/game/game_speech.h"

#include <stdio.h>
#include <string.h>

#include "scenes/game/game_probe.h"
#include "scenes/rules/rules_book.h"
#include "ui/widgets.h"
#include "table/spoken.h"

enum { LAST_LOG_LINES = 5 };

static game_speech *memory_of(app *a)
{
    return app_scene_state(a, SCENE_GAME);
}

static uint64_t fingerprint(const char *text)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        h = (h ^ *c) * 1099511628211ULL;
    return h;
}

static table_seats seats_of(const session *game)
{
    const village_state *s = session_state(game);
    table_seats seats = {.count = s->num_players};
    for (int p = 0; p < s->num_players; p++) {
        seats.names[p] = session_player_name(game, p);
        seats.human[p] = session_is_human(game, p);
    }
    return seats;
}

/* Which decision and step the chooser is at: a new one is said. */
static void decision_key(const session *game, const table_chooser *c, char *out, size_t size)
{
    snprintf(out, size, "%zu:%d:%d:%d", session_move_count(game), c->depth, c->picked_count,
             c->option_count);
}

/* The seat the questions are about: the person's own, else the one to act. */
static int own_seat(const app *a)
{
    int seat = probe_viewer_seat(a->shared->game);
    return seat >= 0 ? seat : session_state(game_session(a))->actor;
}

/* Appends text after a separator (none at the start), cut at the end. */
static void append(char *out, size_t size, const char *sep, const char *text)
{
    size_t at = strlen(out);
    for (const char *c = at ? sep : ""; *c && at + 1 < size; c++)
        out[at++] = *c;
    for (const char *c = text; *c && at + 1 < size; c++)
        out[at++] = *c;
    out[at] = '\0';
}

/* Whether text ends a sentence, so that what follows it is heard after a
 * pause ("…cube." or "Since your last turn:"). */
static bool ends_sentence(const char *text)
{
    size_t n = strlen(text);
    return n > 0 && strchr(".!?:", text[n - 1]) != NULL;
}

/* Appends a line as a sentence of its own: the log's lines have no full
 * stop ("Player 1's turn"), and a voice read five of them on as one
 * ("Player 1's turn Player 1 took…"). */
static void append_sentence(char *out, size_t size, const char *line)
{
    if (!line[0])
        return;
    append(out, size, " ", line);
    if (!ends_sentence(out))
        append(out, size, "", ".");
}

static void say(app *a, const char *text, bool interrupt)
{
    app_say(a, text, interrupt);
}

static void focus_words(app *a, int kind, int id, char *out, size_t size);

/* The decision and its options, after what was being said. */
static void say_decision(app *a, const table_chooser *c, bool interrupt)
{
    const session *game = game_session(a);
    table_seats seats = seats_of(game);
    char asked[400], options[TABLE_SPOKEN_MAX], words[TABLE_SPOKEN_MAX + 600];
    table_spoken_prompt(GAME_WORDS(a), session_state(game), &seats, asked, sizeof asked);
    table_spoken_options(GAME_WORDS(a), c, options, sizeof options);
    i18n_format(&a->i18n, words, sizeof words, "speech.decision",
                (const char *const[]){asked, options, NULL});
    say(a, words, interrupt);
}

/* The newest line's fingerprint, 0 for an empty log. */
static uint64_t newest_line(const struct game_ui *g)
{
    int count = probe_log_count(g);
    return count ? fingerprint(probe_log_line_at(g, count - 1).text) : 0;
}

/* A move's later steps join the line its first began ("Ana took an orange
 * cube from Family" becomes "… and welcomed a child"; a computer's "took a
 * pink cube from Church" gains "spent 3 time and put a member into the
 * black bag"): a line heard whose words grew is said again whole, or an ear
 * would miss every clause after a move's first. */
static void follow_log(app *a, game_speech *m)
{
    const struct game_ui *g = a->shared->game;
    long added = probe_log_added(g);
    int count = probe_log_count(g);
    long fresh = added - m->log_heard;
    if (fresh > count)
        fresh = count;
    int heard = count - (int)fresh - 1;
    if (heard >= 0 && m->log_last && fingerprint(probe_log_line_at(g, heard).text) != m->log_last)
        say(a, probe_log_line_at(g, heard).text, false);
    for (int i = count - (int)fresh; i < count; i++)
        say(a, probe_log_line_at(g, i).text, false);
    m->log_heard = added;
    m->log_last = newest_line(g);
}

static void follow_notes(app *a, game_speech *m)
{
    const struct game_ui *g = a->shared->game;
    int notices = probe_notice_count(g);
    for (int i = m->notices_heard; i < notices; i++)
        say(a, probe_notice(g, i), false);
    m->notices_heard = notices;
    const char *message = probe_message(g);
    uint64_t said = message[0] ? fingerprint(message) : 0;
    if (said != m->message && message[0])
        say(a, message, false);
    m->message = said;
    char lines[8][PROBE_LESSON_LINE_MAX], guide[8 * PROBE_LESSON_LINE_MAX] = "";
    int n = probe_lesson_now(g).active ? probe_lesson_lines(GAME_WORDS(a), g, lines, 8) : 0;
    for (int i = 0; i < n; i++)
        append(guide, sizeof guide, " ", lines[i]);
    said = guide[0] ? fingerprint(guide) : 0;
    if (said != m->lesson && guide[0])
        say(a, guide, false);
    m->lesson = said;
}

/* The hint's moves with their reasons, best first. */
static void say_hint(app *a, bool interrupt)
{
    const struct game_ui *g = a->shared->game;
    char words[1600] = "";
    for (int i = 0; i < 3 && probe_hint_line(g, i)[0]; i++) {
        /* Each move and its reason a sentence of its own, the reason
         * begun as one: the panel's "grows the family" follows its move
         * on the same line, a braille display shows ". grows…". */
        char reason[400];
        snprintf(reason, sizeof reason, "%s", probe_hint_reason(g, i));
        table_spoken_capitalise(reason);
        append_sentence(words, sizeof words, probe_hint_line(g, i));
        append_sentence(words, sizeof words, reason);
    }
    char said[1700];
    i18n_format(&a->i18n, said, sizeof said, "speech.hint", (const char *const[]){words, NULL});
    say(a, said, interrupt);
}

static void follow_hint(app *a, game_speech *m)
{
    const struct game_ui *g = a->shared->game;
    if (!probe_hint_ready(g)) {
        m->hint_said = false;
        return;
    }
    if (m->hint_said)
        return;
    m->hint_said = true;
    say_hint(a, false);
}

void game_speech_follow(app *a)
{
    const struct game_ui *g = a->shared->game;
    game_speech *m = memory_of(a);
    if (!g)
        return;
    if (m->game != g) { /* a new game: its past is not news */
        memset(m, 0, sizeof *m);
        m->game = g;
        m->log_heard = probe_log_added(g);
        m->log_last = newest_line(g);
        m->focus_kind = -1;
        m->turn_seat = -1;
    }
    if (!app_speaking(a)) { /* nothing piles up to be said when speech is turned on */
        m->log_heard = probe_log_added(g);
        m->log_last = newest_line(g);
        m->notices_heard = probe_notice_count(g);
        return;
    }
    follow_log(a, m);
    follow_notes(a, m);
    follow_hint(a, m);
    const session *game = game_session(a);
    if (session_state(game)->phase == VILLAGE_PHASE_GAME_OVER) {
        if (!m->over_said) {
            table_seats seats = seats_of(game);
            char words[TABLE_SPOKEN_MAX];
            table_spoken_results(GAME_WORDS(a), session_state(game), &seats, words, sizeof words);
            say(a, words, false);
            m->over_said = true;
        }
        return;
    }
    if (!game_person_decides(a))
        return;
    const table_chooser *c = probe_chooser_model(g);
    char key[64];
    decision_key(game, c, key, sizeof key);
    if (strcmp(key, m->decision) == 0)
        return;
    snprintf(m->decision, sizeof m->decision, "%s", key);
    say_decision(a, c, false);
    /* A player on keys finds the ring already on the step's first option
     * (focus_follow put it there): it is said after the decision, as a
     * screen reader says the focused control after a dialog's title, or
     * the first Tab would move on from an option never heard. */
    int kind, id;
    if (probe_focus(g, &kind, &id) && kind == TABLE_FOCUS_OPTION) {
        char words[TABLE_SPOKEN_MAX];
        focus_words(a, kind, id, words, sizeof words);
        say(a, words, false);
        m->focus_kind = kind;
        m->focus_id = id;
        snprintf(m->focus_decision, sizeof m->focus_decision, "%s", key);
    }
}

/* Whether the option leads to the move the hint puts first: the screen
 * outlines it, the voice says so. */
static bool hinted(const struct game_ui *g, int option)
{
    return option >= 0 && probe_hint_option(g) == option;
}

/* The ring's place in words: an option with its state, a button, the log. */
static void focus_words(app *a, int kind, int id, char *out, size_t size)
{
    const struct game_ui *g = a->shared->game;
    out[0] = '\0';
    if (kind == TABLE_FOCUS_OPTION) {
        const table_chooser *c = probe_chooser_model(g);
        table_spoken_option(GAME_WORDS(a), c, id, out, size);
        if (hinted(g, id)) {
            size_t n = strlen(out);
            snprintf(out + n, size - n, " %s", TR(&a->i18n, "speech.option.hinted"));
        }
        return;
    }
    if (kind == TABLE_FOCUS_LOG) {
        int count = probe_log_count(g);
        i18n_format(&a->i18n, out, size, "speech.focus.log",
                    (const char *const[]){count ? probe_log_line_at(g, count - 1).text : "", NULL});
        return;
    }
    menu buttons;
    app_scene(a)->build_menu(a, &buttons);
    for (int i = 0; i < buttons.count; i++)
        if (buttons.items[i].id == id) {
            i18n_format(&a->i18n, out, size,
                        buttons.items[i].enabled ? "speech.button" : "speech.button.unavailable",
                        (const char *const[]){buttons.items[i].label, NULL});
            return;
        }
}

static bool is_ring_hint_key(const SDL_KeyboardEvent *k)
{
    return k->keysym.sym == SDLK_h && (k->keysym.mod & KMOD_SHIFT) &&
           !(k->keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI));
}

void game_speech_focus(app *a, const SDL_KeyboardEvent *k)
{
    const struct game_ui *g = a->shared->game;
    if (!g || !app_speaking(a))
        return;
    game_speech *m = memory_of(a);
    int kind, id;
    if (!probe_focus(g, &kind, &id))
        return;
    char key[64] = "";
    if (game_person_decides(a))
        decision_key(game_session(a), probe_chooser_model(g), key, sizeof key);
    /* Tab on the only spot says it again, as a screen reader does; so does
     * Shift+H, which asked for that very spot. */
    bool again = k->keysym.sym == SDLK_TAB || is_ring_hint_key(k);
    if (!again && kind == m->focus_kind && id == m->focus_id && strcmp(key, m->focus_decision) == 0)
        return;
    m->focus_kind = kind;
    m->focus_id = id;
    snprintf(m->focus_decision, sizeof m->focus_decision, "%s", key);
    char words[TABLE_SPOKEN_MAX];
    focus_words(a, kind, id, words, sizeof words);
    say(a, words, true);
}

/* "I": the rules page of the ringed option, its title and first words. */
static void say_rules(app *a)
{
    int kind, id;
    rules_topic topic = RULES_TOPIC_CONTENTS;
    if (probe_focus(a->shared->game, &kind, &id) && kind == TABLE_FOCUS_OPTION)
        topic = probe_option_topic(a->shared->game, id);
    if (topic == RULES_TOPIC_CONTENTS) {
        say(a, TR(&a->i18n, "speech.rules.none"), true);
        return;
    }
    char title[80], intro[80], words[1200];
    snprintf(title, sizeof title, "rules.%s.title", rules_topic_id(topic));
    snprintf(intro, sizeof intro, "rules.%s.intro", rules_topic_id(topic));
    snprintf(words, sizeof words, "%s. %s", TR(&a->i18n, title),
             i18n_has(&a->i18n, intro) ? TR(&a->i18n, intro) : "");
    say(a, words, true);
}

static void say_last_lines(app *a)
{
    const struct game_ui *g = a->shared->game;
    int count = probe_log_count(g);
    if (count == 0) {
        say(a, TR(&a->i18n, "speech.log.empty"), true);
        return;
    }
    char words[LAST_LOG_LINES * PROBE_LOG_LINE_MAX + 8] = "";
    for (int i = count > LAST_LOG_LINES ? count - LAST_LOG_LINES : 0; i < count; i++)
        append_sentence(words, sizeof words, probe_log_line_at(g, i).text);
    say(a, words, true);
}

static void say_recap(app *a)
{
    const struct game_ui *g = a->shared->game;
    char lines[PROBE_RECAP_LINES][PROBE_RECAP_LINE_MAX];
    int players[PROBE_RECAP_LINES];
    int n = probe_recap_lines(GAME_WORDS(a), g, own_seat(a), lines, players, PROBE_RECAP_LINES);
    if (n == 0) {
        say(a, TR(&a->i18n, "speech.recap.none"), true);
        return;
    }
    char words[PROBE_RECAP_LINES * PROBE_RECAP_LINE_MAX + 200];
    snprintf(words, sizeof words, "%s", TR(&a->i18n, "speech.recap"));
    for (int i = 0; i < n; i++)
        append_sentence(words, sizeof words, lines[i]);
    say(a, words, true);
}

bool game_speech_key(app *a, const SDL_KeyboardEvent *k)
{
    /* Shift+H with a hint told whose choice is not among these options
     * (another step was taken): said, rather than a ring that stays put. */
    if (a->shared->game && app_speaking(a) && is_ring_hint_key(k) &&
        probe_hint_ready(a->shared->game) && probe_hint_option(a->shared->game) < 0) {
        say(a, TR(&a->i18n, "speech.hint.elsewhere"), true);
        return true;
    }
    if (!a->shared->game || !app_speaking(a) ||
        (k->keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI | KMOD_SHIFT)))
        return false;
    const session *game = game_session(a);
    const village_state *s = session_state(game);
    table_seats seats = seats_of(game);
    char words[TABLE_SPOKEN_MAX * 2];
    switch (k->keysym.sym) {
    case SDLK_F1:
        say(a, TR(&a->i18n, "speech.help"), true);
        return true;
    case SDLK_r:
        table_spoken_resources(GAME_WORDS(a), s, &seats, own_seat(a), words, sizeof words);
        break;
    case SDLK_s:
        table_spoken_scores(GAME_WORDS(a), s, &seats, words, sizeof words);
        break;
    case SDLK_c:
        table_spoken_spaces(GAME_WORDS(a), s, words, sizeof words);
        break;
    case SDLK_m:
        table_spoken_market(GAME_WORDS(a), s, words, sizeof words);
        break;
    case SDLK_k:
        table_spoken_council_church(GAME_WORDS(a), s, &seats, words, sizeof words);
        break;
    case SDLK_b:
        table_spoken_chronicle(GAME_WORDS(a), s, &seats, words, sizeof words);
        break;
    case SDLK_g:
        say_last_lines(a);
        return true;
    case SDLK_t:
        say_recap(a);
        return true;
    case SDLK_i:
        say_rules(a);
        return true;
    case SDLK_h: /* a hint already told is told again; else the table asks for one */
        if (!probe_hint_ready(a->shared->game))
            return false;
        say_hint(a, true);
        return true;
    case SDLK_w:
        if (game_person_decides(a))
            say_decision(a, probe_chooser_model(a->shared->game), true);
        else
            say(a, TR(&a->i18n, "speech.waiting"), true);
        return true;
    default:
        return false;
    }
    say(a, words, true);
    return true;
}
