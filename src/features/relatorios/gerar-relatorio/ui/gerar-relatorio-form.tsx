import { Controller } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { competenciaLabel, competenciaQueries, defaultCompetencia } from '@/entities/competencia'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, Checkbox, ErrorAlert, FormField, LoadError, Select, Spinner } from '@/shared/ui'
import { useGerarRelatorio } from '../api/gerar-relatorio.mutation'
import { relatoriosQueries } from '../api/relatorios.queries'
import {
  CAMPOS_RELATORIO,
  FORMATOS,
  OPCOES_ATIVO,
  OPCOES_CONTROLA_PONTO,
  ORDENS_RELATORIO,
  parametrosRelatorioSchema,
  valoresIniciais,
  type ParametrosRelatorio,
  type ParametrosRelatorioInput,
} from '../model/parametros'
import { SeletorComFuncionarios } from './seletor-com-funcionarios'

export interface GerarRelatorioFormProps {
  onFile: (file: { blob: Blob; filename: string | null }) => void
}

interface Opcao {
  value: string
  label: string
}

/** The report parameters (BATCH-014..017), among the reports the server offers, and 'Gerar relatório'. */
export function GerarRelatorioForm({ onFile }: GerarRelatorioFormProps) {
  const competencias = useQuery(competenciaQueries.options())
  const relatorios = useQuery(relatoriosQueries.oferecidos())
  if (relatorios.isError) return <LoadError error={relatorios.error} onRetry={() => void relatorios.refetch()} />
  if (competencias.isPending || relatorios.isPending) return <Spinner />
  const padrao = competencias.data ? (defaultCompetencia(competencias.data)?.id ?? null) : null
  const tipos = relatorios.data.map((r) => ({ value: r.tipo, label: r.descricao }))
  return <Formulario competenciaPadrao={padrao} tipos={tipos} onFile={onFile} />
}

function Opcoes({ legenda, opcoes, registro, erro }: { legenda: string; opcoes: readonly Opcao[]; registro: object; erro?: string | undefined }) {
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
      {erro && (
        <p role="alert" className="text-xs font-medium text-danger-500">
          {erro}
        </p>
      )}
    </fieldset>
  )
}

interface FormularioProps extends GerarRelatorioFormProps {
  competenciaPadrao: number | null
  /** The reports offered. */
  tipos: Opcao[]
}

function Formulario({ competenciaPadrao, tipos, onFile }: FormularioProps) {
  const mutation = useGerarRelatorio()
  const competencias = useQuery(competenciaQueries.options())
  const form = useAppForm<ParametrosRelatorioInput, unknown, ParametrosRelatorio>({
    resolver: zodResolver(parametrosRelatorioSchema),
    defaultValues: valoresIniciais(competenciaPadrao, tipos.map((t) => t.value)),
  })

  const { onSubmit, busy, failure } = useFormSubmit(form, async (values) => onFile(await mutation.mutateAsync(values)), {
    fields: CAMPOS_RELATORIO,
  })

  return (
    <form noValidate aria-label="Parâmetros do relatório" onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <Opcoes legenda="Relatório" opcoes={tipos} registro={form.register('tipo')} erro={form.formState.errors.tipo?.message} />
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
        <SeletorComFuncionarios kind="departamento" label="Departamento" control={form.control} />
        <SeletorComFuncionarios kind="cargo" label="Cargo" control={form.control} />
        <SeletorComFuncionarios kind="localTrabalho" label="Local de trabalho" control={form.control} />
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
