import { useState } from 'react'
import { SITUACOES_EXECUCAO, type Script } from '@/entities/cadastro/script'
import { cn, formatDateTime } from '@/shared/lib'
import { Button, ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useExecutarScript } from '../api/executar-script.mutation'

/** A script's last run (when, by whom, result) and 'Executar', after a confirmation. */
export function ExecutarScriptPanel({ script }: { script: Script }) {
  const executar = useExecutarScript()
  const [perguntando, setPerguntando] = useState(false)
  const atual = executar.data?.id === script.id ? executar.data : script
  return (
    <section aria-label="Execução" className="mt-4 flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-800">Última execução</h3>
      <ErrorAlert error={executar.error} />
      {atual.ultimaExecucao ? (
        <p role="status" className="text-sm text-slate-700">
          {`${formatDateTime(atual.ultimaExecucao)}${atual.executadoPor ? ` por ${atual.executadoPor}` : ''}: `}
          <span className={cn('font-medium', atual.ultimaSituacao === 'ERRO' ? 'text-danger-600' : 'text-success-600')}>
            {atual.ultimaSituacao ? SITUACOES_EXECUCAO[atual.ultimaSituacao] : ''}
          </span>
          {atual.ultimoResultado ? ` — ${atual.ultimoResultado}` : ''}
        </p>
      ) : (
        <p className="text-sm text-slate-600">Nunca executado.</p>
      )}
      <div>
        <Button variant="secondary" busy={executar.isPending} onClick={() => setPerguntando(true)}>
          Executar
        </Button>
      </div>
      <ConfirmDialog
        open={perguntando}
        question={`Deseja realmente executar o script ${script.nome}?`}
        onCancel={() => setPerguntando(false)}
        onConfirm={async () => {
          setPerguntando(false)
          if (!executar.isPending) await executar.mutateAsync(script.id).catch(() => undefined)
        }}
      />
    </section>
  )
}
