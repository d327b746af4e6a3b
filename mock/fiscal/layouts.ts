import { ASSINATURA_AEJ } from './leiautes'
import { alfa, CRLF, dataHora671, ddmmaaaa, hhmm, latin1Bytes, minutosHhmm, num, semControles } from './texto'

/**
 * Writers of the legal files generated from the processed time cards:
 * - AEJ (Arquivo Eletrônico de Jornada), Portaria MTP 671/2021 art. 83 and Anexo VI: records '01'..'08' and '99',
 *   fields separated by '|', one record per line (CRLF), ISO-8859-1, then the signature line; the CAdES signature
 *   (.p7s) it refers to is not produced.
 * - AFDT (Arquivo Fonte de Dados Tratados) and ACJEF (Arquivo de Controle de Jornada para Efeitos Fiscais),
 *   Portaria MTE 1510/2009 art. 12, Anexos II and III: fixed-width records with a 9-digit NSR, CRLF, ISO-8859-1.
 * validador.ts checks them against the layouts' tables (leiautes.ts).
 */

export interface EmpregadorFiscal {
  /** '1' CNPJ, '2' CPF. */
  tipoIdentificador: '1' | '2'
  cnpjCpf: string
  /** CEI (12 digits), when the employer has one: Portaria 1510 header. */
  cei: string | null
  /** CAEPF (14 digits) and CNO (12), when the employer has them: AEJ record 01. */
  caepf: string | null
  cno: string | null
  razaoSocial: string
}

export interface RepFiscal {
  numeroFabricacao: string
  tipo: 'REP_C' | 'REP_A' | 'REP_P'
}

export interface HorarioFiscal {
  codigo: string
  /** The contracted daily workload in minutes, night time counted in reduced hours (AEJ durJornada). */
  duracao: number
  /** Entry/exit pairs 'HH:mm' of a working day; none for a schedule without fixed times. */
  pares: { entrada: string; saida: string }[]
  /**
   * A record 04 of the AEJ only: the days of a schedule that contract otherwise ('011-SAB') or the employees without a
   * schedule ('SEM_HORARIO_FIXO'); the ACJEF's record 2 has a 4-digit numeric code and keeps one per schedule.
   */
  soAej?: boolean
}

export interface MarcacaoFiscal {
  data: string
  hora: string
  /** Manufacturing number of the clock that took it (null: none, e.g. an included punch). */
  rep: string | null
  /** E entry, S exit, D disregarded. */
  tipo: 'E' | 'S' | 'D'
  /** Pair of the jornada (1..4); for a disregarded punch, the pair in whose place it was made. */
  par: number
  /** O original, I included, P pre-marked. */
  fonte: 'O' | 'I' | 'P'
  motivo: string | null
}

export interface HoraExtraFiscal {
  minutos: number
  /** 50, 70, 100... */
  percentual: number
  modalidade: 'D' | 'N'
}

export interface DiaFiscal {
  /** The day the jornada starts. */
  data: string
  codigoHorario: string | null
  /** The AEJ's contractual schedule of the day (record 04) when it is not codigoHorario's; see HorarioFiscal.soAej. */
  codHorContratual?: string
  primeiraEntrada: string | null
  /** Ordinary (not overtime) day work, clock minutes. */
  horasDiurnas: number
  /** Ordinary (not overtime) night work, in reduced hours. */
  horasNoturnas: number
  /** Paid overtime as the card's horaExtraTotal (interjornada and interval included): day bands in clock minutes, night ones reduced. */
  extras: HoraExtraFiscal[]
  /** Absence, delay and early leave still discounted (minutes). */
  faltasAtrasos: number
  /** Minutes of a whole day of unjustified absence (0: the day was not one). */
  faltaDia: number
  /** A weekly rest day (DSR) the employee had: not worked, not on leave. */
  dsr: boolean
  /** Signed movements of the day in the hour bank and in the compensation bank (minutes). */
  bancoHoras: number
  compensacao: number
  marcacoes: MarcacaoFiscal[]
}

export interface VinculoFiscal {
  cpf: string
  pis: string
  nome: string
  matricula: string | null
  dias: DiaFiscal[]
}

export interface DadosFiscais {
  empregador: EmpregadorFiscal
  inicio: string
  fim: string
  /** Local 'yyyy-MM-ddTHH:mm'. */
  geradoEm: string
  reps: RepFiscal[]
  horarios: HorarioFiscal[]
  vinculos: VinculoFiscal[]
}

const TIPO_REP: Record<RepFiscal['tipo'], string> = { REP_C: '1', REP_A: '2', REP_P: '3' }

/** The software that writes the AEJ (record 08). */
export const PROGRAMA = { nome: 'Ponto', versao: '1.0.0', cnpj: '11222333000181', razaoSocial: 'Ponto Sistemas', email: 'suporte@ponto.dev' }

const digitos = (v: string) => v.replace(/\D/g, '')

/** The last date of the records: a night shift's last exit may fall the day after the period. */
function ultimaData(d: DadosFiscais): string {
  const datas = d.vinculos.flatMap((v) => v.dias.flatMap((dia) => dia.marcacoes.map((m) => m.data)))
  return datas.reduce((max, data) => (data > max ? data : max), d.fim)
}

/** An AEJ text field: no separator or line break inside, at most `max` characters. */
const textoAej = (v: string | null | undefined, max: number) => semControles(v ?? '').replaceAll('|', ' ').trim().slice(0, max)

/** AEJ, Portaria 671 Anexo VI. */
export function escreverAej(d: DadosFiscais): Uint8Array<ArrayBuffer> {
  const linhas: string[] = []
  const contagem: Record<string, number> = {}
  const reg = (tipo: string, ...campos: (string | number)[]) => {
    linhas.push([tipo, ...campos].map(String).join('|'))
    contagem[tipo] = (contagem[tipo] ?? 0) + 1
  }

  const { empregador } = d
  reg('01', empregador.tipoIdentificador, digitos(empregador.cnpjCpf), digitos(empregador.caepf ?? ''), digitos(empregador.cno ?? ''),
    textoAej(empregador.razaoSocial, 150), d.inicio, ultimaData(d), dataHora671(d.geradoEm), '001')
  const idRep = new Map<string, number>()
  d.reps.forEach((r, i) => {
    idRep.set(r.numeroFabricacao, i + 1)
    reg('02', i + 1, TIPO_REP[r.tipo], num(r.numeroFabricacao, 17))
  })
  d.vinculos.forEach((v, i) => reg('03', i + 1, num(v.cpf, 11), textoAej(v.nome, 150)))
  for (const h of d.horarios) {
    const pares = h.pares.length > 0 ? h.pares.flatMap((p) => [hhmm(p.entrada), hhmm(p.saida)]) : ['', '']
    reg('04', textoAej(h.codigo, 30), h.duracao, ...pares)
  }
  d.vinculos.forEach((v, i) => {
    for (const dia of v.dias) {
      for (const m of dia.marcacoes) {
        const primeiraEntrada = m.tipo === 'E' && m.par === 1
        reg('05', i + 1, dataHora671(`${m.data}T${m.hora}`), m.rep ? (idRep.get(m.rep) ?? '') : '', m.tipo, num(m.par, 3), m.fonte,
          primeiraEntrada ? textoAej(dia.codHorContratual ?? dia.codigoHorario, 30) : '', textoAej(m.motivo, 150))
      }
    }
  })
  // Record 06 is only for an employee with more than one vínculo in the file.
  const vinculosDoCpf = new Map<string, number>()
  for (const v of d.vinculos) vinculosDoCpf.set(digitos(v.cpf), (vinculosDoCpf.get(digitos(v.cpf)) ?? 0) + 1)
  d.vinculos.forEach((v, i) => {
    if ((vinculosDoCpf.get(digitos(v.cpf)) ?? 0) > 1) reg('06', i + 1, textoAej(v.matricula, 30))
  })
  d.vinculos.forEach((v, i) => {
    for (const dia of v.dias) {
      if (dia.dsr) reg('07', i + 1, '1', dia.data, '', '')
      if (dia.faltaDia > 0) reg('07', i + 1, '2', dia.data, dia.faltaDia, '')
      for (const movimento of [dia.bancoHoras, dia.compensacao]) {
        if (movimento !== 0) reg('07', i + 1, '3', dia.data, Math.abs(movimento), movimento > 0 ? '1' : '2')
      }
    }
  })
  reg('08', PROGRAMA.nome, PROGRAMA.versao, '1', PROGRAMA.cnpj, PROGRAMA.razaoSocial, PROGRAMA.email)
  linhas.push(['99', ...['01', '02', '03', '04', '05', '06', '07', '08'].map((t) => contagem[t] ?? 0)].join('|'))
  linhas.push(ASSINATURA_AEJ)
  return latin1Bytes(linhas.join(CRLF) + CRLF)
}

/** The Portaria 1510 header's CEI: a 12-digit CEI, else zeros (a CAEPF does not fit). */
const cei1510 = (e: EmpregadorFiscal) => num(e.cei && digitos(e.cei).length === 12 ? e.cei : '', 12)

/** Header shared by the AFDT and the ACJEF (Portaria 1510): 215 characters. */
function cabecalho1510(d: DadosFiscais, fimDosRegistros: string): string {
  return '000000000' + '1' + d.empregador.tipoIdentificador + num(d.empregador.cnpjCpf, 14) + cei1510(d.empregador)
    + alfa(d.empregador.razaoSocial, 150) + ddmmaaaa(d.inicio) + ddmmaaaa(fimDosRegistros) + ddmmaaaa(d.geradoEm.slice(0, 10))
    + hhmm(d.geradoEm.slice(11, 16))
}

const TRAILER_1510 = '999999999' + '9'

/** AFDT, Portaria 1510: header (215), one record '2' per treated punch (155), trailer (10). */
export function escreverAfdt(d: DadosFiscais): Uint8Array<ArrayBuffer> {
  const linhas = [cabecalho1510(d, ultimaData(d))]
  let nsr = 1
  for (const v of d.vinculos) {
    for (const dia of v.dias) {
      for (const m of dia.marcacoes) {
        linhas.push(num(nsr++, 9) + '2' + ddmmaaaa(m.data) + hhmm(m.hora) + num(v.pis, 12) + num(m.rep ?? '', 17) + m.tipo
          + num(m.par, 2) + m.fonte + alfa(m.motivo, 100))
      }
    }
  }
  linhas.push(TRAILER_1510)
  return latin1Bytes(linhas.join(CRLF) + CRLF)
}

/** ACJEF's overtime percentage: 3 integer positions and 1 decimal (50 % = '0500', 100 % = '1000'). */
const percentual = (p: number) => num(Math.round(p * 10), 4)

const SEM_EXTRA = '0000' + '0000' + ' '

/** Overtime fields of a record 3 (HE1..HE4). */
const CAMPOS_EXTRA = 4

/** The record 3s of a jornada's overtime: four kinds each, at least one (docs/decisions.md, "Mais de quatro horas extras"). */
function gruposDeExtras(extras: readonly HoraExtraFiscal[]): HoraExtraFiscal[][] {
  const grupos: HoraExtraFiscal[][] = []
  for (let i = 0; i < extras.length; i += CAMPOS_EXTRA) grupos.push(extras.slice(i, i + CAMPOS_EXTRA))
  return grupos.length > 0 ? grupos : [[]]
}

/** A day the ACJEF writes (record 3): worked, owing hours, with overtime (a week's, settled on it) or moving a bank. */
const temJornada = (dia: DiaFiscal) =>
  dia.primeiraEntrada !== null || dia.faltasAtrasos > 0 || dia.extras.length > 0 || dia.bancoHoras + dia.compensacao !== 0
  || dia.horasDiurnas + dia.horasNoturnas > 0

/**
 * ACJEF, Portaria 1510: header (215), contractual schedules '2' (30: entrada, saída, início and fim do intervalo),
 * one record '3' per jornada (91; one more for each further four kinds of overtime), trailer (10). Hours sent to a
 * bank are "horas para compensar" (fields 22-23).
 */
export function escreverAcjef(d: DadosFiscais): Uint8Array<ArrayBuffer> {
  const linhas = [cabecalho1510(d, d.fim)]
  let nsr = 1
  for (const h of d.horarios.filter((x) => !x.soAej)) {
    const [primeiro, segundo] = h.pares
    const ultimo = h.pares.at(-1)
    linhas.push(num(nsr++, 9) + '2' + num(h.codigo, 4) + hhmm(primeiro?.entrada ?? '00:00') + hhmm(ultimo?.saida ?? '00:00')
      + hhmm(segundo ? primeiro!.saida : '00:00') + hhmm(segundo?.entrada ?? '00:00'))
  }
  for (const v of d.vinculos) {
    for (const dia of v.dias.filter(temJornada)) {
      const jornada = num(v.pis, 12) + ddmmaaaa(dia.data) + hhmm(dia.primeiraEntrada ?? '00:00') + num(dia.codigoHorario ?? '', 4)
      const compensar = dia.bancoHoras + dia.compensacao
      // More than four kinds of overtime go on in further records of the same jornada, with nothing else in them.
      gruposDeExtras(dia.extras).forEach((grupo, i) => {
        const extras = Array.from({ length: CAMPOS_EXTRA }, (_, j) => {
          const he = grupo[j]
          return he ? minutosHhmm(he.minutos) + percentual(he.percentual) + he.modalidade : SEM_EXTRA
        })
        const primeiro = i === 0
        linhas.push(num(nsr++, 9) + '3' + jornada
          + minutosHhmm(primeiro ? dia.horasDiurnas : 0) + minutosHhmm(primeiro ? dia.horasNoturnas : 0) + extras.join('')
          + minutosHhmm(primeiro ? dia.faltasAtrasos : 0) + (primeiro && compensar < 0 ? '2' : '1') + minutosHhmm(primeiro ? Math.abs(compensar) : 0))
      })
    }
  }
  linhas.push(TRAILER_1510)
  return latin1Bytes(linhas.join(CRLF) + CRLF)
}
