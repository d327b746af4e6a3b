import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { hasRole, useSessao, type Sessao } from '@/entities/sessao'
import {
  NovoVinculoButton,
  RemoverVinculoButton,
  VINCULOS_FUNCIONARIO_PAGINA,
  type TipoVinculoFuncionario,
} from '@/features/cadastro/vinculo-funcionario'
import { compararIso, formatDate } from '@/shared/lib'
import { Card, EmptyState, ErrorAlert, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { BancoCompensacaoTile, BancoDiasTile, BancoHorasTile } from '@/widgets/cartao-ponto-resumo'
import { funcionarioQueries, type ResumoFuncionario, type VinculoFuncionario } from '@/entities/funcionario'
import { situacaoVinculo } from '../model/abas'
import { saldosDoCartao } from '../model/carregar'
import { FuncionarioLayout } from './funcionario-layout'
import { QuadroVigenteCard } from './quadro-vigente-card'

/** The register a link points to, as the employee detail names it. */
function descricaoDo(v: VinculoFuncionario, ref: string): string {
  const registro = v[ref] as { codigo?: unknown; descricao?: string } | null | undefined
  if (!registro?.descricao) return '—'
  return registro.codigo ? `${String(registro.codigo)} - ${registro.descricao}` : registro.descricao
}

/** The balances the time card computes for this kind of bank, with the card's links to the entries. */
function SaldosDoCartao({ cartao, tipo, sessao }: { cartao: CartaoPonto; tipo: TipoVinculoFuncionario; sessao: Sessao }) {
  const m = cartao.manutencaoDTO
  if (tipo === 'bancoHoras') return m.existeBancoHoras ? <BancoHorasTile cartao={cartao} sessao={sessao} /> : null
  if (tipo === 'bancoDias') return cartao.bancoDiasResumo.length > 0 ? <BancoDiasTile cartao={cartao} sessao={sessao} /> : null
  if (tipo === 'bancoCompensacao' && cartao.bancoCompensacaoResumo)
    return <BancoCompensacaoTile resumo={cartao.bancoCompensacaoResumo} titulo="Banco de Compensação" sessao={sessao} />
  return null
}

function Saldos({ resumo, tipo, sessao }: { resumo: ResumoFuncionario; tipo: TipoVinculoFuncionario; sessao: Sessao }) {
  const saldos = saldosDoCartao(sessao, resumo, tipo)
  const cartao = useQuery({ ...saldos.cartao, enabled: saldos.mostra })
  if (!saldos.mostra) return null
  if (cartao.isPending) return <Spinner />
  if (cartao.isError) return <ErrorAlert error={cartao.error} />
  return (
    <section aria-label={`Saldos da competência ${resumo.competencia?.descricao ?? ''}`} className="max-w-3xl">
      <SaldosDoCartao cartao={cartao.data} tipo={tipo} sessao={sessao} />
    </section>
  )
}

/**
 * /funcionario/{id}/quadroHorario, bancoHoras, bancoDias, bancoCompensacao (AUTH-029): the dated links of one kind;
 * the schedule page opens with the schedule in force and its days (REG-007). The route's loader reads the employee's
 * detail, which holds the links (carregarPaginaFuncionario).
 */
export function FuncionarioVinculosPage({ id, tipo }: { id: number; tipo: TipoVinculoFuncionario }) {
  const sessao = useSessao()
  const definicao = VINCULOS_FUNCIONARIO_PAGINA[tipo]
  const detalhe = useSuspenseQuery(funcionarioQueries.detail(id))
  const podeEditar = hasRole(sessao, 'front_funcionario')
  return (
    <FuncionarioLayout id={id} pagina={tipo}>
      {(resumo) => {
        const lista = [...(detalhe.data[definicao.lista] ?? [])].sort((a, b) => compararIso(b.inicio, a.inicio))
        return (
          <>
            {tipo === 'quadroHorario' && <QuadroVigenteCard id={id} />}
            <Card
              title={definicao.titulo}
              aria-label={definicao.titulo}
              actions={podeEditar && <NovoVinculoButton funcionarioId={id} tipo={tipo} hoje={resumo.hoje} />}
            >
              {lista.length === 0 ? (
                <EmptyState>Nenhum vínculo.</EmptyState>
              ) : (
                <Table>
                  <TableHead>
                    <TableRow>
                      <TableHeaderCell>{definicao.rotulo}</TableHeaderCell>
                      <TableHeaderCell>Início</TableHeaderCell>
                      <TableHeaderCell>Fim</TableHeaderCell>
                      <TableHeaderCell>Situação</TableHeaderCell>
                      {podeEditar && (
                        <TableHeaderCell>
                          <span className="sr-only">Ações</span>
                        </TableHeaderCell>
                      )}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {lista.map((v) => {
                      const descricao = descricaoDo(v, definicao.ref)
                      const situacao = situacaoVinculo(v, resumo.hoje)
                      return (
                        <TableRow key={v.id}>
                          <TableCell>{descricao}</TableCell>
                          <TableCell>{formatDate(v.inicio)}</TableCell>
                          <TableCell>{v.fim ? formatDate(v.fim) : '—'}</TableCell>
                          <TableCell>{situacao}</TableCell>
                          {podeEditar && (
                            <TableCell className="text-right">
                              {situacao === 'Futuro' && (
                                <RemoverVinculoButton funcionarioId={id} tipo={tipo} vinculoId={v.id} descricao={descricao} />
                              )}
                            </TableCell>
                          )}
                        </TableRow>
                      )
                    })}
                  </TableBody>
                </Table>
              )}
            </Card>
            <Saldos resumo={resumo} tipo={tipo} sessao={sessao} />
          </>
        )
      }}
    </FuncionarioLayout>
  )
}
