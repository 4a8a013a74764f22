/* A folder of each test process's own for the files it makes, so that two
 * runs at once (two checkouts, CI beside a developer, ctest -j) never share a
 * file, and nothing is left behind: made with mkdtemp under $TMPDIR (/tmp
 * when unset), removed with everything in it when the process that made it
 * exits, a failed cmocka test included (cmocka returns from a failed test to
 * its runner; only a crash or a kill leaves the folder), unless
 * VILLAGE_KEEP_TEST_FILES is set (then its path is said on stderr). A
 * forked child shares its parent's folder. Main thread only. */
#ifndef VILLAGE_TESTS_TEMP_FOLDER_H
#define VILLAGE_TESTS_TEMP_FOLDER_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* The process's folder, made on the first call; NULL (said on stderr) if it
 * cannot be made. */
const char *temp_folder(void);
/* out = <folder>/<name>, a path for the test to make a file or folder at;
 * nothing is made there. False if the folder cannot be made or out is too
 * small. */
bool temp_folder_path(char *out, size_t size, const char *name);
/* out = <folder>/<name>, made a new empty folder (one left there by an
 * earlier test of the process removed first); false if that fails. */
bool temp_folder_fresh(char *out, size_t size, const char *name);
/* Lets another user (a test run as root that drops its privileges) work in
 * path, a folder in the process's folder: path becomes theirs, and the
 * process's folder may be passed through (0711), not listed. */
bool temp_folder_hand_over(const char *path, uid_t uid, gid_t gid);
/* Removes a file or a folder with everything in it, read-only folders
 * included, following no link; true when nothing is left at path. */
bool temp_folder_remove_tree(const char *path);

#endif
