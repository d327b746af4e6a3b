import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { competenciaLabel, competenciaQueries, defaultCompetencia } from '@/entities/competencia'
import { lookupQueries, type LookupOption } from '@/entities/lookup'
import { useFormSubmit } from '@/shared/lib'
import { Button, Checkbox, ErrorAlert, FormField, Select } from '@/shared/ui'
import { useGerarRelatorio } from '../api/gerar-relatorio.mutation'
import {
  CAMPOS_RELATORIO,
  FORMATOS,
  OPCOES_ATIVO,
  OPCOES_CONTROLA_PONTO,
  ORDENS_RELATORIO,
  parametrosRelatorioSchema,
  TIPOS_RELATORIO,
  valoresIniciais,
  type ParametrosRelatorio,
  type ParametrosRelatorioInput,
} from '../model/parametros'

export interface GerarRelatorioFormProps {
  onFile: (file: { blob: Blob; filename: string | null }) => void
}

/** The report parameters (BATCH-014..017) and 'Gerar relatório'. */
export function GerarRelatorioForm({ onFile }: GerarRelatorioFormProps) {
  const competencias = useQuery(competenciaQueries.options())
  if (competencias.isPending) return null
  const padrao = competencias.data ? (defaultCompetencia(competencias.data)?.id ?? null) : null
  return <Formulario competenciaPadrao={padrao} onFile={onFile} />
}

function Opcoes<T extends string>({ legenda, opcoes, registro }: { legenda: string; opcoes: readonly { value: T; label: string }[]; registro: object }) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-700">{legenda}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {opcoes.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
            <input type="radio" value={o.value} className="size-4 accent-brand-500" {...registro} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function Formulario({ competenciaPadrao, onFile }: { competenciaPadrao: number | null } & GerarRelatorioFormProps) {
  const mutation = useGerarRelatorio()
  const competencias = useQuery(competenciaQueries.options())
  const departamentos = useQuery(lookupQueries.register('departamento'))
  const form = useForm<ParametrosRelatorioInput, unknown, ParametrosRelatorio>({
    resolver: zodResolver(parametrosRelatorioSchema),
    defaultValues: valoresIniciais(competenciaPadrao),
  })

  const { onSubmit, busy, failure } = useFormSubmit(form, async (values) => onFile(await mutation.mutateAsync(values)), {
    fields: CAMPOS_RELATORIO,
  })

  return (
    <form noValidate aria-label="Parâmetros do relatório" onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <Opcoes legenda="Relatório" opcoes={TIPOS_RELATORIO} registro={form.register('tipo')} />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <Controller
          name="competencia"
          control={form.control}
          render={({ field, fieldState }) => (
            <FormField label="Competência" error={fieldState.error?.message} required>
              {(control) => (
                <Select
                  inputId={control.id}
                  aria-describedby={control['aria-describedby']}
                  options={competencias.data ?? []}
                  value={competencias.data?.find((c) => c.id === field.value) ?? null}
                  onChange={(c) => field.onChange(c?.id ?? null)}
                  getOptionLabel={competenciaLabel}
                  getOptionValue={(c) => String(c.id)}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          name="departamento"
          control={form.control}
          render={({ field, fieldState }) => (
            <FormField label="Departamento" error={fieldState.error?.message}>
              {(control) => (
                <Select<LookupOption>
                  inputId={control.id}
                  options={departamentos.data ?? []}
                  value={departamentos.data?.find((d) => d.id === field.value) ?? null}
                  onChange={(d) => field.onChange(d?.id ?? null)}
                  isClearable
                  isLoading={departamentos.isPending}
                  getOptionLabel={(d) => d.label}
                  getOptionValue={(d) => String(d.id)}
                />
              )}
            </FormField>
          )}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <Opcoes legenda="Ordem" opcoes={ORDENS_RELATORIO} registro={form.register('ordemRelatorio')} />
        <Opcoes legenda="Formato" opcoes={FORMATOS} registro={form.register('formato')} />
        <Opcoes legenda="Situação" opcoes={OPCOES_ATIVO} registro={form.register('ativo')} />
        <Opcoes legenda="Controle de ponto" opcoes={OPCOES_CONTROLA_PONTO} registro={form.register('controlaPonto')} />
      </div>
      <Checkbox label="Listar atrasos e saídas antecipadas" {...form.register('listarAtrasosSaidaAntecipada')} />
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Gerar relatório
        </Button>
      </div>
    </form>
  )
}
