import { describe, expect, it } from 'vitest'
import { createDb } from './index'
import { registrosCongelados, sincronizarCongelamento } from './congelamento'

const TODAY = new Date(2026, 10, 16, 12)

describe('the registers a closed competence keeps', () => {
  it('closings that find the registers the same share one copy; a change after them makes a copy of its own', () => {
    const db = createDb({ today: TODAY })
    const fechadas = db.competencias.filter((c) => c.fechada)
    expect(db.congelamentos).toHaveLength(1)
    expect(db.congelamentos?.[0]?.competenciaIds).toEqual(fechadas.map((c) => c.id))

    const novembro = db.competencias.find((c) => !c.fechada)!
    db.horarios[0]!.toleranciaMinutos = 10
    novembro.fechada = true
    sincronizarCongelamento(db, novembro)
    expect(db.congelamentos).toHaveLength(2)
    expect(registrosCongelados(db, novembro)?.horarios[0]?.toleranciaMinutos).toBe(10)
    expect(registrosCongelados(db, fechadas[0]!)?.horarios[0]?.toleranciaMinutos).not.toBe(10)
  })

  it('a reopened competence lets its copy go, and the copy no other closing shares is dropped', () => {
    const db = createDb({ today: TODAY })
    const novembro = db.competencias.find((c) => !c.fechada)!
    db.config.utilizaHoraExtraIntervalo = !db.config.utilizaHoraExtraIntervalo
    novembro.fechada = true
    sincronizarCongelamento(db, novembro)
    novembro.fechada = false
    sincronizarCongelamento(db, novembro)
    expect(registrosCongelados(db, novembro)).toBeUndefined()
    expect(db.congelamentos).toHaveLength(1)
    expect(db.congelamentos?.[0]?.competenciaIds).not.toContain(novembro.id)
  })
})
