import { canChange, hhmmSign, type DiaCartao, type RegistroDia } from '@/entities/cartao-ponto'
import { CONVERSOES, ConversaoButton, temValor, tipoConversaoDoCampo } from '@/features/cartao-ponto/converter-valor'
import { cn, formatDayMonth } from '@/shared/lib'
import { useGrade } from './grade-context'

export type CampoDuracao = {
  [K in keyof RegistroDia]: RegistroDia[K] extends string ? K : never
}[keyof RegistroDia]

export interface DuracaoCellProps {
  dia: DiaCartao
  campo: CampoDuracao
  /** Negative red, positive blue (balances). */
  comSinal?: boolean
}

/** An amount of the day (hh:mm); overtime, absence and hour bank amounts open their conversion (TC-147..149). */
export function DuracaoCell({ dia, campo, comSinal = false }: DuracaoCellProps) {
  const { cartao, existeBancoHoras, sessao, avisarAlteracao } = useGrade()
  const valor = dia.registro[campo]
  const sinal = hhmmSign(valor)
  const tom = comSinal ? cn(sinal < 0 && 'text-danger-500', sinal > 0 && 'text-brand-600') : undefined
  const tipo = tipoConversaoDoCampo(campo)
  if (tipo && temValor(valor) && canChange(sessao, cartao)) {
    return (
      <ConversaoButton
        tipo={tipo}
        registro={dia.registro}
        cartao={{ funcionarioId: cartao.funcionario.id, competenciaId: cartao.competencia.id }}
        existeBancoHoras={existeBancoHoras}
        label={`${CONVERSOES[tipo].titulo} de ${formatDayMonth(dia.data)}: ${valor}`}
        className={tom}
        onSalvo={() => avisarAlteracao(dia.data)}
      >
        {valor}
      </ConversaoButton>
    )
  }
  if (!comSinal) return valor
  return <span className={tom}>{valor}</span>
}
