import { useImperativeHandle, useRef, useState, type FormEvent, type InputHTMLAttributes, type Ref } from 'react'
import { IMaskInput } from 'react-imask'
import { cn } from '@/shared/lib'
import { inputClass } from './input'

/**
 * Like a native date input's event: `value` is ISO 'YYYY-MM-DD', or '' while empty, incomplete or impossible (with
 * `invalidAsText`, an incomplete or impossible date is the text typed).
 */
export interface DateInputEvent {
  type: 'change' | 'blur'
  target: { name: string | undefined; value: string }
}

/** The input as react-hook-form's `register` sees it: it reads and writes the ISO value and focuses the input. */
export interface DateInputHandle {
  value: string
  readonly name: string | undefined
  focus: () => void
}

export interface DateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'pattern' | 'min' | 'max' | 'maxLength' | 'minLength'
> {
  /** ISO 'YYYY-MM-DD' ('' or null: no date). Absent, the input keeps its own (`{...form.register('campo')}`). */
  value?: string | null | undefined
  onChange?: (event: DateInputEvent) => void
  onBlur?: (event: DateInputEvent) => void
  ref?: Ref<DateInputHandle>
  /**
   * A text that is no whole real date ('31/02/202', '13/11') reaches the form as typed instead of '', so that the form's
   * schema tells an invalid date from a missing one ('Data de admissão inválida.'). Off (filters), such a text is ''.
   */
  invalidAsText?: boolean
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})/
const DIA_MES_ANO = /^(\d{2})\/(\d{2})\/(\d{4})$/
const pad = (n: number) => String(n).padStart(2, '0')

/** '2026-12-01' → '01/12/2026'; anything else → ''. */
function textoDaData(iso: string | null | undefined): string {
  const partes = ISO.exec(iso ?? '')
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : ''
}

/** '01/12/2026' → '2026-12-01'; an incomplete or impossible date → ''. */
function isoDoTexto(texto: string): string {
  const partes = DIA_MES_ANO.exec(texto)
  if (!partes) return ''
  const [, dia, mes, ano] = partes.map(Number) as [number, number, number, number]
  const data = new Date(Date.UTC(ano, mes - 1, dia))
  const existe = data.getUTCFullYear() === ano && data.getUTCMonth() === mes - 1 && data.getUTCDate() === dia
  return existe ? `${partes[3]}-${partes[2]}-${partes[1]}` : ''
}

// Module constants: react-imask compares its options on every render.
const PADRAO = 'd{/}`m{/}`Y'
const formatar = (data: Date | null) => (data ? `${pad(data.getDate())}/${pad(data.getMonth() + 1)}/${data.getFullYear()}` : '')
const interpretar = (texto: string) => {
  const [dia = 0, mes = 0, ano = 0] = texto.split('/').map(Number)
  return new Date(ano, mes - 1, dia)
}
const ISO_INTEIRA = /^\s*\d{4}-\d{2}-\d{2}\s*$/

/**
 * A whole ISO date put in the field (pasted, autofilled, Playwright's `fill('2026-12-01')`) becomes '01/12/2026'
 * before the mask reads it: React's capture listener runs before the mask's own.
 */
const lerIsoColada = (event: FormEvent<HTMLInputElement>) => {
  const input = event.currentTarget
  if (ISO_INTEIRA.test(input.value)) input.value = textoDaData(input.value.trim())
}

/**
 * A date typed and shown as dd/mm/aaaa whatever the browser's locale, exchanged with the form as ISO 'YYYY-MM-DD'.
 * Works spread from `form.register('campo')` (the ref is a handle react-hook-form reads and writes) or controlled
 * through `value`/`onChange` (`ControlledField`, filters). Impossible days are refused while typing; an incomplete date
 * is '' to the form, as a native date input's is, unless `invalidAsText` gives the form the text so its schema can say
 * the date is invalid rather than missing.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  ref,
  name,
  className,
  placeholder = 'dd/mm/aaaa',
  invalidAsText = false,
  ...props
}: DateInputProps) {
  const [texto, setTexto] = useState(() => textoDaData(value))
  const textoRef = useRef(texto)
  textoRef.current = texto
  const invalidAsTextRef = useRef(invalidAsText)
  invalidAsTextRef.current = invalidAsText
  /** What the form gets for a text: its ISO date; else '' or, with `invalidAsText`, the text itself. */
  const valorDo = (digitado: string) => isoDoTexto(digitado) || (invalidAsTextRef.current ? digitado : '')
  const valorDoRef = useRef(valorDo)
  valorDoRef.current = valorDo
  const nameRef = useRef(name)
  nameRef.current = name
  const inputRef = useRef<HTMLInputElement>(null)

  const mostrar = (iso: string | null | undefined) => {
    if ((iso ?? '') === valorDo(textoRef.current)) return
    textoRef.current = textoDaData(iso)
    setTexto(textoRef.current)
  }
  const mostrarRef = useRef(mostrar)
  mostrarRef.current = mostrar

  const [valorAnterior, setValorAnterior] = useState(value)
  if (value !== valorAnterior) {
    setValorAnterior(value)
    if (value !== undefined) mostrar(value)
  }

  const [handle] = useState<DateInputHandle>(() => ({
    get value() {
      return valorDoRef.current(textoRef.current)
    },
    set value(iso: string) {
      mostrarRef.current(iso)
    },
    get name() {
      return nameRef.current
    },
    focus: () => inputRef.current?.focus(),
  }))
  useImperativeHandle(ref, () => handle, [handle])

  const aceitar = (digitado: string) => {
    if (digitado === textoRef.current) return
    const antes = valorDo(textoRef.current)
    textoRef.current = digitado
    setTexto(digitado)
    const valor = valorDo(digitado)
    if (valor !== antes) onChange?.({ type: 'change', target: { name, value: valor } })
  }

  return (
    <IMaskInput
      mask={Date}
      pattern={PADRAO}
      format={formatar}
      parse={interpretar}
      lazy
      value={texto}
      onAccept={aceitar}
      onInputCapture={lerIsoColada}
      onBlur={() => onBlur?.({ type: 'blur', target: { name, value: valorDo(textoRef.current) } })}
      inputRef={inputRef}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      className={cn(inputClass, 'tabular-nums', className)}
      {...props}
    />
  )
}
