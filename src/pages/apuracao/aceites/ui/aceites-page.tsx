import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AceiteButton } from '@/features/cartao-ponto/executar-aceite'
import { aceiteQueries, type Aceite, type AceiteFiltro, type SituacaoAceite } from '@/entities/apuracao/aceite'
import type { LookupOption } from '@/entities/lookup'
import { isPlainEmployee, useSessao } from '@/entities/sessao'
import { CompetenciaFiltro, FuncionarioFiltro } from '@/widgets/filtros-apuracao'
import { cn, formatDateTime } from '@/shared/lib'
import {
  ALERT_TIMEOUT_MS, Card, EmptyState, ErrorAlert, PageTitle, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow,
} from '@/shared/ui'

export const SEM_PENDENTES = 'Nenhum cartao ponto aguardando aceite.'
export const SEM_ACEITOS = 'Nenhum cartao ponto aceito.'

const TITULOS: Record<SituacaoAceite, string> = { PENDENTE: 'Aguardando aceite', ACEITO: 'Aceitos' }

/**
 * /aceite 'Cartão Ponto Digital' (AUTH-053): the time cards awaiting acceptance and the accepted ones. The
 * employee accepts their own from here as on the card (TC-062..064); staff follow everyone's.
 */
export function AceitesPage() {
  const sessao = useSessao()
  const staff = !isPlainEmployee(sessao)
  const [funcionario, setFuncionario] = useState<LookupOption | null>(null)
  const [competenciaId, setCompetenciaId] = useState<number | undefined>()
  const [sucesso, setSucesso] = useState<string | null>(null)
  const [erro, setErro] = useState<unknown>(null)
  const filtro = {
    ...(funcionario ? { funcionarioId: funcionario.id } : {}),
    ...(competenciaId !== undefined ? { competenciaId } : {}),
  }

  useEffect(() => {
    if (!sucesso) return
    const id = setTimeout(() => setSucesso(null), ALERT_TIMEOUT_MS)
    return () => clearTimeout(id)
  }, [sucesso])

  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0">Cartão Ponto Digital</PageTitle>
      {staff && (
        <form role="search" aria-label="Filtrar cartões" className="grid gap-3 md:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
          <FuncionarioFiltro value={funcionario} onChange={setFuncionario} />
          <CompetenciaFiltro value={competenciaId} onChange={setCompetenciaId} />
        </form>
      )}
      {sucesso && (
        <p role="status" className="rounded-md border border-success-500/40 bg-success-50 px-4 py-2 text-sm font-medium text-slate-900">
          {sucesso}
        </p>
      )}
      <ErrorAlert error={erro} onDismiss={() => setErro(null)} />
      <ListaAceites
        filtro={{ ...filtro, situacao: 'PENDENTE' }}
        vazio={SEM_PENDENTES}
        staff={staff}
        onAceite={(mensagem) => {
          setErro(null)
          setSucesso(mensagem)
        }}
        onError={setErro}
      />
      <ListaAceites filtro={{ ...filtro, situacao: 'ACEITO' }} vazio={SEM_ACEITOS} staff={staff} />
    </div>
  )
}

interface ListaAceitesProps {
  filtro: AceiteFiltro
  vazio: string
  /** Staff follow everyone's cards; an employee sees only their own. */
  staff: boolean
  onAceite?: (mensagem: string) => void
  onError?: (error: unknown) => void
}

/**
 * On a phone an employee's row keeps only what tells their cards apart: their own name and department, and the
 * 'Aguardando aceite' the list's title already says, leave it, so that the row fits the screen and its 'Aceite' is in
 * view, not past the table's right edge.
 */
const SO_EM_TELA_LARGA = 'max-md:hidden'

function ListaAceites({ filtro, vazio, staff, onAceite, onError }: ListaAceitesProps) {
  const proprio = staff ? undefined : SO_EM_TELA_LARGA
  const lista = useQuery(aceiteQueries.lista(filtro))
  const titulo = TITULOS[filtro.situacao]
  return (
    <Card title={titulo} aria-label={titulo}>
      {lista.isPending ? (
        <Spinner />
      ) : lista.isError ? (
        <ErrorAlert error={lista.error} />
      ) : lista.data.length === 0 ? (
        <EmptyState>{vazio}</EmptyState>
      ) : (
        <Table aria-label={`Cartões ${titulo.toLowerCase()}`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Competência</TableHeaderCell>
              <TableHeaderCell className={proprio}>Funcionário</TableHeaderCell>
              <TableHeaderCell className={proprio}>Departamento</TableHeaderCell>
              <TableHeaderCell className={filtro.situacao === 'PENDENTE' ? proprio : undefined}>
                {filtro.situacao === 'ACEITO' ? 'Aceito em' : 'Situação'}
              </TableHeaderCell>
              <TableHeaderCell>
                <span className="sr-only">Ações</span>
              </TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lista.data.map((a) => (
              <LinhaAceite key={a.id} aceite={a} staff={staff} onAceite={onAceite} onError={onError} />
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}

function LinhaAceite({ aceite: a, staff, onAceite, onError }: { aceite: Aceite } & Pick<ListaAceitesProps, 'staff' | 'onAceite' | 'onError'>) {
  const proprio = staff ? undefined : SO_EM_TELA_LARGA
  return (
    <TableRow data-testid={`aceite-${a.funcionario.id}-${a.competencia.id}`}>
      <TableCell className="tabular-nums">{a.competencia.descricaoCurta}</TableCell>
      <TableCell className={proprio}>
        <span className="text-slate-600 tabular-nums">{a.funcionario.matricula}</span> {a.funcionario.nome}
      </TableCell>
      <TableCell className={proprio}>{a.departamento?.descricao}</TableCell>
      <TableCell className={cn('tabular-nums', a.situacao === 'PENDENTE' && proprio)}>
        {a.situacao === 'ACEITO' ? formatDateTime(a.dataAceite) : 'Aguardando aceite'}
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
          <Link to="/aceite/$id" params={{ id: String(a.id) }} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Detalhes
            <span className="sr-only">
              {' '}
              do aceite de {a.competencia.descricaoCurta} de {a.funcionario.nome}
            </span>
          </Link>
          <Link
            to="/manutencao/$competencia/$funcionario"
            params={{ competencia: String(a.competencia.id), funcionario: String(a.funcionario.id) }}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Visualizar
            <span className="sr-only">
              {' '}
              o cartão ponto de {a.competencia.descricaoCurta} de {a.funcionario.nome}
            </span>
          </Link>
          {a.podeAceitar && onAceite && onError && (
            <AceiteButton funcionarioId={a.funcionario.id} competenciaId={a.competencia.id} onSuccess={onAceite} onError={onError} />
          )}
        </div>
      </TableCell>
    </TableRow>
  )
}
