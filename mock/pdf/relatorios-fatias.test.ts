import { describe, expect, it } from 'vitest'
import { createDb, type Db } from '../db/index'
import { cartoesDoRelatorio, FATIA_RELATORIO, funcionariosDoRelatorio, PARAMETROS_PADRAO, tabelaRelatorio, type ParametrosRelatorio } from './relatorios-modelo'

const db: Db = createDb({ today: new Date(2026, 10, 16, 12) })
const novembro = db.competencias.find((c) => c.ano === 2026 && c.mes === 11)!
const p: ParametrosRelatorio = { ...PARAMETROS_PADRAO, competencia: novembro, departamentoId: null, cargoId: null, localTrabalhoId: null }
const contexto = { visivel: () => true, emissor: 'Rita Recursos Humanos', emitidoEm: new Date(2026, 10, 16, 10, 30) }

describe('a report builds its cards in slices', { timeout: 60_000 }, () => {
  it('lets other calls run between slices, and the table is the same as built in one go', async () => {
    const funcionarios = funcionariosDoRelatorio(db, p, contexto.visivel)
    expect(funcionarios.length).toBeGreaterThan(3 * FATIA_RELATORIO)
    let voltas = 0
    let girando = true
    const girar = () => {
      if (!girando) return
      voltas++
      setImmediate(girar)
    }
    setImmediate(girar)
    const cartoes = await cartoesDoRelatorio(db, p, contexto.visivel)
    girando = false
    expect(cartoes.size).toBe(funcionarios.length)
    // Each slice waits for a later turn of the event loop, where another call (here, `girar`) runs.
    expect(voltas).toBeGreaterThanOrEqual(Math.ceil(funcionarios.length / FATIA_RELATORIO) - 1)
    expect(tabelaRelatorio(db, 'resumo-horas', p, { ...contexto, cartoes })).toEqual(tabelaRelatorio(db, 'resumo-horas', p, contexto))
  })
})
