/* Computers' styles at a table being set up (seat_styles.h). */
#include "scenes/seat_styles.h"

#include <string.h>

#include "platform/secure_random.h"
#include "village/ai.h"

void seat_styles_start(seat_styles *s)
{
    memset(s, 0, sizeof *s);
    s->seed = platform_random64();
}

void seat_styles_of(const seat_styles *s, const int levels[VILLAGE_MAX_PLAYERS],
                    int styles[VILLAGE_MAX_PLAYERS])
{
    village_ai_default_styles(levels, VILLAGE_MAX_PLAYERS, s->seed, styles);
    for (int c = 0; c < VILLAGE_MAX_PLAYERS; c++)
        if (levels[c] < 0)
            styles[c] = -1;
        else if (s->chosen[c])
            styles[c] = s->style[c];
}

void seat_styles_next(seat_styles *s, const int levels[VILLAGE_MAX_PLAYERS], int c)
{
    int styles[VILLAGE_MAX_PLAYERS];
    seat_styles_of(s, levels, styles);
    s->style[c] = (styles[c] + 1) % VILLAGE_AI_STYLES;
    s->chosen[c] = true;
}
