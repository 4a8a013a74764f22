/* Reads named sections of a 64-bit little-endian ELF file (the runtime's
 * own), as AppImage tools find .upd_info and .sha256_sig. */
#define _GNU_SOURCE
#include "elf_section.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int fail(char *why, size_t why_size, const char *path, const char *what)
{
    snprintf(why, why_size, "%s: %s", path, what);
    return -1;
}

int elf_section_find(const char *path, const char *name, uint64_t *offset, uint64_t *size,
                     char *why, size_t why_size)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(why, why_size, "cannot open %s: %s", path, strerror(errno));
        return -1;
    }
    int rc = -1;
    Elf64_Ehdr header;
    Elf64_Shdr *sections = NULL;
    char *names = NULL;
    if (pread(fd, &header, sizeof header, 0) != (ssize_t)sizeof header ||
        memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64 ||
        header.e_shentsize != sizeof(Elf64_Shdr) || header.e_shstrndx >= header.e_shnum) {
        fail(why, why_size, path, "not a 64-bit ELF file with section headers");
        goto out;
    }
    size_t table_size = (size_t)header.e_shnum * sizeof(Elf64_Shdr);
    sections = malloc(table_size);
    if (sections == NULL ||
        pread(fd, sections, table_size, (off_t)header.e_shoff) != (ssize_t)table_size) {
        fail(why, why_size, path, "cannot read its section headers");
        goto out;
    }
    const Elf64_Shdr *strings = &sections[header.e_shstrndx];
    if (strings->sh_size == 0 || strings->sh_size > (1u << 20)) {
        fail(why, why_size, path, "no usable section name table");
        goto out;
    }
    names = malloc(strings->sh_size + 1);
    if (names == NULL || pread(fd, names, strings->sh_size, (off_t)strings->sh_offset) !=
                             (ssize_t)strings->sh_size) {
        fail(why, why_size, path, "cannot read its section names");
        goto out;
    }
    names[strings->sh_size] = '\0';
    for (size_t i = 0; i < header.e_shnum; i++) {
        if (sections[i].sh_name < strings->sh_size &&
            strcmp(names + sections[i].sh_name, name) == 0) {
            *offset = sections[i].sh_offset;
            *size = sections[i].sh_size;
            rc = 0;
            goto out;
        }
    }
    snprintf(why, why_size, "%s has no section %s", path, name);
out:
    free(names);
    free(sections);
    close(fd);
    return rc;
}

int elf_section_print(const char *path, const char *name, char *why, size_t why_size)
{
    uint64_t offset = 0;
    uint64_t size = 0;
    if (elf_section_find(path, name, &offset, &size, why, why_size) != 0) {
        return -1;
    }
    if (size > (1u << 20)) {
        return fail(why, why_size, path, "section too large");
    }
    char *text = calloc(1, size + 1);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (text == NULL || fd < 0 || pread(fd, text, size, (off_t)offset) != (ssize_t)size) {
        if (fd >= 0) {
            close(fd);
        }
        free(text);
        return fail(why, why_size, path, "cannot read the section");
    }
    close(fd);
    if (text[0] != '\0') {
        printf("%s\n", text);
    }
    free(text);
    return 0;
}
