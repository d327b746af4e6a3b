import { useState, type MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { DiaCartao } from '@/entities/cartao-ponto'
import { RemoverDiaConfirm, RestaurarMarcacoesConfirm, useHorarioEspecial } from '@/features/cartao-ponto/acoes-registro'
import { AlterarHorarioDiaDialog } from '@/features/cartao-ponto/alterar-horario-dia'
import { HistoricoDiaDialog } from '@/features/cartao-ponto/historico'
import { JustificarDiaDialog } from '@/features/cartao-ponto/justificar-dia'
import { reportGlobalError } from '@/shared/api'
import { formatDayMonth } from '@/shared/lib'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Spinner,
} from '@/shared/ui'
import { itensMenuDia, ROTULOS_MENU_DIA, temItens, type SolicitacaoDia } from './dia-menu-itens'
import { useGrade } from './grade-context'

type Dialogo = 'justificar' | 'alterarHorario' | 'restaurar' | 'remover' | 'historico'

/** TC-111: the actions of one day, in a menu beside its date; issue 15 §1: its history. */
export function DiaMenu({ dia }: { dia: DiaCartao }) {
  const { cartao, sessao, historicoDisponivel, avisarAlteracao } = useGrade()
  const [dialogo, setDialogo] = useState<Dialogo | null>(null)
  const especial = useHorarioEspecial()
  const { registro } = dia
  const permitidos = itensMenuDia(sessao, cartao, registro)
  const itens = { ...permitidos, historico: permitidos.historico && historicoDisponivel }
  if (!temItens(itens)) return null
  const salvo = () => avisarAlteracao(registro.data)
  const registroId = registro.id
  const ocupado = especial.isPending
  const fechar = (open: boolean) => {
    if (!open) setDialogo(null)
  }
  const edicao = itens.justificar || itens.alterarHorario || itens.especial || itens.restaurar || itens.remover

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Ações do dia ${formatDayMonth(dia.data)}`}
          aria-busy={ocupado || undefined}
          disabled={ocupado}
          className="ml-1 inline-flex size-5 items-center justify-center rounded align-middle text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-wait"
        >
          {ocupado ? (
            <Spinner size="sm" decorative />
          ) : (
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
              <path d="M10 4.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm0 7a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm0 7a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z" />
            </svg>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {itens.justificar && <DropdownMenuItem onSelect={() => setDialogo('justificar')}>{ROTULOS_MENU_DIA.justificar}</DropdownMenuItem>}
          {itens.alterarHorario && (
            <DropdownMenuItem onSelect={() => setDialogo('alterarHorario')}>{ROTULOS_MENU_DIA.alterarHorario}</DropdownMenuItem>
          )}
          {itens.especial && registroId !== null && (
            <DropdownMenuItem onSelect={() => especial.mutate(registroId, { onSuccess: salvo, onError: reportGlobalError })}>
              {ROTULOS_MENU_DIA.especial}
              {registro.horarioEspecial && <span className="ml-auto text-xs font-semibold text-brand-600">ativo</span>}
            </DropdownMenuItem>
          )}
          {itens.restaurar && registroId !== null && (
            <DropdownMenuItem onSelect={() => setDialogo('restaurar')}>
              {ROTULOS_MENU_DIA.restaurar}
            </DropdownMenuItem>
          )}
          {itens.remover && (
            <DropdownMenuItem destructive onSelect={() => setDialogo('remover')}>
              {ROTULOS_MENU_DIA.remover}
            </DropdownMenuItem>
          )}
          {edicao && itens.solicitacoes.length > 0 && <DropdownMenuSeparator />}
          {itens.solicitacoes.map((solicitacao) => (
            <SolicitacaoItem key={solicitacao.rotulo} solicitacao={solicitacao} />
          ))}
          {itens.historico && (edicao || itens.solicitacoes.length > 0) && <DropdownMenuSeparator />}
          {itens.historico && <DropdownMenuItem onSelect={() => setDialogo('historico')}>{ROTULOS_MENU_DIA.historico}</DropdownMenuItem>}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialogo === 'justificar' && (
        <JustificarDiaDialog open onOpenChange={fechar} cartao={cartao} registro={registro} onSalvo={salvo} />
      )}
      {dialogo === 'alterarHorario' && (
        <AlterarHorarioDiaDialog open onOpenChange={fechar} cartao={cartao} registro={registro} onSalvo={salvo} />
      )}
      {dialogo === 'restaurar' && registroId !== null && (
        <RestaurarMarcacoesConfirm onClose={() => setDialogo(null)} registro={{ ...registro, id: registroId }} onSalvo={salvo} />
      )}
      {dialogo === 'remover' && registroId !== null && (
        <RemoverDiaConfirm open onOpenChange={fechar} cartao={cartao} registro={{ ...registro, id: registroId }} onSalvo={salvo} />
      )}
      {dialogo === 'historico' && (
        <HistoricoDiaDialog
          cartao={{ funcionarioId: cartao.funcionario.id, competenciaId: cartao.competencia.id }}
          data={registro.data}
          onClose={() => setDialogo(null)}
        />
      )}
    </>
  )
}

/** TC-130/131: a link to the new request, followed inside the app. */
function SolicitacaoItem({ solicitacao }: { solicitacao: SolicitacaoDia }) {
  const router = useRouter()
  const seguir = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    void router.navigate({ href: solicitacao.href })
  }
  return (
    <DropdownMenuItem asChild>
      <a href={solicitacao.href} onClick={seguir}>
        {solicitacao.rotulo}
      </a>
    </DropdownMenuItem>
  )
}
