/* Seat lists of a tournament: "hard,easy,easy,easy", "hard:2000,easy" or
 * "medium/chronicler,medium/merchant". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "village/ai_tournament.h"

static bool parse_seat(const char *text, size_t length, village_tournament_seat *seat, char *err,
                       size_t err_size)
{
    if (length == 0 || length >= VILLAGE_TOURNAMENT_NAME) {
        snprintf(err, err_size,
                 "a seat must be a level name such as hard or hard:2000, or engine:PATH ARGS");
        return false;
    }
    memcpy(seat->name, text, length);
    seat->name[length] = '\0';
    seat->external = strncmp(seat->name, "engine:", 7) == 0;
    seat->command = NULL;
    if (seat->external) {
        seat->level = -1;
        seat->iterations = 0;
        seat->command = seat->name + 7;
        if (seat->command[0] == '\0') {
            snprintf(err, err_size, "an engine seat needs a command: engine:PATH ARGS");
            return false;
        }
        return true;
    }
    char level[VILLAGE_TOURNAMENT_NAME];
    memcpy(level, seat->name, length + 1);
    seat->iterations = 0;
    seat->style = VILLAGE_AI_STYLE_BALANCED;
    char *slash = strchr(level, '/');
    if (slash) {
        *slash = '\0';
        seat->style = village_ai_style_from_name(slash + 1);
        if (seat->style < 0) {
            snprintf(err, err_size,
                     "'%s' is not a style (balanced, chronicler, councillor, merchant)", slash + 1);
            return false;
        }
    }
    char *colon = strchr(level, ':');
    if (colon) {
        *colon = '\0';
        char *end;
        long iterations = strtol(colon + 1, &end, 10);
        if (*end != '\0' || iterations < 1 || iterations > 100000000) {
            snprintf(err, err_size, "'%s': iterations must be a whole number from 1", seat->name);
            return false;
        }
        seat->iterations = (int)iterations;
    }
    seat->level = village_ai_level_from_name(level);
    if (seat->level < 0) {
        snprintf(err, err_size,
                 "'%s' is not a level (random, easy, medium, hard, expert, strongest)", level);
        return false;
    }
    return true;
}

bool village_tournament_parse_seats(const char *list, village_tournament_config *cfg, char *err,
                                    size_t err_size)
{
    int count = 0;
    const char *p = list;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t length = comma ? (size_t)(comma - p) : strlen(p);
        if (count == VILLAGE_MAX_PLAYERS) {
            snprintf(err, err_size, "at most %d seats", VILLAGE_MAX_PLAYERS);
            return false;
        }
        if (!parse_seat(p, length, &cfg->seats[count], err, err_size))
            return false;
        count++;
        if (!comma)
            break;
        p = comma + 1;
    }
    if (count < 2) {
        snprintf(err, err_size, "a game needs 2 to %d seats", VILLAGE_MAX_PLAYERS);
        return false;
    }
    cfg->players = count;
    return true;
}
