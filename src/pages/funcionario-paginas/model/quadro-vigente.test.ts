import { describe, expect, it } from 'vitest'
import type { QuadroVigente } from '@/entities/funcionario'
import { diasDoQuadro, tipoDoHorario } from './quadro-vigente'

const quadro = (horario: Partial<QuadroVigente['horario']>): QuadroVigente => ({
  id: 1,
  inicio: '2024-01-01',
  fim: null,
  horario: { id: 5, codigo: '005', descricao: 'Flexível 8 horas diárias', tipoHorario: 'FLEXIVEL', ...horario },
})

describe('diasDoQuadro', () => {
  it('[REG-007] a schedule without slots (flexible, weekly workload) has no day rows', () => {
    expect(diasDoQuadro(quadro({ horariosSemana: {}, horarios: null }))).toEqual([])
    expect(tipoDoHorario(quadro({}).horario)).toBe('Flexível')
  })

  it('[REG-007] a weekly schedule lists the whole week; a pair missing a side shows it as --:--', () => {
    const dias = diasDoQuadro(quadro({ tipoHorario: 'SOBRE_AVISO', horariosSemana: { SABADO: [{ entrada: '08:00', saida: null }] } }))
    expect(dias.map((d) => d.dia)).toEqual(['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo'])
    expect(dias[5]).toEqual({ dia: 'Sábado', horas: '08:00 às --:--' })
    expect(dias[0]).toEqual({ dia: 'Segunda', horas: 'Sem expediente' })
  })
})
