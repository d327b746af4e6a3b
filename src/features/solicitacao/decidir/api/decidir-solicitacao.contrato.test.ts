import { describe, expect, it } from 'vitest'
import { diaDoCartao, horasDoDia } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { solicitacaoQueries } from '@/entities/solicitacao'
import { ApiError } from '@/shared/api'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { decidirSolicitacao } from './decidir-solicitacao.mutation'

const app = usarAppNoMock('rh')
const FERNANDA = 1
/** Request 1: Fernanda asks to include her 08:02 entry of 2026-11-13 (the day is odd without it). */
const INCLUIR_ENTRADA = 1

const detalhe = (id: number) => app().queryClient.fetchQuery({ ...solicitacaoQueries.detalhe(id), staleTime: 0 })

describe('POST /api/solicitacao/{id}/{deferir|indeferir|estornar} through decidirSolicitacao, against the mock handlers', () => {
  it('[REQ-011][REQ-013] approving adds the punch to the card; reversing takes it away; the request read again says so', async () => {
    expect(await detalhe(INCLUIR_ENTRADA)).toMatchObject({ status: 'PENDENTE', acoes: { deferir: true, estornar: false } })
    const antes = await diaDoCartao(FERNANDA, '2026-11-13')
    expect(antes.errorMessage).toBe('Numero impar de marcacoes!')

    const deferida = await decidirSolicitacao({ id: INCLUIR_ENTRADA, decisao: 'deferir', observacaoAprovador: 'Ok.' })
    expect(deferida).toMatchObject({ status: 'DEFERIDA', observacaoAprovador: 'Ok.', aprovador: { nome: 'Rita Recursos Humanos' } })
    const aprovado = await diaDoCartao(FERNANDA, '2026-11-13')
    expect(horasDoDia(aprovado)).toContain('08:02*')
    expect(aprovado.errorMessage).toBeNull()
    expect(aprovado.tratamentos).toContainEqual(expect.objectContaining({ solicitacaoId: INCLUIR_ENTRADA }))

    await decidirSolicitacao({ id: INCLUIR_ENTRADA, decisao: 'estornar', observacaoAprovador: 'Deferida por engano.' })
    expect(await detalhe(INCLUIR_ENTRADA)).toMatchObject({ status: 'ESTORNADA', observacaoAprovador: 'Deferida por engano.', tratamentos: [] })
    expect(horasDoDia(await diaDoCartao(FERNANDA, '2026-11-13'))).toEqual(horasDoDia(antes))
  })

  it('[REQ-012] rejecting changes the status only: the card stays as it was', async () => {
    const antes = await diaDoCartao(FERNANDA, '2026-11-13')
    await decidirSolicitacao({ id: INCLUIR_ENTRADA, decisao: 'indeferir', observacaoAprovador: 'Sem comprovação.' })
    expect(await detalhe(INCLUIR_ENTRADA)).toMatchObject({ status: 'INDEFERIDA', observacaoAprovador: 'Sem comprovação.' })
    expect(await diaDoCartao(FERNANDA, '2026-11-13')).toEqual(antes)
  })

  it('[REQ-012] rejecting without a reason is refused on the note, and the request stays pending', async () => {
    const recusa = decidirSolicitacao({ id: INCLUIR_ENTRADA, decisao: 'indeferir', observacaoAprovador: null })
    await expect(recusa).rejects.toBeInstanceOf(ApiError)
    await expect(recusa).rejects.toMatchObject({ status: 400, fieldErrors: { observacaoAprovador: 'Informe o motivo do indeferimento.' } })
    expect(await detalhe(INCLUIR_ENTRADA)).toMatchObject({ status: 'PENDENTE', observacaoAprovador: null, acoes: { indeferir: true } })
  })
})
