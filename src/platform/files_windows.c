/* The file table on Windows (files.h): wide-character calls on UTF-8 paths,
 * _commit for the flush, MoveFileEx for the atomic replace, LockFileEx for
 * the folder lock. Windows has no FIFOs a path could name, but a device or
 * a folder can be: only a regular file is read. A private file (secrets)
 * is created with a protected DACL that lets in its user's account alone,
 * whatever the folder would have it inherit. */
#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <wchar.h>
#include <windows.h>

#include <aclapi.h>
#include <sddl.h>

#include "platform/files.h"
#include "platform/lock.h"

static wchar_t *widen(const char *utf8)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, NULL, 0);
    wchar_t *w = n > 0 ? malloc((size_t)n * sizeof *w) : NULL;
    if (w && MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, utf8, -1, w, n) != n) {
        free(w);
        w = NULL;
    }
    if (!w)
        errno = EINVAL;
    return w;
}

/* Windows' own words for its error, in UTF-8. */
static void system_message(DWORD code, char *out, size_t size)
{
    wchar_t wide[256];
    DWORD n = FormatMessageW(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, code,
                             0, wide, sizeof wide / sizeof wide[0], NULL);
    while (n > 0 && (wide[n - 1] == L'\r' || wide[n - 1] == L'\n' || wide[n - 1] == L'.'))
        wide[--n] = L'\0';
    if (n == 0 || !WideCharToMultiByte(CP_UTF8, 0, wide, -1, out, (int)size, NULL, NULL))
        snprintf(out, size, "Windows error %lu", (unsigned long)code);
}

static int errno_of(DWORD code)
{
    switch (code) {
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
        return ENOSPC;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
        return EACCES;
    case ERROR_WRITE_PROTECT:
        return EROFS;
    case ERROR_PATH_NOT_FOUND:
    case ERROR_FILE_NOT_FOUND:
        return ENOENT;
    case ERROR_ALREADY_EXISTS:
    case ERROR_FILE_EXISTS:
        return EEXIST;
    default:
        return EIO;
    }
}

static bool fail(platform_failure *why, const char *what, int error)
{
    why->what = what;
    why->error = error;
    errno = error;
    return false;
}

/* Windows has symbolic links, but a save behind one is rare enough that
 * the link is replaced by the file, as MoveFileEx does. */
static char *write_target(platform_files *self, const char *path)
{
    (void)self;
    size_t n = strlen(path) + 1;
    char *copy = malloc(n);
    if (copy)
        memcpy(copy, path, n);
    return copy;
}

/* A security descriptor whose DACL grants the process's user full access
 * and nobody else anything: "P", protected, so that no entry of the folder
 * (Users, Everyone on a shared folder) is inherited. LocalFree it. NULL
 * with errno set when the user's SID cannot be had. */
static PSECURITY_DESCRIPTOR owner_only_descriptor(void)
{
    HANDLE token = NULL;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token)) {
        errno = EACCES;
        return NULL;
    }
    union {
        TOKEN_USER user;
        unsigned char bytes[512];
    } info;
    DWORD size = 0;
    wchar_t *sid = NULL;
    PSECURITY_DESCRIPTOR sd = NULL;
    if (GetTokenInformation(token, TokenUser, &info, sizeof info, &size) &&
        ConvertSidToStringSidW(info.user.User.Sid, &sid)) {
        wchar_t sddl[256];
        /* FA: all file access, for this SID alone. */
        if (swprintf(sddl, sizeof sddl / sizeof *sddl, L"D:P(A;;FA;;;%ls)", sid) > 0)
            ConvertStringSecurityDescriptorToSecurityDescriptorW(sddl, SDDL_REVISION_1, &sd, NULL);
        LocalFree(sid);
    }
    CloseHandle(token);
    if (!sd)
        errno = EACCES;
    return sd;
}

/* Narrows an open file's DACL to owner_only_descriptor's (a file that
 * existed before keeps its old ACL when opened, so it is set anew). */
static bool make_owner_only(HANDLE file)
{
    PSECURITY_DESCRIPTOR sd = owner_only_descriptor();
    if (!sd)
        return false;
    BOOL present = FALSE, defaulted = FALSE;
    PACL dacl = NULL;
    bool ok = GetSecurityDescriptorDacl(sd, &present, &dacl, &defaulted) && present &&
              SetSecurityInfo(file, SE_FILE_OBJECT,
                              DACL_SECURITY_INFORMATION | PROTECTED_DACL_SECURITY_INFORMATION, NULL,
                              NULL, dacl, NULL) == ERROR_SUCCESS;
    LocalFree(sd);
    if (!ok)
        errno = EACCES;
    return ok;
}

/* A new file at a wide path for writing, as _wopen(O_CREAT | O_EXCL) but
 * created with the owner-only DACL: never readable by another account,
 * not even empty. A C file descriptor, -1 with errno on failure. */
static int create_private_new(const wchar_t *path)
{
    PSECURITY_DESCRIPTOR sd = owner_only_descriptor();
    if (!sd)
        return -1;
    SECURITY_ATTRIBUTES sa = {.nLength = sizeof sa, .lpSecurityDescriptor = sd};
    HANDLE h = CreateFileW(path, GENERIC_WRITE, 0, &sa, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, NULL);
    DWORD code = GetLastError();
    LocalFree(sd);
    if (h == INVALID_HANDLE_VALUE) {
        errno = errno_of(code);
        return -1;
    }
    int fd = _open_osfhandle((intptr_t)h, _O_WRONLY | _O_BINARY);
    if (fd < 0)
        CloseHandle(h);
    return fd;
}

/* Creates a new, unique file next to 'target' (the user's alone when
 * private_file); its wide name in *tmp_out. */
static int create_temp(const char *target, bool private_file, wchar_t **tmp_out)
{
    wchar_t *wide = widen(target);
    size_t n = wide ? wcslen(wide) : 0;
    wchar_t *tmp = wide ? malloc((n + 16) * sizeof *tmp) : NULL;
    int fd = -1;
    for (int attempt = 0; tmp && fd < 0 && attempt < 100; attempt++) {
        swprintf(tmp, n + 16, L"%ls.tmp-XXXXXX", wide);
        if (_wmktemp_s(tmp, n + 16) != 0)
            break;
        fd = private_file
                 ? create_private_new(tmp)
                 : _wopen(tmp, _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY, _S_IREAD | _S_IWRITE);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    free(wide);
    if (fd < 0) {
        free(tmp);
        tmp = NULL;
    }
    *tmp_out = tmp;
    return fd;
}

static bool write_all(int fd, const char *text, size_t len)
{
    while (len > 0) {
        unsigned chunk = len > (1u << 30) ? 1u << 30 : (unsigned)len;
        int n = _write(fd, text, chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = ENOSPC;
            return false;
        }
        text += n;
        len -= (size_t)n;
    }
    return true;
}

static void step_done(platform_write_step step, const char *name)
{
    if (step)
        step(name);
}

/* The temporary file keeps its DACL through MoveFileEx (a rename on one
 * volume), so a private file replaces the old one already narrowed. */
static bool write_file(const char *path, bool private_file, const char *text, size_t len,
                       platform_write_step step, platform_failure *why)
{
    wchar_t *tmp = NULL;
    int fd = create_temp(path, private_file, &tmp);
    if (fd < 0)
        return fail(why, "cannot create a file next to", errno);
    step_done(step, "created");
    bool ok = write_all(fd, text, len);
    if (ok)
        step_done(step, "written");
    ok = ok && _commit(fd) == 0;
    int error = errno;
    if (_close(fd) != 0 && ok) {
        ok = false;
        error = errno;
    }
    if (!ok) {
        _wunlink(tmp);
        free(tmp);
        return fail(why, "cannot write next to", error);
    }
    step_done(step, "flushed");
    wchar_t *wide = widen(path);
    if (!wide || !MoveFileExW(tmp, wide, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
        if (wide) {
            DWORD code = GetLastError();
            system_message(code, why->detail, sizeof why->detail);
            error = errno_of(code);
        } else {
            snprintf(why->detail, sizeof why->detail, "the path is not valid UTF-8");
            error = EINVAL;
        }
        free(wide);
        _wunlink(tmp);
        free(tmp);
        return fail(why, "cannot replace", error);
    }
    free(wide);
    free(tmp);
    step_done(step, "renamed");
    return true;
}

static bool write_atomic(platform_files *self, const char *path, const char *text, size_t len,
                         platform_write_step step, platform_failure *why)
{
    (void)self;
    return write_file(path, false, text, len, step, why);
}

static bool write_private(platform_files *self, const char *path, const char *text, size_t len,
                          platform_write_step step, platform_failure *why)
{
    (void)self;
    return write_file(path, true, text, len, step, why);
}

static char *read_file(platform_files *self, const char *path, size_t max_bytes, size_t *len,
                       platform_read_trouble *trouble, platform_failure *why)
{
    (void)self;
    why->what = "cannot open";
    wchar_t *wide = widen(path);
    struct _stat64 st;
    FILE *f = NULL;
    if (wide && _wstat64(wide, &st) == 0 && !(st.st_mode & _S_IFREG))
        *trouble = PLATFORM_READ_NOT_A_FILE;
    else if (wide)
        f = _wfopen(wide, L"rb");
    free(wide);
    if (!f) {
        why->error = errno;
        if (*trouble == PLATFORM_READ_OK)
            *trouble = why->error == ENOENT ? PLATFORM_READ_MISSING : PLATFORM_READ_UNREADABLE;
        return NULL;
    }
    why->what = "cannot read";
    size_t cap = 1 << 16;
    char *text = malloc(cap + 1);
    *len = 0;
    while (text) {
        *len += fread(text + *len, 1, cap - *len, f);
        if (*len < cap || *len > max_bytes)
            break;
        char *grown = realloc(text, cap * 2 + 1);
        if (!grown) {
            free(text);
            text = NULL;
            break;
        }
        text = grown;
        cap *= 2;
    }
    if (text && ferror(f)) {
        why->error = errno;
        *trouble = PLATFORM_READ_UNREADABLE;
        free(text);
        text = NULL;
    } else if (!text) {
        *trouble = PLATFORM_READ_OUT_OF_MEMORY;
    }
    fclose(f);
    return text;
}

static bool stat_of(const char *path, struct _stat64 *st)
{
    wchar_t *wide = widen(path);
    bool found = wide && _wstat64(wide, st) == 0;
    free(wide);
    return found;
}

static bool present(platform_files *self, const char *path)
{
    (void)self;
    struct _stat64 st;
    return stat_of(path, &st);
}

static bool modified(platform_files *self, const char *path, time_t *when)
{
    (void)self;
    struct _stat64 st;
    if (!stat_of(path, &st))
        return false;
    *when = (time_t)st.st_mtime;
    return true;
}

static bool is_folder(platform_files *self, const char *path)
{
    (void)self;
    struct _stat64 st;
    return stat_of(path, &st) && (st.st_mode & _S_IFDIR);
}

static platform_entry_kind kind_of(DWORD attributes)
{
    if (attributes & FILE_ATTRIBUTE_REPARSE_POINT)
        return PLATFORM_ENTRY_LINK;
    if (attributes & FILE_ATTRIBUTE_DIRECTORY)
        return PLATFORM_ENTRY_FOLDER;
    if (attributes & FILE_ATTRIBUTE_DEVICE)
        return PLATFORM_ENTRY_OTHER;
    return PLATFORM_ENTRY_FILE;
}

static int list(platform_files *self, const char *folder, platform_entry_visitor visit,
                void *context)
{
    (void)self;
    char pattern[2048];
    snprintf(pattern, sizeof pattern, "%s\\*", folder);
    wchar_t *wide = widen(pattern);
    if (!wide)
        return EINVAL;
    WIN32_FIND_DATAW found;
    HANDLE h = FindFirstFileW(wide, &found);
    free(wide);
    if (h == INVALID_HANDLE_VALUE) {
        DWORD code = GetLastError();
        return code == ERROR_FILE_NOT_FOUND ? 0 : errno_of(code); /* an empty drive */
    }
    do {
        char name[MAX_PATH * 4];
        if (!WideCharToMultiByte(CP_UTF8, 0, found.cFileName, -1, name, sizeof name, NULL, NULL))
            continue;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
            continue;
        if (!visit(name, kind_of(found.dwFileAttributes), context))
            break;
    } while (FindNextFileW(h, &found));
    FindClose(h);
    return 0;
}

static int make_folder(platform_files *self, const char *path, platform_folder_access access)
{
    (void)self;
    (void)access; /* a user's folders under %APPDATA% are already theirs alone */
    wchar_t *wide = widen(path);
    if (!wide)
        return EINVAL;
    int made = CreateDirectoryW(wide, NULL) ? 0 : errno_of(GetLastError());
    free(wide);
    return made;
}

static int remove_file(platform_files *self, const char *path)
{
    (void)self;
    wchar_t *wide = widen(path);
    if (!wide)
        return EINVAL;
    int removed = DeleteFileW(wide) ? 0 : errno_of(GetLastError());
    free(wide);
    return removed;
}

/* MoveFileEx without MOVEFILE_REPLACE_EXISTING never overwrites. */
static int move_without_overwriting(platform_files *self, const char *from, const char *dest)
{
    (void)self;
    wchar_t *wfrom = widen(from), *wdest = widen(dest);
    bool ok = wfrom && wdest && MoveFileExW(wfrom, wdest, MOVEFILE_WRITE_THROUGH);
    DWORD code = ok ? 0 : GetLastError();
    int error = code == ERROR_ALREADY_EXISTS || code == ERROR_FILE_EXISTS ? EEXIST
                : code == ERROR_FILE_NOT_FOUND                            ? ENOENT
                : code == 0                                               ? 0
                                                                          : EACCES;
    free(wfrom);
    free(wdest);
    return error;
}

/* Both LockFileEx and the handle are released by the OS when the process
 * ends, however it ends, so a crash never leaves the folder locked. */
static platform_lock_result lock_take(platform_files *self, platform_lock *lock, const char *path,
                                      char *why, size_t size)
{
    (void)self;
    wchar_t wide[1300];
    if (!MultiByteToWideChar(CP_UTF8, 0, path, -1, wide, (int)(sizeof wide / sizeof *wide))) {
        snprintf(why, size, "%s: the path is too long", path);
        return PLATFORM_LOCK_FAILED;
    }
    HANDLE h = CreateFileW(wide, GENERIC_READ | GENERIC_WRITE,
                           FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        snprintf(why, size, "%s: cannot be opened (Windows error %lu)", path,
                 (unsigned long)GetLastError());
        return PLATFORM_LOCK_FAILED;
    }
    OVERLAPPED at = {0};
    if (!LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
        DWORD error = GetLastError();
        CloseHandle(h);
        if (error == ERROR_LOCK_VIOLATION || error == ERROR_IO_PENDING)
            return PLATFORM_LOCK_BUSY;
        snprintf(why, size, "%s: cannot be locked (Windows error %lu)", path, (unsigned long)error);
        return PLATFORM_LOCK_FAILED;
    }
    lock->handle = (intptr_t)h;
    lock->held = true;
    return PLATFORM_LOCK_TAKEN;
}

static void lock_release(platform_files *self, platform_lock *lock)
{
    (void)self;
    CloseHandle((HANDLE)lock->handle); /* closing the handle unlocks */
    lock->handle = 0;
}

/* The same file (volume and file index): the lock file is opened with
 * FILE_SHARE_DELETE, so it and its folder can be deleted under the lock. */
static bool lock_guards(platform_files *self, const platform_lock *lock, const char *path)
{
    (void)self;
    wchar_t wide[1300];
    if (!MultiByteToWideChar(CP_UTF8, 0, path, -1, wide, (int)(sizeof wide / sizeof *wide)))
        return false;
    HANDLE named = CreateFileW(wide, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                               NULL, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    if (named == INVALID_HANDLE_VALUE)
        return false;
    BY_HANDLE_FILE_INFORMATION a, b;
    bool same = GetFileInformationByHandle((HANDLE)lock->handle, &a) &&
                GetFileInformationByHandle(named, &b) &&
                a.dwVolumeSerialNumber == b.dwVolumeSerialNumber &&
                a.nFileIndexHigh == b.nFileIndexHigh && a.nFileIndexLow == b.nFileIndexLow;
    CloseHandle(named);
    return same;
}

FILE *platform_create_private_stream(const char *path)
{
    wchar_t *wide = widen(path);
    if (!wide)
        return NULL;
    PSECURITY_DESCRIPTOR sd = owner_only_descriptor();
    if (!sd) {
        free(wide);
        return NULL;
    }
    /* A new file is born narrowed; one that was there is narrowed before
     * it is emptied and written. */
    SECURITY_ATTRIBUTES sa = {.nLength = sizeof sa, .lpSecurityDescriptor = sd};
    HANDLE h = CreateFileW(wide, GENERIC_WRITE | WRITE_DAC, 0, &sa, OPEN_ALWAYS,
                           FILE_ATTRIBUTE_NORMAL | FILE_FLAG_OPEN_REPARSE_POINT, NULL);
    DWORD code = GetLastError();
    LocalFree(sd);
    free(wide);
    if (h == INVALID_HANDLE_VALUE) {
        errno = errno_of(code);
        return NULL;
    }
    if (!make_owner_only(h) || !SetEndOfFile(h)) {
        CloseHandle(h);
        errno = EACCES;
        return NULL;
    }
    int fd = _open_osfhandle((intptr_t)h, _O_WRONLY | _O_BINARY);
    if (fd < 0) {
        CloseHandle(h);
        return NULL;
    }
    FILE *f = _fdopen(fd, "wb");
    if (!f)
        _close(fd);
    return f;
}

platform_files *platform_os_files(void)
{
    static platform_files os = {
        .name = "os",
        .write_atomic = write_atomic,
        .write_private = write_private,
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
    return &os;
}
