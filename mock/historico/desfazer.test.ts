import { describe, expect, it } from 'vitest'
import { alteracaoCartaoSchema } from '@/shared/api/contract/endpoints/historico'
import { dbFor } from '../http/isolation'
import { call, freshDb } from '../handlers/lib/test-client'
import { desfazer, desfeita, DIA, diaDoCartao, FERNANDA, historico, incluir, marcacaoDoDia, marcacoesDoDia, post, relogioDoSeed, totais, ultima } from './test-client'

relogioDoSeed()


/** Fernanda's punches as stored, with their ids: what an undo must give back. */
const guardadas = (dbKey: string) =>
  dbFor(dbKey).marcacoes.filter((m) => m.funcionarioId === FERNANDA).map((m) => `${m.id} ${m.data} ${m.hora} ${m.tipoMarcacao} ${m.desconsiderada}`).sort()

const originais = (dbKey: string) => dbFor(dbKey).marcacoes.filter((m) => m.funcionarioId === FERNANDA && m.tipoMarcacao === 'ORIGINAL').length

async function mensagem(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message
}

describe('undo by the compensating change', () => {
  it('undoing an inclusion removes only that punch, is itself an entry, and the card\'s figures are those before the change', async () => {
    const dbKey = freshDb()
    const figuras = await totais(dbKey)
    const antes = guardadas(dbKey)
    await incluir(dbKey, '17:00', 2, 'SAIDA')
    const inclusao = await ultima(dbKey)
    expect(await totais(dbKey)).not.toEqual(figuras)
    const desfez = await desfeita(dbKey, inclusao.id)
    expect(desfez).toMatchObject({
      origem: 'DESFAZER', origemId: inclusao.id, desfaz: inclusao.id, tipo: 'MARCACAO_REMOVIDA', data: DIA, usuario: { username: 'rh' },
      descricao: 'Alteração desfeita: Marcação 17:00 incluída em Saída 2', antes: inclusao.depois, depois: inclusao.antes,
    })
    expect(guardadas(dbKey)).toEqual(antes)
    expect(await totais(dbKey)).toEqual(figuras)
    const [agora, original] = await historico(dbKey)
    expect(agora).toEqual(desfez)
    expect(original).toMatchObject({ id: inclusao.id, desfeitaPor: desfez.id, desfazivel: false, motivoNaoDesfazivel: 'Esta alteração já foi desfeita.' })
  })

  it('undoing a disregard reconsiders the ORIGINAL punch, which was never deleted', async () => {
    const dbKey = freshDb()
    const figuras = await totais(dbKey)
    const doze = await marcacaoDoDia(dbKey, '12:00')
    expect((await post(dbKey, `/api/registros/${doze.registroId}/marcacoes/${doze.id}/desconsiderar/103`)).status).toBe(204)
    const desfez = await desfeita(dbKey, (await ultima(dbKey)).id)
    expect(desfez).toMatchObject({ tipo: 'MARCACAO_RECONSIDERADA', descricao: 'Alteração desfeita: Marcação 12:00 desconsiderada em Saída 1 (Consulta médica)' })
    expect(dbFor(dbKey).marcacoes.find((m) => m.id === doze.id)).toMatchObject({ tipoMarcacao: 'ORIGINAL', desconsiderada: false, motivoId: null })
    expect(await totais(dbKey)).toEqual(figuras)
  })

  it('undoing an alteration gives the time back: an included punch\'s time, or the ORIGINAL punch it replaced', async () => {
    const dbKey = freshDb()
    await incluir(dbKey, '17:00', 2, 'SAIDA')
    const inclusao = await ultima(dbKey)
    const figuras = await totais(dbKey)
    const contadas = originais(dbKey)
    const dezessete = await marcacaoDoDia(dbKey, '17:00')
    await incluir(dbKey, '17:30', 2, 'SAIDA', { idMarcacao: dezessete.id })
    expect((await desfeita(dbKey, (await ultima(dbKey)).id)).tipo).toBe('MARCACAO_ALTERADA')
    expect(await marcacoesDoDia(dbKey)).toEqual(['08:00 ORIGINAL', '12:00 ORIGINAL', '13:00 ORIGINAL', '17:00 INCLUIDO'])
    expect((await marcacaoDoDia(dbKey, '17:00')).id).toBe(dezessete.id)
    expect(await totais(dbKey)).toEqual(figuras)
    // An alteration and its undo cancel out: the inclusion behind them is again the day's latest standing change.
    expect((await historico(dbKey)).find((e) => e.id === inclusao.id)?.desfazivel).toBe(true)

    const oito = await marcacaoDoDia(dbKey, '08:00')
    await incluir(dbKey, '08:05', 1, 'ENTRADA', { idMarcacao: oito.id })
    expect(await marcacoesDoDia(dbKey)).toEqual(['08:05 INCLUIDO', '12:00 ORIGINAL', '13:00 ORIGINAL', '17:00 INCLUIDO'])
    await desfeita(dbKey, (await ultima(dbKey)).id)
    expect(await marcacoesDoDia(dbKey)).toEqual(['08:00 ORIGINAL', '12:00 ORIGINAL', '13:00 ORIGINAL', '17:00 INCLUIDO'])
    expect((await marcacaoDoDia(dbKey, '08:00')).id).toBe(oito.id)
    expect(originais(dbKey)).toBe(contadas)
    expect(await totais(dbKey)).toEqual(figuras)
  })

  it('undoing a justification\'s removal brings it back as it was', async () => {
    const dbKey = freshDb()
    const figuras = await totais(dbKey)
    const horaExtra = (await diaDoCartao(dbKey, '2026-11-06')).tratamentos.find((t) => t.tipoJustificativa === 'HORA_EXTRA')!
    const guardada = { ...dbFor(dbKey).tratamentos.find((t) => t.id === horaExtra.id)! }
    expect((await call(`/api/justificativas/${horaExtra.id}`, { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
    expect(await totais(dbKey)).not.toEqual(figuras)
    const desfez = await desfeita(dbKey, (await ultima(dbKey)).id)
    expect(desfez).toMatchObject({ tipo: 'JUSTIFICATIVA_INCLUIDA', descricao: 'Alteração desfeita: Justificativa Hora extra de 01:00 removida' })
    expect(dbFor(dbKey).tratamentos.find((t) => t.id === horaExtra.id)).toEqual(guardada)
    expect(await totais(dbKey)).toEqual(figuras)
  })

  it('undoing a restore of the clock\'s punches includes again what it removed (docs/decisions.md, TC-126)', async () => {
    const dbKey = freshDb()
    await incluir(dbKey, '17:00', 2, 'SAIDA')
    const { registroId } = await marcacaoDoDia(dbKey, '08:00')
    expect((await post(dbKey, `/api/registros/${registroId}/restaurar`)).status).toBe(204)
    expect(await marcacoesDoDia(dbKey)).toEqual(['08:00 ORIGINAL', '12:00 ORIGINAL', '13:00 ORIGINAL'])
    await desfeita(dbKey, (await ultima(dbKey)).id)
    expect(await marcacoesDoDia(dbKey)).toEqual(['08:00 ORIGINAL', '12:00 ORIGINAL', '13:00 ORIGINAL', '17:00 INCLUIDO'])
  })

  it('an undo can itself be undone: the change comes back', async () => {
    const dbKey = freshDb()
    await incluir(dbKey, '17:00', 2, 'SAIDA')
    const inclusao = await ultima(dbKey)
    const desfez = await desfeita(dbKey, inclusao.id)
    const refez = await desfeita(dbKey, desfez.id)
    expect(refez).toMatchObject({ tipo: 'MARCACAO_INCLUIDA', desfaz: desfez.id, depois: inclusao.depois })
    expect(await marcacoesDoDia(dbKey)).toEqual(['08:00 ORIGINAL', '12:00 ORIGINAL', '13:00 ORIGINAL', '17:00 INCLUIDO'])
  })

  it('undoing one day of a punch moved to another day puts both days back', async () => {
    const dbKey = freshDb()
    const ids = [(await marcacaoDoDia(dbKey, '12:00')).id, (await marcacaoDoDia(dbKey, '13:00')).id]
    const antes = guardadas(dbKey)
    await post(dbKey, '/api/movimentacoes-marcacao', { funcionarioId: FERNANDA, marcacaoIds: ids, dataDestino: '2026-11-09' })
    const [primeira, segunda] = await historico(dbKey)
    await desfeita(dbKey, primeira!.id)
    expect(await marcacoesDoDia(dbKey)).toEqual(['08:00 ORIGINAL', '12:00 ORIGINAL', '13:00 ORIGINAL'])
    expect(guardadas(dbKey)).toEqual(antes)
    const depois = await historico(dbKey)
    expect(depois.filter((e) => e.origem === 'DESFAZER').map((e) => e.desfaz).sort()).toEqual([primeira!.id, segunda!.id].sort())
    expect(depois.find((e) => e.id === segunda!.id)).toMatchObject({ desfazivel: false, motivoNaoDesfazivel: 'Esta alteração já foi desfeita.' })
  })

  it('undoing a change of the card\'s notes line gives its text back', async () => {
    const dbKey = freshDb()
    const ler = async () => (await call(`/api/observacao-cartao-ponto?funcionarioId=${FERNANDA}&competenciaId=13`, { as: 'rh', dbKey })).json() as Promise<{ observacao: string }>
    const { observacao } = await ler()
    await call('/api/observacao-cartao-ponto', { method: 'PUT', as: 'rh', dbKey, body: { funcionarioId: FERNANDA, competenciaId: 13, observacao: 'Outra.' } })
    expect(await desfeita(dbKey, (await ultima(dbKey)).id)).toMatchObject({ tipo: 'OBSERVACAO', alcance: 'CARTAO', depois: { observacao } })
    expect((await ler()).observacao).toBe(observacao)
  })
})

describe('what cannot be undone', () => {
  it('twice: 409', async () => {
    const dbKey = freshDb()
    await incluir(dbKey, '17:00', 2, 'SAIDA')
    const { id } = await ultima(dbKey)
    await desfeita(dbKey, id)
    const again = await desfazer(dbKey, id)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ status: 409, error: 'Conflict', message: 'Esta alteração já foi desfeita.', path: `/api/cartaoponto/historico/${id}/desfazer` })
  })

  it('after a later change of the same day: 409, and nothing changes; another day\'s change does not count', async () => {
    const dbKey = freshDb()
    await incluir(dbKey, '17:00', 2, 'SAIDA')
    const inclusao = await ultima(dbKey)
    await post(dbKey, '/api/registros/justificar', {
      idFuncionario: FERNANDA, idCompetencia: 13, data: '2026-11-09', tipoJustificativa: 'ABONO', idMotivo: 103,
    })
    expect((await historico(dbKey)).find((e) => e.id === inclusao.id)?.desfazivel).toBe(true)
    const doze = await marcacaoDoDia(dbKey, '12:00')
    await post(dbKey, `/api/registros/${doze.registroId}/marcacoes/${doze.id}/desconsiderar/103`)
    const guardado = guardadas(dbKey)
    const recusa = await desfazer(dbKey, inclusao.id)
    expect(recusa.status).toBe(409)
    expect(await mensagem(recusa)).toBe('O dia foi alterado depois desta alteração: só a última alteração de um dia pode ser desfeita.')
    expect(guardadas(dbKey)).toEqual(guardado)
  })

  it('on a locked card: 409 until it is unlocked', async () => {
    const dbKey = freshDb()
    await incluir(dbKey, '17:00', 2, 'SAIDA')
    const { id } = await ultima(dbKey)
    await post(dbKey, `/api/bloqueio-registro/13/${FERNANDA}`)
    const recusa = await desfazer(dbKey, id)
    expect(recusa.status).toBe(409)
    expect(await mensagem(recusa)).toBe('O cartão ponto está bloqueado para edição: desbloqueie-o para desfazer a alteração.')
    await call(`/api/bloqueio-registro/13/${FERNANDA}`, { method: 'DELETE', as: 'rh', dbKey })
    expect((await desfazer(dbKey, id)).status).toBe(200)
  })

  it('in a closed competence: 409', async () => {
    const dbKey = freshDb()
    const fechamento = dbFor(dbKey).fechamentos.find((f) => f.competenciaId === 12)!
    expect((await call(`/api/fechamentos/${fechamento.id}`, { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
    expect((await post(dbKey, '/api/registros/justificar', {
      idFuncionario: FERNANDA, idCompetencia: 12, data: '2026-10-08', tipoJustificativa: 'ABONO', idMotivo: 103,
    })).status).toBe(200)
    const [justificativa] = await historico(dbKey, '', 'rh', FERNANDA, 12)
    expect((await post(dbKey, '/api/fechamentos', { competenciaId: 12, ignorarInconsistencias: true })).status).toBe(201)
    const recusa = await desfazer(dbKey, justificativa!.id)
    expect(recusa.status).toBe(409)
    expect(await mensagem(recusa)).toBe('A competência 10/2026 está fechada: a alteração não pode ser desfeita.')
  })

  it('a clock punch: 409 (Portaria 671: disregard it with a reason instead)', async () => {
    const dbKey = freshDb()
    await post(dbKey, '/api/relogio/registrar-admin', { funcionarioId: FERNANDA, hora: '14:00' }, 'admin')
    const recusa = await desfazer(dbKey, (await ultima(dbKey)).id, 'admin')
    expect(recusa.status).toBe(409)
    expect(await mensagem(recusa)).toBe('Marcações do relógio não podem ser desfeitas (Portaria 671): desconsidere-as com um motivo.')
  })

  it('by whom may not change the card: 403; out of their sight or unknown: 404', async () => {
    const dbKey = freshDb()
    await incluir(dbKey, '17:00', 2, 'SAIDA')
    const fernanda = await ultima(dbKey)
    // Sara (33) is not in the responsible user's departments; Rui (3) is the responsible user himself.
    await post(dbKey, '/api/registros/justificar', { idFuncionario: 33, idCompetencia: 13, data: '2026-11-04', tipoJustificativa: 'ABONO', idMotivo: 103 })
    const sara = await ultima(dbKey, 33)
    await post(dbKey, '/api/registros/justificar', { idFuncionario: 3, idCompetencia: 13, data: '2026-11-04', tipoJustificativa: 'ABONO', idMotivo: 103 })
    const rui = await ultima(dbKey, 3)
    expect((await desfazer(dbKey, fernanda.id, 'supervisor')).status).toBe(403)
    expect((await desfazer(dbKey, fernanda.id, 'funcionario')).status).toBe(403)
    expect((await desfazer(dbKey, sara.id, 'responsavel')).status).toBe(404)
    expect((await desfazer(dbKey, 9999, 'rh')).status).toBe(404)
    const propria = await desfazer(dbKey, rui.id, 'responsavel')
    expect(propria.status).toBe(403)
    expect(await mensagem(propria)).toBe('Você não pode alterar este cartão ponto.')
    expect(alteracaoCartaoSchema.parse(await (await desfazer(dbKey, fernanda.id, 'responsavel')).json())).toMatchObject({
      origem: 'DESFAZER', usuario: { username: 'responsavel', nome: 'Rui Responsável' },
    })
    expect(dbFor(dbKey).marcacoes.some((m) => m.funcionarioId === FERNANDA && m.hora === '17:00' && m.data === DIA)).toBe(false)
  })
})
