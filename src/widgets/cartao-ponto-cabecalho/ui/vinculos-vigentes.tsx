import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { funcionarioQueries } from '@/entities/funcionario'
import { TIPOS_HORARIO, type TipoHorario } from '@/entities/horario'
import { mayOpen, useSessao } from '@/entities/sessao'
import { formatDate } from '@/shared/lib'
import { MSG_CARREGANDO } from '@/shared/config'
import { hojeEmBrasilia } from '@/shared/lib'
import { dataDeReferencia } from '../model/data-referencia'

function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{rotulo}:</dt>
      <dd className="font-medium text-slate-800">{children}</dd>
    </div>
  )
}

/** A read of this block: its value, 'Carregando...' meanwhile, 'Indisponível' when it failed (the card itself still shows). */
function estado<T>(query: { isPending: boolean; isError: boolean; data: T | undefined }, valor: (data: T) => ReactNode): ReactNode {
  if (query.isPending) return MSG_CARREGANDO
  if (query.isError || query.data === undefined) return 'Indisponível'
  return valor(query.data)
}

export interface VinculosVigentesProps {
  funcionarioId: number
  competencia: CartaoPonto['competencia']
}

/**
 * The header's links in force (doc1 §7 lists the calls, not where they show): the employee's current schedule
 * (REG-007), linked to the schedule for who may open it, and the day bank linked on the card's reference day (REG-058).
 */
export function VinculosVigentes({ funcionarioId, competencia }: VinculosVigentesProps) {
  const sessao = useSessao()
  const data = dataDeReferencia(competencia, hojeEmBrasilia())
  const quadro = useQuery(funcionarioQueries.quadroVigente(funcionarioId))
  const banco = useQuery(funcionarioQueries.bancoDiasVigente(funcionarioId, data))
  return (
    <div role="group" aria-label="Vínculos vigentes">
      <dl className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600">
        <Item rotulo="Quadro de horário vigente">
          {estado(quadro, (q) => {
            if (!q) return 'Nenhum'
            const { horario } = q
            const nome = `${horario.codigo} - ${horario.descricao}`
            const tipo = TIPOS_HORARIO[horario.tipoHorario as TipoHorario] ?? horario.tipoHorarioDescricao ?? horario.tipoHorario
            const destino = `/horariotrabalho/${horario.id}`
            return (
              <>
                {mayOpen(sessao, destino) ? (
                  <Link to={destino as string} className="text-brand-600 hover:underline">
                    {nome}
                  </Link>
                ) : (
                  nome
                )}{' '}
                ({tipo})
              </>
            )
          })}
        </Item>
        <Item rotulo={`Banco de dias vigente em ${formatDate(data)}`}>{estado(banco, (b) => b?.descricao ?? 'Nenhum')}</Item>
      </dl>
    </div>
  )
}
