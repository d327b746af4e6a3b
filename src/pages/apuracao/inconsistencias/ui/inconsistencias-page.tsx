import { useState } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { inconsistenciaQueries } from '@/entities/apuracao/inconsistencia'
import { funcionarioLabel, funcionarioQueries } from '@/entities/funcionario'
import type { LookupOption } from '@/entities/lookup'
import { TELAS_VISOES, VisoesMenu } from '@/features/visoes-salvas'
import { CompetenciaFiltro, DataFiltro, DepartamentoFiltro, FuncionarioFiltro } from '@/widgets/filtros-apuracao'
import { MSG_CARREGANDO } from '@/shared/config'
import { formatDate, useSearchParamText } from '@/shared/lib'
import { EmptyState, PageTitle, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { inconsistenciaFiltro, type InconsistenciasSearch } from '../model/search'

export const SEM_INCONSISTENCIAS = 'Nenhuma inconsistencia encontrada.'

/**
 * The employee of the URL as the picker shows it: the option just chosen needs no request; an id that came with a
 * link (or Back/Forward) is named by GET /api/funcionarios/{id}.
 */
function useFuncionarioOpcao(id: number | undefined) {
  const [escolhido, setEscolhido] = useState<LookupOption | null>(null)
  const conhecido = escolhido !== null && escolhido.id === id
  const detalhe = useQuery({ ...funcionarioQueries.detail(id ?? 0), enabled: id !== undefined && !conhecido })
  const opcao: LookupOption | null =
    id === undefined
      ? null
      : conhecido
        ? escolhido
        : { id, label: detalhe.data ? funcionarioLabel(detalhe.data) : detalhe.isError ? `Funcionário nº ${id}` : MSG_CARREGANDO }
  return [opcao, setEscolhido] as const
}

/**
 * /registro-inconsistente 'Inconsistências' (AUTH-052): every inconsistent day of the open competences, filterable,
 * each linking to its day on the time card. The list is read again whenever it is opened, so a day corrected on the
 * card is gone when the user comes back. The filters live in the URL (`search`, validated by the route): a typed date
 * replaces the history entry its first key pushed; an employee, competence or department pushes one. The route's
 * loader reads the list of the URL's filters (carregarInconsistencias), on every change of them.
 */
export function InconsistenciasPage({ search }: { search: InconsistenciasSearch }) {
  const navigate = useNavigate()
  const alterar = (mudanca: Partial<InconsistenciasSearch>, replace = false) =>
    void navigate({ to: '.', search: (atual) => ({ ...atual, ...mudanca }), replace })
  const [funcionario, setFuncionario] = useFuncionarioOpcao(search.funcionario)
  const inicio = useSearchParamText(search.inicio, (valor, replace) => alterar({ inicio: valor }, replace))
  const fim = useSearchParamText(search.fim, (valor, replace) => alterar({ fim: valor }, replace))
  const lista = useSuspenseQuery(inconsistenciaQueries.lista(inconsistenciaFiltro(search)))

  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        subtitle="Dias com inconsistência nas competências abertas"
        actions={<VisoesMenu tela={TELAS_VISOES.inconsistencias} />}
      >
        Inconsistências
      </PageTitle>
      <form role="search" aria-label="Filtrar inconsistências" className="grid gap-3 md:grid-cols-2 xl:grid-cols-5" onSubmit={(e) => e.preventDefault()}>
        <FuncionarioFiltro
          value={funcionario}
          onChange={(opcao) => {
            setFuncionario(opcao)
            alterar({ funcionario: opcao?.id })
          }}
        />
        <CompetenciaFiltro value={search.competencia} onChange={(id) => alterar({ competencia: id })} apenasAbertas />
        <DepartamentoFiltro value={search.departamento} onChange={(id) => alterar({ departamento: id })} />
        <DataFiltro label="Data inicial" value={inicio.value} onChange={inicio.onChange} />
        <DataFiltro label="Data final" value={fim.value} onChange={fim.onChange} />
      </form>
      {lista.data.length === 0 ? (
        <EmptyState>{SEM_INCONSISTENCIAS}</EmptyState>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-600">
            {lista.data.length === 1 ? '1 dia inconsistente' : `${lista.data.length} dias inconsistentes`}
          </p>
          <Table aria-label="Inconsistências">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Data</TableHeaderCell>
                <TableHeaderCell>Funcionário</TableHeaderCell>
                <TableHeaderCell>Departamento</TableHeaderCell>
                <TableHeaderCell>Competência</TableHeaderCell>
                <TableHeaderCell>Marcações</TableHeaderCell>
                <TableHeaderCell>Inconsistência</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">Ações</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.data.map((i) => (
                <TableRow key={`${i.funcionario.id}-${i.data}`} data-testid={`inconsistencia-${i.funcionario.id}-${i.data}`}>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {formatDate(i.data)} <span className="text-slate-600">{i.diaSemanaAbreviado}</span>
                  </TableCell>
                  <TableCell>
                    <span className="text-slate-600 tabular-nums">{i.funcionario.matricula}</span> {i.funcionario.nome}
                  </TableCell>
                  <TableCell>{i.departamento?.descricao}</TableCell>
                  <TableCell className="tabular-nums">{i.competencia.descricaoCurta}</TableCell>
                  <TableCell className="tabular-nums">{i.marcacoes.join(' ')}</TableCell>
                  <TableCell className="text-danger-500">{i.errorMessage ?? 'Registro inconsistente'}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Link
                      to="/registro-inconsistente/$id"
                      params={{ id: i.id }}
                      search={search}
                      className="mr-3 font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      Detalhes
                      <span className="sr-only">
                        {' '}
                        do dia {formatDate(i.data)} de {i.funcionario.nome}
                      </span>
                    </Link>
                    <Link
                      to="/manutencao/$competencia/$funcionario"
                      params={{ competencia: String(i.competencia.id), funcionario: String(i.funcionario.id) }}
                      hash={`dia-${i.data}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      Abrir no cartão ponto
                      <span className="sr-only">
                        {' '}
                        de {i.funcionario.nome} em {formatDate(i.data)}
                      </span>
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </div>
  )
}
