/* Named sections of the runtime's own ELF file: where the AppImage keeps
 * its update information (.upd_info) and signature (.sha256_sig, .sig_key),
 * which tools read and write in place without running the runtime. */
#ifndef APPIMAGE_ELF_SECTION_H
#define APPIMAGE_ELF_SECTION_H

#include <stddef.h>
#include <stdint.h>

/* Finds the section called name in the ELF file at path: 0 with its file
 * offset and size, or -1 with a reason in why. */
int elf_section_find(const char *path, const char *name, uint64_t *offset, uint64_t *size,
                     char *why, size_t why_size);

/* Prints the section's text (up to its first NUL byte) and a newline, or
 * nothing when it is empty: 0, or -1 with a reason in why. */
int elf_section_print(const char *path, const char *name, char *why, size_t why_size);

#endif
