import { useState, type KeyboardEvent } from 'react'
import { canChange, type DiaCartao, type Marcacao } from '@/entities/cartao-ponto'
import { ultimoMotivoUsado } from '@/entities/motivo'
import type { SlotMarcacao } from '@/features/cartao-ponto/incluir-marcacao'
import { arrastavel, mayMoverMarcacao } from '@/features/cartao-ponto/mover-marcacao'
import { cn, formatDayMonth } from '@/shared/lib'
import { colunaDoSlot, descricaoDoSlot, INSTRUCOES_ARRASTE_ID } from './arraste'
import { useGrade } from './grade-context'
import { MarcacaoHora, nomeDoSlot } from './marcacao-cell'
import { useSlotEditor } from './slot-editor-context'
import { digitosComoHora, direcaoDaTecla, horaDigitada, slotVizinho } from './slot-navegacao'
import { useAutoriaDaInclusao, type AutoriaDaInclusao } from './use-autoria-inclusao'

export interface SlotCellProps {
  dia: DiaCartao
  sequencia: 1 | 2 | 3 | 4
  lado: 'entrada' | 'saida'
  marcacao: Marcacao | null
}

/** A punch slot of the grid (pair `sequencia`, entry or exit): editable when the user can change the card (TC-099). */
export function SlotCell(props: SlotCellProps) {
  const { cartao, sessao } = useGrade()
  const editavel = canChange(sessao, cartao)
  const { marcacao } = props
  if (marcacao?.tipoMarcacao === 'INCLUIDO') return <SlotIncluido {...props} marcacao={marcacao} editavel={editavel} />
  if (!editavel) return <MarcacaoHora marcacao={marcacao} />
  return <SlotEditavel {...props} />
}

/** Issue 15 §1: an included punch says who included it and when (its title, read from the history on hover). */
function SlotIncluido({ editavel, ...props }: SlotCellProps & { marcacao: Marcacao; editavel: boolean }) {
  const autoria = useAutoriaDaInclusao(props.dia.data, props.marcacao.hora)
  if (!editavel) return <MarcacaoHora marcacao={props.marcacao} titulo={autoria.titulo} onMouseEnter={autoria.carregar} />
  return <SlotEditavel {...props} autoria={autoria} />
}

function SlotEditavel({ dia, sequencia, lado, marcacao, autoria }: SlotCellProps & { autoria?: AutoriaDaInclusao }) {
  const { cartao, sessao, recolhidas, compacto } = useGrade()
  const recolhida = recolhidas.has(`${lado}${sequencia}`)
  const abrir = useSlotEditor()
  const [digitos, setDigitos] = useState('')
  const rotulo = `${lado === 'entrada' ? 'Entrada' : 'Saída'} ${sequencia}`
  const descricao = descricaoDoSlot({ data: dia.data, sequencia, lado })
  const modoMarcacao = lado === 'entrada' ? 'ENTRADA' : 'SAIDA'
  const idRegistro = dia.registro.id ?? dia.registro.idRegistro
  const chave = `${dia.data}-${lado}${sequencia}`
  // TC-108: only a punch with a time, for a user who can change the card and move punches (the grid's drag layer).
  const podeArrastar = mayMoverMarcacao(sessao, cartao) && idRegistro !== null && arrastavel(marcacao)

  const slot: SlotMarcacao = {
    idFuncionario: cartao.funcionario.id,
    idCompetencia: cartao.competencia.id,
    idRegistro,
    data: dia.data,
    sequencia,
    modoMarcacao,
    marcacao,
    descricao,
    pares: dia.registro.marcacoes,
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const { key } = event
    const modificada = event.altKey || event.ctrlKey || event.metaKey
    if (/^\d$/.test(key) && !modificada) {
      event.preventDefault()
      setDigitos((atual) => (atual.length >= 4 ? atual : atual + key))
      return
    }
    if (digitos && key === 'Backspace') {
      event.preventDefault()
      setDigitos((atual) => atual.slice(0, -1))
      return
    }
    if (digitos && key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      setDigitos('')
      return
    }
    if (digitos && key === 'Enter') {
      event.preventDefault()
      const hora = horaDigitada(digitos)
      if (!hora) return
      setDigitos('')
      abrir(slot, { hora, motivo: ultimoMotivoUsado() })
      return
    }
    const direcao = direcaoDaTecla(event)
    const vizinho = direcao && slotVizinho(event.currentTarget, direcao)
    if (vizinho) {
      event.preventDefault()
      setDigitos('')
      vizinho.focus()
    }
  }

  return (
    <button
      type="button"
      {...(podeArrastar ? { 'aria-roledescription': 'marcação arrastável', 'aria-describedby': INSTRUCOES_ARRASTE_ID } : {})}
      aria-label={`${nomeDoSlot(rotulo, formatDayMonth(dia.data), marcacao)}. ${marcacao ? 'Alterar' : 'Incluir'} marcação`}
      aria-keyshortcuts="0 1 2 3 4 5 6 7 8 9 Enter"
      data-slot-dia={dia.data}
      data-slot-coluna={colunaDoSlot({ sequencia, lado })}
      data-testid={`slot-${chave}`}
      data-arrastavel={podeArrastar || undefined}
      onClick={() => abrir(slot)}
      title={autoria?.titulo}
      onMouseEnter={autoria?.carregar}
      onKeyDown={onKeyDown}
      onBlur={() => setDigitos('')}
      className={cn(
        'relative block rounded px-1 text-center',
        compacto ? 'min-h-4' : 'min-h-5',
        recolhida ? 'w-6' : '-mx-1 w-[calc(100%+0.5rem)] min-w-11',
        'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500',
        podeArrastar && 'cursor-grab active:cursor-grabbing',
        'data-arrastando:opacity-40 data-destino:bg-brand-100 data-destino:outline-2 data-destino:outline-brand-500 data-destino:outline-dashed',
      )}
    >
      {digitos ? (
        <span data-testid="slot-digitos" className="font-mono font-semibold text-brand-700 tabular-nums">
          {digitosComoHora(digitos)}
        </span>
      ) : (
        <MarcacaoHora marcacao={marcacao} titulo={autoria?.titulo} />
      )}
    </button>
  )
}
