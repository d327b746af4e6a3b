import { useMutation } from '@tanstack/react-query'
import type { Control } from 'react-hook-form'
import { removerAnexo, solicitacaoQueries, tamanhoDoArquivo, type AnexoSolicitacao } from '@/entities/solicitacao'
import { Button, ControlledField, ErrorAlert } from '@/shared/ui'
import type { SolicitacaoFormInput, SolicitacaoFormValues } from '../model/solicitacao-form.schema'

export const ROTULO_ATESTADO = 'Atestado (PDF, JPEG ou PNG, até 5 MB)'
const TIPOS_ACEITOS = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

export interface AtestadoFieldProps {
  control: Control<SolicitacaoFormInput, unknown, SolicitacaoFormValues>
  /** The pending request being changed and the certificate it already has. */
  solicitacaoId: number | null
  anexo: AnexoSolicitacao | null | undefined
}

/** The abono's medical certificate: a file checked by its content and size, sent once the request is saved. */
export function AtestadoField({ control, solicitacaoId, anexo }: AtestadoFieldProps) {
  const remocao = useMutation({ mutationFn: removerAnexo, meta: { invalidates: [solicitacaoQueries.all()] } })
  return (
    <div className="space-y-2">
      <ControlledField
        name="atestado"
        control={control}
        label={ROTULO_ATESTADO}
        hint={anexo ? `Enviado: ${anexo.nome} (${tamanhoDoArquivo(anexo.tamanho)}). Um novo arquivo o substitui.` : undefined}
      >
        {({ field, control: props }) => (
          <input
            {...props}
            ref={field.ref}
            name={field.name}
            type="file"
            accept={TIPOS_ACEITOS}
            className="text-sm"
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
          />
        )}
      </ControlledField>
      {anexo && solicitacaoId !== null && (
        <>
          <ErrorAlert error={remocao.error} />
          <Button variant="secondary" busy={remocao.isPending} onClick={() => remocao.mutate(solicitacaoId)}>
            Remover atestado enviado
          </Button>
        </>
      )}
    </div>
  )
}
