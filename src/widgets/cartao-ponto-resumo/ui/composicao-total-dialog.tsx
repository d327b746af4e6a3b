import { useRef } from 'react'
import type { CartaoPonto, ComposicaoTotal } from '@/entities/cartao-ponto'
import { formatDate, formatMesAno } from '@/shared/lib'
import { Button, Dialog, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'

export interface FiguraAberta {
  rotulo: string
  /** The figure's shares on the card as it is now (it may reload while the dialog is open). */
  compor: (cartao: CartaoPonto) => ComposicaoTotal
  /** The summary button that opened the dialog: the focus goes back to it. */
  botao: HTMLButtonElement
}

const linhaDaGrade = (data: string) => document.getElementById(`dia-${data}`)

/** Brings the grid row of the day into view and gives it the focus (a row is not focusable by itself). */
function irParaLinha(linha: HTMLElement) {
  if (!linha.hasAttribute('tabindex')) linha.tabIndex = -1
  linha.scrollIntoView?.({ block: 'center' })
  linha.focus({ preventScroll: true })
}

const num = 'text-right font-mono tabular-nums'

/** Issue 15: the days that make up a total of the summary, each with the rule (memory clauses) behind its share. */
export function ComposicaoTotalDialog({
  cartao,
  figura,
  aberta,
  onFechar,
}: {
  cartao: CartaoPonto
  /** The last figure opened: kept while closing, so the focus can go back to its button. */
  figura: FiguraAberta | null
  aberta: boolean
  onFechar: () => void
}) {
  const destino = useRef<HTMLElement | null>(null)
  const composicao = figura?.compor(cartao)
  const { mes, ano } = cartao.competencia
  return (
    <Dialog
      open={aberta && figura !== null}
      onOpenChange={(aberto) => !aberto && onFechar()}
      title={figura ? `${figura.rotulo} em ${formatMesAno(mes, ano)}` : ''}
      description={
        composicao?.semDias
          ? 'De onde vem este total.'
          : 'Os dias que compõem o total e a regra que produziu cada parcela (da memória de cálculo do dia).'
      }
      size="xl"
      onCloseAutoFocus={(event) => {
        event.preventDefault()
        const linha = destino.current
        destino.current = null
        if (linha) irParaLinha(linha)
        else figura?.botao.focus()
      }}
      footer={
        <Button variant="secondary" onClick={onFechar}>
          Fechar
        </Button>
      }
    >
      {composicao?.semDias && <p className="text-sm text-slate-700">{composicao.semDias}</p>}
      {composicao && !composicao.semDias && (
        <>
          <Table className="text-xs">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Dia</TableHeaderCell>
                <TableHeaderCell className="text-right">Valor</TableHeaderCell>
                <TableHeaderCell>Por quê</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {composicao.parcelas.map(({ data, valor, motivos }) => {
                const linha = linhaDaGrade(data)
                return (
                  <TableRow key={data}>
                    <TableCell className="whitespace-nowrap">
                      {linha ? (
                        <a
                          href={`#dia-${data}`}
                          title="Ir ao dia na grade"
                          className="text-brand-600 underline underline-offset-2 hover:text-brand-700"
                          onClick={(event) => {
                            event.preventDefault()
                            destino.current = linha
                            onFechar()
                          }}
                        >
                          {formatDate(data)}
                        </a>
                      ) : (
                        formatDate(data)
                      )}
                    </TableCell>
                    <TableCell className={num}>{valor}</TableCell>
                    <TableCell className="whitespace-normal">
                      {motivos.length > 0 ? (
                        <ul className="space-y-0.5">
                          {motivos.map((m) => (
                            <li key={m}>{m}</li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-slate-500">Sem memória de cálculo</span>
                      )}
                    </TableCell>
                  </TableRow>
                )
              })}
              {composicao.avulsas?.map(({ rotulo, valor, motivo }) => (
                <TableRow key={rotulo}>
                  <TableCell className="whitespace-nowrap">{rotulo}</TableCell>
                  <TableCell className={num}>{valor}</TableCell>
                  <TableCell className="whitespace-normal">{motivo}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <tfoot>
              <TableRow>
                <TableHeaderCell scope="row">Soma</TableHeaderCell>
                <TableCell className={`${num} font-semibold`}>{composicao.soma}</TableCell>
                <TableCell />
              </TableRow>
            </tfoot>
          </Table>
          {!composicao.confere && (
            <p role="note" className="mt-3 rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900">
              A soma dos dias ({composicao.soma}) não confere com o total ({composicao.total}): parte do total não vem dos
              dias desta competência (por exemplo, um DSR descontado por uma semana de outro mês).
            </p>
          )}
        </>
      )}
    </Dialog>
  )
}
