#!/bin/sh
# Compiles the macOS voice's C files for arm64 and x86_64 macOS with clang on
# a machine without a macOS SDK (docs/game.md, "Play by ear"): the few
# declarations they take from the system (dlfcn.h, stdio.h, stdlib.h,
# string.h) are written here as macOS declares them, and clang's own
# stdbool.h and stddef.h are used. It checks the C against each target's
# types and warnings (BOOL's type differs between the two), not that AppKit
# answers as the voice expects: that needs a Mac. Nothing is linked.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CC=${CC:-clang}
STUBS=$(mktemp -d)
trap 'rm -rf "$STUBS"' EXIT

cat >"$STUBS/dlfcn.h" <<'EOF'
#define RTLD_NOW 0x2
#define RTLD_LOCAL 0x4
void *dlopen(const char *path, int mode);
void *dlsym(void *handle, const char *symbol);
int dlclose(void *handle);
EOF
cat >"$STUBS/stdio.h" <<'EOF'
#include <stddef.h>
int snprintf(char *restrict s, size_t n, const char *restrict format, ...);
EOF
cat >"$STUBS/stdlib.h" <<'EOF'
#include <stddef.h>
void *calloc(size_t count, size_t size);
void *malloc(size_t size);
void *realloc(void *p, size_t size);
void free(void *p);
EOF
cat >"$STUBS/string.h" <<'EOF'
#include <stddef.h>
void *memcpy(void *restrict d, const void *restrict s, size_t n);
void *memmove(void *d, const void *s, size_t n);
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
int strncmp(const char *a, const char *b, size_t n);
EOF

for target in arm64-apple-macos11 x86_64-apple-macos11; do
    for file in speech_macos.c speech_macos_voice.c; do
        "$CC" -target "$target" -std=c17 -Wall -Wextra -Werror -fsyntax-only -nostdlibinc \
            -isystem "$STUBS" -I"$ROOT/src" "$ROOT/src/platform/$file"
    done
    echo "$target: speech_macos.c and speech_macos_voice.c compile"
done
