/* Files in memory (memory_files.h): a flat list of entries named by their
 * whole path. A folder is an entry too, so a missing folder, a file where a
 * folder should be, and a folder where a file should be fail with the
 * errors the operating system gives. */
#include "platform/memory_files.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/lock.h"

typedef struct memory_entry {
    char *path;
    platform_entry_kind kind;
    char *bytes;
    size_t len;
    bool locked;
    intptr_t id; /* stays when other entries move: a lock's handle */
    time_t written;
} memory_entry;

typedef struct memory_files {
    platform_files table; /* first: the table's address is this one's */
    memory_entry *entries;
    size_t count, room;
    size_t capacity;
    intptr_t last_id;
} memory_files;

static memory_files *self_of(platform_files *table)
{
    return (memory_files *)table;
}

static memory_entry *find(memory_files *m, const char *path)
{
    for (size_t i = 0; i < m->count; i++)
        if (strcmp(m->entries[i].path, path) == 0)
            return &m->entries[i];
    return NULL;
}

static bool is_root(const char *folder)
{
    return strcmp(folder, "/") == 0 || strcmp(folder, ".") == 0;
}

/* 0 when path's folder exists as a folder, else the error a system gives. */
static int folder_error(memory_files *m, const char *path)
{
    char folder[1024];
    platform_folder_of(path, folder, sizeof folder);
    if (is_root(folder))
        return 0;
    memory_entry *e = find(m, folder);
    if (!e)
        return ENOENT;
    return e->kind == PLATFORM_ENTRY_FOLDER ? 0 : ENOTDIR;
}

static size_t bytes_in_use(memory_files *m)
{
    size_t total = 0;
    for (size_t i = 0; i < m->count; i++)
        total += m->entries[i].len;
    return total;
}

static memory_entry *add(memory_files *m, const char *path, platform_entry_kind kind)
{
    if (m->count == m->room) {
        size_t room = m->room ? m->room * 2 : 16;
        memory_entry *grown = realloc(m->entries, room * sizeof *grown);
        if (!grown)
            return NULL;
        m->entries = grown;
        m->room = room;
    }
    size_t n = strlen(path) + 1;
    char *copy = malloc(n);
    if (!copy)
        return NULL;
    memcpy(copy, path, n);
    memory_entry *e = &m->entries[m->count++];
    *e = (memory_entry){.path = copy, .kind = kind, .id = ++m->last_id};
    return e;
}

static void drop(memory_files *m, memory_entry *e)
{
    free(e->path);
    free(e->bytes);
    *e = m->entries[--m->count];
}

static bool set_bytes(memory_entry *e, const char *bytes, size_t len)
{
    char *copy = malloc(len ? len : 1);
    if (!copy)
        return false;
    if (len)
        memcpy(copy, bytes, len);
    free(e->bytes);
    e->bytes = copy;
    e->len = len;
    e->written = time(NULL);
    return true;
}

static bool failed(platform_failure *why, const char *what, int error)
{
    why->what = what;
    why->error = error;
    errno = error;
    return false;
}

static bool write_atomic(platform_files *table, const char *path, const char *text, size_t len,
                         platform_write_step step, platform_failure *why)
{
    memory_files *m = self_of(table);
    int error = folder_error(m, path);
    if (error)
        return failed(why, "cannot create a file next to", error);
    if (step)
        step("created");
    memory_entry *e = find(m, path);
    /* The temporary file holds the new text beside the old one. */
    if (bytes_in_use(m) + len > m->capacity)
        return failed(why, "cannot write next to", ENOSPC);
    if (step)
        step("written");
    if (step)
        step("flushed");
    if (e && e->kind == PLATFORM_ENTRY_FOLDER)
        return failed(why, "cannot replace", EISDIR);
    if (!e)
        e = add(m, path, PLATFORM_ENTRY_FILE);
    if (!e || !set_bytes(e, text, len))
        return failed(why, "cannot write next to", ENOMEM);
    e->kind = PLATFORM_ENTRY_FILE;
    if (step)
        step("renamed");
    return true;
}

static char *read_file(platform_files *table, const char *path, size_t max_bytes, size_t *len,
                       platform_read_trouble *trouble, platform_failure *why)
{
    memory_entry *e = find(self_of(table), path);
    why->what = "cannot open";
    if (!e) {
        why->error = ENOENT;
        *trouble = PLATFORM_READ_MISSING;
        return NULL;
    }
    if (e->kind != PLATFORM_ENTRY_FILE) {
        *trouble = PLATFORM_READ_NOT_A_FILE;
        return NULL;
    }
    /* As a reader of a disk, never more than one byte past the limit. */
    *len = e->len > max_bytes ? max_bytes + 1 : e->len;
    char *text = malloc(*len + 1);
    if (!text) {
        *trouble = PLATFORM_READ_OUT_OF_MEMORY;
        return NULL;
    }
    memcpy(text, e->bytes ? e->bytes : "", *len);
    return text;
}

static bool present(platform_files *table, const char *path)
{
    return is_root(path) || find(self_of(table), path) != NULL;
}

static bool modified(platform_files *table, const char *path, time_t *when)
{
    memory_entry *e = find(self_of(table), path);
    if (!e || e->kind != PLATFORM_ENTRY_FILE)
        return false;
    *when = e->written;
    return true;
}

static bool is_folder(platform_files *table, const char *path)
{
    memory_entry *e = find(self_of(table), path);
    return is_root(path) || (e && e->kind == PLATFORM_ENTRY_FOLDER);
}

static int list(platform_files *table, const char *folder, platform_entry_visitor visit,
                void *context)
{
    memory_files *m = self_of(table);
    if (!is_folder(table, folder))
        return find(m, folder) ? ENOTDIR : ENOENT;
    for (size_t i = 0; i < m->count; i++) {
        char parent[1024];
        platform_folder_of(m->entries[i].path, parent, sizeof parent);
        if (strcmp(parent, folder) == 0 &&
            !visit(platform_base_name(m->entries[i].path), m->entries[i].kind, context))
            break;
    }
    return 0;
}

static int make_folder(platform_files *table, const char *path, platform_folder_access access)
{
    (void)access;
    memory_files *m = self_of(table);
    if (present(table, path))
        return EEXIST;
    int error = folder_error(m, path);
    if (error)
        return error;
    return add(m, path, PLATFORM_ENTRY_FOLDER) ? 0 : ENOMEM;
}

static int remove_file(platform_files *table, const char *path)
{
    memory_files *m = self_of(table);
    memory_entry *e = find(m, path);
    if (!e)
        return ENOENT;
    if (e->kind == PLATFORM_ENTRY_FOLDER)
        return EISDIR;
    drop(m, e);
    return 0;
}

static int move_without_overwriting(platform_files *table, const char *from, const char *dest)
{
    memory_files *m = self_of(table);
    memory_entry *e = find(m, from);
    if (!e)
        return ENOENT;
    if (present(table, dest))
        return EEXIST;
    int error = folder_error(m, dest);
    if (error)
        return error;
    size_t n = strlen(dest) + 1;
    char *name = malloc(n);
    if (!name)
        return ENOMEM;
    memcpy(name, dest, n);
    free(e->path);
    e->path = name;
    return 0;
}

static char *write_target(platform_files *table, const char *path)
{
    (void)table;
    size_t n = strlen(path) + 1;
    char *copy = malloc(n);
    if (copy)
        memcpy(copy, path, n);
    return copy;
}

/* One process: a lock file already locked is another window's. */
static platform_lock_result lock_take(platform_files *table, platform_lock *lock, const char *path,
                                      char *why, size_t size)
{
    memory_files *m = self_of(table);
    int error = folder_error(m, path);
    memory_entry *e = error ? NULL : find(m, path);
    if (!error && !e)
        e = add(m, path, PLATFORM_ENTRY_FILE);
    if (!e || e->kind != PLATFORM_ENTRY_FILE) {
        snprintf(why, size, "%s: %s", path, strerror(error ? error : e ? EISDIR : ENOMEM));
        return PLATFORM_LOCK_FAILED;
    }
    if (e->locked)
        return PLATFORM_LOCK_BUSY;
    e->locked = true;
    lock->handle = e->id;
    lock->held = true;
    return PLATFORM_LOCK_TAKEN;
}

static void lock_release(platform_files *table, platform_lock *lock)
{
    memory_files *m = self_of(table);
    /* Not found: the lock file went with its folder, and the lock with it. */
    for (size_t i = 0; i < m->count; i++)
        if (m->entries[i].id == lock->handle)
            m->entries[i].locked = false;
}

/* The locked entry is still there, at that path (a folder removed and made
 * again has new entries). */
static bool lock_guards(platform_files *table, const platform_lock *lock, const char *path)
{
    memory_files *m = self_of(table);
    const memory_entry *e = find(m, path);
    return e && e->id == lock->handle && e->locked;
}

platform_files *platform_memory_files_new(size_t capacity)
{
    memory_files *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->capacity = capacity;
    m->table = (platform_files){
        .name = "memory",
        .write_atomic = write_atomic,
        .write_private = write_atomic,
        .read = read_file,
        .present = present,
        .modified = modified,
        .is_folder = is_folder,
        .list = list,
        .make_folder = make_folder,
        .remove = remove_file,
        .move_without_overwriting = move_without_overwriting,
        .write_target = write_target,
        .lock_take = lock_take,
        .lock_release = lock_release,
        .lock_guards = lock_guards,
    };
    return &m->table;
}

void platform_memory_files_free(platform_files *files)
{
    if (!files)
        return;
    memory_files *m = self_of(files);
    while (m->count)
        drop(m, &m->entries[m->count - 1]);
    free(m->entries);
    free(m);
}

bool platform_memory_files_plant(platform_files *files, const char *path, platform_entry_kind kind,
                                 const char *bytes, size_t len)
{
    memory_files *m = self_of(files);
    if (folder_error(m, path) || present(files, path))
        return false;
    memory_entry *e = add(m, path, kind);
    return e && set_bytes(e, bytes, len);
}

bool platform_memory_files_remove_folder(platform_files *files, const char *path)
{
    memory_files *m = self_of(files);
    if (!is_folder(files, path) || is_root(path))
        return false;
    size_t n = strlen(path);
    for (size_t i = m->count; i-- > 0;) {
        const char *p = m->entries[i].path;
        if (strcmp(p, path) == 0 || (strncmp(p, path, n) == 0 && p[n] == '/'))
            drop(m, &m->entries[i]);
    }
    return true;
}
