/* What every implementation of the file table shares (files.h): the
 * choice of the table, the wording of failures for the player, the checks
 * on text read, and folders made one level at a time. Nothing here knows
 * the operating system. */
#include "platform/files.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/lock.h"

/* Written only by platform_files_install, which tests call before any
 * other thread starts; NULL means the operating system's. */
static platform_files *installed;

platform_files *platform_files_install(platform_files *files)
{
    platform_files *before = platform_files_in_use();
    installed = files;
    return before;
}

platform_files *platform_files_in_use(void)
{
    return installed ? installed : platform_os_files();
}

static bool is_separator(char c)
{
    /* '\\' is a separator only on Windows, but a file name holding one
     * elsewhere is never one of ours. */
    return c == '/' || c == '\\';
}

static const char *last_separator(const char *path)
{
    const char *last = NULL;
    for (const char *c = path; *c; c++)
        if (is_separator(*c))
            last = c;
    return last;
}

void platform_folder_of(const char *path, char *out, size_t size)
{
    const char *slash = last_separator(path);
    if (!slash)
        snprintf(out, size, ".");
    else if (slash == path)
        snprintf(out, size, "/");
    else
        snprintf(out, size, "%.*s", (int)(slash - path), path);
}

const char *platform_base_name(const char *path)
{
    const char *slash = last_separator(path);
    return slash ? slash + 1 : path;
}

platform_write_trouble platform_write_trouble_of(int error)
{
    switch (error) {
    case 0:
        return PLATFORM_WRITE_OK;
    case ENOSPC:
    case EFBIG:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return PLATFORM_WRITE_DISK_FULL;
    case EACCES:
    case EPERM:
        return PLATFORM_WRITE_NOT_ALLOWED;
    case EROFS:
        return PLATFORM_WRITE_READ_ONLY_DISK;
    case ENOENT:
        return PLATFORM_WRITE_NO_FOLDER;
    case ENOTDIR:
    case EISDIR:
        return PLATFORM_WRITE_PATH_BLOCKED;
    default:
        return PLATFORM_WRITE_OTHER;
    }
}

/* What a failed step means for the player, from its system error (the
 * game words the same troubles from its catalogues). */
static const char *plain_reason(int error)
{
    switch (platform_write_trouble_of(error)) {
    case PLATFORM_WRITE_DISK_FULL:
        return "the disk is full";
    case PLATFORM_WRITE_NOT_ALLOWED:
        return "the folder may not be written to";
    case PLATFORM_WRITE_READ_ONLY_DISK:
        return "the folder is on a read-only disk";
    case PLATFORM_WRITE_NO_FOLDER:
        return "the folder does not exist";
    case PLATFORM_WRITE_PATH_BLOCKED:
        return error == EISDIR ? "a folder stands where the file goes"
                               : "part of the folder's path is a file, not a folder";
    default:
        return NULL;
    }
}

static bool write_through(bool private_file, const char *path, const char *text, size_t len,
                          platform_write_step step, char *err, size_t err_size)
{
    platform_files *files = platform_files_in_use();
    platform_failure why = {0};
    if (private_file && !files->write_private)
        why = (platform_failure){.what = "cannot write a private file as", .error = ENOSYS};
    else if ((private_file ? files->write_private : files->write_atomic)(files, path, text, len,
                                                                         step, &why))
        return true;
    if (err && err_size) {
        char folder[1024];
        platform_folder_of(path, folder, sizeof folder);
        const char *system = why.detail[0] ? why.detail : strerror(why.error);
        const char *reason = plain_reason(why.error);
        if (why.written)
            snprintf(err, err_size,
                     "saved %s, but the folder '%s' could not be flushed to the disk, so the "
                     "save may not survive a power cut (%s)",
                     path, folder, system);
        else
            snprintf(err, err_size,
                     "could not save in the folder '%s'%s%s; the previous file is unchanged "
                     "(%s %s: %s)",
                     folder, reason ? ": " : "", reason ? reason : "", why.what, path, system);
    }
    errno = why.error; /* the caller may word it in the player's language */
    return false;
}

bool platform_write_atomic(const char *path, const char *text, size_t len, platform_write_step step,
                           char *err, size_t err_size)
{
    return write_through(false, path, text, len, step, err, err_size);
}

bool platform_write_private(const char *path, const char *text, size_t len, char *err,
                            size_t err_size)
{
    return write_through(true, path, text, len, NULL, err, err_size);
}

char *platform_write_target(const char *path)
{
    platform_files *files = platform_files_in_use();
    return files->write_target(files, path);
}

char *platform_read_text(const char *path, size_t max_bytes, platform_read_trouble *trouble,
                         char *err, size_t err_size)
{
    platform_files *files = platform_files_in_use();
    platform_read_trouble scratch;
    if (!trouble)
        trouble = &scratch;
    *trouble = PLATFORM_READ_OK;
    platform_failure why = {0};
    size_t len = 0;
    char *text = files->read(files, path, max_bytes, &len, trouble, &why);
    char too_big[64];
    snprintf(too_big, sizeof too_big, "too big (over %lu bytes)", (unsigned long)max_bytes);
    const char *problem = NULL;
    if (!text) {
        problem = *trouble == PLATFORM_READ_NOT_A_FILE
                      ? "not a regular file (a folder, a pipe or a device)"
                  : *trouble == PLATFORM_READ_OUT_OF_MEMORY ? "out of memory"
                  : why.detail[0]                           ? why.detail
                                                            : strerror(why.error);
    } else if (len > max_bytes) {
        *trouble = PLATFORM_READ_TOO_BIG;
        problem = too_big;
    } else if (memchr(text, '\0', len)) {
        *trouble = PLATFORM_READ_NOT_TEXT;
        problem = "contains a NUL byte (not a text file)";
    }
    if (problem) {
        if (err && err_size)
            snprintf(err, err_size, "%s '%s': %s", why.what ? why.what : "cannot read", path,
                     problem);
        free(text);
        errno = why.error;
        return NULL;
    }
    text[len] = '\0';
    return text;
}

bool platform_file_modified(const char *path, time_t *when)
{
    platform_files *files = platform_files_in_use();
    return files->modified && files->modified(files, path, when);
}

bool platform_file_present(const char *path)
{
    platform_files *files = platform_files_in_use();
    return files->present(files, path);
}

int platform_list_folder(const char *folder, platform_entry_visitor visit, void *context)
{
    platform_files *files = platform_files_in_use();
    return files->list(files, folder, visit, context);
}

int platform_make_folders(const char *dir, platform_folder_access access)
{
    platform_files *files = platform_files_in_use();
    char path[1200];
    if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path)
        return ENAMETOOLONG;
    size_t n = strlen(path);
    while (n > 1 && is_separator(path[n - 1]))
        path[--n] = '\0';
    /* Each parent in turn, then the folder itself; one already there is
     * fine. Only the end counts: a drive ("C:") cannot be made but is there. */
    int failed = 0;
    for (size_t i = 1; i <= n; i++) {
        if (i < n && !is_separator(path[i]))
            continue;
        char kept = path[i];
        path[i] = '\0';
        if (!files->present(files, path)) {
            int made = files->make_folder(files, path, access);
            if (made != 0 && made != EEXIST)
                failed = made;
        }
        path[i] = kept;
    }
    if (files->is_folder(files, path))
        return 0;
    return files->present(files, path) ? ENOTDIR : failed ? failed : ENOENT;
}

int platform_remove_file(const char *path)
{
    platform_files *files = platform_files_in_use();
    return files->remove(files, path);
}

int platform_move_without_overwriting(const char *from, const char *dest)
{
    platform_files *files = platform_files_in_use();
    return files->move_without_overwriting(files, from, dest);
}

static void lock_path(const char *dir, char *out, size_t size)
{
    size_t n = strlen(dir);
    bool has_separator = n > 0 && is_separator(dir[n - 1]);
    snprintf(out, size, "%s%s%s", dir, has_separator ? "" : "/", PLATFORM_LOCK_NAME);
}

platform_lock_result platform_lock_take(platform_lock *lock, const char *dir, char *why,
                                        size_t size)
{
    platform_files *files = platform_files_in_use();
    char path[1300];
    lock_path(dir, path, sizeof path);
    lock->held = false;
    return files->lock_take(files, lock, path, why, size);
}

void platform_lock_release(platform_lock *lock)
{
    if (!lock->held)
        return;
    platform_files *files = platform_files_in_use();
    files->lock_release(files, lock);
    lock->held = false;
}

bool platform_lock_guards(const platform_lock *lock, const char *dir)
{
    if (!lock->held)
        return false;
    platform_files *files = platform_files_in_use();
    char path[1300];
    lock_path(dir, path, sizeof path);
    return files->lock_guards(files, lock, path);
}
