import { type HttpHandler } from 'msw'
import { folgaConsultaForma } from '@/shared/api/contract/endpoints/registros'
import { http } from '../http/contrato'
import type { Registro } from '../db/index'
import { hasRole } from '../http/auth'
import { emOrdem, lerCampos, objeto } from '../http/campos'
import { noContent, notFound, validationError } from '../http/spring'
import { publicarAlteracao, type IdsCartao } from '../timecard/acesso'
import { exigirEdicao, exigirEdicaoLote } from '../timecard/edicao'
import { alternarEspecial, removerDia, restaurarMarcacoes, tornarFolga, vincularHorario } from '../timecard/edicao/dia'
import { registroDoDia } from '../timecard/edicao/tratamentos'
import { registrarVinculoHorario } from '../timecard/edicao/lote'
import { idDe, lerVinculo } from './lib/pedido-lote'
import { forbidden, jsonBody, session, type Session } from './lib/session'
import { selecaoEmIds } from './lib/selecao-lote'

/** Roles of the day calls (doc1 §6, doc2 batch actions). */
export const REGISTRO_DIA = {
  remover: 'admin_remover_registro',
  vincularQuadroLote: 'front_vincularquadrolote',
} as const

/** The stored register of the path, once the editing rules allow changing its card. */
function registroEditavel(request: Request, s: Session, id: unknown): { registro: Registro; ids: IdsCartao } | Response {
  const numero = idDe(id)
  const registro = numero === null ? undefined : s.db.registros.find((r) => r.id === numero)
  if (!registro) return notFound()
  const ids = { funcionarioId: registro.funcionarioId, competenciaId: registro.competenciaId }
  const editavel = exigirEdicao(request, s, ids)
  return editavel instanceof Response ? editavel : { registro, ids }
}

/** Write calls of the time card: day actions (TC-111..129). */
export const registroDiaHandlers: HttpHandler[] = [
  /**
   * TC-123: POST /api/registros/folga?data&idFuncionario&idRegistro makes the day a day off (its register is
   * created when the day has none yet). Answers 204.
   */
  http.post('/api/registros/folga', async ({ request }) => {
    const s = await session(request)
    const { dados, erros } = lerCampos(folgaConsultaForma, Object.fromEntries(new URL(request.url).searchParams))
    const { data, idFuncionario: funcionarioId } = dados
    const registroId = dados.idRegistro ?? null
    const competencia = data ? s.db.competencias.find((c) => c.inicio <= data && data <= c.fim) : undefined
    if (data && !competencia) erros.push({ property: 'data', message: 'Não há competência para a data informada', invalidValue: data })
    if (erros.length > 0 || !data || !competencia || typeof funcionarioId !== 'number') return validationError('Registro', emOrdem(folgaConsultaForma, erros))
    const ids = { funcionarioId, competenciaId: competencia.id }
    const cartao = exigirEdicao(request, s, ids)
    if (cartao instanceof Response) return cartao
    const registro = registroDoDia(s.db, ids, data, registroId)
    if (!registro) return validationError('Registro', [{ property: 'idRegistro', message: 'não pertence ao dia informado', invalidValue: registroId }])
    tornarFolga(registro)
    publicarAlteracao(request, ids)
    return noContent()
  }),

  /**
   * TC-124: links a schedule to each day of a period for each employee (the change-schedule dialog of the card sends
   * one employee and the day). Body: funcionarios [ids or {id}], quadroHorarioVincular (id or {id}), dataInicial,
   * dataFinal. All the cards touched must be editable, else nothing changes. Answers 204.
   */
  http.post('/api/acoes-lote/vincularQuadroHorario', async ({ request }) => {
    const s = await session(request)
    const pedido = lerVinculo(s, selecaoEmIds(s, request, objeto(await jsonBody(request))))
    if (Array.isArray(pedido)) return validationError('AcaoLote', pedido)
    const cartoes = pedido.funcionarioIds.flatMap((funcionarioId) =>
      [...pedido.dias.keys()].map((competencia) => ({ funcionarioId, competenciaId: competencia.id })),
    )
    for (const ids of cartoes) {
      const recusa = exigirEdicaoLote(request, s, ids)
      if (recusa) return recusa
    }
    for (const funcionarioId of new Set(pedido.funcionarioIds)) {
      for (const ids of vincularHorario(s.db, funcionarioId, pedido.horarioId, pedido.dias)) publicarAlteracao(request, ids)
    }
    registrarVinculoHorario(s.db, s.user.name ?? s.user.username, pedido)
    return noContent()
  }),

  /** TC-125: switches the day's special schedule on or off. Answers 204. */
  http.post('/api/registros/:id/especial', async ({ request, params }) => {
    const s = await session(request)
    const alvo = registroEditavel(request, s, params.id)
    if (alvo instanceof Response) return alvo
    alternarEspecial(alvo.registro)
    publicarAlteracao(request, alvo.ids)
    return noContent()
  }),

  /** TC-126: back to the clock's punches (see restaurarMarcacoes). Answers 204. */
  http.post('/api/registros/:id/restaurar', async ({ request, params }) => {
    const s = await session(request)
    const alvo = registroEditavel(request, s, params.id)
    if (alvo instanceof Response) return alvo
    restaurarMarcacoes(s.db, alvo.registro)
    publicarAlteracao(request, alvo.ids)
    return noContent()
  }),

  /** TC-127..129: erases the day's entries (admin_remover_registro); originals are disregarded, never deleted. */
  http.delete('/api/registros/:id', async ({ request, params }) => {
    const s = await session(request)
    const alvo = registroEditavel(request, s, params.id)
    if (alvo instanceof Response) return alvo
    if (!hasRole(s.user, REGISTRO_DIA.remover)) throw forbidden(request)
    removerDia(s.db, alvo.registro)
    publicarAlteracao(request, alvo.ids)
    return noContent()
  }),
]
