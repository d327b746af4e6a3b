import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  ErrorAlert,
  lazyComponent,
} from '@/shared/ui'
import { useExcluirVisao, visoesSalvasQueries } from '../api/visoes-salvas'
import type { TelaVisoes } from '../api/visao-salva.schema'
import { enderecoDaVisao, parametrosDaBusca } from '../model/parametros'

// The save dialog (a form) loads when first opened: the screens' first paint does not wait for the form machinery.
const SalvarVisaoDialog = lazyComponent(() => import('./salvar-visao-dialog').then((m) => m.SalvarVisaoDialog))

export interface VisoesMenuProps {
  /** The screen's key (TELAS_VISOES). */
  tela: TelaVisoes
}

/** 'Visões': the user's saved filters of this screen; opening one puts its search params in the URL. */
export function VisoesMenu({ tela }: VisoesMenuProps) {
  const navigate = useNavigate()
  const { pathname, searchStr } = useRouterState({ select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }) })
  const visoes = useQuery(visoesSalvasQueries.daTela(tela))
  const excluir = useExcluirVisao()
  const [salvando, setSalvando] = useState(false)
  const [erro, setErro] = useState<unknown>(null)
  const lista = visoes.data ?? []
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" busy={excluir.isPending}>
            Visões
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {visoes.isPending && <DropdownMenuLabel>Carregando...</DropdownMenuLabel>}
          {visoes.isSuccess && lista.length === 0 && <DropdownMenuLabel>Nenhuma visão salva</DropdownMenuLabel>}
          {lista.map((visao) => (
            <DropdownMenuItem key={visao.id} onSelect={() => void navigate({ href: enderecoDaVisao(pathname, visao.parametros) })}>
              {visao.nome}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setSalvando(true)}>Salvar visão atual…</DropdownMenuItem>
          {lista.length > 0 && (
            <>
              <DropdownMenuSeparator />
              {lista.map((visao) => (
                <DropdownMenuItem key={visao.id} destructive onSelect={() => excluir.mutate(visao.id, { onError: setErro })}>
                  Excluir {visao.nome}
                </DropdownMenuItem>
              ))}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ErrorAlert error={erro ?? visoes.error} onDismiss={() => setErro(null)} />
      {salvando && <SalvarVisaoDialog tela={tela} parametros={parametrosDaBusca(searchStr)} onClose={() => setSalvando(false)} />}
    </>
  )
}
