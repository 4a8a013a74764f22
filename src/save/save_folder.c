/* Housekeeping in the folder that holds a save: temporary files left by a
 * save that was interrupted (a kill or a power cut between creating the
 * temporary file and renaming it), and moving aside a save the loader
 * refused so a new game never overwrites it. */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "save_internal.h"

#ifdef _WIN32
#include <io.h>
#include <wchar.h>
#include <windows.h>
#else
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

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

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
#ifdef _WIN32
    const char *back = strrchr(path, '\\');
    if (back && (!slash || back > slash))
        slash = back;
#endif
    return slash ? slash + 1 : path;
}

#ifdef _WIN32
static wchar_t *widen(const char *utf8)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, NULL, 0);
    wchar_t *w = n > 0 ? malloc((size_t)n * sizeof *w) : NULL;
    if (w && MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, w, n) != n) {
        free(w);
        w = NULL;
    }
    return w;
}

static int sweep_folder_of(const char *path)
{
    char pattern[2048];
    snprintf(pattern, sizeof pattern, "%s.tmp-*", path);
    wchar_t *wide = widen(pattern);
    if (!wide)
        return 0;
    char folder[2048];
    save_folder_of(path, folder, sizeof folder);
    int removed = 0;
    WIN32_FIND_DATAW found;
    HANDLE h = FindFirstFileW(wide, &found);
    free(wide);
    if (h == INVALID_HANDLE_VALUE)
        return 0;
    do {
        char entry[MAX_PATH * 4];
        if (!WideCharToMultiByte(CP_UTF8, 0, found.cFileName, -1, entry, sizeof entry, NULL, NULL))
            continue;
        if ((found.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) ||
            !is_temporary_of(entry, base_name(path)))
            continue;
        char full[2048 + MAX_PATH * 4];
        snprintf(full, sizeof full, "%s\\%s", folder, entry);
        wchar_t *victim = widen(full);
        if (victim && DeleteFileW(victim))
            removed++;
        free(victim);
    } while (FindNextFileW(h, &found));
    FindClose(h);
    return removed;
}

/* Claims 'dest' only if nothing is there: MoveFileEx without
 * MOVEFILE_REPLACE_EXISTING never overwrites. */
static bool move_without_overwriting(const char *from, const char *dest, int *error)
{
    wchar_t *wfrom = widen(from), *wdest = widen(dest);
    bool ok = wfrom && wdest && MoveFileExW(wfrom, wdest, MOVEFILE_WRITE_THROUGH);
    DWORD code = ok ? 0 : GetLastError();
    *error = code == ERROR_ALREADY_EXISTS || code == ERROR_FILE_EXISTS ? EEXIST
             : code == ERROR_FILE_NOT_FOUND                            ? ENOENT
             : code == 0                                               ? 0
                                                                       : EACCES;
    free(wfrom);
    free(wdest);
    return ok;
}
#else
static int sweep_folder_of(const char *path)
{
    char folder[4096];
    save_folder_of(path, folder, sizeof folder);
    const char *name = base_name(path);
    DIR *dir = opendir(folder);
    if (!dir)
        return 0;
    int removed = 0;
    for (struct dirent *e = readdir(dir); e; e = readdir(dir)) {
        if (!is_temporary_of(e->d_name, name))
            continue;
        char full[8192];
        snprintf(full, sizeof full, "%s/%s", folder, e->d_name);
        struct stat st;
        /* Only plain files: a folder or a link of that name is not ours. */
        if (lstat(full, &st) == 0 && S_ISREG(st.st_mode) && unlink(full) == 0)
            removed++;
    }
    closedir(dir);
    return removed;
}

/* link() fails with EEXIST rather than overwrite; where links are not
 * supported (FAT), claim the name with O_EXCL, then rename over the claim. */
static bool move_without_overwriting(const char *from, const char *dest, int *error)
{
    if (link(from, dest) == 0) {
        if (unlink(from) == 0)
            return true;
        *error = errno;
        unlink(dest);
        return false;
    }
    if (errno == EEXIST || errno == ENOENT || errno == EACCES || errno == EROFS) {
        *error = errno;
        return false;
    }
    int fd = open(dest, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) {
        *error = errno;
        return false;
    }
    close(fd);
    if (rename(from, dest) == 0)
        return true;
    *error = errno;
    unlink(dest);
    return false;
}
#endif

int village_save_sweep_temporaries(const char *path)
{
    int removed = sweep_folder_of(path);
    /* A save behind a symbolic link is written next to the file it points to. */
    char *target = save_resolve_target(path);
    if (target && strcmp(target, path) != 0)
        removed += sweep_folder_of(target);
    free(target);
    return removed;
}

bool village_save_set_aside(const char *path, char *moved_to, size_t moved_size, char *err,
                            size_t err_size)
{
    char stem[2048];
    size_t n = strlen(path);
    if (n >= sizeof stem) {
        if (err && err_size)
            snprintf(err, err_size, "the path '%s' is too long", path);
        errno = ENAMETOOLONG;
        return false;
    }
    memcpy(stem, path, n + 1);
    if (n > 5 && strcmp(stem + n - 5, ".json") == 0)
        stem[n - 5] = '\0';
    time_t now = time(NULL);
    struct tm when;
#ifdef _WIN32
    localtime_s(&when, &now);
#else
    localtime_r(&now, &when);
#endif
    char date[32];
    strftime(date, sizeof date, "%Y%m%d-%H%M%S", &when);
    char dest[2200];
    int error = EEXIST;
    for (int attempt = 1; attempt < 100 && error == EEXIST; attempt++) {
        if (attempt == 1)
            snprintf(dest, sizeof dest, "%s.rejected-%s.json", stem, date);
        else
            snprintf(dest, sizeof dest, "%s.rejected-%s-%d.json", stem, date, attempt);
        if (move_without_overwriting(path, dest, &error)) {
            if (moved_to && moved_size)
                snprintf(moved_to, moved_size, "%s", dest);
            return true;
        }
    }
    if (err && err_size) {
        char folder[2048];
        save_folder_of(path, folder, sizeof folder);
        snprintf(err, err_size, "could not keep the refused save '%s' in the folder '%s': %s", path,
                 folder, strerror(error));
    }
    errno = error;
    return false;
}
