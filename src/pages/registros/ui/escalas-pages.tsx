import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter, useSearch } from '@tanstack/react-router'
import { useId } from 'react'
import { competenciaQueries, mesAno } from '@/entities/competencia'
import { inputClass } from '@/shared/ui'
import { competenciaDasEscalas, ESCALAS, listaDeEscalas, naCompetencia } from '../model/carregar-escalas'
import type { Registro } from '../model/registro'
import { RegistroFormPage } from './registro-form-page'
import { RegistroListaPage } from './registro-lista-page'

/**
 * REG-034: the rosters of one competence (`?competencia=`; by default the open one, as the time card chooses it).
 * 'Novo' opens /escalas/new/{competencia}; a roster opens at /escalas/edit/{id}. The route's loader reads the
 * competences and the list's first page (carregarEscalas).
 */
export function EscalasListaPage({ registro }: { registro: Registro }) {
  const { history } = useRouter()
  const search: { competencia?: unknown } = useSearch({ strict: false })
  const opcoes = useSuspenseQuery(competenciaQueries.options())
  const seletorId = useId()
  const escolhida = competenciaDasEscalas(search, opcoes.data)
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

/**
 * REG-034: a new roster of the competence in the path (/escalas/new/{competencia}), which comes chosen; the route's
 * loader reads the competence (carregarNovaEscala).
 */
export function EscalaNovaPage({ registro, competencia }: { registro: Registro; competencia: string }) {
  const atual = useSuspenseQuery(competenciaQueries.detail(competencia))
  const escolhida = { value: String(atual.data.id), label: mesAno(atual.data) }
  return <RegistroFormPage registro={registro} caminho={listaDeEscalas(competencia)} id={null} iniciais={{ competencia: escolhida }} />
}

/**
 * REG-034: a roster's header and days (/escalas/edit/{id}); saving or deleting returns to its competence's list. The
 * route's loader reads the roster (carregarItemRegistro); a delete drops it from the cache, so it is read with useQuery.
 */
export function EscalaEditarPage({ registro, id }: { registro: Registro; id: string }) {
  const escala = useQuery(registro.resource.queries.detail(id))
  const competencia = (escala.data?.competencia as { id?: number } | undefined)?.id
  return <RegistroFormPage registro={registro} caminho={competencia === undefined ? ESCALAS : listaDeEscalas(competencia)} id={id} />
}
