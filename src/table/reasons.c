/* Why a choice the rules do not allow right now is shown disabled: the
 * reason, in the player's words, for each kind of step the table model
 * (src/table/unavailable.c) keeps in its slot. */
#include <stdio.h>
#include <string.h>

#include "table/words.h"
#include "village/board.h"

/* "1 horse, 2 grain": what a customer asks for, or (missing) what the
 * market's actor lacks of it. */
static void wants_text(const table_words *w, const village_state *s, int tile, bool missing,
                       char *out, size_t size)
{
    const village_customer *cu = &village_board_data.customers[tile % VILLAGE_CUSTOMERS];
    const village_player *pl = &s->players[s->actor];
    size_t n = 0;
    out[0] = '\0';
    for (int g = 0; g <= VILLAGE_GOODS && n < size; g++) {
        int want = g < VILLAGE_GOODS ? cu->goods[g] : cu->grain;
        int have = g < VILLAGE_GOODS ? pl->goods[g] : pl->grain;
        int count = missing ? want - have : want;
        if (count <= 0)
            continue;
        const char *what =
            g < VILLAGE_GOODS ? table_name_good_n(w, g, count) : TR(w->cat, "word.grain");
        n += (size_t)snprintf(out + n, size - n, "%s%d %s", n ? ", " : "", count, what);
    }
}

/* Why a customer cannot be served: the goods missing, else the price of a further sale. */
static void serve_reason(const table_words *w, const village_state *s, int tile, char *out,
                         size_t size)
{
    char wants[96], lacks[96];
    wants_text(w, s, tile, false, wants, sizeof wants);
    wants_text(w, s, tile, true, lacks, sizeof lacks);
    if (lacks[0])
        i18n_format(w->cat, out, size, "reason.serve", (const char *const[]){wants, lacks, NULL});
    else
        snprintf(out, size, "%s", TR(w->cat, "reason.serve.price"));
}

/* Why a privilege cannot be used now (R-CNC-2), then what it would do. */
static void privilege_reason(const table_words *w, const village_state *s, int stage, char *out,
                             size_t size)
{
    char why[200], does[300], n[8];
    snprintf(n, sizeof n, "%d", s->privilege_stage);
    if (stage > s->privilege_stage)
        i18n_format(w->cat, why, sizeof why, "reason.privilege.stage",
                    (const char *const[]){n, NULL});
    else
        snprintf(why, sizeof why, "%s",
                 TR(w->cat, stage == 1   ? "reason.privilege.marker"
                            : stage == 2 ? "reason.privilege.supply"
                                         : "reason.privilege.coin"));
    table_describe_privilege(w, stage, -1, does, sizeof does);
    snprintf(out, size, "%s\n%s", why, does);
}

/* The steps whose reason is one catalogue sentence, or NULL. */
static const char *plain_reason(int kind)
{
    switch (kind) {
    case TABLE_STEP_WELL:
        return "reason.well";
    case TABLE_STEP_HARVEST:
        return "reason.harvest";
    case TABLE_STEP_BIRTH:
        return "reason.birth";
    case TABLE_STEP_RECALL:
        return "reason.recall";
    case TABLE_STEP_TRAVEL:
        return "reason.travel";
    case TABLE_STEP_COUNCIL_ENTER:
        return "reason.council.enter";
    case TABLE_STEP_COUNCIL_ADVANCE:
        return "reason.council.advance";
    case TABLE_STEP_CHURCH:
        return "reason.church";
    default:
        return NULL;
    }
}

void table_step_unavailable_reason(const table_words *w, const village_state *s,
                                   const table_step *step, char *out, size_t size)
{
    char key[40];
    const char *plain = plain_reason(step->kind);
    out[0] = '\0';
    if (plain) {
        snprintf(out, size, "%s", TR(w->cat, plain));
    } else if (step->kind == TABLE_STEP_BUILDING) {
        snprintf(key, sizeof key, "reason.craft.%s", village_building_name(step->a));
        snprintf(out, size, "%s", TR(w->cat, key));
    } else if (step->kind == TABLE_STEP_SERVE && s->stalls[step->a] != VILLAGE_NO_CUSTOMER) {
        serve_reason(w, s, s->stalls[step->a], out, size);
    } else if (step->kind == TABLE_STEP_PRIVILEGE) {
        privilege_reason(w, s, step->a, out, size);
    } else if (step->kind == TABLE_STEP_ONE_CUBE || step->kind == TABLE_STEP_FIRST_CUBE ||
               step->kind == TABLE_STEP_SECOND_CUBE) {
        char marked[96];
        i18n_format(w->cat, out, size, "reason.cube.none",
                    (const char *const[]){
                        table_name_colour_marked(w, step->a, marked, sizeof marked), NULL});
    }
}
