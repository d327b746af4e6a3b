import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CELULAR_MASK, CPF_MASK } from '@/shared/lib'
import { MaskedInput } from './masked-input'

function Harness({ mask, onValue }: { mask: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <MaskedInput
      aria-label="Campo"
      mask={mask}
      value={value}
      onChange={(v) => {
        setValue(v)
        onValue(v)
      }}
    />
  )
}

describe('MaskedInput', () => {
  it('applies the CPF mask 999.999.999-99', async () => {
    const onValue = vi.fn()
    const user = userEvent.setup()
    render(<Harness mask={CPF_MASK} onValue={onValue} />)
    await user.type(screen.getByLabelText('Campo'), '52998224725')
    expect(screen.getByLabelText('Campo')).toHaveValue('529.982.247-25')
    expect(onValue).toHaveBeenLastCalledWith('529.982.247-25')
  })

  it('applies the cellphone mask (99) 99999-9999', async () => {
    const user = userEvent.setup()
    render(<Harness mask={CELULAR_MASK} onValue={() => {}} />)
    await user.type(screen.getByLabelText('Campo'), '11912345678')
    expect(screen.getByLabelText('Campo')).toHaveValue('(11) 91234-5678')
  })

  it('forwards the DOM input ref so a form can focus it', () => {
    const ref = createRef<HTMLInputElement>()
    render(<MaskedInput aria-label="Campo" mask={CPF_MASK} ref={ref} />)
    ref.current?.focus()
    expect(screen.getByLabelText('Campo')).toHaveFocus()
  })
})
