import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Controller } from 'react-hook-form'
import { empresaQueries } from '@/entities/empresa'
import { salvarArquivo, useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, DateInput, ErrorAlert, FormField, Select } from '@/shared/ui'
import { gerarArquivoFiscal, type TipoArquivoFiscal } from '../api/gerar-arquivo-fiscal'
import { arquivoFiscalSchema, periodoPadrao, type ArquivoFiscalValues } from '../model/arquivo-fiscal.schema'

const TIPOS: { value: TipoArquivoFiscal; label: string; descricao: string }[] = [
  { value: 'aej', label: 'AEJ', descricao: 'Arquivo Eletrônico de Jornada (Portaria 671)' },
  { value: 'afdt', label: 'AFDT', descricao: 'Arquivo Fonte de Dados Tratados (Portaria 1510)' },
  { value: 'acjef', label: 'ACJEF', descricao: 'Arquivo de Controle de Jornada para Efeitos Fiscais (Portaria 1510)' },
  { value: 'afd', label: 'AFD do relógio web', descricao: 'Marcações do REP-P com a cadeia de hash (Portaria 671, leiaute 003)' },
]

interface EmpresaOpcao {
  id: number
  nome: string
  codigo: number
}

/** AEJ, AFDT or ACJEF of a company and period, generated from the processed time cards, or the web clock's AFD; downloaded. */
export function GerarArquivoFiscalForm() {
  const empresas = useQuery(empresaQueries.list({ page: 0, size: 100 }))
  const opcoes: EmpresaOpcao[] = empresas.data?.items ?? []
  const [gerado, setGerado] = useState<string | null>(null)
  const form = useAppForm<ArquivoFiscalValues>({
    resolver: zodResolver(arquivoFiscalSchema),
    defaultValues: { tipo: 'aej', empresaId: null, ...periodoPadrao() },
  })
  const { control, register, setValue, getValues, formState } = form
  const primeiraId = opcoes[0]?.id
  useEffect(() => {
    if (primeiraId !== undefined && getValues('empresaId') === null) setValue('empresaId', primeiraId)
  }, [primeiraId, getValues, setValue])
  const gerar = useMutation({
    mutationFn: (v: ArquivoFiscalValues) => gerarArquivoFiscal(v.tipo, { empresaId: v.empresaId!, inicio: v.inicio, fim: v.fim }),
    onSuccess: ({ blob, filename }, v) => {
      const nome = filename ?? `${v.tipo.toUpperCase()}.txt`
      salvarArquivo(blob, nome)
      setGerado(nome)
    },
  })

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      setGerado(null)
      await gerar.mutateAsync(values)
    },
    { fields: ['empresaId', 'inicio', 'fim'] },
  )

  const { errors } = formState
  return (
    <form aria-label="Gerar arquivo fiscal" className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Arquivo</legend>
        {TIPOS.map((t) => (
          <label key={t.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={t.value} {...register('tipo')} className="accent-brand-500" />
            <span>
              <strong>{t.label}</strong> — {t.descricao}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 md:grid-cols-3">
        <FormField label="Empresa" error={errors.empresaId?.message} required>
          {(field) => (
            <Controller
              control={control}
              name="empresaId"
              render={({ field: { value, onChange, onBlur } }) => (
                <Select<EmpresaOpcao>
                  inputId={field.id}
                  aria-describedby={field['aria-describedby']}
                  invalid={Boolean(errors.empresaId)}
                  options={opcoes}
                  isLoading={empresas.isPending}
                  value={opcoes.find((e) => e.id === value) ?? null}
                  onChange={(e) => onChange(e?.id ?? null)}
                  onBlur={onBlur}
                  getOptionLabel={(e) => `${e.codigo} - ${e.nome}`}
                  getOptionValue={(e) => String(e.id)}
                />
              )}
            />
          )}
        </FormField>
        <FormField label="Data inicial" error={errors.inicio?.message} required>
          <DateInput {...register('inicio')} />
        </FormField>
        <FormField label="Data final" error={errors.fim?.message} required>
          <DateInput {...register('fim')} />
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" busy={busy}>
          Gerar arquivo
        </Button>
        {gerado && (
          <p role="status" className="text-sm text-slate-700">
            Arquivo {gerado} gerado.
          </p>
        )}
      </div>
    </form>
  )
}
