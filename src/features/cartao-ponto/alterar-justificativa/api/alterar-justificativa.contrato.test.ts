import { describe, expect, it } from 'vitest'
import { diaDoCartao } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { alterarJustificativa } from './alterar-justificativa.mutation'

usarAppNoMock('rh')
const FERNANDA = 1

/** Fernanda, 2026-11-06: 01:00 of overtime authorised (an inclusion), the rest to the hour bank. */
async function horaExtra() {
  const t = (await diaDoCartao(FERNANDA, '2026-11-06')).tratamentos.find((x) => x.tipoJustificativa === 'HORA_EXTRA')
  if (!t) throw new Error('sem a hora extra de 06/11')
  return t
}

describe('PUT /api/justificativas/{id} through alterarJustificativa, against the mock handlers', () => {
  it('[TC-138][TC-136] changes the hours of an inclusion: the card read again counts them', async () => {
    const { id } = await horaExtra()
    await alterarJustificativa({ id, horas: '00:30', tipoJustificativa: 'HORA_EXTRA' })
    expect(await diaDoCartao(FERNANDA, '2026-11-06')).toMatchObject({ horaExtra: '00:30', saldoBanco: '01:10' })
    expect((await horaExtra()).hora).toBe('00:30')
  })

  it('[TC-137] more than 24:00 is refused with the catalogue message on horas', async () => {
    const { id } = await horaExtra()
    await expect(alterarJustificativa({ id, horas: '24:01', tipoJustificativa: 'HORA_EXTRA' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { horas: 'O horario deve ser menor ou igual a 24:00 horas' },
    })
  })
})
