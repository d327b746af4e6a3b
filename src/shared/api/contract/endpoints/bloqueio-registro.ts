import { algum, definirEndpoints } from '../endpoint'

export const bloqueioRegistroEndpoints = definirEndpoints(() => ({
  'POST /api/bloqueio-registro/:competencia/:funcionario': { acesso: algum('front_bloqueioregistro'), requisitos: ['TC-048'] },
  'DELETE /api/bloqueio-registro/:competencia/:funcionario': { acesso: algum('front_bloqueioregistro'), requisitos: ['TC-049'] },
}))
