import type { ReactNode } from 'react'
import { formatCnpj, formatCpf, formatDate } from '@/shared/lib'
import type { Comprovante } from '../api/relogio.schema'
import { formatNsr } from '../model/relogio'

export const TITULO_COMPROVANTE = 'Comprovante de Registro de Ponto do Trabalhador'

export interface ComprovanteDetalhesProps {
  comprovante: Comprovante
  /** Actions under the receipt (download). */
  acoes?: ReactNode
}

/** The receipt's contents (Portaria MTP 671/2021 art. 79), as the PDF prints them. */
export function ComprovanteDetalhes({ comprovante: c, acoes }: ComprovanteDetalhesProps) {
  const linhas: [string, string][] = [
    ['Empregador', c.empregador.nome],
    ['CNPJ', formatCnpj(c.empregador.cnpj)],
    ['Local da prestação do serviço', c.local],
    ['Trabalhador', c.funcionario.nome],
    ['CPF', formatCpf(c.funcionario.cpf)],
    ['Data e horário do registro', `${formatDate(c.data)} ${c.hora}`],
    ['NSR', formatNsr(c.nsr)],
    ['Identificação do REP', c.equipamento],
    ...(c.inpi ? [['Registro do programa no INPI', c.inpi] as [string, string]] : []),
    ['Código hash (SHA-256)', c.hash],
  ]
  return (
    <section aria-label={TITULO_COMPROVANTE} className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <h3 className="mb-3 text-sm font-semibold text-slate-900">{TITULO_COMPROVANTE}</h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {linhas.map(([rotulo, valor]) => (
          <div key={rotulo} className={rotulo.startsWith('Código hash') || rotulo.startsWith('Local') ? 'sm:col-span-2' : undefined}>
            <dt className="text-xs font-medium text-slate-600">{rotulo}</dt>
            <dd className="break-all text-slate-900">{valor || '-'}</dd>
          </div>
        ))}
      </dl>
      {acoes && <div className="mt-4 flex flex-wrap gap-2">{acoes}</div>}
    </section>
  )
}
