import { cnpjWithCheckDigits } from '@/shared/lib/identifiers'
import { CAMPOS_CARTAO_PONTO, type CampoCartaoPonto, type ConfiguracaoCampos, type Empresa, type Endereco } from '../schema'

export const CIDADE = { id: 1, descricao: 'Santa Aurora', uf: 'SP' }

export function enderecoSantaAurora(logradouro: string, numero: string, bairro: string, cep: string): Endereco {
  return { logradouro, numero, complemento: null, bairro, cidade: CIDADE.descricao, uf: CIDADE.uf, cep }
}

export function seedEmpresas(): Empresa[] {
  return [
    {
      id: 1,
      codigo: 1,
      nome: 'Prefeitura Municipal de Santa Aurora',
      nomeFantasia: 'Prefeitura de Santa Aurora',
      cnpj: cnpjWithCheckDigits('465230150001'),
      cei: '512340018475',
      orgaoPublico: true,
      brasao: null,
      endereco: enderecoSantaAurora('Praça da Matriz', '100', 'Centro', '13870000'),
    },
    {
      id: 2,
      codigo: 2,
      nome: 'Aurora Serviços Ltda',
      nomeFantasia: 'Aurora Serviços',
      cnpj: cnpjWithCheckDigits('128457360001'),
      cei: null,
      orgaoPublico: false,
      brasao: null,
      endereco: enderecoSantaAurora('Avenida das Indústrias', '2450', 'Distrito Industrial', '13870420'),
    },
  ]
}

function campos(disabled: CampoCartaoPonto[]): ConfiguracaoCampos {
  return Object.fromEntries(CAMPOS_CARTAO_PONTO.map((c) => [c, { enabled: !disabled.includes(c) }])) as ConfiguracaoCampos
}

export function seedConfiguracaoCampos(): Record<number, ConfiguracaoCampos> {
  return {
    1: campos([]),
    2: campos(['horaExtra70', 'horaExtraNoturna100', 'descontoDSR']),
  }
}
