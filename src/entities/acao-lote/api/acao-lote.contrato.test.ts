import { describe, expect, it } from 'vitest'
import { FILTRO_LOTE_PADRAO } from '../model/selecao'
import { listarFuncionariosLote } from './acao-lote.queries'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'

const app = usarAppNoMock('rh')

describe('POST /api/acoes-lote/funcionarios through listarFuncionariosLote, against the mock handlers', () => {
  it('[BATCH-001] the sort the app sends is one the list accepts: a page of the employees by name', async () => {
    const pagina = await listarFuncionariosLote({ filtro: FILTRO_LOTE_PADRAO, page: 0 })
    expect(app().requisicoes.some((r) => r.includes('/api/acoes-lote/funcionarios') && r.includes('sort=nome'))).toBe(true)
    expect(pagina.items.length).toBeGreaterThan(1)
    const nomes = pagina.items.map((f) => f.nome)
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base', numeric: true })))
  })
})
