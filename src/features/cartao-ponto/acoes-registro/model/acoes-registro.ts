import { hasRole, type Sessao } from '@/entities/sessao'
import type { RegistroDia } from '@/entities/cartao-ponto'
import { formatDayMonth } from '@/shared/lib'
import { MSG_CONFIRMA_REMOVER_DIA, preencherMensagem } from '@/shared/config'

/** TC-127: removing a day's entries needs this role. */
export const ROLE_REMOVER_REGISTRO = 'admin_remover_registro'

export const mayRemoverDia = (sessao: Sessao | null | undefined) => hasRole(sessao, ROLE_REMOVER_REGISTRO)

/** TC-128: the question of the removal prompt, with the day as dd/mm. */
export const perguntaRemoverDia = (data: string) => preencherMensagem(MSG_CONFIRMA_REMOVER_DIA, { 'dd/mm': formatDayMonth(data) })

/** What 'Restaurar marcações originais' will undo on the day (included punches go, disregarded originals count again). */
export function efeitoRestaurar(registro: Pick<RegistroDia, 'marcacoes' | 'marcacoesOriginais'>): string {
  const incluidas = registro.marcacoes.flatMap((par) => [par.entrada, par.saida]).filter((m) => m?.tipoMarcacao === 'INCLUIDO').length
  const desconsideradas = registro.marcacoesOriginais.filter((m) => m.desconsiderada).length
  const partes = [
    incluidas === 1 ? '1 marcação incluída será removida' : incluidas > 1 ? `${incluidas} marcações incluídas serão removidas` : null,
    desconsideradas === 1
      ? '1 marcação desconsiderada voltará a contar'
      : desconsideradas > 1
        ? `${desconsideradas} marcações desconsideradas voltarão a contar`
        : null,
  ].filter(Boolean)
  const efeito = partes.length > 0 ? `${partes.join(' e ')}. ` : ''
  return `${efeito}As marcações voltam às posições do relógio; as justificativas do dia continuam.`
}
