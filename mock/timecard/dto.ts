import { formatMinutes, type DayResult, type ParMarcacao as EnginePar, type Punch } from '../engine/index'
import type { BancoDias, Marcacao, Motivo, TipoJustificativa, Tratamento } from '../db/index'
import type {
  CartaoPonto, Marcacao as MarcacaoDto, ParMarcacao, RegistroDia, Tratamento as TratamentoDto,
} from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { nomeDiaSemana } from './calendar'
import type { DiaCalculado } from './mes'

/** Lookups the DTOs need. */
export interface Catalogo {
  motivos: ReadonlyMap<number, Motivo>
  bancosDias: ReadonlyMap<number, BancoDias>
}

/** A day amount: '' when zero (the grid leaves the cell empty), else 'hh:mm' ('-01:30' when negative). */
export function valor(minutos: number): string {
  return minutos === 0 ? '' : formatMinutes(minutos)
}

const PREFIXOS: Record<TipoJustificativa, string> = {
  ABONO: 'AB', ABONO_ENTRADA: 'AE', ABONO_SAIDA: 'AS', JUSTIFICATIVA: 'JU', HORA_EXTRA: 'HE', HORA_EXTRA_ENTRADA: 'HEE',
  HORA_EXTRA_SAIDA: 'HES', BANCO_DE_DIAS_DEBITO: 'BD-', BANCO_DE_DIAS_CREDITO: 'BD+', BANCO_DE_HORAS_DEBITO: 'BH-',
  BANCO_DE_HORAS_DEBITO_ENTRADA: 'BHE-', BANCO_DE_HORAS_DEBITO_SAIDA: 'BHS-', BANCO_DE_HORAS_CREDITO: 'BH+', INCLUIR_MARCACAO: 'IM',
}

/** How a person names each kind of justification. */
export const JUSTIFICATIVAS: Record<TipoJustificativa, string> = {
  ABONO: 'Abono do dia', ABONO_ENTRADA: 'Abono de atraso', ABONO_SAIDA: 'Abono de saída antecipada', JUSTIFICATIVA: 'Justificativa',
  HORA_EXTRA: 'Hora extra', HORA_EXTRA_ENTRADA: 'Hora extra na entrada', HORA_EXTRA_SAIDA: 'Hora extra na saída',
  BANCO_DE_DIAS_DEBITO: 'Débito no banco de dias', BANCO_DE_DIAS_CREDITO: 'Crédito no banco de dias',
  BANCO_DE_HORAS_DEBITO: 'Débito no banco de horas', BANCO_DE_HORAS_DEBITO_ENTRADA: 'Débito no banco de horas na entrada',
  BANCO_DE_HORAS_DEBITO_SAIDA: 'Débito no banco de horas na saída', BANCO_DE_HORAS_CREDITO: 'Crédito no banco de horas',
  INCLUIR_MARCACAO: 'Inclusão de marcação',
}

function motivoRef(cat: Catalogo, id: number) {
  return { id, descricao: cat.motivos.get(id)?.descricao ?? '' }
}

export function marcacaoDto(m: Marcacao, cat: Catalogo): MarcacaoDto {
  return {
    id: m.id, hora: m.hora, data: m.data, dataHora: m.dataHora, tipoMarcacao: m.tipoMarcacao, desconsiderada: m.desconsiderada,
    tratamento: m.motivoId === null ? null : { motivo: motivoRef(cat, m.motivoId) },
  }
}

export function tratamentoDto(t: Tratamento, cat: Catalogo): TratamentoDto {
  const banco = t.bancoDiasId === null ? undefined : cat.bancosDias.get(t.bancoDiasId)
  return {
    id: t.id, hora: t.horas ?? '', ocorrencia: t.ocorrencia, motivo: motivoRef(cat, t.motivoId), prefixo: PREFIXOS[t.tipoJustificativa],
    bancoDias: banco ? { id: banco.id, descricao: banco.descricao } : null, observacao: t.observacao, movimentacao: t.movimentacaoId !== null,
    solicitacaoId: t.solicitacaoId, acaoLoteId: t.acaoLoteId, justificativa: JUSTIFICATIVAS[t.tipoJustificativa],
    tipoJustificativa: t.tipoJustificativa,
  }
}

/** Always pairs 1 to 4 (TC-070..073), empty slots as null. */
function pares(engine: readonly EnginePar[], dto: (p: Punch | undefined) => MarcacaoDto | null): ParMarcacao[] {
  return [1, 2, 3, 4].map((sequencia) => {
    const par = engine.find((p) => p.sequencia === sequencia)
    return { sequencia, entrada: dto(par?.entrada), saida: dto(par?.saida) }
  })
}

function origemBH(r: DayResult, dia: DiaCalculado): string | null {
  if (r.saldoBanco === 0) return null
  return dia.tratamentos.some((t) => t.tipoJustificativa.startsWith('BANCO_DE_HORAS')) ? 'Tratamento' : 'Cálculo'
}

/** TC-209: the day record of the grid. */
export function registroDiaDto(dia: DiaCalculado, r: DayResult, cat: Catalogo): RegistroDia {
  const porId = new Map(dia.marcacoes.map((m) => [m.id, m]))
  const dto = (p: Punch | undefined) => {
    const m = p && porId.get(p.id)
    return m ? marcacaoDto(m, cat) : null
  }
  const { nome, abreviado } = nomeDiaSemana(dia.data)
  const registro = dia.registro
  const slots = dia.horario?.slots ?? []
  return {
    id: registro?.id ?? null,
    idRegistro: registro?.id ?? null,
    dia: Number(dia.data.slice(8, 10)),
    data: dia.data,
    diaSemana: nome,
    diaSemanaAbreviado: abreviado,
    sequencia: dia.horario?.sequencia ?? null,
    modoMarcacao: slots.some((s) => s.modoEntrada === 'PRE_ASSINALADO' || s.modoSaida === 'PRE_ASSINALADO') ? 'PRE_ASSINALADO' : 'MARCACAO',
    marcacoes: pares(r.marcacoes, dto),
    marcacoesOriginais: r.marcacoesOriginais.flatMap((p) => dto(p) ?? []),
    horas: valor(r.horas),
    cargaHoraria: valor(r.cargaHoraria),
    horaExtra: valor(r.horaExtra),
    horaExtra70: valor(r.horaExtra70),
    horaExtra100: valor(r.horaExtra100),
    horaExtraCustom: valor(r.horaExtraCustom),
    horaExtraTotal: valor(r.horaExtraTotal),
    horaExtraCalculada: valor(r.horaExtraCalculada),
    horaExtraIntervalo: valor(r.horaExtraIntervalo),
    horaExtraInterjornada: valor(r.horaExtraInterjornada),
    horaExtraNoturna: valor(r.horaExtraNoturna),
    horaExtraNoturnaCemPorcento: valor(r.horaExtraNoturnaCemPorcento),
    falta: valor(r.falta),
    atraso: valor(r.atraso),
    saidaAntecipada: valor(r.saidaAntecipada),
    adicionalNoturno: valor(r.adicionalNoturno),
    saldoBanco: valor(r.saldoBanco),
    compensacao: valor(r.compensacao),
    compensacaoMais: valor(r.compensacaoMais),
    origemBH: origemBH(r, dia),
    bhExtra: valor(r.bhExtra),
    bhExtra100: valor(r.bhExtra100),
    bhExtraNoturna: valor(r.bhExtraNoturna),
    bhMenos: valor(r.bhMenos),
    permitidos: valor(r.permitidos),
    compensados: valor(r.compensados),
    descontoDSR: valor(r.descontoDSR),
    folga: r.folga,
    feriado: r.feriado,
    descanso: r.descanso,
    error: r.error,
    errorMessage: r.errorMessage,
    inconsistente: r.inconsistente,
    escalaMensal: r.escalaMensal,
    escalaSobreAviso: r.escalaSobreAviso,
    horaSobreAviso: valor(r.horaSobreAviso),
    quadroHorarioId: r.quadroHorarioId,
    quadroHorarioTipo: r.quadroHorarioTipo,
    quadroHorarioTipoDescricao: r.quadroHorarioTipoDescricao,
    quadroHorarioDescricao: r.quadroHorarioDescricao,
    quadroHorarioResumo: r.quadroHorarioResumo,
    quadroHorarioEspecial: registro?.horarioId != null,
    codigoHorario: r.codigoHorario,
    horarioEspecial: r.horarioEspecial,
    justificar: r.justificar,
    idBancoDias: r.idBancoDias,
    observacao: registro?.observacao ?? null,
    memoriaCalculo: r.memoriaCalculo || null,
    descricaoOcorrencia: dia.descricaoOcorrencia,
    tratamentos: dia.tratamentos.map((t) => tratamentoDto(t, cat)),
  }
}

/** The card with every day's original punches left out (TC-069: for those who may not see them). */
export function semMarcacoesOriginais(cartao: CartaoPonto): CartaoPonto {
  const registros = Object.fromEntries(Object.entries(cartao.manutencaoDTO.registros)
    .map(([data, dia]) => [data, { ...dia, registro: { ...dia.registro, marcacoesOriginais: [] } }]))
  return { ...cartao, manutencaoDTO: { ...cartao.manutencaoDTO, registros } }
}
