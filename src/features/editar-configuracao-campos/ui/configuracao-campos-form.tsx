import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import {
  CAMPOS_CARTAO_PONTO,
  configuracaoCamposQueries,
  salvarConfiguracaoCampos,
  type CampoCartaoPonto,
  type ConfiguracaoCampos,
} from '@/entities/configuracao-campo'
import { CARTAO_DERIVADOS } from '@/shared/api'
import { Button, Checkbox, ErrorAlert } from '@/shared/ui'

export const ROTULOS_CAMPOS: Record<CampoCartaoPonto, string> = {
  adicionalNoturno: 'Adicional Noturno',
  horaExtraNoturna: 'Hora Extra Noturna',
  horaExtraNoturna100: 'Hora Extra Noturna 100%',
  horaExtra50: 'Hora Extra 50%',
  horaExtra70: 'Hora Extra 70%',
  horaExtra100: 'Hora Extra 100%',
  falta: 'Falta',
  atraso: 'Atraso',
  saidaAntecipada: 'Saída Antecipada',
  permitidos: 'Permitidos',
  compensados: 'Compensados',
  descontoDSR: 'Desconto DSR',
}

/** The time card's fields the company uses; the time card hides the others (its columns and totals). */
export function ConfiguracaoCamposForm({ campos }: { campos: ConfiguracaoCampos }) {
  const [habilitados, setHabilitados] = useState(() => Object.fromEntries(CAMPOS_CARTAO_PONTO.map((c) => [c, campos[c].enabled])))
  const salvar = useMutation({
    mutationFn: salvarConfiguracaoCampos,
    meta: { invalidates: [configuracaoCamposQueries.all(), CARTAO_DERIVADOS] },
  })
  return (
    <form
      aria-label="Campos do cartão ponto"
      className="flex flex-col gap-4 rounded-md border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault()
        salvar.mutate(Object.fromEntries(CAMPOS_CARTAO_PONTO.map((c) => [c, { enabled: habilitados[c] ?? true }])))
      }}
    >
      <ErrorAlert error={salvar.error} />
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Campos utilizados no cartão ponto</legend>
        {CAMPOS_CARTAO_PONTO.map((campo) => (
          <Checkbox
            key={campo}
            label={ROTULOS_CAMPOS[campo]}
            checked={habilitados[campo] ?? true}
            onChange={(event) => setHabilitados((atual) => ({ ...atual, [campo]: event.target.checked }))}
          />
        ))}
      </fieldset>
      <div className="flex items-center justify-end gap-3">
        {salvar.isSuccess && (
          <span role="status" className="text-sm text-success-500">
            Configuração salva.
          </span>
        )}
        <Button type="submit" busy={salvar.isPending}>
          Salvar
        </Button>
      </div>
    </form>
  )
}
