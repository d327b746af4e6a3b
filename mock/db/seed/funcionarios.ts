import type { Faker } from '@faker-js/faker'
import { addDays, subDays } from 'date-fns'
import { cpfWithCheckDigits, pisWithCheckDigit } from '@/shared/lib/identifiers'
import { isoDate } from '../lib/dates'
import type { Funcionario, IsoDate, Vigencia } from '../schema'
import { FUNCIONARIO_CPF } from '../../idp/demo-users'
import { CARGO, DEP, LOCAL } from './estrutura'
import { HORARIO } from './horarios'

interface Perfil {
  empresaId: number
  departamentoId: number
  cargoId: number
  localTrabalhoId: number
  classeId: number
  /** null: no schedule (does not control time). */
  horarioId: number | null
  bancoHorasId?: number
  bancoCompensacaoId?: number
}

const P = (empresaId: number, departamentoId: number, cargoId: number, localTrabalhoId: number, classeId: number, horarioId: number | null, extra: Partial<Perfil> = {}): Perfil =>
  ({ empresaId, departamentoId, cargoId, localTrabalhoId, classeId, horarioId, ...extra })

/** Profiles cycled through by the generated employees of each company. */
const PERFIS_PREFEITURA: Perfil[] = [
  P(1, DEP.administracao, CARGO.auxiliarAdministrativo, LOCAL.paco, 1, HORARIO.administrativo, { bancoHorasId: 1 }),
  P(1, DEP.saude, CARGO.enfermeiro, LOCAL.ubs, 1, HORARIO.revezamentoDiurno),
  P(1, DEP.educacao, CARGO.professor, LOCAL.escola, 1, HORARIO.tresPeriodos),
  P(1, DEP.saude, CARGO.tecnicoEnfermagem, LOCAL.ubs, 1, HORARIO.quatroPeriodos, { bancoCompensacaoId: 1 }),
  P(1, DEP.obras, CARGO.motorista, LOCAL.garagem, 1, HORARIO.administrativo, { bancoHorasId: 1 }),
  P(1, DEP.saude, CARGO.agenteSaude, LOCAL.ubs, 2, HORARIO.flexivel, { bancoHorasId: 1 }),
  P(1, DEP.administracao, CARGO.recepcionista, LOCAL.paco, 5, HORARIO.intervaloFlexivel),
  P(1, DEP.obras, CARGO.vigilante, LOCAL.garagem, 1, HORARIO.revezamentoNoturno),
  P(1, DEP.educacao, CARGO.servicosGerais, LOCAL.escola, 5, HORARIO.administrativo, { bancoHorasId: 1 }),
  P(1, DEP.financas, CARGO.auxiliarAdministrativo, LOCAL.paco, 1, HORARIO.flexivel, { bancoHorasId: 1 }),
  P(1, DEP.gabinete, CARGO.coordenador, LOCAL.paco, 3, HORARIO.cargaHoraria44),
  P(1, DEP.educacao, CARGO.estagiario, LOCAL.escola, 7, HORARIO.meioPeriodo),
  P(1, DEP.obras, CARGO.engenheiro, LOCAL.garagem, 1, HORARIO.administrativo),
  P(1, DEP.saude, CARGO.recepcionista, LOCAL.ubs, 16, HORARIO.meioPeriodo),
]

const PERFIS_AURORA: Perfil[] = [
  P(2, DEP.operacoes, CARGO.tecnicoManutencao, LOCAL.sedeAurora, 6, HORARIO.comercial44, { bancoHorasId: 2 }),
  P(2, DEP.operacoes, CARGO.tecnicoManutencao, LOCAL.sedeAurora, 6, HORARIO.sobreAviso, { bancoCompensacaoId: 2 }),
  P(2, DEP.administrativo, CARGO.auxiliarAdministrativo, LOCAL.sedeAurora, 6, HORARIO.administrativo, { bancoHorasId: 2 }),
  P(2, DEP.operacoes, CARGO.servicosGerais, LOCAL.sedeAurora, 16, HORARIO.meioPeriodo),
  P(2, DEP.operacoes, CARGO.vigilante, LOCAL.sedeAurora, 6, HORARIO.revezamentoNoturno),
]

/** How many employees are generated per company beyond the named ones. */
const GERADOS_PREFEITURA = 44
const GERADOS_AURORA = 20

interface Pessoa {
  nome: string
  cpf?: string
  email?: string
  celular?: string
  admissao?: IsoDate
  nomeSocial?: string
}

/** Named employees: the demo accounts behind users (linked by CPF) and the two political posts. */
const NOMEADOS: [Pessoa, Perfil, Partial<Funcionario>][] = [
  [{ nome: 'Fernanda Funcionária', cpf: FUNCIONARIO_CPF, email: 'funcionario@ponto.local', celular: '11987650005', admissao: '2021-03-01' },
    P(1, DEP.administracao, CARGO.auxiliarAdministrativo, LOCAL.paco, 1, HORARIO.administrativo, { bancoHorasId: 1 }),
    { utilizaRelogioDigital: true, permiteHoraExtra: true, inconsistente: false }],
  [{ nome: 'Rita Recursos Humanos', cpf: '39053344705', email: 'rh@ponto.local', celular: '11987650002', admissao: '2015-02-02' },
    P(1, DEP.administracao, CARGO.analistaRh, LOCAL.paco, 1, HORARIO.administrativo), { utilizaRelogioDigital: true }],
  [{ nome: 'Rui Responsável', cpf: '86288366757', email: 'responsavel@ponto.local', celular: '11987650003', admissao: '2012-08-01' },
    P(1, DEP.saude, CARGO.coordenador, LOCAL.ubs, 1, HORARIO.intervaloFlexivel), {}],
  [{ nome: 'Sérgio Supervisor', cpf: '71428793860', email: 'supervisor@ponto.local', celular: '11987650004', admissao: '2018-05-14' },
    P(1, DEP.obras, CARGO.engenheiro, LOCAL.garagem, 1, HORARIO.administrativo), {}],
  [{ nome: 'Heitor Albuquerque Prado', admissao: '2025-01-01' },
    P(1, DEP.gabinete, CARGO.prefeito, LOCAL.paco, 4, null), { controlaPonto: false }],
  [{ nome: 'Marta Conceição Lima', admissao: '2025-01-02' },
    P(1, DEP.administracao, CARGO.secretario, LOCAL.paco, 14, null), { controlaPonto: false }],
]

function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
}

function emailDe(nome: string, dominio: string): string {
  const partes = stripAccents(nome).toLowerCase().split(/\s+/)
  return `${partes[0]}.${partes[partes.length - 1]}@${dominio}`
}

class Gerador {
  private nextLinkId = 1
  private readonly cpfs = new Set<string>()
  private readonly pisList = new Set<string>()
  readonly funcionarios: Funcionario[] = []

  constructor(private readonly faker: Faker, private readonly today: Date, reservedCpfs: string[]) {
    reservedCpfs.forEach((cpf) => this.cpfs.add(cpf))
  }

  vigencia(inicio: IsoDate, fim: IsoDate | null): Vigencia {
    return { id: this.nextLinkId++, inicio, fim }
  }

  private novoCpf(): string {
    for (;;) {
      const cpf = cpfWithCheckDigits(this.faker.string.numeric(9))
      if (!/^(\d)\1{10}$/.test(cpf) && !this.cpfs.has(cpf)) {
        this.cpfs.add(cpf)
        return cpf
      }
    }
  }

  private novoPis(): string {
    for (;;) {
      const pis = pisWithCheckDigit(`1${this.faker.string.numeric(9)}`)
      if (!this.pisList.has(pis)) {
        this.pisList.add(pis)
        return pis
      }
    }
  }

  nomeAleatorio(): string {
    const sexo = this.faker.person.sexType()
    return `${this.faker.person.firstName(sexo)} ${this.faker.person.lastName()} ${this.faker.person.lastName()}`
  }

  adicionar(pessoa: Pessoa, perfil: Perfil, extra: Partial<Funcionario> = {}): Funcionario {
    const { faker, today } = this
    const id = this.funcionarios.length + 1
    const admissao = pessoa.admissao ?? isoDate(subDays(today, faker.number.int({ min: 400, max: 3650 })))
    const demissao = extra.demissao ?? null
    const inicioBanco = admissao > '2024-01-01' ? admissao : '2024-01-01'
    const dominio = perfil.empresaId === 1 ? 'santaaurora.sp.gov.br' : 'auroraservicos.com.br'
    const funcionario: Funcionario = {
      id,
      matricula: `${perfil.empresaId}${String(id).padStart(5, '0')}`,
      nome: pessoa.nome,
      nomeSocial: pessoa.nomeSocial ?? null,
      nomeOrNomeSocial: pessoa.nomeSocial ?? pessoa.nome,
      cpf: pessoa.cpf ?? this.novoCpf(),
      pis: this.novoPis(),
      email: pessoa.email ?? emailDe(pessoa.nome, dominio),
      celular: pessoa.celular ?? `119${faker.string.numeric(8)}`,
      dataNascimento: isoDate(faker.date.birthdate({ mode: 'age', min: 19, max: 62, refDate: today })),
      admissao,
      demissao,
      ativo: demissao === null,
      inconsistente: demissao === null && faker.datatype.boolean({ probability: 0.1 }),
      controlaPonto: true,
      permiteHoraExtra: faker.datatype.boolean({ probability: 0.4 }),
      utilizaRelogioDigital: faker.datatype.boolean({ probability: 0.3 }),
      empresaId: perfil.empresaId,
      cargos: [{ ...this.vigencia(admissao, demissao), cargoId: perfil.cargoId }],
      departamentos: [{ ...this.vigencia(admissao, demissao), departamentoId: perfil.departamentoId }],
      locaisTrabalho: [{ ...this.vigencia(admissao, demissao), localTrabalhoId: perfil.localTrabalhoId }],
      classes: [{ ...this.vigencia(admissao, demissao), classeId: perfil.classeId }],
      quadrosHorario: perfil.horarioId === null ? [] : [{ ...this.vigencia(admissao, demissao), horarioId: perfil.horarioId }],
      bancosHoras: perfil.bancoHorasId ? [{ ...this.vigencia(inicioBanco, demissao), bancoHorasId: perfil.bancoHorasId }] : [],
      bancosDias: perfil.empresaId === 1 && faker.datatype.boolean({ probability: 0.3 })
        ? [{ ...this.vigencia(inicioBanco, demissao), bancoDiasId: 1 }] : [],
      bancosCompensacao: perfil.bancoCompensacaoId
        ? [{ ...this.vigencia(inicioBanco, demissao), bancoCompensacaoId: perfil.bancoCompensacaoId }] : [],
      ...extra,
    }
    this.funcionarios.push(funcionario)
    return funcionario
  }

  /** Splits the current schedule link: an older schedule until `troca`, the current one after it. */
  trocarQuadro(f: Funcionario, horarioAntigoId: number, troca: Date): void {
    const atual = f.quadrosHorario[0]
    if (!atual || isoDate(troca) <= atual.inicio) return
    f.quadrosHorario = [
      { ...this.vigencia(atual.inicio, isoDate(subDays(troca, 1))), horarioId: horarioAntigoId },
      { ...atual, inicio: isoDate(troca) },
    ]
  }
}

/**
 * Employees of both companies. Besides the named ones: some dismissed, three recent admissions still
 * without a schedule (semQuadroHoras), two without matricula (semMatricula), a few schedule changes.
 */
export function seedFuncionarios(faker: Faker, today: Date, reservedCpfs: string[]): Funcionario[] {
  const g = new Gerador(faker, today, reservedCpfs)
  NOMEADOS.forEach(([pessoa, perfil, extra]) => g.adicionar(pessoa, perfil, extra))
  const fernanda = g.funcionarios[0]
  if (fernanda) fernanda.bancosDias = [1, 2].map((bancoDiasId) => ({ ...g.vigencia('2024-01-01', null), bancoDiasId }))

  const gerar = (perfis: Perfil[], total: number) => {
    for (let i = 0; i < total; i++) {
      const perfil = perfis[i % perfis.length]
      if (perfil) g.adicionar({ nome: g.nomeAleatorio() }, perfil)
    }
  }
  gerar(PERFIS_PREFEITURA, GERADOS_PREFEITURA)
  gerar(PERFIS_AURORA, GERADOS_AURORA)

  const gerados = g.funcionarios.slice(NOMEADOS.length)
  const pick = (i: number) => gerados[i]

  // Dismissed employees: links end at the dismissal date.
  ;[3, 11, 19, 27, 50].forEach((i, n) => {
    const f = pick(i)
    if (!f) return
    const demissao = isoDate(subDays(today, 20 + n * 61))
    f.demissao = demissao
    f.ativo = false
    f.inconsistente = false
    for (const links of [f.cargos, f.departamentos, f.locaisTrabalho, f.classes, f.quadrosHorario, f.bancosHoras, f.bancosDias, f.bancosCompensacao]) {
      for (const link of links) link.fim = demissao
    }
  })

  // Recent admissions: three still without a schedule, two without matricula.
  ;[5, 16, 56].forEach((i, n) => {
    const f = pick(i)
    if (!f) return
    f.admissao = isoDate(subDays(today, 3 + n * 3))
    f.quadrosHorario = []
    for (const links of [f.cargos, f.departamentos, f.locaisTrabalho, f.classes]) for (const link of links) link.inicio = f.admissao
    f.bancosHoras = []
    f.bancosDias = []
    f.bancosCompensacao = []
  })
  ;[8, 58].forEach((i, n) => {
    const f = pick(i)
    if (!f) return
    f.matricula = null
    f.admissao = isoDate(subDays(today, 1 + n))
    for (const links of [f.cargos, f.departamentos, f.locaisTrabalho, f.classes, f.quadrosHorario]) for (const link of links) link.inicio = f.admissao
    f.bancosHoras = []
    f.bancosDias = []
    f.bancosCompensacao = []
  })

  // Schedule changes within the last year.
  ;[0, 9, 21, 45].forEach((i, n) => {
    const f = pick(i)
    if (f?.ativo) g.trocarQuadro(f, n % 2 === 0 ? HORARIO.flexivel : HORARIO.intervaloFlexivel, addDays(subDays(today, 300), n * 45))
  })

  // One employee uses a social name.
  const social = pick(13)
  if (social) {
    social.nomeSocial = 'Alex Monteiro'
    social.nomeOrNomeSocial = social.nomeSocial
  }
  return g.funcionarios
}
