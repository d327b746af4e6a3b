import { createRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cartaoPontoQueries, type CartaoPonto } from '@/entities/cartao-ponto'
import { hhmmToMinutes } from '@/shared/lib'
import { abrirRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { CartaoPontoResumo } from './cartao-ponto-resumo'
import { CartaoPontoTabelas } from './cartao-ponto-tabelas'

const app = usarAppNoMock('rh')

const FERNANDA = 1
/** Absences and late arrivals in 11/2026, without an hour bank: 24:00 discounted, a balance of -18:00. */
const SIRINEU = 8

/** An employee's summary of 11/2026 (competence 13) from the real handlers, read through the app's query factory. */
async function abrirResumo(funcionarioId = FERNANDA, Tela: (props: { cartao: CartaoPonto }) => ReactNode = CartaoPontoResumo) {
  const cartao = await app().queryClient.fetchQuery(cartaoPontoQueries.detail({ funcionarioId, competenciaId: 13 }))
  const resumo = () => <Tela cartao={cartao} />
  const { user } = await abrirRotas(app(), (root) => [createRoute({ getParentRoute: () => root, path: '/', component: resumo })], '/')
  return { user, cartao }
}

/** Opens a total's days; returns the total shown and the days' values (column Valor) and the foot's sum. */
async function diasDoTotal(user: Awaited<ReturnType<typeof abrirResumo>>['user'], rotulo: string, quadro?: string) {
  const onde = quadro ? within(screen.getByRole('region', { name: quadro })) : screen
  const botao = onde.getByRole('button', { name: new RegExp(`^Ver os dias de ${rotulo.replace(/[()]/g, '\\$&')} \\(`) })
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

describe('the days behind the absence days and the hour bank (issue 15)', { timeout: 30_000 }, () => {
  it('Faltas (dias): one row per day missed, each with why, as many as the count shown', async () => {
    const { user, cartao } = await abrirResumo(SIRINEU)
    const { total, valores, porques, soma, dialogo } = await diasDoTotal(user, 'Faltas (dias)')
    expect(total).toBe(String(cartao.manutencaoDTO.totalDiasFalta))
    expect(Number(total)).toBeGreaterThan(0)
    expect(valores).toEqual(Array.from({ length: Number(total) }, () => '1'))
    expect(soma).toBe(total)
    for (const porque of porques) expect(porque).toMatch(/falta/i)
    const dias = within(dialogo).getAllByRole('row').slice(1, -1).map((tr) => within(tr).getAllByRole('cell')[0]!.textContent)
    const semMarcacao = Object.values(cartao.manutencaoDTO.registros)
      .map((d) => d.registro)
      .filter((r) => r.falta && r.marcacoes.every((p) => !p.entrada && !p.saida))
      .map((r) => r.data.split('-').reverse().join('/'))
    expect(dias).toEqual(semMarcacao)
  })

  it('Banco de Horas: credits and debits are the days that moved the bank; the balance adds the opening and the entries', async () => {
    const { user, cartao } = await abrirResumo(FERNANDA, CartaoPontoTabelas)
    const m = cartao.manutencaoDTO
    const creditos = await diasDoTotal(user, 'Créditos', 'Banco de Horas')
    expect(creditos.total).toBe(m.totalSaldoBancoMais)
    expect(minutos(creditos.valores)).toBe(hhmmToMinutes(m.totalSaldoBancoMais))
    expect(creditos.soma).toBe(m.totalSaldoBancoMais)
    for (const porque of creditos.porques) expect(porque).toMatch(/banco de horas/i)
    await user.keyboard('{Escape}')

    const debitos = await diasDoTotal(user, 'Débitos', 'Banco de Horas')
    expect(minutos(debitos.valores)).toBe(hhmmToMinutes(m.totalSaldoBancoMenos))
    expect(debitos.soma).toBe(m.totalSaldoBancoMenos)
    await user.keyboard('{Escape}')

    const saldo = await diasDoTotal(user, 'Total', 'Banco de Horas')
    expect(saldo.total).toBe(m.totalSaldoBancoFinal)
    expect(saldo.valores.some((v) => v.startsWith('-'))).toBe(true)
    expect(minutos(saldo.valores)).toBe(hhmmToMinutes(m.totalSaldoBancoFinal))
    expect(saldo.soma).toBe(m.totalSaldoBancoFinal)
    const avulsas = within(saldo.dialogo).getAllByRole('row').map((tr) => tr.textContent)
    expect(avulsas).toContain(`Saldo Inicial${m.totalSaldoBancoInicial}Saldo trazido da competência anterior`)
    expect(avulsas).toContain(`Lançamentos (+)${m.totalLancamentoBancoMais}Créditos lançados à mão no banco`)
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: `Ver os dias de Saldo Inicial (${m.totalSaldoBancoInicial})` }))
    const inicial = await screen.findByRole('dialog', { name: 'Saldo Inicial em 11/2026' })
    expect(within(inicial).queryByRole('table')).not.toBeInTheDocument()
    expect(inicial).toHaveTextContent('O saldo inicial não é soma de dias desta competência')
  })
})

