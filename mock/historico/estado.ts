import type { Db, EstadoCartao, EstadoDia, Marcacao, Registro } from '../db/index'
import { arrangePairs, positionsOf } from '../engine/index'
import { estaBloqueado, type IdsCartao } from '../timecard/acesso'
import { punch } from '../timecard/mes'

/** The stored state of days and cards, copied before and after a change (what the history shows and an undo restores). */

/** Whose days a change may touch: some employees, or all of them when the call cannot tell beforehand. */
export type Escopo = ReadonlySet<number> | 'todos'

export const noEscopo = (escopo: Escopo, funcionarioId: number) => escopo === 'todos' || escopo.has(funcionarioId)

/** The day's own settings, as a day without a register has them. */
export const SEM_REGISTRO: NonNullable<EstadoDia['registro']> = { horarioId: null, horarioEspecial: false, folga: false, observacao: null }

/** Copies of the registers that `incluir` accepts, with their punches and treatments, by register id. */
export function estadosDosDias(db: Db, incluir: (r: Registro) => boolean): Map<number, EstadoDia> {
  const dias = new Map<number, EstadoDia>()
  for (const r of db.registros) {
    if (!incluir(r)) continue
    const { horarioId, horarioEspecial, folga, observacao } = r
    dias.set(r.id, {
      registroId: r.id, funcionarioId: r.funcionarioId, competenciaId: r.competenciaId, data: r.data,
      registro: { horarioId, horarioEspecial, folga, observacao }, marcacoes: [], tratamentos: [],
    })
  }
  if (dias.size === 0) return dias
  for (const m of db.marcacoes) dias.get(m.registroId)?.marcacoes.push({ ...m })
  for (const t of db.tratamentos) dias.get(t.registroId)?.tratamentos.push({ ...t })
  return dias
}

/** A day that had no register before a change created it. */
export function diaVazio(como: EstadoDia): EstadoDia {
  return { ...como, registro: null, marcacoes: [], tratamentos: [] }
}

function mesmosCampos(a: object, b: object): boolean {
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

function mesmasLinhas<T extends { id: number }>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false
  const porId = new Map(b.map((x) => [x.id, x]))
  return a.every((x) => {
    const y = porId.get(x.id)
    return y !== undefined && mesmosCampos(x, y)
  })
}

/** Whether two copies of a day hold the same stored values (a quick test before the engine looks at them). */
export function mesmoDiaGravado(a: EstadoDia, b: EstadoDia): boolean {
  return mesmosCampos(a.registro ?? SEM_REGISTRO, b.registro ?? SEM_REGISTRO)
    && mesmasLinhas(a.marcacoes, b.marcacoes)
    && mesmasLinhas(a.tratamentos, b.tratamentos)
}

/** The slot (1..8) the engine shows each counted punch of the day in. */
export function posicoesDoDia(dia: EstadoDia): Map<number, number> {
  return positionsOf(arrangePairs(dia.marcacoes.map(punch), dia.data))
}

/**
 * What a person sees of a day: punches with their slots, treatments and the day's settings. Two copies with the same
 * signature look the same on the card, whatever else differs (a punch pinned where it already was).
 */
export function assinatura(dia: EstadoDia): string {
  const posicoes = posicoesDoDia(dia)
  const marcacoes = [...dia.marcacoes]
    .sort((a, b) => a.id - b.id)
    .map((m: Marcacao) => [m.id, m.data, m.hora, m.tipoMarcacao, m.desconsiderada, m.motivoId, posicoes.get(m.id) ?? null])
  const tratamentos = [...dia.tratamentos]
    .sort((a, b) => a.id - b.id)
    .map((t) => [t.id, t.tipoJustificativa, t.ocorrencia, t.horas, t.motivoId, t.bancoDiasId, t.observacao, t.solicitacaoId, t.acaoLoteId, t.movimentacaoId])
  const r = dia.registro ?? SEM_REGISTRO
  return JSON.stringify([r.horarioId, r.horarioEspecial, r.folga, r.observacao, marcacoes, tratamentos])
}

export const chaveCartao = (ids: IdsCartao) => `${ids.funcionarioId}:${ids.competenciaId}`

/** A card as a whole: its notes line, its lock and whether its competence is closed. */
export function estadoDoCartao(db: Db, ids: IdsCartao): EstadoCartao {
  const competencia = db.competencias.find((c) => c.id === ids.competenciaId)
  return {
    observacao: db.observacoes.find((o) => o.funcionarioId === ids.funcionarioId && o.competenciaId === ids.competenciaId)?.observacao ?? null,
    bloqueado: estaBloqueado(db, ids.funcionarioId, ids.competenciaId),
    fechada: competencia !== undefined && (competencia.fechada || competencia.situacao !== 'ABERTA'),
  }
}
