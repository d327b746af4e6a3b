import { describe, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { percorrerCadastro } from './testing/percorrer-cadastro'

/** The payroll layouts' calls (/api/leiautes-folha) made by the register's own resource and form mapping. */
describe('the payroll layouts register', () => {
  const app = usarAppNoMock('rh')

  it("leiautes-folha: lists, searches, reads one, creates, updates and deletes through the app's resource", () =>
    percorrerCadastro(app().queryClient, {
      resource: 'leiautes-folha',
      persona: 'rh',
      registro: 'leiaute-folha',
      semeado: { descricao: 'TXT padrão (matrícula, evento, horas HHHMM)', formato: 'TXT_FIXO', colunas: { 0: { campo: 'MATRICULA', tamanho: 10 } } },
      busca: 'txt padrão',
      novo: (v) => ({ ...v, descricao: 'CSV por CPF', formato: 'CSV', separador: ',', colunas: [{ campo: 'CPF', tamanho: '' }, { campo: 'EVENTO', tamanho: '' }, { campo: 'HORAS_DECIMAL', tamanho: '' }] }),
      criado: { descricao: 'CSV por CPF', formato: 'CSV', separador: ',', colunas: { 0: { campo: 'CPF', tamanho: null }, 2: { campo: 'HORAS_DECIMAL' } } },
      alteracao: (v) => ({ ...v, cabecalho: false, decimal: '.' }),
      alterado: { descricao: 'CSV por CPF', cabecalho: false, decimal: '.' },
    }))
})
