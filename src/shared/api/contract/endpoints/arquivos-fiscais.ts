import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { DATA_INVALIDA, diaIso } from '../esquemas'
import { documentar } from '../documentar'

export const TIPOS_ARQUIVO_FISCAL = ['aej', 'afdt', 'acjef', 'afd'] as const
export type TipoArquivoFiscal = (typeof TIPOS_ARQUIVO_FISCAL)[number]

export const MSG_EMPRESA_ARQUIVO_FISCAL = 'Selecione a empresa.'
export const FIM_ANTES_DO_INICIO = 'A data final deve ser posterior à inicial.'
export const PERIODO_MAIOR_QUE_UM_ANO = 'O período não pode passar de um ano.'

/** A required day: absent, blank or naming no real day is 'Data inválida.'. */
const dia = z.string({ error: DATA_INVALIDA }).check(
  z.refine((v) => diaIso(v) !== null, { error: DATA_INVALIDA, abort: true }),
  z.overwrite((v) => diaIso(v) ?? v),
)

const UM_ANO_MS = 366 * 86_400_000
const dias = (inicio: string, fim: string) => new Date(`${fim}T12:00:00`).getTime() - new Date(`${inicio}T12:00:00`).getTime()

/** A legal file's company: `Number()` of what was sent (one naming no company is the handler's 'Selecione a empresa.'). */
export const empresaDoArquivoFiscalSchema = z.object({ empresaId: z.catch(z.coerce.number(), Number.NaN) })

/** A legal file's company and period, of at most a year. */
export const arquivoFiscalCorpoSchema = z
  .extend(empresaDoArquivoFiscalSchema, { inicio: dia, fim: dia })
  .check(
    z.refine((p) => p.fim >= p.inicio, { error: FIM_ANTES_DO_INICIO, path: ['fim'], abort: true }),
    z.refine((p) => dias(p.inicio, p.fim) <= UM_ANO_MS, { error: PERIODO_MAIOR_QUE_UM_ANO, path: ['fim'] }),
  )
documentar(arquivoFiscalCorpoSchema, { id: 'ArquivoFiscalCorpo' })
export type ArquivoFiscalCorpo = z.input<typeof arquivoFiscalCorpoSchema>

export const arquivosFiscaisEndpoints = definirEndpoints(() => ({
  /**
   * `tipo`: aej (Portaria 671), afdt or acjef (Portaria 1510), or afd: the web clock's own punches (REP-P, Portaria 671
   * leiaute 003, type-7 records with their hash chain). Answers the file (ISO-8859-1) named by x-filename.
   */
  'POST /api/arquivos-fiscais/:tipo': { acesso: algum('front_arquivosfiscais'), origem: 'extensao', corpo: arquivoFiscalCorpoSchema },
}))
