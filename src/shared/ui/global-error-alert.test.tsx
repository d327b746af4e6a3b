import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { configureHttp, createQueryClient, dismissGlobalError, useFullTextSearch } from '@/shared/api'
import { server } from '@/shared/lib/test'
import { AsyncSelect } from './async-select'
import { GlobalErrorAlert } from './global-error-alert'

const cargo = z.object({ id: z.number(), nome: z.string() })
const falha = () => HttpResponse.json({ message: 'Índice de busca indisponível' }, { status: 500 })

beforeEach(() => {
  configureHttp({ getToken: () => 't', onUnauthorized: () => {} })
  dismissGlobalError()
})

function Busca() {
  const { query } = useFullTextSearch('cargos', { text: 'ana' }, cargo, { debounceMs: 0 })
  return <p>{query.isError ? 'falhou' : 'buscando'}</p>
}

function Picker() {
  const [value, setValue] = useState<{ id: number; nome: string } | null>(null)
  return (
    <AsyncSelect
      aria-label="Cargo"
      value={value}
      onChange={setValue}
      debounceMs={0}
      loadOptions={async () => {
        const response = await fetch('/api/cargos/search/fulltext')
        if (!response.ok) throw new Error('Índice de busca indisponível')
        return []
      }}
      getOptionLabel={(c) => c.nome}
      getOptionValue={(c) => String(c.id)}
    />
  )
}

describe('GlobalErrorAlert', () => {
  it('[API-009] a failed full-text search also shows in the global alert', async () => {
    server.use(http.get('/api/cargos/search/fulltext', falha))
    render(
      <QueryClientProvider client={createQueryClient()}>
        <GlobalErrorAlert />
        <Busca />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Índice de busca indisponível')
    expect(screen.getByText('falhou')).toBeInTheDocument()
  })

  it('[API-009] a failed picker search shows in the global alert, not as an empty result only', async () => {
    server.use(http.get('/api/cargos/search/fulltext', falha))
    render(
      <>
        <GlobalErrorAlert />
        <Picker />
      </>,
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.type(screen.getByRole('combobox', { name: 'Cargo' }), 'an')
    expect(await screen.findByRole('alert')).toHaveTextContent('Índice de busca indisponível')
  })
})
