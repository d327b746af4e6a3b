import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { buscarTiposSolicitacao, configQueries, salvarConfig, type Config, type TipoSolicitacaoRef } from '@/entities/configuracao'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncSelect, Button, Checkbox, FormField, Input } from '@/shared/ui'
import { configuracaoGeralSchema, type ConfiguracaoGeralValores } from '../model/configuracao.schema'

const tipoDe = (valor: unknown): TipoSolicitacaoRef | null => {
  const t = valor as { id?: unknown; descricao?: unknown } | null | undefined
  return t && typeof t.id === 'number' && typeof t.descricao === 'string' ? { id: t.id, descricao: t.descricao } : null
}

const FLAGS = [
  ['permiteBaterPonto', 'Permite bater ponto pelo navegador'],
  ['utilizaHoraExtraIntervalo', 'Utiliza hora extra de intervalo'],
  ['modoEspecial', 'Modo especial (menu reduzido)'],
  ['geraComprovanteMarcacao', 'Gera comprovante de marcação'],
] as const

/** The backend's default when it has no value saved. */
const LIMITE_JORNADA_ABERTA_PADRAO = 16

const TIPOS = [
  ['tipoSolicitacaoIncluirMarcacao', 'Tipo de solicitação para incluir marcação'],
  ['tipoSolicitacaoCompensarBancoHoras', 'Tipo de solicitação para compensar banco de horas'],
] as const

/** /config, general settings (REG-079): what the whole product follows (clock-in, special mode, request types). */
export function ConfiguracaoGeralForm({ config }: { config: Config }) {
  const form = useAppForm<ConfiguracaoGeralValores>({
    resolver: zodResolver(configuracaoGeralSchema),
    defaultValues: {
      permiteBaterPonto: !!config.permiteBaterPonto,
      utilizaHoraExtraIntervalo: !!config.utilizaHoraExtraIntervalo,
      modoEspecial: !!config.modoEspecial,
      geraComprovanteMarcacao: !!config.geraComprovanteMarcacao,
      horaExtraCustomLabel: config.horaExtraCustomLabel ?? '',
      tipoSolicitacaoIncluirMarcacao: tipoDe(config.tipoSolicitacaoIncluirMarcacao),
      tipoSolicitacaoCompensarBancoHoras: tipoDe(config.tipoSolicitacaoCompensarBancoHoras),
      limiteJornadaAbertaHoras: config.limiteJornadaAbertaHoras ?? LIMITE_JORNADA_ABERTA_PADRAO,
    },
  })
  const salvar = useMutation({ mutationFn: salvarConfig, meta: { invalidates: [configQueries.all()] } })
  const [salvo, setSalvo] = useState(false)
  const {
    onSubmit: submit,
    busy,
    failure,
  } = useFormSubmit(
    form,
    async (v) => {
      setSalvo(false)
      await salvar.mutateAsync({
        ...v,
        tipoSolicitacaoIncluirMarcacao: v.tipoSolicitacaoIncluirMarcacao && { id: v.tipoSolicitacaoIncluirMarcacao.id },
        tipoSolicitacaoCompensarBancoHoras: v.tipoSolicitacaoCompensarBancoHoras && { id: v.tipoSolicitacaoCompensarBancoHoras.id },
      })
      setSalvo(true)
    },
    { fields: ['horaExtraCustomLabel', 'limiteJornadaAbertaHoras', 'tipoSolicitacaoIncluirMarcacao', 'tipoSolicitacaoCompensarBancoHoras'] },
  )
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Configurações gerais"
      className="flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 className="text-sm font-semibold text-slate-800">Configurações gerais</h2>
      {failure && (
        <p role="alert" className="rounded-md border border-danger-500 bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {failure.message}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {FLAGS.map(([name, label]) => (
          <Controller
            key={name}
            name={name}
            control={form.control}
            render={({ field }) => (
              <Checkbox label={label} checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />
            )}
          />
        ))}
      </div>
      <FormField label="Rótulo da hora extra personalizada" error={form.formState.errors.horaExtraCustomLabel?.message}>
        <Input maxLength={30} {...form.register('horaExtraCustomLabel')} />
      </FormField>
      <FormField
        label="Limite da jornada sem horário (horas)"
        hint="Para quem não tem horário: uma entrada sem saída fecha no dia em que começou se a marcação seguinte vier até este número de horas depois."
        error={form.formState.errors.limiteJornadaAbertaHoras?.message}
      >
        <Input type="number" min={1} max={24} className="w-24" {...form.register('limiteJornadaAbertaHoras', { valueAsNumber: true })} />
      </FormField>
      {TIPOS.map(([name, label]) => (
        <Controller
          key={name}
          name={name}
          control={form.control}
          render={({ field, fieldState }) => (
            <FormField label={label} error={fieldState.error?.message}>
              {({ id }) => (
                <AsyncSelect<TipoSolicitacaoRef>
                  inputId={id}
                  value={field.value}
                  onChange={field.onChange}
                  loadOptions={buscarTiposSolicitacao}
                  defaultOptions
                  getOptionLabel={(t) => t.descricao}
                  getOptionValue={(t) => String(t.id)}
                />
              )}
            </FormField>
          )}
        />
      ))}
      <div className="flex items-center justify-end gap-3">
        {salvo && (
          <span role="status" className="text-sm text-success-500">
            Configurações salvas.
          </span>
        )}
        <Button type="submit" busy={busy}>
          Salvar configurações
        </Button>
      </div>
    </form>
  )
}
