import { HttpResponse } from 'msw'
import { MSG_CPF_INVALIDO } from '@/shared/config/mensagens'
import { isValidCpf, isValidPis } from '@/shared/lib/identifiers'
import { http } from '../http/contrato'
import type { Db, Funcionario, Vigencia } from '../db/index'
import { hoje, nextId, vigente } from '../db/queries'
import { created, notFound, page, pageRequest, readDate, sortBy, validationError, type FieldError } from '../http/spring'
import { requiredText } from './lib/crud'
import { funcionarioDetalheDto, funcionarioResumoDto } from './lib/funcionario-dto'
import { jsonBody, session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'


type Corpo = Record<string, unknown>
const objeto = (value: unknown): Corpo => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Corpo) : {})
const digitos = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '')

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

interface TipoVinculo<L extends Vigencia> {
  lista: keyof Funcionario & ('cargos' | 'departamentos' | 'locaisTrabalho' | 'classes' | 'quadrosHorario')
  ref: string
  campo: keyof L & string
  existe: (db: Db, id: number) => boolean
}

const VINCULOS: TipoVinculo<Vigencia & Record<string, number>>[] = [
  { lista: 'cargos', ref: 'cargo', campo: 'cargoId', existe: (db, id) => db.cargos.some((c) => c.id === id) },
  { lista: 'departamentos', ref: 'departamento', campo: 'departamentoId', existe: (db, id) => db.departamentos.some((d) => d.id === id) },
  {
    lista: 'locaisTrabalho',
    ref: 'localTrabalho',
    campo: 'localTrabalhoId',
    existe: (db, id) => db.locaisTrabalho.some((l) => l.id === id),
  },
  { lista: 'classes', ref: 'classe', campo: 'classeId', existe: (db, id) => db.classes.some((c) => c.id === id) },
  { lista: 'quadrosHorario', ref: 'horario', campo: 'horarioId', existe: (db, id) => db.horarios.some((h) => h.id === id) },
]

/** The dated links of one kind: known registers, valid dates, no two links at once. */
function lerVinculos(db: Db, tipo: (typeof VINCULOS)[number], body: Corpo, errors: FieldError[]): (Vigencia & Record<string, number>)[] {
  const lista = Array.isArray(body[tipo.lista]) ? (body[tipo.lista] as unknown[]) : []
  let proximo = Math.max(0, ...db.funcionarios.flatMap((f) => (f[tipo.lista] as Vigencia[]).map((v) => v.id)))
  const vinculos = lista.map((raw, i) => {
    const item = objeto(raw)
    const id = Number(objeto(item[tipo.ref]).id)
    const property = `${tipo.lista}[${i}]`
    if (!tipo.existe(db, id))
      errors.push({ property: `${property}.${tipo.ref}`, message: 'não encontrado', invalidValue: item[tipo.ref] ?? null })
    const inicio = readDate(item.inicio, `${property}.inicio`, errors) ?? ''
    const fim = readDate(item.fim, `${property}.fim`, errors, null)
    if (fim !== null && fim < inicio) errors.push({ property: `${property}.fim`, message: 'deve ser posterior ao início', invalidValue: fim })
    return { id: typeof item.id === 'number' ? item.id : ++proximo, inicio, fim, [tipo.campo]: id } as Vigencia & Record<string, number>
  })
  const ordenados = [...vinculos].sort((a, b) => a.inicio.localeCompare(b.inicio))
  ordenados.forEach((v, i) => {
    const seguinte = ordenados[i + 1]
    if (seguinte && (v.fim === null || v.fim >= seguinte.inicio)) {
      errors.push({ property: tipo.lista, message: 'períodos sobrepostos', invalidValue: seguinte.inicio })
    }
  })
  return vinculos
}

/** REG-001..005, REG-009/010: an employee's data, checked like the backend (CPF and PIS check digits, dates, links). */
function lerFuncionario(db: Db, body: Corpo, atual: Funcionario | null): Funcionario | FieldError[] {
  const errors: FieldError[] = []
  const nome = requiredText(body, 'nome', 150, errors)
  const cpf = digitos(body.cpf)
  if (!isValidCpf(cpf)) errors.push({ property: 'cpf', message: MSG_CPF_INVALIDO, invalidValue: body.cpf ?? null })
  const pis = digitos(body.pis)
  if (!isValidPis(pis)) errors.push({ property: 'pis', message: 'PIS inválido', invalidValue: body.pis ?? null })
  const admissao = readDate(body.admissao, 'admissao', errors) ?? ''
  const demissao = readDate(body.demissao, 'demissao', errors, null)
  if (demissao !== null && demissao < admissao)
    errors.push({ property: 'demissao', message: 'deve ser posterior à admissão', invalidValue: demissao })
  const empresaId = Number(objeto(body.empresa).id ?? body.empresaId)
  if (!db.empresas.some((e) => e.id === empresaId))
    errors.push({ property: 'empresa', message: 'não deve ser nulo', invalidValue: body.empresa ?? null })
  const matricula = typeof body.matricula === 'string' && body.matricula.trim() ? body.matricula.trim() : null
  if (matricula && db.funcionarios.some((f) => f.matricula === matricula && f.empresaId === empresaId && f.id !== atual?.id)) {
    errors.push({ property: 'matricula', message: 'já existe um funcionário com esta matrícula na empresa', invalidValue: matricula })
  }
  const vinculos = Object.fromEntries(VINCULOS.map((tipo) => [tipo.lista, lerVinculos(db, tipo, body, errors)]))
  if (errors.length > 0) return errors
  const nomeSocial = typeof body.nomeSocial === 'string' && body.nomeSocial.trim() ? body.nomeSocial.trim() : null
  const flag = (campo: string, padrao: boolean) => (typeof body[campo] === 'boolean' ? (body[campo] as boolean) : padrao)
  return {
    ...(atual ?? {
      bancosHoras: [],
      bancosDias: [],
      bancosCompensacao: [],
      inconsistente: false,
      email: null,
      celular: null,
      dataNascimento: '1990-01-01',
    }),
    id: atual?.id ?? nextId(db.funcionarios),
    matricula,
    nome,
    nomeSocial,
    nomeOrNomeSocial: nomeSocial ?? nome,
    cpf,
    pis,
    admissao,
    demissao,
    // REG-002..005: the defaults of a new employee.
    ativo: flag('ativo', true),
    controlaPonto: flag('controlaPonto', true),
    permiteHoraExtra: flag('permiteHoraExtra', false),
    utilizaRelogioDigital: flag('utilizaRelogioDigital', false),
    empresaId,
    ...vinculos,
  } as Funcionario
}

export const funcionarioCadastroHandlers = [
  /** REG-013/014: the employee register's list, by nome unless sorted otherwise, with the saved-list filters. */
  http.get('/api/funcionarios', async ({ request }) => {
    const s = await session(request)
    const url = new URL(request.url)
    const visivel = funcionarioVisivel(s)
    const filtro = filtroCadastro(s.db, url.searchParams)
    const pr = pageRequest(url, { sort: [{ property: 'nome', direction: 'asc' }] })
    return page(sortBy(s.db.funcionarios.filter((f) => visivel(f) && filtro(f)).map(funcionarioResumoDto), pr.sort), pr)
  }),

  /** REG-009: a new employee. */
  http.post('/api/funcionarios', async ({ request }) => {
    const { db } = await session(request)
    const funcionario = lerFuncionario(db, objeto(await jsonBody(request)), null)
    if (Array.isArray(funcionario)) return validationError('Funcionario', funcionario)
    db.funcionarios.push(funcionario)
    return created(funcionarioDetalheDto(db, funcionario))
  }),

  /** REG-010: an existing employee; the time cards follow (schedule, flags, dismissal) at once. */
  http.put('/api/funcionarios/:id', async ({ request, params }) => {
    const { db } = await session(request)
    const atual = db.funcionarios.find((f) => String(f.id) === params.id)
    if (!atual) return notFound()
    const funcionario = lerFuncionario(db, objeto(await jsonBody(request)), atual)
    if (Array.isArray(funcionario)) return validationError('Funcionario', funcionario)
    Object.assign(atual, funcionario)
    return HttpResponse.json(funcionarioDetalheDto(db, atual))
  }),
]
