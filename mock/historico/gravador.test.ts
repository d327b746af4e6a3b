import { describe, expect, it } from 'vitest'
import type { AlteracaoCartao, TipoAlteracao } from '@/shared/api/contract/endpoints/historico'
import { dbFor } from '../http/isolation'
import { call, freshDb } from '../handlers/lib/test-client'
import { DIA, FERNANDA, historico, incluir, marcacaoDoDia, post, relogioDoSeed, ultima } from './test-client'

relogioDoSeed()


/** The punches of a day's summary: 'slot hh:mm TIPO', '(hh:mm)' when disregarded. */
const horas = (resumo: AlteracaoCartao['antes']) =>
  resumo?.marcacoes.map((m) => (m.desconsiderada ? `(${m.hora})` : `${m.sequencia} ${m.hora} ${m.tipoMarcacao}`)) ?? null

/** Fernanda's 2026-11-06: 01:40 over, 01:00 authorised by a removable HORA_EXTRA inclusion. */
async function horaExtraDaFernanda(dbKey: string): Promise<number> {
  const t = (await (await call(`/api/cartaoponto?funcionarioId=${FERNANDA}&competenciaId=13`, { as: 'rh', dbKey })).json() as {
    manutencaoDTO: { registros: Record<string, { registro: { tratamentos: { id: number; tipoJustificativa: string }[] } }> }
  }).manutencaoDTO.registros['2026-11-06']!.registro.tratamentos.find((x) => x.tipoJustificativa === 'HORA_EXTRA')
  if (!t) throw new Error('sem HORA_EXTRA')
  return t.id
}

interface Caso {
  tipo: TipoAlteracao
  /** What the user did (after `preparar`, whose entries are not the one checked). */
  fazer: (dbKey: string) => Promise<Response>
  preparar?: (dbKey: string) => Promise<unknown>
  descricao: string
  data?: string
  as?: string
  funcionarioId?: number
  antes?: string[] | null
  depois?: string[] | null
}

const ORIGINAIS = ['1 08:00 ORIGINAL', '2 12:00 ORIGINAL', '3 13:00 ORIGINAL']

const CASOS: Caso[] = [
  {
    tipo: 'MARCACAO_INCLUIDA', descricao: 'Marcação 17:00 incluída em Saída 2',
    fazer: (k) => incluir(k, '17:00', 2, 'SAIDA'),
    antes: ORIGINAIS, depois: [...ORIGINAIS, '4 17:00 INCLUIDO'],
  },
  {
    tipo: 'MARCACAO_ALTERADA', descricao: 'Marcação 17:00 alterada para 17:30 em Saída 2',
    preparar: (k) => incluir(k, '17:00', 2, 'SAIDA'),
    fazer: async (k) => incluir(k, '17:30', 2, 'SAIDA', { idMarcacao: (await marcacaoDoDia(k, '17:00')).id }),
    depois: [...ORIGINAIS, '4 17:30 INCLUIDO'],
  },
  {
    tipo: 'MARCACAO_ALTERADA', descricao: 'Marcação 08:00 alterada para 08:05 em Entrada 1',
    fazer: async (k) => incluir(k, '08:05', 1, 'ENTRADA', { idMarcacao: (await marcacaoDoDia(k, '08:00')).id }),
    antes: ORIGINAIS, depois: ['1 08:05 INCLUIDO', '2 12:00 ORIGINAL', '3 13:00 ORIGINAL', '(08:00)'],
  },
  {
    tipo: 'MARCACAO_DESCONSIDERADA', descricao: 'Marcação 12:00 desconsiderada em Saída 1 (Consulta médica)',
    fazer: async (k) => {
      const m = await marcacaoDoDia(k, '12:00')
      return post(k, `/api/registros/${m.registroId}/marcacoes/${m.id}/desconsiderar/103`)
    },
    depois: ['1 08:00 ORIGINAL', '2 13:00 ORIGINAL', '(12:00)'],
  },
  {
    tipo: 'MARCACAO_REMOVIDA', descricao: 'Marcação 17:00 removida de Saída 2',
    preparar: (k) => incluir(k, '17:00', 2, 'SAIDA'),
    fazer: async (k) => {
      const m = await marcacaoDoDia(k, '17:00')
      return post(k, `/api/registros/${m.registroId}/marcacoes/${m.id}/desconsiderar`)
    },
    antes: [...ORIGINAIS, '4 17:00 INCLUIDO'], depois: ORIGINAIS,
  },
  {
    tipo: 'MARCACAO_MOVIDA', descricao: 'Marcação 13:00 movida de Entrada 2 para Saída 2',
    fazer: async (k) => {
      const m = await marcacaoDoDia(k, '13:00')
      return post(k, `/api/registros/${m.registroId}/marcacoes/${m.id}/move/2/SAIDA`)
    },
    depois: ['1 08:00 ORIGINAL', '2 12:00 ORIGINAL', '4 13:00 ORIGINAL'],
  },
  {
    tipo: 'MARCACOES_ORDENADAS',
    // The 07:00 typed after 13:00 was taken for the next day's (a night shift's exit): in time order it is the day's first.
    descricao: 'Marcações postas em ordem de horário: Marcação 07:00 movida de Saída 2 para Entrada 1; Marcação 08:00 movida de Entrada 1 para Saída 1; '
      + 'Marcação 12:00 movida de Saída 1 para Entrada 2; Marcação 13:00 movida de Entrada 2 para Saída 2',
    // Typed by another user: an ordering right after one's own inclusion is part of that save (mesmo-salvamento.ts).
    preparar: (k) => incluir(k, '07:00', 2, 'SAIDA', {}, 'admin'),
    fazer: async (k) => post(k, `/api/registros/${(await marcacaoDoDia(k, '08:00')).registroId}/ordenar`),
    depois: ['1 07:00 INCLUIDO', '2 08:00 ORIGINAL', '3 12:00 ORIGINAL', '4 13:00 ORIGINAL'],
  },
  {
    tipo: 'MARCACOES_RESTAURADAS', descricao: 'Marcações do relógio restauradas: Marcação 17:00 removida de Saída 2',
    preparar: (k) => incluir(k, '17:00', 2, 'SAIDA'),
    fazer: async (k) => post(k, `/api/registros/${(await marcacaoDoDia(k, '08:00')).registroId}/restaurar`),
    depois: ORIGINAIS,
  },
  {
    tipo: 'JUSTIFICATIVA_INCLUIDA', descricao: 'Justificativa Abono de saída antecipada de 04:00 incluída (Consulta médica)',
    fazer: (k) => post(k, '/api/registros/justificar', {
      idFuncionario: FERNANDA, idCompetencia: 13, idRegistro: null, data: DIA, tipoJustificativa: 'ABONO_SAIDA', horas: '04:00', idMotivo: 103,
      idBancoDias: null, observacao: null,
    }),
  },
  {
    tipo: 'JUSTIFICATIVA_ALTERADA', descricao: 'Justificativa Hora extra alterada de 01:00 para 00:30', data: '2026-11-06',
    fazer: async (k) => call(`/api/justificativas/${await horaExtraDaFernanda(k)}`, { method: 'PUT', as: 'rh', dbKey: k, body: { horas: '00:30' } }),
  },
  {
    tipo: 'JUSTIFICATIVA_REMOVIDA', descricao: 'Justificativa Hora extra de 01:00 removida', data: '2026-11-06',
    fazer: async (k) => call(`/api/justificativas/${await horaExtraDaFernanda(k)}`, { method: 'DELETE', as: 'rh', dbKey: k }),
  },
  {
    // Yasmin (40), 2026-11-06: +01:30 credited to the hour bank, converted into paid overtime.
    tipo: 'CONVERSAO', data: '2026-11-06', funcionarioId: 40,
    descricao: 'Conversão: Justificativa Hora extra de 01:30 incluída (Hora Extra); Justificativa Crédito no banco de horas de 01:30 removida',
    fazer: (k) => post(k, '/api/registros/justificar', {
      idFuncionario: 40, idCompetencia: 13, idRegistro: null, data: '2026-11-06', tipoJustificativa: 'HORA_EXTRA', horas: '01:30', idMotivo: 117,
      idBancoDias: null, observacao: null, origemConversao: 'BANCO_DE_HORAS', horasTotal: '01:30',
    }),
  },
  {
    tipo: 'HORARIO_ALTERADO', descricao: 'Horário especial ativado',
    fazer: async (k) => post(k, `/api/registros/${(await marcacaoDoDia(k, '08:00')).registroId}/especial`),
  },
  {
    tipo: 'DIA_FOLGA', descricao: 'Dia marcado como folga',
    fazer: (k) => post(k, `/api/registros/folga?data=${DIA}&idFuncionario=${FERNANDA}`),
  },
  {
    tipo: 'DIA_REMOVIDO', as: 'admin',
    descricao: 'Lançamentos do dia removidos: Marcação 08:00 desconsiderada em Entrada 1; Marcação 12:00 desconsiderada em Saída 1; '
      + 'Marcação 13:00 desconsiderada em Entrada 2',
    fazer: async (k) => call(`/api/registros/${(await marcacaoDoDia(k, '08:00')).registroId}`, { method: 'DELETE', as: 'admin', dbKey: k }),
    depois: ['(08:00)', '(12:00)', '(13:00)'],
  },
  {
    tipo: 'OBSERVACAO', data: '2026-11-01', descricao: 'Observação do cartão alterada: "Conferido com o gestor."',
    fazer: (k) => call('/api/observacao-cartao-ponto', {
      method: 'PUT', as: 'rh', dbKey: k, body: { funcionarioId: FERNANDA, competenciaId: 13, observacao: 'Conferido com o gestor.' },
    }),
    antes: [], depois: [],
  },
  {
    tipo: 'BLOQUEIO', data: '2026-11-01', descricao: 'Cartão bloqueado para edição',
    fazer: (k) => post(k, `/api/bloqueio-registro/13/${FERNANDA}`), antes: null, depois: null,
  },
  {
    tipo: 'DESBLOQUEIO', data: '2026-11-01', descricao: 'Cartão desbloqueado para edição',
    preparar: (k) => post(k, `/api/bloqueio-registro/13/${FERNANDA}`),
    fazer: (k) => call(`/api/bloqueio-registro/13/${FERNANDA}`, { method: 'DELETE', as: 'rh', dbKey: k }), antes: null, depois: null,
  },
]

describe('each change of a card is one entry of its history', () => {
  it.each(CASOS.map((c) => [`${c.tipo}: ${c.descricao}`, c] as const))('%s', async (_titulo, caso) => {
    const dbKey = freshDb()
    const funcionarioId = caso.funcionarioId ?? FERNANDA
    await caso.preparar?.(dbKey)
    const antes = await historico(dbKey, '', 'rh', funcionarioId)
    expect((await caso.fazer(dbKey)).status).toBeLessThan(300)
    const depois = await historico(dbKey, '', 'rh', funcionarioId)
    expect(depois).toHaveLength(antes.length + 1)
    const e = depois[0]!
    expect(e).toMatchObject({
      tipo: caso.tipo, descricao: caso.descricao, origem: 'CARTAO', origemId: null, funcionarioId, competenciaId: 13, data: caso.data ?? DIA,
      usuario: caso.as === 'admin' ? { username: 'admin', nome: 'Ana Administradora' } : { username: 'rh', nome: 'Rita Recursos Humanos' },
      em: '2026-11-16T14:30:00', desfeitaPor: null, desfaz: null,
    })
    if (caso.antes !== undefined) expect(horas(e.antes)).toEqual(caso.antes)
    if (caso.depois !== undefined) expect(horas(e.depois)).toEqual(caso.depois)
  })

  it('a justification included shows on the day after, not before; a schedule change names the schedule', async () => {
    const dbKey = freshDb()
    await post(dbKey, '/api/registros/justificar', {
      idFuncionario: FERNANDA, idCompetencia: 13, data: DIA, tipoJustificativa: 'ABONO_SAIDA', horas: '04:00', idMotivo: 103,
    })
    const justificada = await ultima(dbKey)
    expect(justificada.antes?.tratamentos).toEqual([])
    expect(justificada.depois?.tratamentos).toEqual([{ hora: '04:00', motivo: 'Consulta médica', tipoJustificativa: 'ABONO_SAIDA' }])
    const horario = dbFor(dbKey).horarios[1]!
    const lote = await post(dbKey, '/api/acoes-lote/vincularQuadroHorario', {
      funcionarios: [FERNANDA], quadroHorarioVincular: horario.id, dataInicial: DIA, dataFinal: DIA,
    })
    expect(lote.status).toBe(204)
    const vinculo = await ultima(dbKey)
    const acao = dbFor(dbKey).acoesLote!.at(-1)!
    expect(vinculo).toMatchObject({
      tipo: 'HORARIO_ALTERADO', origem: 'ACAO_LOTE', origemId: acao.id, descricao: `Horário do dia alterado para ${horario.codigo} - ${horario.descricao}`,
      antes: { horario: null }, depois: { horario: `${horario.codigo} - ${horario.descricao}` },
    })
  })

  it('a call that changes nothing the card shows records nothing (the day already in time order; a refused call)', async () => {
    const dbKey = freshDb()
    const { registroId } = await marcacaoDoDia(dbKey, '08:00')
    expect((await post(dbKey, `/api/registros/${registroId}/ordenar`)).status).toBe(204)
    expect((await incluir(dbKey, '09:00', 1, 'ENTRADA')).status).toBe(400)
    expect((await post(dbKey, `/api/registros/recalcular/13/${FERNANDA}`)).status).toBe(204)
    expect(await historico(dbKey)).toEqual([])
  })
})
