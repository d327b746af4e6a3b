import { Link } from '@tanstack/react-router'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { funcionarioLabel } from '@/entities/funcionario'
import { mayOpen, useSessao } from '@/entities/sessao'

/** TC-041/042: the employee's record, with a red '!' when the employee has pending issues. */
export function FuncionarioLink({ funcionario }: { funcionario: CartaoPonto['funcionario'] }) {
  const sessao = useSessao()
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
    <Link to={path as string} className="text-base font-semibold text-brand-600 hover:underline">
      {content}
    </Link>
  )
}
