import { Link } from '@tanstack/react-router'
import { mayOpen, type Sessao } from '@/entities/sessao'
import { Card } from '@/shared/ui'

/** Home of a plain employee (HOME-002): a greeting and the screens an employee uses. */
export function BoasVindas({ sessao, permiteBaterPonto }: { sessao: Sessao; permiteBaterPonto: boolean }) {
  const firstName = sessao.name?.trim().split(/\s+/)[0] || sessao.username
  const links = [
    { path: '/manutencao', label: 'Cartão Ponto', show: mayOpen(sessao, '/manutencao') },
    { path: '/relogio', label: 'Bater o Ponto', show: permiteBaterPonto },
    { path: '/solicitacao', label: 'Solicitações', show: mayOpen(sessao, '/solicitacao') },
  ].filter((link) => link.show)
  return (
    <Card title={`Olá, ${firstName}!`}>
      <p className="text-sm text-slate-600">Acesse rapidamente o que você mais usa:</p>
      {links.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.path}>
              <Link
                to={link.path as string}
                className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
