import { Link } from '@tanstack/react-router'
import { origemDaAlteracao, type AlteracaoCartao } from '@/entities/alteracao-cartao'
import { mayOpen, useSessao } from '@/entities/sessao'

/** Where a change came from: 'Cartão', 'Solicitação nº 12' (a link when the user may open it), 'Relógio'… */
export function OrigemAlteracao({ alteracao }: { alteracao: Pick<AlteracaoCartao, 'origem' | 'origemId'> }) {
  const sessao = useSessao()
  const { texto, href } = origemDaAlteracao(alteracao)
  if (!href || !mayOpen(sessao, href)) return <>{texto}</>
  return (
    <Link to={href as string} className="text-brand-600 underline decoration-dotted underline-offset-2 hover:text-brand-700">
      {texto}
    </Link>
  )
}
