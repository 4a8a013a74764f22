/* The step-by-step choice of one decision's move: the legal moves' paths
 * grouped into options at the current depth, in a fixed slot order, with the
 * options the rules do not allow now shown disabled; choosing, going back,
 * and which steps may be passed without the person. */
#include <string.h>

#include "table/table.h"

static bool on_chosen_steps(const table_chooser *c, int path)
{
    if (c->paths[path].count < c->depth)
        return false;
    for (int k = 0; k < c->depth; k++)
        if (!table_step_same(&c->paths[path].steps[k], &c->chosen[k]))
            return false;
    return true;
}

/* Paths that go on past the current depth along the chosen steps. */
static bool continues(const table_chooser *c, int path)
{
    return c->paths[path].count > c->depth && on_chosen_steps(c, path);
}

static int find_option(const table_chooser *c, const table_step *step)
{
    for (int o = 0; o < c->option_count; o++)
        if (table_step_same(&c->options[o].step, step))
            return o;
    return -1;
}

/* The warning every move under the option shares, or none. */
static uint8_t shared_warning(const table_chooser *c, int option)
{
    int moves[VILLAGE_MAX_MOVES];
    int n = table_option_moves(c, option, moves, VILLAGE_MAX_MOVES);
    table_warning w = TABLE_WARN_NONE;
    for (int i = 0; i < n; i++) {
        table_warning here = table_move_warning(&c->state, &c->moves[moves[i]]);
        if (here == TABLE_WARN_NONE || (i > 0 && here != w))
            return TABLE_WARN_NONE;
        w = here;
    }
    return (uint8_t)w;
}

static void collect_options(table_chooser *c)
{
    c->option_count = 0;
    for (int i = 0; i < c->count && c->option_count < TABLE_OPTIONS_MAX; i++) {
        if (!continues(c, i))
            continue;
        const table_step *st = &c->paths[i].steps[c->depth];
        int o = find_option(c, st);
        if (o >= 0) {
            c->options[o].ways++;
            continue;
        }
        table_option *opt = &c->options[c->option_count++];
        memset(opt, 0, sizeof *opt);
        opt->step = *st;
        opt->path = i;
        opt->ways = 1;
        opt->enabled = true;
    }
}

/* Insertion sort by slot: rows are short, and equal steps never occur. */
static void sort_options(table_chooser *c)
{
    for (int i = 1; i < c->option_count; i++) {
        table_option o = c->options[i];
        int j = i;
        for (; j > 0 && table_step_order(&c->options[j - 1].step, &o.step) > 0; j--)
            c->options[j] = c->options[j - 1];
        c->options[j] = o;
    }
}

/* Options at the current depth. A step with a single option is passed when
 * it is not the path's last: the last step is always the person's click
 * (it is the one that decides, and pays). */
static void settle(table_chooser *c)
{
    for (;;) {
        collect_options(c);
        if (c->option_count != 1 || c->depth == 0 || c->depth + 1 >= TABLE_STEP_MAX)
            break;
        const table_path *p = &c->paths[c->options[0].path];
        if (c->depth + 1 >= p->count)
            break;
        c->chosen[c->depth] = p->steps[c->depth];
        c->depth++;
    }
    table_add_unavailable(c);
    sort_options(c);
    for (int o = 0; o < c->option_count; o++)
        if (c->options[o].enabled)
            c->options[o].warning = shared_warning(c, o);
}

void table_chooser_build(table_chooser *c, const village_state *s)
{
    memset(c, 0, sizeof *c);
    c->state = *s;
    c->legal_count = village_legal_moves(s, c->moves);
    c->count = c->legal_count;
    for (int i = 0; i < c->legal_count; i++)
        table_path_for_move(s, &c->moves[i], &c->paths[i]);
    /* Two cubes of different colours are picked one at a time, in either
     * order: the pair is listed once more with its cubes swapped. */
    for (int i = 0; i < c->legal_count && c->count < VILLAGE_MAX_MOVES; i++) {
        const village_move *m = &c->moves[i];
        if (m->kind != VILLAGE_MOVE_CHOOSE_CUBES || m->how == VILLAGE_NOBODY || m->how == m->what)
            continue;
        village_move swapped = *m;
        swapped.what = m->how;
        swapped.how = m->what;
        c->moves[c->count] = *m;
        table_path_for_move(s, &swapped, &c->paths[c->count]);
        c->count++;
    }
    settle(c);
}

int table_option_moves(const table_chooser *c, int option, int out[], int max)
{
    if (option < 0 || option >= c->option_count || !c->options[option].enabled)
        return 0;
    const table_step *st = &c->options[option].step;
    int n = 0;
    for (int i = 0; i < c->count && n < max; i++)
        if (continues(c, i) && table_step_same(&c->paths[i].steps[c->depth], st))
            out[n++] = i;
    return n;
}

bool table_chooser_choose(table_chooser *c, int option)
{
    if (c->decided || option < 0 || option >= c->option_count || !c->options[option].enabled)
        return false;
    c->chosen[c->depth] = c->options[option].step;
    if (c->picked_count < TABLE_STEP_MAX)
        c->picked[c->picked_count++] = c->depth;
    c->depth++;
    int first = -1, n = 0;
    for (int i = 0; i < c->count; i++)
        if (on_chosen_steps(c, i) && n++ == 0)
            first = i;
    /* One move left decides it, unless steps remain and the move spends:
     * then its last step (which names the payment) waits for the click. */
    bool whole = c->paths[first].count <= c->depth;
    if (whole || (n == 1 && !table_move_spends(&c->state, &c->moves[first]))) {
        c->decision = c->moves[first];
        c->decided = true;
        return true;
    }
    settle(c);
    return false;
}

bool table_chooser_can_go_back(const table_chooser *c)
{
    return !c->decided && c->picked_count > 0;
}

void table_chooser_back(table_chooser *c)
{
    if (!table_chooser_can_go_back(c))
        return;
    c->depth = c->picked[--c->picked_count];
    settle(c);
}

bool table_chooser_free_forced(const table_chooser *c, village_move *out)
{
    if (c->count != 1 || table_move_spends(&c->state, &c->moves[0]))
        return false;
    *out = c->moves[0];
    return true;
}
