import { Link, useSearch } from '@tanstack/react-router'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { funcionarioLabel } from '@/entities/funcionario'
import { mayOpen, useSessao } from '@/entities/sessao'

/** TC-041/042: the employee's record, with a red '!' when the employee has pending issues. */
export function FuncionarioLink({ funcionario }: { funcionario: CartaoPonto['funcionario'] }) {
  const sessao = useSessao()
  // The card's filter goes along, so that the page's 'Cartão ponto' link returns to the same list of employees.
  const filtro: Record<string, unknown> = useSearch({ strict: false })
  const path = `/funcionario/${funcionario.id}/dashboard`
  const content = (
    <>
      {funcionarioLabel(funcionario)}
      {funcionario.inconsistente && (
        <span role="img" aria-label="Funcionário com pendências" title="Funcionário com pendências" className="ml-1 font-bold text-danger-500">
          !
        </span>
      )}
    </>
  )
  if (!mayOpen(sessao, path)) return <span className="text-base font-semibold text-slate-900">{content}</span>
  return (
    <Link to={path as string} search={filtro} className="text-base font-semibold text-brand-600 hover:underline">
      {content}
    </Link>
  )
}
