import { z } from 'zod/mini'
import { CEP_MASK, onlyDigits } from '@/shared/lib'
import type { RegisterField } from '@/shared/ui'
import { textoObrigatorio } from './validacao'

/** The address part of a register's form (companies, work places). */
export const enderecoForm = z.object({
  logradouro: textoObrigatorio('do logradouro', 150),
  numero: textoObrigatorio('do número', 20),
  complemento: z.string(),
  bairro: textoObrigatorio('do bairro', 80),
  cidade: textoObrigatorio('da cidade', 80),
  uf: textoObrigatorio('da UF', 2),
  cep: z.string().check(z.regex(/^(\d{5}-?\d{3})?$/, 'CEP inválido')),
})
export type EnderecoValores = z.infer<typeof enderecoForm>

export const ENDERECO_VAZIO: EnderecoValores = { logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', uf: '', cep: '' }

/** The address fields, under `endereco.` in the form's values. */
export function camposEndereco<V extends { endereco: EnderecoValores }>(): RegisterField<V>[] {
  const campo = (nome: keyof EnderecoValores, label: string, extra: Partial<RegisterField<V>> = {}) =>
    ({ name: `endereco.${nome}`, label, kind: 'text', ...extra }) as RegisterField<V>
  return [
    campo('logradouro', 'Logradouro', { required: true, maxLength: 150 }),
    campo('numero', 'Número', { required: true, maxLength: 20 }),
    campo('complemento', 'Complemento', { maxLength: 80 }),
    campo('bairro', 'Bairro', { required: true, maxLength: 80 }),
    campo('cidade', 'Cidade', { required: true, maxLength: 80 }),
    campo('uf', 'UF', { required: true, maxLength: 2 }),
    campo('cep', 'CEP', { mask: CEP_MASK }),
  ]
}

/** An address as the form edits it. */
export const enderecoParaForm = (e: { complemento: string | null } & Omit<EnderecoValores, 'complemento'>): EnderecoValores => ({
  ...e,
  complemento: e.complemento ?? '',
})

/** An address as the API takes it: CEP digits only, no empty complement. */
export const enderecoParaApi = (e: EnderecoValores) => ({ ...e, complemento: e.complemento || null, cep: onlyDigits(e.cep) })
