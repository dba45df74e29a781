# Usage: cmake -DGA_SOURCE_DIR=<tree> -P check-includes.cmake
# Fails, naming file and line, when a core header includes an I/O or JSON API (the core is the
# pure domain: files, settings, processes, resources and JSON live in data/), or when any source
# includes a header by a relative path that climbs out of its folder, around the link-only roots.
file(GLOB core_headers ${GA_SOURCE_DIR}/models/core/*.h)
set(problems "")
foreach(f IN LISTS core_headers)
    file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include")
    foreach(line IN LISTS lines)
        if(line MATCHES "nlohmann|QFile|QDir|QSettings|QProcess|QStandardPaths|QSaveFile|data/|output/|session/|itemmodels/")
            string(APPEND problems "${f}: ${line}\n")
        endif()
    endforeach()
endforeach()
file(GLOB_RECURSE sources ${GA_SOURCE_DIR}/models/*.h ${GA_SOURCE_DIR}/models/*.cpp ${GA_SOURCE_DIR}/ui/*.cpp
     ${GA_SOURCE_DIR}/ui/*.h ${GA_SOURCE_DIR}/app/*.cpp ${GA_SOURCE_DIR}/app/*.h ${GA_SOURCE_DIR}/net/*.cpp
     ${GA_SOURCE_DIR}/net/*.h ${GA_SOURCE_DIR}/report/*.cpp ${GA_SOURCE_DIR}/report/*.h)
foreach(f IN LISTS sources)
    file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"\\.\\./")
    foreach(line IN LISTS lines)
        string(APPEND problems "${f}: ${line}\n")
    endforeach()
endforeach()
list(LENGTH core_headers n)
if(n LESS 10)
    message(FATAL_ERROR "only ${n} core headers found under ${GA_SOURCE_DIR}/models/core")
endif()
if(problems)
    message(FATAL_ERROR "includes that cross the layers:\n${problems}")
endif()
message(STATUS "${n} core headers and every source include only what their part may")
