import type { ReactNode } from 'react'
import { Button } from '../button'

export interface OrderedListFieldProps<Item> {
  legend: string
  items: readonly Item[]
  onChange: (items: Item[]) => void
  /** A new item, appended by the add button. */
  newItem: () => Item
  addLabel: string
  /** How the buttons of the n-th item (1-based) name it, e.g. 'coluna 2'. */
  itemName: (position: number) => string
  /** The controls of one item; `change` replaces it. */
  renderItem: (item: Item, index: number, change: (item: Item) => void) => ReactNode
  error?: string
}

/** An ordered list a form edits: each item with move up, move down and remove; a button adds one at the end. */
export function OrderedListField<Item>({ legend, items, onChange, newItem, addLabel, itemName, renderItem, error }: OrderedListFieldProps<Item>) {
  const move = (from: number, to: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item as Item)
    onChange(next)
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => (
          <li key={index} className="flex flex-wrap items-end gap-2 rounded-md border border-slate-200 p-2">
            <span className="self-center text-sm font-semibold text-slate-600" aria-hidden="true">
              {index + 1}.
            </span>
            {renderItem(item, index, (changed) => onChange(items.map((current, i) => (i === index ? changed : current))))}
            <div className="ml-auto flex gap-1">
              <Button variant="ghost" disabled={index === 0} aria-label={`Mover ${itemName(index + 1)} para cima`} onClick={() => move(index, index - 1)}>
                ↑
              </Button>
              <Button
                variant="ghost"
                disabled={index === items.length - 1}
                aria-label={`Mover ${itemName(index + 1)} para baixo`}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </Button>
              <Button variant="ghost" aria-label={`Remover ${itemName(index + 1)}`} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                Remover
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-xs text-danger-700">
          {error}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={() => onChange([...items, newItem()])}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  )
}
