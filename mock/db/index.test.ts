import { describe, expect, it } from 'vitest'
import { isValidCnpj, isValidCpf, isValidPis } from '@/shared/lib/identifiers'
import { createDb, type Db } from './index'
import { vigente } from './queries'
import { FUNCIONARIO_CPF } from '../idp/demo-users'

const TODAY = new Date(2026, 10, 16, 12)
const db: Db = createDb({ today: TODAY })

function uniqueIds(items: { id: number | string }[]): boolean {
  return new Set(items.map((i) => i.id)).size === items.length
}

describe('createDb', () => {
  it('is deterministic: the same today gives an identical database', () => {
    const other = createDb({ today: new Date(TODAY.getTime()) })
    expect(other).toEqual(db)
    expect(JSON.stringify(other)).toBe(JSON.stringify(db))
  })

  it('gives each call its own mutable copy', () => {
    const other = createDb({ today: TODAY })
    other.funcionarios[0]!.nome = 'Outro'
    other.usuarios[0]!.cpf = null
    expect(db.funcionarios[0]!.nome).toBe('Fernanda Funcionária')
    expect(db.usuarios[0]!.cpf).not.toBeNull()
  })

  it('has unique ids in every table', () => {
    const tables = Object.entries(db).filter(([, v]) => Array.isArray(v)) as [string, { id: number | string }[]][]
    for (const [name, rows] of tables) expect(uniqueIds(rows), name).toBe(true)
    const links = db.funcionarios.flatMap((f) => [...f.cargos, ...f.departamentos, ...f.locaisTrabalho, ...f.classes,
      ...f.quadrosHorario, ...f.bancosHoras, ...f.bancosDias, ...f.bancosCompensacao])
    expect(uniqueIds(links)).toBe(true)
    const slots = db.horarios.flatMap((h) => [...Object.values(h.horariosSemana).flat(), ...Object.values(h.horarios ?? {}).flatMap((s) => s.slots)])
    expect(uniqueIds(slots)).toBe(true)
  })

  it('has valid and unique CPF and PIS for every employee, valid CNPJ for every company', () => {
    const cpfs = db.funcionarios.map((f) => f.cpf)
    expect(cpfs.every(isValidCpf)).toBe(true)
    expect(new Set(cpfs).size).toBe(cpfs.length)
    const pis = db.funcionarios.map((f) => f.pis)
    expect(pis.every(isValidPis)).toBe(true)
    expect(new Set(pis).size).toBe(pis.length)
    expect(db.empresas.map((e) => e.cnpj).every(isValidCnpj)).toBe(true)
    const userCpfs = db.usuarios.flatMap((u) => (u.cpf ? [u.cpf] : []))
    expect(userCpfs.every(isValidCpf)).toBe(true)
    expect(new Set(userCpfs).size).toBe(userCpfs.length)
  })
})

describe('seed content', () => {
  const hoje = '2026-11-16'
  const ativosComPonto = db.funcionarios.filter((f) => f.ativo && f.controlaPonto)

  it('[REG-001][mock] has at least 60 employees with the documented fields, across both companies', () => {
    expect(db.funcionarios.length).toBeGreaterThanOrEqual(60)
    expect(new Set(db.funcionarios.map((f) => f.empresaId))).toEqual(new Set([1, 2]))
    for (const key of ['id', 'matricula', 'nome', 'nomeOrNomeSocial', 'cpf', 'pis', 'admissao', 'demissao', 'ativo', 'inconsistente',
      'controlaPonto', 'permiteHoraExtra', 'utilizaRelogioDigital', 'empresaId', 'cargos', 'departamentos', 'locaisTrabalho', 'classes', 'quadrosHorario']) {
      expect(db.funcionarios[10]).toHaveProperty(key)
    }
    const distinct = (ids: (number | undefined)[]) => new Set(ids).size
    expect(distinct(db.funcionarios.map((f) => f.departamentos[0]?.departamentoId))).toBeGreaterThanOrEqual(6)
    expect(distinct(db.funcionarios.map((f) => f.cargos[0]?.cargoId))).toBeGreaterThanOrEqual(10)
    expect(distinct(db.funcionarios.map((f) => f.locaisTrabalho[0]?.localTrabalhoId))).toBe(db.locaisTrabalho.length)
    expect(distinct(db.funcionarios.map((f) => f.classes[0]?.classeId))).toBeGreaterThanOrEqual(6)
    expect(distinct(db.funcionarios.flatMap((f) => f.quadrosHorario.map((q) => q.horarioId)))).toBe(db.horarios.length)
  })

  it('links every employee to existing companies, departments, positions, places, classes and schedules', () => {
    const has = (rows: { id: number }[], id: number) => rows.some((r) => r.id === id)
    for (const f of db.funcionarios) {
      expect(has(db.empresas, f.empresaId)).toBe(true)
      f.cargos.forEach((l) => expect(has(db.cargos, l.cargoId)).toBe(true))
      f.departamentos.forEach((l) => expect(db.departamentos.find((d) => d.id === l.departamentoId)?.empresaId).toBe(f.empresaId))
      f.locaisTrabalho.forEach((l) => expect(db.locaisTrabalho.find((d) => d.id === l.localTrabalhoId)?.empresaId).toBe(f.empresaId))
      f.classes.forEach((l) => expect(has(db.classes, l.classeId)).toBe(true))
      f.quadrosHorario.forEach((l) => expect(has(db.horarios, l.horarioId)).toBe(true))
    }
  })

  it('has the demo employee who controls time and uses the digital clock, linked to the account', () => {
    const fernanda = db.funcionarios.find((f) => f.cpf === FUNCIONARIO_CPF)
    expect(fernanda).toMatchObject({ nome: 'Fernanda Funcionária', ativo: true, controlaPonto: true, utilizaRelogioDigital: true })
    expect(vigente(fernanda!.quadrosHorario, hoje)).toBeDefined()
    expect(db.usuarios.find((u) => u.username === FUNCIONARIO_CPF)?.funcionarioId).toBe(fernanda!.id)
  })

  it('links accounts to employees by CPF and leaves staff-only accounts unlinked', () => {
    for (const u of db.usuarios) {
      const f = db.funcionarios.find((x) => x.cpf === u.cpf)
      expect(u.funcionarioId).toBe(f?.id ?? null)
    }
    expect(db.usuarios.find((u) => u.username === 'novo')?.funcionarioId).toBeNull()
  })

  it('has dismissed, non-time-controlling, schedule-less and matricula-less employees', () => {
    const demitidos = db.funcionarios.filter((f) => !f.ativo)
    expect(demitidos.length).toBeGreaterThanOrEqual(3)
    expect(demitidos.every((f) => f.demissao !== null && f.demissao <= hoje)).toBe(true)
    expect(db.funcionarios.filter((f) => f.ativo).every((f) => f.demissao === null)).toBe(true)
    expect(db.funcionarios.some((f) => f.ativo && !f.controlaPonto)).toBe(true)
    expect(ativosComPonto.filter((f) => vigente(f.quadrosHorario, hoje) === undefined).length).toBeGreaterThanOrEqual(3)
    expect(ativosComPonto.filter((f) => !f.matricula).length).toBeGreaterThanOrEqual(2)
    expect(db.funcionarios.some((f) => f.quadrosHorario.length > 1)).toBe(true)
  })

  it('[REG-070][mock] has the 17 classes, letter for letter', () => {
    expect(db.classes).toEqual([
      'Efetivo (Estatutario)', 'Efetivo (Outros Regimes)', 'Comissionado', 'Prefeito e Vice', 'Contrato Prazo Determinado',
      'Contrato Prazo Indeterminado', 'Estagiario', 'Aposentado', 'Pensionista', 'Pensao Alimenticia', 'Autonomo',
      'Conselheiro Tutelar', 'Beneficiario Fundo Previdenciario', 'Secretario Municipal', 'Vereador', 'Jovem Aprendiz',
      'Servico Voluntario Lei 9608/1998',
    ].map((descricao, i) => ({ id: i + 1, descricao })))
  })

  it('[REG-016][mock] has the public body and the private company with address, CNPJ and CEI', () => {
    expect(db.empresas.map((e) => [e.codigo, e.nome])).toEqual([[1, 'Prefeitura Municipal de Santa Aurora'], [2, 'Aurora Serviços Ltda']])
    expect(db.empresas[0]).toMatchObject({ orgaoPublico: true, brasao: null, endereco: { cidade: 'Santa Aurora' } })
    expect(db.empresas[0]!.cei).toMatch(/^\d{12}$/)
  })

  it('[REG-060][REG-062][REG-066][mock] has positions with code, departments and work places with responsible users', () => {
    expect(db.cargos.length).toBeGreaterThanOrEqual(10)
    expect(db.cargos.find((c) => c.id === 1)?.descricaoComCodigo).toBe('001 - Analista de RH')
    expect(db.departamentos.length).toBeGreaterThanOrEqual(8)
    expect(db.locaisTrabalho.length).toBeGreaterThanOrEqual(5)
    const responsavel = db.usuarios.find((u) => u.username === 'responsavel')!
    expect(db.departamentos.filter((d) => d.responsaveis.includes(responsavel.id))).toHaveLength(2)
    expect(db.locaisTrabalho.some((l) => l.responsaveis.includes(responsavel.id))).toBe(true)
  })

  it('[REG-022][REG-024][REG-025][mock] has schedules of every type, weekly slots and a 12x36 night cycle', () => {
    expect(new Set(db.horarios.map((h) => h.tipoHorario))).toEqual(new Set(['FLEXIVEL', 'FIXO', 'FIXO_INTERVALO_FLEXIVEL', 'REVEZAMENTO', 'CARGA_HORARIA', 'SOBRE_AVISO']))
    const fixos = db.horarios.filter((h) => h.tipoHorario === 'FIXO').map((h) => h.horariosSemana.SEGUNDA?.length)
    expect(fixos).toEqual(expect.arrayContaining([2, 3, 4]))
    const administrativo = db.horarios.find((h) => h.codigo === '001')!
    expect(administrativo.horariosSemana.SEGUNDA).toMatchObject([
      { sequencia: 1, diaSemana: 'SEGUNDA', entrada: '08:00', saida: '12:00' },
      { sequencia: 2, diaSemana: 'SEGUNDA', entrada: '13:00', saida: '17:00' },
    ])
    expect(Object.keys(administrativo.horariosSemana)).toEqual(['SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA'])
    const noturno = db.horarios.find((h) => h.tipoHorario === 'REVEZAMENTO' && h.horarios?.['1']?.slots[0]?.entrada === '19:00')
    expect(noturno?.horarios).toMatchObject({ 1: { folga: false, slots: [{ entrada: '19:00', saida: '07:00' }] }, 2: { folga: true } })
    expect(db.horarios.find((h) => h.tipoHorario === 'CARGA_HORARIA')?.cargaSemanal).toBe(44 * 60)
  })

  it('[REG-039][mock] has the current month open and the 12 before it closed', () => {
    expect(db.competencias).toHaveLength(13)
    const atual = db.competencias.at(-1)
    expect(atual).toEqual({ id: 13, ano: 2026, mes: 11, inicio: '2026-11-01', fim: '2026-11-30', descricao: 'Novembro/2026',
      descricaoCurta: '11/2026', fechada: false, situacao: 'ABERTA' })
    expect(db.competencias.slice(0, 12).every((c) => c.fechada && c.situacao === 'FECHADA')).toBe(true)
    expect(db.competencias[0]).toMatchObject({ ano: 2025, mes: 11, descricaoCurta: '11/2025', fim: '2025-11-30' })
    expect(db.competencias.find((c) => c.mes === 3)?.descricao).toBe('Março/2026')
    expect(db.fechamentos.map((f) => f.competenciaId)).toEqual(db.competencias.slice(0, 12).map((c) => c.id))
  })

  it('[REG-035][mock] has the national holidays, movable ones computed from Easter', () => {
    const em = (data: string) => db.feriados.find((f) => f.data === data)
    expect(em('2026-02-17')).toMatchObject({ descricao: 'Carnaval', cidade: null })
    expect(em('2026-04-03')?.descricao).toBe('Sexta-feira Santa')
    expect(em('2026-06-04')?.descricao).toBe('Corpus Christi')
    expect(em('2025-04-18')?.descricao).toBe('Sexta-feira Santa')
    expect(em('2027-03-26')?.descricao).toBe('Sexta-feira Santa')
    expect(em('2026-11-20')).toMatchObject({ descricao: 'Dia Nacional de Zumbi e da Consciência Negra', facultativo: false, compensar: false })
    expect(em('2026-12-25')).toHaveProperty('codigo')
    expect(db.feriados.some((f) => f.cidade?.descricao === 'Santa Aurora')).toBe(true)
  })

  it('[REG-048][REG-059][mock] has the fixed reasons, inactive ones and both compensation kinds', () => {
    const motivo = (id: number) => db.motivos.find((m) => m.id === id)
    expect(motivo(111)).toEqual({ id: 111, descricao: 'Crédito Banco de Horas', ativo: true })
    expect(motivo(112)).toEqual({ id: 112, descricao: 'Débito Banco de Horas', ativo: true })
    expect(motivo(114)).toEqual({ id: 114, descricao: 'Débito Banco de Dias', ativo: true })
    expect(motivo(117)).toEqual({ id: 117, descricao: 'Hora Extra', ativo: true })
    expect(db.motivos.filter((m) => !m.ativo).length).toBeGreaterThanOrEqual(2)
    expect(db.bancosCompensacao.map((b) => b.tipo).sort()).toEqual(['COMPETENCIAS', 'DIAS'])
  })

  it('points the configuration at existing request types, the integrator and a company', () => {
    const { config } = db
    expect(db.tiposSolicitacao.some((t) => t.id === config.tipoSolicitacaoIncluirMarcacaoId)).toBe(true)
    expect(db.tiposSolicitacao.some((t) => t.id === config.tipoSolicitacaoCompensarBancoHorasId)).toBe(true)
    expect(db.tiposSolicitacao.every((t) => db.motivos.some((m) => m.id === t.motivoId))).toBe(true)
    expect(config).toMatchObject({ modoEspecial: false, geraComprovanteMarcacao: true })
    expect(db.integradores).toEqual([{ id: 1, nome: 'Integrador RH Folha', lastContact: new Date(TODAY.getTime() - 7 * 60_000).toISOString() }])
    expect(Object.values(db.configuracaoCampos[1]!).every((c) => c.enabled)).toBe(true)
    const desligados = Object.entries(db.configuracaoCampos[2]!).filter(([, c]) => !c.enabled).map(([k]) => k)
    expect(desligados.sort()).toEqual(['descontoDSR', 'horaExtra70', 'horaExtraNoturna100'])
  })

  it('has requests in every status, several pending in the current competence', () => {
    expect(db.solicitacoes.length).toBeGreaterThanOrEqual(10)
    expect(new Set(db.solicitacoes.map((s) => s.status))).toEqual(new Set(['PENDENTE', 'DEFERIDA', 'INDEFERIDA']))
    const pendentes = db.solicitacoes.filter((s) => s.status === 'PENDENTE')
    expect(pendentes.length).toBeGreaterThanOrEqual(5)
    expect(pendentes.every((s) => s.inicio >= '2026-11-01' && s.inicio <= hoje)).toBe(true)
    expect(db.solicitacoes.every((s) => db.funcionarios.some((f) => f.id === s.funcionarioId && f.ativo))).toBe(true)
  })

  it('has unread system notifications of both kinds', () => {
    expect(db.notificacoes.length).toBeGreaterThanOrEqual(3)
    expect(new Set(db.notificacoes.map((n) => n.tipo))).toEqual(new Set(['ERRO', 'AVISO']))
    expect(db.notificacoes.every((n) => !n.lida)).toBe(true)
  })

  it('keeps the current competence open on the first day of a month', () => {
    const primeiro = createDb({ today: new Date(2027, 0, 1, 12) })
    expect(primeiro.competencias.at(-1)).toMatchObject({ descricao: 'Janeiro/2027', situacao: 'ABERTA' })
    const pendentes = primeiro.solicitacoes.filter((s) => s.status === 'PENDENTE')
    expect(pendentes.every((s) => s.inicio === '2027-01-01')).toBe(true)
  })
})
