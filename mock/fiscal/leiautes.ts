/**
 * The official field tables of the legal files, as data (docs/decisions.md, "Arquivos fiscais conforme os leiautes"):
 * - AEJ: Portaria MTP 671/2021, Anexo VI (leiaute do Arquivo Eletrônico de Jornada, versão "001"): records separated by
 *   '|', sizes as ranges ('1 a 150' → [1, 150]); an optional field left empty has size 0.
 * - AFDT and ACJEF: Portaria MTE 1510/2009, Anexos II and III: fixed positions; numeric fields right-aligned with
 *   zeros, alphanumeric ones left-aligned with spaces.
 * Where a line says "(interpretação)", the layout's text left room and the comment says what we read into it.
 */

/** The fields of one record, by name. */
export type Campos = Readonly<Record<string, string>>

/** Required always (true), never (false), or under the layout's condition. */
export type Obrigatoriedade = boolean | { quando: string; se: (r: Campos) => boolean }

/** AEJ: N numeric, A text, D 'AAAA-MM-DD', DH 'AAAA-MM-DDThh:mm:00ZZZZZ', H 'hhmm'. */
export type FormatoAej = 'N' | 'A' | 'D' | 'DH' | 'H'

export interface CampoAej {
  nome: string
  /** Exact size, or [least, most]. */
  tamanho: number | readonly [number, number]
  formato: FormatoAej
  obrigatorio: Obrigatoriedade
  valores?: readonly string[]
}

const tipo = (t: string): CampoAej => ({ nome: 'tipoReg', tamanho: 2, formato: 'N', obrigatorio: true, valores: [t] })
const vinculo: CampoAej = { nome: 'idtVinculoAej', tamanho: [1, 9], formato: 'N', obrigatorio: true }
const primeiraEntrada = (r: Campos) => r.tpMarc === 'E' && r.seqEntSaida === '001'

export const AEJ: Readonly<Record<string, readonly CampoAej[]>> = {
  '01': [
    tipo('01'),
    { nome: 'tpIdtEmpregador', tamanho: 1, formato: 'N', obrigatorio: true, valores: ['1', '2'] },
    // 14 digits for a CNPJ, 11 for a CPF (checked with tpIdtEmpregador).
    { nome: 'idtEmpregador', tamanho: [11, 14], formato: 'N', obrigatorio: true },
    { nome: 'caepf', tamanho: 14, formato: 'N', obrigatorio: false },
    { nome: 'cno', tamanho: 12, formato: 'N', obrigatorio: false },
    { nome: 'razaoOuNome', tamanho: [1, 150], formato: 'A', obrigatorio: true },
    { nome: 'dataInicialAej', tamanho: 10, formato: 'D', obrigatorio: true },
    { nome: 'dataFinalAej', tamanho: 10, formato: 'D', obrigatorio: true },
    { nome: 'dataHoraGerAej', tamanho: 24, formato: 'DH', obrigatorio: true },
    { nome: 'versaoAej', tamanho: 3, formato: 'A', obrigatorio: true, valores: ['001'] },
  ],
  '02': [
    tipo('02'),
    { nome: 'idRepAej', tamanho: [1, 9], formato: 'N', obrigatorio: true },
    { nome: 'tpRep', tamanho: 1, formato: 'N', obrigatorio: true, valores: ['1', '2', '3'] },
    // Manufacturing number (REP-C), agreement number (REP-A) or INPI registration (REP-P).
    { nome: 'nrRep', tamanho: 17, formato: 'N', obrigatorio: true },
  ],
  '03': [
    tipo('03'),
    vinculo,
    { nome: 'cpf', tamanho: 11, formato: 'N', obrigatorio: true },
    { nome: 'nomeEmp', tamanho: [1, 150], formato: 'A', obrigatorio: true },
  ],
  // Followed by hrEntradaNN/hrSaidaNN for each further pair (HORARIO_AEJ_PAR_EXTRA).
  '04': [
    tipo('04'),
    { nome: 'codHorContratual', tamanho: [1, 30], formato: 'A', obrigatorio: true },
    { nome: 'durJornada', tamanho: [1, 12], formato: 'N', obrigatorio: true },
    // (interpretação) Required by the layout; a schedule without fixed times (flexible, weekly workload) has none to
    // give, so both may be left empty together (see SEM_HORARIO_FIXO in validador.ts).
    { nome: 'hrEntrada01', tamanho: 4, formato: 'H', obrigatorio: true },
    { nome: 'hrSaida01', tamanho: 4, formato: 'H', obrigatorio: true },
  ],
  '05': [
    tipo('05'),
    vinculo,
    { nome: 'dataHoraMarc', tamanho: 24, formato: 'DH', obrigatorio: true },
    // (interpretação) The layout asks nrRep (record 02) for original punches: an original punch names its REP.
    { nome: 'idRepAej', tamanho: [0, 9], formato: 'N', obrigatorio: { quando: 'fonteMarc = "O"', se: (r) => r.fonteMarc === 'O' } },
    { nome: 'tpMarc', tamanho: 1, formato: 'A', obrigatorio: true, valores: ['E', 'S', 'D'] },
    { nome: 'seqEntSaida', tamanho: 3, formato: 'N', obrigatorio: true },
    { nome: 'fonteMarc', tamanho: 1, formato: 'A', obrigatorio: true, valores: ['O', 'I', 'P', 'X', 'T'] },
    { nome: 'codHorContratual', tamanho: [0, 30], formato: 'A', obrigatorio: { quando: 'tpMarc = "E" e seqEntSaida = "001"', se: primeiraEntrada } },
    { nome: 'motivo', tamanho: [0, 150], formato: 'A', obrigatorio: { quando: 'tpMarc = "D" ou fonteMarc = "I"', se: (r) => r.tpMarc === 'D' || r.fonteMarc === 'I' } },
  ],
  // Only for employees with more than one vínculo in the file (the record's title in the layout).
  '06': [
    tipo('06'),
    vinculo,
    { nome: 'matEsocial', tamanho: [1, 30], formato: 'A', obrigatorio: true },
  ],
  '07': [
    tipo('07'),
    vinculo,
    // 1 DSR, 2 falta não justificada, 3 movimento no banco de horas, 4 folga compensatória de feriado.
    { nome: 'tipoAusenOuComp', tamanho: 1, formato: 'N', obrigatorio: true, valores: ['1', '2', '3', '4'] },
    { nome: 'data', tamanho: 10, formato: 'D', obrigatorio: true },
    { nome: 'qtMinutos', tamanho: [0, 12], formato: 'N', obrigatorio: { quando: 'tipoAusenOuComp = "3"', se: (r) => r.tipoAusenOuComp === '3' } },
    // 1 inclusão de horas no banco, 2 compensação de horas do banco.
    { nome: 'tipoMovBH', tamanho: [0, 1], formato: 'N', obrigatorio: { quando: 'tipoAusenOuComp = "3"', se: (r) => r.tipoAusenOuComp === '3' }, valores: ['1', '2'] },
  ],
  '08': [
    tipo('08'),
    { nome: 'nomeProg', tamanho: [1, 150], formato: 'A', obrigatorio: true },
    { nome: 'versaoProg', tamanho: [1, 8], formato: 'A', obrigatorio: true },
    { nome: 'tpIdtDesenv', tamanho: 1, formato: 'N', obrigatorio: true, valores: ['1', '2'] },
    { nome: 'idtDesenv', tamanho: [11, 14], formato: 'N', obrigatorio: true },
    { nome: 'razaoNomeDesenv', tamanho: [1, 150], formato: 'A', obrigatorio: true },
    // The layout's table says N for the e-mail: read as text.
    { nome: 'emailDesenv', tamanho: [1, 50], formato: 'A', obrigatorio: true },
  ],
  '99': [tipo('99'), ...['01', '02', '03', '04', '05', '06', '07', '08'].map((t): CampoAej => ({ nome: `qtRegistrosTipo${t}`, tamanho: [1, 9], formato: 'N', obrigatorio: true }))],
}

/** A further pair of record 04 (hrEntrada02/hrSaida02, ...): both or neither. */
export const HORARIO_AEJ_PAR_EXTRA = (n: number): readonly CampoAej[] => {
  const nn = String(n).padStart(2, '0')
  return [
    { nome: `hrEntrada${nn}`, tamanho: [0, 4], formato: 'H', obrigatorio: false },
    { nome: `hrSaida${nn}`, tamanho: [0, 4], formato: 'H', obrigatorio: false },
  ]
}

/** The AEJ's last line: the signature is the CAdES .p7s file beside it; the line says so, in 100 positions. */
export const ASSINATURA_AEJ = 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' ')

/**
 * Portaria 1510: N digits, A text, data 'ddmmaaaa', hora a time of day 'hhmm', duracao an amount 'hhmm' (minutes
 * 00-59), percentual 3 integer positions and 1 decimal ('0500' = 50,0 %).
 */
export type Formato1510 = 'N' | 'A' | 'data' | 'hora' | 'duracao' | 'percentual'

export interface Campo1510 {
  nome: string
  /** Positions, 1-based and inclusive, as the layout's table prints them. */
  posicao: readonly [number, number]
  formato: Formato1510
  /** For an A field: not blank (N fields are always digits, zero-filled). */
  obrigatorio: Obrigatoriedade
  valores?: readonly string[]
}

const c = (nome: string, de: number, ate: number, formato: Formato1510, extra: Partial<Campo1510> = {}): Campo1510 =>
  ({ nome, posicao: [de, ate], formato, obrigatorio: formato !== 'A', ...extra })

/** Header (type 1) of the AFDT (Anexo II) and the ACJEF (Anexo III): 215 positions. */
const CABECALHO_1510: readonly Campo1510[] = [
  c('sequencial', 1, 9, 'N', { valores: ['000000000'] }),
  c('tipoRegistro', 10, 10, 'N', { valores: ['1'] }),
  c('tipoIdentificador', 11, 11, 'N', { valores: ['1', '2'] }),
  c('cnpjCpf', 12, 25, 'N'),
  // "CEI do empregador, quando existir": zeros when there is none.
  c('cei', 26, 37, 'N'),
  c('razaoSocial', 38, 187, 'A', { obrigatorio: true }),
  c('dataInicial', 188, 195, 'data'),
  c('dataFinal', 196, 203, 'data'),
  c('dataGeracao', 204, 211, 'data'),
  c('horaGeracao', 212, 215, 'hora'),
]

const TRAILER_1510: readonly Campo1510[] = [
  c('sequencial', 1, 9, 'N', { valores: ['999999999'] }),
  c('tipoRegistro', 10, 10, 'N', { valores: ['9'] }),
]

export const AFDT: Readonly<Record<string, readonly Campo1510[]>> = {
  '1': CABECALHO_1510,
  // Registro de marcação de ponto: 155 positions.
  '2': [
    c('nsr', 1, 9, 'N'),
    c('tipoRegistro', 10, 10, 'N', { valores: ['2'] }),
    c('dataMarcacao', 11, 18, 'data'),
    c('horaMarcacao', 19, 22, 'hora'),
    c('pis', 23, 34, 'N'),
    // Zeros for a punch that no REP took (an included one).
    c('numeroRep', 35, 51, 'N'),
    c('tipoMarcacao', 52, 52, 'A', { obrigatorio: true, valores: ['E', 'S', 'D'] }),
    // "Número seqüencial por empregado e jornada para o conjunto Entrada/Saída".
    c('sequencialParEntradaSaida', 53, 54, 'N'),
    c('tipoRegistroMarcacao', 55, 55, 'A', { obrigatorio: true, valores: ['O', 'I', 'P'] }),
    c('motivo', 56, 155, 'A', { obrigatorio: { quando: 'tipo de marcação "D" ou registro "I"', se: (r) => r.tipoMarcacao === 'D' || r.tipoRegistroMarcacao === 'I' } }),
  ],
  '9': TRAILER_1510,
}

const extra = (n: number, de: number): Campo1510[] => [
  c(`horasExtras${n}`, de, de + 3, 'duracao'),
  c(`percentualHorasExtras${n}`, de + 4, de + 7, 'percentual'),
  // "D" diurnas or "N" noturnas; blank when there is no overtime in the slot.
  c(`modalidadeHorasExtras${n}`, de + 8, de + 8, 'A', { obrigatorio: { quando: `horasExtras${n} > 0`, se: (r) => /[1-9]/.test(r[`horasExtras${n}`] ?? '') }, valores: ['D', 'N', ' '] }),
]

export const ACJEF: Readonly<Record<string, readonly Campo1510[]>> = {
  '1': CABECALHO_1510,
  // Horários contratuais: 30 positions. The layout's order is entrada, saída, início and fim do intervalo.
  '2': [
    c('nsr', 1, 9, 'N'),
    c('tipoRegistro', 10, 10, 'N', { valores: ['2'] }),
    c('codigoHorario', 11, 14, 'N'),
    c('entrada', 15, 18, 'hora'),
    c('saida', 19, 22, 'hora'),
    c('inicioIntervalo', 23, 26, 'hora'),
    c('fimIntervalo', 27, 30, 'hora'),
  ],
  // Detalhe, one per jornada: 91 positions.
  '3': [
    c('nsr', 1, 9, 'N'),
    c('tipoRegistro', 10, 10, 'N', { valores: ['3'] }),
    c('pis', 11, 22, 'N'),
    c('dataInicioJornada', 23, 30, 'data'),
    c('primeiraEntrada', 31, 34, 'hora'),
    c('codigoHorario', 35, 38, 'N'),
    c('horasDiurnas', 39, 42, 'duracao'),
    c('horasNoturnas', 43, 46, 'duracao'),
    ...extra(1, 47),
    ...extra(2, 56),
    ...extra(3, 65),
    ...extra(4, 74),
    c('faltasAtrasos', 83, 86, 'duracao'),
    c('sinalHorasCompensar', 87, 87, 'N', { valores: ['1', '2'] }),
    c('saldoHorasCompensar', 88, 91, 'duracao'),
  ],
  '9': TRAILER_1510,
}
