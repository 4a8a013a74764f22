/* Where the packages put their certificate authorities (ca_bundle.h):
 * Windows, ca-certificates.crt beside the .exe; macOS, in the bundle's
 * Contents/Resources. The name is fixed by cmake/Packaging.cmake. */
#include "platform/ca_bundle.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define CA_BUNDLE_NAME "ca-certificates.crt"

#if defined(_WIN32)
#include <windows.h>

static char found[MAX_PATH * 4];

static const char *find_bundle(void)
{
    wchar_t exe[MAX_PATH + 32];
    DWORD n = GetModuleFileNameW(NULL, exe, MAX_PATH);
    if (n == 0 || n >= MAX_PATH)
        return NULL;
    wchar_t *slash = wcsrchr(exe, L'\\');
    if (!slash)
        return NULL;
    wcscpy(slash + 1, L"" CA_BUNDLE_NAME);
    DWORD attributes = GetFileAttributesW(exe);
    if (attributes == INVALID_FILE_ATTRIBUTES || (attributes & FILE_ATTRIBUTE_DIRECTORY))
        return NULL;
    /* OpenSSL opens UTF-8 names on Windows (as wide ones). */
    if (!WideCharToMultiByte(CP_UTF8, 0, exe, -1, found, (int)sizeof found, NULL, NULL))
        return NULL;
    return found;
}

#elif defined(__APPLE__)
#include <mach-o/dyld.h>
#include <unistd.h>

static char found[4096];

static const char *find_bundle(void)
{
    char exe[2048];
    uint32_t size = sizeof exe;
    if (_NSGetExecutablePath(exe, &size) != 0)
        return NULL;
    char *slash = strrchr(exe, '/');
    if (!slash)
        return NULL;
    *slash = '\0';
    /* Village.app/Contents/MacOS/Village -> Village.app/Contents/Resources */
    int n = snprintf(found, sizeof found, "%s/../Resources/" CA_BUNDLE_NAME, exe);
    if (n < 0 || (size_t)n >= sizeof found || access(found, R_OK) != 0)
        return NULL;
    return found;
}

#else
static const char *find_bundle(void)
{
    return NULL;
}
#endif

/* Looked for once: the connections' threads may ask at the same time. */
static pthread_once_t looked = PTHREAD_ONCE_INIT;
static const char *bundle;

static void look(void)
{
    bundle = find_bundle();
}

const char *platform_bundled_ca_file(void)
{
    pthread_once(&looked, look);
    return bundle;
}

const char *platform_ca_file_or_default(const char *players_file)
{
    if (players_file && players_file[0])
        return players_file;
    return platform_bundled_ca_file();
}
