import { isAberta, mesAno } from '@/entities/competencia'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { hasRole, ROLE, useSessao } from '@/entities/sessao'
import { BloqueioButton } from '@/features/cartao-ponto/bloquear-registro'
import { HistoricoCartaoButton } from '@/features/cartao-ponto/historico'
import { ImprimirConferenciaButton } from '@/features/cartao-ponto/imprimir-conferencia'
import { ImprimirEspelhoButton } from '@/features/cartao-ponto/imprimir-espelho'
import { RecalcularButton } from '@/features/cartao-ponto/recalcular-registro'
import { formatDate } from '@/shared/lib'
import { CopyButton } from '@/shared/ui'
import { openFile } from '../lib/open-file'
import { ExportarCartao } from './exportar-cartao'
import { FuncionarioLink } from './funcionario-link'
import { VinculosVigentes } from './vinculos-vigentes'

export interface CartaoPontoAcoesProps {
  cartao: CartaoPonto
  onError: (error: unknown) => void
}

/** The card's header: who and which month, the links in force (REG-007, REG-058), and the actions on it (TC-041..051). */
export function CartaoPontoAcoes({ cartao, onError }: CartaoPontoAcoesProps) {
  const sessao = useSessao()
  const { competencia, manutencaoDTO } = cartao
  const recalcula = hasRole(sessao, ROLE.editarCartao) && !hasRole(sessao, ROLE.negarEdicaoCartao)
  return (
    <section
      aria-label="Funcionário e ações"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3"
    >
      <div className="min-w-0">
        <FuncionarioLink funcionario={cartao.funcionario} />
        <p className="text-xs text-slate-600">
          Competência {mesAno(competencia)} ({formatDate(competencia.inicio)} a {formatDate(competencia.fim)})
          {isAberta(competencia) ? '' : ' - fechada'}
          {manutencaoDTO.bloqueado && (
            <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 font-medium text-slate-800">Edição bloqueada</span>
          )}
        </p>
        <VinculosVigentes funcionarioId={cartao.funcionario.id} competencia={competencia} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton
          label="Copiar link"
          copiedLabel="Link copiado!"
          title="Copia o endereço desta tela: quem abrir verá o mesmo cartão, competência e filtro"
          text={() => window.location.href}
          onError={onError}
        />
        <ImprimirEspelhoButton cartao={cartao} onFile={openFile} onError={onError} />
        <ImprimirConferenciaButton cartao={cartao} onFile={openFile} onError={onError} />
        <ExportarCartao cartao={cartao} onError={onError} />
        <HistoricoCartaoButton cartao={cartao} />
        {recalcula && <RecalcularButton cartao={cartao} onError={onError} />}
        <BloqueioButton cartao={cartao} onError={onError} />
      </div>
    </section>
  )
}
