import { useQuery } from '@tanstack/react-query'
import { useRouter, useSearch } from '@tanstack/react-router'
import { useId } from 'react'
import { competenciaQueries, defaultCompetencia, mesAno } from '@/entities/competencia'
import { ErrorAlert, inputClass, Spinner } from '@/shared/ui'
import type { Registro } from '../model/registro'
import { RegistroFormPage } from './registro-form-page'
import { RegistroListaPage } from './registro-lista-page'

const ESCALAS = '/escalas'
export const listaDeEscalas = (competencia: string | number) => `${ESCALAS}?competencia=${competencia}`

/** The register whose list always carries the chosen competence (a query parameter, not a clearable filter). */
function naCompetencia(registro: Registro, competencia: string): Registro {
  const { queries } = registro.resource
  const list: typeof queries.list = (params) => queries.list({ ...params, filtro: { ...params.filtro, competencia } })
  return { ...registro, resource: { ...registro.resource, queries: { ...queries, list } } }
}

/**
 * REG-034: the rosters of one competence (`?competencia=`; by default the open one, as the time card chooses it).
 * 'Novo' opens /escalas/new/{competencia}; a roster opens at /escalas/edit/{id}.
 */
export function EscalasListaPage({ registro }: { registro: Registro }) {
  const { history } = useRouter()
  const search: { competencia?: unknown } = useSearch({ strict: false })
  const opcoes = useQuery(competenciaQueries.options())
  const seletorId = useId()
  if (opcoes.isPending) return <Spinner />
  if (opcoes.isError) return <ErrorAlert error={opcoes.error} />
  const escolhida = search.competencia === undefined ? defaultCompetencia(opcoes.data)?.id : Number(search.competencia)
  if (escolhida === undefined) return <RegistroListaPage registro={registro} caminho={ESCALAS} />
  const seletor = (
    <span className="flex items-center gap-2">
      <label htmlFor={seletorId} className="text-sm font-medium text-slate-700">
        Competência
      </label>
      <select
        id={seletorId}
        className={inputClass}
        value={String(escolhida)}
        onChange={(event) => history.push(listaDeEscalas(event.target.value))}
      >
        {opcoes.data.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {mesAno(c)}
          </option>
        ))}
      </select>
    </span>
  )
  return (
    <RegistroListaPage
      key={escolhida}
      registro={{ ...naCompetencia(registro, String(escolhida)), acoes: seletor }}
      caminho={listaDeEscalas(escolhida)}
      caminhoNovo={`${ESCALAS}/new/${escolhida}`}
      caminhoItem={(id) => `${ESCALAS}/edit/${id}`}
    />
  )
}

/** REG-034: a new roster of the competence in the path (/escalas/new/{competencia}), which comes chosen. */
export function EscalaNovaPage({ registro, competencia }: { registro: Registro; competencia: string }) {
  const atual = useQuery(competenciaQueries.detail(competencia))
  if (atual.isPending) return <Spinner />
  if (atual.isError) return <ErrorAlert error={atual.error} />
  const escolhida = { value: String(atual.data.id), label: mesAno(atual.data) }
  return <RegistroFormPage registro={registro} caminho={listaDeEscalas(competencia)} id={null} iniciais={{ competencia: escolhida }} />
}

/** REG-034: a roster's header and days (/escalas/edit/{id}); saving or deleting returns to its competence's list. */
export function EscalaEditarPage({ registro, id }: { registro: Registro; id: string }) {
  const escala = useQuery(registro.resource.queries.detail(id))
  const competencia = (escala.data?.competencia as { id?: number } | undefined)?.id
  return <RegistroFormPage registro={registro} caminho={competencia === undefined ? ESCALAS : listaDeEscalas(competencia)} id={id} />
}
