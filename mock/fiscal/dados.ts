import type { RegistroDia } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { hoje } from '../db/queries'
import { registrosCongelados } from '../db/congelamento'
import type { Db, Empresa, Horario } from '../db/index'
import { regraNoturna } from '../timecard/mes'
import { REP_P, repPDe } from '../timecard/relogio'
import { apurarMeses, catalogoDe, controlaNoPeriodo, type MesApurado } from './apuracao'
import { contratosDoHorario, horasNaoExtras, SEM_HORARIO_FIXO, type ContratosDoHorario } from './jornada'
import type { DadosFiscais, DiaFiscal, EmpregadorFiscal, HoraExtraFiscal, HorarioFiscal, MarcacaoFiscal, RepFiscal } from './layouts'
import { minutosDe } from './texto'

const FONTE: Record<string, MarcacaoFiscal['fonte']> = { ORIGINAL: 'O', INCLUIDO: 'I', PRE_ASSINALADO: 'P' }

/** The clock of a punch's `equipamento` (its description, its number or the web clock). */
function repDe(db: Db, equipamento: string | null): RepFiscal | null {
  if (!equipamento) return null
  const registrado = db.equipamentos.find((e) => e.descricao === equipamento || e.numeroFabricacao === equipamento)
  if (registrado) return { numeroFabricacao: registrado.numeroFabricacao, tipo: registrado.tipo }
  if (equipamento === REP_P) {
    return { numeroFabricacao: repPDe(db).numeroFabricacao, tipo: 'REP_P' }
  }
  return /^\d{17}$/.test(equipamento) ? { numeroFabricacao: equipamento, tipo: 'REP_C' } : null
}

/**
 * The company's CEI/CAEPF/CNO field: 14 digits are a CAEPF; 12 digits are taken for a CEI (a CNO has the same
 * shape, but the register holds CEIs of public bodies): it goes to the Portaria 1510 header, never to the AEJ's CNO.
 */
function empregadorDe(empresa: Empresa): EmpregadorFiscal {
  const codigo = (empresa.cei ?? '').replace(/\D/g, '')
  return {
    tipoIdentificador: '1', cnpjCpf: empresa.cnpj, razaoSocial: empresa.nome,
    cei: codigo.length === 12 ? codigo : null,
    caepf: codigo.length === 14 ? codigo : null,
    cno: null,
  }
}

/** The custom band's percentage, read from its label ('Hora Extra 75%'). */
function percentualDoRotulo(rotulo: string): number {
  const m = /(\d+(?:[.,]\d)?)\s*%/.exec(rotulo)
  return m ? Number(m[1]!.replace(',', '.')) : 75
}

/**
 * The day's overtime as the card's horaExtraTotal adds it up, one ACJEF slot per percentage and modality. The rest
 * missing between shifts (art. 66, OJ 355 SDI-1) and the missing break (art. 71 §4, when the company pays it) are
 * clock minutes paid at the ordinary 50 %: they join the 50 % day slot (docs/decisions.md). A jornada split by a holiday
 * can have six kinds (50, 70 and custom by day and 50 at night on the workday, 100 by day and at night on the holiday):
 * the writer puts those past the record's four fields in a further record of the jornada (escreverAcjef).
 */
function extrasDo(dia: RegistroDia, percentualCustom: number): HoraExtraFiscal[] {
  const faixas: [string, number, 'D' | 'N'][] = [
    [dia.horaExtra, 50, 'D'], [dia.horaExtra70, 70, 'D'], [dia.horaExtraCustom, percentualCustom, 'D'], [dia.horaExtra100, 100, 'D'],
    [dia.horaExtraNoturna, 50, 'N'], [dia.horaExtraNoturnaCemPorcento, 100, 'N'],
    [dia.horaExtraInterjornada, 50, 'D'], [dia.horaExtraIntervalo, 50, 'D'],
  ]
  const extras: HoraExtraFiscal[] = []
  for (const [valor, percentual, modalidade] of faixas) {
    const minutos = minutosDe(valor)
    if (minutos <= 0) continue
    const mesmaFaixa = extras.find((e) => e.percentual === percentual && e.modalidade === modalidade)
    if (mesmaFaixa) mesmaFaixa.minutos += minutos
    else extras.push({ minutos, percentual, modalidade })
  }
  return extras
}

/** A disregarded punch's pair: the one whose entry came last before it (the first pair before any entry). */
function parDoDesconsiderado(m: MarcacaoFiscal, validas: readonly MarcacaoFiscal[]): number {
  const momento = `${m.data}${m.hora}`
  return validas.filter((v) => v.tipo === 'E' && `${v.data}${v.hora}` <= momento).reduce((par, v) => Math.max(par, v.par), 1)
}

interface Contexto {
  rep: (marcacaoId: number) => string | null
  percentualCustom: number
}

function marcacoesDo(dia: RegistroDia, ctx: Contexto): MarcacaoFiscal[] {
  const validas: MarcacaoFiscal[] = []
  for (const par of dia.marcacoes) {
    for (const [m, tipo] of [[par.entrada, 'E'], [par.saida, 'S']] as const) {
      if (!m) continue
      validas.push({
        data: m.data, hora: m.hora, rep: m.tipoMarcacao === 'ORIGINAL' ? ctx.rep(m.id) : null, tipo, par: par.sequencia,
        fonte: FONTE[m.tipoMarcacao] ?? 'O', motivo: m.tipoMarcacao === 'ORIGINAL' ? null : (m.tratamento?.motivo.descricao ?? null),
      })
    }
  }
  const desconsideradas = dia.marcacoesOriginais.filter((o) => o.desconsiderada).map((m): MarcacaoFiscal => {
    const marcacao: MarcacaoFiscal = { data: m.data, hora: m.hora, rep: ctx.rep(m.id), tipo: 'D', par: 1, fonte: 'O', motivo: m.tratamento?.motivo.descricao ?? null }
    return { ...marcacao, par: parDoDesconsiderado(marcacao, validas) }
  })
  return [...validas, ...desconsideradas].sort((a, b) => `${a.data}${a.hora}`.localeCompare(`${b.data}${b.hora}`))
}

function diaFiscal(mes: MesApurado, i: number, ctx: Contexto): DiaFiscal {
  const dia = mes.dias[i]!
  const { input, resultado } = mes.motor[i]!
  const horas = horasNaoExtras(input, resultado, mes.settings, mes.hoje)
  const marcacoes = marcacoesDo(dia, ctx)
  const trabalhou = dia.marcacoes.some((par) => par.entrada || par.saida)
  return {
    data: dia.data,
    codigoHorario: dia.codigoHorario,
    primeiraEntrada: dia.marcacoes[0]?.entrada?.hora ?? null,
    horasDiurnas: horas.diurnas,
    horasNoturnas: horas.noturnas,
    extras: extrasDo(dia, ctx.percentualCustom),
    faltasAtrasos: minutosDe(dia.falta) + minutosDe(dia.atraso) + minutosDe(dia.saidaAntecipada),
    faltaDia: resultado.diasFalta > 0 ? resultado.falta : 0,
    dsr: resultado.descanso && !trabalhou && input.hrMovement === undefined,
    bancoHoras: resultado.saldoBanco,
    compensacao: resultado.compensacao,
    marcacoes,
  }
}

/**
 * What the fiscal files hold for a company in a period: its employees' treated punches and day figures as
 * their time cards show them (days up to today), the clocks and schedules they refer to.
 */
export function dadosFiscais(db: Db, empresa: Empresa, inicio: string, fim: string, geradoEm: string): DadosFiscais {
  const ate = hoje(db) < fim ? hoje(db) : fim
  const competencias = db.competencias.filter((c) => c.inicio <= fim && c.fim >= inicio).sort((a, b) => a.inicio.localeCompare(b.inicio))
  const cat = catalogoDe(db)
  const noturno = regraNoturna(db, empresa.id)
  const reps = new Map<string, RepFiscal>()
  /** By schedule as the month read it: a closed month's copy or the register as it is (mock/db/congelamento.ts). */
  const contratos = new Map<Horario, ContratosDoHorario>()
  /** Record 04 of the AEJ (and 2 of the ACJEF, without soAej) by code. */
  const horarios = new Map<string, HorarioFiscal>()
  const funcionarios = db.funcionarios
    .filter((f) => f.empresaId === empresa.id && controlaNoPeriodo(f, inicio, fim))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
  // The months are generated on first read: the punches' clocks are looked up once they exist.
  const meses = funcionarios.map((f) => apurarMeses(db, f, competencias, cat))
  const equipamentoDe = new Map(db.marcacoes.map((m) => [m.id, m.equipamento]))
  const ctx: Contexto = {
    percentualCustom: percentualDoRotulo(db.config.horaExtraCustomLabel),
    rep: (id) => {
      const r = repDe(db, equipamentoDe.get(id) ?? null)
      if (r) reps.set(r.numeroFabricacao, r)
      return r?.numeroFabricacao ?? null
    },
  }
  const vinculos = funcionarios.map((f, k) => {
    const dias = meses[k]!.flatMap((mes) => mes.dias.flatMap((dia, i) => {
      if (dia.data < inicio || dia.data > ate || dia.data < f.admissao) return []
      const fiscal = diaFiscal(mes, i, ctx)
      const doMes = registrosCongelados(db, mes.competencia)?.horarios ?? db.horarios
      const horario = dia.quadroHorarioId === null ? undefined : doMes.find((h) => h.id === dia.quadroHorarioId)
      if (horario) {
        const doHorario = contratos.get(horario) ?? contratosDoHorario(horario, inicio, noturno)
        contratos.set(horario, doHorario)
        const doDia = doHorario.doDia(dia.data)
        horarios.set(doHorario.principal.codigo, doHorario.principal)
        if (doDia !== doHorario.principal) {
          horarios.set(doDia.codigo, { ...doDia, soAej: true })
          fiscal.codHorContratual = doDia.codigo
        }
      } else if (fiscal.marcacoes.some((m) => m.tipo === 'E' && m.par === 1)) {
        // Admitted without a schedule: the first entry still names a contractual schedule (docs/decisions.md).
        horarios.set(SEM_HORARIO_FIXO.codigo, { ...SEM_HORARIO_FIXO, soAej: true })
        fiscal.codHorContratual = SEM_HORARIO_FIXO.codigo
      }
      return [fiscal]
    }))
    return { cpf: f.cpf, pis: f.pis, nome: f.nome, matricula: f.matricula, dias }
  })
  return {
    empregador: empregadorDe(empresa),
    inicio, fim, geradoEm,
    reps: [...reps.values()].sort((a, b) => a.numeroFabricacao.localeCompare(b.numeroFabricacao)),
    horarios: [...horarios.values()].sort((a, b) => a.codigo.localeCompare(b.codigo)),
    vinculos,
  }
}
