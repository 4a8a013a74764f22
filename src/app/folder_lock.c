/* The preferences folder's one-writer lock (folder_lock.h): flock on POSIX,
 * LockFileEx on Windows; both are released by the OS when the process ends,
 * however it ends, so a crash never leaves the folder locked. flock rather
 * than fcntl locks: an fcntl lock belongs to the process and is dropped when
 * any descriptor of the file closes; flock belongs to the open file, so even
 * two opens in one process see each other. */
#include "app/folder_lock.h"

#include <stdio.h>
#include <string.h>

#ifdef _WIN32
#include <windows.h>
#else
#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

static void lock_path(const char *dir, char *out, size_t size)
{
    size_t n = strlen(dir);
    bool has_separator = n > 0 && (dir[n - 1] == '/' || dir[n - 1] == '\\');
    snprintf(out, size, "%s%s%s", dir, has_separator ? "" : "/", FOLDER_LOCK_NAME);
}

#ifdef _WIN32

folder_lock_result folder_lock_take(folder_lock *lock, const char *dir, char *why, size_t size)
{
    char path[1300];
    wchar_t wide[1300];
    lock->held = false;
    lock_path(dir, path, sizeof path);
    if (!MultiByteToWideChar(CP_UTF8, 0, path, -1, wide, (int)(sizeof wide / sizeof *wide))) {
        snprintf(why, size, "%s: the path is too long", path);
        return FOLDER_LOCK_FAILED;
    }
    HANDLE h = CreateFileW(wide, GENERIC_READ | GENERIC_WRITE,
                           FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        snprintf(why, size, "%s: cannot be opened (Windows error %lu)", path,
                 (unsigned long)GetLastError());
        return FOLDER_LOCK_FAILED;
    }
    OVERLAPPED at = {0};
    if (!LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
        DWORD error = GetLastError();
        CloseHandle(h);
        if (error == ERROR_LOCK_VIOLATION || error == ERROR_IO_PENDING)
            return FOLDER_LOCK_BUSY;
        snprintf(why, size, "%s: cannot be locked (Windows error %lu)", path, (unsigned long)error);
        return FOLDER_LOCK_FAILED;
    }
    lock->handle = h;
    lock->held = true;
    return FOLDER_LOCK_TAKEN;
}

void folder_lock_release(folder_lock *lock)
{
    if (!lock->held)
        return;
    CloseHandle((HANDLE)lock->handle); /* closing the handle unlocks */
    lock->held = false;
}

#else

folder_lock_result folder_lock_take(folder_lock *lock, const char *dir, char *why, size_t size)
{
    char path[1300];
    lock->held = false;
    lock->fd = -1;
    lock_path(dir, path, sizeof path);
    /* O_NOFOLLOW: a link planted in the folder must not lead the open elsewhere;
     * O_CLOEXEC: a program started from the game (a browser, an engine) must
     * not inherit the lock and keep the folder locked after the game ends. */
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        snprintf(why, size, "%s: %s", path, strerror(errno));
        return FOLDER_LOCK_FAILED;
    }
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int error = errno;
        close(fd);
        if (error == EWOULDBLOCK)
            return FOLDER_LOCK_BUSY;
        snprintf(why, size, "%s: %s", path, strerror(error));
        return FOLDER_LOCK_FAILED;
    }
    lock->fd = fd;
    lock->held = true;
    return FOLDER_LOCK_TAKEN;
}

void folder_lock_release(folder_lock *lock)
{
    if (!lock->held)
        return;
    close(lock->fd); /* the last descriptor of the open file: the lock goes */
    lock->fd = -1;
    lock->held = false;
}

#endif
