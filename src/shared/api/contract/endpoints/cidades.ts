import { z } from 'zod/mini'
import { COM_PAPEL, definirEndpoints } from '../endpoint'
import { consultaBusca, paginaSpring } from '../esquemas'
import { documentar } from '../documentar'

/** A city of municipal holidays. */
export const cidadeSchema = z.object({ id: z.number(), descricao: z.string(), uf: z.string() })
documentar(cidadeSchema, { id: 'Cidade' })
export type Cidade = z.infer<typeof cidadeSchema>

export const cidadesEndpoints = definirEndpoints(() => ({
  'GET /api/cidades/search/fulltext': { acesso: COM_PAPEL, origem: 'rest', consulta: consultaBusca, resposta: paginaSpring(cidadeSchema) },
}))
