/* Atomic writes of saves and other text: the platform layer's writer
 * (platform/files.h says how: a temporary file in the same folder, flushed,
 * renamed over the target; links and permissions kept), with the
 * crash-safety test's step hook, and a failure's system error sorted for
 * the front end. */
#include "platform/files.h"
#include "save_internal.h"

void (*village_save_step_hook)(const char *step);

/* The save API's troubles are the platform's, under the public names. */
_Static_assert((int)VILLAGE_WRITE_OK == (int)PLATFORM_WRITE_OK &&
                   (int)VILLAGE_WRITE_DISK_FULL == (int)PLATFORM_WRITE_DISK_FULL &&
                   (int)VILLAGE_WRITE_NOT_ALLOWED == (int)PLATFORM_WRITE_NOT_ALLOWED &&
                   (int)VILLAGE_WRITE_READ_ONLY_DISK == (int)PLATFORM_WRITE_READ_ONLY_DISK &&
                   (int)VILLAGE_WRITE_NO_FOLDER == (int)PLATFORM_WRITE_NO_FOLDER &&
                   (int)VILLAGE_WRITE_PATH_BLOCKED == (int)PLATFORM_WRITE_PATH_BLOCKED &&
                   (int)VILLAGE_WRITE_OTHER == (int)PLATFORM_WRITE_OTHER,
               "village_write_trouble and platform_write_trouble list the same troubles");

village_write_trouble village_write_trouble_of(int error)
{
    return (village_write_trouble)platform_write_trouble_of(error);
}

bool village_write_file_atomic(const char *path, const char *text, size_t len, char *err,
                               size_t err_size)
{
    return platform_write_atomic(path, text, len, village_save_step_hook, err, err_size);
}
