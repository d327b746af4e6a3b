import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import {
  coletorQueries,
  ERRO_COLETOR,
  funcionariosDoColetor,
  type Coletor,
  type TipoMensagemColetor,
} from '@/entities/cadastro/equipamento'
import { FILTRO_PADRAO, funcionarioLabel, searchFuncionarios } from '@/entities/funcionario'
import { isApiError } from '@/shared/api'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncSelect, Button, ErrorAlert, FormField, inputClass, PageTitle, type LookupValue } from '@/shared/ui'
import { MSG_SELECT_PLACEHOLDER } from '@/shared/config'
import { useMensagemColetor } from '../api/mensagem-coletor.mutation'
import { envioSchema, payloadDe, transferenciaSchema, VALORES_INICIAIS, type MensagemColetorValores } from '../model/mensagem-coletor'

const LOTE = { page: 0, size: 20 }

/** Where each message picks its employees and what it says. */
const MENSAGENS = {
  COLETOR_FUNCIONARIO_ENVIAR: {
    titulo: (c: Coletor) => `Enviar funcionários ao coletor ${c.descricao}`,
    schema: envioSchema,
    carregar: async (_c: Coletor, text: string, signal: AbortSignal): Promise<LookupValue[]> =>
      (await searchFuncionarios({ text, ...LOTE, filtro: FILTRO_PADRAO }, signal)).items.map((f) => ({
        value: String(f.id),
        label: funcionarioLabel(f),
      })),
    acao: 'Enviar ao coletor',
    feito: 'Funcionários enviados ao coletor.',
  },
  COLETOR_FUNCIONARIO_TRANSFERIR: {
    titulo: (c: Coletor) => `Transferir funcionários do coletor ${c.descricao}`,
    schema: transferenciaSchema,
    carregar: async (c: Coletor, text: string, signal: AbortSignal): Promise<LookupValue[]> =>
      (await funcionariosDoColetor(c.id, { text, ...LOTE }, signal)).items.map((f) => ({
        value: String(f.id),
        label: f.matricula ? `${f.matricula} - ${f.nome}` : f.nome,
      })),
    acao: 'Transferir funcionários',
    feito: 'Funcionários transferidos.',
  },
} as const

const CAMPOS = ['payload.funcionarioIds', 'payload.coletorDestinoId'] as const

/**
 * REG-011: sends employees to a collector (COLETOR_FUNCIONARIO_ENVIAR) or moves those it knows to another one
 * (COLETOR_FUNCIONARIO_TRANSFERIR). A collector that does not answer gets the collector's own message (REG-083).
 */
export function MensagemColetorForm({ coletor, tipo }: { coletor: Coletor; tipo: TipoMensagemColetor }) {
  const mensagem = MENSAGENS[tipo]
  const transferir = tipo === 'COLETOR_FUNCIONARIO_TRANSFERIR'
  const enviar = useMensagemColetor(tipo)
  const coletores = useQuery({ ...coletorQueries.list({ page: 0, size: 100 }), enabled: transferir })
  const form = useAppForm<MensagemColetorValores>({ resolver: zodResolver(mensagem.schema), defaultValues: VALORES_INICIAIS })
  const erros = form.formState.errors.payload

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (valores) => {
      await enviar.mutateAsync(payloadDe(coletor.id, valores)).catch((error: unknown) => {
        throw isApiError(error) && error.status === 503 ? new Error(ERRO_COLETOR) : error
      })
      form.reset(VALORES_INICIAIS)
    },
    { fields: CAMPOS },
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label={mensagem.titulo(coletor)} className="flex max-w-2xl flex-col gap-4">
      <PageTitle className="mb-0">{mensagem.titulo(coletor)}</PageTitle>
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <ErrorAlert error={coletores.error} />
      {transferir && (
        <FormField label="Coletor de destino" required error={erros?.coletorDestinoId?.message}>
          <select className={inputClass} {...form.register('payload.coletorDestinoId')}>
            <option value="">{MSG_SELECT_PLACEHOLDER}</option>
            {coletores.data?.items
              .filter((c) => c.id !== coletor.id)
              .map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.descricao}
                </option>
              ))}
          </select>
        </FormField>
      )}
      <FormField label="Funcionários" required error={erros?.funcionarioIds?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="payload.funcionarioIds"
            render={({ field }) => (
              <AsyncSelect<LookupValue, true>
                isMulti
                defaultOptions
                inputId={control.id}
                aria-describedby={control['aria-describedby']}
                invalid={!!control['aria-invalid']}
                value={field.value}
                onChange={(escolhidos) => field.onChange([...escolhidos])}
                onBlur={field.onBlur}
                loadOptions={(text, signal) => mensagem.carregar(coletor, text, signal)}
                getOptionLabel={(o) => o.label}
                getOptionValue={(o) => o.value}
              />
            )}
          />
        )}
      </FormField>
      <div className="flex items-center justify-end gap-3">
        {enviar.isSuccess && !form.formState.isDirty && (
          <span role="status" className="text-sm text-success-500">
            {mensagem.feito}
          </span>
        )}
        <Button type="submit" busy={busy}>
          {mensagem.acao}
        </Button>
      </div>
    </form>
  )
}
