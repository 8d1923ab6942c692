#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# Installs what rfc1738 builds with, from Debian's packages (Debian 12).
# Usage: scripts/setup.sh [extra Debian packages...]
set -euo pipefail
packages=(cmake make g++ tao-pegtl-dev catch2 pkg-config libcli11-dev help2man python3-jsonschema
  pybind11-dev python3-dev python3-pytest python3-dask python3-distributed python3-numpy "$@")
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
