import {
  ACJEF, AEJ, AFDT, ASSINATURA_AEJ, HORARIO_AEJ_PAR_EXTRA,
  type Campo1510, type CampoAej, type Campos, type Obrigatoriedade,
} from './leiautes'
import { latin1Text } from './texto'
import { cnpjWithCheckDigits, cpfWithCheckDigits, pisWithCheckDigit } from '@/shared/lib/identifiers'

/**
 * Checks a generated legal file against its layout's field table (leiautes.ts): structure, record order, each
 * field's size, format, allowed values and whether it is required, then the references between records.
 */

export interface Violacao {
  /** 1-based line of the file (0: the file as a whole). */
  linha: number
  campo: string
  problema: string
}

export type Leiaute = 'AEJ' | 'AFDT' | 'ACJEF'

export function validar(leiaute: Leiaute, arquivo: Uint8Array | string): Violacao[] {
  const texto = typeof arquivo === 'string' ? arquivo : latin1Text(arquivo)
  const { linhas, violacoes } = separarLinhas(texto)
  if (leiaute === 'AEJ') violacoes.push(...validarAej(linhas))
  else violacoes.push(...validar1510(leiaute, linhas))
  return violacoes.sort((a, b) => a.linha - b.linha)
}

/** Both layouts: ISO-8859-1 text, one record a line ended by CR LF, no blank lines. */
function separarLinhas(texto: string): { linhas: string[]; violacoes: Violacao[] } {
  const violacoes: Violacao[] = []
  if ([...texto].some((ch) => ch.charCodeAt(0) > 0xff)) violacoes.push({ linha: 0, campo: '(arquivo)', problema: 'caractere fora do ISO-8859-1' })
  if (!texto.endsWith('\r\n')) violacoes.push({ linha: 0, campo: '(arquivo)', problema: 'a última linha não termina em CR LF' })
  const linhas = texto.split('\r\n')
  if (linhas.at(-1) === '') linhas.pop()
  linhas.forEach((l, i) => {
    if (l === '') violacoes.push({ linha: i + 1, campo: '(registro)', problema: 'linha em branco' })
    if (/[\r\n]/.test(l)) violacoes.push({ linha: i + 1, campo: '(registro)', problema: 'quebra de linha que não é CR LF' })
    if ([...l].some((ch) => ch.charCodeAt(0) < 0x20 && ch !== '\r' && ch !== '\n')) violacoes.push({ linha: i + 1, campo: '(registro)', problema: 'caractere de controle' })
  })
  return { linhas, violacoes }
}

function exigido(o: Obrigatoriedade, r: Campos): { sim: boolean; porque: string } {
  if (typeof o === 'boolean') return { sim: o, porque: 'obrigatório' }
  return { sim: o.se(r), porque: `obrigatório quando ${o.quando}` }
}

const DIAS_NO_MES = (ano: number, mes: number) => new Date(Date.UTC(ano, mes, 0)).getUTCDate()

function dataValida(ano: number, mes: number, dia: number): boolean {
  return mes >= 1 && mes <= 12 && dia >= 1 && dia <= DIAS_NO_MES(ano, mes)
}

const horaValida = (hh: number, mm: number) => hh <= 23 && mm <= 59

/** The check digits of a CNPJ (14 digits), CPF (11) or PIS (11). */
function digitosConferem(tipo: 'CNPJ' | 'CPF' | 'PIS', v: string): boolean {
  if (tipo === 'CNPJ') return v.length === 14 && cnpjWithCheckDigits(v.slice(0, 12)) === v
  if (tipo === 'CPF') return v.length === 11 && cpfWithCheckDigits(v.slice(0, 9)) === v
  return v.length === 11 && pisWithCheckDigit(v.slice(0, 10)) === v
}

/** AEJ formats: the value's own shape (the size is checked apart). */
function formatoAej(formato: CampoAej['formato'], v: string): string | null {
  switch (formato) {
    case 'N': return /^\d+$/.test(v) ? null : 'não é numérico'
    case 'A': return null
    case 'D': {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
      return m && dataValida(+m[1]!, +m[2]!, +m[3]!) ? null : 'data fora do formato AAAA-MM-DD'
    }
    case 'DH': {
      const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):00[+-](\d{2})(\d{2})$/.exec(v)
      return m && dataValida(+m[1]!, +m[2]!, +m[3]!) && horaValida(+m[4]!, +m[5]!) && horaValida(+m[6]!, +m[7]!)
        ? null : 'data e hora fora do formato AAAA-MM-DDThh:mm:00ZZZZZ'
    }
    case 'H': {
      const m = /^(\d{2})(\d{2})$/.exec(v)
      return m && horaValida(+m[1]!, +m[2]!) ? null : 'hora fora do formato hhmm'
    }
  }
}

function tamanhoAej(t: CampoAej['tamanho'], v: string): string | null {
  const [min, max] = typeof t === 'number' ? [t, t] : t
  if (v.length >= min && v.length <= max) return null
  return min === max ? `tamanho ${v.length}, o leiaute pede ${min}` : `tamanho ${v.length}, o leiaute pede de ${min} a ${max}`
}

function validarCampos(linha: number, r: Campos, campos: readonly CampoAej[]): Violacao[] {
  const out: Violacao[] = []
  for (const campo of campos) {
    const v = r[campo.nome] ?? ''
    const regra = exigido(campo.obrigatorio, r)
    if (v === '') {
      if (regra.sim) out.push({ linha, campo: campo.nome, problema: `vazio (${regra.porque})` })
      continue
    }
    const problema = tamanhoAej(campo.tamanho, v) ?? formatoAej(campo.formato, v)
      ?? (campo.valores && !campo.valores.includes(v) ? `valor "${v}" fora de ${campo.valores.join(', ')}` : null)
    if (problema) out.push({ linha, campo: campo.nome, problema })
  }
  return out
}

/** Record 04 of a schedule without fixed times (flexible, weekly workload): its first pair left empty, alone. */
function semHorarioFixo(r: Campos, partes: readonly string[]): boolean {
  return partes.length === 5 && r.hrEntrada01 === '' && r.hrSaida01 === ''
}

function camposAej(tipo: string, partes: readonly string[]): readonly CampoAej[] | undefined {
  const base = AEJ[tipo]
  if (tipo !== '04' || !base) return base
  const extras = Array.from({ length: Math.max(0, (partes.length - base.length) / 2) }, (_, i) => HORARIO_AEJ_PAR_EXTRA(i + 2))
  return [...base, ...extras.flat()]
}

const ORDEM_AEJ = ['01', '02', '03', '04', '05', '06', '07', '08', '99']

interface RegistroAej { linha: number; tipo: string; r: Campos }

function validarAej(linhas: readonly string[]): Violacao[] {
  const out: Violacao[] = []
  const registros: RegistroAej[] = []
  const porTipo = new Map<string, number>()
  const assinatura = linhas.at(-1) === ASSINATURA_AEJ
  if (!assinatura) out.push({ linha: linhas.length, campo: 'assinDigital', problema: 'a última linha não é a da assinatura digital ("ASSINATURA_DIGITAL_EM_ARQUIVO_P7S" em 100 posições)' })
  const corpo = assinatura ? linhas.slice(0, -1) : linhas
  let ultimaOrdem = -1
  corpo.forEach((texto, i) => {
    const linha = i + 1
    const partes = texto.split('|')
    const tipo = partes[0] ?? ''
    const ordem = ORDEM_AEJ.indexOf(tipo)
    const campos = camposAej(tipo, partes)
    if (!campos || ordem < 0) {
      out.push({ linha, campo: 'tipoReg', problema: `tipo de registro "${tipo}" desconhecido` })
      return
    }
    if (ordem < ultimaOrdem) out.push({ linha, campo: 'tipoReg', problema: `registro ${tipo} depois de um registro ${ORDEM_AEJ[ultimaOrdem]}` })
    ultimaOrdem = Math.max(ultimaOrdem, ordem)
    porTipo.set(tipo, (porTipo.get(tipo) ?? 0) + 1)
    const impar04 = tipo === '04' && (partes.length < 5 || partes.length % 2 === 0)
    if (partes.length !== campos.length || impar04) {
      out.push({ linha, campo: '(registro)', problema: `${partes.length} campos, o registro ${tipo} tem ${tipo === '04' ? '3 mais pares entrada/saída' : campos.length}` })
      return
    }
    const r: Campos = Object.fromEntries(campos.map((c, k) => [c.nome, partes[k] ?? '']))
    const verificados = tipo === '04' && semHorarioFixo(r, partes) ? campos.slice(0, 3) : campos
    out.push(...validarCampos(linha, r, verificados))
    if (tipo === '04') out.push(...paresCompletos(linha, r, campos))
    registros.push({ linha, tipo, r })
  })
  return [...out, ...coerenciaAej(registros, porTipo)]
}

/** Record 04: a further pair has both times or none, and no pair follows an empty one. */
function paresCompletos(linha: number, r: Campos, campos: readonly CampoAej[]): Violacao[] {
  const out: Violacao[] = []
  for (let k = 5; k < campos.length; k += 2) {
    const entrada = r[campos[k]!.nome] ?? ''
    const saida = r[campos[k + 1]!.nome] ?? ''
    if ((entrada === '') !== (saida === '')) out.push({ linha, campo: campos[k]!.nome, problema: 'par entrada/saída incompleto' })
  }
  return out
}

const quantos = (rs: readonly RegistroAej[], tipo: string) => rs.filter((x) => x.tipo === tipo)

function coerenciaAej(rs: readonly RegistroAej[], porTipo: ReadonlyMap<string, number>): Violacao[] {
  const out: Violacao[] = []
  const um = (tipo: string) => {
    const lista = quantos(rs, tipo)
    if (lista.length !== 1) out.push({ linha: lista[1]?.linha ?? 0, campo: 'tipoReg', problema: `${lista.length} registros ${tipo}, o leiaute pede um` })
    return lista[0]
  }
  const cabecalho = um('01')
  um('08')
  const trailer = um('99')
  const identificador = (linha: number, tp: string | undefined, id: string | undefined, campo: string) => {
    if (!id || (tp !== '1' && tp !== '2')) return
    const documento = tp === '1' ? 'CNPJ' : 'CPF'
    if (!digitosConferem(documento, id)) out.push({ linha, campo, problema: `${documento} inválido: "${id}"` })
  }
  if (cabecalho) identificador(cabecalho.linha, cabecalho.r.tpIdtEmpregador, cabecalho.r.idtEmpregador, 'idtEmpregador')
  for (const p of quantos(rs, '08')) identificador(p.linha, p.r.tpIdtDesenv, p.r.idtDesenv, 'idtDesenv')

  const chaves = (tipo: string, campo: string) => {
    const vistas = new Set<string>()
    for (const x of quantos(rs, tipo)) {
      const v = x.r[campo] ?? ''
      if (vistas.has(v)) out.push({ linha: x.linha, campo, problema: `"${v}" repetido` })
      vistas.add(v)
    }
    return vistas
  }
  const reps = chaves('02', 'idRepAej')
  const vinculos = chaves('03', 'idtVinculoAej')
  const horarios = chaves('04', 'codHorContratual')
  const refere = (x: RegistroAej, campo: string, conjunto: Set<string>, registro: string) => {
    const v = x.r[campo] ?? ''
    if (v !== '' && !conjunto.has(v)) out.push({ linha: x.linha, campo, problema: `"${v}" não está em nenhum registro ${registro}` })
  }
  const inicio = cabecalho?.r.dataInicialAej ?? ''
  const fim = cabecalho?.r.dataFinalAej ?? ''
  if (inicio > fim) out.push({ linha: cabecalho?.linha ?? 0, campo: 'dataFinalAej', problema: 'anterior à data inicial' })
  const noPeriodo = (x: RegistroAej, campo: string) => {
    const data = (x.r[campo] ?? '').slice(0, 10)
    if (data && (data < inicio || data > fim)) out.push({ linha: x.linha, campo, problema: `${data} fora do período ${inicio} a ${fim} do cabeçalho` })
  }
  for (const x of quantos(rs, '05')) {
    refere(x, 'idtVinculoAej', vinculos, '03')
    refere(x, 'idRepAej', reps, '02')
    refere(x, 'codHorContratual', horarios, '04')
    noPeriodo(x, 'dataHoraMarc')
  }
  const porCpf = new Map<string, number>()
  for (const v of quantos(rs, '03')) {
    const cpf = v.r.cpf ?? ''
    porCpf.set(cpf, (porCpf.get(cpf) ?? 0) + 1)
    if (cpf.length === 11 && !digitosConferem('CPF', cpf)) out.push({ linha: v.linha, campo: 'cpf', problema: `CPF inválido: "${cpf}"` })
  }
  const cpfDoVinculo = new Map(quantos(rs, '03').map((v) => [v.r.idtVinculoAej ?? '', v.r.cpf ?? '']))
  for (const x of quantos(rs, '06')) {
    refere(x, 'idtVinculoAej', vinculos, '03')
    if ((porCpf.get(cpfDoVinculo.get(x.r.idtVinculoAej ?? '') ?? '') ?? 0) < 2) {
      out.push({ linha: x.linha, campo: 'idtVinculoAej', problema: 'registro 06 para quem tem um só vínculo no arquivo' })
    }
  }
  for (const x of quantos(rs, '07')) {
    refere(x, 'idtVinculoAej', vinculos, '03')
    noPeriodo(x, 'data')
  }
  if (trailer) {
    ORDEM_AEJ.slice(0, 8).forEach((tipo) => {
      const campo = `qtRegistrosTipo${tipo}`
      const contados = porTipo.get(tipo) ?? 0
      if (Number(trailer.r[campo]) !== contados) out.push({ linha: trailer.linha, campo, problema: `diz ${trailer.r[campo]}, o arquivo tem ${contados}` })
    })
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// Portaria 1510: AFDT and ACJEF

function formato1510(formato: Campo1510['formato'], v: string): string | null {
  if (formato === 'A') return null
  if (!/^\d+$/.test(v)) return 'não é numérico'
  if (formato === 'data') return dataValida(+v.slice(4), +v.slice(2, 4), +v.slice(0, 2)) ? null : 'data fora do formato ddmmaaaa'
  if (formato === 'hora') return horaValida(+v.slice(0, 2), +v.slice(2)) ? null : 'hora fora do formato hhmm'
  if (formato === 'duracao') return +v.slice(2) <= 59 ? null : 'minutos acima de 59 (formato hhmm)'
  return null
}

const tamanho1510 = (campos: readonly Campo1510[]) => campos.at(-1)?.posicao[1] ?? 0

function registro1510(linha: number, texto: string, campos: readonly Campo1510[]): { r: Campos; violacoes: Violacao[] } {
  const r: Campos = Object.fromEntries(campos.map((c) => [c.nome, texto.slice(c.posicao[0] - 1, c.posicao[1])]))
  const out: Violacao[] = []
  for (const campo of campos) {
    const v = r[campo.nome] ?? ''
    if (campo.formato === 'A') {
      const regra = exigido(campo.obrigatorio, r)
      if (regra.sim && v.trim() === '') out.push({ linha, campo: campo.nome, problema: `em branco (${regra.porque})` })
      else if (v !== v.trimStart() && v.trim() !== '') out.push({ linha, campo: campo.nome, problema: 'texto não alinhado à esquerda' })
      if (campo.valores && v.trim() !== '' && !campo.valores.includes(v)) out.push({ linha, campo: campo.nome, problema: `valor "${v}" fora de ${campo.valores.join(', ')}` })
      continue
    }
    const problema = formato1510(campo.formato, v) ?? (campo.valores && !campo.valores.includes(v) ? `valor "${v}" fora de ${campo.valores.join(', ')}` : null)
    if (problema) out.push({ linha, campo: campo.nome, problema })
  }
  out.push(...documentos1510(linha, r))
  return { r, violacoes: out }
}

/** The PIS (11 digits right-aligned in 12) and the employer's CNPJ, or CPF right-aligned in 14. */
function documentos1510(linha: number, r: Campos): Violacao[] {
  const out: Violacao[] = []
  if (r.pis !== undefined && /^\d{12}$/.test(r.pis) && (r.pis[0] !== '0' || !digitosConferem('PIS', r.pis.slice(1)))) {
    out.push({ linha, campo: 'pis', problema: `PIS inválido: "${r.pis}"` })
  }
  const id = r.cnpjCpf
  if (id !== undefined && /^\d{14}$/.test(id)) {
    const cpf = r.tipoIdentificador === '2'
    if (cpf ? !id.startsWith('000') || !digitosConferem('CPF', id.slice(3)) : !digitosConferem('CNPJ', id)) {
      out.push({ linha, campo: 'cnpjCpf', problema: `${cpf ? 'CPF' : 'CNPJ'} inválido: "${id}"` })
    }
  }
  return out
}

const iso = (ddmmaaaa: string) => `${ddmmaaaa.slice(4)}-${ddmmaaaa.slice(2, 4)}-${ddmmaaaa.slice(0, 2)}`

function validar1510(leiaute: 'AFDT' | 'ACJEF', linhas: readonly string[]): Violacao[] {
  const tabela = leiaute === 'AFDT' ? AFDT : ACJEF
  const out: Violacao[] = []
  const detalhes: { linha: number; tipo: string; r: Campos }[] = []
  let cabecalho: Campos | undefined
  let ultimoTipo = ''
  linhas.forEach((texto, i) => {
    const linha = i + 1
    const primeiro = i === 0
    const ultimo = i === linhas.length - 1
    const tipo = primeiro ? '1' : ultimo ? '9' : texto.slice(9, 10)
    const campos = tabela[tipo]
    if (!campos || (tipo === '1' && !primeiro) || (tipo === '9' && !ultimo)) {
      out.push({ linha, campo: 'tipoRegistro', problema: `registro "${texto.slice(9, 10)}" fora de lugar ou desconhecido` })
      return
    }
    if (texto.length !== tamanho1510(campos)) {
      out.push({ linha, campo: '(registro)', problema: `${texto.length} posições, o registro ${tipo} tem ${tamanho1510(campos)}` })
      return
    }
    if (tipo < ultimoTipo && tipo !== '9') out.push({ linha, campo: 'tipoRegistro', problema: `registro ${tipo} depois de um registro ${ultimoTipo}` })
    ultimoTipo = tipo
    const lido = registro1510(linha, texto, tipo === '1' || tipo === '9' ? campos.slice(1) : campos)
    out.push(...lido.violacoes)
    if (tipo === '1') cabecalho = { ...lido.r, sequencial: texto.slice(0, 9) }
    else if (tipo === '9') out.push(...sequencialDoTrailer(linha, texto.slice(0, 9), detalhes.length, cabecalho))
    else detalhes.push({ linha, tipo, r: lido.r })
  })
  out.push(...sequenciais(detalhes, cabecalho))
  if (cabecalho) out.push(...periodo1510(detalhes, cabecalho))
  if (leiaute === 'ACJEF') out.push(...coerenciaAcjef(detalhes))
  return out
}

/**
 * (interpretação) The AFD of the same Portaria fixes "000000000" and "999999999" for its header and trailer; the
 * AFDT/ACJEF tables also read "Seqüencial do registro no arquivo" there. Both readings pass: the constants, or the
 * record's place in the file (header 1, details following, trailer last).
 */
function sequencialDoCabecalho(cabecalho: Campos | undefined): number {
  return cabecalho?.sequencial === '000000001' ? 1 : 0
}

function sequencialDoTrailer(linha: number, v: string, detalhes: number, cabecalho: Campos | undefined): Violacao[] {
  const posicao = String(sequencialDoCabecalho(cabecalho) + detalhes + 1).padStart(9, '0')
  return v === '999999999' || v === posicao ? [] : [{ linha, campo: 'sequencial', problema: `"${v}": nem 999999999 nem ${posicao}` }]
}

function sequenciais(detalhes: readonly { linha: number; r: Campos }[], cabecalho: Campos | undefined): Violacao[] {
  const out: Violacao[] = []
  if (cabecalho && !['000000000', '000000001'].includes(cabecalho.sequencial ?? '')) {
    out.push({ linha: 1, campo: 'sequencial', problema: `"${cabecalho.sequencial}": nem 000000000 nem 000000001` })
  }
  const primeiro = sequencialDoCabecalho(cabecalho) + 1
  detalhes.forEach((d, k) => {
    const esperado = String(primeiro + k).padStart(9, '0')
    if (d.r.nsr !== esperado) out.push({ linha: d.linha, campo: 'nsr', problema: `${d.r.nsr}, o seguinte é ${esperado}` })
  })
  return out
}

function periodo1510(detalhes: readonly { linha: number; r: Campos }[], cabecalho: Campos): Violacao[] {
  const inicio = iso(cabecalho.dataInicial ?? '')
  const fim = iso(cabecalho.dataFinal ?? '')
  const out: Violacao[] = inicio > fim ? [{ linha: 1, campo: 'dataFinal', problema: 'anterior à data inicial' }] : []
  for (const d of detalhes) {
    const campo = d.r.dataMarcacao !== undefined ? 'dataMarcacao' : 'dataInicioJornada'
    const data = d.r[campo]
    if (data === undefined) continue
    if (iso(data) < inicio || iso(data) > fim) out.push({ linha: d.linha, campo, problema: `${iso(data)} fora do período ${inicio} a ${fim} do cabeçalho` })
  }
  return out
}

/** ACJEF: a jornada names a contractual schedule of a record 2; an overtime slot is whole or empty. */
function coerenciaAcjef(detalhes: readonly { linha: number; tipo: string; r: Campos }[]): Violacao[] {
  const out: Violacao[] = []
  const horarios = new Set<string>()
  for (const d of detalhes.filter((x) => x.tipo === '2')) {
    const codigo = d.r.codigoHorario ?? ''
    if (horarios.has(codigo)) out.push({ linha: d.linha, campo: 'codigoHorario', problema: `"${codigo}" repetido` })
    horarios.add(codigo)
  }
  for (const d of detalhes.filter((x) => x.tipo === '3')) {
    const codigo = d.r.codigoHorario ?? ''
    if (codigo !== '0000' && !horarios.has(codigo)) out.push({ linha: d.linha, campo: 'codigoHorario', problema: `"${codigo}" não está em nenhum registro 2` })
    for (const n of [1, 2, 3, 4]) {
      const minutos = d.r[`horasExtras${n}`] ?? ''
      const percentual = d.r[`percentualHorasExtras${n}`] ?? ''
      const vazio = minutos === '0000'
      if (vazio !== (percentual === '0000')) out.push({ linha: d.linha, campo: `percentualHorasExtras${n}`, problema: vazio ? 'percentual sem horas extras' : 'horas extras sem percentual' })
      if (vazio && (d.r[`modalidadeHorasExtras${n}`] ?? ' ') !== ' ') out.push({ linha: d.linha, campo: `modalidadeHorasExtras${n}`, problema: 'modalidade sem horas extras' })
    }
  }
  return out
}
