import type { Marcacao, RegistroDia } from '@/entities/cartao-ponto'

/** The approval screen shows at most this many days of a request's period. */
export const LIMITE_DIAS = 7

const MS_DIA = 86_400_000
const emMs = (data: string) => Date.UTC(Number(data.slice(0, 4)), Number(data.slice(5, 7)) - 1, Number(data.slice(8, 10)))
const isoDe = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The first `limite` days of the period ('yyyy-MM-dd'; an absent or earlier end is the start) and how many are left out. */
export function diasDoPeriodo(inicio: string, fim: string | null | undefined, limite = LIMITE_DIAS): { dias: string[]; restantes: number } {
  const total = Math.max(1, Math.round((emMs(fim || inicio) - emMs(inicio)) / MS_DIA) + 1)
  const mostrados = Math.min(total, limite)
  return { dias: Array.from({ length: mostrados }, (_, i) => isoDe(emMs(inicio) + i * MS_DIA)), restantes: total - mostrados }
}

/** 'e mais 1 dia', 'e mais 3 dias'. */
export const textoRestantes = (restantes: number) => `e mais ${restantes} ${restantes === 1 ? 'dia' : 'dias'}`

interface Periodo {
  id: number
  inicio: string
  fim: string
}

/** The competence a day falls in, if any. */
export const competenciaDoDia = <C extends Periodo>(data: string, competencias: readonly C[]): C | undefined =>
  competencias.find((c) => c.inicio <= data && data <= c.fim)

/** The punches that count on the day (in pair order), disregarded ones left out. */
export function marcacoesContadas(registro: Pick<RegistroDia, 'marcacoes'>): Marcacao[] {
  return [...registro.marcacoes]
    .sort((a, b) => a.sequencia - b.sequencia)
    .flatMap((par) => [par.entrada, par.saida])
    .filter((m): m is Marcacao => m !== null && !m.desconsiderada)
}

const SEM_HORA = '--:--'

/** The day's pairs as the card reads them: '08:00 – 12:00', '17:00 – --:--' for a pair missing its exit. */
export function paresDoDia(registro: Pick<RegistroDia, 'marcacoes'>): string[] {
  const conta = (m: Marcacao | null) => (m && !m.desconsiderada ? m.hora : null)
  return [...registro.marcacoes]
    .sort((a, b) => a.sequencia - b.sequencia)
    .map((par) => [conta(par.entrada), conta(par.saida)] as const)
    .filter(([entrada, saida]) => entrada !== null || saida !== null)
    .map(([entrada, saida]) => `${entrada ?? SEM_HORA} – ${saida ?? SEM_HORA}`)
}
