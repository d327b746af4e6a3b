#!/usr/bin/env bash
# Playwright's web server: the production build served by vite preview beside the mock backend.
# Builds first when dist/ is missing or older than the sources (so `npm run test:e2e` works alone).
set -euo pipefail
cd "$(dirname "$0")/.."

# PONTO_OUT_DIR (default dist) keeps the builds of suites running side by side apart.
OUT="${PONTO_OUT_DIR:-dist}"
if [[ ! -f "$OUT/index.html" ]] || [[ -n "$(find src public index.html vite.config.ts -newer "$OUT/index.html" -print -quit)" ]]; then
  npm run build
fi
exec npx tsx mock/start.ts
