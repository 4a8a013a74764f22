/* Format checking for printf-like functions. On mingw-w64, GCC's "printf"
 * archetype means the Microsoft runtime's rules (no %zu, %lld, %hhd), but
 * C17 builds there use mingw's C99-conforming printf, so check with GNU
 * rules instead. */
#ifndef VILLAGE_PRINTF_FORMAT_H
#define VILLAGE_PRINTF_FORMAT_H

#if defined(__MINGW32__)
#define VILLAGE_PRINTF(fmt_arg, first_arg) __attribute__((format(gnu_printf, fmt_arg, first_arg)))
#elif defined(__GNUC__)
#define VILLAGE_PRINTF(fmt_arg, first_arg) __attribute__((format(printf, fmt_arg, first_arg)))
#else
#define VILLAGE_PRINTF(fmt_arg, first_arg)
#endif

#endif
