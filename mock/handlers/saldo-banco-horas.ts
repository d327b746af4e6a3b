import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { competenciaAtual } from '../db/queries'
import { notFound, type FieldError } from '../http/spring'
import { overlaps } from '../timecard/calendar'
import { buildCartaoPonto } from '../timecard/index'
import { controlaNoPeriodo, departamentoDe, erroDeParametros, funcionarioRef, idParam, type FuncionarioRef, type Ref } from './lib/apuracao'
import { session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'


/** One employee's hour bank in a competence: the figures of their time card's hour bank tile (TC-176, TC-214). */
export interface SaldoBancoHoras {
  funcionario: FuncionarioRef
  departamento: Ref | null
  bancoHoras: Ref
  totalSaldoBancoInicial: string
  totalSaldoBancoMais: string
  totalSaldoBancoMenos: string
  totalLancamentoBancoMais: string
  totalLancamentoBancoMenos: string
  totalSaldoBancoPago: string
  totalSaldoBancoFinal: string
  totalSaldoBancoMenosDiaAtual: string
}

export interface SaldosBancoHoras {
  competencia: { id: number; descricaoCurta: string }
  saldos: SaldoBancoHoras[]
}

export const saldoBancoHorasHandlers = [
  /**
   * The hour-bank balances of every visible employee linked to an hour bank in the competence (default today's),
   * each computed by the time card itself. Filters: competenciaId, departamentoId, bancoHorasId. Sorted by name.
   */
  http.get('/api/bancohoras-saldo', async ({ request }) => {
    const s = await session(request)
    const url = new URL(request.url)
    const errors: FieldError[] = []
    const competenciaId = idParam(url, 'competenciaId', errors)
    const departamentoId = idParam(url, 'departamentoId', errors)
    const bancoHorasId = idParam(url, 'bancoHorasId', errors)
    const invalido = erroDeParametros('SaldoBancoHoras', errors)
    if (invalido) return invalido
    const { db } = s
    const c = competenciaId === null ? competenciaAtual(db) : db.competencias.find((x) => x.id === competenciaId)
    if (!c) return notFound()
    const visivel = funcionarioVisivel(s)
    const saldos: SaldoBancoHoras[] = []
    for (const f of db.funcionarios) {
      if (!visivel(f) || !controlaNoPeriodo(f, c.inicio, c.fim)) continue
      if (!f.bancosHoras.some((l) => overlaps(l.inicio, l.fim, c.inicio, c.fim))) continue
      const departamento = departamentoDe(db, f, c.fim)
      if (departamentoId !== null && departamento?.id !== departamentoId) continue
      const m = buildCartaoPonto(db, f.id, c.id).manutencaoDTO
      if (!m.existeBancoHoras || m.bancoHorasId === null) continue
      if (bancoHorasId !== null && m.bancoHorasId !== bancoHorasId) continue
      saldos.push({
        funcionario: funcionarioRef(f),
        departamento,
        bancoHoras: { id: m.bancoHorasId, descricao: m.bancoHorasDescricao ?? '' },
        totalSaldoBancoInicial: m.totalSaldoBancoInicial,
        totalSaldoBancoMais: m.totalSaldoBancoMais,
        totalSaldoBancoMenos: m.totalSaldoBancoMenos,
        totalLancamentoBancoMais: m.totalLancamentoBancoMais,
        totalLancamentoBancoMenos: m.totalLancamentoBancoMenos,
        totalSaldoBancoPago: m.totalSaldoBancoPago,
        totalSaldoBancoFinal: m.totalSaldoBancoFinal,
        totalSaldoBancoMenosDiaAtual: m.totalSaldoBancoMenosDiaAtual,
      })
    }
    saldos.sort((a, b) => a.funcionario.nome.localeCompare(b.funcionario.nome, 'pt-BR'))
    return HttpResponse.json({ competencia: { id: c.id, descricaoCurta: c.descricaoCurta }, saldos } satisfies SaldosBancoHoras)
  }),
]
