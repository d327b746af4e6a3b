import { describe, expect, it } from 'vitest'
import { solicitacaoQueries } from '@/entities/solicitacao'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { excluirSolicitacao } from './excluir-solicitacao.mutation'

const app = usarAppNoMock('funcionario')

describe('DELETE /api/solicitacao/{id} through excluirSolicitacao, as the employee, against the mock handlers', () => {
  it('[REQ-010] a pending request is deleted: reading it again answers 404', async () => {
    const lista = await app().queryClient.fetchQuery(
      solicitacaoQueries.lista({ page: 0, size: 20, search: '', escopo: 'ME', status: 'PENDENTE', inicio: '', fim: '' }),
    )
    const pendente = lista.items.find((s) => s.status === 'PENDENTE')!
    await excluirSolicitacao(pendente.id)
    await expect(app().queryClient.fetchQuery(solicitacaoQueries.detalhe(pendente.id))).rejects.toMatchObject({ status: 404 })
  })

  it('[REQ-010] a decided request is not deleted: the server says why', async () => {
    // Request 2 is Fernanda's, DEFERIDA.
    await expect(excluirSolicitacao(2)).rejects.toMatchObject({ status: 400, message: 'Somente solicitações pendentes podem ser alteradas.' })
    expect(await app().queryClient.fetchQuery(solicitacaoQueries.detalhe(2))).toMatchObject({ id: 2, status: 'DEFERIDA' })
  })
})
