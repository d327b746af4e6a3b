import { describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { diaDoCartao, horasDoDia, NOVEMBRO } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { incluirMarcacao, ordenarMarcacoes, salvarMarcacao } from './incluir-marcacao.mutation'

const app = usarAppNoMock('rh')
const FERNANDA = 1

describe('POST /api/registros through incluirMarcacao, against the mock handlers', () => {
  it('[TC-100] includes the missing exit at Saída 2: the card read again shows the punch and the day counts 08:00', async () => {
    const antes = await diaDoCartao(FERNANDA, '2026-11-10')
    expect(antes).toMatchObject({ horas: '04:00', errorMessage: 'Numero impar de marcacoes!' })
    await incluirMarcacao({
      idFuncionario: FERNANDA, idCompetencia: NOVEMBRO, idRegistro: antes.id, idMarcacao: null, data: '2026-11-10', hora: '17:00',
      idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
    })
    const depois = await diaDoCartao(FERNANDA, '2026-11-10')
    expect(horasDoDia(depois)).toEqual(['08:00', '12:00', '13:00', '17:00*'])
    expect(depois).toMatchObject({ horas: '08:00', errorMessage: null })
    expect(app().requisicoes).toContain('POST /api/registros')
  })

  it('a missing time is refused with the catalogue message on hora', async () => {
    const pedido = incluirMarcacao({
      idFuncionario: FERNANDA, idCompetencia: NOVEMBRO, idRegistro: null, idMarcacao: null, data: '2026-11-10', hora: '',
      idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
    })
    await expect(pedido).rejects.toMatchObject({ status: 400, fieldErrors: { hora: 'Preenchimento do horario e obrigatorio' } })
  })
})

/** Fernanda, 2026-11-13: 12:00, 13:00 and 17:00; the 08:00 entry is missing. */
const ENTRADA_QUE_FALTA = {
  idFuncionario: FERNANDA, idCompetencia: NOVEMBRO, idMarcacao: null, data: '2026-11-13', hora: '08:00',
  idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
} as const

const pares = (dia: Awaited<ReturnType<typeof diaDoCartao>>) =>
  dia.marcacoes.filter((par) => par.entrada || par.saida).map((par) => `${par.entrada?.hora ?? ''}–${par.saida?.hora ?? ''}`)

describe('POST /api/registros/{idRegistro}/ordenar (extension, issue 14) through the app', () => {
  it('the missing first punch typed into Saída 2 makes 17:00–08:00; ordenarMarcacoes puts the day in time order', async () => {
    const antes = await diaDoCartao(FERNANDA, '2026-11-13')
    expect(horasDoDia(antes)).toEqual(['12:00', '13:00', '17:00'])
    const incluida = await incluirMarcacao({ ...ENTRADA_QUE_FALTA, idRegistro: antes.id })
    const foraDeOrdem = await diaDoCartao(FERNANDA, '2026-11-13')
    expect(pares(foraDeOrdem)).toEqual(['12:00–13:00', '17:00–08:00'])
    expect(foraDeOrdem.horas).toBe('16:00')

    await ordenarMarcacoes(incluida.idRegistro)
    const depois = await diaDoCartao(FERNANDA, '2026-11-13')
    expect(pares(depois)).toEqual(['08:00–12:00', '13:00–17:00'])
    expect(horasDoDia(depois)).toEqual(['08:00*', '12:00', '13:00', '17:00'])
    expect(depois).toMatchObject({ horas: '08:00', errorMessage: null })
    // Every punch stays, the included one on the day it was typed for.
    expect(depois.marcacoes[0]?.entrada).toMatchObject({ id: incluida.id, data: '2026-11-13', tipoMarcacao: 'INCLUIDO' })
    expect(depois.marcacoesOriginais.map((m) => m.hora)).toEqual(['12:00', '13:00', '17:00'])
    expect(app().requisicoes).toContain(`POST /api/registros/${incluida.idRegistro}/ordenar`)
  })

  it('salvarMarcacao with emOrdemDeHorario includes the punch and orders the day in one save', async () => {
    const { id } = await diaDoCartao(FERNANDA, '2026-11-13')
    await salvarMarcacao({ marcacao: { ...ENTRADA_QUE_FALTA, idRegistro: id }, emOrdemDeHorario: true })
    const depois = await diaDoCartao(FERNANDA, '2026-11-13')
    expect(pares(depois)).toEqual(['08:00–12:00', '13:00–17:00'])
    expect(depois.horas).toBe('08:00')
  })

  it('an unknown register is a 404; a day with more than 8 punches is refused with a field error', async () => {
    await expect(ordenarMarcacoes(999_999)).rejects.toMatchObject({ status: 404 })
    const { id } = await diaDoCartao(FERNANDA, '2026-11-13')
    const db = dbFor(app().backend.dbKey)
    const modelo = db.marcacoes.find((m) => m.registroId === id)!
    for (const [i, hora] of ['18:00', '19:00', '20:00', '21:00', '22:00', '23:00'].entries()) {
      db.marcacoes.push({ ...modelo, id: 900_000 + i, hora, dataHora: `${modelo.data}T${hora}:00` })
    }
    await expect(ordenarMarcacoes(id!)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { marcacoes: 'O dia tem mais de 8 marcações: em ordem de horário só cabem 8 (quatro pares).' },
    })
  })
})
