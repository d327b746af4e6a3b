import { useState } from 'react'
import { salvarArquivo } from '@/shared/lib'
import { Button, type ButtonProps } from '@/shared/ui'
import { baixarComprovante } from '../api/relogio.queries'
import { formatNsr } from '../model/relogio'

export interface BaixarComprovanteButtonProps {
  comprovante: { id: number; nsr: number }
  onError: (error: unknown) => void
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
}

/** CLOCK-001/004: downloads the receipt's PDF (a read: nothing changes, nothing to invalidate). */
export function BaixarComprovanteButton({ comprovante, onError, variant = 'secondary', size = 'sm' }: BaixarComprovanteButtonProps) {
  const [baixando, setBaixando] = useState(false)
  const baixar = async () => {
    if (baixando) return
    setBaixando(true)
    try {
      const { blob, filename } = await baixarComprovante(comprovante.id)
      salvarArquivo(blob, filename ?? `comprovante-${formatNsr(comprovante.nsr)}.pdf`)
    } catch (error) {
      onError(error)
    } finally {
      setBaixando(false)
    }
  }
  return (
    <Button
      variant={variant}
      size={size}
      busy={baixando}
      aria-label={`Baixar comprovante (PDF) NSR ${formatNsr(comprovante.nsr)}`}
      onClick={() => void baixar()}
    >
      {/* On a phone the list's row has room for 'Baixar' only; the name says the rest. */}
      Baixar<span className="max-sm:hidden"> comprovante (PDF)</span>
    </Button>
  )
}
