/* The two views of village-cli show. */
#ifndef VILLAGE_CLI_SHOW_H
#define VILLAGE_CLI_SHOW_H

#include "cli.h"

void show_text(const village_record *r, FILE *out);
/* false when out of memory */
bool show_json(const village_record *r, FILE *out);

/* The player's members in reading order (farmyard first, unborn last; by
 * spot within a place), as member indices. */
void show_member_order(const village_player *pl, int order[VILLAGE_MEMBERS_PER_PLAYER]);

#endif
