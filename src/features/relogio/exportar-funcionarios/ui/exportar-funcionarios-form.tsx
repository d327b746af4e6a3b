import { useQuery } from '@tanstack/react-query'
import { zodResolver } from '@hookform/resolvers/zod'
import { equipamentoResource, TIPOS_EQUIPAMENTO } from '@/entities/cadastro/equipamento'
import { buscarFuncionarioOpcoes } from '@/entities/funcionario'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncSelect, Button, ControlledField, ErrorAlert, Select } from '@/shared/ui'
import { useExportarFuncionarios, type Exportacao } from '../api/exportar-funcionarios.mutation'
import {
  CAMPOS_EXPORTAR_FUNCIONARIOS,
  exportarFuncionariosSchema,
  type ExportarFuncionariosValues,
  type Opcao,
} from '../model/exportar-funcionarios.schema'

const TODOS_EQUIPAMENTOS = 2000

export interface ExportarFuncionariosFormProps {
  onExportado: (exportacao: Exportacao) => void
}

/** Picks employees and a clock, and sends the employees to the clock's collector. */
export function ExportarFuncionariosForm({ onExportado }: ExportarFuncionariosFormProps) {
  const mutation = useExportarFuncionarios()
  const equipamentos = useQuery(equipamentoResource.queries.list({ page: 0, size: TODOS_EQUIPAMENTOS }))
  const opcoes: Opcao[] = (equipamentos.data?.items ?? [])
    .filter((e) => e.ativo)
    .map((e) => ({ id: e.id, label: `${e.descricao} (${TIPOS_EQUIPAMENTO[e.tipo]})` }))
  const form = useAppForm<ExportarFuncionariosValues>({
    resolver: zodResolver(exportarFuncionariosSchema),
    defaultValues: { funcionarioIds: [], equipamentoId: null },
  })

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      if (values.equipamentoId === null) return
      const exportacao = await mutation.mutateAsync({
        equipamentoId: values.equipamentoId.id,
        funcionarioIds: values.funcionarioIds.map((f) => f.id),
      })
      onExportado(exportacao)
      form.reset({ funcionarioIds: [], equipamentoId: values.equipamentoId })
    },
    { fields: CAMPOS_EXPORTAR_FUNCIONARIOS },
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Exportar funcionários" className="space-y-4">
      <ErrorAlert error={failure?.error ?? (equipamentos.isError ? equipamentos.error : null)} message={failure?.message} />
      <ControlledField name="funcionarioIds" control={form.control} label="Funcionários" required>
        {({ field, fieldState, control }) => (
          <AsyncSelect<Opcao, true>
            isMulti
            inputId={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={fieldState.invalid}
            value={field.value}
            onChange={(value) => field.onChange([...value])}
            onBlur={field.onBlur}
            loadOptions={buscarFuncionarioOpcoes}
            defaultOptions
            getOptionLabel={(option) => option.label}
            getOptionValue={(option) => String(option.id)}
          />
        )}
      </ControlledField>
      <ControlledField name="equipamentoId" control={form.control} label="Equipamento" required>
        {({ field, fieldState, control }) => (
          <Select<Opcao>
            inputId={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={fieldState.invalid}
            options={opcoes}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isLoading={equipamentos.isPending}
            getOptionLabel={(option) => option.label}
            getOptionValue={(option) => String(option.id)}
          />
        )}
      </ControlledField>
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Exportar
        </Button>
      </div>
    </form>
  )
}
