import type { AfdEntrada } from './afd'

/**
 * A clock's AFD for tests: Fernanda (employee 1, CPF 529.982.247-25, PIS 163.43435.26-4) punches the 17:00 exit she
 * misses on 2026-11-10; the second CPF is nobody's.
 */
export const AFD_SAIDA_DA_FERNANDA: AfdEntrada = {
  cnpj: '46523015000135', razaoSocial: 'Prefeitura Municipal de Santa Aurora', numeroFabricacao: '00014003750012345',
  inicio: '2026-11-10', fim: '2026-11-10', geradoEm: '2026-11-16T09:00', primeiroNsr: 900_000_001,
  marcacoes: [
    { dataHora: '2026-11-10T17:00', cpf: '52998224725', pis: '16343435264' },
    { dataHora: '2026-11-10T17:05', cpf: '00000000191', pis: '00000000191' },
  ],
}
