#!/usr/bin/env bash
# Playwright cannot download browsers here: the e2e suite runs in Debian's Chromium.
# Installs it when missing (CI is a fresh clone, as root); silent when it is already there.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[[ -x "$chromium" ]] && exit 0

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2
  exit 1
fi

sudo=()
[[ $(id -u) -ne 0 ]] && sudo=(sudo)

echo "ensure-chromium: installing Debian's chromium..."
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq chromium >/dev/null 2>&1 || "${sudo[@]}" apt-get install -y chromium
[[ -x "$chromium" ]] || { echo "ensure-chromium: $chromium still missing after install" >&2; exit 1; }
echo "ensure-chromium: $("$chromium" --version 2>/dev/null | tail -n 1)"
