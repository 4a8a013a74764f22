/* The two views of village-cli show. */
#ifndef VILLAGE_CLI_SHOW_H
#define VILLAGE_CLI_SHOW_H

#include "cli.h"

void show_text(const village_record *r, FILE *out);
/* false when out of memory */
bool show_json(const village_record *r, FILE *out);

/* Places in the order a person reads a player's family: unborn last. */
extern const int SHOW_PLACE_ORDER[VILLAGE_PLACES];

#endif
