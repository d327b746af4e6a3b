import { algum, definirEndpoints } from '../endpoint'

export const arquivosFiscaisEndpoints = definirEndpoints({
  'POST /api/arquivos-fiscais/:tipo': { acesso: algum('front_arquivosfiscais'), origem: 'extensao' },
})
