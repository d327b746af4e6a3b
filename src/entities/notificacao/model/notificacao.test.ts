import { describe, expect, it } from 'vitest'
import { canMarkRead, keepPending, notificacaoLink, notificacaoStyle, type Notificacao } from './notificacao'

const n = (over: Partial<Notificacao>): Notificacao => ({ total: 1, origem: 'sistema', ...over })

describe('notificacao model', () => {
  it('[HOME-019] keeps only the items whose total is above 0', () => {
    const items = [n({ name: 'a', total: 0 }), n({ name: 'b', total: 3 }), n({ name: 'c', total: -1 }), n({ name: 'd', total: 1 })]
    expect(keepPending(items).map((i) => i.name)).toEqual(['b', 'd'])
  })

  it('[HOME-020] the missing-schedule warning is label-warning and links to the saved employee list', () => {
    const item = n({ name: 'semQuadroHoras', origem: 'funcionarios' })
    expect(notificacaoStyle(item)).toBe('label-warning')
    expect(notificacaoLink(item)).toBe('/funcionario?semQuadroHoras=true&ativo=true&controlaPonto=true')
  })

  it('[HOME-021] the missing-registration warning is label-warning and links to the saved employee list', () => {
    const item = n({ name: 'semMatricula', origem: 'funcionarios', route: '/ignored' })
    expect(notificacaoStyle(item)).toBe('label-warning')
    expect(notificacaoLink(item)).toBe('/funcionario?semMatricula=true&ativo=true&controlaPonto=true')
  })

  it('[HOME-022] every other notification is label-danger', () => {
    expect(notificacaoStyle(n({ name: 'integracao', tipo: 'ERRO' }))).toBe('label-danger')
    expect(notificacaoStyle(n({ name: 'aviso', tipo: 'AVISO' }))).toBe('label-danger')
    expect(notificacaoStyle(n({ name: null }))).toBe('label-danger')
    expect(notificacaoLink(n({ name: 'x', route: '/integrador' }))).toBe('/integrador')
    expect(notificacaoLink(n({ name: 'x' }))).toBeUndefined()
  })

  it('[HOME-023] only stored system notifications can be marked read', () => {
    expect(canMarkRead(n({ id: 4 }))).toBe(true)
    expect(canMarkRead(n({ id: null }))).toBe(false)
    expect(canMarkRead(n({ id: 4, origem: 'funcionarios' }))).toBe(false)
  })
})
