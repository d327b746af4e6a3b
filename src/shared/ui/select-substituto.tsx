import { useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { cn } from '@/shared/lib'
import { carregamentoAdiado } from './carregamento-adiado'
import type { PropsComunsDoSelect } from './select-props'
import { SELECT_TEXT } from './select-texto'

/**
 * The select library (react-select, emotion, floating-ui) loads on first use: when the browser is idle after a select is
 * first shown, or at once when one is focused or pressed. Until then a select is this stand-in, drawn and named as the
 * real one. The real select takes its place with the focus, its menu open if it was pressed, and what was typed.
 */
const biblioteca = carregamentoAdiado(() => import('./selects-reais'))
export const carregarSelects = biblioteca.carregar
export const useSelectsReais = biblioteca.use

export interface Ativacao {
  autoFocus: boolean
  defaultMenuIsOpen: boolean
  textoInicial: string
}

/** The stand-in's state, and what the real select starts with when it takes over. */
export function useAtivacao(): [Ativacao, (mudanca: Partial<Ativacao>) => void] {
  const [ativacao, setAtivacao] = useState<Ativacao>({ autoFocus: false, defaultMenuIsOpen: false, textoInicial: '' })
  return [ativacao, (mudanca) => setAtivacao((atual) => ({ ...atual, ...mudanca }))]
}

export interface SelectSubstitutoProps {
  texto: string | null
  digitado: string
  placeholder: string
  isDisabled?: boolean
  invalid?: boolean
  inputId?: string
  onAtivar: (mudanca: Partial<Ativacao>) => void
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
}

export function SelectSubstituto({ texto, digitado, placeholder, isDisabled, invalid, inputId, onAtivar, ...aria }: SelectSubstitutoProps) {
  useEffect(() => biblioteca.carregarQuandoOcioso(), [])
  const ativar = (mudanca: Partial<Ativacao>) => {
    onAtivar(mudanca)
    void carregarSelects()
  }
  return (
    <div
      data-select-substituto=""
      className={cn(
        'relative flex min-h-9 items-center rounded-md border bg-white text-sm',
        invalid ? 'border-danger-700' : 'border-slate-300',
        isDisabled && 'bg-slate-50 opacity-60',
      )}
    >
      <span className={cn('min-w-0 flex-1 truncate px-2.5 py-0.5', digitado || texto ? 'text-slate-800' : 'text-slate-500')}>
        {digitado || texto || placeholder}
      </span>
      <span aria-hidden="true" className="my-2 w-px self-stretch bg-slate-300" />
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mx-2 size-5 fill-slate-400">
        <path d="M4.5 7.5 10 13l5.5-5.5-1.4-1.4L10 10.2 5.9 6.1Z" />
      </svg>
      <input
        {...aria}
        id={inputId}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        disabled={isDisabled}
        value={digitado}
        onChange={(event) => ativar({ textoInicial: event.target.value, defaultMenuIsOpen: true })}
        className="absolute inset-0 size-full cursor-default opacity-0"
        onFocus={() => ativar({ autoFocus: true })}
        onBlur={() => onAtivar({ autoFocus: false })}
        onPointerDown={(event: PointerEvent) => {
          if (event.button === 0) ativar({ autoFocus: true, defaultMenuIsOpen: true })
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') ativar({ defaultMenuIsOpen: true })
        }}
      />
    </div>
  )
}

/** What a stand-in needs of a select's props. */
export type PropsDoSelect<Option> = Pick<
  PropsComunsDoSelect<Option, boolean>,
  'value' | 'getOptionLabel' | 'placeholder' | 'isDisabled' | 'invalid' | 'inputId' | 'aria-label' | 'aria-labelledby' | 'aria-describedby'
>

/** Text of a select's value, as the real one shows it. */
function textoDoValor<Option>(value: unknown, getOptionLabel: (option: Option) => string): string | null {
  if (value === null || value === undefined) return null
  const opcoes = (Array.isArray(value) ? value : [value]) as Option[]
  return opcoes.length > 0 ? opcoes.map(getOptionLabel).join(', ') : null
}

/** The stand-in of a Select or an AsyncSelect with these props. */
export function SubstitutoDoSelect<Option>({ props, ativacao, onAtivar }: { props: PropsDoSelect<Option>; ativacao: Ativacao; onAtivar: (mudanca: Partial<Ativacao>) => void }) {
  return (
    <SelectSubstituto
      texto={textoDoValor(props.value, props.getOptionLabel)}
      digitado={ativacao.textoInicial}
      placeholder={props.placeholder ?? SELECT_TEXT.placeholder}
      isDisabled={props.isDisabled}
      invalid={props.invalid}
      inputId={props.inputId}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      onAtivar={onAtivar}
    />
  )
}
