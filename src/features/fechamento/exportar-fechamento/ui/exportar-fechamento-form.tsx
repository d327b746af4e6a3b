import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { leiauteFolhaResource } from '@/entities/fiscal/leiaute-folha'
import { exportarFechamento, type FormatoExportacao } from '@/entities/fiscal/fechamento'
import { mayOpen, useSessao } from '@/entities/sessao'
import { salvarArquivo } from '@/shared/lib'
import { Button, ErrorAlert, inputClass } from '@/shared/ui'

type Escolha = FormatoExportacao | 'leiaute'

const FORMATOS: { value: FormatoExportacao; label: string }[] = [
  { value: 'txt', label: 'TXT (padrão: matrícula, evento, horas)' },
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'XLSX (planilha)' },
]

/** Every saved payroll layout fits in one page: a company keeps a handful. */
const LEIAUTES = { page: 0, size: 100 }

const radioClass = 'inline-flex items-center gap-2 text-sm text-slate-800'

/** The closing's export: the payroll events of each employee, downloaded as a file (a format or a saved layout). */
export function ExportarFechamentoForm({ idFechamento }: { idFechamento: number }) {
  const [escolha, setEscolha] = useState<Escolha>('txt')
  const leiautes = useQuery(leiauteFolhaResource.queries.list(LEIAUTES)).data?.items ?? []
  const [idLeiaute, setIdLeiaute] = useState<number | null>(null)
  const leiaute = leiautes.find((l) => l.id === idLeiaute) ?? leiautes[0]
  const selectId = useId()
  const sessao = useSessao()
  const exportar = useMutation({
    // With a layout the server follows the layout's own format; 'txt' is only the fallback of the query.
    mutationFn: () =>
      escolha === 'leiaute' ? exportarFechamento(idFechamento, 'txt', leiaute?.id) : exportarFechamento(idFechamento, escolha),
    onSuccess: ({ blob, filename }) => {
      const extensao = escolha !== 'leiaute' ? escolha : leiaute?.formato === 'CSV' ? 'csv' : 'txt'
      salvarArquivo(blob, filename ?? `fechamento.${extensao}`)
    },
  })
  return (
    <form
      aria-label="Exportar fechamento"
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault()
        if (!exportar.isPending) exportar.mutate()
      }}
    >
      <ErrorAlert error={exportar.error} title="Falha na exportação" />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Formato</legend>
        {FORMATOS.map((f) => (
          <label key={f.value} className={radioClass}>
            <input type="radio" name="formato" value={f.value} checked={escolha === f.value} onChange={() => setEscolha(f.value)} className="accent-brand-500" />
            {f.label}
          </label>
        ))}
        {leiautes.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <label className={radioClass}>
              <input type="radio" name="formato" value="leiaute" checked={escolha === 'leiaute'} onChange={() => setEscolha('leiaute')} className="accent-brand-500" />
              Leiaute
            </label>
            <label htmlFor={selectId} className="sr-only">
              Leiaute da folha
            </label>
            <select
              id={selectId}
              className={`${inputClass} w-auto min-w-64`}
              value={leiaute?.id ?? ''}
              onChange={(e) => {
                setIdLeiaute(Number(e.target.value))
                setEscolha('leiaute')
              }}
            >
              {leiautes.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.descricao}
                </option>
              ))}
            </select>
          </div>
        )}
      </fieldset>
      {/* The spec's 'Configurações' menu lists its seven entries: the layouts are reached from here. */}
      {mayOpen(sessao, '/leiaute-folha') && (
        <Link to="/$registro" params={{ registro: 'leiaute-folha' }} className="self-start text-sm text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Gerenciar leiautes da folha
        </Link>
      )}
      <div>
        <Button type="submit" busy={exportar.isPending}>
          Exportar
        </Button>
      </div>
    </form>
  )
}
