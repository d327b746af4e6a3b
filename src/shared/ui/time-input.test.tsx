import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TimeInput } from './time-input'

function Harness() {
  const [value, setValue] = useState('')
  return (
    <>
      <label htmlFor="hora">Horario</label>
      <TimeInput id="hora" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  )
}

async function typeTime(text: string) {
  const user = userEvent.setup()
  render(<Harness />)
  const input = screen.getByLabelText('Horario')
  await user.type(input, text)
  return input
}

describe('TimeInput', () => {
  it('[TC-104] masks typed digits as hh:mm', async () => {
    const input = await typeTime('0830')
    expect(input).toHaveValue('08:30')
    expect(screen.getByRole('status')).toHaveTextContent('08:30')
  })

  it('[TC-104] accepts minutes from 00 to 59 only', async () => {
    const input = await typeTime('1259')
    expect(input).toHaveValue('12:59')
  })

  it('[TC-104] refuses minutes above 59', async () => {
    const input = await typeTime('1275')
    expect(input).not.toHaveValue('12:75')
    expect((input as HTMLInputElement).value).toMatch(/^12:[0-5]?\d?$/)
  })

  it('[TC-104] ignores letters', async () => {
    const input = await typeTime('ab07x45')
    expect(input).toHaveValue('07:45')
  })
})
