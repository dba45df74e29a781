# `cpack -G DEB` in the build folder: a Debian package of what `cmake --install` installs (the
# binary, stripped, and resources/desktop).
set(GA_PACKAGE_MAINTAINER "GPU Advisor maintainers <maintainers@users.noreply.a-seed-d5801e78.example>"
    CACHE STRING "Maintainer field of the Debian package")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME gpu-advisor)
set(CPACK_PACKAGE_VENDOR "GPU Advisor")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "Works out how much GPU memory an AI training, fine-tuning or inference job needs per GPU,
which cloud instances (Alibaba Cloud, Tencent Cloud, AWS, Azure, GCP, Lambda, RunPod) fit it,
what will hold each back and what each costs per year and per training run. A Qt desktop
application with a command line (gpu-advisor advise, estimate, catalog); works offline.")
set(CPACK_PACKAGE_CONTACT "${GA_PACKAGE_MAINTAINER}")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${GA_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
# The Qt libraries the binary links (libqt6core6, libqt6widgets6, libqt6charts6, libqt6network6...)
# come from dpkg-shlibdeps (package dpkg-dev); Qt loads the rest at run time: the platform plugins
# (qt6-qpa-plugins) and OpenSSL for its TLS backend (libssl3), which HTTPS price updates need.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libssl3")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk")
include(CPack)
