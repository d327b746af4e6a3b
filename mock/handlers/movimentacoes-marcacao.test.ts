import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { buildCartaoPonto } from '../timecard/build'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const FERNANDA = 1
const COMPETENCIA = 13

interface Linha {
  id: number
  dataRegistro: string
  data: string
  hora: string
  posicao: number
}

async function marcacoes(dbKey: string, inicio: string, fim: string, as = 'rh'): Promise<Linha[]> {
  const r = await call(`/api/movimentacoes-marcacao/marcacoes?funcionario=${FERNANDA}&inicio=${inicio}&fim=${fim}`, { as, dbKey })
  expect(r.status).toBe(200)
  return (await r.json()) as Linha[]
}

const doDia = (linhas: Linha[], dia: string) => linhas.filter((l) => l.dataRegistro === dia).map((l) => `${l.posicao}:${l.hora}`)
const id = (linhas: Linha[], dia: string, hora: string) => linhas.find((l) => l.dataRegistro === dia && l.hora === hora)!.id

function mover(dbKey: string, marcacaoIds: number[], dataDestino: string, as = 'rh') {
  return call('/api/movimentacoes-marcacao', { method: 'POST', as, dbKey, body: { funcionarioId: FERNANDA, marcacaoIds, dataDestino } })
}

/** The times the time card shows on a day (the engine's reading, after the move). */
function horasNoCartao(dbKey: string, data: string): string[] {
  const registro = buildCartaoPonto(dbFor(dbKey), FERNANDA, COMPETENCIA).manutencaoDTO.registros[data]?.registro
  return (registro?.marcacoes ?? []).flatMap((p) => [p.entrada?.hora, p.saida?.hora]).filter((h): h is string => Boolean(h))
}

describe('/move-marcacao: punches of a period', () => {
  it('[AUTH-080][mock] lists the punches of an employee in a period by day and position; front_move_marcacao only', async () => {
    const dbKey = freshDb()
    const linhas = await marcacoes(dbKey, '2026-11-09', '2026-11-10')
    // 09/11 has no scenario: the clock's times vary by a few minutes, the four slots are fixed.
    expect(doDia(linhas, '2026-11-09').map((p) => p.split(':')[0])).toEqual(['1', '2', '3', '4'])
    expect(doDia(linhas, '2026-11-10')).toEqual(['1:08:00', '2:12:00', '3:13:00'])
    const semPermissao = await call(`/api/movimentacoes-marcacao/marcacoes?funcionario=1&inicio=2026-11-09&fim=2026-11-10`, {
      as: 'supervisor', dbKey,
    })
    expect(semPermissao.status).toBe(403)
  })

  it('refuses a period longer than 31 days or ending before it starts', async () => {
    const dbKey = freshDb()
    const longo = await call('/api/movimentacoes-marcacao/marcacoes?funcionario=1&inicio=2026-10-01&fim=2026-11-10', { as: 'rh', dbKey })
    expect(longo.status).toBe(400)
    const invertido = await call('/api/movimentacoes-marcacao/marcacoes?funcionario=1&inicio=2026-11-10&fim=2026-11-09', { as: 'rh', dbKey })
    expect((await invertido.json()).errors[0]).toMatchObject({ property: 'fim' })
  })
})

describe('/move-marcacao: moving in bulk', () => {
  it('[AUTH-080][mock] moves the chosen punches to the neighbouring day at once and keeps a record of the move', async () => {
    const dbKey = freshDb()
    const antes = await marcacoes(dbKey, '2026-11-09', '2026-11-10')
    const escolhidas = [id(antes, '2026-11-10', '12:00'), id(antes, '2026-11-10', '13:00')]
    const r = await mover(dbKey, escolhidas, '2026-11-09')
    expect(r.status).toBe(201)
    expect(await r.json()).toMatchObject({ dataDestino: '2026-11-09', quantidade: 2, funcionario: { id: 1, nome: expect.any(String) } })
    const depois = await marcacoes(dbKey, '2026-11-09', '2026-11-10')
    expect(doDia(depois, '2026-11-10')).toEqual(['1:08:00'])
    expect(doDia(depois, '2026-11-09')).toEqual([...doDia(antes, '2026-11-09'), '5:12:00', '6:13:00'])
    // The punches keep their clock date and time (an ORIGINAL never changes): only the day register does.
    expect(depois.filter((l) => escolhidas.includes(l.id)).map((l) => l.data)).toEqual(['2026-11-10', '2026-11-10'])
    expect(horasNoCartao(dbKey, '2026-11-10')).toEqual(['08:00'])
    const lista = await (await call('/api/movimentacoes-marcacao', { as: 'rh', dbKey })).json()
    expect(lista.content).toHaveLength(1)
    expect(lista.content[0].marcacoes.map((m: { hora: string; dataOrigem: string }) => `${m.dataOrigem} ${m.hora}`)).toEqual([
      '2026-11-10 12:00',
      '2026-11-10 13:00',
    ])
  })

  it('[TC-110][mock] follows the drag-and-drop rule: at most one day from the punch and in the same competence', async () => {
    const dbKey = freshDb()
    const antes = await marcacoes(dbKey, '2026-11-09', '2026-11-12')
    const r = await mover(dbKey, [id(antes, '2026-11-10', '13:00')], '2026-11-12')
    expect(r.status).toBe(400)
    const body = await r.json()
    expect(body.errors[0]).toMatchObject({
      entity: 'MovimentacaoMarcacao',
      property: 'dataDestino',
      message: 'Marcacao das 13:00 de 10/11 (dia 10/11): O dia de destino deve ser da mesma competência e no máximo um dia distante da marcação.',
    })
    expect(doDia(await marcacoes(dbKey, '2026-11-10', '2026-11-10'), '2026-11-10')).toEqual(['1:08:00', '2:12:00', '3:13:00'])
  })

  it('moves nothing when one punch does not fit: the ones already moved go back', async () => {
    const dbKey = freshDb()
    const antes = await marcacoes(dbKey, '2026-11-09', '2026-11-10')
    const db = dbFor(dbKey)
    // Three more punches on 09/11 leave it one free slot: 12:00 takes it, 13:00 does not fit.
    const registro09 = db.registros.find((r) => r.funcionarioId === FERNANDA && r.data === '2026-11-09')!
    for (const [i, hora] of ['18:00', '19:00', '20:00'].entries()) {
      db.marcacoes.push({
        id: 900000 + i, registroId: registro09.id, funcionarioId: FERNANDA, data: '2026-11-09', hora, dataHora: `2026-11-09T${hora}:00`,
        tipoMarcacao: 'INCLUIDO', sequencia: 5 + i, desconsiderada: false, motivoId: 102, nsr: null, equipamento: null,
      })
    }
    const r = await mover(dbKey, [id(antes, '2026-11-10', '12:00'), id(antes, '2026-11-10', '13:00')], '2026-11-09')
    expect(r.status).toBe(400)
    expect((await r.json()).errors[0].message).toBe('Marcacao das 13:00 de 10/11 nao cabe no dia de destino: todas as posicoes estao ocupadas')
    expect(doDia(await marcacoes(dbKey, '2026-11-10', '2026-11-10'), '2026-11-10')).toEqual(['1:08:00', '2:12:00', '3:13:00'])
    expect(horasNoCartao(dbKey, '2026-11-10')).toEqual(['08:00', '12:00', '13:00'])
  })

  it('[TC-110][mock] needs the editing rules of the card: no selection, a locked card or a plain viewer are refused', async () => {
    const dbKey = freshDb()
    const antes = await marcacoes(dbKey, '2026-11-10', '2026-11-10')
    const vazio = await mover(dbKey, [], '2026-11-09')
    expect((await vazio.json()).errors[0]).toMatchObject({ property: 'marcacaoIds', message: 'Selecione ao menos uma marcação' })
    expect((await mover(dbKey, [id(antes, '2026-11-10', '13:00')], '2026-11-09', 'supervisor')).status).toBe(403)
    expect((await call(`/api/bloqueio-registro/${COMPETENCIA}/${FERNANDA}`, { method: 'POST', as: 'rh', dbKey })).status).toBeLessThan(300)
    expect((await mover(dbKey, [id(antes, '2026-11-10', '13:00')], '2026-11-09')).status).toBe(409)
  })
})
