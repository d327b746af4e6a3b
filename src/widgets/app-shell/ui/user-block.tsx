import type { Sessao } from '@/entities/sessao'
import { cn, formatCpf } from '@/shared/lib'
import { ACCOUNT_URL, displayName } from '../model/user-display'
import { Avatar } from './avatar'

/** SHELL-002/003: avatar, name, e-mail and CPF; a click opens the account management. */
export function UserBlock({ sessao, className }: { sessao: Sessao; className?: string }) {
  const name = displayName(sessao)
  return (
    <a
      href={ACCOUNT_URL}
      title="Gerenciar conta"
      className={cn(
        'flex items-center gap-3 rounded-md p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white',
        className,
      )}
    >
      <Avatar name={name} picture={sessao.picture} />
      <span className="min-w-0 text-xs leading-tight">
        <span className="block truncate text-sm font-semibold">{name}</span>
        {sessao.email && <span className="block truncate opacity-80">{sessao.email}</span>}
        {sessao.cpf && <span className="block opacity-80">CPF: {formatCpf(sessao.cpf)}</span>}
      </span>
    </a>
  )
}
