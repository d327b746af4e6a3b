import { alternarColuna, colunasEscolhiveis, restaurarColunas, type ColunaCartao, type PreferenciasGrade } from '@/entities/cartao-ponto'
import { cn } from '@/shared/lib'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/shared/ui'
import { ROTULOS } from './columns'

const BOTAO =
  'inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-xs font-medium text-slate-800 ' +
  'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500'

export interface GradeOpcoesProps {
  /** The columns the spec shows this user on this card. */
  visiveis: readonly ColunaCartao[]
  preferencias: PreferenciasGrade
  onChange: (mudar: (atuais: PreferenciasGrade) => PreferenciasGrade) => void
}

/** 'Colunas' (hide or show the optional columns) and 'Modo compacto', above the grid. */
export function GradeOpcoes({ visiveis, preferencias, onChange }: GradeOpcoesProps) {
  const escolhiveis = colunasEscolhiveis(visiveis)
  const ocultas = escolhiveis.filter((coluna) => preferencias.ocultas.includes(coluna)).length
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <DropdownMenu>
        <DropdownMenuTrigger className={BOTAO}>
          Colunas
          {ocultas > 0 && (
            <span className="rounded bg-slate-200 px-1 text-[0.65rem]">
              {ocultas} {ocultas === 1 ? 'oculta' : 'ocultas'}
            </span>
          )}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
            <path d="m5 7 5 6 5-6H5Z" />
          </svg>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto">
          <DropdownMenuLabel>Colunas exibidas</DropdownMenuLabel>
          {escolhiveis.map((coluna) => (
            <DropdownMenuCheckboxItem
              key={coluna}
              checked={!preferencias.ocultas.includes(coluna)}
              onCheckedChange={(visivel) => onChange((atuais) => alternarColuna(atuais, coluna, visivel))}
              // The menu stays open: several columns are usually chosen at once.
              onSelect={(event) => event.preventDefault()}
            >
              {ROTULOS[coluna]}
            </DropdownMenuCheckboxItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={ocultas === 0} onSelect={() => onChange(restaurarColunas)}>
            Restaurar colunas
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <button
        type="button"
        aria-pressed={preferencias.compacto}
        onClick={() => onChange((atuais) => ({ ...atuais, compacto: !atuais.compacto }))}
        className={cn(BOTAO, preferencias.compacto && 'border-brand-500 bg-brand-50 text-brand-700')}
      >
        Modo compacto
      </button>
    </div>
  )
}
