import type { Db, Funcionario, Vigencia } from '../../db/index'
import { hoje, vigente } from '../../db/queries'
import { sortBy } from '../../http/spring'

/** An item of the employee searches (TC-013). */
export function funcionarioResumoDto(f: Funcionario) {
  return {
    id: f.id, matricula: f.matricula, nome: f.nome, nomeOrNomeSocial: f.nomeOrNomeSocial, cpf: f.cpf, ativo: f.ativo,
    inconsistente: f.inconsistente, controlaPonto: f.controlaPonto, permiteHoraExtra: f.permiteHoraExtra, empresaId: f.empresaId,
  }
}

/** TC-015: active first, then controlaPonto, then nome (pt-BR collation), then matricula. */
export function ordemPadrao(funcionarios: readonly Funcionario[]): Funcionario[] {
  return sortBy(funcionarios, [
    { property: 'ativo', direction: 'desc' },
    { property: 'controlaPonto', direction: 'desc' },
    { property: 'nome', direction: 'asc' },
    { property: 'matricula', direction: 'asc' },
  ])
}

function vinculos<L extends Vigencia, R>(links: L[], nome: string, ref: (link: L) => R | undefined) {
  return [...links]
    .sort((a, b) => a.inicio.localeCompare(b.inicio))
    .map((l) => ({ id: l.id, inicio: l.inicio, fim: l.fim, [nome]: ref(l) ?? null }))
}

function porId<T extends { id: number }>(items: T[]) {
  const map = new Map(items.map((i) => [i.id, i]))
  return (id: number) => map.get(id)
}

/** REG-006: the employee with every dated link and the registers they point to. */
export function funcionarioDetalheDto(db: Db, f: Funcionario) {
  const empresa = db.empresas.find((e) => e.id === f.empresaId)
  const cargo = porId(db.cargos)
  const departamento = porId(db.departamentos)
  const local = porId(db.locaisTrabalho)
  const classe = porId(db.classes)
  const horario = porId(db.horarios)
  const bancoHoras = porId(db.bancosHoras)
  const bancoDias = porId(db.bancosDias)
  const bancoCompensacao = porId(db.bancosCompensacao)
  const ref = <T extends { id: number; descricao: string }>(item: T | undefined) => item && { id: item.id, descricao: item.descricao }
  const resumoHorario = (id: number) => {
    const h = horario(id)
    return h && { id: h.id, codigo: h.codigo, descricao: h.descricao, tipoHorario: h.tipoHorario }
  }
  const quadroHoje = vigente(f.quadrosHorario, hoje(db))
  return {
    ...funcionarioResumoDto(f),
    nomeSocial: f.nomeSocial, pis: f.pis, email: f.email, celular: f.celular, dataNascimento: f.dataNascimento,
    admissao: f.admissao, demissao: f.demissao, utilizaRelogioDigital: f.utilizaRelogioDigital,
    empresa: empresa ? { id: empresa.id, codigo: empresa.codigo, nome: empresa.nome } : null,
    cargos: vinculos(f.cargos, 'cargo', (l) => {
      const c = cargo(l.cargoId)
      return c && { id: c.id, codigo: c.codigo, descricao: c.descricao, descricaoComCodigo: c.descricaoComCodigo }
    }),
    departamentos: vinculos(f.departamentos, 'departamento', (l) => ref(departamento(l.departamentoId))),
    locaisTrabalho: vinculos(f.locaisTrabalho, 'localTrabalho', (l) => ref(local(l.localTrabalhoId))),
    classes: vinculos(f.classes, 'classe', (l) => ref(classe(l.classeId))),
    quadrosHorario: vinculos(f.quadrosHorario, 'horario', (l) => resumoHorario(l.horarioId)),
    /** REG-001: the schedule in force today (the one GET /{id}/quadro-vigente details), null without one. */
    quadroVigente: (quadroHoje && resumoHorario(quadroHoje.horarioId)) ?? null,
    bancosHoras: vinculos(f.bancosHoras, 'bancoHoras', (l) => ref(bancoHoras(l.bancoHorasId))),
    bancosDias: vinculos(f.bancosDias, 'bancoDias', (l) => ref(bancoDias(l.bancoDiasId))),
    bancosCompensacao: vinculos(f.bancosCompensacao, 'bancoCompensacao', (l) => ref(bancoCompensacao(l.bancoCompensacaoId))),
  }
}
