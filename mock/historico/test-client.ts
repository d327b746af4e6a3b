import { afterAll, beforeAll, expect, vi } from 'vitest'
import { cartaoPontoSchema } from '@/shared/api/contract/endpoints/cartaoponto.schema'
import { alteracaoCartaoSchema, historicoCartaoSchema, type AlteracaoCartao } from '@/shared/api/contract/endpoints/historico'
import { call } from '../handlers/lib/test-client'

/** Test helpers of the card history: the calls through the real handlers, read with the contract's schemas. */

/** Fernanda (1), competence 13 (11/2026): 2026-11-10 has 08:00, 12:00 and 13:00, no exit. */
/** The seed's today (2026-11-16) at 14:30 on the mock's clock, for the whole file. */
export function relogioDoSeed(): void {
  beforeAll(() => {
    vi.stubEnv('PONTO_TODAY', '2026-11-16')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 16, 14, 30, 0))
  })
  afterAll(() => {
    vi.useRealTimers()
  })
}

export const post = (dbKey: string, path: string, body?: unknown, as = 'rh') => call(path, { method: 'POST', as, dbKey, body })

export const FERNANDA = 1
export const COMPETENCIA = 13
export const DIA = '2026-11-10'

export async function historico(dbKey: string, filtro = '', as = 'rh', funcionarioId = FERNANDA, competenciaId = COMPETENCIA): Promise<AlteracaoCartao[]> {
  const response = await call(`/api/cartaoponto/historico?funcionarioId=${funcionarioId}&competenciaId=${competenciaId}${filtro}`, { as, dbKey })
  expect(response.status).toBe(200)
  return historicoCartaoSchema.parse(await response.json()).itens
}

/** The newest entry of a card's history. */
export async function ultima(dbKey: string, funcionarioId = FERNANDA, competenciaId = COMPETENCIA): Promise<AlteracaoCartao> {
  const [e] = await historico(dbKey, '', 'rh', funcionarioId, competenciaId)
  if (!e) throw new Error('histórico vazio')
  return e
}

export function desfazer(dbKey: string, id: number, as = 'rh'): Promise<Response> {
  return call(`/api/cartaoponto/historico/${id}/desfazer`, { method: 'POST', as, dbKey })
}

/** Undoes an entry that must be undoable: the new entry. */
export async function desfeita(dbKey: string, id: number, as = 'rh'): Promise<AlteracaoCartao> {
  const response = await desfazer(dbKey, id, as)
  expect(response.status).toBe(200)
  return alteracaoCartaoSchema.parse(await response.json())
}

export async function cartao(dbKey: string, funcionarioId = FERNANDA, competenciaId = COMPETENCIA) {
  const response = await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=${competenciaId}`, { as: 'rh', dbKey })
  expect(response.status).toBe(200)
  return cartaoPontoSchema.parse(await response.json()).manutencaoDTO
}

/** Every total of the card (hours, overtime, absences, banks) as GET /api/cartaoponto gives them. */
export async function totais(dbKey: string, funcionarioId = FERNANDA, competenciaId = COMPETENCIA): Promise<Record<string, unknown>> {
  const dto = await cartao(dbKey, funcionarioId, competenciaId)
  return Object.fromEntries(Object.entries(dto).filter(([chave]) => chave.startsWith('total')))
}

export async function diaDoCartao(dbKey: string, data = DIA, funcionarioId = FERNANDA, competenciaId = COMPETENCIA) {
  const registro = (await cartao(dbKey, funcionarioId, competenciaId)).registros[data]?.registro
  if (!registro) throw new Error(`sem o dia ${data}`)
  return registro
}

/** The day's punches in slot order: 'hh:mm TIPO'. */
export async function marcacoesDoDia(dbKey: string, data = DIA, funcionarioId = FERNANDA): Promise<string[]> {
  const registro = await diaDoCartao(dbKey, data, funcionarioId)
  return registro.marcacoes.flatMap((p) => [p.entrada, p.saida]).flatMap((m) => (m ? [`${m.hora} ${m.tipoMarcacao}`] : []))
}

/** A punch of the day shown at `hora`, with its register. */
export async function marcacaoDoDia(dbKey: string, hora: string, data = DIA, funcionarioId = FERNANDA): Promise<{ id: number; registroId: number }> {
  const registro = await diaDoCartao(dbKey, data, funcionarioId)
  const m = registro.marcacoes.flatMap((p) => [p.entrada, p.saida]).find((x) => x?.hora === hora)
  if (!m || registro.id === null) throw new Error(`sem a marcação ${hora} em ${data}`)
  return { id: m.id, registroId: registro.id }
}

/** Includes a punch at a slot of Fernanda's day as `as`. */
export function incluir(dbKey: string, hora: string, sequencia: number, modoMarcacao: 'ENTRADA' | 'SAIDA', extra: Record<string, unknown> = {}, as = 'rh') {
  return call('/api/registros', {
    method: 'POST', as, dbKey,
    body: {
      idFuncionario: FERNANDA, idCompetencia: COMPETENCIA, idRegistro: null, idMarcacao: null, data: DIA, hora, idMotivo: 102, sequencia,
      modoMarcacao, tipoJustificativa: 'INCLUIR_MARCACAO', ...extra,
    },
  })
}
