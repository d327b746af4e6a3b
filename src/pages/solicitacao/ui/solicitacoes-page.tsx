import { Link, useNavigate } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { mayApproveRequests, mayOpen, useSessao } from '@/entities/sessao'
import {
  ROTULO_ESCOPO,
  STATUS_SOLICITACAO,
  statusLabel,
  useSolicitacoes,
  type Escopo,
} from '@/entities/solicitacao'
import { DecisaoEmLote } from '@/features/solicitacao/decidir'
import { TELAS_VISOES, VisoesMenu } from '@/features/visoes-salvas'
import { errorMessage } from '@/shared/api'
import { cn, formatDate, useSearchParamText } from '@/shared/lib'
import {
  Button,
  DateInput,
  EmptyState,
  ErrorAlert,
  FormField,
  Input,
  PageTitle,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/shared/ui'
import type { SolicitacoesSearch } from '../model/search'
import { useSelecaoPendentes } from '../model/selecao-pendentes'

export const SEM_SOLICITACOES = 'Nenhuma solicitação encontrada.'

const CAMINHO_ESCOPO: Record<Escopo, string> = {
  ME: '/solicitacao',
  PARA_DEFERIMENTO: '/solicitacao/escopo/PARA_DEFERIMENTO',
  TODOS: '/solicitacao/escopo/TODOS',
}

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline'

/**
 * One's own requests on a phone: the row keeps the date, the situation and 'Abrir' (and the number from 640 px), so the
 * situation and the way in are on screen, not past the table's right edge; the rest is on the request's page.
 */
const CELULAR_ME = { numero: 'max-sm:hidden', detalhe: 'max-md:hidden' } as const
const CELULAR_OUTROS = { numero: undefined, detalhe: undefined } as const

interface OpcaoStatus {
  valor: (typeof STATUS_SOLICITACAO)[number]
  rotulo: string
}
const OPCOES_STATUS: OpcaoStatus[] = STATUS_SOLICITACAO.map((valor) => ({ valor, rotulo: statusLabel(valor) }))

/** A check box that shows 'some checked' as the indeterminate state. */
function CaixaDeSelecao({ parcial = false, ...props }: ComponentProps<'input'> & { parcial?: boolean }) {
  return (
    <input
      type="checkbox"
      ref={(el) => {
        if (el) el.indeterminate = parcial
      }}
      className="size-4 accent-brand-500"
      {...props}
    />
  )
}

/**
 * /solicitacao and /solicitacao/escopo/{escopo} (REQ-002..006, REQ-015): the requests of a scope (ME by default),
 * filtered by text, status and period; the list call waits 500 ms after the last change. The filters and the page
 * live in the URL (`search`, validated by the route): typing replaces the history entry its first key pushed, a
 * status or a page pushes one, and a filter change goes back to the first page. An approver's scopes other than ME
 * check pending requests to approve or reject them together (DecisaoEmLote).
 */
export function SolicitacoesPage({ escopo, search }: { escopo: Escopo; search: SolicitacoesSearch }) {
  const sessao = useSessao()
  const navigate = useNavigate()
  const celular = escopo === 'ME' ? CELULAR_ME : CELULAR_OUTROS
  const ir = (mudanca: Partial<SolicitacoesSearch>, replace = false) =>
    void navigate({ to: '.', search: (atual) => ({ ...atual, ...mudanca }), replace })
  const alterar = (parcial: Partial<Omit<SolicitacoesSearch, 'page'>>, replace = false) => ir({ ...parcial, page: 0 }, replace)
  const texto = useSearchParamText(search.search, (valor, replace) => alterar({ search: valor }, replace))
  const inicio = useSearchParamText(search.inicio, (valor, replace) => alterar({ inicio: valor }, replace))
  const fim = useSearchParamText(search.fim, (valor, replace) => alterar({ fim: valor }, replace))
  const { page: pagina, ...filtro } = search
  const { query, erro } = useSolicitacoes({ ...filtro, escopo }, pagina)
  const aprova = mayApproveRequests(sessao)
  const escopos: Escopo[] = aprova ? ['ME', 'PARA_DEFERIMENTO', 'TODOS'] : ['ME']
  const dados = query.data
  const emLote = aprova && escopo !== 'ME'
  const selecao = useSelecaoPendentes(dados?.items, emLote)
  const comSelecao = emLote && selecao.pendentes.length > 0

  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        subtitle={ROTULO_ESCOPO[escopo]}
        actions={
          <div className="flex items-center gap-2">
            <VisoesMenu tela={TELAS_VISOES.solicitacoes} />
            {mayOpen(sessao, '/solicitacao/new') && (
              <Link to="/solicitacao/new" className="rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">
                Nova solicitação
              </Link>
            )}
          </div>
        }
      >
        Solicitações
      </PageTitle>
      {escopos.length > 1 && (
        <nav aria-label="Escopo" className="flex gap-1 border-b border-slate-200">
          {escopos.map((e) => (
            <Link
              key={e}
              to={CAMINHO_ESCOPO[e]}
              search={{ ...filtro, page: 0 }}
              aria-current={e === escopo ? 'page' : undefined}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm',
                e === escopo ? 'border-brand-600 font-medium text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {ROTULO_ESCOPO[e]}
            </Link>
          ))}
        </nav>
      )}
      <form role="search" aria-label="Filtrar solicitações" className="grid gap-3 md:grid-cols-2 xl:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <FormField label="Pesquisar">
          <Input type="search" value={texto.value} onChange={(e) => texto.onChange(e.target.value)} placeholder="Funcionário, tipo ou observação" />
        </FormField>
        <FormField label="Situação">
          {(control) => (
            <Select<OpcaoStatus>
              inputId={control.id}
              options={OPCOES_STATUS}
              value={OPCOES_STATUS.find((o) => o.valor === filtro.status) ?? null}
              onChange={(o) => alterar({ status: o?.valor ?? '' })}
              getOptionLabel={(o) => o.rotulo}
              getOptionValue={(o) => o.valor}
            />
          )}
        </FormField>
        <FormField label="Data inicial">
          <DateInput value={inicio.value} onChange={(e) => inicio.onChange(e.target.value)} />
        </FormField>
        <FormField label="Data final">
          <DateInput value={fim.value} onChange={(e) => fim.onChange(e.target.value)} />
        </FormField>
      </form>
      {emLote && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p role="status" className="text-sm text-slate-700">
            {selecao.selecionadas.length === 0
              ? ''
              : `${selecao.selecionadas.length} ${selecao.selecionadas.length === 1 ? 'selecionada' : 'selecionadas'}`}
          </p>
          <DecisaoEmLote selecionadas={selecao.selecionadas} onDecididas={selecao.desmarcar} />
        </div>
      )}
      {erro !== null ? (
        <ErrorAlert error={erro} message={errorMessage(erro)} />
      ) : !dados ? (
        <Spinner />
      ) : dados.items.length === 0 ? (
        <EmptyState>{SEM_SOLICITACOES}</EmptyState>
      ) : (
        <>
          <Table aria-label="Solicitações" aria-busy={query.isFetching}>
            <TableHead>
              <TableRow>
                {comSelecao && (
                  <TableHeaderCell className="w-10">
                    <CaixaDeSelecao
                      aria-label="Selecionar todas"
                      checked={selecao.todas}
                      parcial={!selecao.todas && selecao.selecionadas.length > 0}
                      onChange={(e) => selecao.marcarTodas(e.target.checked)}
                    />
                  </TableHeaderCell>
                )}
                <TableHeaderCell className={celular.numero}>Nº</TableHeaderCell>
                <TableHeaderCell className={celular.detalhe}>Funcionário</TableHeaderCell>
                <TableHeaderCell>Início</TableHeaderCell>
                <TableHeaderCell className={celular.detalhe}>Fim</TableHeaderCell>
                <TableHeaderCell className={celular.detalhe}>Tipo</TableHeaderCell>
                <TableHeaderCell>Situação</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">Ações</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {dados.items.map((s) => (
                <TableRow key={s.id} data-testid={`solicitacao-${s.id}`}>
                  {comSelecao && (
                    <TableCell>
                      {s.status === 'PENDENTE' && (
                        <CaixaDeSelecao
                          aria-label={`Selecionar a solicitação nº ${s.id}`}
                          checked={selecao.marcada(s.id)}
                          onChange={(e) => selecao.marcar(s.id, e.target.checked)}
                        />
                      )}
                    </TableCell>
                  )}
                  <TableCell className={cn('tabular-nums', celular.numero)}>{s.id}</TableCell>
                  <TableCell className={celular.detalhe}>{s.funcionario.nome}</TableCell>
                  <TableCell className="tabular-nums">{formatDate(s.inicio)}</TableCell>
                  <TableCell className={cn('tabular-nums', celular.detalhe)}>{formatDate(s.fim)}</TableCell>
                  <TableCell className={celular.detalhe}>{s.tipoSolicitacao?.descricao}</TableCell>
                  <TableCell>{statusLabel(s.status)}</TableCell>
                  <TableCell className="space-x-3 text-right whitespace-nowrap">
                    {mayOpen(sessao, `/solicitacao/${s.id}/dashboard`) && (
                      <Link to="/solicitacao/$id/dashboard" params={{ id: String(s.id) }} className={linkClass}>
                        Abrir<span className="sr-only"> a solicitação nº {s.id}</span>
                      </Link>
                    )}
                    {escopo !== 'ME' && s.status === 'PENDENTE' && mayOpen(sessao, `/solicitacao/${s.id}/aprovacao`) && (
                      <Link
                        to="/solicitacao/$id/aprovacao"
                        params={{ id: String(s.id) }}
                        search={{ search: filtro.search, inicio: filtro.inicio, fim: filtro.fim }}
                        className={linkClass}
                      >
                        Deferir / Indeferir<span className="sr-only"> a solicitação nº {s.id}</span>
                      </Link>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <nav aria-label="Paginação" className="flex items-center justify-end gap-3 text-sm text-slate-600">
            <span>
              Página {dados.page.number + 1} de {Math.max(1, dados.page.totalPages)} ({dados.page.totalElements}{' '}
              {dados.page.totalElements === 1 ? 'solicitação' : 'solicitações'})
            </span>
            <Button variant="secondary" disabled={pagina === 0} onClick={() => ir({ page: Math.max(0, pagina - 1) })}>
              Anterior
            </Button>
            <Button variant="secondary" disabled={pagina + 1 >= dados.page.totalPages} onClick={() => ir({ page: pagina + 1 })}>
              Próxima
            </Button>
          </nav>
        </>
      )}
    </div>
  )
}
