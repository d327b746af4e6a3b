#!/usr/bin/env bash
# `npm test`: build, static checks, unit and end-to-end tests, in that order; stops at the first failure.
# JSON reports land in reports/ for the requirement-coverage tool. The last line printed is
# "N passed, N failed" over vitest + Playwright (CI reads it).
set -euo pipefail
cd "$(dirname "$0")/.."

rm -rf reports
mkdir -p reports

summary() {
  local status=$?
  trap - EXIT
  local reports=()
  for r in reports/vitest.json reports/playwright.json; do [[ -f $r ]] && reports+=(--report "$r"); done
  if [[ -f ../shared/tools/spec-coverage.mjs && ${#reports[@]} -gt 0 ]]; then
    echo "==> requirement coverage"
    node ../shared/tools/spec-coverage.mjs "${reports[@]}" 2>&1 | tail -n 20 || true
  fi
  echo "==> total wall time: $SECONDS s"
  node -e '
    const fs = require("fs")
    const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")) } catch { return null } }
    const v = read("reports/vitest.json"), p = read("reports/playwright.json")
    let passed = 0, failed = 0
    if (v) { passed += v.numPassedTests ?? 0; failed += v.numFailedTests ?? 0 }
    if (p?.stats) { passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0); failed += p.stats.unexpected ?? 0 }
    console.log(`${passed} passed, ${failed} failed`)
  ' || echo "0 passed, 0 failed"
  exit "$status"
}
trap summary EXIT

step() {
  local name=$1
  shift
  local start=$SECONDS
  echo "==> $name"
  if ! "$@"; then
    echo "<== $name FAILED after $((SECONDS - start)) s"
    exit 1
  fi
  echo "<== $name: $((SECONDS - start)) s"
}

[[ -d node_modules ]] || step "npm ci" npm ci --no-audit --no-fund
step build npm run build
# Type checking (TypeScript 7, the native compiler; ESLint's parser keeps TypeScript 6), linting and the layer check
# run side by side.
static_checks() {
  local pids=() names=(typecheck eslint steiger) failed=0
  npm run --silent typecheck > reports/typecheck.log 2>&1 & pids+=($!)
  npx eslint . --max-warnings 0 > reports/eslint.log 2>&1 & pids+=($!)
  npx steiger ./src > reports/steiger.log 2>&1 & pids+=($!)
  for i in 0 1 2; do
    wait "${pids[$i]}" || { cat "reports/${names[$i]}.log"; failed=1; }
  done
  return "$failed"
}
step "typecheck + lint" static_checks
step "unit tests" env PONTO_CHAMADAS_APP=reports/chamadas-app npm run test:unit -- --reporter=default --reporter=json --outputFile=reports/vitest.json
step "e2e tests" env PONTO_CHAMADAS_E2E=reports/chamadas-e2e npm run test:e2e
step "flaky check" node scripts/check-flaky.mjs reports/playwright.json
step "contract coverage" npx tsx scripts/cobertura-contrato.ts
