import { useQueries } from '@tanstack/react-query'
import { horarioQueries, rotuloHorario } from '@/entities/horario'

export interface OpcaoHorario {
  id: number
  label: string
}

export interface GrupoHorarios {
  rotulo: string
  opcoes: OpcaoHorario[]
}

const unicos = (ids: readonly (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))]

/**
 * REG-033/034: the schedules a roster day may take, grouped: those of shift rosters (search fulltext-escalas) and the
 * on-call ones (search fulltext-sobreAviso). A schedule the roster already has but neither search lists (e.g. the
 * employee's weekly schedule a new roster started from) is named from the register (GET /api/horarios/{id}), so the
 * day keeps showing it.
 */
export function useHorariosDaEscala(idsAtuais: readonly (number | null)[]) {
  const [escalas, sobreAviso] = useQueries({
    queries: [horarioQueries.busca('fulltext-escalas'), horarioQueries.busca('fulltext-sobreAviso')],
  })
  const listadas = escalas.isSuccess && sobreAviso.isSuccess
  const doEscalas = escalas.data ?? []
  const doSobreAviso = (sobreAviso.data ?? []).filter((h) => !doEscalas.some((e) => e.id === h.id))
  const conhecidos = new Set([...doEscalas, ...doSobreAviso].map((h) => h.id))
  const faltando = listadas ? unicos(idsAtuais).filter((id) => !conhecidos.has(id)) : []
  const outros = useQueries({ queries: faltando.map((id) => horarioQueries.detail(String(id))) })

  const opcoes = (lista: readonly { id: number | null; codigo: string; descricao: string }[]) =>
    lista.flatMap((h) => (h.id === null ? [] : [{ id: h.id, label: rotuloHorario(h) }]))
  const grupos: GrupoHorarios[] = [
    { rotulo: 'Escalas', opcoes: opcoes(doEscalas) },
    { rotulo: 'Sobre Aviso', opcoes: opcoes(doSobreAviso) },
    {
      rotulo: 'Outros horários',
      opcoes: faltando.map((id, i) => {
        const horario = outros[i]?.data
        return { id, label: horario ? rotuloHorario(horario) : `Horário ${id}` }
      }),
    },
  ].filter((g) => g.opcoes.length > 0)

  return {
    grupos,
    isPending: escalas.isPending || sobreAviso.isPending || outros.some((q) => q.isPending),
    error: escalas.error ?? sobreAviso.error ?? outros.find((q) => q.error)?.error ?? null,
  }
}
