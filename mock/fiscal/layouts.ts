import { alfa, CRLF, dataHora671, ddmmaaaa, hhmm, latin1Bytes, minutosHhmm, num } from './texto'

/**
 * Writers of the legal files generated from the processed time cards:
 * - AEJ (Arquivo Eletrônico de Jornada), Portaria MTP 671/2021 art. 83 and Anexo VI: records '01'..'08' and '99',
 *   fields separated by '|', one record per line (CRLF), ISO-8859-1. The CAdES signature (.p7s) is not produced.
 * - AFDT (Arquivo Fonte de Dados Tratados) and ACJEF (Arquivo de Controle de Jornada para Efeitos Fiscais),
 *   Portaria MTE 1510/2009 art. 12: fixed-width records with a 9-digit NSR, CRLF, ISO-8859-1.
 */

export interface EmpregadorFiscal {
  /** '1' CNPJ, '2' CPF. */
  tipoIdentificador: '1' | '2'
  cnpjCpf: string
  /** CEI/CAEPF/CNO, when the employer has one. */
  cei: string | null
  razaoSocial: string
}

export interface RepFiscal {
  numeroFabricacao: string
  tipo: 'REP_C' | 'REP_A' | 'REP_P'
}

export interface HorarioFiscal {
  codigo: string
  /** Daily workload in minutes. */
  duracao: number
  /** Entry/exit pairs 'HH:mm' of a working day. */
  pares: { entrada: string; saida: string }[]
}

export interface MarcacaoFiscal {
  data: string
  hora: string
  /** Manufacturing number of the clock that took it (null: none, e.g. an included punch). */
  rep: string | null
  /** E entry, S exit, D disregarded. */
  tipo: 'E' | 'S' | 'D'
  /** Pair of the day (1..4). */
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
  data: string
  codigoHorario: string | null
  primeiraEntrada: string | null
  horasDiurnas: number
  horasNoturnas: number
  extras: HoraExtraFiscal[]
  /** Absence, delay and early leave (minutes). */
  faltasAtrasos: number
  /** Whole day of unjustified absence. */
  falta: boolean
  /** DSR lost (minutes). */
  descontoDSR: number
  /** Signed hour-bank movement of the day (minutes). */
  saldoBanco: number
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

/** AEJ, Portaria 671 Anexo VI. */
export function escreverAej(d: DadosFiscais): Uint8Array<ArrayBuffer> {
  const linhas: string[] = []
  const reg = (...campos: (string | number)[]) => linhas.push(campos.map(String).join('|'))
  const contagem: Record<string, number> = {}
  const conta = (tipo: string) => (contagem[tipo] = (contagem[tipo] ?? 0) + 1)

  const cei = d.empregador.cei ? digitos(d.empregador.cei) : ''
  reg('01', d.empregador.tipoIdentificador, digitos(d.empregador.cnpjCpf), cei.length === 14 ? cei : '', cei.length === 12 ? cei : '', d.empregador.razaoSocial,
    d.inicio, d.fim, dataHora671(d.geradoEm), '001')
  conta('01')
  const idRep = new Map<string, number>()
  d.reps.forEach((r, i) => {
    idRep.set(r.numeroFabricacao, i + 1)
    reg('02', i + 1, TIPO_REP[r.tipo], num(r.numeroFabricacao, 17))
    conta('02')
  })
  d.vinculos.forEach((v, i) => {
    reg('03', i + 1, num(v.cpf, 11), v.nome)
    conta('03')
  })
  for (const h of d.horarios) {
    reg('04', h.codigo, h.duracao, ...h.pares.flatMap((p) => [hhmm(p.entrada), hhmm(p.saida)]))
    conta('04')
  }
  d.vinculos.forEach((v, i) => {
    for (const dia of v.dias) {
      for (const m of dia.marcacoes) {
        reg('05', i + 1, dataHora671(`${m.data}T${m.hora}`), m.rep ? (idRep.get(m.rep) ?? '') : '', m.tipo, m.par, m.fonte, dia.codigoHorario ?? '', m.motivo ?? '')
        conta('05')
      }
    }
  })
  d.vinculos.forEach((v, i) => {
    if (!v.matricula) return
    reg('06', i + 1, v.matricula)
    conta('06')
  })
  d.vinculos.forEach((v, i) => {
    for (const dia of v.dias) {
      if (dia.descontoDSR > 0) {
        reg('07', i + 1, '1', dia.data, dia.descontoDSR, '')
        conta('07')
      }
      if (dia.falta) {
        reg('07', i + 1, '2', dia.data, dia.faltasAtrasos, '')
        conta('07')
      }
      if (dia.saldoBanco !== 0) {
        reg('07', i + 1, '3', dia.data, Math.abs(dia.saldoBanco), dia.saldoBanco > 0 ? '1' : '2')
        conta('07')
      }
    }
  })
  reg('08', PROGRAMA.nome, PROGRAMA.versao, '1', PROGRAMA.cnpj, PROGRAMA.razaoSocial, PROGRAMA.email)
  conta('08')
  reg('99', ...['01', '02', '03', '04', '05', '06', '07', '08'].map((t) => contagem[t] ?? 0))
  return latin1Bytes(linhas.join(CRLF) + CRLF)
}

/** Header shared by the AFDT and the ACJEF (Portaria 1510): 215 characters. */
function cabecalho1510(d: DadosFiscais): string {
  return '000000000' + '1' + d.empregador.tipoIdentificador + num(d.empregador.cnpjCpf, 14) + num(d.empregador.cei ?? '', 12)
    + alfa(d.empregador.razaoSocial, 150) + ddmmaaaa(d.inicio) + ddmmaaaa(d.fim) + ddmmaaaa(d.geradoEm.slice(0, 10))
    + hhmm(d.geradoEm.slice(11, 16))
}

const TRAILER_1510 = '999999999' + '9'

/** AFDT, Portaria 1510: header (215), one record '2' per treated punch (155), trailer (10). */
export function escreverAfdt(d: DadosFiscais): Uint8Array<ArrayBuffer> {
  const linhas = [cabecalho1510(d)]
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

/** ACJEF, Portaria 1510: header (215), contractual schedules '2' (30), one record '3' per working day (91), trailer (10). */
export function escreverAcjef(d: DadosFiscais): Uint8Array<ArrayBuffer> {
  const linhas = [cabecalho1510(d)]
  let nsr = 1
  for (const h of d.horarios) {
    const primeiro = h.pares[0]
    const ultimo = h.pares.at(-1)
    const segundo = h.pares[1]
    linhas.push(num(nsr++, 9) + '2' + num(h.codigo, 4) + hhmm(primeiro?.entrada ?? '00:00') + hhmm(segundo ? (primeiro?.saida ?? '00:00') : '00:00')
      + hhmm(segundo?.entrada ?? '00:00') + hhmm(ultimo?.saida ?? '00:00'))
  }
  for (const v of d.vinculos) {
    for (const dia of v.dias) {
      if (!dia.primeiraEntrada && dia.faltasAtrasos === 0) continue
      const extras = [0, 1, 2, 3].map((i) => {
        const he = dia.extras[i]
        return he ? minutosHhmm(he.minutos) + percentual(he.percentual) + he.modalidade : '0000' + '0000' + ' '
      })
      linhas.push(num(nsr++, 9) + '3' + num(v.pis, 12) + ddmmaaaa(dia.data) + hhmm(dia.primeiraEntrada ?? '00:00')
        + num(dia.codigoHorario ?? '', 4) + minutosHhmm(dia.horasDiurnas) + minutosHhmm(dia.horasNoturnas) + extras.join('')
        + minutosHhmm(dia.faltasAtrasos) + (dia.saldoBanco < 0 ? '2' : '1') + minutosHhmm(Math.abs(dia.saldoBanco)))
    }
  }
  linhas.push(TRAILER_1510)
  return latin1Bytes(linhas.join(CRLF) + CRLF)
}
