import { useState } from 'react'
import { realmRoleLabels, type Sessao } from '@/entities/sessao'
import { formatCpf } from '@/shared/lib'
import {
  Button,
  Dialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  lazyComponent,
} from '@/shared/ui'
import { ACCOUNT_URL, displayName } from '../model/user-display'
import { PROFILE_TRIGGER_CLASS, ProfileTriggerContent } from './menu-triggers'

// The password form loads when the user asks for it, not with every screen's top bar.
const RedefinirSenhaPanel = lazyComponent(() => import('@/features/redefinir-senha').then((m) => m.RedefinirSenhaPanel))

/** SHELL-005: 'Meu Perfil' shows who is logged in, the account management, the password reset (AUTH-007) and 'Sair'. */
export function ProfileMenu({ sessao, onLogout }: { sessao: Sessao; onLogout: () => void }) {
  const name = displayName(sessao)
  const [redefinindoSenha, setRedefinindoSenha] = useState(false)
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger className={PROFILE_TRIGGER_CLASS}>
          <ProfileTriggerContent sessao={sessao} />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-64">
          <div className="px-2 py-1.5 text-xs text-slate-600">
            <p className="text-sm font-semibold text-slate-900">{name}</p>
            {sessao.email && <p className="truncate">{sessao.email}</p>}
            {sessao.cpf && <p>CPF: {formatCpf(sessao.cpf)}</p>}
            {realmRoleLabels(sessao).length > 0 && <p>Perfil: {realmRoleLabels(sessao).join(', ')}</p>}
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <a href={ACCOUNT_URL}>Gerenciar conta</a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setRedefinindoSenha(true)}>Redefinir senha</DropdownMenuItem>
          <DropdownMenuItem destructive onSelect={onLogout}>
            Sair
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog
        open={redefinindoSenha}
        onOpenChange={setRedefinindoSenha}
        title="Redefinir senha"
        size="sm"
        // On a phone there is no Esc key: a button closes it, as in the app's other dialogs.
        footer={
          <Button variant="secondary" onClick={() => setRedefinindoSenha(false)}>
            Fechar
          </Button>
        }
      >
        <RedefinirSenhaPanel />
      </Dialog>
    </>
  )
}
