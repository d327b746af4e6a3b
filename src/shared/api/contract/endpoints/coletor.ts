import { algum, definirEndpoints } from '../endpoint'

export const coletorEndpoints = definirEndpoints({
  'POST /api/coletor/message': {
    acesso: algum('front_funcionario', 'front_coletor', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario'),
    origem: 'extensao',
  },
})
