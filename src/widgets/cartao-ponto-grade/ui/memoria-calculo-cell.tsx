import { useRef, useState } from 'react'
import type { DiaCartao } from '@/entities/cartao-ponto'
import { formatDayMonth } from '@/shared/lib'
import { Button, Dialog } from '@/shared/ui'

/** TC-076: the day's calculation memory, cut to one line in the grid; a click (or Enter) opens it in full. */
export function MemoriaCalculoCell({ dia }: { dia: DiaCartao }) {
  const [aberta, setAberta] = useState(false)
  const botao = useRef<HTMLButtonElement>(null)
  const texto = dia.registro.memoriaCalculo
  if (!texto) return null
  const titulo = `Memória de cálculo de ${formatDayMonth(dia.data)}`
  return (
    <>
      <button
        ref={botao}
        type="button"
        aria-haspopup="dialog"
        title={texto}
        onClick={() => setAberta(true)}
        className="-mx-1 block max-w-20 cursor-pointer truncate rounded px-1 text-left hover:bg-brand-50 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {texto}
      </button>
      <Dialog
        open={aberta}
        onOpenChange={setAberta}
        title={titulo}
        size="sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          botao.current?.focus()
        }}
        footer={
          <Button variant="secondary" onClick={() => setAberta(false)}>
            Fechar
          </Button>
        }
      >
        <p className="whitespace-pre-line">{texto}</p>
      </Dialog>
    </>
  )
}
