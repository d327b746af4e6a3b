import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/index'
import { formatMinutes, parseHora } from '../engine/index'
import { buildCartaoPonto, type CartaoPontoResponse } from './build'
import { ANTERIOR, ATUAL, dbE2e } from './test-db'

let db: Db
const cards = new Map<string, CartaoPontoResponse>()

function card(funcionarioId: number, competenciaId = ATUAL): CartaoPontoResponse {
  const key = `${funcionarioId}:${competenciaId}`
  const cached = cards.get(key) ?? buildCartaoPonto(db, funcionarioId, competenciaId)
  cards.set(key, cached)
  return cached
}

function dia(funcionarioId: number, data: string, competenciaId = ATUAL) {
  const d = card(funcionarioId, competenciaId).manutencaoDTO.registros[data]
  if (!d) throw new Error(`sem ${data}`)
  return d.registro
}

const horas = (r: ReturnType<typeof dia>) => r.marcacoes.flatMap((p) => [p.entrada?.hora, p.saida?.hora]).filter(Boolean)

beforeAll(() => {
  db = dbE2e()
})

describe('scenarios of the seed (PONTO_TODAY=2026-11-16)', () => {
  it('the demo employee has a delay, an overtime day, an inconsistent day and a treatment in the current competence', () => {
    expect(horas(dia(1, '2026-11-04'))).toEqual(['08:17', '12:00', '13:00', '17:00'])
    expect(dia(1, '2026-11-04')).toMatchObject({ saldoBanco: '-00:17', bhMenos: '00:17', error: false })
    const extra = dia(1, '2026-11-06')
    expect(extra).toMatchObject({ horaExtra: '01:00', bhExtra: '00:40', horaExtraCalculada: '01:40' })
    expect(extra.tratamentos).toEqual([expect.objectContaining({
      tipoJustificativa: 'HORA_EXTRA', ocorrencia: 'I', hora: '01:00', motivo: { id: 117, descricao: 'Hora Extra' }, solicitacaoId: null,
    })])
    const semSaida = card(1).manutencaoDTO.registros['2026-11-10']
    expect(semSaida).toMatchObject({ error: 'Numero impar de marcacoes!', registro: { inconsistente: true } })
    expect(horas(semSaida!.registro)).toEqual(['08:00', '12:00', '13:00'])
  })

  it('the demo employee has a pending acceptance of the previous competence and today punches before noon only', () => {
    expect(card(1).aceitePendente.map((a) => a.competencia.id)).toEqual([ANTERIOR])
    const hoje = card(1).manutencaoDTO.hoje
    const entrada = hoje?.marcacoesAtuais[0]?.hora ?? ''
    expect(hoje?.marcacoesAtuais.every((m) => m.hora < '12:00')).toBe(true)
    // 8 h of work and the 1 h lunch break after the first entry.
    expect(parseHora(hoje?.previsaoSaida ?? '00:00')).toBe(parseHora(entrada) + 9 * 60)
    expect(card(1, ANTERIOR).manutencaoDTO.hoje).toBeNull()
  })

  it('included and disregarded punches, and a pending request that left a punch missing', () => {
    const incluida = dia(1, '2026-11-12').marcacoes[1]?.entrada
    expect(incluida).toMatchObject({ hora: '13:00', tipoMarcacao: 'INCLUIDO', tratamento: { motivo: { id: 102 } } })
    const originais = dia(1, '2026-11-05').marcacoesOriginais
    expect(originais.filter((m) => m.desconsiderada)).toEqual([expect.objectContaining({ hora: '08:01', tratamento: { motivo: { id: 105, descricao: 'Falha no relógio de ponto' } } })])
    expect(horas(dia(1, '2026-11-05'))).toEqual(['08:00', '12:00', '13:00', '17:00'])
    expect(horas(dia(1, '2026-11-13'))).toEqual(['12:00', '13:00', '17:00'])
  })

  it('treatments from a granted request, from a batch action and from an HR movement', () => {
    const [abono] = dia(1, '2026-10-07', ANTERIOR).tratamentos
    expect(abono).toMatchObject({ tipoJustificativa: 'ABONO', solicitacaoId: 2, motivo: { descricao: 'Atestado médico' } })
    const lote = dia(1, '2026-10-28', ANTERIOR)
    const feriado = db.feriados.find((f) => f.data === '2026-10-28')
    expect(lote.tratamentos[0]).toMatchObject({ tipoJustificativa: 'ABONO', acaoLoteId: feriado?.id })
    expect(lote.descricaoOcorrencia).toBe('Ponto facultativo: Dia do Servidor Público')
    const afastado = dia(22, '2026-11-03')
    expect(afastado).toMatchObject({ descricaoOcorrencia: 'Afastamento', falta: '', marcacoes: expect.any(Array) })
    expect(afastado.tratamentos[0]).toMatchObject({ movimentacao: true, motivo: { id: 101 } })
    expect(card(22).movimentacaoRH[0]).toMatchObject({ tipoMovimentacaoDescricao: 'Afastamento', descricaoAfastamento: expect.stringContaining('saúde') })
  })

  it('overtime bands: 50 % then 70 % then the custom band, 100 % on a worked holiday, night overtime', () => {
    expect(dia(33, '2026-11-05')).toMatchObject({ horaExtra: '02:00', horaExtra70: '00:40' })
    expect(dia(33, '2026-11-04')).toMatchObject({ atraso: '00:25' })
    expect(dia(33, '2026-11-09')).toMatchObject({ saidaAntecipada: '00:40' })
    expect(dia(33, '2026-11-15')).toMatchObject({ descontoDSR: '08:00', feriado: true })
    expect(dia(47, '2026-11-02')).toMatchObject({ feriado: true, horaExtra100: '04:00', descricaoOcorrencia: 'Finados' })
    expect(dia(47, '2026-11-06')).toMatchObject({ horaExtra: '02:00', horaExtra70: '02:00', horaExtraCustom: '00:30' })
    expect(card(47).manutencaoDTO.horaExtraCustomLabel).toBe('Hora Extra 75%')
    // 17:00-23:30: 22:00-23:30 is 01:30 clock of night overtime in reduced hours (art. 73 §1): 90 * 8 / 7 = 102.9 -> 01:43
    expect(dia(47, '2026-11-13')).toMatchObject({ horaExtra: '02:00', horaExtra70: '02:00', horaExtraCustom: '01:00', horaExtraNoturna: '01:43' })
    // 12x36 (art. 59-A): the night past 05:00 is compensated, so 07:00-08:30 is day overtime and the night premium 22:00-05:00.
    expect(dia(14, '2026-11-06')).toMatchObject({ horaExtra: '01:30', horaExtraNoturna: '', adicionalNoturno: '08:00', escalaMensal: true })
    expect(dia(14, '2026-11-06').marcacoes[0]?.saida).toMatchObject({ hora: '08:30', data: '2026-11-07' })
  })

  it('[TC-096][mock] employees without a schedule who punch get the missing-schedule error', () => {
    const r = card(12).manutencaoDTO.registros['2026-11-13']
    expect(r).toMatchObject({ error: 'Registro não possui quadro de horário!', registro: { quadroHorarioId: null, escalaMensal: false } })
    expect(horas(r!.registro)).toHaveLength(4)
  })

  it('inactive, not controlling time, dismissal with its date, vacation and admission in the month', () => {
    expect(card(10).funcionario.ativo).toBe(false)
    expect(card(10, ANTERIOR).movimentacaoRH).toEqual([expect.objectContaining({ tipoMovimentacaoDescricao: 'Rescisão', dataRescisao: '2026-10-27' })])
    expect(dia(10, '2026-10-29', ANTERIOR)).toMatchObject({ descricaoOcorrencia: 'Rescisão', error: false, falta: '' })
    const semControle = card(5)
    expect(semControle.funcionario.controlaPonto).toBe(false)
    expect(Object.values(semControle.manutencaoDTO.registros).every((d) => d.error === null && d.registro.marcacoes.every((p) => !p.entrada))).toBe(true)
    expect(dia(43, '2026-11-10')).toMatchObject({ descricaoOcorrencia: 'Férias', cargaHoraria: '', falta: '' })
    expect(dia(15, '2026-11-13')).toMatchObject({ descricaoOcorrencia: 'Antes da admissão', error: false })
  })

  it('pre-marked punches, three and four pairs, the locked card, the notes line, the company field configuration', () => {
    const pre = dia(20, '2026-11-04').marcacoes
    expect(pre[0]?.saida).toMatchObject({ hora: '10:00', tipoMarcacao: 'PRE_ASSINALADO' })
    expect(pre[1]?.entrada).toMatchObject({ hora: '10:15', tipoMarcacao: 'PRE_ASSINALADO' })
    expect(card(9).manutencaoDTO).toMatchObject({ tresMarcacoes: true, quatroMarcacoes: false })
    expect(card(38).manutencaoDTO).toMatchObject({ tresMarcacoes: true, quatroMarcacoes: true })
    expect(card(35).manutencaoDTO.bloqueado).toBe(true)
    expect(card(39, ANTERIOR).manutencaoDTO.bloqueado).toBe(true)
    expect(card(1).manutencaoDTO.bloqueado).toBe(false)
    expect(card(33).observacao).toBe('Horas extras autorizadas pela Secretaria de Obras.')
    expect(card(2).observacao).toBeNull()
    expect(card(51).config.cartaoPonto).toMatchObject({ horaExtra70: { enabled: false }, descontoDSR: { enabled: false }, memoriaCalculo: { enabled: true } })
    expect(card(33).aceitePendente).toHaveLength(2)
  })

  it('banks: day bank debit and credit, both compensation kinds, hour bank payment', () => {
    expect(dia(1, '2026-10-19', ANTERIOR).tratamentos[0]).toMatchObject({ tipoJustificativa: 'BANCO_DE_DIAS_DEBITO', bancoDias: { id: 2 } })
    expect(card(1, ANTERIOR).bancoDiasResumo.find((b) => b.bancoId === 2)).toMatchObject({ saldoInicial: 1, saldoBancoMenos: 1, saldoBancoFinal: 0 })
    expect(dia(13, '2026-10-04', ANTERIOR)).toMatchObject({ idBancoDias: 1, tratamentos: [expect.objectContaining({ tipoJustificativa: 'BANCO_DE_DIAS_CREDITO' })] })
    const competencias = card(38).bancoCompensacaoResumo
    expect(competencias).toMatchObject({ tipo: 'COMPETENCIAS', apenasLancamentoManual: false })
    expect(dia(38, '2026-11-04')).toMatchObject({ compensacao: '00:45', compensacaoMais: '00:45' })
    expect(dia(38, '2026-11-09')).toMatchObject({ compensacao: '-00:30' })
    const mais = Object.values(card(38).manutencaoDTO.registros).reduce((s, d) => s + (d.registro.compensacaoMais ? parseHora(d.registro.compensacaoMais) : 0), 0)
    expect(competencias?.competencias.at(-1)).toMatchObject({ mes: 11, ano: 2026, mais: formatMinutes(mais) })
    expect(competencias?.competencias.at(-1)?.saldoInicial).toBe(competencias?.competencias.at(-2)?.saldoFinal)
    expect(card(62).bancoCompensacaoLancamentoManualResumo).toMatchObject({ tipo: 'DIAS', vencimentos: [{ vencimento: '2026-12-07', saldo: '03:00' }, { vencimento: '2027-01-10', saldo: '02:30' }] })
    expect(card(25, ANTERIOR).manutencaoDTO.totalSaldoBancoPago).toBe('04:00')
  })

  // Art. 59-A: the 12x36 schedule compensates holidays, so a shift rostered on one is an ordinary workday, worked and
  // paid without 100 %; the seed punches it like any other shift.
  it('plantão 12x36 em feriado tem marcações no seed e nenhuma falta', () => {
    const id = (nome: string) => db.funcionarios.find((f) => f.nome === nome)!.id
    const plantoes: [number, string, number][] = [
      [id('Pietro Xavier Reis'), '2026-10-12', ANTERIOR],
      [id('Sirineu Pereira Souza'), '2026-10-12', ANTERIOR],
      // The night shift 19:00-07:00 of Finados ends on the next day.
      [id('Benício Saraiva Albuquerque'), '2026-11-02', ATUAL],
    ]
    for (const [funcionarioId, data, competenciaId] of plantoes) {
      const feriado = db.feriados.find((f) => f.data === data && !f.facultativo)!
      const r = dia(funcionarioId, data, competenciaId)
      expect(r, `${funcionarioId} ${data}`).toMatchObject({
        feriado: true, descricaoOcorrencia: feriado.descricao, escalaMensal: true, cargaHoraria: '12:00',
        falta: '', horaExtra100: '', horaExtraNoturnaCemPorcento: '', descontoDSR: '',
      })
      expect(horas(r)).toHaveLength(2)
      expect(parseHora(r.horas)).toBeGreaterThanOrEqual(parseHora('11:50'))
      expect(r.memoriaCalculo).toContain(`Feriado (${feriado.descricao}) na escala 12x36: jornada normal (art. 59-A)`)
      // No other absence in these months either: the totals carry none.
      expect(card(funcionarioId, competenciaId).manutencaoDTO).toMatchObject({
        totalFalta: '00:00', totalDiasFalta: 0, totalHoraExtra100: '00:00', totalHoraExtraNoturnaCemPorcento: '00:00',
      })
    }
  })
})
