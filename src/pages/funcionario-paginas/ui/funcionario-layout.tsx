import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { mayOpen, useSessao } from '@/entities/sessao'
import { cn } from '@/shared/lib'
import { PageTitle } from '@/shared/ui'
import { funcionarioPaginasQueries, type ResumoFuncionario } from '@/entities/funcionario'
import { abasVisiveis, type PaginaFuncionario } from '../model/abas'

export interface FuncionarioLayoutProps {
  id: number
  pagina: PaginaFuncionario
  children: (resumo: ResumoFuncionario) => ReactNode
}

/**
 * The employee pages' shared header: name, matrícula and the tabs the user may open. The routes' loader reads the
 * summary with the page's own data (carregarPaginaFuncionario).
 */
export function FuncionarioLayout({ id, pagina, children }: FuncionarioLayoutProps) {
  const sessao = useSessao()
  const { data: f } = useSuspenseQuery(funcionarioPaginasQueries.resumo(id))
  const cadastro = `/funcionario/${id}`
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageTitle className="mb-0">{f.nome}</PageTitle>
          <p className="text-sm text-slate-600">
            Matrícula: <span className="font-medium text-slate-800">{f.matricula ?? '—'}</span>
            {!f.ativo && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs">Inativo</span>}
          </p>
        </div>
        {mayOpen(sessao, cadastro) && (
          <Link to={cadastro as string} className="text-sm text-brand-600 underline underline-offset-2 hover:text-brand-700">
            Editar cadastro
          </Link>
        )}
      </header>
      <nav aria-label="Páginas do funcionário" className="flex flex-wrap gap-1 border-b border-slate-200">
        {abasVisiveis(sessao, id).map((aba) => (
          <Link
            key={aba.pagina}
            to={aba.to as string}
            aria-current={aba.pagina === pagina ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm',
              aba.pagina === pagina
                ? 'border-brand-600 font-semibold text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {aba.rotulo}
          </Link>
        ))}
      </nav>
      {children(f)}
    </div>
  )
}
