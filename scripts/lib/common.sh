# Shared by scripts/run and scripts/test: install what is missing (Debian 12) and build.
# Sourced, not executed.

GA_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

# Packages for building and running (qtkeychain-qt6-dev: the system keyring that keeps a Tencent
# Cloud key; libssl3 and ca-certificates: Qt's TLS backend for price
# updates over HTTPS; dpkg-dev: `cpack -G DEB` reads the Qt dependencies with dpkg-shlibdeps);
# tests add a virtual X server, PDF tools, shellcheck (for the generated preflight scripts), the
# desktop-file validators and PyYAML (the loader accelerate and SkyPilot read the launch files with).
GA_BUILD_PACKAGES=(cmake ninja-build g++ pkg-config dpkg-dev libssl3 ca-certificates
    qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl-dev libxkbcommon-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n qt6-qpa-plugins
    nlohmann-json3-dev qtkeychain-qt6-dev fonts-noto-cjk)
GA_TEST_PACKAGES=(xvfb xauth poppler-utils shellcheck appstream desktop-file-utils shared-mime-info python3-yaml)

ga_missing_packages() {
    local missing=() p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    echo "${missing[@]:-}"
}

ga_install() {
    local missing
    missing=$(ga_missing_packages "$@")
    [ -z "$missing" ] && return 0
    echo "Installing: $missing"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    # shellcheck disable=SC2086
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends $missing
}

# ga_build BUILD_DIR [extra cmake args...]
ga_build() {
    local dir=$1
    shift
    # GA_WERROR=ON (CI) makes every compiler warning an error.
    cmake -S "$GA_ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
        -DGA_WERROR="${GA_WERROR:-OFF}" "$@" >/dev/null
    cmake --build "$dir" --parallel "$(nproc)"
}
