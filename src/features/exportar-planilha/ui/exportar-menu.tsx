import { useState } from 'react'
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/shared/ui'
import type { FormatoPlanilha, Planilha } from '../model/planilha'

export interface ExportarMenuProps {
  /** The sheet to write, read when the user chooses a format (e.g. every page of the list's search). */
  planilha: () => Planilha | Promise<Planilha>
  /** The file name's parts, e.g. ['cartao-ponto', 'Fernanda Funcionária', '11/2026']. */
  nomeDoArquivo: readonly string[]
  onError: (error: unknown) => void
}

const FORMATOS: ReadonlyArray<{ formato: FormatoPlanilha; rotulo: string }> = [
  { formato: 'xlsx', rotulo: 'Planilha Excel (XLSX)' },
  { formato: 'csv', rotulo: 'CSV (separado por ponto e vírgula)' },
]

/** 'Exportar': what the screen shows, as an XLSX or a CSV file. */
export function ExportarMenu({ planilha, nomeDoArquivo, onError }: ExportarMenuProps) {
  const [exportando, setExportando] = useState(false)
  const exportar = async (formato: FormatoPlanilha) => {
    setExportando(true)
    try {
      // The writers (XLSX, CSV) load when a format is chosen: the screen's first paint does not wait for them.
      const [{ exportarPlanilha }, dados] = await Promise.all([import('../lib/exportar'), planilha()])
      await exportarPlanilha(dados, formato, nomeDoArquivo)
    } catch (error) {
      onError(error)
    } finally {
      setExportando(false)
    }
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" busy={exportando}>
          Exportar
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {FORMATOS.map(({ formato, rotulo }) => (
          <DropdownMenuItem key={formato} onSelect={() => void exportar(formato)}>
            {rotulo}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
