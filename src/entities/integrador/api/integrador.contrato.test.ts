import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { integradorQueries } from './integrador.queries'
import { jobIntegradorQueries, reexecutarJob } from './job-integrador'

/** The HR integrator's calls through the entity, against the real mock handlers, as the administrator. */
const app = usarAppNoMock('admin')

const jobs = () => app().queryClient.fetchQuery(jobIntegradorQueries.list(1)({ page: 0, size: 20 }))

describe('the HR integrator through the entity, against the mock backend', () => {
  it('[SHELL-012] reads the configured integrator and its last contact', async () => {
    const integrador = await app().queryClient.fetchQuery(integradorQueries.ultimoContato())
    expect(integrador).toMatchObject({ id: 1, nome: 'Integrador RH Folha', lastContact: expect.stringMatching(/^2026-11-1\dT/) })
  })

  it("lists the integrator's jobs, newest first, with the records each one rejected", async () => {
    const pagina = await jobs()
    expect(pagina.page.totalElements).toBe(6)
    expect(pagina.items.map((j) => j.id)).toEqual([6, 5, 4, 3, 2, 1])
    expect(pagina.items.find((j) => j.id === 3)).toMatchObject({
      tipo: 'IMPORTACAO_FUNCIONARIOS',
      situacao: 'ERRO',
      registros: 146,
      totalErros: 2,
      erros: ['Matrícula 000731: CPF 123.456.789-00 inválido.', 'Matrícula 000912: cargo 77 não cadastrado no Ponto.'],
    })
  })

  it("re-runs a job with errors: a new finished job linked to it takes every record, and it is the integrator's last contact", async () => {
    const antes = await app().queryClient.fetchQuery(integradorQueries.ultimoContato())
    const novo = await reexecutarJob({ integradorId: 1, jobId: 3 })
    expect(novo).toMatchObject({ id: 7, integradorId: 1, tipo: 'IMPORTACAO_FUNCIONARIOS', situacao: 'CONCLUIDO', registros: 148, erros: [], reexecucaoDe: 3 })
    expect((await jobs()).items[0]).toMatchObject({ id: 7, reexecucaoDe: 3 })
    const depois = await app().queryClient.fetchQuery({ ...integradorQueries.ultimoContato(), staleTime: 0 })
    expect(depois!.lastContact).not.toBe(antes!.lastContact)
    // The job's start is a local date-time; the last contact the same instant in UTC.
    expect(new Date(depois!.lastContact!).getTime()).toBe(new Date(novo.inicio).getTime())
  })
})
