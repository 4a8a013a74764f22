/* The operating system's answers besides files (system.h). */
#if !defined(_WIN32)
#define _DEFAULT_SOURCE  /* getloadavg (glibc) */
#define _DARWIN_C_SOURCE /* getloadavg (macOS) */
#endif

#include "platform/system.h"

#include <stdio.h>
#include <stdlib.h>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <windows.h>
#include <psapi.h>
#else
#include <sys/resource.h>
#include <unistd.h>
#endif

bool platform_local_time(time_t when, struct tm *out)
{
#ifdef _WIN32
    return localtime_s(out, &when) == 0;
#else
    return localtime_r(&when, out) != NULL;
#endif
}

#ifdef _WIN32
static bool handle_is_open(DWORD which)
{
    HANDLE h = GetStdHandle(which);
    return h != NULL && h != INVALID_HANDLE_VALUE && GetFileType(h) != FILE_TYPE_UNKNOWN;
}
#endif

void platform_attach_parent_console(void)
{
#ifdef _WIN32
    if (handle_is_open(STD_OUTPUT_HANDLE) || handle_is_open(STD_ERROR_HANDLE))
        return;
    if (!AttachConsole(ATTACH_PARENT_PROCESS))
        return;
    if (!freopen("CONOUT$", "w", stdout) || !freopen("CONOUT$", "w", stderr))
        return;
    /* The prompt was already printed: start on a line of our own. */
    fputc('\n', stdout);
#endif
}

void platform_binary_standard_streams(void)
{
#ifdef _WIN32
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stdin), _O_BINARY);
#endif
}

double platform_process_cpu_ms(void)
{
#ifdef _WIN32
    FILETIME created, ended, kernel, user;
    if (!GetProcessTimes(GetCurrentProcess(), &created, &ended, &kernel, &user))
        return -1.0;
    ULARGE_INTEGER k = {.LowPart = kernel.dwLowDateTime, .HighPart = kernel.dwHighDateTime};
    ULARGE_INTEGER u = {.LowPart = user.dwLowDateTime, .HighPart = user.dwHighDateTime};
    return (double)(k.QuadPart + u.QuadPart) / 1e4; /* 100 ns units */
#else
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0)
        return -1.0;
    return (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0 +
           (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
#endif
}

double platform_peak_memory_mb(void)
{
#ifdef _WIN32
    PROCESS_MEMORY_COUNTERS counters;
    if (!GetProcessMemoryInfo(GetCurrentProcess(), &counters, sizeof counters))
        return -1.0;
    return (double)counters.PeakWorkingSetSize / (1024.0 * 1024.0);
#else
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0)
        return -1.0;
#ifdef __APPLE__
    return (double)usage.ru_maxrss / (1024.0 * 1024.0); /* bytes on macOS */
#else
    return (double)usage.ru_maxrss / 1024.0; /* KiB on Linux */
#endif
#endif
}

bool platform_load_average(double *out)
{
#ifdef _WIN32
    (void)out;
    return false; /* Windows has no load average */
#else
    return getloadavg(out, 1) == 1;
#endif
}

int platform_cpu_count(void)
{
#ifdef _WIN32
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    return info.dwNumberOfProcessors > 0 ? (int)info.dwNumberOfProcessors : 1;
#else
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
#endif
}
