import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SimularMarcacoesForm, type Simulacao } from '@/features/relogio/simular-marcacoes'
import { relogioQueries } from '@/entities/relogio'
import { formatDate } from '@/shared/lib'
import { Card, PageTitle } from '@/shared/ui'

/**
 * /relogio-simulador (AUTH-075, administrators): simulates a clock registering an employee's punches at chosen times
 * of a date in an open competence; they are original punches of the web clock, with NSR and receipt. The route's loader
 * reads the server's today, the form's first date (carregarRelogioSimulador).
 */
export function RelogioSimuladorPage() {
  const hoje = useSuspenseQuery(relogioQueries.hoje())
  const [simulacao, setSimulacao] = useState<Simulacao | null>(null)
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Registra marcações como o relógio as registraria, no horário escolhido">
        Simulador de Relógio
      </PageTitle>
      <Card>
        <SimularMarcacoesForm dataInicial={hoje.data.agora.slice(0, 10)} onSimulado={setSimulacao} />
      </Card>
      {simulacao && simulacao.marcacoes.length > 0 && (
        <div role="status" className="rounded-md border border-success-500/40 bg-success-50 px-4 py-3 text-sm text-slate-900">
          <p className="font-medium">
            Marcações registradas: {simulacao.funcionario.nome}, {formatDate(simulacao.marcacoes[0]?.data)}{' '}
            {simulacao.marcacoes.map((m) => m.hora).join(' ')}.
          </p>
          <Link
            to="/manutencao/$competencia/$funcionario"
            params={{ competencia: String(simulacao.competenciaId), funcionario: String(simulacao.funcionario.id) }}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Ver no cartão ponto
          </Link>
        </div>
      )}
    </div>
  )
}
