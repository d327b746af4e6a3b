import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { formatMinutes, parseHora } from '../engine/index'
import { buildCartaoPonto, CartaoPontoNaoEncontrado } from './build'
import { eachDay } from './calendar'
import { ANTERIOR, ATUAL, dbE2e } from './test-db'

const minutos = (v: string) => (v === '' ? 0 : v.startsWith('-') ? -parseHora(v.slice(1)) : parseHora(v))

describe('buildCartaoPonto', () => {
  it('[TC-204][mock] the response holds for the contract for any employee and competence', () => {
    const db = dbE2e()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: db.funcionarios.length }), fc.integer({ min: 1, max: db.competencias.length }), (f, c) => {
        const card = buildCartaoPonto(db, f, c)
        expect(cartaoPontoSchema.parse(card)).toEqual(card)
      }),
      { numRuns: 60 },
    )
  }, 60_000)

  it('[TC-205][TC-097][mock] one record per day of the competence keyed by date, with the day error or null', () => {
    const db = dbE2e()
    const card = buildCartaoPonto(db, 1, ATUAL)
    const competencia = db.competencias.find((c) => c.id === ATUAL)!
    expect(Object.keys(card.manutencaoDTO.registros)).toEqual([...eachDay(competencia.inicio, competencia.fim)])
    for (const [data, { registro, error }] of Object.entries(card.manutencaoDTO.registros)) {
      expect(registro.data).toBe(data)
      expect(error).toBe(registro.errorMessage)
      expect(registro.idRegistro).toEqual(expect.any(Number))
      expect(registro.marcacoes.map((p) => p.sequencia)).toEqual([1, 2, 3, 4])
    }
    const erros = Object.entries(card.manutencaoDTO.registros).filter(([, d]) => d.error !== null).map(([data]) => data)
    expect(erros).toEqual(['2026-11-10', '2026-11-13'])
  })

  it('[TC-206][mock] totals are hh:mm strings that add up the days', () => {
    const db = dbE2e()
    for (const f of [1, 33, 47, 14]) {
      const m = buildCartaoPonto(db, f, ATUAL).manutencaoDTO
      const dias = Object.values(m.registros).map((d) => d.registro)
      const soma = (campo: 'horas' | 'horaExtra' | 'horaExtra70' | 'horaExtra100' | 'atraso' | 'falta' | 'adicionalNoturno') =>
        formatMinutes(dias.reduce((s, d) => s + minutos(d[campo]), 0))
      expect(m).toMatchObject({
        totalHoras: soma('horas'), totalHoraExtra: soma('horaExtra'), totalHoraExtra70: soma('horaExtra70'), totalHoraExtra100: soma('horaExtra100'),
        totalAtraso: soma('atraso'), totalFalta: soma('falta'), totalAdicionalNoturno: soma('adicionalNoturno'),
      })
      expect(m.totalHoraSobreAviso).toMatch(/^-?\d{2,}:\d{2}$/)
    }
  })

  it('[TC-207][mock] flags: calculated overtime shown for employees who may not do overtime, today only in the current competence', () => {
    const db = dbE2e()
    const naoPermite = buildCartaoPonto(db, 3, ATUAL)
    expect(naoPermite.funcionario.permiteHoraExtra).toBe(false)
    expect(naoPermite.manutencaoDTO).toMatchObject({ exibirHorasExtrasCalculadas: true, exibirCargaHoraria: true, existeBancoHoras: false })
    const permite = buildCartaoPonto(db, 1, ATUAL).manutencaoDTO
    expect(permite).toMatchObject({ exibirHorasExtrasCalculadas: false, existeBancoHoras: true, existeBancoDias: true, existeBancoCompensacao: false })
    expect(permite.hoje?.marcacoesAtuais.length).toBeGreaterThan(0)
    expect(buildCartaoPonto(db, 1, ANTERIOR).manutencaoDTO.hoje).toBeNull()
  })

  it('[TC-208][mock] the hour bank and the day banks of a month open with the final balances of the month before', () => {
    const db = dbE2e()
    const outubro = buildCartaoPonto(db, 1, ANTERIOR)
    const novembro = buildCartaoPonto(db, 1, ATUAL)
    expect(novembro.manutencaoDTO.totalSaldoBancoInicial).toBe(outubro.manutencaoDTO.totalSaldoBancoFinal)
    expect(novembro.manutencaoDTO).toMatchObject({ bancoHorasId: 1, bancoHorasDescricao: 'Banco de Horas Prefeitura', totalLancamentoBancoMais: '02:00' })
    const m = novembro.manutencaoDTO
    const dias = Object.values(m.registros).map((d) => d.registro)
    const mais = dias.reduce((s, d) => s + minutos(d.bhExtra) + minutos(d.bhExtra100) + minutos(d.bhExtraNoturna), 0)
    expect(m.totalSaldoBancoMais).toBe(formatMinutes(mais))
    expect(minutos(m.totalSaldoBancoFinal)).toBe(minutos(m.totalSaldoBancoInicial) + mais - minutos(m.totalSaldoBancoMenos) + 120)
    for (const banco of novembro.bancoDiasResumo) {
      expect(banco.saldoInicial).toBe(outubro.bancoDiasResumo.find((b) => b.bancoId === banco.bancoId)?.saldoBancoFinal)
    }
  })

  it('reads the rows on every call: a punch included afterwards changes the card', () => {
    const db = dbE2e()
    const antes = buildCartaoPonto(db, 1, ATUAL).manutencaoDTO.registros['2026-11-10']!
    expect(antes.error).not.toBeNull()
    const registroId = antes.registro.idRegistro!
    db.marcacoes.push({
      id: 9_999_999, registroId, funcionarioId: 1, data: '2026-11-10', hora: '17:00', dataHora: '2026-11-10T17:00:00', tipoMarcacao: 'INCLUIDO',
      sequencia: 4, desconsiderada: false, motivoId: 102, nsr: null, equipamento: null,
    })
    const depois = buildCartaoPonto(db, 1, ATUAL).manutencaoDTO.registros['2026-11-10']!
    expect(depois).toMatchObject({ error: null, registro: { horas: '08:00', error: false } })
    expect(depois.registro.marcacoes[1]?.saida).toMatchObject({ id: 9_999_999, tipoMarcacao: 'INCLUIDO' })
  })

  it('refuses an unknown employee or competence', () => {
    const db = dbE2e()
    expect(() => buildCartaoPonto(db, 999, ATUAL)).toThrow(CartaoPontoNaoEncontrado)
    expect(() => buildCartaoPonto(db, 1, 999)).toThrow(CartaoPontoNaoEncontrado)
  })
})
