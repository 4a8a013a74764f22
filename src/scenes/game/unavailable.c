/* Choices the rules do not allow right now, shown disabled with the reason,
 * so a person sees what exists and why it cannot be done. */
#include <stdio.h>
#include <string.h>

#include "scenes/game/game_ui.h"

static bool has_key(const chooser *c, const char *key)
{
    for (int o = 0; o < c->option_count; o++)
        if (c->options[o].move >= 0 && strcmp(c->paths[c->options[o].move].steps[0].key, key) == 0)
            return true;
    return false;
}

static void add_disabled(chooser *c, const char *label, const char *icon, const char *reason)
{
    if (c->option_count >= OPTIONS_MAX)
        return;
    choice_option *o = &c->options[c->option_count++];
    memset(o, 0, sizeof *o);
    o->move = -1;
    o->target = TARGET_NONE;
    o->icon = icon;
    snprintf(o->label, sizeof o->label, "%s", label);
    snprintf(o->reason, sizeof o->reason, "%s", reason);
}

static void unless(app *a, chooser *c, const char *key, const char *label_key, const char *icon,
                   const char *reason_key)
{
    if (!has_key(c, key))
        add_disabled(c, TR(&a->i18n, label_key), icon, TR(&a->i18n, reason_key));
}

static void crafts_unavailable(app *a, chooser *c)
{
    for (int b = 0; b < VILLAGE_BUILDINGS; b++) {
        char key[8], cost_key[32];
        snprintf(key, sizeof key, "b:%d", b);
        if (has_key(c, key))
            continue;
        snprintf(cost_key, sizeof cost_key, "reason.craft.%s", village_building_name(b));
        add_disabled(c, name_building(a, b), "icon.space.crafts", TR(&a->i18n, cost_key));
    }
}

static void action_unavailable(app *a, chooser *c, const village_state *s)
{
    switch (s->action_space) {
    case VILLAGE_HARVEST:
        unless(a, c, "step.harvest", "step.harvest", "icon.space.harvest", "reason.harvest");
        break;
    case VILLAGE_FAMILY:
        unless(a, c, "step.birth", "step.birth", "icon.space.family", "reason.birth");
        unless(a, c, "step.recall", "step.recall", "icon.space.family", "reason.recall");
        break;
    case VILLAGE_CRAFTS:
        crafts_unavailable(a, c);
        break;
    case VILLAGE_TRAVEL:
        if (c->option_count <= 1)
            add_disabled(c, TR(&a->i18n, "step.travel"), "icon.space.travel",
                         TR(&a->i18n, "reason.travel"));
        break;
    case VILLAGE_COUNCIL:
        unless(a, c, "step.council.enter", "step.council.enter", "icon.space.council",
               "reason.council.enter");
        unless(a, c, "step.council.advance", "step.council.advance", "icon.space.council",
               "reason.council.advance");
        break;
    case VILLAGE_CHURCH:
        unless(a, c, "church", "step.church", "icon.space.church", "reason.church");
        break;
    default:
        break;
    }
}

/* "1 horse, 2 grain": what a customer asks for, or (missing) what the
 * market's actor lacks of it. */
static void wants_text(app *a, const village_state *s, int tile, bool missing, char *out,
                       size_t size)
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
        const char *what = g < VILLAGE_GOODS ? name_good(a, g) : TR(&a->i18n, "word.grain");
        n += (size_t)snprintf(out + n, size - n, "%s%d %s", n ? ", " : "", count, what);
    }
}

/* Why a customer cannot be served: the goods missing, else the price of a further sale. */
static void serve_reason(app *a, const village_state *s, int tile, char *out, size_t size)
{
    char wants[96], lacks[96];
    wants_text(a, s, tile, false, wants, sizeof wants);
    wants_text(a, s, tile, true, lacks, sizeof lacks);
    if (lacks[0])
        i18n_format(&a->i18n, out, size, "reason.serve", (const char *const[]){wants, lacks, NULL});
    else
        snprintf(out, size, "%s", TR(&a->i18n, "reason.serve.price"));
}

static void market_unavailable(app *a, chooser *c, const village_state *s)
{
    for (int i = 0; i < VILLAGE_MARKET_SLOTS; i++) {
        char key[16], label[96], stall[8];
        snprintf(key, sizeof key, "serve:%d", i);
        if (s->stalls[i] == VILLAGE_NO_CUSTOMER || has_key(c, key))
            continue;
        snprintf(stall, sizeof stall, "%d", i + 1);
        char reason[160];
        serve_reason(a, s, s->stalls[i], reason, sizeof reason);
        add_disabled(c, TRF(&a->i18n, label, "step.serve", stall), "icon.space.market", reason);
    }
}

/* Why a privilege cannot be used now (R-CNC-2), then what it would do. */
static void privilege_reason(app *a, const village_state *s, int stage, char *out, size_t size)
{
    char why[200], does[300], n[8];
    snprintf(n, sizeof n, "%d", s->privilege_stage);
    if (stage > s->privilege_stage)
        i18n_format(&a->i18n, why, sizeof why, "reason.privilege.stage",
                    (const char *const[]){n, NULL});
    else
        snprintf(why, sizeof why, "%s",
                 TR(&a->i18n, stage == 1   ? "reason.privilege.marker"
                              : stage == 2 ? "reason.privilege.supply"
                                           : "reason.privilege.coin"));
    describe_privilege(a, stage, -1, does, sizeof does);
    snprintf(out, size, "%s\n%s", why, does);
}

static void privilege_unavailable(app *a, chooser *c, const village_state *s)
{
    for (int stage = 1; stage <= VILLAGE_COUNCIL_STAGES; stage++) {
        char key[16], reason[512];
        snprintf(key, sizeof key, "priv.%d", stage);
        if (has_key(c, key))
            continue;
        privilege_reason(a, s, stage, reason, sizeof reason);
        add_disabled(c, TR(&a->i18n, key), "icon.space.council", reason);
    }
}

void steps_unavailable(app *a, chooser *c, const village_state *s)
{
    switch (s->phase) {
    case VILLAGE_PHASE_TURN:
        if (village_cubes_on_board(s) > 0)
            unless(a, c, "well", "step.well", "icon.well", "reason.well");
        break;
    case VILLAGE_PHASE_ACTION:
        action_unavailable(a, c, s);
        break;
    case VILLAGE_PHASE_MARKET:
        market_unavailable(a, c, s);
        break;
    case VILLAGE_PHASE_PRIVILEGE:
        privilege_unavailable(a, c, s);
        break;
    default:
        break;
    }
}
