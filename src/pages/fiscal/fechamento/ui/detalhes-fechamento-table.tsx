import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FECHAMENTO_DEBOUNCE_MS, fechamentoQueries, type LinhaFechamento } from '@/entities/fiscal/fechamento'
import { useDebouncedValue } from '@/shared/lib'
import { DataTable, EmptyState, ErrorAlert, FormField, Input, Paginacao, Spinner, type RegisterColumn, type SortState } from '@/shared/ui'
import { detalhesParams, ORDEM_INICIAL } from '../model/carregar'


export interface DetalhesFechamentoTableProps {
  /** A competence's preview (GET .../preview/{id}/detalhes) or a closing's details (POST /api/fechamentos/{id}/detalhes). */
  fonte: { idCompetencia: number; idFechamento?: undefined } | { idFechamento: number; idCompetencia?: undefined }
  competenciaId: number
}

/**
 * The employees of a closing (BATCH-019..023): searched by name, matrícula or department once the typing has
 * rested 500 ms, sorted by the headers, paged. Each name opens the employee's card of the competence.
 */
export function DetalhesFechamentoTable({ fonte, competenciaId }: DetalhesFechamentoTableProps) {
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<SortState>(ORDEM_INICIAL)
  const busca = useDebouncedValue(search, FECHAMENTO_DEBOUNCE_MS)
  // A new search (once debounced) starts at its first page.
  const [pagina, setPagina] = useState({ busca: '', page: 0 })
  const page = pagina.busca === busca ? pagina.page : 0
  const setPage = (n: number) => setPagina({ busca, page: n })
  const params = detalhesParams(page, sort, busca)
  const previa = useQuery({ ...fechamentoQueries.previewDetalhes(fonte.idCompetencia ?? 0, params), enabled: fonte.idCompetencia !== undefined })
  const fechado = useQuery({ ...fechamentoQueries.detalhes(fonte.idFechamento ?? 0, params), enabled: fonte.idFechamento !== undefined })
  const detalhes = fonte.idFechamento !== undefined ? fechado : previa
  const columns: RegisterColumn<LinhaFechamento>[] = [
    { id: 'matricula', header: 'Matrícula', sort: 'matricula', cell: (l) => l.funcionario.matricula },
    {
      id: 'nome', header: 'Funcionário', sort: 'nome',
      cell: (l) => (
        <Link
          to="/manutencao/$competencia/$funcionario"
          params={{ competencia: String(competenciaId), funcionario: String(l.funcionario.id) }}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {l.funcionario.nome}
        </Link>
      ),
    },
    { id: 'departamento', header: 'Departamento', sort: 'departamento', cell: (l) => l.departamento },
    { id: 'horasTrabalhadas', header: 'Trabalhadas', sort: 'horasTrabalhadas', cell: (l) => <span className="tabular-nums">{l.horasTrabalhadas}</span> },
    { id: 'horasExtras', header: 'Extras', sort: 'horasExtras', cell: (l) => <span className="tabular-nums">{l.horasExtras}</span> },
    { id: 'faltas', header: 'Faltas', sort: 'faltas', cell: (l) => <span className="tabular-nums">{l.faltas}</span> },
    { id: 'atrasos', header: 'Atrasos e saídas antecipadas', sort: 'atrasos', cell: (l) => <span className="tabular-nums">{l.atrasos}</span> },
    {
      id: 'diasInconsistentes', header: 'Inconsistências', sort: 'diasInconsistentes',
      cell: (l) => (l.inconsistente ? <span className="font-medium text-danger-500">{l.diasInconsistentes === 1 ? '1 dia' : `${l.diasInconsistentes} dias`}</span> : '—'),
    },
  ]
  const info = detalhes.data?.page
  return (
    <section aria-label="Detalhes" className="flex flex-col gap-3">
      <div className="max-w-sm">
        <FormField label="Pesquisar funcionário">
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </FormField>
      </div>
      {detalhes.isError && <ErrorAlert error={detalhes.error} />}
      {detalhes.isPending ? (
        <Spinner />
      ) : detalhes.data && detalhes.data.items.length === 0 ? (
        <EmptyState>Nenhum funcionário encontrado.</EmptyState>
      ) : detalhes.data ? (
        <>
          <DataTable<LinhaFechamento & Record<string, unknown>>
            caption="Funcionários do fechamento"
            columns={columns}
            items={detalhes.data.items as (LinhaFechamento & Record<string, unknown>)[]}
            rowId={(l) => String(l.funcionario.id)}
            sort={sort}
            onSort={(s) => {
              setSort(s)
              setPage(0)
            }}
            busy={detalhes.isPlaceholderData}
          />
          {info && (
            <Paginacao pagina={info.number} totalPaginas={info.totalPages} onPagina={setPage} total={`(${info.totalElements} funcionários)`} />
          )}
        </>
      ) : null}
    </section>
  )
}
