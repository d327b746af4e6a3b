import { describe, expect, it } from 'vitest'
import { dayBankSpan, HOUR_BANK_SPAN, tileSpans } from './tile-layout'

describe('tileSpans', () => {
  it('[TC-189] bank tiles take 5 or 7 of 9 columns and the other tiles fill the rest', () => {
    expect(HOUR_BANK_SPAN).toBe(5)
    expect(dayBankSpan(1)).toBe(5)
    expect(dayBankSpan(2)).toBe(7)
    expect(
      tileSpans([
        { id: 'horas', span: HOUR_BANK_SPAN },
        { id: 'dias', span: dayBankSpan(1) },
        { id: 'compensacao' },
        { id: 'movimentacao' },
      ]),
    ).toEqual([
      { id: 'horas', span: 5 },
      { id: 'compensacao', span: 4 },
      { id: 'dias', span: 5 },
      { id: 'movimentacao', span: 4 },
    ])
  })

  it('[TC-189] a 7-column day bank tile leaves too little room: the next tile gets a row of its own', () => {
    expect(tileSpans([{ id: 'dias', span: 7 }, { id: 'compensacao' }, { id: 'movimentacao' }])).toEqual([
      { id: 'dias', span: 7 },
      { id: 'compensacao', span: 9 },
      { id: 'movimentacao', span: 9 },
    ])
  })

  it('[TC-189] without bank tiles every tile spans the whole width', () => {
    expect(tileSpans([{ id: 'movimentacao' }])).toEqual([{ id: 'movimentacao', span: 9 }])
    expect(tileSpans([{ id: 'horas', span: 5 }])).toEqual([{ id: 'horas', span: 5 }])
  })
})
