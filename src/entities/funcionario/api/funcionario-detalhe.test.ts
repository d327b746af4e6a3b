import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { funcionarioRegistroSchema } from './funcionario-registro'
import { funcionarioQueries } from './funcionario.queries'

/** REG-001's fields, as the catalogue lists them. */
const CAMPOS = [
  'id',
  'matricula',
  'nome',
  'nomeOrNomeSocial',
  'cpf',
  'pis',
  'admissao',
  'demissao',
  'quadroVigente',
  'ativo',
  'inconsistente',
  'controlaPonto',
  'permiteHoraExtra',
  'utilizaRelogioDigital',
  'empresaId',
  'cargos',
  'departamentos',
  'locaisTrabalho',
  'classes',
  'quadrosHorario',
] as const

/** A value of another JSON type than the field's. */
const doTipoErrado = (valor: unknown) => (typeof valor === 'string' || valor === null ? 12345 : 'x')


const app = usarAppNoMock('rh', { hoje: null })

describe('the employee through the query factory, against the mock backend', () => {
  it("[REG-001][REG-006] loads every field of the employee, each one read by the app's schema", async () => {
    const f = await app().queryClient.fetchQuery(funcionarioQueries.detail(1))
    expect(f).toMatchObject({
      id: 1,
      matricula: '100001',
      nome: 'Fernanda Funcionária',
      nomeOrNomeSocial: 'Fernanda Funcionária',
      cpf: '52998224725',
      pis: expect.stringMatching(/^\d{11}$/),
      admissao: '2021-03-01',
      demissao: null,
      quadroVigente: { id: 1, codigo: '001', descricao: 'Administrativo 08:00-12:00 / 13:00-17:00', tipoHorario: 'FIXO' },
      ativo: true,
      inconsistente: expect.any(Boolean),
      controlaPonto: true,
      permiteHoraExtra: expect.any(Boolean),
      utilizaRelogioDigital: expect.any(Boolean),
      empresaId: 1,
      cargos: [{ inicio: '2021-03-01', fim: null, cargo: { id: 2, descricaoComCodigo: '002 - Auxiliar Administrativo' } }],
      departamentos: [{ fim: null, departamento: { id: 1, descricao: 'Secretaria Municipal de Administração' } }],
      locaisTrabalho: [{ fim: null, localTrabalho: { id: expect.any(Number), descricao: expect.any(String) } }],
      classes: [{ fim: null, classe: { id: expect.any(Number), descricao: expect.any(String) } }],
      quadrosHorario: [{ inicio: '2021-03-01', fim: null, horario: { id: 1, codigo: '001', tipoHorario: 'FIXO' } }],
    })
    // Each field is declared by the schema, not merely passed through: a value of the wrong type in it is refused.
    for (const campo of CAMPOS) {
      expect(funcionarioRegistroSchema.safeParse(f).success).toBe(true)
      expect(funcionarioRegistroSchema.safeParse({ ...f, [campo]: doTipoErrado(f[campo]) }).success, campo).toBe(false)
    }
  })

  it('[REG-001][REG-007] an employee without a schedule in force has quadroVigente null, and no schedule in force (204)', async () => {
    const pagina = await app().queryClient.fetchQuery(funcionarioQueries.list({ page: 0, size: 200, filtro: { semQuadroHoras: 'true' } }))
    const semQuadro = pagina.items[0]
    expect(semQuadro, 'the seed has an employee without a schedule').toBeDefined()
    const f = await app().queryClient.fetchQuery(funcionarioQueries.detail(semQuadro!.id))
    expect(f.quadroVigente).toBeNull()
    expect(await app().queryClient.fetchQuery(funcionarioQueries.quadroVigente(semQuadro!.id))).toBeNull()
  })
})
