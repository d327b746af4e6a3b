import { isDeepStrictEqual } from 'node:util'
import type { Competencia, Db, FuncionarioDoCalculo, RegistrosDoCalculo } from './schema'

function funcionarioDoCalculo(f: FuncionarioDoCalculo): FuncionarioDoCalculo {
  const { id, admissao, demissao, controlaPonto, permiteHoraExtra, empresaId, quadrosHorario, locaisTrabalho, bancosHoras, bancosDias, bancosCompensacao } = f
  return { id, admissao, demissao, controlaPonto, permiteHoraExtra, empresaId, quadrosHorario, locaisTrabalho, bancosHoras, bancosDias, bancosCompensacao }
}

function registrosAtuais(db: Db): RegistrosDoCalculo {
  const { horarios, empresas, locaisTrabalho, config, adicionaisNoturnos, bancosHoras, bancosDias, bancosCompensacao } = db
  return structuredClone({
    horarios, empresas, locaisTrabalho, config, adicionaisNoturnos, bancosHoras, bancosDias, bancosCompensacao,
    funcionarios: db.funcionarios.map(funcionarioDoCalculo),
  })
}

function descongelar(db: Db, competenciaId: number): void {
  if (!db.congelamentos?.some((c) => c.competenciaIds.includes(competenciaId))) return
  db.congelamentos = db.congelamentos
    .map((c) => ({ ...c, competenciaIds: c.competenciaIds.filter((id) => id !== competenciaId) }))
    .filter((c) => c.competenciaIds.length > 0)
}

/** The registers a closed competence is calculated with; undefined for an open one. */
export function registrosCongelados(db: Db, c: Competencia): RegistrosDoCalculo | undefined {
  return c.fechada ? db.congelamentos?.find((x) => x.competenciaIds.includes(c.id))?.registros : undefined
}

/** The competences keep the registers as they are now, in the copy of earlier closings that found them the same. */
function congelar(db: Db, competencias: Competencia[]): void {
  if (competencias.length === 0) return
  const registros = registrosAtuais(db)
  const ids = competencias.map((c) => c.id)
  const igual = db.congelamentos?.find((x) => isDeepStrictEqual(x.registros, registros))
  if (igual) igual.competenciaIds.push(...ids)
  else (db.congelamentos ??= []).push({ competenciaIds: ids, registros })
}

/** Keeps a competence's copy of the registers in step with its situation: kept when it closes, let go when it reopens. */
export function sincronizarCongelamento(db: Db, c: Competencia): void {
  if (!c.fechada) descongelar(db, c.id)
  else if (!registrosCongelados(db, c)) congelar(db, [c])
}

/** Every closed competence without a copy (the seed's history, a database saved before copies were kept) gets one now. */
export function congelarFechadas(db: Db): void {
  congelar(db, db.competencias.filter((c) => c.fechada && !registrosCongelados(db, c)))
}
