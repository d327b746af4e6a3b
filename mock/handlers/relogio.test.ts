import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { dbFor } from '../http/isolation'
import { textoDoPdf } from '../pdf/pdf-texto'
import { escreverComprovante, TITULO_COMPROVANTE } from '../pdf/comprovante'
import type { Comprovante } from '../timecard/relogio'
import { call, freshDb } from './lib/test-client'

const FERNANDA = 1
const SARA = 33
const COMPETENCIA = 13
const HOJE = '2026-11-16'

const AGORA = new Date(2026, 10, 16, 14, 30, 25)

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', HOJE)
  // The mock's clock is today's date with the wall-clock time: 14:30 here.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(AGORA)
})

afterEach(() => {
  vi.setSystemTime(AGORA)
})

afterAll(() => {
  vi.useRealTimers()
})

interface Registrado {
  marcacao: { id: number; data: string; hora: string; tipoMarcacao: string }
  competenciaId: number
  comprovante: Comprovante
}

async function originaisDoDia(dbKey: string, funcionarioId: number, as = 'rh') {
  const response = await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=${COMPETENCIA}`, { as, dbKey })
  const registro = cartaoPontoSchema.parse(await response.json()).manutencaoDTO.registros[HOJE]?.registro
  return registro?.marcacoesOriginais.map((m) => m.hora) ?? []
}

describe('POST /api/relogio/registrar', () => {
  it('[CLOCK-001][mock] the employee clocks in now: an original punch of today on the card, with its receipt', async () => {
    const dbKey = freshDb()
    expect(await originaisDoDia(dbKey, FERNANDA)).toEqual(['08:00', '11:58'])
    const response = await call('/api/relogio/registrar', { method: 'POST', as: 'funcionario', dbKey })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Registrado
    expect(body.marcacao).toMatchObject({ data: HOJE, hora: '14:30', tipoMarcacao: 'ORIGINAL' })
    expect(body.competenciaId).toBe(COMPETENCIA)
    expect(body.comprovante).toMatchObject({
      id: body.marcacao.id, nsr: 1, data: HOJE, hora: '14:30', dataHora: `${HOJE}T14:30:25`, equipamento: 'REP-P Web',
      funcionario: { id: FERNANDA, nome: 'Fernanda Funcionária', cpf: '52998224725' },
    })
    expect(body.comprovante.empregador.cnpj).toMatch(/^\d{14}$/)
    expect(body.comprovante.hash).toMatch(/^[0-9A-F]{64}$/)
    expect(await originaisDoDia(dbKey, FERNANDA)).toEqual(['08:00', '11:58', '14:30'])
    // TC-069: the originals column is HR's; the employee's own card carries none (her punches are the day's pairs).
    expect(await originaisDoDia(dbKey, FERNANDA, 'funcionario')).toEqual([])
  })

  it('[CLOCK-001][mock] numbers the web clock receipts in sequence (NSR) and lists the day in the clock state', async () => {
    const dbKey = freshDb()
    await call('/api/relogio/registrar', { method: 'POST', as: 'funcionario', dbKey })
    const segunda = (await (await call('/api/relogio/registrar?confirmar=true', { method: 'POST', as: 'funcionario', dbKey })).json()) as Registrado
    expect(segunda.comprovante.nsr).toBe(2)
    const hoje = (await (await call('/api/relogio/hoje', { as: 'funcionario', dbKey })).json()) as {
      agora: string; permiteBaterPonto: boolean; funcionario: { id: number }; marcacoes: { hora: string }[]
    }
    expect(hoje).toMatchObject({ agora: `${HOJE}T14:30:25`, permiteBaterPonto: true, funcionario: { id: FERNANDA } })
    expect(hoje.marcacoes.map((m) => m.hora)).toEqual(['08:00', '11:58', '14:30', '14:30'])
  })

  it('answers 403 without front_relogio and 400 when clocking in is not allowed', async () => {
    const dbKey = freshDb()
    const semPapel = await call('/api/relogio/registrar', { method: 'POST', as: 'funcionario', dbKey, overrides: { permissions: ['front_manutencao_visualizar'] } })
    expect(semPapel.status).toBe(403)
    dbFor(dbKey).config.permiteBaterPonto = false
    const naoPermitido = await call('/api/relogio/registrar', { method: 'POST', as: 'funcionario', dbKey })
    expect(naoPermitido.status).toBe(400)
    expect(await naoPermitido.json()).toMatchObject({ message: 'Registro de ponto não permitido para este usuário.' })
    expect(await originaisDoDia(dbKey, FERNANDA)).toEqual(['08:00', '11:58'])
  })
})

describe('POST /api/relogio/registrar: punch repeated within a minute', () => {
  const registrar = (dbKey: string, query = '') => call(`/api/relogio/registrar${query}`, { method: 'POST', as: 'funcionario', dbKey })
  const segundosDepois = (segundos: number) => vi.setSystemTime(new Date(AGORA.getTime() + segundos * 1000))

  it('refuses a second punch 59 s later with 409 and the time of the last one, storing nothing', async () => {
    const dbKey = freshDb()
    expect((await registrar(dbKey)).status).toBe(200)
    segundosDepois(59)
    const repetida = await registrar(dbKey)
    expect(repetida.status).toBe(409)
    expect(await repetida.json()).toEqual({
      timestamp: expect.any(String), status: 409, error: 'Conflict', path: '/api/relogio/registrar', ultimaMarcacao: '14:30:25',
      message: 'Você registrou o ponto há menos de um minuto. Deseja registrar novamente?',
    })
    expect(await originaisDoDia(dbKey, FERNANDA)).toEqual(['08:00', '11:58', '14:30'])
  })

  it('keeps both punches when the repetition is confirmed', async () => {
    const dbKey = freshDb()
    await registrar(dbKey)
    segundosDepois(59)
    const confirmada = await registrar(dbKey, '?confirmar=true')
    expect(confirmada.status).toBe(200)
    expect(((await confirmada.json()) as Registrado).comprovante).toMatchObject({ nsr: 2, dataHora: `${HOJE}T14:31:24` })
    expect(await originaisDoDia(dbKey, FERNANDA)).toEqual(['08:00', '11:58', '14:30', '14:31'])
  })

  it('refuses a third punch within the minute with 429, confirmed or not, storing nothing', async () => {
    const dbKey = freshDb()
    await registrar(dbKey)
    segundosDepois(20)
    expect((await registrar(dbKey, '?confirmar=true')).status).toBe(200)
    segundosDepois(40)
    const terceira = await registrar(dbKey, '?confirmar=true')
    expect(terceira.status).toBe(429)
    expect(await terceira.json()).toMatchObject({
      status: 429, error: 'Too Many Requests',
      message: 'Você já registrou o ponto duas vezes no último minuto. Aguarde um minuto para registrar de novo.',
    })
    expect(await originaisDoDia(dbKey, FERNANDA)).toEqual(['08:00', '11:58', '14:30', '14:30'])
  })

  it('takes at most 24 web-clock punches of an employee in a day; HR includes any others', async () => {
    const dbKey = freshDb()
    for (let i = 0; i < 24; i++) {
      segundosDepois(61 * i)
      expect((await registrar(dbKey)).status).toBe(200)
    }
    segundosDepois(61 * 24)
    const alem = await registrar(dbKey)
    expect(alem.status).toBe(429)
    expect(await alem.json()).toMatchObject({ message: 'O relógio web aceita até 24 marcações por dia. Para incluir outra, procure o RH.' })
    expect(await originaisDoDia(dbKey, FERNANDA)).toHaveLength(2 + 24)
  })

  it('accepts a punch 61 s after the last one without confirmation', async () => {
    const dbKey = freshDb()
    await registrar(dbKey)
    segundosDepois(61)
    expect((await registrar(dbKey)).status).toBe(200)
    expect(await originaisDoDia(dbKey, FERNANDA)).toEqual(['08:00', '11:58', '14:30', '14:31'])
  })

  const registrarAdmin = (dbKey: string, funcionarioId: number) =>
    call('/api/relogio/registrar-admin', { method: 'POST', as: 'admin', dbKey, body: { funcionarioId, hora: '14:30' } })

  it('counts a recent punch of any origin, here an administrative one', async () => {
    const dbKey = freshDb()
    expect((await registrarAdmin(dbKey, FERNANDA)).status).toBe(200)
    const repetida = await registrar(dbKey)
    expect(repetida.status).toBe(409)
    expect(await repetida.json()).toMatchObject({ ultimaMarcacao: '14:30:00' })
  })

  it('leaves another employee unaffected', async () => {
    const dbKey = freshDb()
    expect((await registrarAdmin(dbKey, SARA)).status).toBe(200)
    expect((await registrar(dbKey)).status).toBe(200)
    expect(await originaisDoDia(dbKey, FERNANDA)).toEqual(['08:00', '11:58', '14:30'])
  })
})

describe('POST /api/relogio/registrar-admin', () => {
  it('[CLOCK-002][mock] an administrator registers a punch of today for an employee at a chosen time', async () => {
    const dbKey = freshDb()
    const response = await call('/api/relogio/registrar-admin', { method: 'POST', as: 'admin', dbKey, body: { funcionarioId: SARA, hora: '13:05' } })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Registrado
    expect(body.comprovante).toMatchObject({ hora: '13:05', funcionario: { id: SARA } })
    expect(await originaisDoDia(dbKey, SARA)).toContain('13:05')
  })

  it('[CLOCK-002][mock] is for administrators only and validates the employee and the time', async () => {
    const dbKey = freshDb()
    expect((await call('/api/relogio/registrar-admin', { method: 'POST', as: 'rh', dbKey, body: { funcionarioId: SARA, hora: '13:05' } })).status).toBe(403)
    const invalido = await call('/api/relogio/registrar-admin', { method: 'POST', as: 'admin', dbKey, body: { funcionarioId: null, hora: '14:31' } })
    expect(invalido.status).toBe(400)
    expect(await invalido.json()).toEqual({
      errors: [
        { entity: 'Marcacao', property: 'funcionarioId', message: 'Selecione o funcionário', invalidValue: null },
        { entity: 'Marcacao', property: 'hora', message: 'O horário não pode ser posterior ao horário atual', invalidValue: '14:31' },
      ],
    })
    const semPonto = await call('/api/relogio/registrar-admin', { method: 'POST', as: 'admin', dbKey, body: { funcionarioId: 5, hora: '25:00' } })
    const { errors } = (await semPonto.json()) as { errors: { property: string; message: string }[] }
    expect(errors.map((e) => e.message)).toEqual(['Funcionário inativo ou que não controla ponto', 'Horário inválido'])
  })
})

describe('comprovantes de marcação', () => {
  it('[CLOCK-004][mock] lists only the logged-in user\'s own receipts, newest first', async () => {
    const dbKey = freshDb()
    await call('/api/relogio/registrar-admin', { method: 'POST', as: 'admin', dbKey, body: { funcionarioId: SARA, hora: '10:00' } })
    await call('/api/relogio/registrar-admin', { method: 'POST', as: 'admin', dbKey, body: { funcionarioId: FERNANDA, hora: '12:40' } })
    await call('/api/relogio/registrar', { method: 'POST', as: 'funcionario', dbKey })
    const lista = (await (await call('/api/comprovantes-marcacao', { as: 'funcionario', dbKey })).json()) as Comprovante[]
    expect(lista.map((c) => [c.hora, c.funcionario.id, c.nsr])).toEqual([['14:30', FERNANDA, 3], ['12:40', FERNANDA, 2]])
    const doRh = (await (await call('/api/comprovantes-marcacao', { as: 'rh', dbKey })).json()) as Comprovante[]
    expect(doRh).toEqual([])
  })

  it('[CLOCK-004][mock] serves the receipt PDF to its employee only', async () => {
    const dbKey = freshDb()
    const fernanda = (await (await call('/api/relogio/registrar', { method: 'POST', as: 'funcionario', dbKey })).json()) as Registrado
    const sara = (await (await call('/api/relogio/registrar-admin', { method: 'POST', as: 'admin', dbKey, body: { funcionarioId: SARA, hora: '10:00' } })).json()) as Registrado
    const pdf = await call(`/api/comprovantes-marcacao/${fernanda.comprovante.id}/pdf`, { as: 'funcionario', dbKey })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('x-filename')).toBe('comprovante-000000001.pdf')
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('%PDF')
    expect((await call(`/api/comprovantes-marcacao/${sara.comprovante.id}/pdf`, { as: 'funcionario', dbKey })).status).toBe(404)
    expect((await call(`/api/comprovantes-marcacao/${sara.comprovante.id}/pdf`, { as: 'admin', dbKey })).status).toBe(200)
  })

  it('[CLOCK-001][mock] the receipt prints the contents of Portaria 671 art. 79', async () => {
    const dbKey = freshDb()
    const { comprovante } = (await (await call('/api/relogio/registrar', { method: 'POST', as: 'funcionario', dbKey })).json()) as Registrado
    const texto = textoDoPdf(await escreverComprovante(comprovante, { compress: false })).join(' ').replace(/\s+/g, ' ')
    for (const trecho of [TITULO_COMPROVANTE, 'Empregador', 'CNPJ', 'Local da prestação do serviço', 'Fernanda Funcionária', '529.982.247-25',
      '16/11/2026 14:30', '000000001', 'REP-P Web', comprovante.hash.slice(0, 20)]) {
      expect(texto).toContain(trecho)
    }
  })
})
