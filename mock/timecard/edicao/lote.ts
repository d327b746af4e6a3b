import { hoje, idsDeVinculos, nextId } from '../../db/queries'
import { isoLocalDateTime } from '../../db/lib/dates'
import { MOTIVO } from '../../db/seed/cadastros'
import type { AcaoLote, Competencia, Db, Feriado, Funcionario, IsoDate, TipoJustificativa, Vigencia } from '../../db/index'
import type { IdsCartao } from '../acesso'
import { addDays } from '../calendar'
import { contexto, diaDeTrabalho, EMPRESA_PONTO_FACULTATIVO } from '../contexto'
import { vincularHorario } from './dia'
import { incluirJustificativa, registroDoDia } from './tratamentos'

/** Batch actions (doc2 §7 'Batch actions', BATCH-002..007): the table that records them and their effects. */

/** Ids of recorded batch actions start here, above the holiday ids the seeded facultative-day excuses use. */
export const ID_INICIAL_ACAO_LOTE = 1001

function agora(db: Db): Date {
  const now = new Date()
  const d = new Date(db.today.getTime())
  d.setHours(now.getHours(), now.getMinutes(), now.getSeconds(), 0)
  return d
}

/** The seeded excuse of a facultative holiday for the city hall's staff (acaoLoteId = holiday id, see generate.ts). */
function acaoDoFacultativo(db: Db, feriado: Feriado): AcaoLote {
  const funcionarioIds = db.funcionarios
    .filter((f) => f.empresaId === EMPRESA_PONTO_FACULTATIVO && f.admissao <= feriado.data && (f.demissao === null || f.demissao >= feriado.data))
    .map((f) => f.id)
  return {
    id: feriado.id,
    tipo: 'ABONO_PONTO_FACULTATIVO',
    dataHora: `${addDays(feriado.data, -1)}T18:00:00`,
    usuario: 'Sistema',
    dataInicial: feriado.data,
    dataFinal: feriado.data,
    parametros: [
      { label: 'Ponto facultativo', valor: feriado.descricao },
      { label: 'Tipo', valor: 'Abono' },
      { label: 'Motivo', valor: db.motivos.find((m) => m.id === MOTIVO.compensacaoFeriado)?.descricao ?? 'Compensação de feriado' },
    ],
    funcionarioIds,
  }
}

/** The batch-action table; on first use it holds the seeded excuses of the facultative holidays up to today. */
export function acoesLote(db: Db): AcaoLote[] {
  db.acoesLote ??= db.feriados
    .filter((f) => f.facultativo && f.data <= hoje(db))
    .map((f) => acaoDoFacultativo(db, f))
  return db.acoesLote
}

/** One batch action by id; a facultative holiday's excuse still to come is described on demand. */
export function acaoLote(db: Db, id: number): AcaoLote | undefined {
  const gravada = acoesLote(db).find((a) => a.id === id)
  if (gravada) return gravada
  const feriado = id < ID_INICIAL_ACAO_LOTE ? db.feriados.find((f) => f.id === id && f.facultativo) : undefined
  return feriado && acaoDoFacultativo(db, feriado)
}

/** Records a batch action done now by `usuario`. */
export function registrarAcaoLote(db: Db, dados: Omit<AcaoLote, 'id' | 'dataHora'>): AcaoLote {
  const tabela = acoesLote(db)
  const acao: AcaoLote = { id: nextId(db, tabela, { primeiro: ID_INICIAL_ACAO_LOTE }), dataHora: isoLocalDateTime(agora(db)), ...dados }
  tabela.push(acao)
  return acao
}

export interface JustificativaLote {
  tipoJustificativa: TipoJustificativa
  horas: string | null
  motivoId: number
  bancoDiasId: number | null
  observacao: string | null
}

/**
 * BATCH-002: one justification (ocorrencia 'I', acaoLoteId) on each working day of the period of each employee
 * (scheduled, no holiday but a 12x36 shift's, no HR movement or facultative excuse, not made a day off). Answers the
 * cards touched and how many treatments were created.
 */
export function justificarLote(
  db: Db,
  acaoLoteId: number,
  funcionarios: readonly Funcionario[],
  dias: ReadonlyMap<Competencia, readonly IsoDate[]>,
  justificativa: JustificativaLote,
): { cartoes: IdsCartao[]; tratamentos: number } {
  const cartoes: IdsCartao[] = []
  let tratamentos = 0
  for (const funcionario of funcionarios) {
    const ctx = contexto(db, funcionario)
    for (const [competencia, datas] of dias) {
      const ids = { funcionarioId: funcionario.id, competenciaId: competencia.id }
      let alterado = false
      for (const data of datas) {
        if (!diaDeTrabalho(ctx, data)) continue
        const registro = registroDoDia(db, ids, data, null)
        if (!registro || registro.folga) continue
        const criados = incluirJustificativa(db, registro, { ...ids, registroId: registro.id, data, conversao: null, ...justificativa })
        for (const t of criados) t.acaoLoteId = acaoLoteId
        tratamentos += criados.length
        alterado = true
      }
      if (alterado) cartoes.push(ids)
    }
  }
  return { cartoes, tratamentos }
}

/** BATCH-007: the period's days get the schedule as a special schedule (Registro.horarioId and horarioEspecial). */
export function vincularHorarioEspecial(db: Db, funcionarioId: number, horarioId: number, dias: ReadonlyMap<Competencia, readonly IsoDate[]>): IdsCartao[] {
  const cartoes = vincularHorario(db, funcionarioId, horarioId, dias)
  for (const [competencia, datas] of dias) {
    for (const data of datas) {
      const registro = registroDoDia(db, { funcionarioId, competenciaId: competencia.id }, data, null)
      if (registro) registro.horarioEspecial = true
    }
  }
  return cartoes
}

/** The dated link lists of an employee that a batch action may change, with the field naming the register. */
export const LISTAS_VINCULO = {
  cargo: { lista: 'cargos', campo: 'cargoId' },
  departamento: { lista: 'departamentos', campo: 'departamentoId' },
  localTrabalho: { lista: 'locaisTrabalho', campo: 'localTrabalhoId' },
  classe: { lista: 'classes', campo: 'classeId' },
  quadroHorario: { lista: 'quadrosHorario', campo: 'horarioId' },
  bancoHoras: { lista: 'bancosHoras', campo: 'bancoHorasId' },
  bancoCompensacao: { lista: 'bancosCompensacao', campo: 'bancoCompensacaoId' },
} as const
export type TipoVinculoLote = keyof typeof LISTAS_VINCULO

type Vinculo = Vigencia & Record<string, number | string | null>

function lista(f: Funcionario, tipo: TipoVinculoLote): Vinculo[] {
  return f[LISTAS_VINCULO[tipo].lista] as unknown as Vinculo[]
}

/**
 * BATCH-003/005/006: from `inicio` on the employee is linked to `registroId` (position, department, bank...):
 * the link in force is closed the day before, links starting later are replaced. Nothing changes when the link
 * in force on `inicio` is already that one. Answers whether the employee changed.
 */
export function vincular(db: Db, f: Funcionario, tipo: TipoVinculoLote, registroId: number, inicio: IsoDate): boolean {
  const { campo } = LISTAS_VINCULO[tipo]
  const links = lista(f, tipo)
  const atual = links.find((l) => l.inicio <= inicio && (l.fim === null || l.fim >= inicio))
  if (atual && atual[campo] === registroId && links.every((l) => l.inicio <= inicio)) return false
  const proximo = idsDeVinculos(db, LISTAS_VINCULO[tipo].lista)()
  for (let i = links.length - 1; i >= 0; i--) {
    const l = links[i]
    if (!l) continue
    if (l.inicio >= inicio) links.splice(i, 1)
    else if (l.fim === null || l.fim >= inicio) l.fim = addDays(inicio, -1)
  }
  links.push({ id: proximo, inicio, fim: null, [campo]: registroId })
  return true
}

/** The cards a change of links from `inicio` touches: those of the competences from the one holding `inicio`. */
export function cartoesDesde(db: Db, funcionarioIds: readonly number[], inicio: IsoDate): IdsCartao[] {
  const competencias = db.competencias.filter((c) => c.fim >= inicio)
  return funcionarioIds.flatMap((funcionarioId) => competencias.map((c) => ({ funcionarioId, competenciaId: c.id })))
}

/** A schedule link in batch (BATCH-004, BATCH-007) as the request gave it. */
export interface VinculoHorarioLote {
  funcionarioIds: readonly number[]
  horarioId: number
  dias: ReadonlyMap<Competencia, readonly IsoDate[]>
}

/** Records a schedule link (the card's change-schedule dialog uses the same call: a batch of one). */
export function registrarVinculoHorario(db: Db, usuario: string, pedido: VinculoHorarioLote, especial = false): AcaoLote {
  const datas = [...pedido.dias.values()].flat().sort()
  const horario = db.horarios.find((h) => h.id === pedido.horarioId)
  return registrarAcaoLote(db, {
    tipo: especial ? 'VINCULAR_QUADRO_HORARIO_ESPECIAL' : 'VINCULAR_QUADRO_HORARIO',
    usuario,
    dataInicial: datas[0] ?? null,
    dataFinal: datas.at(-1) ?? null,
    parametros: [{ label: especial ? 'Quadro de horário especial' : 'Quadro de horário', valor: horario ? `${horario.codigo} - ${horario.descricao}` : String(pedido.horarioId) }],
    funcionarioIds: [...new Set(pedido.funcionarioIds)],
  })
}
