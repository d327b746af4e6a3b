import { benchMonths } from '../../mock/engine/bench-input'
import { calculateMonth } from '../../mock/engine/month'
import { DEFAULT_SETTINGS } from '../../mock/engine/settings'

const EMPLOYEES = 1000

/** The engine computing one month for 1,000 employees (target: at most 1 s). Best of five, after a warm-up. */
export function benchEngine(): void {
  const months = benchMonths(EMPLOYEES)
  const settings = { ...DEFAULT_SETTINGS, utilizaHoraExtraIntervalo: true }
  const run = () => {
    let days = 0
    const cpu = process.cpuUsage()
    const started = performance.now()
    for (const month of months) days += calculateMonth(month, settings, { saldoBancoInicial: 0 }).dias.length
    const used = process.cpuUsage(cpu)
    return { days, wall: performance.now() - started, cpu: (used.user + used.system) / 1000 }
  }
  run()
  const runs = Array.from({ length: 5 }, run)
  const best = (key: 'wall' | 'cpu') => Math.min(...runs.map((r) => r[key])).toFixed(0)
  console.log(`Engine: ${EMPLOYEES} employee-months (${runs[0]?.days} days) in ${best('wall')} ms wall, ${best('cpu')} ms CPU (best of 5)`)
}
