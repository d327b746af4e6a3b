import { z } from 'zod/mini'
import type { RecursoComFulltext } from '@/shared/api'
import { MSG_BANCO_DIAS_OBRIGATORIO, MSG_QUADRO_OBRIGATORIO } from '@/shared/config'

/** The dated links an employee page maintains (/funcionario/{id}/quadroHorario, bancoHoras, bancoDias, bancoCompensacao). */
export type TipoVinculoFuncionario = 'quadroHorario' | 'bancoHoras' | 'bancoDias' | 'bancoCompensacao'

export interface RegistroVinculado {
  id: number
  label: string
}

interface DefinicaoVinculo {
  /** The employee's list (GET /api/funcionarios/{id}) and the name of the register inside each link. */
  lista: 'quadrosHorario' | 'bancosHoras' | 'bancosDias' | 'bancosCompensacao'
  ref: 'horario' | 'bancoHoras' | 'bancoDias' | 'bancoCompensacao'
  /** The register's full-text search resource. */
  resource: RecursoComFulltext
  rotulo: string
  titulo: string
  mensagem: string
}

export const VINCULOS_FUNCIONARIO_PAGINA: Record<TipoVinculoFuncionario, DefinicaoVinculo> = {
  quadroHorario: {
    lista: 'quadrosHorario',
    ref: 'horario',
    resource: 'horarios',
    rotulo: 'Quadro de horário',
    titulo: 'Quadros de horário',
    mensagem: MSG_QUADRO_OBRIGATORIO,
  },
  bancoHoras: {
    lista: 'bancosHoras',
    ref: 'bancoHoras',
    resource: 'bancohoras',
    rotulo: 'Banco de horas',
    titulo: 'Bancos de horas',
    mensagem: 'Preenchimento do banco de horas é obrigatório',
  },
  bancoDias: {
    lista: 'bancosDias',
    ref: 'bancoDias',
    resource: 'bancodias',
    rotulo: 'Banco de dias',
    titulo: 'Bancos de dias',
    mensagem: MSG_BANCO_DIAS_OBRIGATORIO,
  },
  bancoCompensacao: {
    lista: 'bancosCompensacao',
    ref: 'bancoCompensacao',
    resource: 'banco-compensacao',
    rotulo: 'Banco de compensação',
    titulo: 'Bancos de compensação',
    mensagem: 'Preenchimento do banco de compensação é obrigatório',
  },
}

export const MSG_INICIO_OBRIGATORIO = 'Preenchimento da data de início é obrigatório'

export function novoVinculoSchema(tipo: TipoVinculoFuncionario) {
  return z.object({
    registro: z.pipe(
      z.nullable(z.custom<RegistroVinculado>()),
      z.custom<RegistroVinculado>((value) => value !== null && value !== undefined, VINCULOS_FUNCIONARIO_PAGINA[tipo].mensagem),
    ),
    inicio: z.string().check(z.trim(), z.minLength(1, MSG_INICIO_OBRIGATORIO)),
  })
}

export type NovoVinculoInput = z.input<ReturnType<typeof novoVinculoSchema>>
export type NovoVinculoValues = z.output<ReturnType<typeof novoVinculoSchema>>
