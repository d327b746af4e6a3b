import { describe, expect, it } from 'vitest'
import { solicitacaoQueries } from '@/entities/solicitacao'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { salvarSolicitacao, type CorpoSolicitacao } from './salvar-solicitacao.mutation'

const app = usarAppNoMock('funcionario')

/** Fernanda forgot her exit on 2026-11-10 (type 1 'Incluir marcação', reason 102). */
const INCLUIR_SAIDA: CorpoSolicitacao = {
  funcionario: { id: 1 }, tipoSolicitacao: { id: 1 }, inicio: '2026-11-10', fim: '2026-11-10', horas: '17:00',
  motivo: { id: 102 }, bancoDias: null, observacaoSolicitante: 'Esqueci de registrar a saída.',
}

const detalhe = (id: number) => app().queryClient.fetchQuery({ ...solicitacaoQueries.detalhe(id), staleTime: 0 })

describe('POST and PUT /api/solicitacao through salvarSolicitacao, as the employee, against the mock handlers', () => {
  it('[REQ-010] a new request is PENDENTE; the request read again (GET /api/solicitacao/{id}) has its data and her actions', async () => {
    const criada = await salvarSolicitacao({ id: null, corpo: INCLUIR_SAIDA })
    expect(criada).toMatchObject({ status: 'PENDENTE', horas: '17:00', funcionario: { id: 1 } })
    expect(await detalhe(criada.id)).toMatchObject({
      id: criada.id, status: 'PENDENTE', inicio: '2026-11-10', fim: '2026-11-10', horas: '17:00',
      tipoSolicitacao: { id: 1, descricao: 'Incluir marcação' }, motivo: { id: 102 }, efeito: 'INCLUIR_MARCACAO',
      competencia: { id: 13 }, acoes: { editar: true, excluir: true, deferir: false, indeferir: false, estornar: false },
    })
  })

  it('[REQ-010] a pending request is changed with PUT: read again, it has the new time', async () => {
    const { id } = await salvarSolicitacao({ id: null, corpo: INCLUIR_SAIDA })
    await salvarSolicitacao({ id, corpo: { ...INCLUIR_SAIDA, horas: '17:05' } })
    expect(await detalhe(id)).toMatchObject({ id, horas: '17:05', status: 'PENDENTE' })
  })

  it('a request without a reason is refused with the catalogue message on motivo', async () => {
    const corpo = { ...INCLUIR_SAIDA, motivo: null } as unknown as CorpoSolicitacao
    await expect(salvarSolicitacao({ id: null, corpo })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { motivo: 'Preenchimento do motivo e obrigatorio' },
    })
  })
})
