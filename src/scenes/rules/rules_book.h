/* The illustrated rules: pages addressed by topic, and the way other scenes
 * open the rules at a topic (an area's tooltip links to its page). */
#ifndef VILLAGE_SCENES_RULES_BOOK_H
#define VILLAGE_SCENES_RULES_BOOK_H

#include <SDL.h>
#include <stdbool.h>

#include "render/text.h"

typedef struct app app;

/* One page per topic, in reading order; the contents page comes before them. */
typedef enum rules_topic {
    RULES_TOPIC_GOAL,
    RULES_TOPIC_TURN,
    RULES_TOPIC_WELL,
    RULES_TOPIC_TIME,
    RULES_TOPIC_HARVEST,
    RULES_TOPIC_FAMILY,
    RULES_TOPIC_CRAFTS,
    RULES_TOPIC_MARKET,
    RULES_TOPIC_TRAVEL,
    RULES_TOPIC_COUNCIL,
    RULES_TOPIC_CHURCH,
    RULES_TOPIC_MASS,
    RULES_TOPIC_END,
    RULES_TOPIC_SCORING,
    RULES_TOPIC_COUNT,
    RULES_TOPIC_CONTENTS = -1
} rules_topic;

/* The short id of a topic ("market", "church", …), used in catalogue keys. */
const char *rules_topic_id(rules_topic t);
/* The topic with that id, or RULES_TOPIC_CONTENTS when there is none. */
rules_topic rules_topic_from_id(const char *id);

/* Switches to the rules scene showing the topic's page; Back returns to the
 * scene that called this. */
void rules_open_topic(app *a, rules_topic t);
/* The page shown now (RULES_TOPIC_CONTENTS for the contents). */
rules_topic rules_current_topic(const app *a);

/* What the last drawn page wrote, so a test can measure every text against
 * its box with the fonts and check every key in every catalogue. */
enum { RULES_TEXT_LOG_MAX = 160 };

typedef struct rules_text {
    char key[64];    /* catalogue key, or "" for a numeral drawn as is */
    char text[1024]; /* as drawn (after filling {1}…) */
    SDL_FRect box;   /* where it must fit, logical canvas pixels */
    font_role role;
    float size;
    bool wrapped; /* wrapped at box.w; otherwise one line */
} rules_text;

typedef struct rules_text_log {
    rules_text texts[RULES_TEXT_LOG_MAX];
    int count;
    int dropped;  /* texts that did not fit in the log: a test fails on them */
    int too_wide; /* picture strips wider than their box */
    char first_too_wide[64];
} rules_text_log;

const rules_text_log *rules_last_texts(const app *a);

#endif
