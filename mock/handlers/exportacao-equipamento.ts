import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { springError, validationError, type FieldError } from '../http/spring'
import { jsonBody, session } from './lib/session'

export const ENTIDADE_EXPORTACAO = 'ExportacaoEquipamento'

export const MSG_EQUIPAMENTO_OBRIGATORIO = 'Selecione o equipamento'
export const MSG_FUNCIONARIOS_OBRIGATORIOS = 'Selecione ao menos um funcionario'
export const MSG_EQUIPAMENTO_INEXISTENTE = 'Equipamento nao encontrado'
export const MSG_EQUIPAMENTO_INATIVO = 'Equipamento inativo'
export const MSG_SEM_COLETOR = 'Equipamento sem coletor vinculado.'

/** The answer: what was sent, and how many employees the clock's collector now holds. */
export interface ExportacaoEquipamento {
  equipamento: { id: number; descricao: string }
  coletor: { id: number; descricao: string }
  enviados: number
  totalNoColetor: number
  enviadoEm: string
}

const numero = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null

export const exportacaoEquipamentoHandlers = [
  /**
   * Exports employees to a clock: body {equipamentoId, funcionarioIds}. The employees (active, keeping a time card)
   * are sent to the clock's collector, which keeps them for its clocks. A clock without collector (REP-P) is refused
   * (400); an offline collector refuses the connection (503), as when sending the clock's settings (REG-083).
   */
  http.post('/api/exportacao-equipamento', async ({ request }) => {
    const { db } = await session(request)
    const path = new URL(request.url).pathname
    const raw = await jsonBody(request)
    const body = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
    const errors: FieldError[] = []
    const equipamentoId = numero(body.equipamentoId)
    const equipamento = equipamentoId === null ? undefined : db.equipamentos.find((e) => e.id === equipamentoId)
    if (body.equipamentoId === null || body.equipamentoId === undefined || body.equipamentoId === '')
      errors.push({ property: 'equipamentoId', message: MSG_EQUIPAMENTO_OBRIGATORIO, invalidValue: null })
    else if (!equipamento) errors.push({ property: 'equipamentoId', message: MSG_EQUIPAMENTO_INEXISTENTE, invalidValue: body.equipamentoId })
    else if (!equipamento.ativo) errors.push({ property: 'equipamentoId', message: MSG_EQUIPAMENTO_INATIVO, invalidValue: body.equipamentoId })
    const lista = Array.isArray(body.funcionarioIds) ? body.funcionarioIds : []
    const ids = [...new Set(lista.map(numero))]
    if (ids.length === 0) errors.push({ property: 'funcionarioIds', message: MSG_FUNCIONARIOS_OBRIGATORIOS, invalidValue: body.funcionarioIds ?? null })
    for (const id of ids) {
      const f = id === null ? undefined : db.funcionarios.find((x) => x.id === id)
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
