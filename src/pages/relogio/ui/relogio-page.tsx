import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { RegistrarAdminForm, RegistrarPontoButton } from '@/features/relogio/registrar-ponto'
import {
  BaixarComprovanteButton,
  ComprovanteDetalhes,
  formatHoraRelogio,
  relogioQueries,
  useHoraDoServidor,
  type RegistroPonto,
} from '@/entities/relogio'
import { isAdministrador, useSessao } from '@/entities/sessao'
import { Card, ErrorAlert, PageTitle } from '@/shared/ui'
import { aoPrimeiroUso } from '@/shared/lib'
import { MarcacoesDoDia } from './marcacoes-do-dia'

export const MSG_NAO_PERMITIDO = 'Registro de ponto não permitido para este usuário.'

const dataLonga = aoPrimeiroUso(() => new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: '2-digit', month: 'long', year: 'numeric' }))

/**
 * /relogio (CLOCK-001/002): the server's clock, the employee's clock-in and today's punches; the administrative one.
 * The route's loader reads the server's today (carregarRelogio).
 */
export function RelogioPage() {
  const sessao = useSessao()
  const hoje = useSuspenseQuery(relogioQueries.hoje())
  const hora = useHoraDoServidor(hoje.data.agora, hoje.dataUpdatedAt)
  const [registro, setRegistro] = useState<RegistroPonto | null>(null)
  const [erro, setErro] = useState<unknown>(null)
  const registrado = (r: RegistroPonto) => {
    setErro(null)
    setRegistro(r)
  }

  return (
    <div className="flex flex-col gap-6">
      <PageTitle className="mb-0">Bater o Ponto</PageTitle>
      <ErrorAlert error={erro} onDismiss={() => setErro(null)} />
      <Card title="Relógio">
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          {hora && (
            <>
              <p className="text-sm text-slate-600 first-letter:uppercase">{dataLonga().format(hora)}</p>
              <p role="timer" aria-label="Hora atual" className="font-mono text-6xl font-semibold text-slate-900 tabular-nums">
                {formatHoraRelogio(hora)}
              </p>
            </>
          )}
          {hoje.data.funcionario && <p className="text-base text-slate-800">{hoje.data.funcionario.nome}</p>}
          {hoje.data.permiteBaterPonto ? (
            <RegistrarPontoButton onRegistrado={registrado} onError={setErro} />
          ) : (
            <p className="text-sm text-slate-600">{MSG_NAO_PERMITIDO}</p>
          )}
        </div>
        {registro && <Confirmacao registro={registro} onError={setErro} />}
      </Card>
      {hoje.data.funcionario && <MarcacoesDoDia marcacoes={hoje.data.marcacoes} />}
      {isAdministrador(sessao) && (
        <Card title="Registro administrativo">
          <RegistrarAdminForm horaInicial={hora ? formatHoraRelogio(hora).slice(0, 5) : ''} onRegistrado={registrado} />
        </Card>
      )}
    </div>
  )
}

function Confirmacao({ registro, onError }: { registro: RegistroPonto; onError: (error: unknown) => void }) {
  const { comprovante } = registro
  return (
    <div className="mt-2 flex flex-col gap-3">
      <p role="status" className="rounded-md bg-success-50 px-4 py-2 text-sm font-medium text-success-500">
        Ponto registrado: {comprovante.funcionario.nome}, {comprovante.hora}.
      </p>
      <ComprovanteDetalhes comprovante={comprovante} acoes={<BaixarComprovanteButton comprovante={comprovante} onError={onError} />} />
    </div>
  )
}
