/* The expert level's learned evaluation, read at the game's start
 * (learned_setup.h). */
#include "scenes/learned_setup.h"

#include <stdio.h>
#include <stdlib.h>

#include "village/save_learned.h"

void learned_setup_path(const char *data_dir, char *out, size_t size)
{
    snprintf(out, size, "%s/ai/learned.txt", data_dir);
}

/* The set in path, or NULL with the reason in why. */
static village_learned *read_set(const char *path, char *why, size_t size)
{
    village_learned *set = malloc(sizeof *set);
    if (!set)
        snprintf(why, size, "'%s' is not read: out of memory", path);
    else if (!village_learned_read_file(path, set, why, size)) {
        free(set);
        set = NULL;
    }
    return set;
}

void learned_setup_start(learned_setup *l, const char *data_dir)
{
    char path[1100];
    learned_setup_path(data_dir, path, sizeof path);
    l->trouble[0] = '\0';
    l->set = read_set(path, l->trouble, sizeof l->trouble);
    if (l->set) {
        village_learned_install(l->set);
        return;
    }
    char line[sizeof l->trouble + 100];
    village_learned_fallback_line("village", l->trouble, line, sizeof line);
    fprintf(stderr, "%s\n", line);
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
