# Speed for the code the AI search spends its time in (docs/ai.md, "Search
# speed"): -O3 for the rules core and the AI, and with GCC link-time
# optimisation of those two into the programs that search (village-cli, the
# game), so the rules core's small functions inline into the search.
# Together they measured 1.7-1.9 times the iterations per second of -O2
# alone (village-cli bench --ai). The libraries keep ordinary object code
# as well (fat LTO objects), and every other program (the tests, the
# benchmarks, the tools) links that with -fno-lto: GCC's linker plugin
# otherwise finds the objects' LTO sections and optimises the rules core
# and the AI again at each of some two hundred links, even without -flto
# (4 s of CPU for a rules test's link, 0.06 s with -fno-lto). Debug and
# sanitizer builds stay as they are.
option(VILLAGE_LTO "Link-time optimisation of the rules core and AI in optimised builds" ON)
set(VILLAGE_LTO_ACTIVE OFF)
if(VILLAGE_LTO AND NOT VILLAGE_SANITIZE AND CMAKE_C_COMPILER_ID STREQUAL "GNU"
   AND NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
  set(VILLAGE_LTO_ACTIVE ON)
  # Every program's link but village_fast_program's: a -fno-lto anywhere on
  # GCC's command line turns the linker plugin off, whatever comes after.
  add_link_options($<$<NOT:$<BOOL:$<TARGET_PROPERTY:VILLAGE_FAST_PROGRAM>>>:-fno-lto>)
endif()

# GCC on x86-64 copies a game state (312 bytes) with 'rep movsq', whose
# start-up costs about as much as the copy, and the search copies a state
# for every move it tries: vector moves up to 1 KiB, the C library's memcpy
# beyond. Interleaved village-cli bench --ai pairs: 1.03-1.04 times the
# iterations per second (medians of 11 pairs, twice).
set(VILLAGE_VECTOR_COPIES "")
if(CMAKE_C_COMPILER_ID STREQUAL "GNU" AND CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  set(VILLAGE_VECTOR_COPIES "-mmemcpy-strategy=vector_loop:1024:noalign,libcall:-1:noalign")
endif()

# -O3 (and LTO objects) for a library the search runs in.
function(village_fast_library target)
  if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE $<$<CONFIG:Release,RelWithDebInfo>:-O3>)
  endif()
  if(VILLAGE_VECTOR_COPIES)
    target_compile_options(${target} PRIVATE
      $<$<CONFIG:Release,RelWithDebInfo>:${VILLAGE_VECTOR_COPIES}>)
  endif()
  if(VILLAGE_LTO_ACTIVE)
    target_compile_options(${target} PRIVATE -flto=auto -ffat-lto-objects)
  endif()
endfunction()

# Links a program with link-time optimisation of those libraries.
function(village_fast_program target)
  if(VILLAGE_LTO_ACTIVE)
    set_target_properties(${target} PROPERTIES VILLAGE_FAST_PROGRAM ON)
    target_link_options(${target} PRIVATE -flto=auto -O3 ${VILLAGE_VECTOR_COPIES})
  endif()
endfunction()
