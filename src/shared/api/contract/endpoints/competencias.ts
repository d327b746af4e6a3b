import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'
import { colecaoHal, dataObrigatoria, inteiroEntre, textoOuVazio } from '../esquemas'
import { diasEntre, quandoValidos } from '../cartao'
import { documentar } from '../documentar'

/** A competence (doc1 §3): the month of time cards; `situacao` ABERTA means open. */
export const competenciaSchema = z.looseObject({
  id: z.number(),
  ano: z.number(),
  mes: z.number(),
  inicio: z.string(),
  fim: z.string(),
  descricao: z.nullish(z.string()),
  descricaoCurta: z.nullish(z.string()),
  fechada: z.boolean(),
  situacao: z.string(),
})
documentar(competenciaSchema, { id: 'Competencia' })
export type Competencia = z.infer<typeof competenciaSchema>

/** The longest period of a competence: a month, whatever day it starts on (16th to 15th, 21st to 20th). */
export const MAX_DIAS_COMPETENCIA = 31
export const MSG_PERIODO_LONGO_COMPETENCIA = `o período deve ter no máximo ${MAX_DIAS_COMPETENCIA} dias`
export const MSG_PERIODO_FORA_DO_MES = 'o período deve começar ou terminar no mês da competência'

/** Whether a period ('YYYY-MM-DD', fim on or after inicio) fits in one competence: at most 31 days, both counted. */
export const periodoCabeNaCompetencia = (inicio: string, fim: string) => fim < inicio || diasEntre(inicio, fim) <= MAX_DIAS_COMPETENCIA

/**
 * Whether the period belongs to the month `ano`/`mes`: it starts or ends in it. A calendar month does both; a
 * company whose competences run from the 21st to the 20th names each one by either month, as long as it is one of them.
 */
export const periodoDoMes = (ano: number, mes: number, inicio: string, fim: string) => {
  const prefixo = `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-`
  return inicio.startsWith(prefixo) || fim.startsWith(prefixo)
}

/**
 * REG-043: a competence as saved; its month is unique and its period overlaps no other one (the backend's). The
 * period ends on or after its start, lasts at most 31 days and starts or ends in the month `ano`/`mes`. A blank
 * description is the month's own; anything but FECHADA is ABERTA.
 */
export const competenciaCamposCorpo = {
  ano: inteiroEntre(2000, 2100),
  mes: inteiroEntre(1, 12),
  inicio: dataObrigatoria,
  fim: dataObrigatoria,
  descricao: textoOuVazio,
  situacao: z.catch(z.enum(['ABERTA', 'FECHADA']), 'ABERTA'),
}
interface Periodo {
  ano: number
  mes: number
  inicio: string
  fim: string
}
const periodoValido = quandoValidos('inicio', 'fim')
const periodoDaCompetencia = [
  z.refine<Periodo>((c) => c.fim >= c.inicio, { error: 'deve ser posterior ao início', path: ['fim'], when: periodoValido }),
  z.refine<Periodo>((c) => periodoCabeNaCompetencia(c.inicio, c.fim), { error: MSG_PERIODO_LONGO_COMPETENCIA, path: ['fim'], when: periodoValido }),
  z.refine<Periodo>((c) => periodoDoMes(c.ano, c.mes, c.inicio, c.fim), {
    error: MSG_PERIODO_FORA_DO_MES,
    path: ['inicio'],
    when: quandoValidos('ano', 'mes', 'inicio', 'fim'),
  }),
]
export const competenciaCamposSchema = z.object(competenciaCamposCorpo).check(...periodoDaCompetencia)
/** With the id of an existing competence it saves that one. */
export const competenciaCorpoSchema = z.object({ id: z.optional(z.nullable(z.number())), ...competenciaCamposCorpo }).check(...periodoDaCompetencia)
documentar(competenciaCorpoSchema, { id: 'CompetenciaCorpo' })
export type CompetenciaCorpo = z.input<typeof competenciaCorpoSchema>

const competencias = colecaoHal('competencias', competenciaSchema)

export const competenciasEndpoints = definirEndpoints(() => ({
  'GET /api/competencias': { acesso: COM_PAPEL, requisitos: ['REG-045', 'TC-022'], resposta: competencias },
  'GET /api/competencias/search/fulltext': { acesso: COM_PAPEL, origem: 'rest', resposta: competencias },
  'POST /api/competencias/proxima': { acesso: algum('front_competencia'), requisitos: ['REG-042'], resposta: competenciaSchema },
  'POST /api/competencias/save': {
    acesso: algum('front_competencia'),
    requisitos: ['REG-043'],
    corpo: competenciaCorpoSchema,
    resposta: competenciaSchema,
  },
  'GET /api/competencias/:id/recalcular': { acesso: algum('front_competencia'), requisitos: ['REG-046'] },
  'GET /api/competencias/:id': { acesso: COM_PAPEL, requisitos: ['REG-041'], resposta: competenciaSchema },
  'DELETE /api/competencias/:id': { acesso: algum('front_competencia'), requisitos: ['REG-044'] },
}))
