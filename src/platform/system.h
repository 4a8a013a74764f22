/* What the programs ask the operating system besides files: the local
 * time, a console on Windows, binary standard streams, and the figures the
 * benchmarks print. Plain C: no SDL. */
#ifndef VILLAGE_PLATFORM_SYSTEM_H
#define VILLAGE_PLATFORM_SYSTEM_H

#include <stdbool.h>
#include <time.h>

/* localtime, safe from any thread; false when the time cannot be shown. */
bool platform_local_time(time_t when, struct tm *out);

/* Windows: a GUI program (village.exe) has no console of its own; attach
 * to the console of the program that started it (cmd, PowerShell) so that
 * --version, --help and errors are seen there. Output already redirected to
 * a file or pipe is left alone. Does nothing elsewhere. */
void platform_attach_parent_console(void);

/* Standard input and output carry bytes as they are: no "\r\n"
 * translation on Windows (saves go through them). Nothing elsewhere. */
void platform_binary_standard_streams(void);

/* CPU time the whole process has used so far (every thread), in ms;
 * negative when unknown. */
double platform_process_cpu_ms(void);
/* The process's peak resident memory in MB, negative when unknown. */
double platform_peak_memory_mb(void);
/* The machine's load average over the last minute; false where the system
 * has none (Windows). */
bool platform_load_average(double *out);
/* The processors online, at least 1 (village-cli train's threads). */
int platform_cpu_count(void);

#endif
