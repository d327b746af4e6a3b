import type { Competencia, Db, IsoDate, Marcacao, Registro } from '../../db/index'
import type { IdsCartao } from '../acesso'
import { eachDay } from '../calendar'
import { registroDoDia, removerOnde } from './tratamentos'

/** Day actions of the time card (TC-118..129): day off, schedule of the day, special schedule, restore, remove. */

function removerMarcacoesOnde(db: Db, remover: (m: Marcacao) => boolean): void {
  for (let i = db.marcacoes.length - 1; i >= 0; i--) {
    const m = db.marcacoes[i]
    if (m && remover(m)) db.marcacoes.splice(i, 1)
  }
}

/** Drops the manual position a moved punch may carry (the clock's order applies again). */
function semPosicaoManual(m: Marcacao): void {
  const movida = m as Marcacao & { posicaoManual?: boolean }
  if ('posicaoManual' in movida) delete movida.posicaoManual
}

/** TC-123: the day becomes a day off (the engine gives it no workload). */
export function tornarFolga(registro: Registro): void {
  registro.folga = true
}

/** TC-125: switches the day's special schedule on or off; answers the new state. */
export function alternarEspecial(registro: Registro): boolean {
  registro.horarioEspecial = !registro.horarioEspecial
  return registro.horarioEspecial
}

/**
 * TC-126: back to the clock's punches. Punches included by hand go, disregarded originals count again (without
 * their reason), pre-marked ones stay; treatments and the day's overrides are untouched.
 */
export function restaurarMarcacoes(db: Db, registro: Registro): void {
  removerMarcacoesOnde(db, (m) => m.registroId === registro.id && m.tipoMarcacao === 'INCLUIDO')
  for (const m of db.marcacoes) {
    if (m.registroId !== registro.id) continue
    semPosicaoManual(m)
    if (m.tipoMarcacao === 'ORIGINAL' && m.desconsiderada) {
      m.desconsiderada = false
      m.motivoId = null
    }
  }
}

/**
 * TC-129: erases what was done to the day: included and pre-marked punches, every treatment, and the overrides
 * (day off, schedule of the day, special schedule). ORIGINAL punches are never deleted (Portaria 671): they are
 * disregarded, keeping the reason they may already have.
 */
export function removerDia(db: Db, registro: Registro): void {
  removerMarcacoesOnde(db, (m) => m.registroId === registro.id && m.tipoMarcacao !== 'ORIGINAL')
  for (const m of db.marcacoes) {
    if (m.registroId !== registro.id) continue
    semPosicaoManual(m)
    m.desconsiderada = true
  }
  removerOnde(db, (t) => t.registroId === registro.id)
  registro.folga = false
  registro.horarioId = null
  registro.horarioEspecial = false
}

/** The days of a period grouped by the competence holding them; `semCompetencia` lists days no competence holds. */
export function diasPorCompetencia(db: Db, dataInicial: IsoDate, dataFinal: IsoDate): { grupos: Map<Competencia, IsoDate[]>; semCompetencia: IsoDate[] } {
  const grupos = new Map<Competencia, IsoDate[]>()
  const semCompetencia: IsoDate[] = []
  for (const data of eachDay(dataInicial, dataFinal)) {
    const competencia = db.competencias.find((c) => c.inicio <= data && data <= c.fim)
    if (!competencia) {
      semCompetencia.push(data)
      continue
    }
    const dias = grupos.get(competencia)
    if (dias) dias.push(data)
    else grupos.set(competencia, [data])
  }
  return { grupos, semCompetencia }
}

/**
 * TC-124: the schedule of each day of the period becomes `horarioId` (Registro.horarioId, which the engine prefers to
 * the employee's quadro), creating the day registers as needed. Answers the cards touched.
 */
export function vincularHorario(db: Db, funcionarioId: number, horarioId: number, dias: ReadonlyMap<Competencia, readonly IsoDate[]>): IdsCartao[] {
  const cartoes: IdsCartao[] = []
  for (const [competencia, datas] of dias) {
    const ids = { funcionarioId, competenciaId: competencia.id }
    for (const data of datas) {
      const registro = registroDoDia(db, ids, data, null)
      if (registro) registro.horarioId = horarioId
    }
    cartoes.push(ids)
  }
  return cartoes
}
