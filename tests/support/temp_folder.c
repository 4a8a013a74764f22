/* Each test process's own folder for its files (temp_folder.h). */
#define _XOPEN_SOURCE 700 /* mkdtemp, nftw */
#include "temp_folder.h"

#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The folder and the process that made it: a forked child shares the
 * folder, and its exit must not remove it under its parent. */
static char folder[512];
static pid_t folder_owner;

/* A folder a test made read-only (and failed before making it writable
 * again) would keep its entries: every folder is opened up first. */
static int open_up(const char *path, const struct stat *st, int kind, struct FTW *at)
{
    (void)at;
    if (kind == FTW_D || kind == FTW_DNR)
        chmod(path, (st->st_mode & 07777) | S_IRWXU);
    return 0;
}

static int remove_entry(const char *path, const struct stat *st, int kind, struct FTW *at)
{
    (void)st;
    (void)kind;
    (void)at;
    return remove(path) == 0 || errno == ENOENT ? 0 : -1;
}

bool temp_folder_remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return errno == ENOENT;
    if (S_ISDIR(st.st_mode))
        nftw(path, open_up, 16, FTW_PHYS);
    return nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS) == 0;
}

static void remove_at_exit(void)
{
    if (!folder[0] || getpid() != folder_owner)
        return;
    /* To read afterwards what the programs a test ran said. */
    if (getenv("VILLAGE_KEEP_TEST_FILES")) {
        fprintf(stderr, "temp_folder: kept %s (VILLAGE_KEEP_TEST_FILES)\n", folder);
        return;
    }
    if (!temp_folder_remove_tree(folder))
        fprintf(stderr, "temp_folder: could not remove %s: %s\n", folder, strerror(errno));
}

const char *temp_folder(void)
{
    if (folder[0])
        return folder;
    const char *tmp = getenv("TMPDIR");
    if (!tmp || !tmp[0])
        tmp = "/tmp";
    int n = snprintf(folder, sizeof folder, "%s/village-test-XXXXXX", tmp);
    if (n < 0 || (size_t)n >= sizeof folder || !mkdtemp(folder)) {
        fprintf(stderr, "temp_folder: cannot make a folder under %s: %s\n", tmp, strerror(errno));
        folder[0] = '\0';
        return NULL;
    }
    folder_owner = getpid();
    atexit(remove_at_exit);
    return folder;
}

bool temp_folder_path(char *out, size_t size, const char *name)
{
    const char *root = temp_folder();
    if (!root)
        return false;
    int n = snprintf(out, size, "%s/%s", root, name);
    return n >= 0 && (size_t)n < size;
}

bool temp_folder_hand_over(const char *path, uid_t uid, gid_t gid)
{
    const char *root = temp_folder();
    return root && chmod(root, 0711) == 0 && chown(path, uid, gid) == 0;
}

bool temp_folder_fresh(char *out, size_t size, const char *name)
{
    return temp_folder_path(out, size, name) && temp_folder_remove_tree(out) &&
           mkdir(out, 0700) == 0;
}
