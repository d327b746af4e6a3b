import { z } from 'zod/mini'

/** One time-card field setting; a missing setting means enabled. */
const campo = z._default(z.looseObject({ enabled: z._default(z.boolean(), true) }), { enabled: true })

export const CAMPOS_CARTAO_PONTO = [
  'adicionalNoturno',
  'horaExtraNoturna',
  'horaExtraNoturna100',
  'horaExtra50',
  'horaExtra70',
  'horaExtra100',
  'falta',
  'atraso',
  'saidaAntecipada',
  'permitidos',
  'compensados',
  'descontoDSR',
] as const

export type CampoCartaoPonto = (typeof CAMPOS_CARTAO_PONTO)[number]

/** GET /api/configuracao-campos/cartao-ponto: field visibility of the time card (TC field configuration). */
export const configuracaoCamposSchema = z.looseObject(
  Object.fromEntries(CAMPOS_CARTAO_PONTO.map((nome) => [nome, campo])) as Record<CampoCartaoPonto, typeof campo>,
)

export type ConfiguracaoCampos = z.infer<typeof configuracaoCamposSchema>
