/* Each screen's name, said when it opens while speech is on (issue 42): a
 * player who cannot see the screen hears where they are ("Table setup")
 * before the first Tab says a button. The game's table says its decision
 * instead, so it has no name here. */
#include <stdio.h>
#include <string.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/online.h"
#include "scenes/rules/rules_book.h"

/* The catalogue key of the heading each screen draws; NULL: none said. */
static const char *name_key(app *a)
{
    switch ((scene_id)a->scene) {
    case SCENE_TITLE:
        return "title.name";
    case SCENE_SETUP:
        return "setup.title";
    case SCENE_RESULTS:
        return game_session(a) && session_state(game_session(a))->phase == VILLAGE_PHASE_GAME_OVER
                   ? "results.heading"
                   : "results.projected";
    case SCENE_SETTINGS:
        return "settings.title";
    case SCENE_RULES:
        return "title.rules";
    case SCENE_REVIEW:
        return "review.heading";
    case SCENE_KEPT:
        return "kept.heading";
    case SCENE_ONLINE:
        return "online.title";
    case SCENE_ONLINE_HOST:
        return online_host_title_key(a);
    case SCENE_ONLINE_JOIN:
        return "online.join.title";
    case SCENE_ONLINE_LOBBY:
        return "online.lobby.title";
    case SCENE_TURNS_GAMES:
        return "turns.games.title";
    case SCENE_TURNS_ACCOUNT:
        return "turns.account.title";
    case SCENE_TURNS_NEW:
        return "turns.new.title";
    case SCENE_GAME:
    case SCENE_COUNT:
        break;
    }
    return NULL;
}

void scene_say_name(app *a)
{
    const char *key = name_key(a);
    if (!key || !app_speaking(a))
        return;
    char words[400];
    snprintf(words, sizeof words, "%s", TR(&a->i18n, key));
    rules_topic topic = a->scene == SCENE_RULES ? rules_current_topic(a) : RULES_TOPIC_CONTENTS;
    if (topic != RULES_TOPIC_CONTENTS) { /* a page opened from the table: "Rules: Market" */
        char title[80];
        snprintf(title, sizeof title, "rules.%s.title", rules_topic_id(topic));
        size_t n = strlen(words);
        snprintf(words + n, sizeof words - n, ": %s", TR(&a->i18n, title));
    }
    app_say(a, words, true);
}
