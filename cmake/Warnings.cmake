# Strict warnings for our own targets. -Wpedantic is applied per target where
# third-party headers (SDL) allow it: see village_strict_warnings().
add_compile_options(-Wall -Wextra -Werror -Wshadow -Wstrict-prototypes
                    -Wmissing-prototypes -Wformat=2 -Wvla)

function(village_strict_warnings target)
  target_compile_options(${target} PRIVATE -Wpedantic)
endfunction()
