import type { ReactNode } from 'react'
import type { RegistroDia } from '@/entities/cartao-ponto'
import { errorMessage } from '@/shared/api'
import { formatDate } from '@/shared/lib'
import { Card, ErrorAlert, Spinner } from '@/shared/ui'
import { paresDoDia, textoRestantes } from '../model/dias-da-solicitacao'
import type { DiaNoCartao, DiasNoCartao as Dias } from '../model/use-dias-no-cartao'

function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1">
      <dt className="text-sm font-medium text-slate-600">{rotulo}</dt>
      <dd className="col-span-2 text-sm text-slate-900">{children}</dd>
    </div>
  )
}

function situacaoDoDia(r: RegistroDia): string | null {
  if (r.feriado) return r.descricaoOcorrencia ? `Feriado: ${r.descricaoOcorrencia}` : 'Feriado'
  if (r.folga) return 'Folga'
  if (r.descanso) return 'Descanso'
  return r.descricaoOcorrencia
}

function Dia({ dia }: { dia: DiaNoCartao }) {
  const r = dia.registro
  const titulo = `${r?.diaSemanaAbreviado ? `${r.diaSemanaAbreviado}, ` : ''}${formatDate(dia.data)}`
  const pares = r ? paresDoDia(r) : []
  const situacao = r && situacaoDoDia(r)
  return (
    <li aria-label={`Dia ${formatDate(dia.data)}`} className="py-2">
      <h3 className="text-sm font-semibold text-slate-800">
        {titulo}
        {situacao && <span className="ml-2 font-normal text-slate-600">({situacao})</span>}
      </h3>
      {r === null ? (
        <p className="text-sm text-slate-600">O dia não está em nenhum cartão ponto.</p>
      ) : (
        <>
          <dl className="mt-1">
            <Linha rotulo="Marcações">{pares.length > 0 ? pares.join('; ') : 'Nenhuma marcação'}</Linha>
            <Linha rotulo="Total trabalhado">{r.horas || '00:00'}</Linha>
            <Linha rotulo="Tratamentos">
              {r.tratamentos.length === 0 ? (
                'Nenhum tratamento'
              ) : (
                <ul>
                  {r.tratamentos.map((t) => (
                    <li key={t.id}>
                      {t.motivo.descricao}
                      {t.hora ? ` ${t.hora}` : ''}
                      {t.solicitacaoId !== null ? ` (solicitação nº ${t.solicitacaoId})` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </Linha>
          </dl>
          {r.errorMessage && <p className="text-sm font-medium text-danger-700">{r.errorMessage}</p>}
        </>
      )}
    </li>
  )
}

/** The request's days as they are now on the employee's time card: pairs, worked total, treatments. */
export function DiasNoCartao({ contexto }: { contexto: Dias }) {
  const titulo = contexto.dias.length > 1 ? 'Dias solicitados no cartão ponto' : 'Dia solicitado no cartão ponto'
  return (
    <Card title={titulo} aria-label={titulo}>
      {contexto.erro ? (
        <ErrorAlert error={contexto.erro} message={errorMessage(contexto.erro)} />
      ) : contexto.carregando ? (
        <Spinner />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {contexto.dias.map((dia) => (
              <Dia key={dia.data} dia={dia} />
            ))}
          </ul>
          {contexto.restantes > 0 && <p className="mt-2 text-sm text-slate-600">{textoRestantes(contexto.restantes)}</p>}
        </>
      )}
    </Card>
  )
}
