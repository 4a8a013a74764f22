/* The game's files, whatever the operating system: an atomic write that never
 * leaves half a file, a careful reader of small text files, folder listing
 * and the other few things the save layer and the app do with files. Every
 * call goes through one table of operations (platform_files): the
 * operating system's by default, or an in-memory one that a test installs
 * (memory_files.h), so the callers' own logic is tested without a disk.
 * Paths are UTF-8 on every system; '/' separates folders everywhere, and
 * '\\' also on Windows. Plain C: no SDL. */
#ifndef VILLAGE_PLATFORM_FILES_H
#define VILLAGE_PLATFORM_FILES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "platform/lock.h"

/* ---- paths ---- */

/* The folder part of a path ("." when there is none, "/" for the root). */
void platform_folder_of(const char *path, char *out, size_t size);
/* The part after the last separator. */
const char *platform_base_name(const char *path);

/* ---- writing ---- */

/* Called with "created", "written", "flushed" and "renamed" as an atomic
 * write passes each step (the crash-safety test kills the process there). */
typedef void (*platform_write_step)(const char *step);

/* Writes text to a new temporary file next to path ("<path>.tmp-XXXXXX"),
 * flushes it to the disk and renames it over path, then flushes the
 * folder: a crash or a full disk leaves the old file or the new one, never
 * half of one. A symbolic link at path stays a link and the file it points
 * to is replaced, unless another user planted the link in a shared sticky
 * folder (as the kernel's protected_symlinks rule). A replaced file keeps
 * its permissions; a new one follows the user's umask. On failure the
 * message in err is for the player ("could not save in the folder '…': the
 * disk is full; the previous file is unchanged (…)") and errno holds the
 * system error of the failed step (platform_write_trouble_of sorts it).
 * step may be NULL. Safe to call from any thread. */
bool platform_write_atomic(const char *path, const char *text, size_t len, platform_write_step step,
                           char *err, size_t err_size);

/* As platform_write_atomic, for a file holding secrets (chair tokens): it
 * is the user's alone (0600 on POSIX, also when it replaces a file others
 * could read), from the moment it is created. */
bool platform_write_private(const char *path, const char *text, size_t len, char *err,
                            size_t err_size);

/* A new stream for writing (a log holding secrets), the user's alone
 * (0600 on POSIX; an existing file is emptied and its mode narrowed; a
 * link there is not followed). NULL with errno on failure. Not through
 * the table: a stream, not a saved file. */
FILE *platform_create_private_stream(const char *path);

/* A failed write's system error sorted into what a player can act on. */
typedef enum platform_write_trouble {
    PLATFORM_WRITE_OK,
    PLATFORM_WRITE_DISK_FULL,      /* no space or quota left */
    PLATFORM_WRITE_NOT_ALLOWED,    /* the folder may not be written to */
    PLATFORM_WRITE_READ_ONLY_DISK, /* the folder is on a read-only disk */
    PLATFORM_WRITE_NO_FOLDER,      /* the folder does not exist */
    PLATFORM_WRITE_PATH_BLOCKED,   /* a file or folder stands in the way */
    PLATFORM_WRITE_OTHER
} platform_write_trouble;
platform_write_trouble platform_write_trouble_of(int error);

/* The file a write to path replaces: path itself, or what a symbolic link
 * there finally points to when the link may be followed. malloc'd; NULL
 * with errno ELOOP on a loop or a link that may not be followed. */
char *platform_write_target(const char *path);

/* Removes the temporary files ("<path>.tmp-XXXXXX") an interrupted write
 * left next to path (or next to the file it links to); only plain files of
 * exactly that form. Call it at start, before anything writes there (the
 * folder's lock says nothing else does). Returns how many it removed. */
int platform_sweep_temporaries(const char *path);

/* ---- reading ---- */

typedef enum platform_read_trouble {
    PLATFORM_READ_OK,
    PLATFORM_READ_MISSING,    /* nothing at that path */
    PLATFORM_READ_UNREADABLE, /* not allowed to open it, or the disk failed */
    PLATFORM_READ_NOT_A_FILE, /* a folder, a pipe (FIFO) or a device */
    PLATFORM_READ_TOO_BIG,    /* over the caller's limit */
    PLATFORM_READ_NOT_TEXT,   /* holds a NUL byte */
    PLATFORM_READ_OUT_OF_MEMORY,
} platform_read_trouble;

/* A small text file as a malloc'd NUL-terminated string: regular files
 * only, opened without blocking (a FIFO with no writer would wait forever),
 * at most max_bytes, no NUL byte. NULL otherwise, with the reason in
 * *trouble (may be NULL) and "cannot open 'path': not a regular file (a
 * folder, a pipe or a device)" or the like in err. */
char *platform_read_text(const char *path, size_t max_bytes, platform_read_trouble *trouble,
                         char *err, size_t err_size);

/* Whether something is at path (a link is followed), without opening it. */
bool platform_file_present(const char *path);
/* When the file was last written (the kept games' list shows it); false
 * when it cannot be told. */
bool platform_file_modified(const char *path, time_t *when);

/* ---- folders ---- */

typedef enum platform_entry_kind {
    PLATFORM_ENTRY_FILE,   /* a regular file */
    PLATFORM_ENTRY_FOLDER, /* a folder */
    PLATFORM_ENTRY_LINK,   /* a symbolic link (not followed) */
    PLATFORM_ENTRY_OTHER,  /* a pipe, a device, a socket */
} platform_entry_kind;

/* Called once per entry of a folder ("." and ".." left out), in no
 * particular order; return false to stop. The folder must not be changed
 * during the listing: collect, then act. */
typedef bool (*platform_entry_visitor)(const char *name, platform_entry_kind kind, void *context);
/* 0 when the folder was listed, else the system error (ENOENT...). */
int platform_list_folder(const char *folder, platform_entry_visitor visit, void *context);

/* Who may enter a folder made by platform_make_folders. */
typedef enum platform_folder_access {
    PLATFORM_FOLDER_PRIVATE, /* the user alone (0700): saves and settings */
    PLATFORM_FOLDER_SHARED,  /* as the umask says (0777 & ~umask): screenshots */
} platform_folder_access;
/* Creates dir and any parents it lacks; 0 when it is a folder afterwards,
 * else the system error (ENOTDIR when a file stands there). */
int platform_make_folders(const char *dir, platform_folder_access access);

/* Removes a file (not a folder); 0 or the system error. */
int platform_remove_file(const char *path);
/* Moves a file to dest only if nothing is at dest (never overwrites);
 * 0 or the system error (EEXIST when dest is taken). */
int platform_move_without_overwriting(const char *from, const char *dest);

/* ---- the table behind every call above ---- */

/* What failed in a write: the step ("cannot replace"), the system error,
 * and the system's own words when errno's are not enough (Windows). */
typedef struct platform_failure {
    const char *what;
    int error;
    char detail[256]; /* "" for strerror(error) */
    bool written;     /* the file was replaced; only flushing its folder failed */
} platform_failure;

/* One implementation of the file operations. Each receives the table it
 * belongs to (an implementation with state keeps it after the table). The
 * wording of messages and the checks common to all are in files.c, above
 * the table: an implementation only does and reports. */
typedef struct platform_files platform_files;
struct platform_files {
    const char *name; /* "os", "memory": for messages of tests */
    /* As platform_write_atomic; false with *why filled (errno = why->error). */
    bool (*write_atomic)(platform_files *self, const char *path, const char *text, size_t len,
                         platform_write_step step, platform_failure *why);
    /* As write_atomic, the file the user's alone (platform_write_private);
     * NULL in a table that never writes secrets. */
    bool (*write_private)(platform_files *self, const char *path, const char *text, size_t len,
                          platform_write_step step, platform_failure *why);
    /* At most max_bytes + 1 bytes of a regular file, never blocking:
     * malloc'd, with *len. NULL with *trouble MISSING, UNREADABLE,
     * NOT_A_FILE or OUT_OF_MEMORY, and why->what "cannot open" or "cannot
     * read". */
    char *(*read)(platform_files *self, const char *path, size_t max_bytes, size_t *len,
                  platform_read_trouble *trouble, platform_failure *why);
    bool (*present)(platform_files *self, const char *path);
    bool (*modified)(platform_files *self, const char *path, time_t *when);
    /* Whether path is a folder (a link to one counts). */
    bool (*is_folder)(platform_files *self, const char *path);
    int (*list)(platform_files *self, const char *folder, platform_entry_visitor visit,
                void *context);
    /* One folder whose parent exists; 0, EEXIST or the system error. */
    int (*make_folder)(platform_files *self, const char *path, platform_folder_access access);
    int (*remove)(platform_files *self, const char *path);
    int (*move_without_overwriting)(platform_files *self, const char *from, const char *dest);
    char *(*write_target)(platform_files *self, const char *path);
    /* As platform_lock_take and platform_lock_release (lock.h). */
    platform_lock_result (*lock_take)(platform_files *self, platform_lock *lock,
                                      const char *lock_path, char *why, size_t why_size);
    void (*lock_release)(platform_files *self, platform_lock *lock);
    /* As platform_lock_guards, for a held lock and its lock file's path. */
    bool (*lock_guards)(platform_files *self, const platform_lock *lock, const char *lock_path);
};

/* The operating system's files (files_posix.c or files_windows.c). */
platform_files *platform_os_files(void);
/* The table every call above goes through: the OS's until a test installs
 * another. Returns the one it replaces. Install before any other thread
 * touches files (the autosave worker reads the table, never changes it). */
platform_files *platform_files_install(platform_files *files);
platform_files *platform_files_in_use(void);

#endif
