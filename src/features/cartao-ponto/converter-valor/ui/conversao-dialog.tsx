import { zodResolver } from '@hookform/resolvers/zod'
import { buscarBancosDias, type BancoDiasRegistro } from '@/entities/banco-dia'
import type { CartaoPontoId, RegistroDia, TipoJustificativa } from '@/entities/cartao-ponto'
import { lembrarMotivo, MotivoField } from '@/entities/motivo'
import { isRh, useSessao } from '@/entities/sessao'
import { errorMessage } from '@/shared/api'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncSelect, Button, CancelSubmitButtons, ControlledField, Dialog, ErrorAlert, Select, Textarea, TimeField } from '@/shared/ui'
import { useConverterValor } from '../api/converter-valor.mutation'
import {
  conversaoDoTipo,
  horaEditavel,
  mensagemTipoNaoReconhecido,
  motivoFixo,
  opcoesConversao,
  ROTULOS_CONVERSAO,
  valorDoCampo,
  type TipoConversao,
} from '../model/conversao'
import { CAMPOS_CONVERSAO, conversaoSchema, HORAS_BANCO_DIAS, type ConversaoInput, type ConversaoValues } from '../model/conversao.schema'
import { comCamposDoFormulario } from '../model/server-errors'

export interface ConversaoDialogProps {
  /** The kind of amount (HORA_EXTRA, HORA_EXTRA_CALCULADA, FALTA, ATRASO, SAIDA_ANTECIPADA, BANCO_DE_HORAS). */
  tipo: string
  registro: RegistroDia
  cartao: CartaoPontoId
  /** TC-177: the employee has an hour bank in this competence; without one, overtime cannot become hour bank credit. */
  existeBancoHoras: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the change was saved, before the dialog closes (the grid offers to undo it). */
  onSalvo?: () => void
}

interface OpcaoTipo {
  value: TipoJustificativa
  label: string
}

/** TC-147..165: turns a day's amount into a justification of the chosen type. */
export function ConversaoDialog({ tipo, registro, cartao, existeBancoHoras, open, onOpenChange, onSalvo }: ConversaoDialogProps) {
  const definicao = conversaoDoTipo(tipo)
  const fechar = () => onOpenChange(false)
  if (!definicao) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Alterar valor"
        size="sm"
        footer={
          <Button variant="secondary" onClick={fechar}>
            Fechar
          </Button>
        }
      >
        <p role="alert" className="font-semibold text-danger-700">
          {mensagemTipoNaoReconhecido(tipo)}
        </p>
      </Dialog>
    )
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={definicao.titulo}>
      {open && (
        <Formulario
          tipo={tipo as TipoConversao}
          registro={registro}
          cartao={cartao}
          existeBancoHoras={existeBancoHoras}
          onClose={fechar}
          onSalvo={() => {
            onSalvo?.()
            fechar()
          }}
        />
      )}
    </Dialog>
  )
}

interface FormularioProps {
  tipo: TipoConversao
  registro: RegistroDia
  cartao: CartaoPontoId
  existeBancoHoras: boolean
  onClose: () => void
  onSalvo: () => void
}

function Formulario({ tipo, registro, cartao, existeBancoHoras, onClose, onSalvo }: FormularioProps) {
  const sessao = useSessao()
  const definicao = conversaoDoTipo(tipo)!
  const total = valorDoCampo(registro, definicao.campo)
  const opcoes: OpcaoTipo[] = opcoesConversao(tipo, registro, { existeBancoHoras }).map((value) => ({
    value,
    label: ROTULOS_CONVERSAO[value] ?? value,
  }))
  const mutation = useConverterValor()
  const form = useAppForm<ConversaoInput, unknown, ConversaoValues>({
    resolver: zodResolver(conversaoSchema(total)),
    defaultValues: { tipoJustificativa: null, horas: total, motivo: null, bancoDias: null, observacao: '' },
    rascunho: `conversao:${tipo}:${registro.data}`,
  })
  const tipoJustificativa = form.watch('tipoJustificativa')
  const editavel = horaEditavel(tipo, tipoJustificativa)
  const pedeMotivo = tipoJustificativa !== null && motivoFixo(tipoJustificativa) === null
  const pedeBancoDias = tipoJustificativa === 'BANCO_DE_DIAS_DEBITO'

  const { onSubmit, busy, failure, setFailure } = useFormSubmit(
    form,
    async (values) => {
      if (!values.tipoJustificativa) return
      const idMotivo = motivoFixo(values.tipoJustificativa) ?? values.motivo?.id
      if (idMotivo === undefined) return
      await mutation
        .mutateAsync({
        idFuncionario: cartao.funcionarioId,
        idCompetencia: cartao.competenciaId,
        idRegistro: registro.idRegistro,
        data: registro.data,
        tipoJustificativa: values.tipoJustificativa,
        horas: values.tipoJustificativa === 'BANCO_DE_DIAS_DEBITO' ? HORAS_BANCO_DIAS : values.horas,
        idMotivo,
        idBancoDias: values.tipoJustificativa === 'BANCO_DE_DIAS_DEBITO' ? (values.bancoDias?.id ?? null) : null,
        observacao: values.observacao.trim() || null,
        origemConversao: definicao.origem,
        horasTotal: total,
        })
        .catch((error: unknown) => {
          throw comCamposDoFormulario(error)
        })
      if (values.motivo && pedeMotivo) lembrarMotivo(values.motivo)
      onSalvo()
    },
    { fields: CAMPOS_CONVERSAO },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <p className="text-slate-600">
        Valor do dia {registro.data.split('-').reverse().slice(0, 2).join('/')}: <strong>{registro[definicao.campo]}</strong>
      </p>
      <ControlledField name="tipoJustificativa" control={form.control} label="Tipo de justificativa" required>
        {({ field, fieldState, control }) => (
          <Select<OpcaoTipo>
            inputId={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={!!fieldState.error}
            options={opcoes}
            value={opcoes.find((o) => o.value === field.value) ?? null}
            onChange={(opcao) => {
              const novo = opcao?.value ?? null
              field.onChange(novo)
              // TC-156: a day bank debit sends 00:00; a fixed amount is the whole one.
              if (novo === 'BANCO_DE_DIAS_DEBITO') form.setValue('horas', HORAS_BANCO_DIAS)
              else if (!horaEditavel(tipo, novo) || form.getValues('horas') === HORAS_BANCO_DIAS) form.setValue('horas', total)
              form.clearErrors('horas')
            }}
            onBlur={field.onBlur}
            getOptionLabel={(o) => o.label}
            getOptionValue={(o) => o.value}
          />
        )}
      </ControlledField>
      <TimeField name="horas" control={form.control} label="Horário" hint={`Máximo: ${total}`} disabled={!editavel} required />
      {pedeBancoDias && (
        <ControlledField name="bancoDias" control={form.control} label="Banco de dias" required>
          {({ field, fieldState, control }) => (
            <AsyncSelect<BancoDiasRegistro>
              inputId={control.id}
              aria-describedby={control['aria-describedby']}
              invalid={!!fieldState.error}
              value={field.value ? { ...field.value } : null}
              onChange={(banco) => field.onChange(banco ? { id: banco.id, descricao: banco.descricao } : null)}
              onBlur={field.onBlur}
              loadOptions={buscarBancosDias}
              defaultOptions
              getOptionLabel={(b) => b.descricao}
              getOptionValue={(b) => String(b.id)}
            />
          )}
        </ControlledField>
      )}
      {pedeMotivo && (
        <MotivoField
          name="motivo"
          control={form.control}
          podeCriar={isRh(sessao)}
          onError={(error) => setFailure({ error, message: errorMessage(error) })}
        />
      )}
      <ControlledField name="observacao" control={form.control} label="Observação">
        {({ field, control }) => <Textarea {...control} {...field} maxLength={500} />}
      </ControlledField>
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-3">
        <CancelSubmitButtons onCancel={onClose} busy={busy} />
      </div>
    </form>
  )
}
