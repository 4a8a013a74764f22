/* My games with a made-up list (turns.h, turns_games_show_sample): what a
 * referee would tell ana of her games, one of each kind, the first paused
 * (its state the longest words), more than the screen shows, her friends
 * rated, two computers of one level (one of them named by its style). Made from the referee's own
 * lines, as the connection would hear them, so that the pictures and the tests see the rows the
 * game draws. */
#include <stdio.h>
#include <stdlib.h>

#include "scenes/turns.h"

static const char *const GAMES[][3] = {
    {"your-turn", "1 1 57", "ana@example.org bo.martinez@example.org ai:expert carla@example.org"},
    {"your-turn", "2 2 12", "dietrich@example.org ana@example.org"},
    {"invited", "1 0 0", "ana@example.org bo.martinez@example.org ai:hard"},
    {"waiting", "1 2 33", "ana@example.org carla@example.org ai:medium"},
    {"pending", "1 0 0", "ana@example.org dietrich@example.org"},
    {"finished", "1 0 140", "ana@example.org bo.martinez@example.org ai:hard ai:hard"},
    {"finished", "2 0 96", "carla@example.org ana@example.org"},
    {"finished", "1 0 88", "ana@example.org ai:hard"},
    {"finished", "1 0 120", "ana@example.org dietrich@example.org ai:medium"}};
enum { SAMPLE_GAMES = sizeof GAMES / sizeof *GAMES };

static const char *const NEWS[] = {
    "village-referee 2 paused 0000000000000001 the referee cannot reach its database",
    "village-referee 2 rated ana@example.org 1512.0 80.0 12",
    "village-referee 2 rated bo.martinez@example.org 1688.0 80.0 30",
    "village-referee 2 rated carla@example.org 1450.0 90.0 4"};

static turns_list *sample_list(double now)
{
    turns_list *l = malloc(sizeof *l);
    if (!l)
        return NULL;
    turns_list_init(l);
    char line[512];
    for (int i = 0; i < SAMPLE_GAMES; i++) {
        /* a day and a half for each turn */
        snprintf(line, sizeof line,
                 "village-referee 2 game %016x %s %s 129600 village-%016x@rooms.example.org %s",
                 i + 1, GAMES[i][0], GAMES[i][1], i + 1, GAMES[i][2]);
        turns_list_hear(l, line, now);
    }
    snprintf(line, sizeof line, "village-referee 2 listed %d", SAMPLE_GAMES);
    turns_list_hear(l, line, now);
    for (size_t i = 0; i < sizeof NEWS / sizeof *NEWS; i++)
        turns_list_hear(l, NEWS[i], now);
    return l;
}

bool turns_games_show_sample(app *a)
{
    turns_session *s = turns_session_of(a);
    free(s->sample);
    s->sample = sample_list(a->clock);
    if (!s->sample)
        return false;
    if (!s->jid[0])
        snprintf(s->jid, sizeof s->jid, "%s", "ana@example.org");
    if (!s->referee[0])
        turns_default_referee(s->jid, s->referee, sizeof s->referee);
    return s->sample->listed && s->sample->count == SAMPLE_GAMES;
}

void turns_games_forget_sample(app *a)
{
    turns_session *s = turns_session_of(a);
    free(s->sample);
    s->sample = NULL;
}
