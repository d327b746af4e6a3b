import { createRoute } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { hhmmToMinutes } from '@/shared/lib'
import { abrirRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { CartaoPontoResumo } from './cartao-ponto-resumo'

const app = usarAppNoMock('rh')

const FERNANDA = 1
/** Absences and late arrivals in 11/2026, without an hour bank: 24:00 discounted, a balance of -18:00. */
const SIRINEU = 8

/** An employee's summary of 11/2026 (competence 13) from the real handlers, read through the app's query factory. */
async function abrirResumo(funcionarioId = FERNANDA) {
  const cartao = await app().queryClient.fetchQuery(cartaoPontoQueries.detail({ funcionarioId, competenciaId: 13 }))
  const resumo = () => <CartaoPontoResumo cartao={cartao} />
  const { user } = await abrirRotas(app(), (root) => [createRoute({ getParentRoute: () => root, path: '/', component: resumo })], '/')
  return { user, cartao }
}

/** Opens a total's days; returns the total shown and the days' values (column Valor) and the foot's sum. */
async function diasDoTotal(user: Awaited<ReturnType<typeof abrirResumo>>['user'], rotulo: string) {
  const botao = screen.getByRole('button', { name: new RegExp(`^Ver os dias de ${rotulo} \\(`) })
  await user.click(botao)
  const dialogo = await screen.findByRole('dialog', { name: `${rotulo} em 11/2026` })
  const [, ...linhas] = within(dialogo).getAllByRole('row')
  const pe = linhas.pop()!
  const valores = linhas.map((tr) => within(tr).getAllByRole('cell')[1]!.textContent ?? '')
  const porques = linhas.map((tr) => within(tr).getAllByRole('cell')[2]!.textContent ?? '')
  return { total: botao.textContent, valores, porques, soma: within(pe).getByRole('cell', { name: /\d/ }).textContent, dialogo }
}

const minutos = (valores: string[]) => valores.reduce((s, v) => s + hhmmToMinutes(v), 0)

describe('the days behind a total, on the card the backend calculates (issue 15)', { timeout: 30_000 }, () => {
  it('Horas Trabalhadas: the days listed add up to the total shown, each explained by its worked-time clause or its error', async () => {
    const { user, cartao } = await abrirResumo()
    const { total, valores, porques, soma, dialogo } = await diasDoTotal(user, 'Horas Trabalhadas')
    expect(total).toBe(cartao.manutencaoDTO.totalHoras)
    expect(valores.length).toBeGreaterThan(5)
    expect(minutos(valores)).toBe(hhmmToMinutes(total!))
    expect(soma).toBe(total)
    const diasComErro = Object.values(cartao.manutencaoDTO.registros)
      .map((d) => d.registro)
      .filter((r) => r.error && hhmmToMinutes(r.horas) > 0)
    expect(diasComErro.length).toBeGreaterThan(0)
    expect(porques.filter((p) => !/^Trabalhado \d+:\d{2}.* - Carga /.test(p))).toEqual(diasComErro.map((r) => r.memoriaCalculo))
    expect(within(dialogo).queryByRole('note')).not.toBeInTheDocument()
  })

  it('an overtime band: its days add up to the total and each says which band the overtime went to', async () => {
    const { user } = await abrirResumo()
    const { total, valores, porques, soma } = await diasDoTotal(user, 'Total Horas Extras')
    expect(valores.length).toBeGreaterThan(0)
    expect(minutos(valores)).toBe(hhmmToMinutes(total!))
    expect(soma).toBe(total)
    for (const porque of porques) expect(porque).toMatch(/= Extra |Extra intervalo|Extra interjornada/)
  })

  it('Total Horas Descontadas: absences, lateness, early exits and rest days lost, day by day, add up to the total', async () => {
    const { user, cartao } = await abrirResumo(SIRINEU)
    const { total, valores, soma } = await diasDoTotal(user, 'Total Horas Descontadas')
    expect(total).toBe(cartao.manutencaoDTO.totalHorasNegativasGeral)
    expect(valores.length).toBeGreaterThan(0)
    expect(minutos(valores)).toBe(hhmmToMinutes(total!))
    expect(soma).toBe(total)
  })

  it('Saldo de Horas: each day its overtime less its discounts, signed, adding up to the balance', async () => {
    const { user, cartao } = await abrirResumo(SIRINEU)
    const { total, valores, soma } = await diasDoTotal(user, 'Saldo de Horas')
    expect(total).toBe(cartao.manutencaoDTO.totalHorasGeral)
    expect(valores.some((v) => v.startsWith('-'))).toBe(true)
    expect(minutos(valores)).toBe(hhmmToMinutes(total!))
    expect(soma).toBe(total)
  })
})
