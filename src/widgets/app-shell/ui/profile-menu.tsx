import type { Sessao } from '@/entities/sessao'
import { formatCpf } from '@/shared/lib'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/shared/ui'
import { ACCOUNT_URL, displayName } from '../model/user-display'
import { Avatar } from './avatar'

/** SHELL-005: 'Meu Perfil' shows who is logged in, the account management and 'Sair'. */
export function ProfileMenu({ sessao, onLogout }: { sessao: Sessao; onLogout: () => void }) {
  const name = displayName(sessao)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="inline-flex h-9 items-center gap-2 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500">
        <Avatar name={name} picture={sessao.picture} className="size-7" />
        <span className="max-sm:sr-only">Meu Perfil</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="px-2 py-1.5 text-xs text-slate-600">
          <p className="text-sm font-semibold text-slate-900">{name}</p>
          {sessao.email && <p className="truncate">{sessao.email}</p>}
          {sessao.cpf && <p>CPF: {formatCpf(sessao.cpf)}</p>}
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={ACCOUNT_URL}>Gerenciar conta</a>
        </DropdownMenuItem>
        <DropdownMenuItem destructive onSelect={onLogout}>
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
