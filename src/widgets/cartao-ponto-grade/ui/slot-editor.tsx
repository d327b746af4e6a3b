import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import {
  DesconsiderarMarcacaoDialog,
  podeDesconsiderar,
  RemoverMarcacaoDialog,
  type AlvoDesconsiderar,
} from '@/features/cartao-ponto/desconsiderar-marcacao'
import { MarcacaoDialog, type SlotMarcacao } from '@/features/cartao-ponto/incluir-marcacao'
import { Button } from '@/shared/ui'
import { useGrade } from './grade-context'
import { SlotEditorContext, type AbrirSlot, type AbrirSlotFn } from './slot-editor-context'

/** `data`: the grid's day of the punch, whose newest change the notice after a save offers to undo. */
type Edicao = ({ tipo: 'editar'; slot: SlotMarcacao } & AbrirSlot) | { tipo: 'desconsiderar' | 'remover'; alvo: AlvoDesconsiderar; data: string }

function alvoDe(slot: SlotMarcacao): AlvoDesconsiderar | null {
  return slot.marcacao && slot.idRegistro !== null
    ? { idRegistro: slot.idRegistro, marcacao: slot.marcacao, descricao: slot.descricao }
    : null
}

/**
 * The punch dialogs of the grid (TC-099..TC-107): include / alter, and from the alter dialog 'Desconsiderar' (ORIGINAL)
 * or 'Remover marcação' (INCLUIDO, PRE_ASSINALADO). One dialog at a time.
 */
export function SlotEditor({ children }: { children: ReactNode }) {
  const { avisarAlteracao } = useGrade()
  const [edicao, setEdicao] = useState<Edicao | null>(null)
  const origem = useRef<HTMLElement | null>(null)
  const abrir = useCallback<AbrirSlotFn>((slot, opcoes) => {
    origem.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEdicao({ tipo: 'editar', slot, ...opcoes })
  }, [])
  const fechar = useCallback(() => setEdicao(null), [])

  // The dialogs have no Radix trigger: once closed, the focus goes back to the slot that opened them (after the
  // focus scope's own unmount work, which runs in a timeout too).
  const aberto = edicao !== null
  useEffect(() => {
    if (aberto || !origem.current) return
    const alvo = origem.current
    origem.current = null
    const id = setTimeout(() => {
      const testId = alvo.dataset.testid
      const atual = alvo.isConnected ? alvo : testId ? document.querySelector<HTMLElement>(`[data-testid="${testId}"]`) : null
      atual?.focus()
    })
    return () => clearTimeout(id)
  }, [aberto])

  let dialogo: ReactNode = null
  if (edicao?.tipo === 'editar') {
    const alvo = alvoDe(edicao.slot)
    const { data } = edicao.slot
    dialogo = (
      <MarcacaoDialog
        slot={edicao.slot}
        onSalvo={() => avisarAlteracao(data)}
        {...(edicao.hora === undefined ? {} : { horaInicial: edicao.hora })}
        {...(edicao.motivo === undefined ? {} : { motivoInicial: edicao.motivo })}
        onClose={fechar}
        acoes={
          alvo &&
          (podeDesconsiderar(alvo.marcacao) ? (
            <Button variant="danger" onClick={() => setEdicao({ tipo: 'desconsiderar', alvo, data })}>
              Desconsiderar
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setEdicao({ tipo: 'remover', alvo, data })}>
              Remover marcação
            </Button>
          ))
        }
      />
    )
  } else if (edicao) {
    const { alvo, data } = edicao
    const Confirmacao = edicao.tipo === 'desconsiderar' ? DesconsiderarMarcacaoDialog : RemoverMarcacaoDialog
    dialogo = <Confirmacao alvo={alvo} onClose={fechar} onSalvo={() => avisarAlteracao(data)} />
  }

  return (
    <SlotEditorContext value={abrir}>
      {children}
      {dialogo}
    </SlotEditorContext>
  )
}
