import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { inteiroOpcional } from '../cartao'
import { documentar } from '../documentar'

const ref = z.object({ id: z.number(), descricao: z.string() })

/** One employee's hour bank summary (doc2 §3, TC-214): the figures of their time card's hour bank table. */
export const saldoBancoHorasSchema = z.object({
  funcionario: z.object({ id: z.number(), nome: z.string(), matricula: z.string() }),
  departamento: z.nullable(ref),
  bancoHoras: ref,
  totalSaldoBancoInicial: z.string(),
  totalSaldoBancoMais: z.string(),
  totalSaldoBancoMenos: z.string(),
  totalLancamentoBancoMais: z.string(),
  totalLancamentoBancoMenos: z.string(),
  totalSaldoBancoPago: z.string(),
  totalSaldoBancoFinal: z.string(),
  totalSaldoBancoMenosDiaAtual: z.string(),
})
export type SaldoBancoHoras = z.output<typeof saldoBancoHorasSchema>

/** GET /api/bancohoras-saldo */
export const saldosBancoHorasSchema = z.object({
  competencia: z.object({ id: z.number(), descricaoCurta: z.string() }),
  saldos: z.array(saldoBancoHorasSchema),
})
documentar(saldosBancoHorasSchema, { id: 'SaldosBancoHoras' })
export type SaldosBancoHoras = z.output<typeof saldosBancoHorasSchema>

/** The competence (today's when absent), the department and the hour bank. */
export const saldoBancoHorasConsultaSchema = z.object({
  competenciaId: inteiroOpcional(),
  departamentoId: inteiroOpcional(),
  bancoHorasId: inteiroOpcional(),
})

export const bancohorasSaldoEndpoints = definirEndpoints(() => ({
  'GET /api/bancohoras-saldo': {
    acesso: algum('front_saldobancohoras'),
    origem: 'rest',
    consulta: saldoBancoHorasConsultaSchema,
    resposta: saldosBancoHorasSchema,
  },
}))
