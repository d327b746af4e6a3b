#!/usr/bin/env bash
# Playwright cannot download browsers here: the e2e suite runs in Debian's chromium-headless-shell (the old
# headless mode, as Playwright's own headless browser: no browser UI, no GPU process, a fraction of the CPU of
# the full browser's headless mode). Installs it when missing (CI is a fresh clone, as root); silent when present.
# `npm run bench` measures the full browser: `scripts/ensure-chromium.sh chromium`.
set -euo pipefail

package="${1:-chromium-headless-shell}"
default_path="/usr/bin/$package"
if [[ $package == chromium-headless-shell ]]; then browser="${CHROMIUM_PATH:-$default_path}"; else browser="$default_path"; fi
[[ -x "$browser" ]] && exit 0

if [[ $package == chromium-headless-shell && -n "${CHROMIUM_PATH:-}" ]]; then
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2
  exit 1
fi

sudo=()
[[ $(id -u) -ne 0 ]] && sudo=(sudo)

echo "ensure-chromium: installing Debian's $package..."
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq "$package" >/dev/null 2>&1 || "${sudo[@]}" apt-get install -y "$package"
[[ -x "$browser" ]] || { echo "ensure-chromium: $browser still missing after install" >&2; exit 1; }
echo "ensure-chromium: $("$browser" --version 2>/dev/null | tail -n 1)"
