import { HttpResponse } from 'msw'
import {
  exportacaoEquipamentoCorpoSchema,
  MSG_EQUIPAMENTO_OBRIGATORIO,
  MSG_FUNCIONARIOS_OBRIGATORIOS,
  type ExportacaoEquipamento,
} from '@/shared/api/contract/endpoints/exportacao-equipamento'
import { http } from '../http/contrato'
import { lerCorpo } from '../http/corpo'
import { springError, validationError, type FieldError } from '../http/spring'
import { objeto } from './lib/selecao-lote'
import { jsonBody, session } from './lib/session'

export const ENTIDADE_EXPORTACAO = 'ExportacaoEquipamento'

export { MSG_EQUIPAMENTO_OBRIGATORIO, MSG_FUNCIONARIOS_OBRIGATORIOS }
export const MSG_EQUIPAMENTO_INEXISTENTE = 'Equipamento nao encontrado'
export const MSG_EQUIPAMENTO_INATIVO = 'Equipamento inativo'
export const MSG_SEM_COLETOR = 'Equipamento sem coletor vinculado.'

export const exportacaoEquipamentoHandlers = [
  /**
   * Exports employees to a clock: body {equipamentoId, funcionarioIds}. The employees (active, keeping a time card)
   * are sent to the clock's collector, which keeps them for its clocks. A clock without collector (REP-P) is refused
   * (400); an offline collector refuses the connection (503), as when sending the clock's settings (REG-083).
   */
  http.post('/api/exportacao-equipamento', async ({ request }) => {
    const { db } = await session(request)
    const path = new URL(request.url).pathname
    const body = objeto(await jsonBody(request))
    const corpo = lerCorpo(exportacaoEquipamentoCorpoSchema, body)
    if (Array.isArray(corpo)) return validationError(ENTIDADE_EXPORTACAO, corpo)
    const { equipamentoId, funcionarioIds: ids } = corpo
    const errors: FieldError[] = []
    const equipamento = db.equipamentos.find((e) => e.id === equipamentoId)
    if (!equipamento) errors.push({ property: 'equipamentoId', message: MSG_EQUIPAMENTO_INEXISTENTE, invalidValue: body.equipamentoId })
    else if (!equipamento.ativo) errors.push({ property: 'equipamentoId', message: MSG_EQUIPAMENTO_INATIVO, invalidValue: body.equipamentoId })
    for (const id of ids) {
      const f = db.funcionarios.find((x) => x.id === id)
      if (!f) errors.push({ property: 'funcionarioIds', message: 'funcionário não encontrado', invalidValue: id })
      else if (!f.ativo || !f.controlaPonto)
        errors.push({ property: 'funcionarioIds', message: `${f.nomeOrNomeSocial}: inativo ou não controla ponto`, invalidValue: id })
    }
    if (errors.length > 0 || !equipamento) return validationError(ENTIDADE_EXPORTACAO, errors)
    const coletor = equipamento.coletorId === null ? undefined : db.coletores.find((c) => c.id === equipamento.coletorId)
    if (!coletor) return springError(400, MSG_SEM_COLETOR, path)
    if (!coletor.online) return springError(503, `Connection refused: ${coletor.descricao} (${coletor.ip})`, path)
    const enviadoEm = db.today.toISOString()
    coletor.ultimoContato = enviadoEm
    coletor.funcionarioIds = [...new Set([...coletor.funcionarioIds, ...(ids as number[])])]
    const resposta: ExportacaoEquipamento = {
      equipamento: { id: equipamento.id, descricao: equipamento.descricao },
      coletor: { id: coletor.id, descricao: coletor.descricao },
      enviados: ids.length,
      totalNoColetor: coletor.funcionarioIds.length,
      enviadoEm,
    }
    return HttpResponse.json(resposta, { status: 202 })
  }),
]
