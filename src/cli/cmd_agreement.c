/* village-cli agreement: how often seats of one level pick the same move
 * from the same position (docs/ai.md, "Styles"). A measurement, not a
 * test: it prints numbers and checks nothing. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "village/ai.h"

static const char USAGE[] =
    "usage: village-cli agreement [--players N] [--level L] [--positions K] [--seed S]\n"
    "                             [--styles auto|balanced|STYLE,STYLE,...]\n"
    "\n"
    "Plays easy games of N players (default 4) from seed S (default 1) and takes\n"
    "every seventh decision with a choice until K positions (default 200). At each,\n"
    "N seats of level L (default medium), each with its own seed as in a game, choose\n"
    "a move; prints how many pairs of seats chose the same one, at how many\n"
    "positions every seat did, and the pairs by their two styles. --styles: the\n"
    "seats' styles, as the game gives them when nobody chooses (auto, the\n"
    "default), none (balanced: seats differ only by their seed, as before\n"
    "styles), or one per seat.\n";

enum { EVERY = 7, MAX_DECISIONS = 5000 };

typedef struct agreement_options {
    long players, positions;
    int level;
    uint64_t seed;
    bool auto_styles;
    int styles[VILLAGE_MAX_PLAYERS];
} agreement_options;

static bool parse_styles(const char *text, agreement_options *o)
{
    o->auto_styles = strcmp(text, "auto") == 0;
    if (o->auto_styles)
        return true;
    char list[128];
    snprintf(list, sizeof list, "%s", text);
    int k = 0;
    for (char *word = strtok(list, ","); word; word = strtok(NULL, ","), k++) {
        int style = village_ai_style_from_name(word);
        if (style < 0 || k == VILLAGE_MAX_PLAYERS) {
            cli_error("--styles: '%s' is not auto or a list of styles (balanced, chronicler, "
                      "councillor, merchant)",
                      word);
            return false;
        }
        o->styles[k] = style;
    }
    /* One style for every seat when only one is given (balanced). */
    for (int j = k; j < VILLAGE_MAX_PLAYERS; j++)
        o->styles[j] = k == 1 ? o->styles[0] : VILLAGE_AI_STYLE_BALANCED;
    return k > 0;
}

static bool parse(int argc, char **argv, agreement_options *o)
{
    *o = (agreement_options){
        .players = 4, .positions = 200, .level = VILLAGE_AI_MEDIUM, .seed = 1, .auto_styles = true};
    const char *value;
    for (int i = 1; i < argc; i++) {
        bool ok;
        if (cli_option(argc, argv, &i, "--players", &value)) {
            ok = cli_parse_int("--players", value, 2, VILLAGE_MAX_PLAYERS, &o->players);
        } else if (cli_option(argc, argv, &i, "--positions", &value)) {
            ok = cli_parse_int("--positions", value, 1, 100000, &o->positions);
        } else if (cli_option(argc, argv, &i, "--seed", &value)) {
            ok = cli_parse_u64("--seed", value, &o->seed);
        } else if (cli_option(argc, argv, &i, "--level", &value)) {
            o->level = village_ai_level_from_name(value);
            ok = o->level > VILLAGE_AI_RANDOM;
            if (!ok)
                cli_error("--level: '%s' is not a level from easy up", value);
        } else if (cli_option(argc, argv, &i, "--styles", &value)) {
            ok = parse_styles(value, o);
        } else {
            ok = false;
        }
        if (!ok)
            return false;
    }
    return true;
}

typedef struct agreement_count {
    long positions, unanimous, decisions;
    /* By the pair's two styles, the lower one first: which style is
     * nearest a mirror of which. The totals are their sums. */
    long style_pairs[VILLAGE_AI_STYLES][VILLAGE_AI_STYLES];
    long style_same[VILLAGE_AI_STYLES][VILLAGE_AI_STYLES];
    double cpu;
} agreement_count;

/* Every seat's choice at s, counted in *c. */
static void ask_seats(const village_state *s, const agreement_options *o, const int *styles,
                      uint64_t position_seed, agreement_count *c)
{
    village_move chosen[VILLAGE_MAX_PLAYERS];
    clock_t start = clock();
    for (int k = 0; k < o->players; k++) {
        village_ai_config cfg = {0};
        cfg.level = o->level;
        cfg.style = styles[k];
        cfg.seed = position_seed * 31u + (uint64_t)k + 1;
        village_ai_choose(s, &cfg, NULL, &chosen[k], NULL);
    }
    c->cpu += (double)(clock() - start) / CLOCKS_PER_SEC;
    c->decisions += o->players;
    bool all = true;
    for (int k = 0; k < o->players; k++)
        for (int j = k + 1; j < o->players; j++) {
            bool same = village_move_equal(&chosen[k], &chosen[j]);
            int low = styles[k] < styles[j] ? styles[k] : styles[j];
            int high = styles[k] < styles[j] ? styles[j] : styles[k];
            c->style_pairs[low][high]++;
            c->style_same[low][high] += same;
            all &= same;
        }
    c->unanimous += all;
    c->positions++;
}

static double percent(long part, long whole)
{
    return whole ? 100.0 * (double)part / (double)whole : 0.0;
}

CLI_COMMAND(agreement)
{
    for (int i = 1; i < argc; i++)
        if (cli_is_help(argv[i])) {
            fputs(USAGE, stdout);
            return CLI_OK;
        }
    agreement_options o;
    if (!parse(argc, argv, &o)) {
        fputs(USAGE, stderr);
        return CLI_USAGE;
    }
    agreement_count c = {0};
    for (uint64_t game = o.seed; c.positions < o.positions; game++) {
        int levels[VILLAGE_MAX_PLAYERS], styles[VILLAGE_MAX_PLAYERS];
        for (int k = 0; k < o.players; k++)
            levels[k] = o.level;
        if (o.auto_styles)
            village_ai_default_styles(levels, (int)o.players, game, styles);
        else
            memcpy(styles, o.styles, sizeof styles);
        village_state s;
        village_new_game(&s, (int)o.players, game, -1);
        long choices = 0;
        for (int step = 0; step < MAX_DECISIONS && c.positions < o.positions; step++) {
            village_move moves[VILLAGE_MAX_MOVES], move;
            int n = village_legal_moves(&s, moves);
            if (n == 0)
                break;
            if (n > 1 && ++choices % EVERY == 0)
                ask_seats(&s, &o, styles, game * 100003u + (uint64_t)step, &c);
            village_ai_config easy = {.level = VILLAGE_AI_EASY,
                                      .seed = game * 7919u + (uint64_t)step};
            if (n == 1)
                move = moves[0];
            else
                village_ai_choose(&s, &easy, NULL, &move, NULL);
            village_apply_trusted(&s, &move, NULL);
        }
    }
    printf("players %ld  level %s  styles %s  positions %ld  seed %llu\n", o.players,
           village_ai_level_name(o.level), o.auto_styles ? "auto" : "given", c.positions,
           (unsigned long long)o.seed);
    long pairs = 0, same_pairs = 0;
    for (int low = 0; low < VILLAGE_AI_STYLES; low++)
        for (int high = low; high < VILLAGE_AI_STYLES; high++) {
            pairs += c.style_pairs[low][high];
            same_pairs += c.style_same[low][high];
        }
    printf("pairs of seats %ld  same move %ld  (%.1f%%)\n", pairs, same_pairs,
           percent(same_pairs, pairs));
    printf("positions where every seat chose the same move %ld  (%.1f%%)\n", c.unanimous,
           percent(c.unanimous, c.positions));
    for (int low = 0; low < VILLAGE_AI_STYLES; low++)
        for (int high = low; high < VILLAGE_AI_STYLES; high++)
            if (c.style_pairs[low][high] > 0)
                printf("  %s and %s: %ld of %ld  (%.1f%%)\n", village_ai_style_name(low),
                       village_ai_style_name(high), c.style_same[low][high],
                       c.style_pairs[low][high],
                       percent(c.style_same[low][high], c.style_pairs[low][high]));
    printf("decisions %ld  cpu seconds %.1f\n", c.decisions, c.cpu);
    return CLI_OK;
}
