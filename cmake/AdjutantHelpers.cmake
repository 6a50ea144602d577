# Per-target build flags. Nothing here touches the global CMAKE_CXX_FLAGS.

set(ADJUTANT_WARNING_FLAGS -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast
    -Wcast-align -Woverloaded-virtual -Wconversion -Wimplicit-fallthrough)
if(ADJUTANT_WERROR)
    list(APPEND ADJUTANT_WARNING_FLAGS -Werror)
endif()

# Strings shown to people must go through tr(); forbid silent char* <-> QString casts.
set(ADJUTANT_STRICT_DEFINES QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING
    QT_NO_CAST_FROM_BYTEARRAY QT_USE_QSTRINGBUILDER QT_NO_KEYWORDS)

# The fuzz build instruments every project library for libFuzzer's coverage feedback; the fuzz
# targets add the fuzzer's main themselves (tests/fuzz). A UBSan finding stops the run, so the
# fuzzer sees it as a crash.
set(ADJUTANT_FUZZ_FLAGS -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
    -fno-omit-frame-pointer -gline-tables-only)
if(ADJUTANT_FUZZ AND NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "ADJUTANT_FUZZ needs clang (the fuzz preset uses clang++-14)")
endif()

# A test program's own code is compiled in every CI run and then mostly waits on the code it
# calls, so in the optimized builds it is compiled unoptimized: the largest test source compiles
# in half the time at -O0 than at -O1 (a third of -O3), and the tests run no slower, since the
# code under test (the libraries they link) keeps the build type's flags; so do the benchmarks
# and the probe plugin, which time things.
set(ADJUTANT_TEST_OPTIMIZATION -O0 CACHE STRING
    "Optimization of the test programs' own code in Release, RelWithDebInfo and MinSizeRel builds")
set(adjutant_optimized_config "$<CONFIG:Release,RelWithDebInfo,MinSizeRel>")

# Executables of the test tree are linked by gold where the compiler can use it: GNU ld takes
# three times as long on the ones linking the QML module, and they are many. Not in the sanitizer
# builds, where it is untried.
include(CheckLinkerFlag)
check_linker_flag(CXX -fuse-ld=gold ADJUTANT_HAVE_GOLD)
if(ADJUTANT_HAVE_GOLD AND NOT ADJUTANT_FUZZ AND NOT ADJUTANT_SANITIZE)
    set(ADJUTANT_TEST_LINK_OPTIONS -fuse-ld=gold)
else()
    set(ADJUTANT_TEST_LINK_OPTIONS "")
endif()

function(adjutant_set_sanitizers target)
    if(ADJUTANT_FUZZ)
        target_compile_options(${target} PRIVATE ${ADJUTANT_FUZZ_FLAGS})
        target_link_options(${target} PRIVATE -fsanitize=address,undefined)
    elseif(ADJUTANT_SANITIZE)
        target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-omit-frame-pointer)
        target_link_options(${target} PRIVATE -fsanitize=address,undefined)
    endif()
endfunction()

# Flags every project target gets.
#   OWN_SOURCES_ONLY: warnings only on the target's .cpp files in our tree, not on code Qt
#   generates into it (qmlcachegen's output shadows its own parameters).
#   TEST_CODE: tests show nothing to users, so plain string literals are allowed there; they are
#   linked by ADJUTANT_TEST_LINK_OPTIONS.
#   TEST_PROGRAM: TEST_CODE whose own sources are compiled at ADJUTANT_TEST_OPTIMIZATION.
function(adjutant_target_defaults target)
    cmake_parse_arguments(ARG "OWN_SOURCES_ONLY;TEST_CODE;TEST_PROGRAM" "" "" ${ARGN})
    set(defines ${ADJUTANT_STRICT_DEFINES})
    if(ARG_TEST_CODE OR ARG_TEST_PROGRAM)
        list(REMOVE_ITEM defines QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII)
        target_link_options(${target} PRIVATE ${ADJUTANT_TEST_LINK_OPTIONS})
    endif()
    if(ARG_TEST_PROGRAM)
        # After the build type's flags on the command line, so this level is the one in force.
        target_compile_options(${target} PRIVATE
            "$<${adjutant_optimized_config}:${ADJUTANT_TEST_OPTIMIZATION}>")
    endif()
    target_compile_definitions(${target} PRIVATE ${defines})
    if(ARG_OWN_SOURCES_ONLY)
        get_target_property(sources ${target} SOURCES)
        get_target_property(dir ${target} SOURCE_DIR)
        foreach(source IN LISTS sources)
            if(source MATCHES "\\.cpp$" AND NOT IS_ABSOLUTE "${source}")
                set_property(SOURCE ${source} DIRECTORY ${dir} APPEND PROPERTY COMPILE_OPTIONS
                    ${ADJUTANT_WARNING_FLAGS})
            endif()
        endforeach()
    else()
        target_compile_options(${target} PRIVATE ${ADJUTANT_WARNING_FLAGS})
    endif()
    adjutant_set_sanitizers(${target})
endfunction()
