import { useState } from 'react'
import { FILTRO_PADRAO, type FuncionarioFiltro } from '@/entities/funcionario'
import { Button, Dialog } from '@/shared/ui'
import { LOOKUP_CAMPOS, TRI_STATE_CAMPOS, type TriStateCampo } from '../model/filtro-campos'
import { LookupField } from './lookup-field'

export interface FiltrarFuncionariosDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  value: FuncionarioFiltro
  /** 'Aplicar' and 'Limpar filtros'; the caller goes back to page 0 (TC-031). */
  onApply: (filtro: FuncionarioFiltro) => void
}

/** TC-026..029: 'Filtrar funcionários'. The dialog's content mounts on open, starting from the applied filter. */
export function FiltrarFuncionariosDialog({ open, onOpenChange, value, onApply }: FiltrarFuncionariosDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Filtrar funcionários" size="lg">
      {open && (
        <FiltroForm
          initial={value}
          onCancel={() => onOpenChange(false)}
          onApply={(filtro) => {
            onApply(filtro)
            onOpenChange(false)
          }}
        />
      )}
    </Dialog>
  )
}

function FiltroForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: FuncionarioFiltro
  onApply: (filtro: FuncionarioFiltro) => void
  onCancel: () => void
}) {
  const [draft, setDraft] = useState<FuncionarioFiltro>(initial)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onApply(draft)
      }}
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {LOOKUP_CAMPOS.map(({ campo, label }) => (
          <LookupField
            key={campo}
            kind={campo}
            label={label}
            value={draft[campo]}
            onChange={(id) =>
              setDraft((current) => {
                const { [campo]: _previous, ...rest } = current
                return id === undefined ? rest : { ...rest, [campo]: id }
              })
            }
          />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {TRI_STATE_CAMPOS.map((tri) => (
          <TriStateField
            key={tri.campo}
            campo={tri}
            value={draft[tri.campo]}
            onChange={(valor) => setDraft((current) => ({ ...current, [tri.campo]: valor }))}
          />
        ))}
      </div>
      <div className="-mx-5 -mb-4 flex justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3">
        <Button variant="ghost" onClick={() => onApply(FILTRO_PADRAO)}>
          Limpar filtros
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit">Aplicar</Button>
      </div>
    </form>
  )
}

function TriStateField({
  campo,
  value,
  onChange,
}: {
  campo: TriStateCampo
  value: FuncionarioFiltro['ativo']
  onChange: (value: FuncionarioFiltro['ativo']) => void
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-700">{campo.label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {campo.opcoes.map((opcao) => (
          <label key={String(opcao.value)} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
            <input
              type="radio"
              name={campo.campo}
              className="size-4 accent-brand-500"
              checked={value === opcao.value}
              onChange={() => onChange(opcao.value)}
            />
            {opcao.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
