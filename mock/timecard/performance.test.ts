import { describe, expect, it } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { buildCartaoPonto } from './build'
import { ATUAL, dbE2e } from './test-db'

describe('time card performance', () => {
  it('builds 60 employees of the current competence quickly, first (generating) and again', async ({ annotate }) => {
    const db = dbE2e()
    const ids = db.funcionarios.slice(0, 60).map((f) => f.id)
    const run = () => {
      const started = performance.now()
      for (const id of ids) buildCartaoPonto(db, id, ATUAL)
      return performance.now() - started
    }
    const primeira = run()
    const segunda = Math.min(run(), run())
    await annotate(`60 cartões: ${primeira.toFixed(0)} ms na primeira vez (gerando 13 meses de quem tem banco), ${segunda.toFixed(0)} ms depois (${(segunda / 60).toFixed(1)} ms por cartão)`)
    console.info(`[timecard] 60 cards: first ${primeira.toFixed(0)} ms, then ${segunda.toFixed(0)} ms (${(segunda / 60).toFixed(1)} ms each)`)
    expect(segunda).toBeLessThan(3000)
    expect(primeira).toBeLessThan(20000)
    for (const id of ids) cartaoPontoSchema.parse(buildCartaoPonto(db, id, ATUAL))
  }, 60_000)
})
