import { createHash } from 'node:crypto'
import { alfa, crc16Kermit, crc16Modbus, CRLF, dataHora671, ddmmaaaa, hhmm, latin1Bytes, latin1Text, num } from './texto'

/**
 * The AFD (Arquivo Fonte de Dados) a clock (REP) writes: Portaria MTP 671/2021 (Anexo V, leiaute 003) and
 * Portaria MTE 1510/2009 (Anexo I). Fixed-width records, one per line (CRLF), ISO-8859-1.
 *
 * 671 records (length): 1 cabeçalho (302), 2 empresa (331), 3 marcação REP-C/REP-A (50), 4 ajuste do relógio (73),
 * 5 empregado (118), 6 evento sensível (36), 7 marcação REP-P (137), 9 trailer (64); an optional 100-character
 * digital-signature line may follow the trailer. Records 1 to 5 end with a CRC-16 (KERMIT; MODBUS accepted),
 * record 7 with a SHA-256 (64 hex digits).
 * 1510 records: 1 cabeçalho (232), 2 empresa (299), 3 marcação (34), 4 ajuste (34), 5 empregado (87), 9 trailer (46).
 */

export type PortariaAfd = '671' | '1510'

export const TAMANHOS: Record<PortariaAfd, Record<string, number>> = {
  '671': { '1': 302, '2': 331, '3': 50, '4': 73, '5': 118, '6': 36, '7': 137, '9': 64 },
  '1510': { '1': 232, '2': 299, '3': 34, '4': 34, '5': 87, '9': 46 },
}

/** Records of the 671 layout whose last 4 characters are a CRC-16 of the rest. */
const COM_CRC = new Set(['1', '2', '3', '4', '5'])
const ASSINATURA = 100

export interface ErroAfd {
  /** 1-based line of the file (0: the file as a whole). */
  linha: number
  mensagem: string
}

export interface MarcacaoAfd {
  linha: number
  nsr: number
  data: string
  hora: string
  /** 671: the employee's CPF (11 digits). */
  cpf: string | null
  /** 1510: the employee's PIS (11 digits). */
  pis: string | null
}

export interface CabecalhoAfd {
  tipoIdentificador: '1' | '2'
  cnpjCpf: string
  razaoSocial: string
  numeroFabricacao: string
  inicio: string
  fim: string
}

export interface AfdLido {
  portaria: PortariaAfd | null
  cabecalho: CabecalhoAfd | null
  marcacoes: MarcacaoAfd[]
  erros: ErroAfd[]
  linhas: number
  /** The CRC-16 the records use (671 only). */
  crc: 'KERMIT' | 'MODBUS' | null
}

/**
 * The hash of a REP-P punch (type 7): SHA-256, in hex, of the record's first 73 characters (fields 1 to 7) followed by
 * the hash of the previous type-7 record (nothing for the first): each punch seals the ones before it.
 */
export function hashTipo7(corpo: string, hashAnterior: string): string {
  return createHash('sha256').update(latin1Bytes(corpo.slice(0, 73) + hashAnterior)).digest('hex').toUpperCase()
}

/** The web clock's collector in a type-7 record (Portaria 671, Anexo V): 02, the browser. */
export const COLETOR_NAVEGADOR = '02'

/**
 * A REP-P punch record (type 7, leiaute 003): NSR, type, recording date-time, CPF, punch date-time, collector, online
 * flag (0) and the hash sealing it to the record before (`hashAnterior`, '' for the first).
 */
export function registroTipo7(nsr: number, dataHora: string, cpf: string, hashAnterior: string, coletor = COLETOR_NAVEGADOR): string {
  const corpo = num(nsr, 9) + '7' + dataHora671(dataHora) + num(cpf, 12) + dataHora671(dataHora) + coletor + '0'
  return corpo + hashTipo7(corpo, hashAnterior)
}

/** The hash a type-7 record carries (its last 64 characters). */
export const hashDoRegistroTipo7 = (linha: string) => linha.slice(73)

/** Clocks in the field write the 12-position CPF of a punch left-aligned with a trailing space: accept both. */
function cpfDoRegistro(campo: string): string | null {
  if (/^\d{12}$/.test(campo)) return campo.startsWith('0') ? campo.slice(1) : null
  const m = /^ ?(\d{11}) ?$/.exec(campo)
  return m ? (m[1] as string) : null
}

/** A digital-signature line after the trailer (REP-C): base64 or hex text, not a record. */
const ASSINATURA_DIGITAL = /^[A-Za-z0-9+/=_ -]{32,}$/

const DATA_HORA_671 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-]\d{4})$/

function dataValida(ano: number, mes: number, dia: number): boolean {
  const d = new Date(Date.UTC(ano, mes - 1, dia))
  return d.getUTCFullYear() === ano && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia
}

const iso = (ano: string, mes: string, dia: string) => `${ano}-${mes}-${dia}`

/** '2026-11-16T08:00:00-0300' → ['2026-11-16', '08:00'] or null. */
function lerDataHora671(valor: string): [string, string] | null {
  const m = DATA_HORA_671.exec(valor)
  if (!m) return null
  const [, a, me, d, h, mi, s] = m as unknown as string[]
  if (!dataValida(Number(a), Number(me), Number(d)) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null
  return [iso(a!, me!, d!), `${h}:${mi}`]
}

/** 'ddMMyyyy' → 'yyyy-MM-dd' or null. */
function lerData1510(valor: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(valor)
  if (!m) return null
  const [, d, me, a] = m as unknown as string[]
  return dataValida(Number(a), Number(me), Number(d)) ? iso(a!, me!, d!) : null
}

/** 'HHmm' → 'HH:mm' or null. */
function lerHora1510(valor: string): string | null {
  const m = /^(\d{2})(\d{2})$/.exec(valor)
  return m && Number(m[1]) <= 23 && Number(m[2]) <= 59 ? `${m[1]}:${m[2]}` : null
}

/** Bytes 0x80..0x9F are control codes in ISO-8859-1: text holding them (or UTF-8 sequences) is in another encoding. */
function encodingInvalido(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!
    if (b >= 0x80 && b <= 0x9f) return true
    // A UTF-8 lead byte followed by continuation bytes: 'Ã' + 0x80..0xBF decodes as 'Ã£', 'Ã§'...
    if (b >= 0xc2 && b <= 0xf4) {
      const next = bytes[i + 1]
      if (next !== undefined && next >= 0x80 && next <= 0xbf) return true
    }
  }
  return false
}

function linhasDe(texto: string): string[] {
  const linhas = texto.split(/\r?\n/)
  while (linhas.length > 0 && linhas[linhas.length - 1] === '') linhas.pop()
  return linhas
}

function detectarPortaria(primeira: string | undefined): PortariaAfd | null {
  if (!primeira || primeira.slice(9, 10) !== '1') return null
  if (primeira.length === TAMANHOS['671']['1'] && primeira.slice(250, 253) === '003') return '671'
  if (primeira.length === TAMANHOS['1510']['1']) return '1510'
  return null
}

const nsrTxt = (n: number) => String(n).padStart(9, '0')

const BOM_UTF8 = [0xef, 0xbb, 0xbf]
const FIM_DE_ARQUIVO = 0x1a

/**
 * The file without what editors and old export tools add around the records: a UTF-8 byte order mark before them
 * (Notepad's "UTF-8 with BOM") and the DOS end-of-file mark (Ctrl-Z) after them.
 */
function semMarcasDeEditor(bytes: Uint8Array): Uint8Array {
  const inicio = BOM_UTF8.every((b, i) => bytes[i] === b) ? BOM_UTF8.length : 0
  let fim = bytes.length
  while (fim > inicio && [FIM_DE_ARQUIVO, 0x0a, 0x0d].includes(bytes[fim - 1]!)) fim--
  return bytes.subarray(inicio, bytes.subarray(fim).includes(FIM_DE_ARQUIVO) ? fim : bytes.length)
}

/**
 * Reads an AFD: detects the layout from the header (or uses `portaria`), checks every line (record type,
 * length, NSR order, CRC-16, dates, CPF/PIS, trailer counts) and lists the punches (types 3 and 7).
 * Any error makes the file unusable: callers import nothing when `erros` is not empty.
 */
export function lerAfd(arquivo: Uint8Array, portariaInformada?: PortariaAfd): AfdLido {
  const bytes = semMarcasDeEditor(arquivo)
  const erros: ErroAfd[] = []
  const marcacoes: MarcacaoAfd[] = []
  const texto = latin1Text(bytes)
  const linhas = linhasDe(texto)
  const resultado: AfdLido = { portaria: null, cabecalho: null, marcacoes, erros, linhas: linhas.length, crc: null }
  if (linhas.length === 0) {
    erros.push({ linha: 0, mensagem: 'Arquivo vazio.' })
    return resultado
  }
  if (encodingInvalido(bytes)) {
    erros.push({ linha: 0, mensagem: 'Codificação inválida: o AFD deve estar em ISO-8859-1 (Latin-1); o arquivo parece estar em UTF-8.' })
  }
  const detectada = detectarPortaria(linhas[0])
  const portaria = portariaInformada ?? detectada
  if (!portaria) {
    erros.push({
      linha: 1,
      mensagem: `Cabeçalho não reconhecido: esperado registro tipo 1 com ${TAMANHOS['671']['1']} caracteres (Portaria 671, leiaute 003) ou ${TAMANHOS['1510']['1']} caracteres (Portaria 1510); encontrado ${linhas[0]!.length} caracteres.`,
    })
    return resultado
  }
  resultado.portaria = portaria
  if (portariaInformada && detectada && detectada !== portariaInformada) {
    erros.push({ linha: 1, mensagem: `O arquivo segue a Portaria ${detectada}, não a ${portariaInformada}.` })
    return resultado
  }
  const tamanhos = TAMANHOS[portaria]
  const contagem: Record<string, number> = {}
  let ultimoNsr: number | null = null
  const estado: { trailer: { linha: number; texto: string } | null } = { trailer: null }
  const crcs = { KERMIT: 0, MODBUS: 0 }
  /** Records whose CRC-16 is neither KERMIT nor MODBUS: reported once the file's own variant is known. */
  const crcsInvalidos: { linha: number; informado: string; corpo: string }[] = []
  const cadeia = { anterior: '', quebrada: false, iniciada: false }

  linhas.forEach((linha, i) => {
    const n = i + 1
    const erro = (mensagem: string) => erros.push({ linha: n, mensagem })
    if (estado.trailer) {
      const assinatura = linha.length === ASSINATURA || ASSINATURA_DIGITAL.test(linha)
      if (portaria === '671' && n === linhas.length && assinatura && estado.trailer.linha === n - 1) return
      erro('Registro após o trailer (tipo 9).')
      return
    }
    if (n === 1) {
      if (linha.slice(9, 10) !== '1') return erro('O primeiro registro deve ser o cabeçalho (tipo 1).')
    }
    const ehTrailer = linha.startsWith('999999999') && linha.slice(-1) === '9'
    const tipo = n === 1 ? '1' : ehTrailer ? '9' : linha.slice(9, 10)
    const esperado = tamanhos[tipo]
    if (esperado === undefined) return erro(`Tipo de registro desconhecido: "${linha.slice(9, 10)}".`)
    if (n > 1 && tipo === '1') return erro('Cabeçalho (tipo 1) repetido.')
    if (linha.length !== esperado) {
      return erro(`Tamanho inválido para o registro tipo ${tipo}: ${linha.length} caracteres (esperado ${esperado}).`)
    }
    if (tipo === '9') {
      estado.trailer = { linha: n, texto: linha }
      return
    }
    if (tipo !== '1') contagem[tipo] = (contagem[tipo] ?? 0) + 1
    if (portaria === '671' && COM_CRC.has(tipo)) {
      const informado = linha.slice(-4).toUpperCase()
      const corpo = linha.slice(0, -4)
      if (informado === crc16Kermit(corpo)) crcs.KERMIT++
      else if (informado === crc16Modbus(corpo)) crcs.MODBUS++
      else {
        crcsInvalidos.push({ linha: n, informado: linha.slice(-4), corpo })
        return
      }
    }
    if (tipo === '1') {
      resultado.cabecalho = cabecalhoDe(linha, portaria, erro)
      return
    }
    const nsrTexto = linha.slice(0, 9)
    if (!/^\d{9}$/.test(nsrTexto)) return erro(`NSR inválido: "${nsrTexto}".`)
    const nsr = Number(nsrTexto)
    if (ultimoNsr !== null && nsr <= ultimoNsr) {
      erro(`NSR fora de ordem: ${nsrTexto} depois de ${nsrTxt(ultimoNsr)}.`)
    }
    ultimoNsr = nsr
    if (tipo === '3' || tipo === '7') {
      const marcacao = marcacaoDe(linha, tipo, portaria, n, nsr, erro)
      if (marcacao) marcacoes.push(marcacao)
    }
    if (tipo === '7' && !cadeia.quebrada) {
      const informado = linha.slice(73).toUpperCase()
      // A period's file starts mid-chain: its first record is sealed to one outside the file (unless it is NSR 1).
      const inicioSemAnterior = !cadeia.iniciada && nsr !== 1
      cadeia.iniciada = true
      if (!inicioSemAnterior && informado !== hashTipo7(linha, cadeia.anterior)) {
        cadeia.quebrada = true
        erro('Cadeia de hash (SHA-256) dos registros tipo 7 quebrada: o registro foi alterado, removido ou reordenado.')
      }
      cadeia.anterior = informado
    }
  })

  resultado.crc = portaria === '671' ? (crcs.MODBUS > crcs.KERMIT ? 'MODBUS' : 'KERMIT') : null
  // The expected value in the variant the file's other records use: a MODBUS clock's operator compares it with hers.
  for (const { linha, informado, corpo } of crcsInvalidos) {
    const calculado = resultado.crc === 'MODBUS' ? `${crc16Modbus(corpo)} (CRC-16/MODBUS, como nos demais registros)` : crc16Kermit(corpo)
    erros.push({ linha, mensagem: `CRC-16 inválido: informado "${informado}", calculado ${calculado}.` })
  }
  // A missing trailer is reported after the last record's own errors (same line number, sorted stably).
  const trailer = estado.trailer
  if (!trailer) {
    erros.push({ linha: linhas.length, mensagem: 'Trailer (registro tipo 9) ausente: o arquivo está incompleto (truncado?).' })
  } else {
    const { linha, texto: t } = trailer
    const tipos = portaria === '671' ? ['2', '3', '4', '5', '6', '7'] : ['2', '3', '4', '5']
    tipos.forEach((tipo, k) => {
      const campo = t.slice(9 + k * 9, 18 + k * 9)
      const encontrado = contagem[tipo] ?? 0
      if (!/^\d{9}$/.test(campo) || Number(campo) !== encontrado) {
        erros.push({ linha, mensagem: `Trailer: quantidade de registros tipo ${tipo} informada "${campo}", encontrada ${encontrado}.` })
      }
    })
  }
  erros.sort((a, b) => a.linha - b.linha)
  return resultado
}

function cabecalhoDe(linha: string, portaria: PortariaAfd, erro: (m: string) => void): CabecalhoAfd | null {
  const tipoIdentificador = linha.slice(10, 11)
  if (tipoIdentificador !== '1' && tipoIdentificador !== '2') {
    erro(`Tipo de identificador do empregador inválido: "${tipoIdentificador}" (1 = CNPJ, 2 = CPF).`)
    return null
  }
  const cnpjCpf = linha.slice(11, 25)
  if (!/^\d{14}$/.test(cnpjCpf)) erro(`CNPJ/CPF do empregador inválido: "${cnpjCpf}".`)
  if (portaria === '671') {
    const inicio = /^\d{4}-\d{2}-\d{2}$/.test(linha.slice(206, 216)) ? linha.slice(206, 216) : null
    const fim = /^\d{4}-\d{2}-\d{2}$/.test(linha.slice(216, 226)) ? linha.slice(216, 226) : null
    if (!inicio || !fim) erro('Datas inicial e final do cabeçalho inválidas (formato AAAA-MM-DD).')
    return {
      tipoIdentificador, cnpjCpf, razaoSocial: linha.slice(39, 189).trim(), numeroFabricacao: linha.slice(189, 206),
      inicio: inicio ?? '', fim: fim ?? '',
    }
  }
  const inicio = lerData1510(linha.slice(204, 212))
  const fim = lerData1510(linha.slice(212, 220))
  if (!inicio || !fim) erro('Datas inicial e final do cabeçalho inválidas (formato DDMMAAAA).')
  return {
    tipoIdentificador, cnpjCpf, razaoSocial: linha.slice(37, 187).trim(), numeroFabricacao: linha.slice(187, 204),
    inicio: inicio ?? '', fim: fim ?? '',
  }
}

function marcacaoDe(linha: string, tipo: string, portaria: PortariaAfd, n: number, nsr: number, erro: (m: string) => void): MarcacaoAfd | null {
  if (portaria === '671') {
    const quando = lerDataHora671(linha.slice(10, 34))
    if (!quando) {
      erro(`Data/hora da marcação inválida: "${linha.slice(10, 34)}".`)
      return null
    }
    const cpf = cpfDoRegistro(linha.slice(34, 46))
    if (!cpf) {
      erro(`CPF do empregado inválido: "${linha.slice(34, 46)}".`)
      return null
    }
    if (tipo === '7') {
      if (!lerDataHora671(linha.slice(46, 70))) erro(`Data/hora de gravação inválida: "${linha.slice(46, 70)}".`)
      if (!/^[0-9a-fA-F]{64}$/.test(linha.slice(73, 137))) erro('Hash SHA-256 do registro tipo 7 inválido (64 dígitos hexadecimais).')
    }
    return { linha: n, nsr, data: quando[0], hora: quando[1], cpf, pis: null }
  }
  const data = lerData1510(linha.slice(10, 18))
  const hora = lerHora1510(linha.slice(18, 22))
  if (!data || !hora) {
    erro(`Data/hora da marcação inválida: "${linha.slice(10, 22)}".`)
    return null
  }
  const pis = linha.slice(22, 34)
  if (!/^\d{12}$/.test(pis)) {
    erro(`PIS do empregado inválido: "${pis}".`)
    return null
  }
  return { linha: n, nsr, data, hora, cpf: null, pis: pis.slice(1) }
}

/* ------------------------------------------------------------------ writers (fixtures, demo files) */

export interface AfdEntrada {
  cnpj: string
  razaoSocial: string
  numeroFabricacao: string
  inicio: string
  fim: string
  /** Local 'yyyy-MM-ddTHH:mm' of the file's generation. */
  geradoEm: string
  /** First NSR of the punches (the next ones follow). */
  primeiroNsr?: number
  /** A REP-P's file: the punches are type 7 records chained by their SHA-256 (else REP-C type 3 with a CRC-16). */
  repP?: boolean
  marcacoes: { dataHora: string; cpf?: string; pis?: string }[]
  /** A REP-P's records as it wrote them (instead of `marcacoes`): the file carries them verbatim. */
  registrosTipo7?: readonly string[]
}

/** An AFD of Portaria 671 (leiaute 003) with REP-C punches (type 3), CRC-16/KERMIT, as ISO-8859-1 bytes. */
export function escreverAfd671(e: AfdEntrada): Uint8Array<ArrayBuffer> {
  const comCrc = (corpo: string) => corpo + crc16Kermit(corpo)
  const header = comCrc(
    '000000000' + '1' + '1' + num(e.cnpj, 14) + num('', 14) + alfa(e.razaoSocial, 150) + num(e.numeroFabricacao, 17)
      + e.inicio + e.fim + dataHora671(e.geradoEm) + '003' + '1' + num(e.cnpj, 14) + alfa(e.repP ? 'Ponto REP-P' : 'Ponto REP-C', 30),
  )
  let nsr = e.primeiroNsr ?? 1
  let hash = ''
  const registros = e.registrosTipo7 ? [...e.registrosTipo7] : e.marcacoes.map((m) => {
    if (!e.repP) return comCrc(num(nsr++, 9) + '3' + dataHora671(m.dataHora) + num(m.cpf ?? '', 12))
    const linha = registroTipo7(nsr++, m.dataHora, m.cpf ?? '', hash)
    hash = hashDoRegistroTipo7(linha)
    return linha
  })
  const [tipo3, tipo7] = e.repP || e.registrosTipo7 ? [0, registros.length] : [registros.length, 0]
  const trailer = '999999999' + num(0, 9) + num(tipo3, 9) + num(0, 9) + num(0, 9) + num(0, 9) + num(tipo7, 9) + '9'
  return latin1Bytes([header, ...registros, trailer].join(CRLF) + CRLF)
}

/** An AFD of Portaria 1510 with punches (type 3), as ISO-8859-1 bytes. */
export function escreverAfd1510(e: AfdEntrada): Uint8Array<ArrayBuffer> {
  const header = '000000000' + '1' + '1' + num(e.cnpj, 14) + num('', 12) + alfa(e.razaoSocial, 150) + num(e.numeroFabricacao, 17)
    + ddmmaaaa(e.inicio) + ddmmaaaa(e.fim) + ddmmaaaa(e.geradoEm.slice(0, 10)) + hhmm(e.geradoEm.slice(11, 16))
  let nsr = e.primeiroNsr ?? 1
  const registros = e.marcacoes.map((m) => num(nsr++, 9) + '3' + ddmmaaaa(m.dataHora.slice(0, 10)) + hhmm(m.dataHora.slice(11, 16)) + num(m.pis ?? '', 12))
  const trailer = '999999999' + num(0, 9) + num(registros.length, 9) + num(0, 9) + num(0, 9) + '9'
  return latin1Bytes([header, ...registros, trailer].join(CRLF) + CRLF)
}
