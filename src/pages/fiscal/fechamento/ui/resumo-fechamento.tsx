import type { ResumoFechamento } from '@/entities/fiscal/fechamento'

/** BATCH-019: the summary of a competence's cards. */
export function ResumoFechamentoPainel({ resumo }: { resumo: ResumoFechamento }) {
  const itens: [string, string | number, boolean?][] = [
    ['Funcionários', resumo.funcionarios],
    ['Cartões com inconsistências', resumo.cartoesInconsistentes, resumo.cartoesInconsistentes > 0],
    ['Dias inconsistentes', resumo.diasInconsistentes, resumo.diasInconsistentes > 0],
    ['Horas trabalhadas', resumo.horasTrabalhadas],
    ['Horas extras', resumo.horasExtras],
    ['Faltas', resumo.faltas],
    ['Atrasos e saídas antecipadas', resumo.atrasos],
    ['Adicional noturno', resumo.adicionalNoturno],
  ]
  return (
    <section aria-label="Resumo" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {itens.map(([rotulo, valor, alerta]) => (
        <div key={rotulo} className="rounded-md border border-slate-200 bg-white p-3">
          <dl>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{rotulo}</dt>
            <dd className={alerta ? 'text-xl font-semibold text-danger-500 tabular-nums' : 'text-xl font-semibold text-slate-900 tabular-nums'}>{valor}</dd>
          </dl>
        </div>
      ))}
    </section>
  )
}
