# Writes the test functions of a QtTest program, one a line, as the program itself lists them
# (PROGRAM -functions). Run after each build of a test added with EACH_FUNCTION (see
# tests/CMakeLists.txt), so that the list ctest reads is always the program's own.
#   cmake -DPROGRAM=path -DOUTPUT=file -P ListTestFunctions.cmake
if(NOT PROGRAM OR NOT OUTPUT)
    message(FATAL_ERROR "ListTestFunctions.cmake: PROGRAM and OUTPUT are needed")
endif()
# Listing starts the program's QApplication: offscreen, with no display. A sanitizer build's leak
# report at exit is the tests' business, not the listing's.
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{ASAN_OPTIONS} detect_leaks=0)
execute_process(COMMAND "${PROGRAM}" -functions
    OUTPUT_VARIABLE listed ERROR_VARIABLE errors RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} -functions failed (${status}):\n${errors}")
endif()
string(REPLACE "\n" ";" lines "${listed}")
set(functions "")
foreach(line IN LISTS lines)
    if(line MATCHES "^([A-Za-z_][A-Za-z0-9_]*)\\(\\)$")
        string(APPEND functions "${CMAKE_MATCH_1}\n")
    elseif(NOT line STREQUAL "")
        message(FATAL_ERROR "${PROGRAM} -functions: not a function: \"${line}\"")
    endif()
endforeach()
if(functions STREQUAL "")
    message(FATAL_ERROR "${PROGRAM} -functions listed no test function")
endif()
# Rewritten only when the list changed, so that ctest's view stays put between builds.
if(EXISTS "${OUTPUT}")
    file(READ "${OUTPUT}" before)
    if(before STREQUAL functions)
        return()
    endif()
endif()
file(WRITE "${OUTPUT}" "${functions}")
