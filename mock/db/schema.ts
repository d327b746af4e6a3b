import type { AlteracaoCartao as AlteracaoCartaoDto } from '@/shared/api/contract/endpoints/historico'
import { CODIGOS_TIPO_EVENTO } from '@/shared/api/contract/endpoints/eventos'
import type { LeiauteFolha } from '@/shared/api/contract/endpoints/leiautes-folha'

/**
 * Tables of the mock database. Dates are ISO calendar dates ('2026-11-16'), times 'HH:mm',
 * instants ISO date-times. Durations stored for calculation are integer minutes.
 */

export type IsoDate = string

export interface Usuario {
  /** Deterministic uuid; the token `sub`. */
  id: string
  username: string
  password: string
  name: string
  email: string
  cpf: string | null
  celular: string | null
  realmRoles: string[]
  permissions: string[]
  funcionarioId: number | null
}

export interface Endereco {
  logradouro: string
  numero: string
  complemento: string | null
  bairro: string
  cidade: string
  uf: string
  cep: string
}

export interface Empresa {
  id: number
  codigo: number
  nome: string
  nomeFantasia: string
  cnpj: string
  /** CEI/CAEPF/CNO of a public body (espelho de ponto, Portaria 671 art. 84). */
  cei: string | null
  orgaoPublico: boolean
  brasao: string | null
  endereco: Endereco
}

export interface Departamento {
  id: number
  codigo: number
  descricao: string
  empresaId: number
  /** Usuario ids. */
  responsaveis: string[]
}

export interface Cargo {
  id: number
  codigo: string
  descricao: string
  descricaoComCodigo: string
}

export interface LocalTrabalho {
  id: number
  codigo: number
  descricao: string
  empresaId: number
  endereco: Endereco
  /** Usuario ids. */
  responsaveis: string[]
  /** Map position of the work place when known (/funcionario/{id}/mapa). */
  latitude?: number | null
  longitude?: number | null
}

export interface Classe {
  id: number
  descricao: string
}

export const DIAS_SEMANA = ['SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA', 'SABADO', 'DOMINGO'] as const
export type DiaSemana = (typeof DIAS_SEMANA)[number]

export const TIPOS_HORARIO = ['FLEXIVEL', 'FIXO', 'FIXO_INTERVALO_FLEXIVEL', 'REVEZAMENTO', 'CARGA_HORARIA', 'SOBRE_AVISO'] as const
export type TipoHorario = (typeof TIPOS_HORARIO)[number]

/** How a scheduled punch is taken: punched on the clock, or pre-marked (pre-assinalado) by the schedule. */
export type ModoMarcacao = 'MARCACAO' | 'PRE_ASSINALADO'

export interface HorarioSlot {
  id: number
  sequencia: number
  diaSemana: DiaSemana | null
  entrada: string | null
  saida: string | null
  modoEntrada: ModoMarcacao
  modoSaida: ModoMarcacao
}

/** One day of a rotating (REVEZAMENTO) cycle, keyed by its sequence in the cycle. */
export interface HorarioSequencia {
  sequencia: number
  folga: boolean
  slots: HorarioSlot[]
}

export interface Horario {
  id: number
  codigo: string
  descricao: string
  tipoHorario: TipoHorario
  controlaEntradaSaidaSeparado: boolean
  /** Weekly definition; an empty list is a rest day. Empty object for REVEZAMENTO. */
  horariosSemana: Partial<Record<DiaSemana, HorarioSlot[]>>
  /** Rotating cycle keyed by sequence ('1', '2'...); null for weekly schedules. */
  horarios: Record<string, HorarioSequencia> | null
  /** First day of the cycle (sequence 1) for REVEZAMENTO. */
  inicioRevezamento: IsoDate | null
  /** Daily workload in minutes for FLEXIVEL and FIXO_INTERVALO_FLEXIVEL, per weekday. */
  cargaDiaria: Partial<Record<DiaSemana, number>>
  /** Weekly workload in minutes for CARGA_HORARIA. */
  cargaSemanal: number | null
  /** Minimum break in minutes for FIXO_INTERVALO_FLEXIVEL. */
  intervaloMinimo: number | null
  toleranciaMinutos: number
  ativo: boolean
}

/** Link valid from `inicio` to `fim` (inclusive; null = open). */
export interface Vigencia {
  id: number
  inicio: IsoDate
  fim: IsoDate | null
}

export interface FuncionarioCargo extends Vigencia { cargoId: number }
export interface FuncionarioDepartamento extends Vigencia { departamentoId: number }
export interface FuncionarioLocalTrabalho extends Vigencia { localTrabalhoId: number }
export interface FuncionarioClasse extends Vigencia { classeId: number }
export interface QuadroHorario extends Vigencia { horarioId: number }
export interface FuncionarioBancoHoras extends Vigencia { bancoHorasId: number }
export interface FuncionarioBancoDias extends Vigencia { bancoDiasId: number }
export interface FuncionarioBancoCompensacao extends Vigencia { bancoCompensacaoId: number }

export interface Funcionario {
  id: number
  matricula: string | null
  nome: string
  nomeSocial: string | null
  nomeOrNomeSocial: string
  cpf: string
  pis: string
  email: string | null
  celular: string | null
  dataNascimento: IsoDate
  admissao: IsoDate
  demissao: IsoDate | null
  ativo: boolean
  inconsistente: boolean
  controlaPonto: boolean
  permiteHoraExtra: boolean
  utilizaRelogioDigital: boolean
  empresaId: number
  cargos: FuncionarioCargo[]
  departamentos: FuncionarioDepartamento[]
  locaisTrabalho: FuncionarioLocalTrabalho[]
  classes: FuncionarioClasse[]
  quadrosHorario: QuadroHorario[]
  bancosHoras: FuncionarioBancoHoras[]
  bancosDias: FuncionarioBancoDias[]
  bancosCompensacao: FuncionarioBancoCompensacao[]
  /**
   * Registered through the API, not seeded: the demo generator gives them no punches (docs/decisions.md 'Funcionário
   * novo sem marcações inventadas'); they come from the clocks, the requests and HR.
   */
  cadastradoPeloUsuario?: true
}

export type SituacaoCompetencia = 'ABERTA' | 'FECHADA'

export interface Competencia {
  id: number
  ano: number
  mes: number
  inicio: IsoDate
  fim: IsoDate
  descricao: string
  descricaoCurta: string
  fechada: boolean
  situacao: SituacaoCompetencia
}

/** Totals stored when a competence was closed (minutes). */
export interface Fechamento {
  id: number
  competenciaId: number
  dataFechamento: string
  ignorarInconsistencias: boolean
  funcionarios: number
  horasExtras: number
  faltas: number
  /** Hours worked by the cards it closed; absent in the seed's history and data saved before it was recorded. */
  horasTrabalhadas?: number
  /** Who closed it (the name of the user; null in data saved before it was recorded). */
  usuario?: string | null
}

export type SituacaoImportacaoAfd = 'IMPORTADO' | 'REJEITADO'

/** An AFD file uploaded at /afd/upload: its content is kept so it can be reprocessed. */
export interface ImportacaoAfd {
  id: number
  nomeArquivo: string
  portaria: '671' | '1510' | null
  dataImportacao: string
  usuario: string
  situacao: SituacaoImportacaoAfd
  numeroFabricacao: string | null
  /** Employer of the header (CNPJ/CPF digits). */
  empregador: string | null
  razaoSocial: string | null
  inicio: string | null
  fim: string | null
  linhas: number
  /** Punch records (types 3 and 7) in the file. */
  marcacoes: number
  importadas: number
  /** Already imported (same clock and NSR). */
  duplicadas: number
  /** Punches of a CPF/PIS no employee has, or of days without an open competence: kept for a reprocess. */
  pendentes: { linha: number; nsr: number; data: string; hora: string; identificacao: string; motivo: string }[]
  erros: { linha: number; mensagem: string }[]
  reprocessamentos: number
  /** The file as uploaded, base64. */
  conteudo: string
}

export interface Cidade {
  id: number
  descricao: string
  uf: string
}

export interface Feriado {
  id: number
  codigo: number
  data: IsoDate
  descricao: string
  /** null for a national holiday. */
  cidade: Cidade | null
  facultativo: boolean
  compensar: boolean
}

export interface Motivo {
  id: number
  descricao: string
  ativo: boolean
}

export interface BancoDias {
  id: number
  descricao: string
  ativo: boolean
}

export interface BancoHoras {
  id: number
  codigo: number
  descricao: string
  empresaId: number
  inicio: IsoDate
  /** Months after which an unused credit expires. */
  validadeMeses: number
  limiteCredito: number
  limiteDebito: number
}

export const TIPOS_BANCO_COMPENSACAO = ['COMPETENCIAS', 'DIAS'] as const
export type TipoBancoCompensacao = (typeof TIPOS_BANCO_COMPENSACAO)[number]

export interface BancoCompensacao {
  id: number
  descricao: string
  tipo: TipoBancoCompensacao
  inicio: IsoDate
  fim: IsoDate | null
  /** Validity of a balance: competences for COMPETENCIAS, days for DIAS. */
  validade: number
  apenasLancamentoManual: boolean
}

export interface TipoSolicitacao {
  id: number
  descricao: string
  motivoId: number
  bancoDiasId: number | null
  /** Whether the request carries an amount of hours. */
  informaHoras: boolean
  ativo: boolean
}

export type StatusSolicitacao = 'PENDENTE' | 'DEFERIDA' | 'INDEFERIDA' | 'ESTORNADA'

export interface Solicitacao {
  id: number
  funcionarioId: number
  tipoSolicitacaoId: number
  motivoId: number
  bancoDiasId: number | null
  inicio: IsoDate
  fim: IsoDate
  horas: string | null
  status: StatusSolicitacao
  observacaoSolicitante: string
  observacaoAprovador: string | null
  dataSolicitacao: string
  aprovadorId: string | null
  dataAprovacao: string | null
  /** The user (username) who filed it for the employee; absent when the employee filed it. */
  registradaPor?: string | null
  /** The medical certificate of an abono (docs/api-extensions.md 'Atestado na solicitação de abono'). */
  anexo?: AnexoSolicitacao | null
}

export interface AnexoSolicitacao {
  nome: string
  /** The type read from the bytes: application/pdf, image/jpeg or image/png. */
  tipo: string
  tamanho: number
  base64: string
}

export type TipoNotificacao = 'AVISO' | 'ERRO' | 'INFO'

export interface Notificacao {
  id: number
  name: string
  tipo: TipoNotificacao
  descricao: string
  text: string
  className: string | null
  dataHora: string
  stackTrace: string | null
  /** Read by everyone (the maintenance script, the seed). */
  lida: boolean
  /** The users (login) who marked it read: each reader has their own unread list. */
  lidaPor?: string[]
}

export interface Integrador {
  id: number
  nome: string
  lastContact: string | null
}

export interface Limites {
  funcionarios: number
  usuarios: number
  equipamentos: number
  coletores: number
}

export interface Config {
  id: number
  empresaId: number
  permiteBaterPonto: boolean
  integradorId: number | null
  tipoSolicitacaoIncluirMarcacaoId: number | null
  tipoSolicitacaoCompensarBancoHorasId: number | null
  utilizaHoraExtraIntervalo: boolean
  /** Special mode (SHELL-047/048): reduced menu. */
  modoEspecial: boolean
  /** Clock-in receipts enabled (CLOCK-007). */
  geraComprovanteMarcacao: boolean
  horaExtraCustomLabel: string
  /**
   * Hours within which an open entry of an employee without a schedule closes on the day it began (domain.md rule 14);
   * absent in databases saved before the setting existed: 16.
   */
  limiteJornadaAbertaHoras?: number
}

/** The default of Config.limiteJornadaAbertaHoras. */
export const LIMITE_JORNADA_ABERTA_HORAS = 16

export const CAMPOS_CARTAO_PONTO = [
  'adicionalNoturno', 'horaExtraNoturna', 'horaExtraNoturna100', 'horaExtra50', 'horaExtra70', 'horaExtra100',
  'falta', 'atraso', 'saidaAntecipada', 'permitidos', 'compensados', 'descontoDSR',
] as const
export type CampoCartaoPonto = (typeof CAMPOS_CARTAO_PONTO)[number]
export type ConfiguracaoCampos = Record<CampoCartaoPonto, { enabled: boolean }>

export type TipoMarcacao = 'ORIGINAL' | 'INCLUIDO' | 'PRE_ASSINALADO'

/** One employee's day in a competence; punches and treatments hang from it. */
export interface Registro {
  id: number
  funcionarioId: number
  competenciaId: number
  data: IsoDate
  /** Schedule of the day when it differs from the employee's quadro (change of schedule, special). */
  horarioId: number | null
  horarioEspecial: boolean
  folga: boolean
  observacao: string | null
}

export interface Marcacao {
  id: number
  registroId: number
  funcionarioId: number
  data: IsoDate
  hora: string
  dataHora: string
  tipoMarcacao: TipoMarcacao
  /** Position in the day (1..8: entry/exit of pairs 1..4). */
  sequencia: number
  /** The user put the punch at `sequencia` (moved or included at a slot): the engine keeps it there when it can. */
  posicaoManual?: boolean
  /** Disregarded original punch (never deleted, Portaria 671). */
  desconsiderada: boolean
  motivoId: number | null
  /** NSR of the clock record for ORIGINAL punches. */
  nsr: number | null
  equipamento: string | null
  /** A web-clock punch's AFD record (type 7) as the REP-P wrote it: the receipt's hash is this record's hash. */
  registroAfd?: string
  /** Where a web-clock punch was made, when the browser gave it (/funcionario/{id}/mapa). */
  latitude?: number | null
  longitude?: number | null
}

export type TipoJustificativa =
  | 'ABONO' | 'ABONO_ENTRADA' | 'ABONO_SAIDA' | 'JUSTIFICATIVA' | 'HORA_EXTRA' | 'HORA_EXTRA_ENTRADA'
  | 'HORA_EXTRA_SAIDA' | 'BANCO_DE_DIAS_DEBITO' | 'BANCO_DE_DIAS_CREDITO' | 'BANCO_DE_HORAS_DEBITO'
  | 'BANCO_DE_HORAS_DEBITO_ENTRADA' | 'BANCO_DE_HORAS_DEBITO_SAIDA' | 'BANCO_DE_HORAS_CREDITO' | 'INCLUIR_MARCACAO'

export interface Tratamento {
  id: number
  registroId: number
  tipoJustificativa: TipoJustificativa
  /** 'I' = inclusion (carries hours). */
  ocorrencia: string
  horas: string | null
  motivoId: number
  bancoDiasId: number | null
  observacao: string | null
  solicitacaoId: number | null
  acaoLoteId: number | null
  movimentacaoId: number | null
}

export type TipoMovimentacaoRH = 'FERIAS' | 'AFASTAMENTO' | 'LICENCA' | 'RESCISAO'

/** HR movement received from the payroll integrator; it excuses the days it covers. */
export interface MovimentacaoRH {
  id: number
  funcionarioId: number
  tipo: TipoMovimentacaoRH
  tipoMovimentacaoDescricao: string
  movimentacao: string
  dataInicio: IsoDate
  /** Last day covered; null = open (a dismissal). */
  dataFim: IsoDate | null
  observacao: string | null
  descricaoAfastamento: string | null
  dataRescisao: IsoDate | null
  /** Reason of the justifications the movement creates on the days it covers (null: none). */
  motivoId: number | null
  /**
   * Days whose justifications were removed (DELETE /api/movimentacaorh/{id}): the movement no longer excuses them
   * until it is reprocessed (POST /api/movimentacaorh/{id}/reprocessar). Absent: none.
   */
  diasRemovidos?: IsoDate[]
}

export type SituacaoAceite = 'PENDENTE' | 'ACEITO'

/** The employee's acceptance (digital signature) of a closed time card. */
export interface Aceite {
  id: number
  funcionarioId: number
  competenciaId: number
  situacao: SituacaoAceite
  dataAceite: string | null
  usuarioId: string | null
}

/** Editing of an employee's competence locked (front_bloqueioregistro). */
export interface Bloqueio {
  id: number
  funcionarioId: number
  competenciaId: number
  dataBloqueio: string
  usuarioId: string | null
}

/** Notes line of a time card. */
export interface ObservacaoCartaoPonto {
  id: number
  funcionarioId: number
  competenciaId: number
  observacao: string
}

/** SALDO_INICIAL: balance carried into the system; LANCAMENTO: entry by hand; PAGAMENTO: hours paid out. */
export type TipoLancamentoBanco = 'SALDO_INICIAL' | 'LANCAMENTO' | 'PAGAMENTO'

export interface LancamentoBancoHoras {
  id: number
  funcionarioId: number
  bancoHorasId: number
  data: IsoDate
  /** Signed; a PAGAMENTO is stored positive and subtracted. */
  minutos: number
  tipo: TipoLancamentoBanco
  observacao: string
}

export interface LancamentoBancoDias {
  id: number
  funcionarioId: number
  bancoDiasId: number
  data: IsoDate
  /** Signed days. */
  dias: number
  tipo: Exclude<TipoLancamentoBanco, 'PAGAMENTO'>
  observacao: string
}

export interface LancamentoBancoCompensacao {
  id: number
  funcionarioId: number
  bancoCompensacaoId: number
  data: IsoDate
  /** Signed. */
  minutos: number
  observacao: string
  /** The entry this one writes off (a baixa), if any. */
  baixaDeId?: number | null
}

/** One day of a shift roster (REG-034): the schedule of the day, or a rest day, and the hours planned (minutes). */
export interface EscalaDia {
  data: IsoDate
  quadroHorarioId: number | null
  folga: boolean
  horas: number | null
}

/** An employee's shift roster for one competence: one escalaDia per day of the competence. */
export interface Escala {
  id: number
  descricao: string
  competenciaId: number
  funcionarioId: number
  dias: EscalaDia[]
}

/** The service that talks to the clocks (REPs) of its network; the product only sends it messages. */
export interface Coletor {
  id: number
  descricao: string
  ip: string
  /** Whether the collector answers (an offline one fails every message). */
  online: boolean
  ultimoContato: string | null
  /** The employees sent to it (their templates and PINs live on its clocks). */
  funcionarioIds: number[]
}

export const TIPOS_EQUIPAMENTO = ['REP_C', 'REP_A', 'REP_P'] as const
export type TipoEquipamento = (typeof TIPOS_EQUIPAMENTO)[number]

/** A time clock (REP, Portaria 671): its 17-digit manufacturing number, where it stands and its collector. */
export interface Equipamento {
  id: number
  descricao: string
  tipo: TipoEquipamento
  numeroFabricacao: string
  modelo: string
  ip: string
  localTrabalhoId: number | null
  coletorId: number | null
  ativo: boolean
}

/** The days a company's closing period covers: from `diaInicio` of one month to the day before it in the next. */
export interface PeriodoFechamento {
  id: number
  descricao: string
  empresaId: number
  /** 1..28; 1 = the calendar month. */
  diaInicio: number
}

export const TIPOS_EVENTO = CODIGOS_TIPO_EVENTO
export type TipoEvento = (typeof TIPOS_EVENTO)[number]

/** A payroll event: the code under which the closing exports one of the time card's totals. */
export interface Evento {
  id: number
  codigo: string
  descricao: string
  tipo: TipoEvento
}

/** A layout of the closing's payroll export (/api/leiautes-folha): the contract's item. */
export type { LeiauteFolha }

/** Night premium rule: its window, percentage and whether the night hour counts 52m30s. */
export interface AdicionalNoturno {
  id: number
  descricao: string
  inicio: string
  fim: string
  percentual: number
  reducaoHoraNoturna: boolean
  /** The company whose employees the rule applies to; null: every company without a rule of its own. */
  empresaId: number | null
}

/** Kinds of batch action (doc2 §7 'Batch actions'). */
export type TipoAcaoLote =
  | 'JUSTIFICAR' | 'ALTERAR_FUNCIONARIOS' | 'VINCULAR_QUADRO_HORARIO' | 'VINCULAR_BANCO_HORAS'
  | 'VINCULAR_BANCO_COMPENSACAO' | 'VINCULAR_QUADRO_HORARIO_ESPECIAL' | 'ABONO_PONTO_FACULTATIVO'

/** A batch action done (BATCH-002..007): what was done, by whom, when, to which employees. Treatments point to it (acaoLoteId). */
export interface AcaoLote {
  id: number
  tipo: TipoAcaoLote
  /** Instant, ISO local date-time. */
  dataHora: string
  /** Name of the user who did it. */
  usuario: string
  dataInicial: IsoDate | null
  dataFinal: IsoDate | null
  /** What was applied, as label/value pairs shown on the batch-action view. */
  parametros: { label: string; valor: string }[]
  funcionarioIds: number[]
}

/** The whitelisted operations a maintenance script may run (the mock never runs its SQL text). */
export type OperacaoScript = 'RECALCULAR_COMPETENCIA' | 'LIMPAR_NOTIFICACOES' | 'CONTAR_REGISTROS'
export type SituacaoExecucao = 'SUCESSO' | 'ERRO'

/** An administrator's maintenance script: its text is documentation; 'Executar' runs its whitelisted operation. */
export interface Script {
  id: number
  nome: string
  descricao: string
  operacao: OperacaoScript
  corpo: string
  ultimaExecucao: string | null
  ultimoResultado: string | null
  ultimaSituacao: SituacaoExecucao | null
  executadoPor: string | null
}

export type TipoJobIntegrador = 'IMPORTACAO_FUNCIONARIOS' | 'IMPORTACAO_AFASTAMENTOS' | 'EXPORTACAO_FOLHA'
export type SituacaoJob = 'EXECUTANDO' | 'CONCLUIDO' | 'ERRO'

/** One run of an HR integrator's job: what it exchanged, when, and the records it could not take. */
export interface JobIntegrador {
  id: number
  integradorId: number
  tipo: TipoJobIntegrador
  situacao: SituacaoJob
  inicio: string
  fim: string | null
  registros: number
  erros: string[]
  /** The job this one re-runs, if any. */
  reexecucaoDe: number | null
  usuario: string
}

/** A bulk move of punches to another day (/move-marcacao), kept as the move's record. */
export interface MovimentacaoMarcacao {
  id: number
  dataHora: string
  usuario: string
  funcionarioId: number
  dataDestino: IsoDate
  marcacoes: { marcacaoId: number; data: IsoDate; hora: string; dataOrigem: IsoDate }[]
}

export interface Db {
  today: Date
  usuarios: Usuario[]
  empresas: Empresa[]
  departamentos: Departamento[]
  cargos: Cargo[]
  locaisTrabalho: LocalTrabalho[]
  classes: Classe[]
  horarios: Horario[]
  funcionarios: Funcionario[]
  competencias: Competencia[]
  fechamentos: Fechamento[]
  feriados: Feriado[]
  motivos: Motivo[]
  bancosDias: BancoDias[]
  bancosHoras: BancoHoras[]
  bancosCompensacao: BancoCompensacao[]
  tiposSolicitacao: TipoSolicitacao[]
  solicitacoes: Solicitacao[]
  notificacoes: Notificacao[]
  integradores: Integrador[]
  limites: Limites
  config: Config
  /** Time-card field configuration per empresa id. */
  configuracaoCampos: Record<number, ConfiguracaoCampos>
  registros: Registro[]
  marcacoes: Marcacao[]
  tratamentos: Tratamento[]
  movimentacoesRH: MovimentacaoRH[]
  aceites: Aceite[]
  bloqueios: Bloqueio[]
  observacoes: ObservacaoCartaoPonto[]
  lancamentosBancoHoras: LancamentoBancoHoras[]
  lancamentosBancoDias: LancamentoBancoDias[]
  lancamentosBancoCompensacao: LancamentoBancoCompensacao[]
  /** Employee-months ('funcionarioId:competenciaId') whose registros were generated (mock/timecard ensureMes). */
  mesesGerados: Record<string, true>
  escalas: Escala[]
  coletores: Coletor[]
  equipamentos: Equipamento[]
  periodosFechamento: PeriodoFechamento[]
  eventos: Evento[]
  adicionaisNoturnos: AdicionalNoturno[]
  /** Layouts of the payroll export (mock/handlers/leiautes-folha.ts seeds the table on first use). */
  leiautesFolha?: LeiauteFolha[]
  /** Batch actions done (mock/timecard/edicao/lote.ts fills it lazily with the seeded facultative-holiday excuses). */
  acoesLote?: AcaoLote[]
  /** AFD imports (mock/handlers/afd.ts creates the table on first use). */
  importacoesAfd?: ImportacaoAfd[]
  /** Maintenance scripts (mock/handlers/scripts.ts seeds the table on first use). */
  scripts?: Script[]
  /** Jobs of the HR integrators (mock/handlers/jobs-integrador.ts seeds the table on first use). */
  jobsIntegrador?: JobIntegrador[]
  /** Bulk punch moves done at /move-marcacao (mock/handlers/movimentacoes-marcacao.ts creates the table on first use). */
  movimentacoesMarcacao?: MovimentacaoMarcacao[]
  /** Protective equipment delivered to employees (mock/handlers/funcionario-paginas.ts creates the table on first use). */
  episFuncionario?: EpiFuncionario[]
  /** Filters saved by name per user and screen (mock/handlers/visoes-salvas.ts; seed/visoes-salvas.ts). */
  visoesSalvas?: VisaoSalva[]
  /** Every change of a time card, oldest first (mock/historico records them). */
  historico: AlteracaoCartao[]
  /** The last id each id sequence gave, by table (mock/db/queries.ts nextId creates it on first use). */
  sequencias?: Record<string, number>
  /** The undated registers closed competences are calculated with (mock/timecard/congelamento.ts). */
  congelamentos?: Congelamento[]
}

/** What a month's calculation reads of an employee's register; the rest of a card shows the register as it is now. */
export type FuncionarioDoCalculo = Pick<
  Funcionario,
  'id' | 'admissao' | 'demissao' | 'controlaPonto' | 'permiteHoraExtra' | 'empresaId' | 'quadrosHorario' | 'locaisTrabalho'
  | 'bancosHoras' | 'bancosDias' | 'bancosCompensacao'
>

/** The undated registers a month's calculation reads. */
export interface RegistrosDoCalculo
  extends Pick<Db, 'horarios' | 'empresas' | 'locaisTrabalho' | 'config' | 'adicionaisNoturnos' | 'bancosHoras' | 'bancosDias' | 'bancosCompensacao'> {
  funcionarios: FuncionarioDoCalculo[]
}

/** The registers as they were when the competences closed: one copy for every closing that found them the same. */
export interface Congelamento {
  competenciaIds: number[]
  registros: RegistrosDoCalculo
}

/** A day as stored, copied before or after a change: what undoing the change puts back. */
export interface EstadoDia {
  registroId: number
  funcionarioId: number
  competenciaId: number
  data: IsoDate
  /** The day's own settings; null when the day had no register yet. */
  registro: Pick<Registro, 'horarioId' | 'horarioEspecial' | 'folga' | 'observacao'> | null
  marcacoes: Marcacao[]
  tratamentos: Tratamento[]
}

/** A card as a whole, before or after a change. */
export interface EstadoCartao {
  observacao: string | null
  bloqueado: boolean
  fechada: boolean
}

/** A change of a time card as recorded: the API's fields and the stored states an undo restores. */
export interface AlteracaoCartao extends Omit<AlteracaoCartaoDto, 'desfazivel' | 'motivoNaoDesfazivel'> {
  estado: { alcance: 'DIA'; antes: EstadoDia; depois: EstadoDia } | { alcance: 'CARTAO'; antes: EstadoCartao; depois: EstadoCartao }
  /** Entries of the same request that must be undone together (a punch moved from one day to another). */
  vinculadas: number[]
  /** Why this change can never be undone (a clock punch, a request's approval…); null when it can. */
  naoDesfazivel: string | null
}

/** A screen's filter saved by name by one user: the screen's URL search params. */
export interface VisaoSalva {
  id: number
  /** Usuario id (the token `sub`). */
  usuarioId: string
  tela: string
  nome: string
  parametros: Record<string, string>
}

/** A delivery of personal protective equipment (EPI) to an employee: /funcionario/{id}/epis. */
export interface EpiFuncionario {
  id: number
  funcionarioId: number
  descricao: string
  /** Certificado de Aprovação of the equipment. */
  ca: string
  dataEntrega: IsoDate
  quantidade: number
  /** Valid until (inclusive); null when it does not expire. */
  validade: IsoDate | null
}
