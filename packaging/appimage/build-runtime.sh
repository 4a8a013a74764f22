#!/usr/bin/env bash
# Builds the AppImage runtime (runtime.c and its parts) as one static
# executable, so that it runs on any x86_64 Linux whatever its glibc, FUSE or
# compression libraries, and stamps the type-2 magic ('A', 'I', 2) into its
# ELF identification bytes 8-10. Its file ends where its section header
# table ends: the squashfs image appended to it starts right there.
#
# Usage: packaging/appimage/build-runtime.sh OUT
# Needs: a C compiler, libsquashfuse-dev, libfuse3-dev and the static
# libraries of zlib, xz, lzo, lz4 and zstd (packaging's host packages).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${1:?usage: build-runtime.sh OUT}
CC=${CC:-cc}
SOURCES=("$HERE"/runtime.c "$HERE"/payload.c "$HERE"/mount_image.c "$HERE"/extract.c
    "$HERE"/elf_section.c)
# -ffile-prefix-map: no build path in the binary (reproducible packages).
CFLAGS=(-std=gnu17 -O2 -Wall -Wextra -Werror -D_FILE_OFFSET_BITS=64
    -ffile-prefix-map="$HERE"=. -fno-ident $(pkg-config --cflags fuse3))
# Static: the linker warns that libfuse's dlopen (its module loading, which
# the runtime never uses) would need the shared glibc at run time; that one
# warning is filtered out.
LIBS=(-lsquashfuse -lfuse3 -lz -llzma -llzo2 -llz4 -lzstd -lpthread)
"$CC" "${CFLAGS[@]}" -static -s -Wl,--build-id=none -o "$OUT.tmp" "${SOURCES[@]}" "${LIBS[@]}" \
    2> >(grep -v -e "Using 'dlopen' in statically linked applications" \
        -e "in function \`fuse_get_module':" >&2)
# e_ident[8..10]: EI_ABIVERSION and padding, which the loader ignores.
printf 'AI\002' | dd of="$OUT.tmp" bs=1 seek=8 conv=notrunc status=none
mv "$OUT.tmp" "$OUT"
python3 - "$OUT" <<'PY'
import struct, sys, os
path = sys.argv[1]
data = open(path, "rb").read(64)
shoff, = struct.unpack_from("<Q", data, 0x28)
shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
end = shoff + shentsize * shnum
size = os.path.getsize(path)
if end != size:
    sys.exit(f"build-runtime.sh: {path}: section headers end at {end}, file is {size} bytes")
print(f"{os.path.basename(path)}: static AppImage type-2 runtime, {size} bytes")
PY
