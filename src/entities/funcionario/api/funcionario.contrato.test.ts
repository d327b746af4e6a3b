import { describe, expect, it } from 'vitest'
import { HORARIO } from '@mock/db/seed/horarios'
import { cpfWithCheckDigits, pisWithCheckDigit } from '@/shared/lib/identifiers'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { funcionarioPaginasQueries } from './funcionario-paginas.queries'
import { funcionarioResource } from './funcionario-registro'
import { funcionarioQueries } from './funcionario.queries'

/** The employee register's writes and the employee pages' reads, through the entity, against the real mock handlers. */

/** A new employee as the register's form sends it (funcionario.tsx: toBody). */
const NOVO = {
  id: null,
  nome: 'Joana Teste',
  nomeSocial: null,
  matricula: '900001',
  cpf: cpfWithCheckDigits('123456780'),
  pis: pisWithCheckDigit('1201234567'),
  admissao: '2026-11-02',
  demissao: null,
  empresa: { id: 1 },
  ativo: true,
  controlaPonto: true,
  permiteHoraExtra: false,
  utilizaRelogioDigital: false,
  quadrosHorario: [{ inicio: '2026-11-02', fim: null, horario: { id: HORARIO.administrativo } }],
}

describe('the employee register through the entity, against the mock backend', () => {
  const app = usarAppNoMock('rh')

  it('[REG-009] creates an employee with POST; the detail then has it with its schedule link', async () => {
    const criado = await funcionarioResource.save(NOVO)
    expect(criado).toMatchObject({
      nome: 'Joana Teste',
      matricula: '900001',
      admissao: '2026-11-02',
      empresa: { id: 1 },
      quadrosHorario: [{ inicio: '2026-11-02', fim: null, horario: { id: HORARIO.administrativo } }],
    })
    expect(await app().queryClient.fetchQuery(funcionarioQueries.detail(criado.id))).toEqual(criado)
  })

  it('[REG-010] saves an existing employee with PUT: the dismissal and the flags change', async () => {
    const { id } = await funcionarioResource.save(NOVO)
    const salvo = await funcionarioResource.save({ ...NOVO, id, demissao: '2026-11-30', permiteHoraExtra: true })
    expect(salvo).toMatchObject({ id, demissao: '2026-11-30', permiteHoraExtra: true })
    expect(await app().queryClient.fetchQuery({ ...funcionarioQueries.detail(id), staleTime: 0 })).toMatchObject({ demissao: '2026-11-30' })
  })

  it('refuses check digits, a missing admission, an unknown company and overlapping links, field by field', async () => {
    await expect(
      funcionarioResource.save({ ...NOVO, cpf: '11111111111', pis: '123', admissao: '', empresa: { id: 99 } }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { cpf: 'CPF inválido', pis: 'PIS inválido', admissao: 'não deve ser nulo', empresa: 'não deve ser nulo' },
    })
    const sobrepostos = [
      { inicio: '2026-11-02', fim: null, horario: { id: HORARIO.administrativo } },
      { inicio: '2026-11-10', fim: null, horario: { id: HORARIO.administrativo } },
    ]
    await expect(funcionarioResource.save({ ...NOVO, quadrosHorario: sobrepostos })).rejects.toMatchObject({
      fieldErrors: { quadrosHorario: 'períodos sobrepostos' },
    })
  })

  it('[AUTH-030] gives the map of the work place and the web-clock punches', async () => {
    const mapa = await app().queryClient.fetchQuery(funcionarioPaginasQueries.mapa(1))
    expect(mapa.localTrabalho).toMatchObject({ id: expect.any(Number), endereco: { cidade: 'Santa Aurora' } })
    for (const m of mapa.marcacoes) expect(m.data >= '2026-10-17').toBe(true)
  })

  it('lists the EPIs delivered to the employee (none in the seed)', async () => {
    expect(await app().queryClient.fetchQuery(funcionarioPaginasQueries.epis(1))).toEqual([])
  })
})
