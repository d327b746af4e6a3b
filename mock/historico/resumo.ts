import type { DiaResumo, TipoAlteracao } from '@/shared/api/contract/endpoints/historico'
import type { Db, EstadoCartao, EstadoDia, IsoDate, Marcacao, Tratamento } from '../db/index'
import { JUSTIFICATIVAS } from '../timecard/dto'
import { posicoesDoDia, SEM_REGISTRO } from './estado'

/** How the history tells a change: the day as a person reads it, and each change in a sentence. */

/** 'Entrada 1', 'Saída 2': the slot of a position 1..8. */
export function rotuloPosicao(posicao: number): string {
  return `${posicao % 2 === 1 ? 'Entrada' : 'Saída'} ${Math.ceil(posicao / 2)}`
}

const dataBr = (data: IsoDate) => data.split('-').reverse().join('/')

function motivo(db: Db, id: number | null): string {
  return id === null ? '' : (db.motivos.find((m) => m.id === id)?.descricao ?? '')
}

function horarioDoDia(db: Db, dia: EstadoDia): string | null {
  const r = dia.registro ?? SEM_REGISTRO
  if (r.folga) return 'Folga'
  const horario = r.horarioId === null ? undefined : db.horarios.find((h) => h.id === r.horarioId)
  const nome = horario ? `${horario.codigo} - ${horario.descricao}` : null
  if (r.horarioEspecial) return nome ? `${nome} (especial)` : 'Horário especial'
  return nome
}

/** The day before or after a change: punches in slot order (disregarded ones last), justifications, schedule, note. */
export function resumoDoDia(db: Db, dia: EstadoDia): DiaResumo {
  const posicoes = posicoesDoDia(dia)
  const ordem = (m: Marcacao) => posicoes.get(m.id) ?? 100
  const marcacoes = [...dia.marcacoes]
    .sort((a, b) => ordem(a) - ordem(b) || a.dataHora.localeCompare(b.dataHora))
    .map((m) => ({ hora: m.hora, sequencia: posicoes.get(m.id) ?? m.sequencia, tipoMarcacao: m.tipoMarcacao, desconsiderada: m.desconsiderada }))
  const tratamentos = [...dia.tratamentos]
    .sort((a, b) => a.id - b.id)
    .map((t) => ({ hora: t.horas, motivo: motivo(db, t.motivoId), tipoJustificativa: t.tipoJustificativa }))
  return { marcacoes, tratamentos, horario: horarioDoDia(db, dia), observacao: (dia.registro ?? SEM_REGISTRO).observacao }
}

/** A card as a whole in the history's day shape: only its notes line. */
export function resumoDoCartao(cartao: EstadoCartao): DiaResumo {
  return { marcacoes: [], tratamentos: [], horario: null, observacao: cartao.observacao }
}

/** One change of a day, in a sentence. */
export interface Mudanca {
  tipo: TipoAlteracao
  texto: string
}

/** A punch that went from one day to another in the same request. */
export interface Movida {
  de: IsoDate
  para: IsoDate
}

const emPosicao = (posicao: number | undefined, preposicao = 'em') => (posicao === undefined ? '' : ` ${preposicao} ${rotuloPosicao(posicao)}`)

function mudancasDasMarcacoes(db: Db, antes: EstadoDia, depois: EstadoDia, movidas: ReadonlyMap<number, Movida>): Mudanca[] {
  const pa = posicoesDoDia(antes)
  const pd = posicoesDoDia(depois)
  const eraAntes = new Map(antes.marcacoes.map((m) => [m.id, m]))
  const ficou = new Set(depois.marcacoes.map((m) => m.id))
  const novas = depois.marcacoes.filter((m) => !eraAntes.has(m.id))
  const mudancas: Mudanca[] = []
  const ordem = (m: Marcacao) => pd.get(m.id) ?? 100
  for (const m of [...depois.marcacoes].sort((x, y) => ordem(x) - ordem(y) || x.dataHora.localeCompare(y.dataHora))) {
    const a = eraAntes.get(m.id)
    if (!a) continue
    if (!a.desconsiderada && m.desconsiderada) {
      // TC-100 on an ORIGINAL punch: it is disregarded and an INCLUIDO one takes its slot.
      const substituta = novas.findIndex((n) => !movidas.has(n.id) && pa.get(a.id) !== undefined && pd.get(n.id) === pa.get(a.id))
      const nova = novas[substituta]
      if (nova) {
        novas.splice(substituta, 1)
        mudancas.push({ tipo: 'MARCACAO_ALTERADA', texto: `Marcação ${a.hora} alterada para ${nova.hora}${emPosicao(pd.get(nova.id))}` })
        continue
      }
      const porque = motivo(db, m.motivoId)
      mudancas.push({ tipo: 'MARCACAO_DESCONSIDERADA', texto: `Marcação ${a.hora} desconsiderada${emPosicao(pa.get(a.id))}${porque ? ` (${porque})` : ''}` })
    } else if (a.desconsiderada && !m.desconsiderada) {
      mudancas.push({ tipo: 'MARCACAO_RECONSIDERADA', texto: `Marcação ${m.hora} reconsiderada${emPosicao(pd.get(m.id))}` })
    } else if (a.hora !== m.hora) {
      mudancas.push({ tipo: 'MARCACAO_ALTERADA', texto: `Marcação ${a.hora} alterada para ${m.hora}${emPosicao(pd.get(m.id))}` })
    } else if (!m.desconsiderada && pa.get(m.id) !== pd.get(m.id)) {
      const de = pa.get(m.id)
      const para = pd.get(m.id)
      const texto = de !== undefined && para !== undefined
        ? `Marcação ${m.hora} movida de ${rotuloPosicao(de)} para ${rotuloPosicao(para)}`
        : `Marcação ${m.hora} movida${emPosicao(para, 'para')}`
      mudancas.push({ tipo: 'MARCACAO_MOVIDA', texto })
    } else if (a.data !== m.data) {
      mudancas.push({ tipo: 'MARCACAO_ALTERADA', texto: `Marcação ${m.hora} passou a contar em ${dataBr(m.data)}` })
    }
  }
  for (const m of novas) {
    const movida = movidas.get(m.id)
    mudancas.push(movida
      ? { tipo: 'MARCACAO_MOVIDA', texto: `Marcação ${m.hora} trazida de ${dataBr(movida.de)}${emPosicao(pd.get(m.id))}` }
      : { tipo: 'MARCACAO_INCLUIDA', texto: `Marcação ${m.hora} incluída${emPosicao(pd.get(m.id))}` })
  }
  for (const a of antes.marcacoes) {
    if (ficou.has(a.id)) continue
    const movida = movidas.get(a.id)
    mudancas.push(movida
      ? { tipo: 'MARCACAO_MOVIDA', texto: `Marcação ${a.hora} levada para ${dataBr(movida.para)}` }
      : { tipo: 'MARCACAO_REMOVIDA', texto: `Marcação ${a.hora} removida${emPosicao(pa.get(a.id), 'de')}` })
  }
  return mudancas
}

const rotuloJustificativa = (t: Tratamento) => JUSTIFICATIVAS[t.tipoJustificativa]
const deHoras = (t: Tratamento) => (t.horas ? ` de ${t.horas}` : '')

function mudancasDosTratamentos(db: Db, antes: EstadoDia, depois: EstadoDia): Mudanca[] {
  const eraAntes = new Map(antes.tratamentos.map((t) => [t.id, t]))
  const ficou = new Set(depois.tratamentos.map((t) => t.id))
  const mudancas: Mudanca[] = []
  for (const t of depois.tratamentos) {
    const a = eraAntes.get(t.id)
    if (!a) {
      const porque = motivo(db, t.motivoId)
      mudancas.push({ tipo: 'JUSTIFICATIVA_INCLUIDA', texto: `Justificativa ${rotuloJustificativa(t)}${deHoras(t)} incluída${porque ? ` (${porque})` : ''}` })
    } else if (a.tipoJustificativa !== t.tipoJustificativa) {
      mudancas.push({ tipo: 'JUSTIFICATIVA_ALTERADA', texto: `Justificativa ${rotuloJustificativa(a)} alterada para ${rotuloJustificativa(t)}${deHoras(t)}` })
    } else if (a.horas !== t.horas) {
      mudancas.push({ tipo: 'JUSTIFICATIVA_ALTERADA', texto: `Justificativa ${rotuloJustificativa(t)} alterada de ${a.horas ?? 'sem horas'} para ${t.horas ?? 'sem horas'}` })
    } else if (a.motivoId !== t.motivoId || a.observacao !== t.observacao || a.bancoDiasId !== t.bancoDiasId) {
      mudancas.push({ tipo: 'JUSTIFICATIVA_ALTERADA', texto: `Justificativa ${rotuloJustificativa(t)} alterada` })
    }
  }
  for (const a of antes.tratamentos) {
    if (!ficou.has(a.id)) mudancas.push({ tipo: 'JUSTIFICATIVA_REMOVIDA', texto: `Justificativa ${rotuloJustificativa(a)}${deHoras(a)} removida` })
  }
  return mudancas
}

function mudancasDoRegistro(db: Db, antes: EstadoDia, depois: EstadoDia): Mudanca[] {
  const a = antes.registro ?? SEM_REGISTRO
  const d = depois.registro ?? SEM_REGISTRO
  const mudancas: Mudanca[] = []
  if (a.folga !== d.folga) mudancas.push({ tipo: 'DIA_FOLGA', texto: d.folga ? 'Dia marcado como folga' : 'Dia deixou de ser folga' })
  if (a.horarioId !== d.horarioId) {
    const horario = db.horarios.find((h) => h.id === d.horarioId)
    const texto = horario ? `Horário do dia alterado para ${horario.codigo} - ${horario.descricao}` : 'Horário do dia voltou a ser o do quadro'
    mudancas.push({ tipo: 'HORARIO_ALTERADO', texto })
  }
  if (a.horarioEspecial !== d.horarioEspecial) {
    mudancas.push({ tipo: 'HORARIO_ALTERADO', texto: d.horarioEspecial ? 'Horário especial ativado' : 'Horário especial desativado' })
  }
  if (a.observacao !== d.observacao) mudancas.push({ tipo: 'OBSERVACAO', texto: d.observacao ? `Observação do dia: "${d.observacao}"` : 'Observação do dia removida' })
  return mudancas
}

/** Which kind names a day's changes when there are several (an inclusion that moved the others is an inclusion). */
const PRIORIDADE: readonly TipoAlteracao[] = [
  'MARCACAO_ALTERADA', 'MARCACAO_INCLUIDA', 'MARCACAO_REMOVIDA', 'MARCACAO_DESCONSIDERADA', 'MARCACAO_RECONSIDERADA',
  'JUSTIFICATIVA_INCLUIDA', 'JUSTIFICATIVA_ALTERADA', 'JUSTIFICATIVA_REMOVIDA', 'HORARIO_ALTERADO', 'DIA_FOLGA', 'OBSERVACAO',
  'MARCACAO_MOVIDA',
]

/** What the calls that name their kind say before the details. */
const FRASES: Partial<Record<TipoAlteracao, string>> = {
  MARCACOES_ORDENADAS: 'Marcações postas em ordem de horário',
  MARCACOES_RESTAURADAS: 'Marcações do relógio restauradas',
  DIA_REMOVIDO: 'Lançamentos do dia removidos',
  CONVERSAO: 'Conversão',
}

/**
 * The kind and sentence of a day's change. Punches the engine only shifted to other slots as a side effect are left
 * out when something else changed; a call that names its kind (`fixo`) keeps it.
 */
export function descreverDia(db: Db, antes: EstadoDia, depois: EstadoDia, movidas: ReadonlyMap<number, Movida>, fixo?: TipoAlteracao): Mudanca {
  const todas = [...mudancasDasMarcacoes(db, antes, depois, movidas), ...mudancasDosTratamentos(db, antes, depois), ...mudancasDoRegistro(db, antes, depois)]
  const semDeslocadas = todas.filter((m) => m.tipo !== 'MARCACAO_MOVIDA' || movidas.size > 0)
  const relevantes = fixo === 'MARCACOES_ORDENADAS' || semDeslocadas.length === 0 ? todas : semDeslocadas
  const detalhes = relevantes.map((m) => m.texto).join('; ')
  if (fixo) {
    const frase = FRASES[fixo]
    return { tipo: fixo, texto: frase ? (detalhes ? `${frase}: ${detalhes}` : frase) : detalhes }
  }
  const tipo = PRIORIDADE.find((t) => relevantes.some((m) => m.tipo === t)) ?? 'MARCACAO_MOVIDA'
  return { tipo, texto: detalhes }
}
