import { describe, expect, it } from 'vitest'
import { handlers } from '../handlers/index'
import { CONTRATO } from '@/shared/api/contract'

const padrao = (caminho: string) => new RegExp(`^${caminho.replace(/:[A-Za-z]+/g, '[^/]+')}$`)

describe('the mock handlers and the contract', () => {
  it('each call of the contract is served by its own handler, not by an earlier one whose path also matches', () => {
    const rotas = handlers.map((h) => h.info as { method?: unknown; path?: unknown })
    const servidaPor = CONTRATO.map((e) => {
      const exemplo = e.caminho.replace(/:[A-Za-z]+/g, '7')
      const primeira = rotas.find((r) => r.method === e.metodo && typeof r.path === 'string' && padrao(r.path).test(exemplo))
      return `${e.chave} ← ${primeira ? `${String(primeira.method)} ${String(primeira.path)}` : 'nenhum handler'}`
    })
    expect(servidaPor).toEqual(CONTRATO.map((e) => `${e.chave} ← ${e.chave}`))
  })
})
