import { horarioResource, type Horario } from '@/entities/horario'
import { scriptResource, type Script } from '@/entities/cadastro/script'
import { MSG_CLASSES_FIXAS } from '@/shared/api/contract/endpoints/classes'
import { formParaHorario, horarioParaForm } from '../horario-form'
import { declararCadastro, type Cadastro, type Item, type Valores } from './percorrer-cadastro'

/**
 * One register of the contract, run through its life with the app's own code: a seeded item (found in the list, by its
 * full-text search and read by id), a new item derived from it, a change to that one, its deletion.
 */
export interface CasoContrato {
  /** The resource the register's calls belong to (/api/{resource}). */
  resource: string
  /** Who writes it: 'admin' for the technical settings, 'rh' for the rest. */
  persona: 'rh' | 'admin'
  /** The register's route segment in the catalogue (its resource and form), or a register with a page of its own. */
  registro: string | Cadastro
  /** Fields of a seeded item: how it is found in the list, and what reading it by id gives. */
  semeado: Item
  /** A text the full-text search finds the seeded item by; none when the register has no server search. */
  busca?: string
  /** The form's values of an item, when its form starts blank (entries are only created on screen). */
  valores?: (item: Item) => Valores
  /** A new item's values, derived from the seeded one's (its unique fields changed), and what the new item shows. */
  novo: (valores: Valores) => Valores
  criado: Item
  /** A change to the new item's values, and what reading it again shows. */
  alteracao: (valores: Valores) => Valores
  alterado: Item
  /** A fixed list (the classes): nothing is created nor deleted, the seeded item is the one changed. */
  fixo?: { mensagem: string }
}

const opcao = (ref: unknown) => {
  const r = ref as { id: number; nome?: string; descricao?: string } | null | undefined
  return r ? { value: String(r.id), label: r.nome ?? r.descricao ?? '' } : null
}

/** As the script dialog fills and saves a script. */
const script = declararCadastro<Script>(
  scriptResource,
  (s) => ({ nome: s.nome, descricao: s.descricao, operacao: s.operacao, corpo: s.corpo }),
  (v, s) => ({ ...v, id: s?.id ?? null }),
)

/** As the schedule's own form fills and saves a schedule. */
const horario = declararCadastro<Horario>(horarioResource, horarioParaForm, (v, h) =>
  formParaHorario(v as ReturnType<typeof horarioParaForm>, h?.id ?? null),
)

export const CASOS_CONTRATO: readonly CasoContrato[] = [
  {
    resource: 'motivos',
    persona: 'rh',
    registro: 'motivo',
    semeado: { descricao: 'Atestado médico', ativo: true },
    busca: 'atestado',
    novo: (v) => ({ ...v, descricao: 'Consulta odontológica' }),
    criado: { descricao: 'Consulta odontológica', ativo: true },
    alteracao: (v) => ({ ...v, ativo: false }),
    alterado: { descricao: 'Consulta odontológica', ativo: false },
  },
  {
    resource: 'cargos',
    persona: 'rh',
    registro: 'cargo',
    semeado: { codigo: '001', descricao: 'Analista de RH' },
    busca: 'analista',
    novo: (v) => ({ ...v, codigo: '900', descricao: 'Auditor' }),
    criado: { codigo: '900', descricaoComCodigo: '900 - Auditor' },
    alteracao: (v) => ({ ...v, descricao: 'Auditor fiscal' }),
    alterado: { descricao: 'Auditor fiscal', descricaoComCodigo: '900 - Auditor fiscal' },
  },
  {
    resource: 'departamentos',
    persona: 'rh',
    registro: 'departamento',
    semeado: { descricao: 'Secretaria Municipal de Educação', empresaId: 1 },
    busca: 'educação',
    novo: (v) => ({ ...v, descricao: 'Secretaria de Cultura' }),
    criado: { descricao: 'Secretaria de Cultura', empresaId: 1 },
    alteracao: (v) => ({ ...v, descricao: 'Secretaria de Cultura e Turismo' }),
    alterado: { descricao: 'Secretaria de Cultura e Turismo' },
  },
  {
    resource: 'locaistrabalho',
    persona: 'rh',
    registro: 'localtrabalho',
    semeado: { descricao: 'UBS Centro', empresaId: 1 },
    busca: 'ubs',
    novo: (v) => ({ ...v, descricao: 'Biblioteca Municipal' }),
    criado: { descricao: 'Biblioteca Municipal', endereco: { logradouro: 'Rua Sete de Setembro', numero: '415' } },
    alteracao: (v) => ({ ...v, endereco: { ...(v.endereco as Valores), numero: '415-A' } }),
    alterado: { descricao: 'Biblioteca Municipal', endereco: { numero: '415-A' } },
  },
  {
    resource: 'classes',
    persona: 'rh',
    registro: 'classe',
    semeado: { id: 3, descricao: 'Comissionado' },
    busca: 'comissionado',
    novo: (v) => ({ ...v, descricao: 'Temporário' }),
    criado: {},
    alteracao: (v) => ({ ...v, descricao: 'Comissionado (livre nomeação)' }),
    alterado: { id: 3, descricao: 'Comissionado (livre nomeação)' },
    fixo: { mensagem: MSG_CLASSES_FIXAS },
  },
  {
    resource: 'feriados',
    persona: 'rh',
    registro: 'feriado',
    semeado: { data: '2026-11-02', descricao: 'Finados', cidade: null },
    novo: (v) => ({ ...v, data: '2026-12-08', descricao: 'Nossa Senhora da Conceição', facultativo: true }),
    criado: { data: '2026-12-08', descricao: 'Nossa Senhora da Conceição', facultativo: true, cidade: null },
    alteracao: (v) => ({ ...v, descricao: 'Imaculada Conceição' }),
    alterado: { data: '2026-12-08', descricao: 'Imaculada Conceição' },
  },
  {
    resource: 'bancohoras',
    persona: 'rh',
    registro: 'bancohoras',
    semeado: { descricao: 'Banco de Horas Prefeitura', empresaId: 1, validadeMeses: 6 },
    busca: 'prefeitura',
    novo: (v) => ({ ...v, descricao: 'Banco de Horas Temporários', validadeMeses: 3 }),
    criado: { descricao: 'Banco de Horas Temporários', empresaId: 1, validadeMeses: 3 },
    alteracao: (v) => ({ ...v, limiteCredito: '30:00' }),
    alterado: { descricao: 'Banco de Horas Temporários', limiteCredito: '30:00' },
  },
  {
    resource: 'banco-compensacao',
    persona: 'rh',
    registro: 'banco-compensacao',
    semeado: { descricao: 'Compensação por vencimento (90 dias)', tipo: 'DIAS', validade: 90 },
    busca: 'vencimento',
    novo: (v) => ({ ...v, descricao: 'Compensação por vencimento (60 dias)', validade: 60 }),
    criado: { descricao: 'Compensação por vencimento (60 dias)', tipo: 'DIAS', validade: 60 },
    alteracao: (v) => ({ ...v, fim: '2027-12-31' }),
    alterado: { validade: 60, fim: '2027-12-31' },
  },
  {
    resource: 'bancodias',
    persona: 'rh',
    registro: 'bancodias',
    semeado: { descricao: 'Folga de aniversário', ativo: true },
    busca: 'aniversário',
    novo: (v) => ({ ...v, descricao: 'Folga por doação de sangue' }),
    criado: { descricao: 'Folga por doação de sangue', ativo: true },
    alteracao: (v) => ({ ...v, ativo: false }),
    alterado: { descricao: 'Folga por doação de sangue', ativo: false },
  },
  {
    resource: 'tipos-solicitacao',
    persona: 'rh',
    registro: 'tipo-solicitacao',
    semeado: { descricao: 'Abono por atestado médico', ativo: true },
    busca: 'atestado',
    novo: (v) => ({ ...v, descricao: 'Abono por doação de sangue' }),
    criado: { descricao: 'Abono por doação de sangue', informaHoras: false, motivo: { id: 101, descricao: 'Atestado médico' } },
    alteracao: (v) => ({ ...v, informaHoras: true }),
    alterado: { descricao: 'Abono por doação de sangue', informaHoras: true },
  },
  {
    resource: 'escalas',
    persona: 'rh',
    registro: 'escalas',
    semeado: { descricao: 'Plantões 12x36 da UBS Centro' },
    busca: 'ubs',
    // Fernanda (1) has no roster in the open competence yet.
    novo: (v) => ({ ...v, descricao: 'Escala de novembro da Fernanda', funcionario: { value: '1', label: 'Fernanda Funcionária' } }),
    criado: { descricao: 'Escala de novembro da Fernanda', funcionario: { id: 1 }, competencia: { id: 13 } },
    alteracao: (v) => ({ ...v, descricao: 'Escala de novembro da Fernanda (revista)' }),
    alterado: { descricao: 'Escala de novembro da Fernanda (revista)', funcionario: { id: 1 } },
  },
  {
    resource: 'periodosfechamento',
    persona: 'rh',
    registro: 'periodofechamento',
    semeado: { descricao: 'Mês civil', diaInicio: 1 },
    busca: 'civil',
    novo: (v) => ({ ...v, descricao: 'Folha do dia 16 ao 15', diaInicio: 16 }),
    criado: { descricao: 'Folha do dia 16 ao 15', diaInicio: 16, empresaId: 1 },
    alteracao: (v) => ({ ...v, diaInicio: 11, descricao: 'Folha do dia 11 ao 10' }),
    alterado: { descricao: 'Folha do dia 11 ao 10', diaInicio: 11 },
  },
  {
    resource: 'eventos',
    persona: 'rh',
    registro: 'evento',
    semeado: { codigo: '410', descricao: 'Faltas', tipo: 'FALTA' },
    busca: 'faltas',
    novo: (v) => ({ ...v, codigo: '420', descricao: 'Atrasos', tipo: 'ATRASO' }),
    criado: { codigo: '420', descricao: 'Atrasos', tipo: 'ATRASO' },
    alteracao: (v) => ({ ...v, descricao: 'Atrasos e saídas antecipadas' }),
    alterado: { codigo: '420', descricao: 'Atrasos e saídas antecipadas' },
  },
  {
    resource: 'adicional-noturno',
    persona: 'rh',
    registro: 'adicional-noturno',
    semeado: { descricao: 'Adicional noturno urbano (CLT art. 73)', inicio: '22:00', fim: '05:00', percentual: 20 },
    busca: 'urbano',
    novo: (v) => ({ ...v, descricao: 'Adicional noturno rural (lavoura)', inicio: '21:00', percentual: 25, reducaoHoraNoturna: false }),
    criado: { descricao: 'Adicional noturno rural (lavoura)', inicio: '21:00', fim: '05:00', percentual: 25, reducaoHoraNoturna: false },
    alteracao: (v) => ({ ...v, percentual: 30 }),
    alterado: { descricao: 'Adicional noturno rural (lavoura)', percentual: 30 },
  },
  {
    resource: 'banco-horas/lancamentos',
    persona: 'rh',
    registro: 'banco-horas/lancamentos',
    semeado: { data: '2026-09-10', observacao: 'Crédito por curso de capacitação', tipo: 'CREDITO', horas: '01:30' },
    busca: 'capacitação',
    valores: (l) => ({
      funcionario: opcao(l.funcionario),
      bancoHoras: opcao(l.bancoHoras),
      data: l.data,
      tipo: l.tipo,
      horas: l.horas,
      observacao: l.observacao,
    }),
    novo: (v) => ({ ...v, data: '2026-11-10', tipo: 'DEBITO', horas: '02:15', observacao: 'Saída antecipada autorizada' }),
    criado: { data: '2026-11-10', tipo: 'DEBITO', horas: '02:15', funcionario: { id: 35 }, bancoHoras: { id: 1 } },
    alteracao: (v) => ({ ...v, horas: '01:45' }),
    alterado: { tipo: 'DEBITO', horas: '01:45', observacao: 'Saída antecipada autorizada' },
  },
  {
    resource: 'banco-dias/lancamentos',
    persona: 'rh',
    registro: 'banco-dias/lancamentos',
    semeado: { data: '2026-11-02', observacao: 'Convocação do TRE (mesária)', dias: 1 },
    busca: 'mesária',
    valores: (l) => ({
      funcionario: opcao(l.funcionario),
      bancoDias: opcao(l.bancoDias),
      data: l.data,
      dias: l.dias,
      observacao: l.observacao,
    }),
    novo: (v) => ({ ...v, data: '2026-11-09', dias: 2, observacao: 'Convocação do TRE (segundo turno)' }),
    criado: { data: '2026-11-09', dias: 2, funcionario: { id: 1 }, bancoDias: { id: 1 } },
    alteracao: (v) => ({ ...v, dias: -1, observacao: 'Folga TRE usufruída' }),
    alterado: { dias: -1, observacao: 'Folga TRE usufruída' },
  },
  {
    resource: 'banco-compensacao/lancamentos',
    persona: 'rh',
    registro: 'banco-compensacao/lancamentos',
    semeado: { data: '2026-10-10', observacao: 'Mutirão de vacinação', horas: '03:00' },
    busca: 'vacinação',
    novo: (v) => ({ ...v, data: '2026-11-17', horas: '02:00', observacao: 'Mutirão de limpeza' }),
    criado: { data: '2026-11-17', horas: '02:00', funcionario: { id: 38 }, bancoCompensacao: { id: 1 }, baixaDeId: null },
    alteracao: (v) => ({ ...v, horas: '-00:30' }),
    alterado: { horas: '-00:30', observacao: 'Mutirão de limpeza' },
  },
  {
    resource: 'horarios',
    persona: 'rh',
    registro: horario,
    semeado: { codigo: '001', tipoHorario: 'FIXO' },
    busca: 'administrativo',
    novo: (v) => ({ ...v, codigo: '901', descricao: 'Administrativo reduzido' }),
    criado: { codigo: '901', descricao: 'Administrativo reduzido', tipoHorario: 'FIXO', toleranciaMinutos: 5 },
    alteracao: (v) => ({ ...v, toleranciaMinutos: 15 }),
    alterado: { codigo: '901', toleranciaMinutos: 15 },
  },
  {
    resource: 'scripts',
    persona: 'admin',
    registro: script,
    semeado: { nome: 'Contagem de registros', operacao: 'CONTAR_REGISTROS' },
    busca: 'contagem',
    novo: (v) => ({ ...v, nome: 'Contagem diária', descricao: 'Conta os registros do dia.' }),
    criado: { nome: 'Contagem diária', operacao: 'CONTAR_REGISTROS', ultimaExecucao: null },
    alteracao: (v) => ({ ...v, operacao: 'LIMPAR_NOTIFICACOES' }),
    alterado: { nome: 'Contagem diária', operacao: 'LIMPAR_NOTIFICACOES' },
  },
  {
    resource: 'equipamentos',
    persona: 'admin',
    registro: 'equipamento',
    semeado: { descricao: 'REP-C 0002 UBS Centro', numeroFabricacao: '00014003750012346' },
    busca: '0002',
    novo: (v) => ({ ...v, descricao: 'REP-C 0004 UBS Centro', numeroFabricacao: '00014003750012399', ip: '10.0.2.32' }),
    criado: { descricao: 'REP-C 0004 UBS Centro', tipo: 'REP_C', localTrabalho: { id: 2 }, coletor: { id: 2 } },
    alteracao: (v) => ({ ...v, modelo: 'Henry Orion 6' }),
    alterado: { descricao: 'REP-C 0004 UBS Centro', modelo: 'Henry Orion 6' },
  },
  {
    resource: 'coletores',
    persona: 'admin',
    registro: 'coletor',
    semeado: { descricao: 'Coletor UBS Centro', ip: '10.0.2.20' },
    busca: 'ubs',
    novo: (v) => ({ ...v, descricao: 'Coletor Garagem Municipal', ip: '10.0.4.20' }),
    criado: { descricao: 'Coletor Garagem Municipal', ip: '10.0.4.20', online: false },
    alteracao: (v) => ({ ...v, ip: '10.0.4.21' }),
    alterado: { descricao: 'Coletor Garagem Municipal', ip: '10.0.4.21' },
  },
]
