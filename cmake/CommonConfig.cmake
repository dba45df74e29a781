# The one place for the project's compiler rules (after qBittorrent's CommonConfig.cmake):
# every target links gpu_advisor_common and gets the same standard, warnings and Qt strictness.
add_library(gpu_advisor_common INTERFACE)
target_compile_features(gpu_advisor_common INTERFACE cxx_std_20)
set(CMAKE_CXX_EXTENSIONS OFF)
# The warnings qBittorrent's CommonConfig.cmake enables, plus -Wshadow; CI builds with
# GA_WERROR=ON (scripts/test), so a new warning fails the build there.
option(GA_WERROR "Treat compiler warnings as errors" OFF)
target_compile_options(gpu_advisor_common INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -pedantic -pedantic-errors -Wno-missing-field-initializers
        -Wcast-qual -Wcast-align -Woverloaded-virtual -Wold-style-cast -Wnon-virtual-dtor -Wshadow>
    $<$<AND:$<BOOL:${GA_WERROR}>,$<CXX_COMPILER_ID:GNU,Clang>>:-Werror>)
target_compile_definitions(gpu_advisor_common INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_KEYWORDS
    QT_USE_QSTRINGBUILDER
    QT_STRICT_ITERATORS
    QT_DISABLE_DEPRECATED_BEFORE=0x060400
    QT_DISABLE_DEPRECATED_UP_TO=0x060400)
if(GA_FUZZ)
    # Coverage instrumentation in every library, so the fuzzers see the code they exercise, not
    # only their own entry points; the fuzz executables add -fsanitize=fuzzer when they link.
    target_compile_options(gpu_advisor_common INTERFACE -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(gpu_advisor_common INTERFACE -fsanitize=address,undefined)
elseif(GA_SANITIZE)
    target_compile_options(gpu_advisor_common INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(gpu_advisor_common INTERFACE -fsanitize=address,undefined)
endif()

# Every part of the tree is included by path from its own root ("core/advice.h", "ui/mainwindow.h"),
# and only through a link: the root is a folder in the build tree that holds nothing but a link
# named after the part, so the header of a part that a target does not link is not found and a
# forbidden include fails to compile (GammaRay's core, which links Qt Core alone, the same way).
function(ga_include_root target part)
    set(root ${CMAKE_BINARY_DIR}/include/${part})
    file(MAKE_DIRECTORY ${root})
    file(CREATE_LINK ${CMAKE_CURRENT_SOURCE_DIR} ${root}/${part} SYMBOLIC)
    target_include_directories(${target} PUBLIC $<BUILD_INTERFACE:${root}>)
endfunction()
