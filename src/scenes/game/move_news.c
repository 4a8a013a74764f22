/* One notifier for the news of a move: the listeners in the order they
 * registered (move_news.h). */
#include "scenes/game/move_news.h"

bool move_listen(move_listeners *l, const char *name, move_heard heard, void *part)
{
    if (l->count == MOVE_LISTENERS_MAX)
        return false;
    l->list[l->count++] = (move_listener){.name = name, .heard = heard, .part = part};
    return true;
}

void move_news_tell(const move_listeners *l, const move_news *news)
{
    for (int i = 0; i < l->count; i++)
        l->list[i].heard(l->list[i].part, news);
}
