import { TURNO_MAXIMO_MINUTOS } from '@/shared/config/jornada'
import type { Db, Marcacao, Registro } from '../../db/index'
import { MAX_POSICOES, parseHora } from '../../engine/index'
import type { FieldError } from '../../http/spring'
import { addDays, dayNumber } from '../calendar'
import { marcacoesDoRegistro, ocupacao } from './marcacoes'

export const MSG_MARCACOES_DEMAIS = `O dia tem mais de ${MAX_POSICOES} marcações: em ordem de horário só cabem ${MAX_POSICOES} (quatro pares).`


/**
 * A punch's day, from the register's: a clock punch keeps its clock date (a night shift's exit of the next day comes
 * after the entry); a punch typed by a person (INCLUIDO) has no date of its own (the next day was only inferred from the
 * slot it was typed into, dataDoRelogio): null, the sort decides it.
 */
function diaDoRelogio(registro: Registro, m: Marcacao): number | null {
  return m.tipoMarcacao === 'INCLUIDO' ? null : dayNumber(m.data) - dayNumber(registro.data)
}

const extensao = (instantes: readonly number[]) => (instantes.length === 0 ? 0 : Math.max(...instantes) - Math.min(...instantes))

/**
 * The day as it stands (by position, as the card shows it) read across midnight: a typed punch earlier on the clock than
 * the one before it is of the next day, once, and so are the typed punches after it (the app's preview reads the day
 * the same way). The instants by punch when that reading is in order and spans at most TURNO_MAXIMO_MINUTOS, else null.
 */
function emOrdemCruzandoMeiaNoite(db: Db, registro: Registro, contadas: readonly Marcacao[]): Map<Marcacao, number> | null {
  const porPosicao = [...ocupacao(db, registro).entries()].sort(([a], [b]) => a - b).map(([, m]) => m)
  if (porPosicao.length !== contadas.length) return null
  const out = new Map<Marcacao, number>()
  let anterior: { minutos: number; instante: number } | null = null
  let cruzou = false
  for (const m of porPosicao) {
    const minutos = parseHora(m.hora)
    const diaAnterior: number = anterior ? Math.floor(anterior.instante / 1440) : 0
    const fixo = diaDoRelogio(registro, m)
    let dia: number = fixo ?? diaAnterior
    if (fixo === null && anterior && minutos < anterior.minutos && !cruzou) dia = diaAnterior + 1
    if (anterior && dia > diaAnterior) cruzou = true
    const instante: number = dia * 1440 + minutos
    if (anterior && instante < anterior.instante) return null
    out.set(m, instante)
    anterior = { minutos, instante }
  }
  return extensao([...out.values()]) <= TURNO_MAXIMO_MINUTOS ? out : null
}

/**
 * When each punch happens, in minutes from the start of the register's day, for putting the day in time order: as the
 * day stands read across midnight when that is in order (emOrdemCruzandoMeiaNoite: a night shift typed in order only
 * gets its typed punches' dates right). Else on the day itself when that spans at most TURNO_MAXIMO_MINUTOS (a day
 * shift, a typo such as 08:00 12:00 13:00 07:00); else across midnight where that makes the shortest day within the
 * bound, the typed punches earlier on the clock than the chosen start counting on the next day (22:00 02:00 01:00 06:00
 * → 22:00, then 01:00 02:00 06:00 of the next day).
 */
function instantes(db: Db, registro: Registro, marcacoes: readonly Marcacao[]): number[] {
  const comoEsta = emOrdemCruzandoMeiaNoite(db, registro, marcacoes)
  if (comoEsta) return marcacoes.map((m) => comoEsta.get(m) as number)
  const batidas = marcacoes.map((m) => ({ minutos: parseHora(m.hora), dia: diaDoRelogio(registro, m) }))
  const leitura = (inicio: number) => batidas.map(({ minutos, dia }) => (dia ?? (minutos < inicio ? 1 : 0)) * 1440 + minutos)
  let melhor = leitura(0)
  if (extensao(melhor) <= TURNO_MAXIMO_MINUTOS) return melhor
  for (const inicio of new Set(batidas.map((b) => b.minutos))) {
    const candidata = leitura(inicio)
    if (extensao(candidata) < extensao(melhor)) melhor = candidata
  }
  return extensao(melhor) <= TURNO_MAXIMO_MINUTOS ? melhor : leitura(0)
}

/**
 * Issue 14: puts the counted punches of a day in time order, at positions 1..8 (pairs 1..4, entry and exit
 * alternating), pinned there; a night shift in order across midnight (instantes). Every punch stays: none is removed
 * and no ORIGINAL changes (Portaria 671); an INCLUIDO punch takes the date it is counted on, the register's day or the
 * next one. Refused (errors, nothing changed) when the day has more punches than positions.
 */
export function ordenarMarcacoes(db: Db, registro: Registro): FieldError[] {
  const contadas = marcacoesDoRegistro(db, registro.id).filter((m) => !m.desconsiderada)
  if (contadas.length > MAX_POSICOES) return [{ property: 'marcacoes', message: MSG_MARCACOES_DEMAIS, invalidValue: contadas.length }]
  const emInstantes = instantes(db, registro, contadas)
  const emOrdem = contadas.map((m, i) => ({ m, instante: emInstantes[i] as number })).sort((a, b) => a.instante - b.instante || a.m.id - b.m.id)
  emOrdem.forEach(({ m, instante }, i) => {
    if (m.tipoMarcacao === 'INCLUIDO') {
      const data = addDays(registro.data, (instante - parseHora(m.hora)) / 1440)
      Object.assign(m, { data, dataHora: `${data}T${m.hora}:00` })
    }
    Object.assign(m, { sequencia: i + 1, posicaoManual: true })
  })
  return []
}
