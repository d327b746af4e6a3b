// A test that passed only on its retry fails the run, unless it carries a `known-flaky` annotation whose
// description says why (test.info().annotations.push({ type: 'known-flaky', description: '…' })).
import { readFileSync } from 'node:fs'

const report = JSON.parse(readFileSync(process.argv[2] ?? 'reports/playwright.json', 'utf8'))
const flaky = []

function walk(suite, titles) {
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'flaky') continue
      const known = (test.annotations ?? []).find((a) => a.type === 'known-flaky' && a.description?.trim())
      flaky.push({ title: [...titles, spec.title].filter(Boolean).join(' › '), known: known?.description })
    }
  }
}
for (const suite of report.suites ?? []) walk(suite, [])

for (const t of flaky) console.log(`${t.known ? 'known-flaky' : 'FLAKY'}: ${t.title}${t.known ? ` (${t.known})` : ''}`)
const unknown = flaky.filter((t) => !t.known)
if (unknown.length > 0) {
  console.log(`${unknown.length} test(s) passed only on retry; fix them or mark them known-flaky with a reason.`)
  process.exit(1)
}
