import { algum, definirEndpoints } from '../endpoint'

export const backupEndpoints = definirEndpoints(() => ({
  'POST /api/backup': { acesso: algum('front_config_geral'), requisitos: ['REG-081'] },
}))
