import { z } from 'zod/mini'
import type { CaminhoDe, RecursoComFulltext } from '@/shared/api'
import { MSG_DATA_INICIAL_OBRIGATORIA } from '@/shared/config'

export const MSG_BANCO_HORAS = 'Preenchimento do banco de horas é obrigatório'
export const MSG_BANCO_COMPENSACAO = 'Preenchimento do banco de compensação é obrigatório'
export const MSG_SELECIONE = 'Selecione ao menos um funcionário'

export type TipoBancoLote = 'bancoHoras' | 'bancoCompensacao'

export interface BancoOpcao {
  id: number
  descricao: string
}

/** BATCH-005 / BATCH-006: what each kind of bank link asks and calls. */
export const BANCOS_LOTE: Record<
  TipoBancoLote,
  { label: string; mensagem: string; resource: RecursoComFulltext; path: CaminhoDe<'POST'>; titulo: string }
> = {
  bancoHoras: {
    label: 'Banco de Horas',
    mensagem: MSG_BANCO_HORAS,
    resource: 'bancohoras',
    path: '/api/acoes-lote/vincularBancoHoras',
    titulo: 'Vincular banco de horas',
  },
  bancoCompensacao: {
    label: 'Banco de Compensação',
    mensagem: MSG_BANCO_COMPENSACAO,
    resource: 'banco-compensacao',
    path: '/api/acoes-lote/vincularBancoCompensacao',
    titulo: 'Vincular banco de compensação',
  },
}

export function vincularBancoLoteSchema(tipo: TipoBancoLote) {
  return z.object({
    banco: z.pipe(
      z.nullable(z.custom<BancoOpcao>()),
      z.custom<BancoOpcao>((value) => value !== null && value !== undefined, BANCOS_LOTE[tipo].mensagem),
    ),
    dataInicial: z.string().check(z.trim(), z.minLength(1, MSG_DATA_INICIAL_OBRIGATORIA)),
  })
}

export type VincularBancoLoteInput = z.input<ReturnType<typeof vincularBancoLoteSchema>>
export type VincularBancoLoteValues = z.output<ReturnType<typeof vincularBancoLoteSchema>>
