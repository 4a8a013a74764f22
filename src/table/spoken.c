/* The table in words for the ear: the decision, the focused option and the
 * answers to the questions asked by key (spoken.h). */
#include "table/spoken.h"

#include <stdio.h>
#include <string.h>

#include "table/focus.h"

/* Appends printf-style text, never past the end; the text stays terminated. */
static void add(char *out, size_t size, const char *text)
{
    size_t n = strlen(out);
    if (n + 1 < size)
        snprintf(out + n, size - n, "%s", text);
}

/* Appends text after a separator; a sentence already ended by a full stop
 * takes only the separator's space. */
static void add_sep(char *out, size_t size, const char *sep, const char *text)
{
    if (!text[0])
        return;
    size_t n = strlen(out);
    if (n > 0)
        add(out, size, out[n - 1] == '.' && sep[0] == '.' ? sep + 1 : sep);
    add(out, size, text);
}

void table_spoken_prompt(const table_words *w, const village_state *s, const table_seats *seats,
                         char *out, size_t size)
{
    char base[40], key[56];
    snprintf(base, sizeof base, "prompt.%s", village_phase_name(s->phase));
    if (s->phase == VILLAGE_PHASE_ACTION)
        snprintf(base, sizeof base, "prompt.action.%s", village_space_name(s->action_space));
    const char *counted = s->phase != VILLAGE_PHASE_CHOOSE_CUBES ? ""
                          : s->cubes_to_choose == 1              ? ".one"
                                                                 : ".other";
    snprintf(key, sizeof key, "%s%s", base, counted);
    char count[8];
    snprintf(count, sizeof count, "%d", s->cubes_to_choose);
    const char *name = s->actor < seats->count ? seats->names[s->actor] : "";
    const char *starter = s->market_starter < seats->count ? seats->names[s->market_starter] : "";
    i18n_format(w->cat, out, size, key, (const char *const[]){name, count, starter, NULL});
}

/* The space an option's step is about, or -1. */
static int option_space(const table_chooser *c, const table_option *t)
{
    if (t->step.kind == TABLE_STEP_CUBE || t->step.kind == TABLE_STEP_SPACE ||
        t->step.kind == TABLE_STEP_FREE_ACTION)
        return t->step.a < VILLAGE_SPACES ? t->step.a : -1;
    if (t->step.kind == TABLE_STEP_SKIP && c->state.phase == VILLAGE_PHASE_ACTION)
        return c->state.action_space;
    return -1;
}

void table_spoken_warning(const table_words *w, const table_chooser *c, int option, char *out,
                          size_t size)
{
    const table_option *t = &c->options[option];
    out[0] = '\0';
    if (t->path < 0)
        return;
    const village_move *mv = &c->moves[t->path];
    switch (t->warning) {
    case TABLE_WARN_ACTION_IDLE:
        i18n_format(w->cat, out, size, "warn.action_idle",
                    (const char *const[]){table_name_space(w, mv->where), NULL});
        break;
    case TABLE_WARN_NO_SALE:
        snprintf(out, size, "%s", TR(w->cat, "warn.no_sale"));
        break;
    case TABLE_WARN_CITY_MARKED:
        i18n_format(w->cat, out, size, "warn.city_marked",
                    (const char *const[]){table_name_city(w, mv->where), NULL});
        break;
    case TABLE_WARN_NO_MARKER:
        snprintf(out, size, "%s", TR(w->cat, "warn.no_marker"));
        break;
    case TABLE_WARN_ENDS_GAME:
        snprintf(out, size, "%s", TR(w->cat, "warn.ends_game"));
        break;
    default:
        break;
    }
}

void table_spoken_option(const table_words *w, const table_chooser *c, int option, char *out,
                         size_t size)
{
    const table_option *t = &c->options[option];
    char part[TABLE_DETAIL_MAX];
    table_step_label(w, &c->state, &t->step, out, size);
    int space = option_space(c, t);
    if (space >= 0 && t->step.kind == TABLE_STEP_CUBE) {
        table_spoken_space(w, &c->state, space, part, sizeof part);
        add_sep(out, size, ". ", part);
    }
    if (!t->enabled) {
        table_step_unavailable_reason(w, &c->state, &t->step, part, sizeof part);
        char said[TABLE_DETAIL_MAX + 64];
        i18n_format(w->cat, said, sizeof said, "speech.option.unavailable",
                    (const char *const[]){part, NULL});
        add_sep(out, size, ". ", said);
        return;
    }
    table_spoken_warning(w, c, option, part, sizeof part);
    add_sep(out, size, ". ", part);
}

void table_spoken_options(const table_words *w, const table_chooser *c, char *out, size_t size)
{
    int order[TABLE_OPTIONS_MAX];
    int n = table_focus_options(c, order, TABLE_OPTIONS_MAX), enabled = 0;
    for (int i = 0; i < n; i++)
        enabled += c->options[order[i]].enabled;
    i18n_plural(w->cat, out, size, "speech.choices", enabled, NULL);
    for (int i = 0, number = 0; i < n; i++) {
        if (!c->options[order[i]].enabled)
            continue; /* the unavailable ones are heard by moving the focus onto them */
        char label[TABLE_DETAIL_MAX], line[TABLE_DETAIL_MAX + 16];
        table_step_label(w, &c->state, &c->options[order[i]].step, label, sizeof label);
        snprintf(line, sizeof line, "%d: %s.", ++number, label);
        add_sep(out, size, " ", line);
    }
}

/* "2 pink cubes" in the catalogue's counted form. */
static void counted_cubes(const table_words *w, int colour, int count, char *out, size_t size)
{
    table_count_cubes(w, colour, count, out, size);
}

void table_spoken_space(const table_words *w, const village_state *s, int space, char *out,
                        size_t size)
{
    char cubes[400] = "", one[80];
    for (int colour = 0; colour < VILLAGE_CUBE_COLOURS; colour++)
        if (s->spaces[space][colour] > 0) {
            counted_cubes(w, colour, s->spaces[space][colour], one, sizeof one);
            add_sep(cubes, sizeof cubes, ", ", one);
        }
    i18n_format(w->cat, out, size, cubes[0] ? "speech.space" : "speech.space.empty",
                (const char *const[]){table_name_space(w, space), cubes, NULL});
}

void table_spoken_spaces(const table_words *w, const village_state *s, char *out, size_t size)
{
    out[0] = '\0';
    for (int space = 0; space < VILLAGE_SPACES; space++) {
        char one[500];
        table_spoken_space(w, s, space, one, sizeof one);
        add_sep(out, size, " ", one);
    }
}

void table_spoken_resources(const table_words *w, const village_state *s, const table_seats *seats,
                            int player, char *out, size_t size)
{
    const village_player *p = &s->players[player];
    char coins[12], grain[12], prestige[12], lifetime[12];
    snprintf(coins, sizeof coins, "%d", p->coins);
    snprintf(grain, sizeof grain, "%d", p->grain);
    snprintf(prestige, sizeof prestige, "%d", p->prestige);
    snprintf(lifetime, sizeof lifetime, "%d", p->lifetime);
    i18n_format(
        w->cat, out, size, "speech.resources",
        (const char *const[]){seats->names[player], coins, grain, prestige, lifetime, NULL});
    char list[400] = "", one[120];
    for (int colour = 0; colour < VILLAGE_INFLUENCE_COLOURS; colour++)
        if (p->cubes[colour] > 0) {
            counted_cubes(w, colour, p->cubes[colour], one, sizeof one);
            add_sep(list, sizeof list, ", ", one);
        }
    char cubes_said[520];
    i18n_format(w->cat, cubes_said, sizeof cubes_said,
                list[0] ? "speech.resources.cubes" : "speech.no_cubes",
                (const char *const[]){list, NULL});
    add_sep(out, size, " ", cubes_said);
    list[0] = '\0';
    for (int good = 0; good < VILLAGE_GOODS; good++)
        if (p->goods[good] > 0) {
            char n[12];
            snprintf(n, sizeof n, "%d", p->goods[good]);
            snprintf(one, sizeof one, "%s %s", n, table_name_good_n(w, good, p->goods[good]));
            add_sep(list, sizeof list, ", ", one);
        }
    if (list[0]) {
        char goods[520];
        i18n_format(w->cat, goods, sizeof goods, "speech.resources.goods",
                    (const char *const[]){list, NULL});
        add_sep(out, size, " ", goods);
    }
}

void table_spoken_scores(const table_words *w, const village_state *s, const table_seats *seats,
                         char *out, size_t size)
{
    out[0] = '\0';
    for (int p = 0; p < s->num_players && p < seats->count; p++) {
        village_score score;
        village_score_breakdown(s, p, &score);
        char total[12], lifetime[12], line[300];
        snprintf(total, sizeof total, "%d", score.total);
        snprintf(lifetime, sizeof lifetime, "%d", s->players[p].lifetime);
        i18n_format(w->cat, line, sizeof line, "speech.score",
                    (const char *const[]){seats->names[p], total, lifetime, NULL});
        add_sep(out, size, " ", line);
    }
}

void table_spoken_results(const table_words *w, const village_state *s, const table_seats *seats,
                          char *out, size_t size)
{
    village_result r;
    village_result_compute(s, &r);
    snprintf(out, size, "%s.", TR(w->cat, "prompt.game-over"));
    for (int rank = 1; rank <= s->num_players; rank++)
        for (int p = 0; p < s->num_players && p < seats->count; p++) {
            if (r.rank[p] != rank)
                continue;
            char place[12], total[12], line[300];
            snprintf(place, sizeof place, "%d", rank);
            snprintf(total, sizeof total, "%d", r.score[p].total);
            i18n_format(w->cat, line, sizeof line, "speech.rank",
                        (const char *const[]){place, seats->names[p], total, NULL});
            add_sep(out, size, " ", line);
        }
}

void table_spoken_capitalise(char *text)
{
    unsigned char *c = (unsigned char *)text;
    if (c[0] >= 'a' && c[0] <= 'z')
        c[0] = (unsigned char)(c[0] - 'a' + 'A');
    else if (c[0] == 0xC3 && c[1] >= 0xA0 && c[1] <= 0xBE && c[1] != 0xB7)
        c[1] = (unsigned char)(c[1] - 0x20); /* "é" to "É"; 0xB7 is "÷" */
}
