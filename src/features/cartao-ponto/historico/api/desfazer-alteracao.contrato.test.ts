import { describe, expect, it } from 'vitest'
import { call } from '@mock/handlers/lib/test-client'
import { historicoQueries } from '@/entities/alteracao-cartao'
import { diaDoCartao, horasDoDia, NOVEMBRO } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { ApiError } from '@/shared/api'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { desfazerUltima } from '../model/desfazer-ultima'
import { MSG_NADA_A_DESFAZER } from '../model/mensagens'
import { desfazerAlteracao } from './desfazer-alteracao.mutation'

/**
 * Issue 15 §1 through the app: POST /api/cartaoponto/historico/{id}/desfazer with the feature's mutation function and
 * the undo the notice offers (desfazerUltima), against the real mock handlers, on Fernanda's card (1) in 11/2026.
 */

const app = usarAppNoMock('rh')
const FERNANDA = 1
const DIA = '2026-11-10'
const ANTES = ['08:00', '12:00', '13:00']

function incluir(hora: string, sequencia: number, modoMarcacao: 'ENTRADA' | 'SAIDA', as = 'rh') {
  return call('/api/registros', {
    method: 'POST', as, dbKey: app().backend.dbKey,
    body: {
      idFuncionario: FERNANDA, idCompetencia: NOVEMBRO, idRegistro: null, idMarcacao: null, data: DIA, hora, idMotivo: 102, sequencia,
      modoMarcacao, tipoJustificativa: 'INCLUIR_MARCACAO',
    },
  })
}

const historicoDoDia = async () =>
  (await app().queryClient.fetchQuery({ ...historicoQueries.doCartao({ funcionarioId: FERNANDA, competenciaId: NOVEMBRO, data: DIA }), staleTime: 0 })).itens

describe('POST /api/cartaoponto/historico/{id}/desfazer through desfazerAlteracao', () => {
  it('undoes an inclusion by a compensating change, answered as its own entry; a second undo is refused with 409', async () => {
    expect((await incluir('17:00', 2, 'SAIDA')).status).toBe(200)
    expect(horasDoDia(await diaDoCartao(FERNANDA, DIA))).toEqual([...ANTES, '17:00*'])
    const [inclusao] = await historicoDoDia()
    const desfeita = await desfazerAlteracao(inclusao!.id)
    expect(desfeita).toMatchObject({
      origem: 'DESFAZER', desfaz: inclusao!.id, data: DIA, usuario: { username: 'rh' },
      descricao: 'Alteração desfeita: Marcação 17:00 incluída em Saída 2',
    })
    expect(horasDoDia(await diaDoCartao(FERNANDA, DIA))).toEqual(ANTES)
    const erro = await desfazerAlteracao(inclusao!.id).catch((e: unknown) => e)
    expect(erro).toBeInstanceOf(ApiError)
    expect(erro).toMatchObject({ status: 409, message: 'Esta alteração já foi desfeita.' })
  })
})

describe('desfazerUltima: the undo the notice after a correction offers', () => {
  const dia = { funcionarioId: FERNANDA, competenciaId: NOVEMBRO, data: DIA }

  it('undoes the newest change the user made on the day', async () => {
    expect((await incluir('17:00', 2, 'SAIDA')).status).toBe(200)
    expect((await incluir('18:00', 3, 'ENTRADA')).status).toBe(200)
    const desfeita = await desfazerUltima(app().queryClient, dia, 'rh')
    expect(desfeita.descricao).toBe('Alteração desfeita: Marcação 18:00 incluída em Entrada 3')
    expect(horasDoDia(await diaDoCartao(FERNANDA, DIA))).toEqual([...ANTES, '17:00*'])
  })

  it('undoes an inclusion saved in time order whole: one entry, the day as before the save', async () => {
    expect((await incluir('07:30', 4, 'SAIDA')).status).toBe(200)
    const { id: idRegistro } = await diaDoCartao(FERNANDA, DIA)
    const ordenar = await call(`/api/registros/${idRegistro}/ordenar`, { method: 'POST', as: 'rh', dbKey: app().backend.dbKey })
    expect(ordenar.status).toBe(204)
    expect(horasDoDia(await diaDoCartao(FERNANDA, DIA))).toEqual(['07:30*', '08:00', '12:00', '13:00'])
    const desfeita = await desfazerUltima(app().queryClient, dia, 'rh')
    expect(desfeita.descricao).toBe('Alteração desfeita: Marcação 07:30 incluída em Entrada 1 (dia posto em ordem de horário)')
    expect(horasDoDia(await diaDoCartao(FERNANDA, DIA))).toEqual(ANTES)
  })

  it('says why when the newest change of the user can no longer be undone, and when there is none', async () => {
    expect((await incluir('17:00', 2, 'SAIDA')).status).toBe(200)
    expect((await incluir('18:00', 3, 'ENTRADA', 'admin')).status).toBe(200)
    await expect(desfazerUltima(app().queryClient, dia, 'rh')).rejects.toThrow(
      'O dia foi alterado depois desta alteração: só a última alteração de um dia pode ser desfeita.',
    )
    await expect(desfazerUltima(app().queryClient, { ...dia, data: '2026-11-11' }, 'rh')).rejects.toThrow(MSG_NADA_A_DESFAZER)
    expect(horasDoDia(await diaDoCartao(FERNANDA, DIA))).toEqual([...ANTES, '17:00*', '18:00*'])
  })
})
