import { describe, expect, it } from 'vitest'
import { diaDoCartao, marcacaoDoDia } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { moverMarcacao } from './mover-marcacao.mutation'

usarAppNoMock('rh')
const FERNANDA = 1

const parDe = (dia: Awaited<ReturnType<typeof diaDoCartao>>, hora: string) =>
  dia.marcacoes.find((par) => par.entrada?.hora === hora || par.saida?.hora === hora)

describe('POST /api/registros/{id}/marcacoes/{idMarcacao}/move/{novaSequencia}/{modoMarcacao} through moverMarcacao', () => {
  it('[TC-110] moves a punch to an empty slot of its day: the card read again shows it at Entrada 3, with its time', async () => {
    const antes = await diaDoCartao(FERNANDA, '2026-11-10')
    const alvo = marcacaoDoDia(antes, '13:00')
    await moverMarcacao({ ...alvo, novaSequencia: 3, modoMarcacao: 'ENTRADA', dataDestino: '2026-11-10', idRegistroDestino: alvo.idRegistro })
    const depois = await diaDoCartao(FERNANDA, '2026-11-10')
    expect(parDe(depois, '13:00')).toMatchObject({ sequencia: 3, entrada: { hora: '13:00', tipoMarcacao: 'ORIGINAL' } })
    expect(depois.horas).toBe('04:00')
  })

  it('[TC-109] a slot that holds a punch is refused with the server message', async () => {
    const alvo = marcacaoDoDia(await diaDoCartao(FERNANDA, '2026-11-10'), '13:00')
    const pedido = moverMarcacao({ ...alvo, novaSequencia: 1, modoMarcacao: 'ENTRADA', dataDestino: '2026-11-10', idRegistroDestino: alvo.idRegistro })
    await expect(pedido).rejects.toMatchObject({ status: 400, fieldErrors: { novaSequencia: 'A posição de destino já possui marcação.' } })
  })
})
