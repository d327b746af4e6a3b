import { algum, definirEndpoints } from '../endpoint'

export const arquivosFiscais = definirEndpoints({
  'POST /api/arquivos-fiscais/:tipo': { acesso: algum('front_arquivosfiscais'), origem: 'extensao' },
})
