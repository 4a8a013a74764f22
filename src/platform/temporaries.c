/* Sweeping the temporary files an interrupted atomic write left behind
 * (files.h): a kill or a power cut between creating "<name>.tmp-XXXXXX"
 * and renaming it over the file. Only this layer's writer makes such names,
 * so only it knows which files are its own. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/files.h"

/* A temporary file of the atomic writer: "<name>.tmp-" and six letters or
 * digits, nothing else, so no other file is ever touched. */
static bool is_temporary_of(const char *entry, const char *name)
{
    size_t n = strlen(name);
    if (strncmp(entry, name, n) != 0 || strncmp(entry + n, ".tmp-", 5) != 0)
        return false;
    const char *suffix = entry + n + 5;
    if (strlen(suffix) != 6)
        return false;
    for (int k = 0; k < 6; k++) {
        char c = suffix[k];
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
            return false;
    }
    return true;
}

/* The temporaries found while listing, removed once the listing is over
 * (a folder may not change while it is listed). */
typedef struct stale_files {
    const char *name; /* the save's own name */
    char **found;
    size_t count, room;
} stale_files;

static bool note_stale(const char *entry, platform_entry_kind kind, void *context)
{
    stale_files *stale = context;
    /* Only plain files: a folder or a link of that name is not ours. */
    if (kind != PLATFORM_ENTRY_FILE || !is_temporary_of(entry, stale->name))
        return true;
    if (stale->count == stale->room) {
        size_t room = stale->room ? stale->room * 2 : 8;
        char **grown = realloc(stale->found, room * sizeof *grown);
        if (!grown)
            return false;
        stale->found = grown;
        stale->room = room;
    }
    size_t n = strlen(entry) + 1;
    char *copy = malloc(n);
    if (!copy)
        return false;
    memcpy(copy, entry, n);
    stale->found[stale->count++] = copy;
    return true;
}

static int sweep_folder_of(const char *path)
{
    char folder[4096];
    platform_folder_of(path, folder, sizeof folder);
    stale_files stale = {.name = platform_base_name(path)};
    platform_list_folder(folder, note_stale, &stale);
    int removed = 0;
    for (size_t i = 0; i < stale.count; i++) {
        char full[8192];
        snprintf(full, sizeof full, "%s/%s", folder, stale.found[i]);
        if (platform_remove_file(full) == 0)
            removed++;
        free(stale.found[i]);
    }
    free(stale.found);
    return removed;
}

int platform_sweep_temporaries(const char *path)
{
    int removed = sweep_folder_of(path);
    /* A save behind a symbolic link is written next to the file it points to. */
    char *target = platform_write_target(path);
    if (target && strcmp(target, path) != 0)
        removed += sweep_folder_of(target);
    free(target);
    return removed;
}
