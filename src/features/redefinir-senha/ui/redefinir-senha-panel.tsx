import { useState } from 'react'
import { useOptionalSessao } from '@/entities/sessao'
import { Button, ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useRedefinirSenha } from '../api/redefinir-senha.mutation'

const PERGUNTA_REDEFINIR_SENHA = 'Deseja receber por e-mail um link para redefinir sua senha?'

/** The success text: where the link went, when the session knows the address. */
function mensagemLinkEnviado(email: string | undefined): string {
  return email
    ? `Enviamos para ${email} um link para você criar uma nova senha.`
    : 'Enviamos para o seu e-mail um link para você criar uma nova senha.'
}

/** AUTH-007: the user asks for a password-reset e-mail, after confirming; the answer shows above the button. */
export function RedefinirSenhaPanel() {
  const sessao = useOptionalSessao()
  const redefinir = useRedefinirSenha()
  const [perguntando, setPerguntando] = useState(false)

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">Esqueceu a senha ou quer trocá-la? Enviaremos um link para o seu e-mail.</p>
      <ErrorAlert error={redefinir.error} />
      {redefinir.isSuccess && (
        <p role="status" className="text-sm text-success-500">
          {mensagemLinkEnviado(sessao?.email)}
        </p>
      )}
      <div>
        <Button variant="secondary" busy={redefinir.isPending} onClick={() => setPerguntando(true)}>
          Redefinir senha
        </Button>
      </div>
      <ConfirmDialog
        open={perguntando}
        question={PERGUNTA_REDEFINIR_SENHA}
        onCancel={() => setPerguntando(false)}
        onConfirm={async () => {
          try {
            await redefinir.mutateAsync()
          } finally {
            setPerguntando(false)
          }
        }}
      />
    </div>
  )
}
