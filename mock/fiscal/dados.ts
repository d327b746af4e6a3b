import type { RegistroDia } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { hoje } from '../db/queries'
import type { Db, Empresa, Horario } from '../db/index'
import { REP_P, repPDe } from '../timecard/relogio'
import { apurarMeses, catalogoDe, controlaNoPeriodo } from './apuracao'
import type { DadosFiscais, DiaFiscal, HoraExtraFiscal, HorarioFiscal, MarcacaoFiscal, RepFiscal } from './layouts'
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

/** A working day's pairs of a schedule (the first weekday with slots, or the first day of its cycle). */
function horarioFiscal(h: Horario): HorarioFiscal {
  const semana = Object.values(h.horariosSemana).find((slots) => slots && slots.length > 0)
  const ciclo = h.horarios ? Object.values(h.horarios).find((s) => !s.folga && s.slots.length > 0)?.slots : undefined
  const slots = (semana ?? ciclo ?? []).filter((s) => s.entrada && s.saida)
  const pares = slots.map((s) => ({ entrada: s.entrada!, saida: s.saida! }))
  const minutos = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
  const duracao = pares.reduce((total, p) => total + ((minutos(p.saida) - minutos(p.entrada) + 1440) % 1440), 0)
  return { codigo: h.codigo, duracao, pares }
}

function extrasDo(dia: RegistroDia): HoraExtraFiscal[] {
  const faixas: [string, number, 'D' | 'N'][] = [
    [dia.horaExtra, 50, 'D'], [dia.horaExtra70, 70, 'D'], [dia.horaExtraCustom, 75, 'D'], [dia.horaExtra100, 100, 'D'],
    [dia.horaExtraNoturna, 50, 'N'], [dia.horaExtraNoturnaCemPorcento, 100, 'N'],
  ]
  return faixas.flatMap(([valor, percentual, modalidade]) => {
    const minutos = minutosDe(valor)
    return minutos > 0 ? [{ minutos, percentual, modalidade }] : []
  }).slice(0, 4)
}

/**
 * What the fiscal files hold for a company in a period: its employees' treated punches and day figures as
 * their time cards show them (days up to today), the clocks and schedules they refer to.
 */
export function dadosFiscais(db: Db, empresa: Empresa, inicio: string, fim: string, geradoEm: string): DadosFiscais {
  const ate = hoje(db) < fim ? hoje(db) : fim
  const competencias = db.competencias.filter((c) => c.inicio <= fim && c.fim >= inicio).sort((a, b) => a.inicio.localeCompare(b.inicio))
  const cat = catalogoDe(db)
  const reps = new Map<string, RepFiscal>()
  const horarios = new Map<number, HorarioFiscal>()
  const funcionarios = db.funcionarios
    .filter((f) => f.empresaId === empresa.id && controlaNoPeriodo(f, inicio, fim))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
  // The months are generated on first read: the punches' clocks are looked up once they exist.
  const meses = funcionarios.map((f) => apurarMeses(db, f, competencias, cat))
  const equipamentoDe = new Map(db.marcacoes.map((m) => [m.id, m.equipamento]))
  const vinculos = funcionarios.map((f, k) => {
    const dias: DiaFiscal[] = meses[k]!
      .flatMap((m) => m.dias)
      .filter((dia) => dia.data >= inicio && dia.data <= ate && dia.data >= f.admissao)
      .map((dia) => {
        const horario = dia.quadroHorarioId === null ? undefined : db.horarios.find((h) => h.id === dia.quadroHorarioId)
        if (horario && !horarios.has(horario.id)) horarios.set(horario.id, horarioFiscal(horario))
        const rep = (id: number) => {
          const r = repDe(db, equipamentoDe.get(id) ?? null)
          if (r) reps.set(r.numeroFabricacao, r)
          return r?.numeroFabricacao ?? null
        }
        const marcacoes: MarcacaoFiscal[] = []
        for (const par of dia.marcacoes) {
          for (const [m, tipo] of [[par.entrada, 'E'], [par.saida, 'S']] as const) {
            if (!m) continue
            marcacoes.push({
              data: m.data, hora: m.hora, rep: m.tipoMarcacao === 'ORIGINAL' ? rep(m.id) : null, tipo, par: par.sequencia,
              fonte: FONTE[m.tipoMarcacao] ?? 'O', motivo: m.tipoMarcacao === 'ORIGINAL' ? null : (m.tratamento?.motivo.descricao ?? null),
            })
          }
        }
        for (const m of dia.marcacoesOriginais.filter((o) => o.desconsiderada)) {
          marcacoes.push({ data: m.data, hora: m.hora, rep: rep(m.id), tipo: 'D', par: 0, fonte: 'O', motivo: m.tratamento?.motivo.descricao ?? null })
        }
        marcacoes.sort((a, b) => `${a.data}${a.hora}`.localeCompare(`${b.data}${b.hora}`))
        const trabalhadas = minutosDe(dia.horas)
        const noturnas = minutosDe(dia.adicionalNoturno)
        const extras = extrasDo(dia)
        const totalExtras = extras.reduce((t, e) => t + e.minutos, 0)
        const falta = minutosDe(dia.falta)
        return {
          data: dia.data,
          codigoHorario: horario?.codigo ?? null,
          primeiraEntrada: dia.marcacoes[0]?.entrada?.hora ?? null,
          horasDiurnas: Math.max(0, trabalhadas - noturnas - totalExtras),
          horasNoturnas: noturnas,
          extras,
          faltasAtrasos: falta + minutosDe(dia.atraso) + minutosDe(dia.saidaAntecipada),
          falta: falta > 0,
          descontoDSR: minutosDe(dia.descontoDSR),
          saldoBanco: minutosDe(dia.saldoBanco),
          marcacoes,
        }
      })
    return { cpf: f.cpf, pis: f.pis, nome: f.nome, matricula: f.matricula, dias }
  })
  return {
    empregador: { tipoIdentificador: '1', cnpjCpf: empresa.cnpj, cei: empresa.cei, razaoSocial: empresa.nome },
    inicio, fim, geradoEm,
    reps: [...reps.values()].sort((a, b) => a.numeroFabricacao.localeCompare(b.numeroFabricacao)),
    horarios: [...horarios.values()].sort((a, b) => a.codigo.localeCompare(b.codigo)),
    vinculos,
  }
}
