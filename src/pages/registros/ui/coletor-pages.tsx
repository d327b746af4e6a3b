import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { coletorQueries, type Coletor, type TipoMensagemColetor } from '@/entities/cadastro/equipamento'
import { MensagemColetorForm } from '@/features/cadastro/funcionarios-coletor'
import { formatDateTime, formatRelativeTime } from '@/shared/lib'
import { Card, PageTitle, RegisterList, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { ColetorLinks, situacaoColetor } from './coletor-links'

/** The collector of the path, which the route's loader reads (carregarColetor); its screens show with it. */
function ComColetor({ id, children }: { id: string; children: (coletor: Coletor) => ReactNode }) {
  const coletor = useSuspenseQuery(coletorQueries.detail(id))
  return <div className="flex flex-col gap-6">{children(coletor.data)}</div>
}

function Dado({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-500">{rotulo}</dt>
      <dd className="text-sm font-medium text-slate-800">{children}</dd>
    </div>
  )
}

const MENSAGENS: Record<string, string> = {
  COLETOR_FUNCIONARIO_IMPORTAR: 'Importação de funcionário',
  COLETOR_FUNCIONARIO_ENVIAR: 'Envio de funcionários',
  COLETOR_FUNCIONARIO_TRANSFERIR: 'Transferência de funcionários',
}

/** /coletor/{id}/view: the collector, read only, and the employees it knows (searched and paged). */
export function ColetorViewPage({ id }: { id: string }) {
  return (
    <ComColetor id={id}>
      {(c) => (
        <>
          <PageTitle className="mb-0">{`Coletor ${c.descricao}`}</PageTitle>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Dado rotulo="Endereço IP">{c.ip}</Dado>
            <Dado rotulo="Situação">{situacaoColetor(c)}</Dado>
            <Dado rotulo="Último contato">{formatRelativeTime(c.ultimoContato, new Date())}</Dado>
            <Dado rotulo="Funcionários">{c.totalFuncionarios ?? 0}</Dado>
          </dl>
          <ColetorLinks coletor={c} exceto="view" />
          <RegisterList
            title="Funcionários do coletor"
            list={coletorQueries.funcionarios(c.id)}
            rowId={(f) => String(f.id)}
            columns={[
              { id: 'matricula', header: 'Matrícula', cell: (f) => f.matricula ?? '—', sort: 'matricula' },
              { id: 'nome', header: 'Nome', cell: (f) => f.nome, sort: 'nome' },
            ]}
          />
        </>
      )}
    </ComColetor>
  )
}

/** /coletor/{id}/envio-funcionario and /coletor/{id}/transferencia-funcionario: one message to the collector. */
export function ColetorMensagemPage({ id, tipo }: { id: string; tipo: TipoMensagemColetor }) {
  const tela = tipo === 'COLETOR_FUNCIONARIO_ENVIAR' ? 'envio-funcionario' : 'transferencia-funcionario'
  return (
    <ComColetor id={id}>
      {(c) => (
        <>
          <MensagemColetorForm coletor={c} tipo={tipo} />
          <ColetorLinks coletor={c} exceto={tela} />
        </>
      )}
    </ComColetor>
  )
}

/**
 * /coletor/{id}/dashboard: whether it answers, its clocks, the employees it knows and the last messages sent to it; the
 * route's loader reads the panel (carregarPainelColetor).
 */
export function ColetorDashboardPage({ id }: { id: string }) {
  const painel = useSuspenseQuery(coletorQueries.dashboard(Number(id)))
  const { coletor, equipamentos, totalFuncionarios, totalMensagens, ultimasMensagens } = painel.data
  return (
    <div className="flex flex-col gap-6">
      <PageTitle className="mb-0">{`Painel do coletor ${coletor.descricao}`}</PageTitle>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        <Dado rotulo="Situação">{situacaoColetor(coletor)}</Dado>
        <Dado rotulo="Último contato">{formatRelativeTime(coletor.ultimoContato, new Date())}</Dado>
        <Dado rotulo="Equipamentos">{equipamentos.length}</Dado>
        <Dado rotulo="Funcionários">{totalFuncionarios}</Dado>
        <Dado rotulo="Mensagens enviadas">{totalMensagens}</Dado>
      </dl>
      <ColetorLinks coletor={coletor} exceto="dashboard" />
      <Card title="Equipamentos">
        {equipamentos.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhum equipamento vinculado.</p>
        ) : (
          <ul className="text-sm text-slate-800">
            {equipamentos.map((e) => (
              <li key={e.id}>
                {e.descricao}
                {!e.ativo && ' (inativo)'}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Últimas mensagens">
        {ultimasMensagens.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhuma mensagem enviada.</p>
        ) : (
          <Table aria-label="Últimas mensagens">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Mensagem</TableHeaderCell>
                <TableHeaderCell>Enviada em</TableHeaderCell>
                <TableHeaderCell>Funcionários</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ultimasMensagens.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{MENSAGENS[m.messageType] ?? m.messageType}</TableCell>
                  <TableCell>{formatDateTime(m.enviadaEm)}</TableCell>
                  <TableCell>{Array.isArray(m.payload.funcionarioIds) ? m.payload.funcionarioIds.length : 1}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </div>
  )
}
