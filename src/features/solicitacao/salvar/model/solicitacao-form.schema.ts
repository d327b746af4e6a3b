import { z } from 'zod/mini'
import { aceitaAtestado, MSG_ATESTADO_INVALIDO, tipoDoAtestado } from '@/entities/solicitacao'
import { isValidHhmm } from '@/shared/lib'
import {
  MSG_BANCO_DIAS_OBRIGATORIO,
  MSG_DATA_INICIAL_OBRIGATORIA,
  MSG_HORARIO_MAXIMO,
  MSG_HORARIO_OBRIGATORIO,
  MSG_MOTIVO_OBRIGATORIO,
} from '@/shared/config'

export const MSG_FUNCIONARIO = 'Selecione o funcionário'
export const MSG_TIPO = 'Selecione o tipo de solicitação'
export const MSG_FIM_ANTES = 'A data final deve ser igual ou posterior à data inicial'
export const OBSERVACAO_MAX = 500

export interface Referencia {
  id: number
  descricao: string
}

export interface FuncionarioOpcao {
  id: number
  label: string
}

/** A request type as the form needs it (REQ-007..009: its reason and day bank). */
export interface TipoOpcao {
  id: number
  descricao: string
  informaHoras?: boolean | undefined
  motivo?: Referencia | null | undefined
  bancoDias?: Referencia | null | undefined
}

export interface SolicitacaoFormInput {
  funcionario: FuncionarioOpcao | null
  tipoSolicitacao: TipoOpcao | null
  inicio: string
  fim: string
  horas: string
  motivo: (Referencia & { ativo?: boolean }) | null
  bancoDias: Referencia | null
  observacaoSolicitante: string
  /** The medical certificate of an abono, sent after the request is saved (docs/api-extensions.md). */
  atestado?: File | null | undefined
}

/**
 * REQ-007..009 (doc2 §4): selecting a request type sets motivo and bancoDias to the type's and clears horas.
 * Answers the form's new values.
 */
export function aplicarTipo<T extends SolicitacaoFormInput>(values: T, tipo: TipoOpcao | null): T {
  return {
    ...values,
    tipoSolicitacao: tipo,
    motivo: tipo?.motivo ? { ...tipo.motivo, ativo: true } : null,
    bancoDias: tipo?.bancoDias ?? null,
    horas: '',
    atestado: aceitaAtestado(tipo) ? values.atestado : undefined,
  }
}

const requerido = <T,>(message: string) =>
  z.pipe(
    z.nullable(z.custom<T>()),
    z.custom<T>((value) => value !== null && value !== undefined, message),
  )

/**
 * The new-request form (REQ-001, REQ-010): employee, type, period, hours (required for the include-punch type, whose
 * hours are the punch's time), reason, day bank (required when the type has one) and the requester's note.
 */
export function solicitacaoFormSchema(opcoes: { tipoIncluirMarcacaoId: number | null }) {
  return z
    .object({
      funcionario: requerido<FuncionarioOpcao>(MSG_FUNCIONARIO),
      tipoSolicitacao: requerido<TipoOpcao>(MSG_TIPO),
      inicio: z.string().check(z.minLength(1, MSG_DATA_INICIAL_OBRIGATORIA)),
      fim: z.string(),
      horas: z.string().check(z.refine((h) => h === '' || isValidHhmm(h), MSG_HORARIO_MAXIMO)),
      motivo: requerido<Referencia>(MSG_MOTIVO_OBRIGATORIO),
      bancoDias: z.nullable(z.custom<Referencia>()),
      observacaoSolicitante: z.string().check(z.maxLength(OBSERVACAO_MAX, `tamanho deve ser entre 0 e ${OBSERVACAO_MAX}`)),
      atestado: z.nullish(z.custom<File>().check(z.refine(async (f) => (await tipoDoAtestado(f)) !== null, MSG_ATESTADO_INVALIDO))),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.fim && v.inicio && v.fim < v.inicio) ctx.addIssue({ code: 'custom', path: ['fim'], message: MSG_FIM_ANTES, input: v.fim })
        const incluir = v.tipoSolicitacao !== null && v.tipoSolicitacao.id === opcoes.tipoIncluirMarcacaoId
        if (incluir && v.horas === '') ctx.addIssue({ code: 'custom', path: ['horas'], message: MSG_HORARIO_OBRIGATORIO, input: v.horas })
        if (v.tipoSolicitacao?.bancoDias && v.bancoDias === null) {
          ctx.addIssue({ code: 'custom', path: ['bancoDias'], message: MSG_BANCO_DIAS_OBRIGATORIO, input: v.bancoDias })
        }
      }),
    )
}

export type SolicitacaoFormValues = z.output<ReturnType<typeof solicitacaoFormSchema>>

/** The body of POST /api/solicitacao (new) or PUT /api/solicitacao/{id}. */
export function corpoDaSolicitacao(values: SolicitacaoFormValues) {
  return {
    funcionario: { id: values.funcionario.id },
    tipoSolicitacao: { id: values.tipoSolicitacao.id },
    inicio: values.inicio,
    fim: values.fim || values.inicio,
    horas: values.horas || null,
    motivo: { id: values.motivo.id },
    bancoDias: values.bancoDias ? { id: values.bancoDias.id } : null,
    observacaoSolicitante: values.observacaoSolicitante.trim(),
  }
}

/** The form's server properties in screen order (Spring's property names are the form's). */
export const CAMPOS_SOLICITACAO = [
  'funcionario', 'tipoSolicitacao', 'inicio', 'fim', 'horas', 'motivo', 'bancoDias', 'observacaoSolicitante', 'arquivo',
] as const

/** REQ-014: what /solicitacao/new may carry: a date or a period, an employee and a request type. */
export interface PreenchimentoSolicitacao {
  data?: string | undefined
  dataInicio?: string | undefined
  dataFim?: string | undefined
  funcionario?: number | undefined
  tipoSolicitacao?: number | undefined
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

/** REQ-014: the period of the query (a date, or dataInicio/dataFim; a lone end is the start too). */
export function periodoDoPreenchimento(p: PreenchimentoSolicitacao): { inicio: string; fim: string } {
  const data = p.data && ISO.test(p.data) ? p.data : ''
  const inicio = data || (p.dataInicio && ISO.test(p.dataInicio) ? p.dataInicio : '')
  const fim = data || (p.dataFim && ISO.test(p.dataFim) ? p.dataFim : '') || inicio
  return { inicio: inicio || fim, fim }
}

/** REQ-014: the new request's initial values: the period, the employee and the type (with the type rule applied). */
export function valoresIniciais(
  p: PreenchimentoSolicitacao,
  funcionario: FuncionarioOpcao | null,
  tipo: TipoOpcao | null,
): SolicitacaoFormInput {
  const vazio: SolicitacaoFormInput = {
    funcionario, tipoSolicitacao: null, ...periodoDoPreenchimento(p), horas: '', motivo: null, bancoDias: null, observacaoSolicitante: '',
  }
  return tipo ? aplicarTipo(vazio, tipo) : vazio
}
