import { addDays } from 'date-fns'
import { isoDate } from '../lib/dates'
import type { Feriado } from '../schema'
import { CIDADE } from './empresas'

/** Easter Sunday (anonymous Gregorian algorithm). */
export function pascoa(ano: number): Date {
  const a = ano % 19
  const b = Math.floor(ano / 100)
  const c = ano % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const mes = Math.floor((h + l - 7 * m + 114) / 31)
  const dia = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(ano, mes - 1, dia)
}

interface Definicao {
  data: Date
  descricao: string
  facultativo?: boolean
  compensar?: boolean
  municipal?: boolean
}

function definicoes(ano: number): Definicao[] {
  const fixo = (mes: number, dia: number) => new Date(ano, mes - 1, dia)
  const easter = pascoa(ano)
  return [
    { data: fixo(1, 1), descricao: 'Confraternização Universal' },
    { data: addDays(easter, -47), descricao: 'Carnaval', facultativo: true },
    { data: addDays(easter, -2), descricao: 'Sexta-feira Santa' },
    { data: fixo(4, 21), descricao: 'Tiradentes' },
    { data: fixo(5, 1), descricao: 'Dia do Trabalho' },
    { data: addDays(easter, 60), descricao: 'Corpus Christi', facultativo: true },
    { data: fixo(8, 15), descricao: 'Aniversário de Santa Aurora', municipal: true },
    { data: fixo(9, 7), descricao: 'Independência do Brasil' },
    { data: fixo(10, 12), descricao: 'Nossa Senhora Aparecida' },
    { data: fixo(10, 28), descricao: 'Dia do Servidor Público', facultativo: true, compensar: true, municipal: true },
    { data: fixo(11, 2), descricao: 'Finados' },
    { data: fixo(11, 15), descricao: 'Proclamação da República' },
    { data: fixo(11, 20), descricao: 'Dia Nacional de Zumbi e da Consciência Negra' },
    { data: fixo(12, 25), descricao: 'Natal' },
  ]
}

/** National holidays (and two municipal dates of Santa Aurora) for the given years, ordered by date. */
export function seedFeriados(anos: number[]): Feriado[] {
  return anos
    .flatMap(definicoes)
    .sort((a, b) => a.data.getTime() - b.data.getTime())
    .map((d, i) => ({
      id: i + 1,
      codigo: i + 1,
      data: isoDate(d.data),
      descricao: d.descricao,
      cidade: d.municipal ? { ...CIDADE } : null,
      facultativo: d.facultativo ?? false,
      compensar: d.compensar ?? false,
    }))
}
