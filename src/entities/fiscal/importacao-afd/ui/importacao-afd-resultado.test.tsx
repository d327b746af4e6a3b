import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ImportacaoAfd, PendenteAfd } from '../api/importacao-afd.schema'
import { ImportacaoAfdResultado } from './importacao-afd-resultado'

const pendente = (linha: number, motivo: string): PendenteAfd => ({ linha, nsr: linha, data: '2026-02-10', hora: '08:00', identificacao: 'CPF 52998224725', motivo })

function importacao(pendentes: PendenteAfd[]): ImportacaoAfd {
  return {
    id: 7, nomeArquivo: 'AFD_memoria.txt', portaria: '671', dataImportacao: '2026-11-27T10:00:00', usuario: 'RH', situacao: 'IMPORTADO',
    numeroFabricacao: '00014003750012345', empregador: '46523015000135', razaoSocial: 'Prefeitura', inicio: '2026-02-01', fim: '2026-11-26',
    linhas: pendentes.length + 2, marcacoes: pendentes.length, importadas: 0, duplicadas: 0, reprocessamentos: 0, erros: [], pendentes,
  }
}

describe('ImportacaoAfdResultado', () => {
  it('a clock’s whole memory: the pending punches by reason, then a hundred at a time', async () => {
    const user = userEvent.setup()
    const fechada = Array.from({ length: 180 }, (_, i) => pendente(i + 2, 'Competência 02/2026 fechada.'))
    const desconhecido = Array.from({ length: 70 }, (_, i) => pendente(i + 182, 'Funcionário não cadastrado.'))
    render(<ImportacaoAfdResultado importacao={importacao([...fechada, ...desconhecido])} />)

    expect(screen.getByRole('status')).toHaveTextContent('0 marcações importadas, 0 já existentes, 250 pendentes.')
    const porMotivo = within(screen.getByRole('table', { name: 'Pendentes por motivo' }))
    expect(porMotivo.getAllByRole('row').slice(1).map((linha) => linha.textContent)).toEqual(['Competência 02/2026 fechada.180', 'Funcionário não cadastrado.70'])

    const lista = () => within(screen.getByRole('table', { name: 'Marcações pendentes' })).getAllByRole('row').slice(1)
    expect(lista()).toHaveLength(100)
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toHaveTextContent('Página 1 de 3 (250 linhas)')
    await user.click(screen.getByRole('button', { name: 'Próxima' }))
    await user.click(screen.getByRole('button', { name: 'Próxima' }))
    expect(lista()).toHaveLength(50)
    expect(lista()[0]).toHaveTextContent('Funcionário não cadastrado.')
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled()
  })

  it('a few pending punches: one table, no summary and no pages', () => {
    render(<ImportacaoAfdResultado importacao={importacao([pendente(3, 'Funcionário não cadastrado.')])} />)
    expect(screen.queryByRole('table', { name: 'Pendentes por motivo' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Marcações pendentes' })).toHaveTextContent('000000003')
  })
})
