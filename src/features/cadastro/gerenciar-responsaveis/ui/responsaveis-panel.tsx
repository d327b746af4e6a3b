import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  adicionarResponsavel,
  removerResponsavel,
  responsavelQueries,
  type ItemComResponsaveis,
} from '@/entities/responsavel'
import { buscarUsuarios, type UsuarioResumo } from '@/entities/cadastro/usuario'
import { AsyncSelect, Button, ErrorAlert, Spinner } from '@/shared/ui'

export interface ResponsaveisPanelProps extends ItemComResponsaveis {
  /** e.g. 'Responsáveis pelo departamento'. */
  titulo: string
}

/** REG-065/069: lists, adds and removes the responsible users of one item. */
export function ResponsaveisPanel({ recurso, id, titulo }: ResponsaveisPanelProps) {
  const consulta = responsavelQueries.doItem({ recurso, id })
  const lista = useQuery(consulta)
  const adicionar = useMutation({ mutationFn: adicionarResponsavel, meta: { invalidates: [consulta.queryKey] } })
  const remover = useMutation({ mutationFn: removerResponsavel, meta: { invalidates: [consulta.queryKey] } })
  const [escolhido, setEscolhido] = useState<UsuarioResumo | null>(null)
  const falha = adicionar.error ?? remover.error ?? lista.error
  const presentes = new Set(lista.data?.map((u) => u.id))

  return (
    <section aria-label={titulo} className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-800">{titulo}</h2>
      <ErrorAlert error={falha} />
      {lista.isPending ? (
        <Spinner />
      ) : lista.data && lista.data.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {lista.data.map((usuario) => (
            <li key={usuario.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="font-medium">{usuario.name}</span> <span className="text-slate-600">({usuario.username})</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remover ${usuario.name}`}
                busy={remover.isPending && remover.variables?.usuario === usuario.id}
                onClick={() => remover.mutate({ recurso, id, usuario: usuario.id })}
              >
                Remover
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nenhum responsável.</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <AsyncSelect<UsuarioResumo>
            aria-label="Usuário"
            value={escolhido}
            onChange={setEscolhido}
            loadOptions={(text, signal) => buscarUsuarios(text, signal).then((us) => us.filter((u) => !presentes.has(u.id)))}
            defaultOptions
            getOptionLabel={(u) => `${u.name} (${u.username})`}
            getOptionValue={(u) => u.id}
          />
        </div>
        <Button
          variant="secondary"
          disabled={!escolhido}
          busy={adicionar.isPending}
          onClick={() => escolhido && adicionar.mutate({ recurso, id, usuario: escolhido.id }, { onSuccess: () => setEscolhido(null) })}
        >
          Adicionar responsável
        </Button>
      </div>
    </section>
  )
}
