import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { marcacoesParaMoverQuery, type MarcacaoMovivel, type PeriodoMarcacoes } from '@/entities/cadastro/movimentacao-marcacao'
import { FILTRO_PADRAO, funcionarioLabel, searchFuncionarios } from '@/entities/funcionario'
import { applyServerErrors, formatDate, useFormSubmit, useAppForm } from '@/shared/lib'
import {
  AsyncOptionField,
  Button,
  DateInput,
  DateRangeFields,
  ErrorAlert,
  FormField,
  PageTitle,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  type IdLabelOption,
} from '@/shared/ui'
import { useMoverMarcacoes } from '../api/mover-marcacoes.mutation'
import { CAMPOS_MOVER, MSG_DIA_DESTINO, MSG_SELECIONE, periodoSchema, type MoverMarcacoesValues } from '../model/mover-marcacoes.schema'

async function buscarFuncionarios(text: string, signal: AbortSignal): Promise<IdLabelOption[]> {
  const pagina = await searchFuncionarios({ text, page: 0, size: 20, filtro: FILTRO_PADRAO }, signal)
  return pagina.items.map((f) => ({ id: f.id, label: funcionarioLabel(f) }))
}

const TIPOS: Record<string, string> = { ORIGINAL: 'Original', INCLUIDO: 'Incluída', PRE_ASSINALADO: 'Pré-assinalada' }

/** 'Entrada 1', 'Saída 1', ... for slots 1..8. */
export const rotuloPosicao = (posicao: number) => `${posicao % 2 === 1 ? 'Entrada' : 'Saída'} ${Math.ceil(posicao / 2)}`

const rotuloMarcacao = (m: MarcacaoMovivel) => `${formatDate(m.dataRegistro)} ${rotuloPosicao(m.posicao)} ${m.hora}`

export interface MoverMarcacoesFormProps {
  titulo: string
  /** After the move, or to cancel: back to the list of moves. */
  onDone: () => void
}

/**
 * /move-marcacao/new: lists an employee's punches of a period and moves the chosen ones to another day, all at
 * once, under the time card's drag-and-drop rules (same competence, at most one day from the punch, time order kept).
 */
export function MoverMarcacoesForm({ titulo, onDone }: MoverMarcacoesFormProps) {
  const mover = useMoverMarcacoes()
  const form = useAppForm<MoverMarcacoesValues>({
    resolver: zodResolver(periodoSchema),
    defaultValues: { funcionario: null, dataInicial: '', dataFinal: '', dataDestino: '' },
  })
  const { errors } = form.formState
  const [periodo, setPeriodo] = useState<PeriodoMarcacoes | null>(null)
  const [selecionadas, setSelecionadas] = useState<ReadonlySet<number>>(new Set())
  const [alerta, setAlerta] = useState<string | null>(null)
  const marcacoes = useQuery({ ...marcacoesParaMoverQuery(periodo ?? { funcionarioId: 0, inicio: '', fim: '' }), enabled: periodo !== null })

  const { onSubmit: listar } = useFormSubmit(form, (v) => {
    if (!v.funcionario) return
    setAlerta(null)
    setSelecionadas(new Set())
    setPeriodo({ funcionarioId: v.funcionario.id, inicio: v.dataInicial, fim: v.dataFinal })
  })

  const alternar = (id: number) =>
    setSelecionadas((atual) => {
      const proxima = new Set(atual)
      if (proxima.has(id)) proxima.delete(id)
      else proxima.add(id)
      return proxima
    })

  const moverSelecionadas = async () => {
    if (mover.isPending || !periodo) return
    form.clearErrors('dataDestino')
    const dataDestino = form.getValues('dataDestino')
    if (selecionadas.size === 0) return setAlerta(MSG_SELECIONE)
    if (dataDestino === '') {
      setAlerta(null)
      form.setError('dataDestino', { message: MSG_DIA_DESTINO }, { shouldFocus: true })
      return
    }
    setAlerta(null)
    try {
      await mover.mutateAsync({ funcionarioId: periodo.funcionarioId, marcacaoIds: [...selecionadas], dataDestino })
      onDone()
    } catch (error) {
      setAlerta(applyServerErrors(error, form.setError, CAMPOS_MOVER))
    }
  }

  return (
    <div className="flex flex-col gap-6 pb-20">
      <PageTitle className="mb-0">{titulo}</PageTitle>
      <form noValidate aria-label="Marcações do período" onSubmit={listar} className="flex flex-col gap-4">
        <AsyncOptionField name="funcionario" control={form.control} label="Funcionário" required loadOptions={buscarFuncionarios} />
        <DateRangeFields
          start={form.register('dataInicial')}
          end={form.register('dataFinal')}
          startError={errors.dataInicial?.message}
          endError={errors.dataFinal?.message}
        />
        <div className="flex gap-3">
          <Button type="submit" variant="secondary">
            Listar marcações
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancelar
          </Button>
        </div>
      </form>
      {periodo && marcacoes.isPending && <Spinner />}
      {periodo && marcacoes.isError && <ErrorAlert error={marcacoes.error} />}
      {periodo && marcacoes.data && (
        <section aria-label="Mover marcações" className="flex flex-col gap-4">
          <ErrorAlert error={alerta} message={alerta ?? undefined} />
          {marcacoes.data.length === 0 ? (
            <p className="text-sm text-slate-600">Nenhuma marcação no período.</p>
          ) : (
            <Table aria-label="Marcações">
              <TableHead>
                <TableRow>
                  <TableHeaderCell>
                    <span className="sr-only">Selecionar</span>
                  </TableHeaderCell>
                  <TableHeaderCell>Dia</TableHeaderCell>
                  <TableHeaderCell>Posição</TableHeaderCell>
                  <TableHeaderCell>Hora</TableHeaderCell>
                  <TableHeaderCell>Data do relógio</TableHeaderCell>
                  <TableHeaderCell>Tipo</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {marcacoes.data.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell>
                      <input
                        type="checkbox"
                        aria-label={rotuloMarcacao(m)}
                        className="size-4 rounded border-slate-300 accent-brand-500"
                        checked={selecionadas.has(m.id)}
                        onChange={() => alternar(m.id)}
                      />
                    </TableCell>
                    <TableCell>{formatDate(m.dataRegistro)}</TableCell>
                    <TableCell>{rotuloPosicao(m.posicao)}</TableCell>
                    <TableCell>{m.hora}</TableCell>
                    <TableCell>{formatDate(m.data)}</TableCell>
                    <TableCell>{TIPOS[m.tipoMarcacao] ?? m.tipoMarcacao}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <div className="flex flex-wrap items-end gap-3">
            <FormField label="Dia de destino" error={errors.dataDestino?.message} required className="w-48">
              <DateInput {...form.register('dataDestino')} />
            </FormField>
            <Button busy={mover.isPending} disabled={marcacoes.data.length === 0} onClick={() => void moverSelecionadas()}>
              {`Mover ${selecionadas.size === 1 ? '1 marcação' : `${selecionadas.size} marcações`}`}
            </Button>
          </div>
        </section>
      )}
    </div>
  )
}
