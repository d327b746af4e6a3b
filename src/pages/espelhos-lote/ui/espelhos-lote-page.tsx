import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { competenciaLabel, competenciaQueries, type Competencia } from '@/entities/competencia'
import { FILTRO_PADRAO, type FuncionarioFiltro } from '@/entities/funcionario'
import { FiltrarFuncionariosDialog, FiltroChips } from '@/features/filtrar-funcionarios'
import { filtroDoLote, ProgressoEspelhos, useGerarEspelhos } from '@/features/imprimir-espelhos-lote'
import { openFile } from '@/widgets/cartao-ponto-cabecalho'
import { Button, Card, ErrorAlert, PageTitle, Select } from '@/shared/ui'
import { competenciaPadrao } from '../model/competencia-padrao'
import { FuncionariosDoFiltro } from './funcionarios-do-filtro'

type Quem = 'filtro' | 'selecao'
const QUEM: { value: Quem; label: string }[] = [
  { value: 'filtro', label: 'Todos os funcionários do filtro' },
  { value: 'selecao', label: 'Somente estes' },
]

/** Issue 15 §2: the espelhos do ponto of a competence for the filtered (or chosen) employees, in one PDF. */
export function EspelhosLotePage() {
  const competencias = useQuery(competenciaQueries.options())
  const [escolhida, setEscolhida] = useState<number | null>(null)
  const competencia = competencias.data?.find((c) => c.id === escolhida) ?? competenciaPadrao(competencias.data ?? [])
  const [filtro, setFiltro] = useState<FuncionarioFiltro>(FILTRO_PADRAO)
  const [filtrando, setFiltrando] = useState(false)
  const [quem, setQuem] = useState<Quem>('filtro')
  const [selecionados, setSelecionados] = useState<ReadonlySet<number>>(new Set())
  const geracao = useGerarEspelhos(openFile)

  const aplicarFiltro = (novo: FuncionarioFiltro) => {
    setFiltro(novo)
    setSelecionados(new Set())
  }
  const selecionar = (id: number, marcado: boolean) =>
    setSelecionados((atual) => {
      const novo = new Set(atual)
      if (marcado) novo.add(id)
      else novo.delete(id)
      return novo
    })
  const semSelecao = quem === 'selecao' && selecionados.size === 0

  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Espelhos do ponto com as linhas de assinatura (Portaria MTP nº 671/2021, art. 84), um funcionário por página.">
        Imprimir espelhos
      </PageTitle>
      <Card className="flex max-w-3xl flex-col gap-4">
        <div className="flex max-w-xs flex-col gap-1">
          <span id="espelhos-competencia" className="text-sm font-medium text-slate-700">Competência</span>
          <Select<Competencia>
            aria-labelledby="espelhos-competencia"
            inputId="espelhos-competencia-input"
            options={competencias.data ?? []}
            isLoading={competencias.isPending}
            isClearable={false}
            value={competencia ?? null}
            getOptionLabel={competenciaLabel}
            getOptionValue={(c) => String(c.id)}
            onChange={(c) => c && setEscolhida(c.id)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setFiltrando(true)}>
            Filtrar
          </Button>
          <FiltroChips filtro={filtro} onChange={aplicarFiltro} />
        </div>
        <FiltrarFuncionariosDialog open={filtrando} onOpenChange={setFiltrando} value={filtro} onApply={aplicarFiltro} />
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
          <legend className="mb-1 text-sm font-medium text-slate-700">Funcionários</legend>
          {QUEM.map((opcao) => (
            <label key={opcao.value} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
              <input
                type="radio"
                name="espelhos-quem"
                className="size-4 accent-brand-500"
                checked={quem === opcao.value}
                onChange={() => setQuem(opcao.value)}
              />
              {opcao.label}
            </label>
          ))}
        </fieldset>
        <FuncionariosDoFiltro filtro={filtro} somenteEstes={quem === 'selecao'} selecionados={selecionados} onSelecionar={selecionar} />
        <div className="flex flex-col gap-3">
          <Button
            className="self-start"
            busy={geracao.ocupado}
            disabled={!competencia || semSelecao}
            onClick={() =>
              competencia &&
              geracao.gerar(
                quem === 'selecao'
                  ? { competenciaId: competencia.id, ids: [...selecionados] }
                  : { competenciaId: competencia.id, filtro: filtroDoLote(filtro) },
              )
            }
          >
            Gerar PDF
          </Button>
          {semSelecao && <p className="text-sm text-slate-600">Marque os funcionários na lista.</p>}
          {geracao.total > 0 && (geracao.ocupado || geracao.concluido) && (
            <ProgressoEspelhos prontos={geracao.prontos} total={geracao.total} />
          )}
          {geracao.semEspelho && <SemEspelho {...geracao.semEspelho} competencia={competencia?.descricaoCurta ?? ''} />}
          {geracao.concluido && <p className="text-sm text-slate-700">PDF gerado e aberto em uma nova aba.</p>}
          <ErrorAlert error={geracao.falhou ? true : geracao.erro} message={geracao.falhou ? 'Não foi possível gerar os espelhos. Tente novamente.' : undefined} />
        </div>
      </Card>
    </div>
  )
}

/** Says who of the filter or the selection has no page in the PDF, and why. */
function SemEspelho({ quantidade, nomes, competencia }: { quantidade: number; nomes: readonly string[]; competencia: string }) {
  const quem = quantidade === 1 ? '1 funcionário não tem espelho' : `${quantidade} funcionários não têm espelho`
  const outros = quantidade - nomes.length
  return (
    <p role="note" className="text-sm text-slate-700">
      {quem} em {competencia} (não controla ponto ou não tinha vínculo na competência): {nomes.join(', ')}
      {outros > 0 && ` e mais ${outros}`}.
    </p>
  )
}
