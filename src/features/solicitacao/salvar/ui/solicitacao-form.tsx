import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { buscarBancosDias } from '@/entities/banco-dia'
import { MotivoSelect } from '@/entities/motivo'
import { hasRole, isPlainEmployee, useSessao } from '@/entities/sessao'
import {
  aceitaAtestado, enviarAnexo, solicitacaoQueries, type AnexoSolicitacao, type SolicitacaoDetalhe,
} from '@/entities/solicitacao'
import { errorMessage } from '@/shared/api'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import {
  AsyncSelect,
  CancelSubmitButtons,
  ControlledField,
  DateInput,
  ErrorAlert,
  FormField,
  Select,
  Textarea,
  TimeInput,
} from '@/shared/ui'
import { useSalvarSolicitacao } from '../api/salvar-solicitacao.mutation'
import { buscarFuncionarios, useTipoIncluirMarcacaoId, useTiposSolicitacao } from '../api/preenchimento'
import {
  aplicarTipo,
  CAMPOS_SOLICITACAO,
  corpoDaSolicitacao,
  OBSERVACAO_MAX,
  solicitacaoFormSchema,
  type FuncionarioOpcao,
  type Referencia,
  type SolicitacaoFormInput,
  type SolicitacaoFormValues,
  type TipoOpcao,
} from '../model/solicitacao-form.schema'
import { AtestadoField } from './atestado-field'

export interface SolicitacaoFormProps {
  /** The request being changed; null for a new one. */
  id: number | null
  defaultValues: SolicitacaoFormInput
  /** The certificate the request already has (an abono being changed). */
  anexo?: AnexoSolicitacao | null | undefined
  onSaved: (solicitacao: SolicitacaoDetalhe) => void
  onCancel: () => void
}

/** REQ-010 (save), REQ-007..009 (the type rule), REQ-014 (pre-filled by the caller). */
export function SolicitacaoForm({ id, defaultValues, anexo, onSaved, onCancel }: SolicitacaoFormProps) {
  const sessao = useSessao()
  const mutation = useSalvarSolicitacao()
  const envioDoAtestado = useMutation({ mutationFn: enviarAnexo, meta: { invalidates: [solicitacaoQueries.all()] } })
  const { tipos, isPending: carregandoTipos } = useTiposSolicitacao()
  const tipoIncluirMarcacaoId = useTipoIncluirMarcacaoId()
  const form = useAppForm<SolicitacaoFormInput, unknown, SolicitacaoFormValues>({
    resolver: zodResolver(solicitacaoFormSchema({ tipoIncluirMarcacaoId })),
    defaultValues,
  })
  const tipo = form.watch('tipoSolicitacao')
  const incluirMarcacao = tipo !== null && tipo.id === tipoIncluirMarcacaoId
  const mostraHoras = tipo === null || tipo.informaHoras !== false
  const mostraBancoDias = Boolean(tipo?.bancoDias) || form.watch('bancoDias') !== null
  // A new request saved whose certificate then failed is changed, never created again, on the next submit.
  const idSalvo = useRef(id)
  const [salvaSemAtestado, setSalvaSemAtestado] = useState<number | null>(null)

  const selecionarTipo = (novo: TipoOpcao | null) => {
    const atual = form.getValues()
    const proximo = aplicarTipo(atual, novo)
    // After a submit, the fields the type fills are validated again: an error of the empty field must not stay
    // under it once filled (REQ-007), as it would not after the user typed it.
    const opcoes = { shouldDirty: true, shouldValidate: form.formState.isSubmitted }
    form.setValue('tipoSolicitacao', proximo.tipoSolicitacao, opcoes)
    form.setValue('motivo', proximo.motivo, opcoes)
    form.setValue('bancoDias', proximo.bancoDias, opcoes)
    form.setValue('horas', proximo.horas, opcoes)
    form.setValue('atestado', proximo.atestado, opcoes)
  }

  const { onSubmit, busy, failure, setFailure } = useFormSubmit(
    form,
    async (values) => {
      const salva = await mutation.mutateAsync({ id: idSalvo.current, corpo: corpoDaSolicitacao(values) })
      idSalvo.current = salva.id
      if (values.atestado && aceitaAtestado(values.tipoSolicitacao)) {
        try {
          await envioDoAtestado.mutateAsync({ id: salva.id, arquivo: values.atestado })
        } catch (error) {
          setSalvaSemAtestado(salva.id)
          throw error
        }
      }
      onSaved(salva)
    },
    { fields: CAMPOS_SOLICITACAO, fieldOf: { arquivo: 'atestado' } },
  )

  const erros = form.formState.errors
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-3xl space-y-4" aria-label="Solicitação">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      {salvaSemAtestado !== null && (
        <p role="status" className="text-sm text-slate-700">
          A solicitação nº {salvaSemAtestado} foi salva, mas o atestado não foi enviado: corrija o arquivo e salve de novo.
        </p>
      )}
      <ControlledField name="funcionario" control={form.control} label="Funcionário" required>
        {({ field, fieldState, control }) => (
          <AsyncSelect<FuncionarioOpcao>
            inputId={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={fieldState.invalid}
            value={field.value}
            onChange={(f) => field.onChange(f ?? null)}
            loadOptions={buscarFuncionarios}
            defaultOptions
            // A saved request stays with its employee (the server refuses a change).
            isDisabled={id !== null || (isPlainEmployee(sessao) && field.value !== null)}
            getOptionLabel={(f) => f.label}
            getOptionValue={(f) => String(f.id)}
          />
        )}
      </ControlledField>
      <ControlledField name="tipoSolicitacao" control={form.control} label="Tipo de solicitação" required>
        {({ field, fieldState, control }) => (
          <Select<TipoOpcao>
            inputId={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={fieldState.invalid}
            options={tipos}
            isLoading={carregandoTipos}
            value={field.value}
            onChange={(t) => selecionarTipo(t ?? null)}
            getOptionLabel={(t) => t.descricao}
            getOptionValue={(t) => String(t.id)}
          />
        )}
      </ControlledField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Data inicial" error={erros.inicio?.message} required>
          <DateInput required {...form.register('inicio')} />
        </FormField>
        <FormField label="Data final" error={erros.fim?.message}>
          <DateInput {...form.register('fim')} />
        </FormField>
        {mostraHoras && (
          <ControlledField name="horas" control={form.control} label={incluirMarcacao ? 'Horário' : 'Horas'} required={incluirMarcacao}>
            {({ field, control }) => (
              <TimeInput
                {...control}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          </ControlledField>
        )}
      </div>
      <ControlledField name="motivo" control={form.control} label="Motivo" required>
        {({ field, fieldState, control }) => (
          <MotivoSelect
            inputId={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={fieldState.invalid}
            value={field.value ? { ativo: true, ...field.value } : null}
            onChange={(m) => field.onChange(m)}
            podeCriar={hasRole(sessao, 'rh')}
            onError={(error) => setFailure({ error, message: errorMessage(error) })}
          />
        )}
      </ControlledField>
      {mostraBancoDias && (
        <ControlledField name="bancoDias" control={form.control} label="Banco de dias" required={Boolean(tipo?.bancoDias)}>
          {({ field, fieldState, control }) => (
            <AsyncSelect<Referencia>
              inputId={control.id}
              aria-describedby={control['aria-describedby']}
              invalid={fieldState.invalid}
              value={field.value}
              onChange={(b) => field.onChange(b ?? null)}
              loadOptions={buscarBancosDias}
              defaultOptions
              isClearable
              getOptionLabel={(b) => b.descricao}
              getOptionValue={(b) => String(b.id)}
            />
          )}
        </ControlledField>
      )}
      {aceitaAtestado(tipo) && <AtestadoField control={form.control} solicitacaoId={id} anexo={anexo} />}
      <FormField label="Observação" error={erros.observacaoSolicitante?.message}>
        <Textarea rows={3} maxLength={OBSERVACAO_MAX} {...form.register('observacaoSolicitante')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <CancelSubmitButtons onCancel={onCancel} busy={busy} />
      </div>
    </form>
  )
}
