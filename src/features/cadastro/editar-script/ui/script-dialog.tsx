import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type ReactNode } from 'react'
import { OPERACOES_SCRIPT, type Script } from '@/entities/cadastro/script'
import { errorMessage } from '@/shared/api'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, CancelSubmitButtons, ConfirmDialog, Dialog, ErrorAlert, FormField, Input, inputClass, Textarea } from '@/shared/ui'
import { MSG_SELECT_PLACEHOLDER } from '@/shared/config'
import { useExcluirScript, useSalvarScript } from '../api/script.mutation'
import { CAMPOS_SCRIPT, scriptFormSchema, type ScriptFormValues } from '../model/script.schema'

export interface ScriptDialogProps {
  /** The script being edited; null for a new one. */
  script: Script | null
  onClose: () => void
  /** What the dialog shows under the form for an existing script (its last run, 'Executar'). */
  children?: ReactNode
}

/** A maintenance script's form in a dialog: name, description, operation and text; an existing one can be deleted. */
export function ScriptDialog({ script, onClose, children }: ScriptDialogProps) {
  const salvar = useSalvarScript()
  const excluir = useExcluirScript()
  const formId = useId()
  const [perguntando, setPerguntando] = useState(false)
  const form = useAppForm<ScriptFormValues>({
    resolver: zodResolver(scriptFormSchema),
    defaultValues: script
      ? { nome: script.nome, descricao: script.descricao, operacao: script.operacao, corpo: script.corpo }
      : { nome: '', descricao: '', operacao: '', corpo: '' },
  })
  const { errors } = form.formState

  const { onSubmit, busy, failure, setFailure } = useFormSubmit(
    form,
    async (v) => {
      await salvar.mutateAsync({ ...v, id: script?.id ?? null })
      onClose()
    },
    { fields: CAMPOS_SCRIPT },
  )

  return (
    <Dialog
      open
      onOpenChange={(aberto) => !aberto && onClose()}
      title={script ? `Script ${script.nome}` : 'Novo script'}
      size="lg"
      footer={
        <>
          {script && (
            <Button variant="danger" className="mr-auto" disabled={busy} onClick={() => setPerguntando(true)}>
              Excluir
            </Button>
          )}
          <CancelSubmitButtons onCancel={onClose} busy={busy} form={formId} />
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={script ? `Script ${script.nome}` : 'Novo script'} className="flex flex-col gap-4">
        <ErrorAlert error={failure?.error} message={failure?.message} />
        <FormField label="Nome" error={errors.nome?.message} required>
          <Input maxLength={100} {...form.register('nome')} />
        </FormField>
        <FormField label="Descrição" error={errors.descricao?.message}>
          <Textarea rows={2} maxLength={500} {...form.register('descricao')} />
        </FormField>
        <FormField label="Operação" error={errors.operacao?.message} required hint="O texto do script documenta a operação; só operações desta lista podem ser executadas.">
          <select className={inputClass} {...form.register('operacao')}>
            <option value="">{MSG_SELECT_PLACEHOLDER}</option>
            {Object.entries(OPERACOES_SCRIPT).map(([valor, rotulo]) => (
              <option key={valor} value={valor}>
                {rotulo}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Script" error={errors.corpo?.message} required>
          <Textarea rows={6} className="font-mono text-xs" spellCheck={false} {...form.register('corpo')} />
        </FormField>
      </form>
      {children}
      {script && (
        <ConfirmDialog
          open={perguntando}
          question={`Deseja realmente excluir o script ${script.nome}?`}
          confirmVariant="danger"
          onCancel={() => setPerguntando(false)}
          onConfirm={async () => {
            try {
              await excluir.mutateAsync(script.id)
              setPerguntando(false)
              onClose()
            } catch (error) {
              setPerguntando(false)
              setFailure({ error, message: errorMessage(error) })
            }
          }}
        />
      )}
    </Dialog>
  )
}
