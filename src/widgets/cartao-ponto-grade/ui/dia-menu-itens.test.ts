import { describe, expect, it } from 'vitest'
import { cartaoFixture, registro, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { itensMenuDia, temItens } from './dia-menu-itens'

const dia = registro('2026-11-10')
const comRemocao = { ...SESSOES.admin, permissions: [...SESSOES.admin.permissions, 'admin_remover_registro'] }

describe('itensMenuDia', () => {
  it('[TC-111][TC-113] HR gets the editing actions and the self-service requests', () => {
    const itens = itensMenuDia(SESSOES.rh, cartaoFixture(), dia)
    expect(itens).toEqual({
      justificar: true, alterarHorario: true, especial: true, restaurar: true, remover: false,
      solicitacoes: [
        { rotulo: 'Solicitar inclusão de marcação', href: '/solicitacao/new?data=2026-11-10&funcionario=1&tipoSolicitacao=1' },
        { rotulo: 'Solicitar compensação de banco de horas', href: '/solicitacao/new?data=2026-11-10&funcionario=1&tipoSolicitacao=2' },
      ],
      historico: true,
    })
  })

  it('[TC-127] removal only with admin_remover_registro', () => {
    expect(itensMenuDia(SESSOES.admin, cartaoFixture(), dia).remover).toBe(false)
    expect(itensMenuDia(comRemocao, cartaoFixture(), dia).remover).toBe(true)
  })

  it('[TC-112][TC-200][TC-197] no editing action when the card cannot change (locked, closed competence)', () => {
    for (const cartao of [
      cartaoFixture({ manutencaoDTO: { bloqueado: true } }),
      cartaoFixture({ competencia: { situacao: 'FECHADA' } }),
    ]) {
      const itens = itensMenuDia(comRemocao, cartao, dia)
      expect(itens).toMatchObject({ justificar: false, alterarHorario: false, especial: false, restaurar: false, remover: false })
    }
  })

  it('[TC-112] a supervisor (no edit role, no requests) has only the day\'s history', () => {
    const itens = itensMenuDia(SESSOES.supervisor, cartaoFixture(), dia)
    expect(itens).toEqual({
      justificar: false, alterarHorario: false, especial: false, restaurar: false, remover: false, solicitacoes: [], historico: true,
    })
    expect(temItens({ ...itens, historico: false })).toBe(false)
  })

  it('[TC-130][TC-131] the employee on her own card sees only the request links', () => {
    const itens = itensMenuDia(SESSOES.funcionario, cartaoFixture(), dia)
    expect(itens).toMatchObject({ justificar: false, alterarHorario: false, especial: false, restaurar: false, remover: false })
    expect(itens.solicitacoes.map((s) => s.href)).toEqual([
      '/solicitacao/new?data=2026-11-10&funcionario=1&tipoSolicitacao=1',
      '/solicitacao/new?data=2026-11-10&funcionario=1&tipoSolicitacao=2',
    ])
    expect(temItens(itens)).toBe(true)
  })

  it('[TC-130][TC-131] a request type the config lacks is not offered', () => {
    const cartao = cartaoFixture({ config: { tipoSolicitacaoCompensarBancoHoras: null } })
    expect(itensMenuDia(SESSOES.funcionario, cartao, dia).solicitacoes.map((s) => s.rotulo)).toEqual(['Solicitar inclusão de marcação'])
    const semTipos = cartaoFixture({ config: { tipoSolicitacaoIncluirMarcacao: null, tipoSolicitacaoCompensarBancoHoras: null } })
    expect(itensMenuDia(SESSOES.funcionario, semTipos, dia)).toMatchObject({ solicitacoes: [], historico: true })
  })

  it('special schedule, restore and remove need a stored register', () => {
    const itens = itensMenuDia(comRemocao, cartaoFixture(), registro('2026-11-10', { id: null, idRegistro: null }))
    expect(itens).toMatchObject({ justificar: true, alterarHorario: true, especial: false, restaurar: false, remover: false })
  })
})
