import type { DiaSemana, Horario } from '../db/index'
import { horarioFlat, type HorarioFlatLinha } from '../timecard/horario-dto'
import { dataBr } from './formato'

const ABREVIADO: Record<DiaSemana, string> = {
  SEGUNDA: 'Seg', TERCA: 'Ter', QUARTA: 'Qua', QUINTA: 'Qui', SEXTA: 'Sex', SABADO: 'Sáb', DOMINGO: 'Dom',
}

function pares(linha: HorarioFlatLinha): string {
  const out: string[] = []
  for (let i = 1; linha[`entrada${i}`] !== undefined; i++) {
    const entrada = linha[`entrada${i}`]
    const saida = linha[`saida${i}`]
    if (entrada || saida) out.push(`${entrada ?? '--:--'}-${saida ?? '--:--'}`)
  }
  return out.join(' ')
}

function jornada(h: Horario, linha: HorarioFlatLinha): string {
  if (linha.folga) return 'folga'
  const horarios = pares(linha)
  if (h.tipoHorario === 'SOBRE_AVISO') return `sobreaviso ${horarios}`
  return horarios || `${linha.cargaHoraria} diárias`
}

/** Consecutive weekdays with the same hours collapse into a range: 'Seg a Sex 08:00-12:00 13:00-17:00'. */
function semana(h: Horario, dias: HorarioFlatLinha[]): string {
  const grupos: { de: string; ate: string; dias: number; texto: string }[] = []
  for (const linha of dias) {
    const dia = linha.diaSemana ? ABREVIADO[linha.diaSemana] : ''
    const texto = jornada(h, linha)
    const ultimo = grupos.at(-1)
    if (ultimo && ultimo.texto === texto) {
      ultimo.ate = dia
      ultimo.dias++
    } else grupos.push({ de: dia, ate: dia, dias: 1, texto })
  }
  const faixa = (g: { de: string; ate: string; dias: number }) => (g.dias === 1 ? g.de : `${g.de} ${g.dias === 2 ? 'e' : 'a'} ${g.ate}`)
  return grupos.map((g) => `${faixa(g)} ${g.texto}`).join('; ')
}

function ciclo(h: Horario, dias: HorarioFlatLinha[]): string {
  const sequencia = dias.map((linha) => `${linha.sequencia}º dia ${jornada(h, linha)}`).join('; ')
  return h.inicioRevezamento ? `${sequencia} (ciclo iniciado em ${dataBr(h.inicioRevezamento)})` : sequencia
}

/** The contractual schedule in words, as printed on the espelho (Portaria 671 art. 84). */
export function horarioContratual(h: Horario): string {
  const flat = horarioFlat(h)
  const jornadaTexto = h.horarios ? ciclo(h, flat.dias) : semana(h, flat.dias)
  const extras = [
    flat.cargaSemanal ? `${flat.cargaSemanal} semanais` : null,
    flat.intervaloMinimo ? `intervalo mínimo ${flat.intervaloMinimo}` : null,
    // The tolerance the engine applies (mock/engine/day.ts, rule 12): per punch, and twice it per day.
    h.toleranciaMinutos > 0 ? `tolerância ${h.toleranciaMinutos} min por marcação e ${2 * h.toleranciaMinutos} min por dia` : 'sem tolerância',
  ].filter((e): e is string => e !== null)
  return [`${h.codigo} - ${h.descricao} (${flat.tipoHorarioDescricao}): ${jornadaTexto}`, ...extras].join('; ')
}
