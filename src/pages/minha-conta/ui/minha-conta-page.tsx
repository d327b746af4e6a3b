import { useEffect } from 'react'
import { CompletarCadastroForm } from '@/features/completar-cadastro'
import { RedefinirSenhaPanel } from '@/features/redefinir-senha'
import { Card, PageTitle } from '@/shared/ui'

/**
 * AUTH-015 / AUTH-081 / HOME-015: shown instead of any protected screen until CPF and Celular are known.
 * AUTH-007: the account's password can be reset from here too.
 */
export function MinhaContaPage() {
  useEffect(() => {
    document.title = 'Minha Conta | Ponto'
  }, [])
  return (
    <div className="mx-auto max-w-md">
      <PageTitle subtitle="Informe seu CPF e seu celular para continuar.">Complete seu cadastro!</PageTitle>
      <Card>
        <CompletarCadastroForm />
      </Card>
      <Card title="Senha" aria-label="Senha" className="mt-4">
        <RedefinirSenhaPanel />
      </Card>
    </div>
  )
}
