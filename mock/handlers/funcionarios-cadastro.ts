import { HttpResponse } from 'msw'
import type { z } from 'zod/mini'
import {
  funcionarioCorpoSchema,
  funcionarioReferenciasSchema,
  VINCULOS_FUNCIONARIO,
} from '@/shared/api/contract/endpoints/funcionarios.schema'
import { http } from '../http/contrato'
import type { Db, Funcionario, Vigencia } from '../db/index'
import { idsDeVinculos, nextId } from '../db/queries'
import { lerCorpo } from '../http/corpo'
import { created, MSG_NAO_NULO, page, pageRequest, sortBy, validationError, type FieldError } from '../http/spring'
import { funcionarioDetalheDto, funcionarioResumoDto } from './lib/funcionario-dto'
import { filtroCadastro } from './lib/funcionario-filtro'
import { objeto } from './lib/selecao-lote'
import { jsonBody, session } from './lib/session'
import { funcionarioDoPath, funcionarioVisivel } from './lib/visibilidade'
import { foraDoLimite } from './lib/limites'


type Corpo = Record<string, unknown>

type Referencias = z.output<typeof funcionarioReferenciasSchema>
type Lista = keyof typeof VINCULOS_FUNCIONARIO

/** Each kind of link, the column naming its register, and whether a register of that id exists. */
const VINCULOS: { [L in Lista]: { campo: string; existe: (db: Db, id: number) => boolean } } = {
  cargos: { campo: 'cargoId', existe: (db, id) => db.cargos.some((c) => c.id === id) },
  departamentos: { campo: 'departamentoId', existe: (db, id) => db.departamentos.some((d) => d.id === id) },
  locaisTrabalho: { campo: 'localTrabalhoId', existe: (db, id) => db.locaisTrabalho.some((l) => l.id === id) },
  classes: { campo: 'classeId', existe: (db, id) => db.classes.some((c) => c.id === id) },
  quadrosHorario: { campo: 'horarioId', existe: (db, id) => db.horarios.some((h) => h.id === id) },
}
const LISTAS = Object.keys(VINCULOS) as Lista[]

const empresaIdDe = (r: Referencias) => r.empresa?.id ?? r.empresaId ?? Number.NaN

/** The register a link points to, under its own name (`cargo`, `horario`...). */
const registroDe = (vinculo: object, ref: string) => (vinculo as Record<string, { id: number }>)[ref]!

export const MSG_DEPARTAMENTO_DE_OUTRA_EMPRESA = 'O departamento não é da empresa do funcionário.'

/**
 * REG-064: the department an employee is in from now on (the link without an end) is one of the employee's company;
 * links that ended keep the department they had (a transfer between companies closes the old one).
 */
function departamentoDeOutraEmpresa(db: Db, vinculo: { fim?: string | null }, departamentoId: number, empresaId: number): boolean {
  const departamento = db.departamentos.find((d) => d.id === departamentoId)
  return departamento !== undefined && (vinculo.fim ?? null) === null && departamento.empresaId !== empresaId
}

/**
 * What the body points to must exist: the company, each link's register; the registration number is unique in the
 * company; the current department is the company's.
 */
function referenciasInvalidas(db: Db, r: Referencias, atual: Funcionario | null): FieldError[] {
  const errors: FieldError[] = []
  const empresaId = empresaIdDe(r)
  const empresaExiste = db.empresas.some((e) => e.id === empresaId)
  if (!empresaExiste) errors.push({ property: 'empresa', message: MSG_NAO_NULO, invalidValue: r.empresa ?? null })
  if (r.matricula && db.funcionarios.some((f) => f.matricula === r.matricula && f.empresaId === empresaId && f.id !== atual?.id)) {
    errors.push({ property: 'matricula', message: 'já existe um funcionário com esta matrícula na empresa', invalidValue: r.matricula })
  }
  for (const lista of LISTAS) {
    const ref = VINCULOS_FUNCIONARIO[lista]
    ;(r[lista] ?? []).forEach((vinculo, i) => {
      const registro = registroDe(vinculo, ref)
      const property = `${lista}[${i}].${ref}`
      if (!VINCULOS[lista].existe(db, registro.id)) errors.push({ property, message: 'não encontrado', invalidValue: registro })
      else if (lista === 'departamentos' && empresaExiste && departamentoDeOutraEmpresa(db, vinculo, registro.id, empresaId)) {
        errors.push({ property, message: MSG_DEPARTAMENTO_DE_OUTRA_EMPRESA, invalidValue: registro })
      }
    })
  }
  return errors
}

/** The dated links of one kind as stored; a new link gets the next id of its kind. */
function vinculosDe(db: Db, lista: Lista, r: Referencias): Vigencia[] {
  const proximo = idsDeVinculos(db, lista)
  const ref = VINCULOS_FUNCIONARIO[lista]
  return (r[lista] ?? []).map((v) => {
    const registro = registroDe(v, ref)
    return { id: v.id ?? proximo(), inicio: v.inicio, fim: v.fim, [VINCULOS[lista].campo]: registro.id }
  })
}

/**
 * REG-001..005, REG-009/010: an employee's data, read with the contract's schema (CPF and PIS check digits, dates,
 * links that do not overlap); what it points to is checked against the database, even when the body has other errors.
 */
function lerFuncionario(db: Db, body: Corpo, atual: Funcionario | null): Funcionario | FieldError[] {
  const corpo = lerCorpo(funcionarioCorpoSchema, body)
  const referencias = Array.isArray(corpo) ? lerCorpo(funcionarioReferenciasSchema, body) : corpo
  const errors = [...(Array.isArray(corpo) ? corpo : []), ...(Array.isArray(referencias) ? [] : referenciasInvalidas(db, referencias, atual))]
  if (errors.length > 0 || Array.isArray(corpo)) return errors
  const { nome, nomeSocial, matricula, cpf, pis, admissao, demissao, ativo, controlaPonto, permiteHoraExtra, utilizaRelogioDigital } = corpo
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
    id: atual?.id ?? nextId(db, db.funcionarios),
    matricula,
    nome,
    nomeSocial,
    nomeOrNomeSocial: nomeSocial ?? nome,
    cpf,
    pis,
    admissao,
    demissao,
    // REG-002..005: the defaults of a new employee are the schema's.
    ativo,
    controlaPonto,
    permiteHoraExtra,
    utilizaRelogioDigital,
    empresaId: empresaIdDe(corpo),
    ...Object.fromEntries(LISTAS.map((lista) => [lista, vinculosDe(db, lista, corpo)])),
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
    const limite = funcionario.ativo ? foraDoLimite(db, 'funcionarios', db.funcionarios.filter((f) => f.ativo).length, 'nome') : null
    if (limite) return validationError('Funcionario', [limite])
    funcionario.cadastradoPeloUsuario = true
    db.funcionarios.push(funcionario)
    return created(funcionarioDetalheDto(db, funcionario))
  }),

  /** REG-010: an existing employee; the time cards follow (schedule, flags, dismissal) at once. */
  http.put('/api/funcionarios/:id', async ({ request, params }) => {
    const s = await session(request)
    const { db } = s
    // 404 when unknown, 403 for someone outside the user's scope, as GET /{id}.
    const atual = funcionarioDoPath(s, request, params.id)
    const funcionario = lerFuncionario(db, objeto(await jsonBody(request)), atual)
    if (Array.isArray(funcionario)) return validationError('Funcionario', funcionario)
    // Readmitting takes a place of the license again.
    const limite = !atual.ativo && funcionario.ativo ? foraDoLimite(db, 'funcionarios', db.funcionarios.filter((f) => f.ativo).length, 'nome') : null
    if (limite) return validationError('Funcionario', [limite])
    Object.assign(atual, funcionario)
    return HttpResponse.json(funcionarioDetalheDto(db, atual))
  }),
]
