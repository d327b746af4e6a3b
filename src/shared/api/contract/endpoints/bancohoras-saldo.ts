import { algum, definirEndpoints } from '../endpoint'

export const bancohorasSaldo = definirEndpoints({
  'GET /api/bancohoras-saldo': { acesso: algum('front_saldobancohoras'), origem: 'rest' },
})
