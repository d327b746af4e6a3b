import { z } from 'zod/mini'
import { onlyDigits } from '@/shared/lib'
import { MSG_CELULAR_INVALIDO, MSG_CPF_INVALIDO } from '@/shared/config'

const digits = (length: number, message: string) =>
  z.pipe(z.string(), z.transform((value: string) => onlyDigits(value))).check(z.refine((value) => value.length === length, message))

/** AUTH-085..087: both fields are required; only digits are sent. */
export const completarCadastroSchema = z.object({
  cpf: digits(11, MSG_CPF_INVALIDO),
  celular: digits(11, MSG_CELULAR_INVALIDO),
})

export type CompletarCadastroInput = z.input<typeof completarCadastroSchema>
export type CompletarCadastroValues = z.output<typeof completarCadastroSchema>

/** The form's fields in screen order: the first with an error gets focus (API-014). */
export const CAMPOS = ['cpf', 'celular'] as const satisfies readonly (keyof CompletarCadastroValues)[]
