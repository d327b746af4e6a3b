import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import type { Fechamento, PreviewFechamento } from '@/entities/fiscal/fechamento'
import { applyServerErrors, formatDate, useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, Checkbox, ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useFecharCompetencia } from '../api/fechar-competencia.mutation'
import { fecharCompetenciaSchema, type FecharCompetenciaValues } from '../model/fechar-competencia.schema'

export interface FecharCompetenciaFormProps {
  preview: PreviewFechamento
  onFechado: (fechamento: Fechamento) => void
}

/**
 * BATCH-018: 'Ignorar inconsistências' and 'Fechar competência' (confirmed). The server refuses while cards are
 * inconsistent and the flag is off; its message lands beside the flag.
 */
export function FecharCompetenciaForm({ preview, onFechado }: FecharCompetenciaFormProps) {
  const fechar = useFecharCompetencia()
  const [confirmar, setConfirmar] = useState(false)
  const [mensagem, setMensagem] = useState<{ error: unknown; text: string } | null>(null)
  const form = useAppForm<FecharCompetenciaValues>({
    resolver: zodResolver(fecharCompetenciaSchema),
    defaultValues: { ignorarInconsistencias: false },
  })
  const { register, setError, getValues, formState } = form
  const { onSubmit } = useFormSubmit(form, () => setConfirmar(true))
  const competencia = preview.competencia.descricaoCurta
  const erro = formState.errors.ignorarInconsistencias?.message

  async function enviar() {
    setMensagem(null)
    try {
      const fechamento = await fechar.mutateAsync({ competenciaId: preview.competencia.id, ignorarInconsistencias: getValues('ignorarInconsistencias') })
      setConfirmar(false)
      onFechado(fechamento)
    } catch (error) {
      setConfirmar(false)
      const text = applyServerErrors(error, setError, ['ignorarInconsistencias'])
      if (text) setMensagem({ error, text })
    }
  }

  return (
    <form
      aria-label="Fechar competência"
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4"
      onSubmit={onSubmit}
    >
      <ErrorAlert error={mensagem?.error} message={mensagem?.text} />
      <div className="flex flex-col gap-1">
        <Checkbox
          label="Ignorar inconsistências"
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? 'ignorar-inconsistencias-erro' : 'ignorar-inconsistencias-dica'}
          {...register('ignorarInconsistencias')}
        />
        {erro ? (
          <p id="ignorar-inconsistencias-erro" role="alert" className="text-sm text-danger-500">
            {erro}
          </p>
        ) : (
          <p id="ignorar-inconsistencias-dica" className="text-sm text-slate-600">
            {preview.cartoesInconsistentes === 0
              ? 'Nenhum cartão ponto com inconsistências.'
              : preview.cartoesInconsistentes === 1
                ? '1 cartão ponto com inconsistências: marque para fechar mesmo assim.'
                : `${preview.cartoesInconsistentes} cartões ponto com inconsistências: marque para fechar mesmo assim.`}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={fechar.isPending} disabled={!preview.encerrada} aria-describedby={preview.encerrada ? undefined : 'fechar-competencia-motivo'}>
          Fechar competência
        </Button>
        {!preview.encerrada && (
          <p id="fechar-competencia-motivo" className="text-sm text-slate-600">
            {motivoNaoEncerrada(preview)}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirmar}
        question={`Deseja realmente fechar a competência ${competencia}?`}
        detail="Os cartões ponto da competência ficarão somente para consulta."
        onConfirm={enviar}
        onCancel={() => setConfirmar(false)}
      />
    </form>
  )
}

/** Why a competence cannot be closed yet: it has not ended (the server would refuse it). */
function motivoNaoEncerrada({ competencia }: PreviewFechamento): string {
  const [ano, mes, dia] = competencia.fim.split('-').map(Number)
  const seguinte = new Date(Date.UTC(ano ?? 0, (mes ?? 1) - 1, (dia ?? 1) + 1)).toISOString().slice(0, 10)
  return `A competência ${competencia.descricaoCurta} termina em ${formatDate(competencia.fim)}: poderá ser fechada a partir de ${formatDate(seguinte)}.`
}
