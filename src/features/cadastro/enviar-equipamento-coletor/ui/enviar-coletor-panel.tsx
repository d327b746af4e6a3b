import { ERRO_COLETOR, type Equipamento } from '@/entities/cadastro/equipamento'
import { Button, ErrorAlert } from '@/shared/ui'
import { useEnviarColetor } from '../api/enviar-coletor.mutation'

/** Sends the clock's settings (and the employees it knows) to the collector that talks to it. */
export function EnviarColetorPanel({ equipamento }: { equipamento: Equipamento }) {
  const enviar = useEnviarColetor()
  const coletor = equipamento.coletor
  return (
    <section aria-label="Coletor do equipamento" className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-800">Coletor do equipamento</h2>
      {coletor ? (
        <>
          <ErrorAlert error={enviar.error} message={ERRO_COLETOR} />
          <p className="text-sm text-slate-700">{coletor.descricao}</p>
          <div className="flex items-center gap-3">
            <Button variant="secondary" busy={enviar.isPending} onClick={() => !enviar.isPending && enviar.mutate(equipamento.id)}>
              Enviar ao coletor
            </Button>
            {enviar.isSuccess && (
              <span role="status" className="text-sm text-success-500">
                Configuração enviada ao coletor.
              </span>
            )}
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-600">Equipamento sem coletor vinculado.</p>
      )}
    </section>
  )
}
