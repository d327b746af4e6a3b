import { algum, definirEndpoints } from '../endpoint'

export const bancohorasSaldoEndpoints = definirEndpoints({
  'GET /api/bancohoras-saldo': { acesso: algum('front_saldobancohoras'), origem: 'rest' },
})
