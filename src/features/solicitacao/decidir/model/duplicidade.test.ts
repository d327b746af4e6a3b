import { describe, expect, it } from 'vitest'
import type { TipoJustificativa } from '@/entities/cartao-ponto'
import { marcacao, pares, registro } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { avisosDeDuplicidade, type SolicitacaoAvaliada } from './duplicidade'

const DIA = '2026-11-10'
const ATESTADO = { id: 101, descricao: 'Atestado médico' }
const SERVICO_EXTERNO = { id: 104, descricao: 'Serviço externo' }
const DEBITO_BH = { id: 112, descricao: 'Débito Banco de Horas' }

const comMarcacoes = (horas: string[]) => registro(DIA, { marcacoes: pares(DIA, horas), tratamentos: [] })

function tratamento(tipoJustificativa: TipoJustificativa, motivo: { id: number; descricao: string }, solicitacaoId: number | null = null) {
  return { id: 900, hora: '', ocorrencia: 'A', motivo, tipoJustificativa, solicitacaoId }
}
const comTratamentos = (...tratamentos: ReturnType<typeof tratamento>[]) => registro(DIA, { marcacoes: [], tratamentos })

const incluir = (horas: string): SolicitacaoAvaliada => ({ id: 1, efeito: 'INCLUIR_MARCACAO', horas, motivoId: 102 })
const abono = (motivo = ATESTADO): SolicitacaoAvaliada => ({ id: 5, efeito: 'ABONO', horas: null, motivoId: motivo.id })

describe('avisosDeDuplicidade', () => {
  it.each([
    ['an include 2 minutes after a punch names it', incluir('08:02'), comMarcacoes(['08:00', '12:00', '13:00']),
      'Já existe a marcação 08:00 neste dia, a 2 minutos da solicitada.'],
    ['an include 2 minutes before a punch', incluir('07:58'), comMarcacoes(['08:00', '12:00']),
      'Já existe a marcação 08:00 neste dia, a 2 minutos da solicitada.'],
    ['exactly 5 minutes is still a duplicate', incluir('12:05'), comMarcacoes(['08:00', '12:00']),
      'Já existe a marcação 12:00 neste dia, a 5 minutos da solicitada.'],
    ['6 minutes is not', incluir('12:06'), comMarcacoes(['08:00', '12:00']), null],
    ['one minute, singular', incluir('17:01'), comMarcacoes(['13:00', '17:00']),
      'Já existe a marcação 17:00 neste dia, a 1 minuto da solicitada.'],
    ['the same time', incluir('13:00'), comMarcacoes(['08:00', '12:00', '13:00']),
      'Já existe a marcação 13:00 neste dia, no mesmo horário da solicitada.'],
    ['the nearest of two close punches', incluir('12:03'), comMarcacoes(['08:00', '12:00', '12:04', '17:00']),
      'Já existe a marcação 12:04 neste dia, a 1 minuto da solicitada.'],
    ['across midnight', incluir('23:58'), comMarcacoes(['22:00', '00:01']),
      'Já existe a marcação 00:01 neste dia, a 3 minutos da solicitada.'],
    ['the missing punch of an odd day', incluir('08:02'), comMarcacoes(['12:00', '13:00', '17:00']), null],
    ['a day without punches', incluir('08:00'), comMarcacoes([]), null],
    ['an include-punch request without a time', { ...incluir('08:00'), horas: null }, comMarcacoes(['08:00']), null],
    ['an abono on a day with an abono', abono(), comTratamentos(tratamento('ABONO', ATESTADO)),
      'Já existe neste dia um abono (Atestado médico).'],
    ['an abono on a day with an exit abono of another reason', abono(), comTratamentos(tratamento('ABONO_SAIDA', SERVICO_EXTERNO)),
      'Já existe neste dia um abono (Serviço externo).'],
    ['a treatment of another kind with the same reason', abono(SERVICO_EXTERNO), comTratamentos(tratamento('JUSTIFICATIVA', SERVICO_EXTERNO)),
      'Já existe neste dia um tratamento com o mesmo motivo (Serviço externo).'],
    ['an hour-bank debit on a day with one', { id: 9, efeito: 'BANCO_DE_HORAS_DEBITO', horas: '04:00', motivoId: 112 },
      comTratamentos(tratamento('BANCO_DE_HORAS_DEBITO_SAIDA', DEBITO_BH)), 'Já existe neste dia um débito no banco de horas (Débito Banco de Horas).'],
    ['a day-bank debit on a day with an abono', { id: 10, efeito: 'BANCO_DE_DIAS_DEBITO', horas: null, motivoId: 114 },
      comTratamentos(tratamento('ABONO', ATESTADO)), null],
    ['the request’s own treatment does not count', abono(), comTratamentos(tratamento('ABONO', ATESTADO, 5)), null],
    ['an unknown effect compares the reason only', { ...abono(), efeito: undefined }, comTratamentos(tratamento('ABONO', SERVICO_EXTERNO)), null],
    ['an abono on a day with punches only', abono(), comMarcacoes(['08:00', '12:00']), null],
  ] as const)('%s', (_, solicitacao, dia, esperado) => {
    const avisos = avisosDeDuplicidade(solicitacao, [{ data: DIA, registro: dia }])
    expect(avisos).toEqual(esperado === null ? [] : [{ data: DIA, mensagem: esperado }])
  })

  it('a disregarded punch does not count', () => {
    const dia = registro(DIA, {
      marcacoes: [{ sequencia: 1, entrada: marcacao(DIA, '08:00', { desconsiderada: true }), saida: marcacao(DIA, '12:00') }],
      tratamentos: [],
    })
    expect(avisosDeDuplicidade(incluir('08:02'), [{ data: DIA, registro: dia }])).toEqual([])
  })

  it('warns once per day that duplicates, in the order of the days', () => {
    const outroDia = '2026-11-11'
    const avisos = avisosDeDuplicidade(incluir('12:01'), [
      { data: DIA, registro: comMarcacoes(['08:00', '12:00']) },
      { data: outroDia, registro: registro(outroDia, { marcacoes: pares(outroDia, ['08:00']), tratamentos: [] }) },
      { data: '2026-11-12', registro: registro('2026-11-12', { marcacoes: pares('2026-11-12', ['11:59', '12:02']), tratamentos: [] }) },
    ])
    expect(avisos).toEqual([
      { data: DIA, mensagem: 'Já existe a marcação 12:00 neste dia, a 1 minuto da solicitada.' },
      { data: '2026-11-12', mensagem: 'Já existe a marcação 12:02 neste dia, a 1 minuto da solicitada.' },
    ])
  })
})
