import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const periodosfechamento = definirEndpoints({
  'GET /api/periodosfechamento/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/periodosfechamento': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/periodosfechamento/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/periodosfechamento': { acesso: algum('front_periodo_fechamento'), origem: 'rest' },
  'PUT /api/periodosfechamento/:id': { acesso: algum('front_periodo_fechamento'), origem: 'rest' },
  'DELETE /api/periodosfechamento/:id': { acesso: algum('front_periodo_fechamento'), origem: 'rest' },
})
