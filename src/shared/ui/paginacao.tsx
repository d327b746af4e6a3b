import { Button } from './button'

export interface PaginacaoProps {
  /** The page shown, from 0. */
  pagina: number
  totalPaginas: number
  onPagina: (pagina: number) => void
  /** What the pages hold, after the page count: '(120 funcionários)'. */
  total?: string
  /** The navigation's accessible name. */
  rotulo?: string
}

/** Previous / next over a paged list; nothing when everything fits in one page. */
export function Paginacao({ pagina, totalPaginas, onPagina, total, rotulo = 'Paginação' }: PaginacaoProps) {
  if (totalPaginas <= 1) return null
  return (
    <nav aria-label={rotulo} className="flex items-center gap-3 text-sm text-slate-700">
      <Button size="sm" variant="secondary" disabled={pagina === 0} onClick={() => onPagina(pagina - 1)}>
        Anterior
      </Button>
      <span>
        Página {pagina + 1} de {totalPaginas}
        {total ? ` ${total}` : ''}
      </span>
      <Button size="sm" variant="secondary" disabled={pagina + 1 >= totalPaginas} onClick={() => onPagina(pagina + 1)}>
        Próxima
      </Button>
    </nav>
  )
}
