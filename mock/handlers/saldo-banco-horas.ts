import { HttpResponse } from 'msw'
import {
  saldoBancoHorasConsultaSchema,
  type SaldoBancoHoras,
  type SaldosBancoHoras,
} from '@/shared/api/contract/endpoints/bancohoras-saldo'
import { http } from '../http/contrato'
import { competenciaAtual } from '../db/queries'
import { lerCorpo } from '../http/corpo'
import { notFound, validationError } from '../http/spring'
import { overlaps } from '../timecard/calendar'
import { buildCartaoPonto } from '../timecard/index'
import { controlaNoPeriodo, departamentoDe, funcionarioRef } from './lib/apuracao'
import { session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

/** The hour-bank balances of a competence (the contract's). */
export type { SaldosBancoHoras }


export const saldoBancoHorasHandlers = [
  /**
   * The hour-bank balances of every visible employee linked to an hour bank in the competence (default today's),
   * each computed by the time card itself. Filters: competenciaId, departamentoId, bancoHorasId. Sorted by name.
   */
  http.get('/api/bancohoras-saldo', async ({ request }) => {
    const s = await session(request)
    const filtro = lerCorpo(saldoBancoHorasConsultaSchema, Object.fromEntries(new URL(request.url).searchParams))
    if (Array.isArray(filtro)) return validationError('SaldoBancoHoras', filtro)
    const { competenciaId = null, departamentoId = null, bancoHorasId = null } = filtro
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
