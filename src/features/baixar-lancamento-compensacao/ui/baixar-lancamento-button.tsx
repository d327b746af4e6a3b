import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import {
  baixarLancamentoCompensacao,
  lancamentoBancoCompensacaoResource,
  type LancamentoBancoCompensacao,
} from '@/entities/cadastro/lancamento-banco-compensacao'
import { CARTAO_DERIVADOS } from '@/shared/api'
import { Button, ConfirmDialog, ErrorAlert } from '@/shared/ui'

/** Writes off a compensation entry (a counter-entry today); an entry is written off once. */
export function BaixarLancamentoButton({ lancamento, onBaixado }: { lancamento: LancamentoBancoCompensacao; onBaixado: () => void }) {
  const [perguntando, setPerguntando] = useState(false)
  const baixa = useMutation({
    mutationFn: baixarLancamentoCompensacao,
    meta: { invalidates: [lancamentoBancoCompensacaoResource.queries.all(), CARTAO_DERIVADOS] },
  })
  const baixado = lancamento.baixadoPorId !== null || lancamento.baixaDeId !== null
  return (
    <section aria-label="Baixa" className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-800">Baixa</h2>
      <ErrorAlert error={baixa.error} />
      {baixado ? (
        <p className="text-sm text-slate-700">
          {lancamento.baixaDeId !== null
            ? `Este lançamento é a baixa do nº ${lancamento.baixaDeId}.`
            : `Baixado pelo lançamento nº ${lancamento.baixadoPorId}.`}
        </p>
      ) : (
        <div>
          <Button variant="secondary" busy={baixa.isPending} onClick={() => setPerguntando(true)}>
            Baixar lançamento
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={perguntando}
        question={`Deseja realmente baixar o lançamento nº ${lancamento.id}?`}
        onCancel={() => setPerguntando(false)}
        onConfirm={async () => {
          try {
            await baixa.mutateAsync(lancamento.id)
            onBaixado()
          } finally {
            setPerguntando(false)
          }
        }}
      />
    </section>
  )
}
