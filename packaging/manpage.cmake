# Makes a program's manual page from its --help and --version with help2man:
#   cmake -DHELP2MAN=... -DPROGRAM=/path/to/prog -DNAME="one line" -DINCLUDE=extra.h2m
#         [-DCOMMANDS=ON] -DOUTPUT=prog.1.gz -P manpage.cmake
# With COMMANDS, each command listed under "Commands:" in --help gets its own help in the page.
# Run in the C locale: the page is English, whatever the builder's language.
get_filename_component(dir "${PROGRAM}" DIRECTORY)
get_filename_component(program "${PROGRAM}" NAME)
set(ENV{PATH} "${dir}:$ENV{PATH}") # so that its own help names it without the build folder
set(ENV{LC_ALL} C.UTF-8)
set(ENV{LANGUAGE} "")
get_filename_component(output_dir "${OUTPUT}" DIRECTORY)
string(REGEX REPLACE "\\.gz$" "" page "${OUTPUT}")
set(include "${page}.h2m")

file(READ "${INCLUDE}" extra)
if(COMMANDS)
    execute_process(COMMAND ${program} --help OUTPUT_VARIABLE overview RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${program} --help failed (${rc})")
    endif()
    string(REGEX MATCH "Commands:\n(  [^\n]*\n)+" listing "${overview}")
    string(REGEX MATCHALL "\n  [a-z-]+" names "${listing}")
    set(details "[COMMANDS IN DETAIL]\n")
    foreach(name IN LISTS names)
        string(STRIP "${name}" name)
        execute_process(COMMAND ${program} help ${name} OUTPUT_VARIABLE help RESULT_VARIABLE rc)
        if(NOT rc EQUAL 0)
            message(FATAL_ERROR "${program} help ${name} failed (${rc})")
        endif()
        # Preformatted roff: a backslash is \e, and a line may not start with a control character.
        string(REPLACE "\\" "\\e" help "${help}")
        string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
        string(APPEND details ".SS ${name}\n.nf\n${help}.fi\n")
    endforeach()
    set(extra "${details}\n${extra}")
endif()
file(WRITE "${include}" "${extra}")

execute_process(
    COMMAND "${HELP2MAN}" --no-info --no-discard-stderr --section=1 "--name=${NAME}"
            "--include=${include}" "--output=${page}" ${program}
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "help2man failed for ${program} (${rc})")
endif()
# Debian wants manual pages compressed as hard as gzip can, without a name or time stamp inside.
execute_process(COMMAND gzip -9nf "${page}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gzip failed for ${page} (${rc})")
endif()
