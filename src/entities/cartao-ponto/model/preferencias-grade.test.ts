import { describe, expect, it } from 'vitest'
import {
  alternarColuna,
  chaveDasPreferencias,
  colunasEscolhiveis,
  gravarPreferencias,
  lerPreferencias,
  PREFERENCIAS_PADRAO,
  restaurarColunas,
  type Armazenamento,
} from './preferencias-grade'

/** An in-memory Storage. */
function armazenamento(inicial: Record<string, string> = {}): Armazenamento & { dados: Map<string, string> } {
  const dados = new Map(Object.entries(inicial))
  return {
    dados,
    getItem: (chave) => dados.get(chave) ?? null,
    setItem: (chave, valor) => void dados.set(chave, valor),
    removeItem: (chave) => void dados.delete(chave),
  }
}

describe('grid preferences', () => {
  it('are saved per user and read back on the next visit', () => {
    const storage = armazenamento()
    gravarPreferencias(storage, 'rh-id', { ocultas: ['tratamentos', 'ocorrencia'], compacto: true })
    expect(lerPreferencias(storage, 'rh-id')).toEqual({ ocultas: ['tratamentos', 'ocorrencia'], compacto: true })
    expect(lerPreferencias(storage, 'gerente-id')).toEqual(PREFERENCIAS_PADRAO)
    expect([...storage.dados.keys()]).toEqual([chaveDasPreferencias('rh-id')])
    expect(chaveDasPreferencias('rh-id')).toContain('rh-id')
  })

  it('start from the defaults when nothing, garbage or an unavailable storage is there', () => {
    expect(lerPreferencias(armazenamento(), 'u')).toEqual(PREFERENCIAS_PADRAO)
    expect(lerPreferencias(armazenamento({ [chaveDasPreferencias('u')]: '{not json' }), 'u')).toEqual(PREFERENCIAS_PADRAO)
    expect(lerPreferencias(armazenamento({ [chaveDasPreferencias('u')]: '"texto"' }), 'u')).toEqual(PREFERENCIAS_PADRAO)
    expect(lerPreferencias(null, 'u')).toEqual(PREFERENCIAS_PADRAO)
    const quebrado: Armazenamento = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    expect(lerPreferencias(quebrado, 'u')).toEqual(PREFERENCIAS_PADRAO)
    expect(() => gravarPreferencias(quebrado, 'u', { ocultas: ['motivo'], compacto: false })).not.toThrow()
  })

  it('never hide the day, the punch slots or the total, nor unknown columns, even when the storage says so', () => {
    const salvo = JSON.stringify({ ocultas: ['dia', 'entrada1', 'saida4', 'horas', 'naoExiste', 7, 'motivo', 'motivo'], compacto: 'sim' })
    expect(lerPreferencias(armazenamento({ [chaveDasPreferencias('u')]: salvo }), 'u')).toEqual({ ocultas: ['motivo'], compacto: false })
    expect(alternarColuna(PREFERENCIAS_PADRAO, 'entrada3', false)).toEqual(PREFERENCIAS_PADRAO)
    expect(colunasEscolhiveis(['dia', 'marcacoesOriginais', 'entrada1', 'saida2', 'horas', 'cargaHoraria', 'tratamentos'])).toEqual([
      'marcacoesOriginais',
      'cargaHoraria',
      'tratamentos',
    ])
  })

  it('hide and show a column, and "Restaurar colunas" brings every column back but keeps the compact mode', () => {
    const oculta = alternarColuna(alternarColuna(PREFERENCIAS_PADRAO, 'motivo', false), 'falta', false)
    expect(oculta.ocultas).toEqual(['motivo', 'falta'])
    expect(alternarColuna(oculta, 'motivo', true).ocultas).toEqual(['falta'])
    expect(restaurarColunas({ ...oculta, compacto: true })).toEqual({ ocultas: [], compacto: true })
  })

  it('leave nothing in the storage once back to the defaults', () => {
    const storage = armazenamento()
    gravarPreferencias(storage, 'u', { ocultas: ['motivo'], compacto: false })
    gravarPreferencias(storage, 'u', restaurarColunas(lerPreferencias(storage, 'u')))
    expect(storage.dados.size).toBe(0)
  })
})
