import { z } from 'zod/mini'
import { AUTENTICADO, algum, definirEndpoints } from '../endpoint'
import { documentar } from '../documentar'

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

const porCampo = <T extends z.ZodMiniType>(campo: T) =>
  Object.fromEntries(CAMPOS_CARTAO_PONTO.map((nome) => [nome, campo])) as Record<CampoCartaoPonto, T>

/** One time-card field setting; a missing setting means enabled. */
const campo = z._default(z.looseObject({ enabled: z._default(z.boolean(), true) }), { enabled: true })

/** GET /api/configuracao-campos/cartao-ponto: field visibility of the time card (TC field configuration). */
export const configuracaoCamposSchema = z.looseObject(porCampo(campo))
documentar(configuracaoCamposSchema, { id: 'ConfiguracaoCampos' })
export type ConfiguracaoCampos = z.infer<typeof configuracaoCamposSchema>

/** The settings to change, `{ campo: { enabled } }`; fields left out keep theirs, unknown ones are ignored. */
export const configuracaoCamposCorpoSchema = z.looseObject(porCampo(z.optional(z.object({ enabled: z.boolean() }))))
documentar(configuracaoCamposCorpoSchema, { id: 'ConfiguracaoCamposCorpo' })

export const configuracaoCamposEndpoints = definirEndpoints(() => ({
  'GET /api/configuracao-campos/cartao-ponto': {
    acesso: AUTENTICADO,
    requisitos: ['API-002', 'TC-086'],
    resposta: configuracaoCamposSchema,
  },
  'POST /api/configuracao-campos/cartao-ponto': {
    acesso: algum('front_configuracaocampos'),
    requisitos: ['TC-087'],
    corpo: configuracaoCamposCorpoSchema,
    resposta: configuracaoCamposSchema,
  },
}))
