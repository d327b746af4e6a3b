import { useSuspenseQuery } from '@tanstack/react-query'
import type { Endereco } from '@/shared/api'
import { formatDate } from '@/shared/lib'
import { Card, EmptyState, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { funcionarioPaginasQueries } from '@/entities/funcionario'
import { enderecoTexto, linkOpenStreetMap } from '../model/mapa'
import { FuncionarioLayout } from './funcionario-layout'

const linkClass = 'text-sm text-brand-600 underline underline-offset-2 hover:text-brand-700'

function Posicao({ latitude, longitude, endereco }: { latitude: number | null; longitude: number | null; endereco?: Endereco }) {
  const href = linkOpenStreetMap(latitude, longitude, endereco)
  return (
    <>
      {latitude !== null && longitude !== null ? (
        <span className="font-mono tabular-nums">{`${latitude.toFixed(6)}, ${longitude.toFixed(6)}`}</span>
      ) : (
        <span className="text-slate-500">Coordenadas não registradas</span>
      )}
      {href && (
        <a href={href} target="_blank" rel="noreferrer" className={`ml-3 ${linkClass}`}>
          Abrir no OpenStreetMap
        </a>
      )}
    </>
  )
}

/** /funcionario/{id}/mapa (AUTH-030): the work place's address and the web-clock punches' places (no map tiles offline). */
export function FuncionarioMapaPage({ id }: { id: number }) {
  const mapa = useSuspenseQuery(funcionarioPaginasQueries.mapa(id))
  return (
    <FuncionarioLayout id={id} pagina="mapa">
      {() => (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card title="Local de trabalho" aria-label="Local de trabalho">
            {mapa.data.localTrabalho ? (
              <div className="flex flex-col gap-2 text-sm">
                <p className="font-semibold text-slate-800">{mapa.data.localTrabalho.descricao}</p>
                <address className="not-italic text-slate-700">{enderecoTexto(mapa.data.localTrabalho.endereco)}</address>
                <p>
                  <Posicao
                    latitude={mapa.data.localTrabalho.latitude}
                    longitude={mapa.data.localTrabalho.longitude}
                    endereco={mapa.data.localTrabalho.endereco}
                  />
                </p>
              </div>
            ) : (
              <EmptyState>Sem local de trabalho vigente.</EmptyState>
            )}
          </Card>
          <Card title="Marcações no relógio web (últimos 30 dias)" aria-label="Marcações no relógio web">
            {mapa.data.marcacoes.length === 0 ? (
              <EmptyState>Nenhuma marcação no relógio web.</EmptyState>
            ) : (
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>Data</TableHeaderCell>
                    <TableHeaderCell>Hora</TableHeaderCell>
                    <TableHeaderCell>Local</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {mapa.data.marcacoes.map((m) => (
                    <TableRow key={m.id}>
                      <TableCell>{formatDate(m.data)}</TableCell>
                      <TableCell className="tabular-nums">{m.hora}</TableCell>
                      <TableCell>
                        <Posicao latitude={m.latitude} longitude={m.longitude} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Card>
        </div>
      )}
    </FuncionarioLayout>
  )
}
