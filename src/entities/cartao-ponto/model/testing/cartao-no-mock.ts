import { getCartaoPonto } from '../../api/cartao-ponto.api'
import type { RegistroDia } from '../../api/cartao-ponto.schema'

/** The seed's competences (today is 2026-11-16): 13 is 11/2026, open; 12 is 10/2026, closed. */
export const NOVEMBRO = 13
export const OUTUBRO = 12

/** A day of an employee's card as the app reads it now (GET /api/cartaoponto through the entity, no cache). */
export async function diaDoCartao(funcionarioId: number, data: string, competenciaId = NOVEMBRO): Promise<RegistroDia> {
  const cartao = await getCartaoPonto({ funcionarioId, competenciaId })
  const registro = cartao.manutencaoDTO.registros[data]?.registro
  if (!registro) throw new Error(`O cartão ${funcionarioId}/${competenciaId} não tem o dia ${data}`)
  return registro
}

/** The punches the day shows, 'HH:mm' in grid order, an INCLUIDO one marked '*'. */
export function horasDoDia(dia: Pick<RegistroDia, 'marcacoes'>): string[] {
  return dia.marcacoes
    .flatMap((par) => [par.entrada, par.saida])
    .flatMap((m) => (m ? [`${m.hora}${m.tipoMarcacao === 'INCLUIDO' ? '*' : ''}`] : []))
}

/** A punch of the day at `hora`, with its day register. */
export function marcacaoDoDia(dia: RegistroDia, hora: string): { idMarcacao: number; idRegistro: number } {
  const marcacao = dia.marcacoes.flatMap((par) => [par.entrada, par.saida]).find((m) => m?.hora === hora)
  if (!marcacao || dia.id === null) throw new Error(`O dia ${dia.data} não tem a marcação das ${hora}`)
  return { idMarcacao: marcacao.id, idRegistro: dia.id }
}
