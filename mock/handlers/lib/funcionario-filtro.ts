import type { Db, Funcionario, Vigencia } from '../../db/index'
import { atualOuUltimo, hoje, vigente } from '../../db/queries'
import type { FieldError } from '../../http/spring'
import { matchesText } from './text'

/** TC-016 filter fields naming ids: the employee's company, or the id of its current link. */
const POR_ID: [string, (f: Funcionario, data: string) => number | undefined][] = [
  ['empresa', (f) => f.empresaId],
  ['cargo', (f, data) => atual(f.cargos, data)?.cargoId],
  ['departamento', (f, data) => atual(f.departamentos, data)?.departamentoId],
  ['localTrabalho', (f, data) => atual(f.locaisTrabalho, data)?.localTrabalhoId],
  ['classe', (f, data) => atual(f.classes, data)?.classeId],
  ['quadroHorario', (f, data) => atual(f.quadrosHorario, data)?.horarioId],
]

/** Tri-state flags: 'true' / 'false'; absent (or anything else, e.g. 'todos') = both. */
const FLAGS = ['ativo', 'controlaPonto', 'permiteHoraExtra'] as const

function atual<L extends Vigencia>(links: L[], data: string): L | undefined {
  return atualOuUltimo(links, data)
}

/** Text matching nome, nome social, matricula, or the CPF digits when the text is a number. */
function porTexto(text: string): (f: Funcionario) => boolean {
  const digitos = /^[\d.\-\s]+$/.test(text) ? text.replace(/\D/g, '') : ''
  return (f) => matchesText(text, f.nome, f.nomeOrNomeSocial, f.matricula) || (digitos !== '' && f.cpf.includes(digitos))
}

export type Filtro = { ok: true; aceita: (f: Funcionario) => boolean } | { ok: false; errors: FieldError[] }

/** The employee filter of the search params; a non-numeric id is a validation error. */
export function filtroFuncionarios(db: Db, params: URLSearchParams): Filtro {
  const data = hoje(db)
  const errors: FieldError[] = []
  const testes: ((f: Funcionario) => boolean)[] = [porTexto(params.get('text')?.trim() ?? '')]
  for (const [campo, idDe] of POR_ID) {
    const valores = params.getAll(campo).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '')
    if (valores.length === 0) continue
    const invalido = valores.find((v) => !/^\d+$/.test(v))
    if (invalido !== undefined) {
      errors.push({ property: campo, message: 'Identificador inválido', invalidValue: invalido })
      continue
    }
    const ids = new Set(valores.map(Number))
    testes.push((f) => {
      const id = idDe(f, data)
      return id !== undefined && ids.has(id)
    })
  }
  for (const flag of FLAGS) {
    const valor = params.get(flag)
    if (valor === 'true' || valor === 'false') testes.push((f) => f[flag] === (valor === 'true'))
  }
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, aceita: (f) => testes.every((teste) => teste(f)) }
}

/** REG-014: the saved-list filters of /funcionario (semQuadroHoras, semMatricula) beside the tri-state flags. */
export function filtroCadastro(db: Db, params: URLSearchParams): (f: Funcionario) => boolean {
  const data = hoje(db)
  const testes: ((f: Funcionario) => boolean)[] = []
  if (params.get('semQuadroHoras') === 'true') testes.push((f) => !vigente(f.quadrosHorario, data))
  if (params.get('semMatricula') === 'true') testes.push((f) => !f.matricula)
  for (const flag of ['ativo', 'controlaPonto'] as const) {
    const valor = params.get(flag)
    if (valor === 'true' || valor === 'false') testes.push((f) => f[flag] === (valor === 'true'))
  }
  return (f) => testes.every((teste) => teste(f))
}
