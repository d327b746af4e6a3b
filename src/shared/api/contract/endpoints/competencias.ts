import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'
import { colecaoHal, dataObrigatoria, inteiroEntre, textoOuVazio } from '../esquemas'
import { quandoValidos } from '../cartao'
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

/**
 * REG-043: a competence as saved; its month is unique (the backend's) and it ends on or after its start. A blank
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
const fimAposInicio = z.refine<{ inicio: string; fim: string }>((c) => c.fim >= c.inicio, {
  error: 'deve ser posterior ao início',
  path: ['fim'],
  when: quandoValidos('inicio', 'fim'),
})
export const competenciaCamposSchema = z.object(competenciaCamposCorpo).check(fimAposInicio)
/** With the id of an existing competence it saves that one. */
export const competenciaCorpoSchema = z.object({ id: z.optional(z.nullable(z.number())), ...competenciaCamposCorpo }).check(fimAposInicio)
documentar(competenciaCorpoSchema, { id: 'CompetenciaCorpo' })
export type CompetenciaCorpo = z.input<typeof competenciaCorpoSchema>

const competencias = colecaoHal('competencias', competenciaSchema)

export const competenciasEndpoints = definirEndpoints({
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
})
