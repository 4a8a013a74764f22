/* The expert level's learned evaluation, read at the game's start
 * (learned_setup.h). */
#include "scenes/learned_setup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/files.h"
#include "village/ai_learned.h"

void learned_setup_path(const char *data_dir, char *out, size_t size)
{
    snprintf(out, size, "%s/ai/learned.txt", data_dir);
}

/* The set in path, or NULL with the reason in why. */
static village_learned *read_set(const char *path, char *why, size_t size)
{
    char err[400];
    platform_read_trouble trouble;
    char *text = platform_read_text(path, VILLAGE_LEARNED_TEXT_MAX, &trouble, err, sizeof err);
    if (!text) {
        snprintf(why, size, "%s", err);
        return NULL;
    }
    village_learned *set = malloc(sizeof *set);
    if (!set)
        snprintf(why, size, "'%s' is not read: out of memory", path);
    else if (!village_learned_parse(text, strlen(text), set, err, sizeof err)) {
        snprintf(why, size, "'%s' is not a usable learned evaluation: %s", path, err);
        free(set);
        set = NULL;
    }
    free(text);
    return set;
}

void learned_setup_start(learned_setup *l, const char *data_dir)
{
    char path[1100];
    learned_setup_path(data_dir, path, sizeof path);
    l->trouble[0] = '\0';
    l->set = read_set(path, l->trouble, sizeof l->trouble);
    if (l->set)
        village_learned_install(l->set);
    else
        fprintf(stderr, "village: %s; the expert level searches with the hand-written evaluation\n",
                l->trouble);
}

void learned_setup_stop(learned_setup *l)
{
    if (village_learned_installed() == l->set)
        village_learned_install(NULL);
    free(l->set);
    l->set = NULL;
}

bool learned_setup_missing(const learned_setup *l)
{
    return l->set == NULL;
}
