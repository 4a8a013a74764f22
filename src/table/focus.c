/* The focus order over the table's spots (focus.h): Tab follows the model's
 * order, the arrows the drawn boxes. */
#include "table/focus.h"

/* "Skip the action", "no privilege", "pass", "done": a choice that gives
 * something up. After a payment at the well the row begins with one, and
 * Enter twice would throw the action away. */
bool table_focus_declines(const table_option *o)
{
    return o->step.kind == TABLE_STEP_SKIP || o->step.kind == TABLE_STEP_PASS ||
           o->step.kind == TABLE_STEP_DONE;
}

int table_focus_options(const table_chooser *c, int out[], int max)
{
    int n = 0;
    for (int pass = 0; pass < 3; pass++)
        for (int o = 0; o < c->option_count && n < max; o++) {
            const table_option *opt = &c->options[o];
            int group = !opt->enabled ? 2 : table_focus_declines(opt) ? 1 : 0;
            if (group == pass)
                out[n++] = o;
        }
    return n;
}

int table_focus_first_option(const table_chooser *c)
{
    int order[TABLE_OPTIONS_MAX];
    int n = table_focus_options(c, order, TABLE_OPTIONS_MAX);
    return n > 0 && c->options[order[0]].enabled ? order[0] : -1;
}

int table_focus_option_of_step(const table_chooser *c, const table_step *step)
{
    for (int o = 0; o < c->option_count; o++)
        if (table_step_same(&c->options[o].step, step))
            return o;
    return -1;
}

int table_focus_find(const table_focus_spot spots[], int count, int kind, int id)
{
    for (int i = 0; i < count; i++)
        if (spots[i].kind == kind && spots[i].id == id)
            return i;
    return -1;
}

table_focus_area table_focus_option_area(int target, bool drawn_on_board)
{
    if (target == TARGET_NONE)
        return TABLE_AREA_CHOICES;
    return drawn_on_board ? TABLE_AREA_BOARD : TABLE_AREA_FARMS;
}

int table_focus_next_area(const table_focus_spot spots[], int count, int from, int delta)
{
    if (count <= 0)
        return -1;
    int area = from >= 0 && from < count ? spots[from].area : delta > 0 ? TABLE_AREAS - 1 : 0;
    for (int step = 1; step <= TABLE_AREAS; step++) {
        int want = ((area + delta * step) % TABLE_AREAS + TABLE_AREAS) % TABLE_AREAS;
        if (from >= 0 && want == spots[from].area)
            break; /* round to where it began: no other area has spots */
        for (int i = 0; i < count; i++)
            if (spots[i].area == want)
                return i;
    }
    return from >= 0 && from < count ? from : 0;
}

int table_focus_next(int count, int from, int delta)
{
    if (count <= 0)
        return -1;
    if (from < 0 || from >= count)
        return delta > 0 ? 0 : count - 1;
    return ((from + delta) % count + count) % count;
}

/* The room between two spans on one axis; 0 when they overlap. */
static float gap(float a0, float a1, float b0, float b1)
{
    return b0 > a1 ? b0 - a1 : a0 > b1 ? a0 - b1 : 0;
}

/* How much two spans share on one axis; negative when apart. Boxes that
 * only touch (a row of buttons on a panel's edge) are not in line. */
static float shared_span(float a0, float a1, float b0, float b1)
{
    return (a1 < b1 ? a1 : b1) - (a0 > b0 ? a0 : b0);
}

/* How far a search for the next spot may look off the direction. */
typedef enum reach { IN_LINE, IN_CONE, ON_THAT_SIDE } reach;

/* The best spot that way within 'reach': in line (it overlaps the row or
 * column of 'from'), within the 45-degree cone around the direction, or
 * anywhere on that side; 'from' for none. */
static int best_toward(const table_focus_spot spots[], int count, int from, table_focus_dir d,
                       reach r)
{
    const table_focus_box *f = &spots[from].box;
    float fx = f->x + f->w / 2, fy = f->y + f->h / 2;
    bool across = d == TABLE_FOCUS_LEFT || d == TABLE_FOCUS_RIGHT;
    float sign = d == TABLE_FOCUS_RIGHT || d == TABLE_FOCUS_DOWN ? 1 : -1;
    int best = from;
    float best_score = 0;
    for (int i = 0; i < count; i++) {
        const table_focus_box *b = &spots[i].box;
        float dx = b->x + b->w / 2 - fx, dy = b->y + b->h / 2 - fy;
        float along = (across ? dx : dy) * sign, off = across ? dy : dx;
        off = off < 0 ? -off : off;
        float aside = across ? gap(f->y, f->y + f->h, b->y, b->y + b->h)
                             : gap(f->x, f->x + f->w, b->x, b->x + b->w);
        float shared = across ? shared_span(f->y, f->y + f->h, b->y, b->y + b->h)
                              : shared_span(f->x, f->x + f->w, b->x, b->x + b->w);
        if (i == from || along < 0.5f || (r == IN_LINE && shared < 1) ||
            (r == IN_CONE && off > along))
            continue;
        /* Off to the side counts thrice, and between two in line the one
         * straighter ahead wins. */
        float score = along + 3 * aside + off / 2;
        if (best == from || score < best_score) {
            best = i;
            best_score = score;
        }
    }
    return best;
}

int table_focus_toward(const table_focus_spot spots[], int count, int from, table_focus_dir d)
{
    if (from < 0 || from >= count)
        return table_focus_next(count, from, 1);
    int best = from;
    for (reach r = IN_LINE; r <= ON_THAT_SIDE && best == from; r++)
        best = best_toward(spots, count, from, d, r);
    return best;
}
