import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { diaDoCartao } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { relogioQueries } from '@/entities/relogio'
import { HOJE_DO_SEED, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { registrarPonto, registrarPontoAdmin } from './registrar-ponto.mutation'

const FERNANDA = 1
const SARA = 33

beforeAll(() => {
  // The mock's clock is the seed's today at the wall-clock time: 14:30 here.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 10, 16, 14, 30, 25))
})

afterAll(() => {
  vi.useRealTimers()
})

const originaisDeHoje = async (funcionarioId: number) => (await diaDoCartao(funcionarioId, HOJE_DO_SEED)).marcacoesOriginais.map((m) => m.hora)
/** The day's punches as its pairs count them: what the employee's own card shows (the originals column is HR's, TC-069). */
const marcadasHoje = async (funcionarioId: number) =>
  (await diaDoCartao(funcionarioId, HOJE_DO_SEED)).marcacoes.flatMap((par) => [par.entrada?.hora, par.saida?.hora]).filter((hora) => hora !== undefined)

describe('the clock through the entity and the feature, as the employee, against the mock handlers', () => {
  const app = usarAppNoMock('funcionario')

  it('GET /api/relogio/hoje: the server instant, the employee and her punches of today', async () => {
    const hoje = await app().queryClient.fetchQuery(relogioQueries.hoje())
    expect(hoje).toMatchObject({ agora: `${HOJE_DO_SEED}T14:30:25`, permiteBaterPonto: true, funcionario: { id: FERNANDA } })
    expect(hoje.marcacoes.map((m) => m.hora)).toEqual(['08:00', '11:58'])
  })

  it('[CLOCK-001] POST /api/relogio/registrar: an original punch of now on her card, with its receipt', async () => {
    const registro = await registrarPonto()
    expect(registro.marcacao).toMatchObject({ data: HOJE_DO_SEED, hora: '14:30', tipoMarcacao: 'ORIGINAL' })
    expect(registro.comprovante).toMatchObject({ id: registro.marcacao.id, equipamento: 'REP-P Web', funcionario: { id: FERNANDA } })
    expect(await marcadasHoje(FERNANDA)).toEqual(['08:00', '11:58', '14:30'])
    // A second punch within a minute asks for confirmation; confirmed, both are kept.
    await expect(registrarPonto()).rejects.toMatchObject({ status: 409 })
    await registrarPonto(true)
    expect(await marcadasHoje(FERNANDA)).toEqual(['08:00', '11:58', '14:30', '14:30'])
  })
})

describe('the administrative clock-in, as an administrator, against the mock handlers', () => {
  usarAppNoMock('admin')

  it("[CLOCK-002] POST /api/relogio/registrar-admin registers an employee's punch of today at a chosen time", async () => {
    const registro = await registrarPontoAdmin({ funcionarioId: SARA, hora: '13:05' })
    expect(registro.comprovante).toMatchObject({ hora: '13:05', funcionario: { id: SARA } })
    expect(await originaisDeHoje(SARA)).toContain('13:05')
  })

  it('a time after the present minute is refused with the server message on hora', async () => {
    await expect(registrarPontoAdmin({ funcionarioId: SARA, hora: '14:31' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { hora: 'O horário não pode ser posterior ao horário atual' },
    })
  })
})
