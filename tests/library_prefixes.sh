#!/usr/bin/env sh
# Every symbol the core libraries export starts with village_ (the public API)
# or the library's own prefix (HACKING.md, "Names"), so layers cannot clash.
# Names starting with __ are the compiler's (AddressSanitizer adds some).
# usage: tests/library_prefixes.sh NM LIBRARY:PREFIX[,PREFIX…] …
set -eu
nm_tool=$1
shift
status=0
for item in "$@"; do
  lib=${item%%:*}
  prefixes="village_,${item#*:}"
  pattern="^($(echo "$prefixes" | sed 's/,/|/g'))"
  bad=$("$nm_tool" -g --defined-only "$lib" | awk 'NF == 3 && $2 ~ /^[TDBR]$/ && $3 !~ /^__/ {print $3}' |
        grep -Ev "$pattern" || true)
  if [ -n "$bad" ]; then
    echo "$(basename "$lib"): exported without a prefix ($prefixes):" $bad
    status=1
  fi
done
exit $status
