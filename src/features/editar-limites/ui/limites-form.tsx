import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { configQueries, salvarLimites, type Limites } from '@/entities/configuracao'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, FormField, Input } from '@/shared/ui'

const limite = z.number('Informe um número').check(z.int('Informe um número inteiro'), z.gte(0, 'O limite não pode ser negativo'))
export const limitesFormSchema = z.object({ funcionarios: limite, usuarios: limite, equipamentos: limite, coletores: limite })

const CAMPOS = [
  ['funcionarios', 'Funcionários'],
  ['usuarios', 'Usuários'],
  ['equipamentos', 'Equipamentos'],
  ['coletores', 'Coletores'],
] as const

/** REG-080: the licence limits, read and saved with GET and PUT /api/limites. */
export function LimitesForm({ limites }: { limites: Limites }) {
  const form = useAppForm<Limites>({ resolver: zodResolver(limitesFormSchema), defaultValues: limites })
  const salvar = useMutation({ mutationFn: salvarLimites, meta: { invalidates: [configQueries.all()] } })
  const {
    onSubmit: submit,
    busy,
    failure,
  } = useFormSubmit(form, (valores) => salvar.mutateAsync(valores), { fields: CAMPOS.map(([nome]) => nome) })

  return (
    <form noValidate onSubmit={submit} aria-label="Limites" className="flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-800">Limites</h2>
      {failure && (
        <p role="alert" className="rounded-md border border-danger-500 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {failure.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-4">
        {CAMPOS.map(([nome, rotulo]) => (
          <FormField key={nome} label={rotulo} error={form.formState.errors[nome]?.message}>
            <Input type="number" min={0} {...form.register(nome, { valueAsNumber: true })} />
          </FormField>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Salvar limites
        </Button>
      </div>
    </form>
  )
}
