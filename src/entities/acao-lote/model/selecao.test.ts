import { describe, expect, it } from 'vitest'
import {
  estaMarcado,
  filtroLoteBody,
  FILTRO_LOTE_PADRAO,
  PARAMETROS_ACAO_LOTE_PADRAO,
  selecaoBody,
  selecaoReducer,
  type AcaoSelecao,
  type ParametrosAcaoLote,
} from './selecao'

const aplicar = (...acoes: AcaoSelecao[]) => acoes.reduce(selecaoReducer, PARAMETROS_ACAO_LOTE_PADRAO)

describe('batch selection', () => {
  it('[BATCH-009] the parameters start with allChecked false, tipoRelatorio cartao-ponto and no employee checked', () => {
    expect(PARAMETROS_ACAO_LOTE_PADRAO).toEqual({ allChecked: false, tipoRelatorio: 'cartao-ponto', checked: {}, selecionados: 0 })
    const p = aplicar({ type: 'marcar', id: 7, checked: true })
    expect(p.checked).toEqual({ 7: true })
    expect(estaMarcado(p, 7)).toBe(true)
    expect(estaMarcado(p, 8)).toBe(false)
  })

  it('[BATCH-010] checking adds one, unchecking takes one; checking twice counts once', () => {
    let p = aplicar({ type: 'marcar', id: 1, checked: true }, { type: 'marcar', id: 2, checked: true })
    expect(p.selecionados).toBe(2)
    p = selecaoReducer(p, { type: 'marcar', id: 2, checked: true })
    expect(p.selecionados).toBe(2)
    p = selecaoReducer(p, { type: 'marcar', id: 1, checked: false })
    expect(p.selecionados).toBe(1)
    expect(selecaoBody(p, FILTRO_LOTE_PADRAO)).toEqual({ funcionarios: [2] })
  })

  it('[BATCH-011] select-all sets the count to the total elements; unchecking one then takes one', () => {
    let p = aplicar({ type: 'marcar', id: 1, checked: true }, { type: 'marcarTodos', totalElements: 57 })
    expect(p).toMatchObject({ allChecked: true, selecionados: 57 })
    expect(estaMarcado(p, 99)).toBe(true)
    p = selecaoReducer(p, { type: 'marcar', id: 99, checked: false })
    expect(p.selecionados).toBe(56)
    expect(selecaoBody(p, { ...FILTRO_LOTE_PADRAO, departamento: 3 })).toEqual({
      allChecked: true,
      filtro: { departamento: 3, ativo: 'true', controlaPonto: 'true' },
      excluidos: [99],
    })
  })

  it('[BATCH-012][BATCH-013] a fresh list, and a list that arrives, clear the selection (keeping the report type)', () => {
    const marcado: ParametrosAcaoLote = { ...aplicar({ type: 'marcarTodos', totalElements: 10 }), tipoRelatorio: 'cartao-ponto' }
    expect(selecaoReducer(marcado, { type: 'novaLista' })).toEqual(PARAMETROS_ACAO_LOTE_PADRAO)
    expect(selecaoReducer(aplicar({ type: 'marcar', id: 3, checked: true }), { type: 'listaCarregada' })).toEqual(PARAMETROS_ACAO_LOTE_PADRAO)
  })

  it('[BATCH-001] the filter body carries the lookups and the tri-states, nothing for Todos', () => {
    expect(filtroLoteBody({ ativo: 'todos', permiteHoraExtra: false, cargo: 4 })).toEqual({ cargo: 4, permiteHoraExtra: 'false' })
    expect(filtroLoteBody(FILTRO_LOTE_PADRAO)).toEqual({ ativo: 'true', controlaPonto: 'true' })
  })
})
